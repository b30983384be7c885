/**
 * Which deep link into an operation page's schema trees still has a node to land on. A tree does not
 * expand a big named schema below its first level (decision 0025 — schema trees link named schemas):
 * a link to a property inside one lands on the node that names the schema and links its page. Pure:
 * the build uses it for the changelog's links, the same rule the trees are rendered with.
 */
import { bodyTreeAnchor, childAnchor, REQUEST_BODY_ANCHOR, schemaSegment, variantSegment } from './anchors';
import type { OperationPageData, SchemaNode } from './pageData';

/** The trees of an operation page by their anchors: the request body's and each response's, per media type. */
function treesOf(page: Pick<OperationPageData, 'requestBody' | 'responses'>): [string, SchemaNode][] {
  const trees: [string, SchemaNode][] = [];
  page.requestBody?.content.forEach((media, index) => {
    if (media.schema) trees.push([bodyTreeAnchor(REQUEST_BODY_ANCHOR, index, media.mediaType), media.schema]);
  });
  for (const response of page.responses) {
    response.content.forEach((media, index) => {
      if (media.schema) trees.push([bodyTreeAnchor(response.anchor, index, media.mediaType), media.schema]);
    });
  }
  return trees;
}

/**
 * `anchor` when the page has that node, else the deepest node on its way that the page has:
 * `response-200.asset.code` → `response-200.asset` when `asset` is shown by name only, or when it
 * has no `code`. Anchors that are not in a tree (parameters, a response itself) are returned as given.
 */
export function nearestTreeAnchor(page: Pick<OperationPageData, 'requestBody' | 'responses'>, anchor: string): string {
  // The longest tree anchor first: `response-200-application-xml` before `response-200`.
  const found = treesOf(page)
    .filter(([base]) => anchor.startsWith(`${base}.`))
    .sort(([a], [b]) => b.length - a.length)[0];
  if (!found) return anchor;
  const [base, root] = found;
  let node = root;
  let reached = base;
  for (const segment of anchor.slice(base.length + 1).split('.')) {
    if (node.seeSchema) break;
    const next =
      node.children?.find((child, index) => schemaSegment(child, index) === segment) ??
      node.variants?.options.find((_, index) => variantSegment(index) === segment)?.node;
    if (!next) break;
    node = next;
    reached = childAnchor(reached, segment);
  }
  return reached;
}
