/**
 * A validated OpenAPI 3.0/3.1 document → `NormalisedApi`: plain JSON data, one `OperationPageData`
 * per page, each carrying only its own operation and the schemas it uses. This module puts the API
 * together; what it is made of is built elsewhere:
 * - the operations, in document order, and each one's page: `operations.ts` (its parameters, request
 *   body, responses and callbacks: `operationParts.ts`; its servers: `serverData.ts`; its title:
 *   `summaries.ts`), kept between normalisations by `operationMemo.ts`;
 * - the schema pages: `schemaPages.ts`; the links to them: `schemaLinks.ts`.
 *
 * Rules:
 * - Slugs: see `slug.ts`; collisions get '-2', '-3'… in that order, with a warning.
 * - Tags: see `tags.ts`. An operation's page's `tag` is its first; `x-tagGroups` become `tagSections`.
 */
import { findStringPointer, isObject, toPointer } from './json';
import { collectRemoteImages, renderMarkdown } from './markdown';
import { operationMemo } from './operationMemo';
import { buildOperation, collectOperations, describe, usageSource, type OperationContext } from './operations';
import { SAMPLE_ORIGIN } from './requestSample';
import type { SchemaTreeOptions } from './schemaTree';
import { schemaLinksFor } from './schemaLinks';
import { serverChoices, serverUrl } from './serverData';
import { buildSchemaPages, schemaSlugs } from './schemaPages';
import { kebabCase, operationSlug, reservedApiSegments, uniqueSlugs } from './slug';
import { DEFAULT_TAG, groupTags, operationTags, readTagSections } from './tags';
import { readSecuritySchemes, resolveSecurity } from './security';
import type { OpenApiV3Document } from './document';
import type { NormalisedApi } from './pageData';

export { DEFAULT_TAG };
export { SAMPLE_ORIGIN };
/** Kept here too for __tests__/unit/node/api/memoStore.test.ts, which reads them off this module. */
export { keptOperationPages, restoreKeptOperations } from './operationMemo';
/** A page whose data is bigger than this is reported: it would slow the page down. */
export const PAGE_DATA_WARN_BYTES = 512 * 1024;

export interface NormaliseOptions {
  /** Route segment of the API, e.g. 'portal-api'. */
  readonly id: string;
  /** Public download path, e.g. '/Portal-v1.json'. */
  readonly file: string;
  readonly schemaTree?: Pick<SchemaTreeOptions, 'maxDepth' | 'maxNodes'>;
  /** A page per named schema (`schemas`) and links to them from trees; default true. */
  readonly schemaPages?: boolean;
}

export function normaliseApi(document: OpenApiV3Document, options: NormaliseOptions): NormalisedApi {
  const { value: api, remoteImages } = collectRemoteImages(() => normaliseDocument(document, options));
  const warning = remoteImagesWarning(document, remoteImages);
  return warning ? { ...api, warnings: [...api.warnings, warning] } : api;
}

/** How many of a document's remote images the warning names with their pointers; the rest are counted. */
const REMOTE_IMAGES_LISTED = 3;

/** One warning per document for its images from another origin, which `renderMarkdown` shows as links. */
export function remoteImagesWarning(document: unknown, urls: readonly string[]): string | undefined {
  if (urls.length === 0) return undefined;
  const listed = urls.slice(0, REMOTE_IMAGES_LISTED).map((url) => `${url} (${findStringPointer(document, url, 'description') ?? 'in a description'})`);
  const more = urls.length > REMOTE_IMAGES_LISTED ? `, and ${urls.length - REMOTE_IMAGES_LISTED} more` : '';
  return (
    `${urls.length} image${urls.length === 1 ? '' : 's'} from another origin shown as ${urls.length === 1 ? 'a link' : 'links'}, not loaded (the site makes no requests off its origin): ` +
    `${listed.join(', ')}${more}. To show an image, put it in static/ and refer to it by its path (e.g. /img/diagram.png).`
  );
}

