/**
 * Contents printed once per schema tree (decision 0025, "Repeated inline contents"). GitHub's webhook
 * payloads define their objects inline, not as `$ref`s, so the rule that links named schemas cannot
 * apply; but within one tree the same inline contents recur (`pull-request-review-requested`: its
 * two `oneOf` options each carry the same 57 KB `pull_request`). A node whose contents (its
 * properties and options) are the same as those of a node earlier in the same tree, and at least
 * `SHARED_CONTENTS_MIN_NODES` nodes big, keeps its own row (name, type line, description, flags) and
 * carries `sameAs`: the earlier node's path from the tree's root (`option-1.pull_request`), which the
 * tree renders as a link to it. Pure: the build runs it on each tree of an operation page.
 */
import { childAnchor, schemaSegment, variantSegment } from './anchors';
import type { SchemaNode } from './pageData';

/** Repeated contents smaller than this stay where they are read (a two-field object costs less than the link); the same size as the named-schema rule's 15 nodes (decision 0025). */
export const SHARED_CONTENTS_MIN_NODES = 15;

/** Nodes below `node` (its properties and options, all levels), counted up to `limit`. */
function countBelow(node: SchemaNode, limit: number): number {
  let count = 0;
  const stack: SchemaNode[] = [node];
  while (stack.length > 0 && count < limit) {
    const current = stack.pop() as SchemaNode;
    for (const child of current.children ?? []) {
      count += 1;
      stack.push(child);
    }
    for (const option of current.variants?.options ?? []) {
      count += 1;
      stack.push(option.node);
    }
  }
  return count;
}

export function shareRepeatedContents(root: SchemaNode, minNodes = SHARED_CONTENTS_MIN_NODES): SchemaNode {
  const first = new Map<string, string>();
  const visit = (node: SchemaNode, path: string): SchemaNode => {
    if (!node.children && !node.variants) return node;
    if (path !== '' && countBelow(node, minNodes) >= minNodes) {
      const key = JSON.stringify([node.children ?? null, node.variants ?? null]);
      const earlier = first.get(key);
      if (earlier !== undefined) {
        const { children: _children, variants: _variants, ...row } = node;
        return { ...row, sameAs: earlier };
      }
      first.set(key, path);
    }
    const at = (segment: string): string => (path === '' ? segment : childAnchor(path, segment));
    return {
      ...node,
      ...(node.children ? { children: node.children.map((child, index) => visit(child, at(schemaSegment(child, index)))) } : {}),
      ...(node.variants
        ? {
            variants: {
              ...node.variants,
              options: node.variants.options.map((option, index) => ({ ...option, node: visit(option.node, at(variantSegment(index))) })),
            },
          }
        : {}),
    };
  };
  return visit(root, '');
}
