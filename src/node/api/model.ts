/**
 * What the API nodes hold, made from one normalised API. Pure: `sourceApiNodes` adds node ids and
 * digests, the tests call these directly.
 *
 * The GraphQL types (see `graphqlTypes.ts`) mirror these interfaces field for field. Everything a list or
 * the sidebar needs is a typed field; the one free-form value, an operation's page data, is a JSON
 * string that only its own page queries.
 */
import type { NormalisedApi, OperationKind, OperationPageData, SchemaPageData, SecuritySchemeData, ServerData } from '../../openapi/pageData';
import { apiIndexRoute, apiOperationRoute, apiSchemaRoute, apiTagRoute } from './routes';
import type { ApiHistory } from './apiHistory';
import type { ApiSpecSettings } from './specSettings';
import { changelogRoute } from './changelog';
import { boundOperationExamples, type FullExample } from '../../openapi/largeExamples';

/** An operation as a tag lists it; its ApiOperation node holds these and more (`ApiOperationFields`). */
export interface ApiTagOperationFields {
  readonly slug: string;
  /** Upper case, as on the page: 'GET'. */
  readonly method: string;
  readonly path: string;
  readonly title: string;
  readonly deprecated: boolean;
  readonly route: string;
  /** 'new' or 'changed' in the newest version of the API's history, with that version (decision 0021). */
  readonly changeKind?: 'new' | 'changed';
  readonly changedIn?: string;
}

/** A tag, both as its ApiSpec lists it (`ApiSpecTagFields`) and as its own ApiTag node (`ApiTagFields`). */
export interface ApiTagCommonFields {
  readonly name: string;
  /** `x-displayName`, else 3.2 `summary`, else the name. */
  readonly label: string;
  readonly slug: string;
  /** The parent tag's slug (OpenAPI 3.2 `parent`). */
  readonly parentSlug?: string;
  readonly descriptionHtml?: string;
  readonly route: string;
}

export interface ApiSpecTagFields extends ApiTagCommonFields {
  readonly operationCount: number;
  readonly operations: readonly ApiTagOperationFields[];
}

export interface ApiSpecFields {
  /** The API's id from the settings ('portal-api'); `id` is the node's own id. */
  readonly apiId: string;
  readonly label: string;
  /** Place of the API in `settings.api.specs`: the order of the overview and the sidebar. */
  readonly position: number;
  readonly title: string;
  readonly version: string;
  readonly openapiVersion: string;
  readonly descriptionHtml?: string;
  /** The description's first sentence, for the index page's meta description. */
  readonly metaDescription: string;
  readonly servers: readonly ServerData[];
  readonly securitySchemes: readonly SecuritySchemeData[];
  readonly tags: readonly ApiSpecTagFields[];
  /** Redoc's `x-tagGroups`: named groups of top-level tags, empty without them (see tagOutline.ts). */
  readonly tagGroups: readonly ApiTagGroupFields[];
  /** Public download path of the document, e.g. '/Portal-v1.json'. */
  readonly file: string;
  readonly route: string;
  readonly operationCount: number;
  /** The API's named schemas with a page, in document order (empty when its schema pages are off). */
  readonly schemas: readonly ApiSpecSchemaFields[];
  /** The changelog page, when the API has a history (decision 0021). */
  readonly changelogRoute?: string;
  /** `JSON.stringify(ChangelogVersionData[])`, newest first: read by createApiPages for the changelog page and the feeds only. */
  readonly changelog: string;
}

/** A schema as its ApiSpec lists it: its page is `schemaRoute(spec.route, slug)`. */
export interface ApiSpecSchemaFields {
  readonly name: string;
  readonly slug: string;
  readonly deprecated: boolean;
  /** 'new' or 'changed' in the API's newest version (its changelog, decision 0021), with that version. */
  readonly changeKind?: 'new' | 'changed';
  readonly changedIn?: string;
}

/** One schema page's node. */
export interface ApiSchemaFields extends ApiSpecSchemaFields {
  readonly apiId: string;
  readonly route: string;
  /** For the page's meta description and the search: the description's first sentence, else a sentence naming it. */
  readonly metaDescription: string;
  /** Everything the page renders (a GraphQL JSON value). */
  readonly data: SchemaPageData;
}

export interface ApiTagGroupFields {
  readonly name: string;
  readonly slug: string;
  readonly tagSlugs: readonly string[];
}

export interface ApiTagFields extends ApiTagCommonFields {
  readonly apiId: string;
  readonly position: number;
  readonly operationSlugs: readonly string[];
}

export interface ApiOperationFields extends ApiTagOperationFields {
  readonly apiId: string;
  readonly summary?: string;
  readonly tag: string;
  readonly tagSlug: string;
  readonly kind: OperationKind;
  /** For the page's meta description: see `operationMetaDescription`. */
  readonly metaDescription: string;
  /** Everything the page renders, and only that (a GraphQL JSON value; large examples cut: src/openapi/largeExamples.ts). */
  readonly data: OperationPageData;
}

export interface ApiNodeContents {
  readonly spec: ApiSpecFields;
  readonly tags: readonly ApiTagFields[];
  readonly operations: readonly ApiOperationFields[];
  readonly schemas: readonly ApiSchemaFields[];
  /** The whole texts of the examples cut on their pages (src/openapi/largeExamples.ts), to publish. */
  readonly fullExamples: readonly FullExample[];
}