function normaliseDocument(document: OpenApiV3Document, options: NormaliseOptions): NormalisedApi {
  const warnings: string[] = [];
  const raw = collectOperations(document, warnings);

  const labels = raw.map(describe);
  const { slugs, warnings: slugWarnings } = uniqueSlugs(
    raw.map((op) => operationSlug({ operationId: op.operation.operationId, method: op.method, path: op.path, kind: op.kind })),
    labels,
    // The API's own pages (changelog, schemas/, tags/) share the operations' folder: no operation takes one.
    { reserved: reservedApiSegments(options.id), pointers: raw.map((op) => toPointer(op.at)) },
  );
  warnings.push(...slugWarnings);

  const securitySchemes = readSecuritySchemes(document);
  const tagNames = raw.map((op) => operationTags(op.operation));
  const tags = groupTags(document, tagNames, slugs, warnings);
  const tagSections = readTagSections(document, tags, warnings);
  const tagSlugByName = new Map(tags.map((tag) => [tag.name, tag.slug]));

  // The schemas with a page of their own: a big one is linked from trees rather than repeated (decision 0025).
  const schemaSlugMap = options.schemaPages === false ? new Map<string, string>() : schemaSlugs(document, (message) => warnings.push(message));
  const treeOptions: OperationContext['treeOptions'] = {
    ...options.schemaTree,
    ...(schemaSlugMap.size > 0 ? { linkable: (name: string) => schemaSlugMap.has(name) } : {}),
  };

  const memo = operationMemo(document, options);
  const operations = raw.map((op, index) => {
    const ctx: OperationContext = {
      slug: slugs[index] ?? '',
      apiId: options.id,
      tag: tagNames[index]?.[0] ?? DEFAULT_TAG,
      tagSlug: tagSlugByName.get(tagNames[index]?.[0] ?? DEFAULT_TAG) ?? kebabCase(DEFAULT_TAG),
      label: labels[index] ?? '',
      securitySchemes,
      treeOptions,
      warn: (message) => warnings.push(message),
    };
    const page = memo ? memo.build(op, ctx, (own) => buildOperation(document, op, own)) : buildOperation(document, op, ctx);
    const bytes = Buffer.byteLength(JSON.stringify(page));
    if (bytes > PAGE_DATA_WARN_BYTES) {
      warnings.push(`The page data of ${labels[index]} is ${Math.round(bytes / 1024)} KB (budget ${PAGE_DATA_WARN_BYTES / 1024} KB).`);
    }
    return page;
  });

  // Schema pages, and each operation's links to the schemas its trees show.
  const linkedOperations = operations.map((page) => {
    const links = schemaLinksFor(page, schemaSlugMap);
    return links ? { ...page, schemaLinks: links } : page;
  });
  const schemas =
    schemaSlugMap.size === 0
      ? []
      : buildSchemaPages(document, schemaSlugMap, {
          apiId: options.id,
          operations: linkedOperations.map((page, index) => ({ page, source: usageSource(document, raw[index]) })),
          treeOptions,
          warn: (message) => warnings.push(message),
        });

  memo?.done();
  // The API's description is shown on the overview, inside the API's own h2 section: its headings start at h3.
  const descriptionHtml = renderMarkdown(document.info?.description, 3);
  return {
    id: options.id,
    file: options.file,
    title: String(document.info?.title ?? options.id),
    version: String(document.info?.version ?? ''),
    openapiVersion: String(document.openapi),
    ...(descriptionHtml ? { descriptionHtml } : {}),
    servers: (document.servers ?? []).filter(isObject).map((server) => {
      const html = renderMarkdown(server.description);
      const variables = serverChoices([server])[0]?.variables ?? [];
      return { url: serverUrl(server), ...(html ? { descriptionHtml: html } : {}), ...(variables.length > 0 ? { template: server.url, variables } : {}) };
    }),
    securitySchemes: [...securitySchemes.values()],
    security: resolveSecurity(document.security ?? [], securitySchemes, 'the document', (m) => warnings.push(m)),
    tags,
    tagSections,
    operations: linkedOperations,
    schemas,
    warnings,
  };
}
