/**
 * One page's data per named schema (`components.schemas`), in document order
 * (docs/decisions/0022-the-api-as-a-whole.md):
 * - slug: the name in kebab case ('AssetCategory' → 'asset-category', 'simple-user' stays), '-2'…
 *   on a collision, with a warning;
 * - the folded tree operation pages use (`buildSchemaTree` of a `$ref` to it, so the root carries
 *   its name), its description (Markdown, headings from h2), `deprecated`;
 * - an example: the schema's own, else one generated from it as for a response body;
 * - "Used by" (`schemaUsage`): every operation and webhook using it, each with its places;
 * - the schemas referring to it, and name → slug of the other schemas its tree shows.
 */
import { escapePointerToken, isObject } from './json';
import { renderMarkdown } from './markdown';
import { plainSummary } from './summaries';
import { mediaTypeExamples } from './samples';
import { buildSchemaTree, type SchemaTreeOptions } from './schemaTree';
import { shareRepeatedContents } from './repeatedSubtrees';
import { schemaLinksFor } from './schemaLinks';
import { schemaUsage, type UsageSource } from './schemaUsage';
import { kebabCase, uniqueSlugs } from './slug';
import type { OperationPageData, SchemaNode, SchemaPageData, SchemaUseData } from './pageData';

export interface SchemaPagesInput {
  readonly apiId: string;
  /** The operations as built, with what the document writes at each (same order). */
  readonly operations: readonly { readonly page: OperationPageData; readonly source: Omit<UsageSource, 'key'> }[];
  readonly treeOptions?: Pick<SchemaTreeOptions, 'maxDepth' | 'maxNodes' | 'linkable'>;
  readonly warn: (message: string) => void;
}

/** Name → slug of every named schema of the document, in document order. */
export function schemaSlugs(document: unknown, warn: (message: string) => void): Map<string, string> {
  const schemas = isObject(document) && isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const names = Object.keys(schemas);
  const { slugs, warnings } = uniqueSlugs(
    names.map((name) => kebabCase(name) || 'schema'),
    names.map((name) => `schema "${name}"`),
  );
  warnings.forEach(warn);
  return new Map(names.map((name, index) => [name, slugs[index] ?? '']));
}

export function buildSchemaPages(document: unknown, slugs: ReadonlyMap<string, string>, input: SchemaPagesInput): SchemaPageData[] {
  const schemas = (isObject(document) && isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {}) as Record<
    string,
    unknown
  >;
  const usage = schemaUsage(
    document,
    input.operations.map(({ page, source }) => ({ ...source, key: page.slug })),
  );
  const bySlug = new Map(input.operations.map(({ page }) => [page.slug, page]));
  return [...slugs].map(([name, slug]): SchemaPageData => {
    const schema = schemas[name];
    const ref = { $ref: `#/components/schemas/${escapePointerToken(name)}` };
    // Repeated inline contents printed once, as on operation pages (src/openapi/repeatedSubtrees.ts).
    const tree = shareRepeatedContents(buildSchemaTree(ref, document, { ...input.treeOptions, where: `schema ${name}`, onWarning: input.warn }));
    const own = isObject(schema) ? schema : {};
    const descriptionHtml = renderMarkdown(typeof own.description === 'string' ? own.description : undefined, 2);
    const title = typeof own.title === 'string' && own.title.trim() && own.title.trim() !== name ? own.title.trim() : undefined;
    const uses = usage.get(name);
    const usedBy = [...(uses?.usedBy ?? new Map())].flatMap(([key, places]): SchemaUseData[] => {
      const page = bySlug.get(key);
      if (!page) return [];
      return [
        {
          slug: page.slug,
          kind: page.kind,
          method: page.method,
          path: page.path,
          // A title that is a whole description (GitHub's webhooks): its first line, at most 120 characters.
          title: plainSummary(page.title).summary ?? page.title,
          ...(page.deprecated ? { deprecated: true as const } : {}),
          places,
        },
      ];
    });
    const links = schemaLinksFor(tree, slugs, name);
    return {
      apiId: input.apiId,
      name,
      slug,
      ...(title ? { title } : {}),
      ...(descriptionHtml ? { descriptionHtml } : {}),
      ...(own.deprecated === true ? { deprecated: true as const } : {}),
      // The description is the page's own, above the tree: not repeated in the tree's root.
      tree: withoutDescription(tree),
      examples: mediaTypeExamples('application/json', { schema: ref }, document, 'response'),
      usedBy,
      referencedBy: (uses?.referencedBy ?? []).map((other) => ({ name: other, slug: slugs.get(other) ?? '' })),
      ...(links ? { schemaLinks: links } : {}),
    };
  });
}

function withoutDescription(node: SchemaNode): SchemaNode {
  const { descriptionHtml: _omitted, ...rest } = node;
  return rest;
}