function tagCommonFields(apiId: string, tag: NormalisedApi['tags'][number]): ApiTagCommonFields {
  return {
    name: tag.name,
    label: tag.label,
    slug: tag.slug,
    ...(tag.parentSlug ? { parentSlug: tag.parentSlug } : {}),
    ...(tag.descriptionHtml ? { descriptionHtml: tag.descriptionHtml } : {}),
    route: apiTagRoute(apiId, tag.slug),
  };
}

/** A schema's "New in" / "Changed in" mark of the newest version, as node fields. */
function schemaMark(name: string, history?: ApiHistory): { changeKind?: 'new' | 'changed'; changedIn?: string } {
  const mark = history?.schemaMarks[name];
  return mark ? { changeKind: mark.kind, changedIn: mark.version } : {};
}

function tagOperationFields(apiId: string, operation: NormalisedApi['operations'][number], history?: ApiHistory): ApiTagOperationFields {
  const mark = history?.marks[operation.slug];
  return {
    ...(mark ? { changeKind: mark.kind, changedIn: mark.version } : {}),
    slug: operation.slug,
    method: operation.method,
    path: operation.path,
    title: operation.title,
    deprecated: operation.deprecated === true,
    route: apiOperationRoute(apiId, operation.slug),
  };
}

export function apiNodeContents(settings: ApiSpecSettings, api: NormalisedApi, position: number, history?: ApiHistory): ApiNodeContents {
  const bySlug = new Map(api.operations.map((operation) => [operation.slug, operation]));
  const bounded = new Map(api.operations.map((operation) => [operation.slug, boundOperationExamples(operation, apiOperationRoute(api.id, operation.slug))]));
  const tags = api.tags.map((tag): ApiSpecTagFields => ({
    ...tagCommonFields(api.id, tag),
    operationCount: tag.operationSlugs.length,
    operations: tag.operationSlugs.flatMap((slug) => {
      const operation = bySlug.get(slug);
      return operation ? [tagOperationFields(api.id, operation, history)] : [];
    }),
  }));
  return {
    spec: {
      apiId: api.id,
      label: settings.label,
      position,
      title: api.title,
      version: api.version,
      openapiVersion: api.openapiVersion,
      ...(api.descriptionHtml ? { descriptionHtml: api.descriptionHtml } : {}),
      metaDescription: shorten(firstSentence(htmlToText(api.descriptionHtml ?? ''))) || `The operations of the ${settings.label}, by tag.`,
      servers: api.servers,
      securitySchemes: api.securitySchemes,
      tags,
      tagGroups: api.tagSections.map((section) => ({ name: section.name, slug: section.slug, tagSlugs: section.tagSlugs })),
      file: api.file,
      route: apiIndexRoute(api.id),
      operationCount: api.operations.length,
      schemas: api.schemas.map((schema) => ({
        name: schema.name,
        slug: schema.slug,
        deprecated: schema.deprecated === true,
        ...schemaMark(schema.name, history),
      })),
      ...(history && history.changelog.length > 0 ? { changelogRoute: changelogRoute(api.id) } : {}),
      changelog: JSON.stringify(history?.changelog ?? []),
    },
    tags: api.tags.map((tag, index) => ({
      ...tagCommonFields(api.id, tag),
      apiId: api.id,
      position: index,
      operationSlugs: tag.operationSlugs,
    })),
    operations: api.operations.map((operation) => ({
      ...tagOperationFields(api.id, operation, history),
      apiId: api.id,
      ...(operation.summary ? { summary: operation.summary } : {}),
      tag: operation.tag,
      tagSlug: operation.tagSlug,
      kind: operation.kind,
      metaDescription: operationMetaDescription(operation, settings.label),
      data: bounded.get(operation.slug)?.operation ?? operation,
    })),
    fullExamples: [...bounded.values()].flatMap((entry) => entry.files),
    schemas: api.schemas.map((schema) => ({
      name: schema.name,
      slug: schema.slug,
      deprecated: schema.deprecated === true,
      ...schemaMark(schema.name, history),
      apiId: api.id,
      route: apiSchemaRoute(api.id, schema.slug),
      metaDescription: schemaMetaDescription(schema, settings.label),
      data: schema,
    })),
  };
}

/** The description's first sentence, else what the schema is. */
export function schemaMetaDescription(schema: Pick<SchemaPageData, 'name' | 'descriptionHtml'>, apiLabel: string): string {
  return shorten(firstSentence(htmlToText(schema.descriptionHtml ?? '')) || `The ${schema.name} schema of the ${apiLabel}, and the operations that use it.`);
}

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/**
 * The page's meta description. The title already is the summary, so the first sentence of the
 * description says more; without a description, the summary; without either, method and path.
 */
export function operationMetaDescription(operation: Pick<OperationPageData, 'summary' | 'descriptionHtml' | 'method' | 'path'>, apiLabel: string): string {
  const sentence = firstSentence(htmlToText(operation.descriptionHtml ?? ''));
  return shorten(sentence || operation.summary?.trim() || `${operation.method} ${operation.path} in the ${apiLabel}.`);
}

/** Cut on a word boundary to at most `META_DESCRIPTION_MAX` characters, ending with '…'. */
export function shorten(text: string): string {
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Text of the build's own sanitised HTML (renderMarkdown's output), for meta tags only. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|pre|blockquote|table|tr|td|th|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name];
      const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : /^#/.test(name) ? parseInt(name.slice(1), 10) : NaN;
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Up to the first '.', '!' or '?' followed by a space or the end ('e.g. ' and 'v1.2' do not end it). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s+[A-Z0-9`"'(]|$)/.exec(text);
  return (match ? match[0] : text).trim();
}
