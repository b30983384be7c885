/**
 * A validated OpenAPI 3.0/3.1 document → `NormalisedApi`: plain JSON data, one `OperationPageData`
 * per page, each carrying only its own operation and the schemas it uses.
 *
 * Rules:
 * - Operations are taken in document order: `paths` (methods in the order written), then 3.1
 *   `webhooks`, then `x-webhooks`; webhooks get `kind: 'webhook'`.
 * - Slugs: see `slug.ts`; collisions get '-2', '-3'… in that order, with a warning.
 * - Tags: see `tags.ts`. An operation's page's `tag` is its first; `x-tagGroups` become `tagSections`.
 * - Parameters: path-level ones merged with the operation's (the operation's win on the same
 *   name + location), grouped by location; header parameters named Accept, Content-Type or
 *   Authorization are ignored, as the OpenAPI specification requires.
 * - Security: the operation's `security`, else the document's; `[]` means none (see `security.ts`).
 * - `fullUrl`: the first server (operation's, else path item's, else document's; variables
 *   replaced by their defaults) + the path. Code samples need an absolute URL, so a relative server
 *   is put under `SAMPLE_ORIGIN`.
 */
import { callbackAnchor, callbackOperationAnchor, parameterAnchor, responseAnchor, responseHeaderAnchor } from './anchors';
import { pathItemOperations } from './pathItem';
import { customCodeSamples, generateCodeSamples } from './codeSamples';
import { contentEntries, findStringPointer, isObject, resolveRefs as resolveDeep, toPointer } from './json';
import { collectRemoteImages, renderMarkdown, reportRemoteImages } from './markdown';
import { inlineText, parameterSchema, requestSample, SAMPLE_ORIGIN, type SampleParameter } from './requestSample';
import { firstExampleValue, mediaTypeExamples } from './samples';
import { buildSchemaTree, type SchemaTreeOptions } from './schemaTree';
import { shareRepeatedContents } from './repeatedSubtrees';
import { schemaLinksFor } from './schemaLinks';
import type { ServerChoiceData, ServerVariableData } from './servers';
import { buildSchemaPages, schemaSlugs } from './schemaPages';
import type { UsageSource } from './schemaUsage';
import { kebabCase, operationSlug, reservedApiSegments, uniqueSlugs } from './slug';
import { DEFAULT_TAG, groupTags, operationTags, readTagSections } from './tags';
import { readSecuritySchemes, resolveSecurity } from './security';
import {
  type HeaderObject,
  type JsonValue,
  type MediaTypeObject,
  type OpenApiV3Document,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type RequestBodyObject,
  type ResponseObject,
  type SchemaLike,
  type ServerObject,
} from './document';
import {
  HTTP_METHODS,
  PARAMETER_LOCATIONS,
  type CallbackData,
  type CallbackOperationData,
  type CodeSample,
  type HeaderData,
  type MediaTypeData,
  type NormalisedApi,
  type OperationKind,
  type OperationPageData,
  type ParameterData,
  type ParameterLocation,
  type RequestBodyData,
  type ResponseData,
  type SecuritySchemeData,
} from './pageData';

export { DEFAULT_TAG };
export { SAMPLE_ORIGIN };
/** A page whose data is bigger than this is reported: it would slow the page down. */
export const PAGE_DATA_WARN_BYTES = 512 * 1024;

const IGNORED_HEADER_PARAMETERS = new Set(['accept', 'content-type', 'authorization']);

export interface NormaliseOptions {
  /** Route segment of the API, e.g. 'portal-api'. */
  readonly id: string;
  /** Public download path, e.g. '/Portal-v1.json'. */
  readonly file: string;
  readonly schemaTree?: Pick<SchemaTreeOptions, 'maxDepth' | 'maxNodes'>;
  /** A page per named schema (`schemas`) and links to them from trees; default true. */
  readonly schemaPages?: boolean;
}

interface RawOperation {
  readonly kind: OperationKind;
  /** Lower case: one of HTTP_METHODS, or a 3.2 `additionalOperations` method (`copy`, `lock`…). */
  readonly method: string;
  readonly path: string;
  readonly pathItem: PathItemObject;
  readonly operation: OperationObject;
  /** JSON pointer tokens of the path item ('paths', '/assets'), for warnings. */
  readonly itemAt: readonly [string, string];
  /** JSON pointer tokens of the operation ('paths', '/assets', 'get', or …, 'additionalOperations', 'COPY'). */
  readonly at: readonly string[];
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

/* ------------------------------------------------------------------ operations kept between normalisations */

/** An operation's page as built, with what building it reported. */
interface KeptOperation {
  readonly page: OperationPageData;
  readonly warnings: readonly string[];
  readonly remoteImages: readonly string[];
}

/** Per API id: the operations of its last normalisation, valid while the rest of its document (`context`) stays the same. */
const keptOperations = new Map<string, { readonly context: string; readonly operations: ReadonlyMap<string, KeptOperation> }>();

/** The operations kept, to keep between runs (src/node/api/memoStore.ts); `restoreKeptOperations` takes them back. */
export function keptOperationPages(): ReadonlyMap<string, unknown> {
  return keptOperations;
}

/** Takes back operations kept by an earlier run of the same code (what `keptOperationPages` gave). */
export function restoreKeptOperations(kept: ReadonlyMap<string, unknown>): void {
  for (const [id, value] of kept)
    if (!keptOperations.has(id)) keptOperations.set(id, value as { context: string; operations: ReadonlyMap<string, KeptOperation> });
}

/** Parts of a document that `buildOperation` never reads; everything else may be reached by a `$ref` or read directly. */
const NOT_READ_BY_OPERATIONS = new Set(['paths', 'webhooks', 'x-webhooks', 'info', 'tags', 'x-tagGroups', 'externalDocs']);
/** A reference into those parts (bundlers point repeated schemas into `paths`) makes every operation depend on them. */
const REFERENCE_INTO_UNREAD = /"#\/(?:paths|webhooks|x-webhooks|info|tags|x-tagGroups|externalDocs)(?:\/|")/;

/**
 * Keeps operation pages between normalisations of the same API in one process (decision 0027):
 * `gatsby develop` normalises a document again each time it is saved, and most of its operations
 * have not changed. An operation's page is a function of its own object, its path item's
 * parameters and servers, its context (slug, tag, label, tree options) and the rest of the document
 * (components, security, servers), so that is its key; when the rest of the document changes, or
 * a `$ref` points into another operation's part of it, nothing is kept. Only the last normalisation
 * of each API is kept. The warnings and remote images its building reported are reported again.
 */
function operationMemo(document: OpenApiV3Document, options: NormaliseOptions) {
  let context: string;
  try {
    if (REFERENCE_INTO_UNREAD.test(JSON.stringify(document))) throw new Error('a reference into the operations');
    context = JSON.stringify([
      Object.entries(document).filter(([key]) => !NOT_READ_BY_OPERATIONS.has(key)),
      options.schemaTree ?? null,
      options.schemaPages !== false,
    ]);
  } catch {
    // A reference into the operations, or a document that is not plain JSON: built afresh each time.
    keptOperations.delete(options.id);
    return undefined;
  }
  const previous = keptOperations.get(options.id);
  const kept = previous?.context === context ? previous.operations : new Map<string, KeptOperation>();
  const next = new Map<string, KeptOperation>();
  return {
    build(raw: RawOperation, ctx: OperationContext, build: (ctx: OperationContext) => OperationPageData): OperationPageData {
      const { warn: _warn, securitySchemes: _fromContext, treeOptions, ...own } = ctx;
      const key = JSON.stringify([
        raw.kind,
        raw.method,
        raw.path,
        raw.at,
        raw.itemAt,
        raw.operation,
        raw.pathItem.parameters ?? null,
        raw.pathItem.servers ?? null,
        own,
        treeOptions.maxDepth ?? null,
        treeOptions.maxNodes ?? null,
      ]);
      let entry = kept.get(key) ?? next.get(key);
      if (entry) {
        for (const warning of entry.warnings) ctx.warn(warning);
      } else {
        const warnings: string[] = [];
        const warn = (message: string): void => {
          warnings.push(message);
          ctx.warn(message);
        };
        const { value: page, remoteImages } = collectRemoteImages(() => build({ ...ctx, warn }));
        entry = { page, warnings, remoteImages };
      }
      next.set(key, entry);
      reportRemoteImages(entry.remoteImages);
      return entry.page;
    },
    done(): void {
      keptOperations.set(options.id, { context, operations: next });
    },
  };
}

/** What an operation writes where a schema can be used (src/openapi/schemaUsage.ts). */
function usageSource(document: OpenApiV3Document, raw: RawOperation | undefined): Omit<UsageSource, 'key'> {
  if (!raw) return { parameters: [] };
  const { operation, pathItem } = raw;
  const parameters = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
  return { parameters, requestBody: operation.requestBody, responses: operation.responses, callbacks: operation.callbacks };
}

/* ------------------------------------------------------------------ operations */

function collectOperations(document: OpenApiV3Document, warnings: string[]): RawOperation[] {
  const out: RawOperation[] = [];
  const add = (kind: OperationKind, items: unknown, key: string): void => {
    if (!isObject(items)) return;
    for (const [path, rawItem] of Object.entries(items)) {
      const pathItem = resolveDeep(document, rawItem);
      if (!isObject(pathItem)) continue;
      const { operations, refused } = pathItemOperations(pathItem);
      for (const { method, tokens, operation } of operations) {
        out.push({
          kind,
          path,
          pathItem: pathItem as PathItemObject,
          itemAt: [key, path],
          method,
          operation: operation as OperationObject,
          at: [key, path, ...tokens],
        });
      }
      for (const tokens of refused) {
        warnings.push(
          `${toPointer([key, path, ...tokens])} is not shown: an additionalOperations key must be a method name of letters, digits and '-' (no quotes, backticks, $ or other characters that a request sample would run as code), other than the fixed ones (${HTTP_METHODS.map((m) => m.toUpperCase()).join(', ')}).`,
        );
      }
    }
  };
  add('operation', document.paths, 'paths');
  add('webhook', document.webhooks, 'webhooks');
  add('webhook', document['x-webhooks'], 'x-webhooks');
  return out;
}

function describe(op: RawOperation): string {
  const head = op.kind === 'webhook' ? `webhook ${op.method.toUpperCase()} ${op.path}` : `${op.method.toUpperCase()} ${op.path}`;
  return op.operation.operationId ? `${head} (${op.operation.operationId})` : head;
}

/* ------------------------------------------------------------------ one operation */

interface OperationContext {
  readonly slug: string;
  readonly apiId: string;
  readonly tag: string;
  readonly tagSlug: string;
  readonly label: string;
  readonly securitySchemes: ReadonlyMap<string, SecuritySchemeData>;
  readonly treeOptions: Pick<SchemaTreeOptions, 'maxDepth' | 'maxNodes' | 'linkable'>;
  readonly warn: (message: string) => void;
}

function buildOperation(document: OpenApiV3Document, raw: RawOperation, ctx: OperationContext): OperationPageData {
  const { operation, pathItem, kind, path } = raw;
  const method = raw.method.toUpperCase();
  // Each tree's repeated inline contents are printed once (src/openapi/repeatedSubtrees.ts).
  const tree = (schema: SchemaLike | undefined, where: string) =>
    shareRepeatedContents(buildSchemaTree(schema, document, { ...ctx.treeOptions, where: `${ctx.label} ${where}`, onWarning: ctx.warn }));

  const sampleParameters = mergeParameters(document, pathItem.parameters, operation.parameters, raw.itemAt, raw.at);
  const rawParameters = sampleParameters.map((entry) => entry.parameter);
  const parameters = Object.fromEntries(PARAMETER_LOCATIONS.map((location) => [location, [] as ParameterData[]])) as Record<ParameterLocation, ParameterData[]>;
  for (const parameter of rawParameters) {
    const location = parameter.in as ParameterLocation;
    const descriptionHtml = renderMarkdown(parameter.description);
    const example = ownExample(parameter, document);
    parameters[location].push({
      name: parameter.name,
      in: location,
      anchor: parameterAnchor(location, parameter.name),
      ...(parameter.required === true || location === 'path' ? { required: true as const } : {}),
      ...(parameter.deprecated === true ? { deprecated: true as const } : {}),
      ...(descriptionHtml ? { descriptionHtml } : {}),
      ...(typeof parameter.style === 'string' ? { style: parameter.style } : {}),
      ...(typeof parameter.explode === 'boolean' ? { explode: parameter.explode } : {}),
      schema: tree(parameterSchema(parameter, document), `parameter ${location} ${parameter.name}`),
      ...(example !== undefined ? { example: inlineText(example) } : {}),
    });
  }

  const requestBodyObject = resolveDeep(document, operation.requestBody) as RequestBodyObject | undefined;
  const requestBody = isObject(requestBodyObject)
    ? buildRequestBody(document, requestBodyObject, (schema, mediaType) => tree(schema, `request body ${mediaType}`))
    : undefined;

  const responses: ResponseData[] = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, value]) =>
    buildResponse(document, status, resolveDeep(document, value) as ResponseObject, (schema, where) => tree(schema, `response ${status} ${where}`)),
  );

  const callbacks = buildCallbacks(document, operation.callbacks, (schema, where) => tree(schema, where));

  const security = resolveSecurity(operation.security ?? document.security ?? [], ctx.securitySchemes, ctx.label, ctx.warn);
  const server = firstServer(operation.servers) ?? firstServer(pathItem.servers) ?? firstServer(document.servers);
  const base = server ? serverUrl(server).replace(/\/+$/, '') : '';
  const choices = kind === 'operation' ? serverChoices(operation.servers ?? pathItem.servers ?? document.servers) : [];
  const fullUrl = kind === 'webhook' ? path : `${base}${path}`;
  const hasChoice = choices.length > 1 || choices.some((choice) => choice.variables.length > 0);

  // The document's own samples first: its authors chose them.
  const codeSamples: CodeSample[] = customCodeSamples(operation);
  if (kind === 'operation') {
    try {
      const body = isObject(requestBodyObject) ? requestBodyObject : undefined;
      const bodyPointer = toPointer([...raw.at, 'requestBody']);
      codeSamples.push(
        // Where the reader's server and credentials sit (slots): only in samples of operations that have them.
        ...generateCodeSamples(
          requestSample({
            document,
            method,
            server: base,
            serverChoice: hasChoice,
            path,
            parameters: sampleParameters,
            body,
            bodyPointer,
            security,
            warn: ctx.warn,
          }),
        ),
      );
    } catch (error) {
      ctx.warn(`No generated code samples for ${ctx.label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const summary = typeof operation.summary === 'string' && operation.summary.trim() ? operation.summary.trim() : undefined;
  const operationId = typeof operation.operationId === 'string' && operation.operationId ? operation.operationId : undefined;
  const title = operationTitle(summary, operationId, `${method} ${path}`);
  // Between the page's h1 and its h2 sections: the description's own sections are h2 too (levels never skip).
  const descriptionHtml = renderMarkdown(operation.description, 2);
  // A summary that is a paragraph rather than a title is shown in full under the title.
  const summaryHtml = summary && summary !== title ? renderMarkdown(summary, 2) : undefined;
  return {
    slug: ctx.slug,
    apiId: ctx.apiId,
    kind,
    method,
    path,
    fullUrl,
    ...(operationId ? { operationId } : {}),
    title,
    ...(summary ? { summary } : {}),
    ...(summaryHtml ? { summaryHtml } : {}),
    ...(descriptionHtml ? { descriptionHtml } : {}),
    ...(operation.deprecated === true ? { deprecated: true as const } : {}),
    tag: ctx.tag,
    tagSlug: ctx.tagSlug,
    security,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    codeSamples,
    ...(callbacks.length > 0 ? { callbacks } : {}),
    ...(hasChoice ? { servers: choices } : {}),
  };
}

/** The servers a reader can choose among, each with its variables (src/openapi/servers.ts). */
function serverChoices(servers: readonly ServerObject[] | undefined): ServerChoiceData[] {
  const list = Array.isArray(servers) ? servers : [];
  return list.flatMap((server): ServerChoiceData[] => {
    if (!isObject(server) || typeof server.url !== 'string') return [];
    const descriptionHtml = renderMarkdown(typeof server.description === 'string' ? server.description : undefined);
    const variables = Object.entries(isObject(server.variables) ? server.variables : {}).flatMap(([name, raw]): ServerVariableData[] => {
      if (!isObject(raw)) return [];
      const html = renderMarkdown(typeof raw.description === 'string' ? raw.description : undefined);
      const values = Array.isArray(raw.enum) ? raw.enum.filter((value): value is string => typeof value === 'string') : [];
      return [
        {
          name,
          ...(typeof raw.default === 'string' ? { default: raw.default } : {}),
          ...(values.length > 0 ? { enum: values } : {}),
          ...(html ? { descriptionHtml: html } : {}),
        },
      ];
    });
    return [{ url: server.url, ...(descriptionHtml ? { descriptionHtml } : {}), variables }];
  });
}

/**
 * An operation's `callbacks`: each by name, and for each URL expression (as written) the operations
 * of its path item, with their description, request body and responses. Anchors: see anchors.ts.
 */
function buildCallbacks(
  document: OpenApiV3Document,
  value: unknown,
  tree: (schema: SchemaLike | undefined, where: string) => ReturnType<typeof buildSchemaTree>,
): CallbackData[] {
  const callbacks = resolveDeep(document, value);
  if (!isObject(callbacks)) return [];
  return Object.entries(callbacks).flatMap(([name, rawCallback]): CallbackData[] => {
    const callback = resolveDeep(document, rawCallback);
    if (!isObject(callback)) return [];
    const seen = new Map<string, number>();
    const operations = Object.entries(callback).flatMap(([expression, rawItem]) => {
      if (expression.startsWith('x-')) return [];
      const item = resolveDeep(document, rawItem);
      return pathItemOperations(item).operations.map(({ method: lower, operation: raw }): CallbackOperationData => {
        const method = lower.toUpperCase();
        const occurrence = (seen.get(method) ?? 0) + 1;
        seen.set(method, occurrence);
        const anchor = callbackOperationAnchor(name, method, occurrence);
        const operation = raw as OperationObject;
        const where = `callback ${name} ${method} ${expression}`;
        const bodyObject = resolveDeep(document, operation.requestBody) as RequestBodyObject | undefined;
        const requestBody = isObject(bodyObject)
          ? buildRequestBody(document, bodyObject, (schema, mediaType) => tree(schema, `${where} request body ${mediaType}`))
          : undefined;
        const responses = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, response]) =>
          withAnchorPrefix(
            anchor,
            buildResponse(document, status, resolveDeep(document, response) as ResponseObject, (schema, at) =>
              tree(schema, `${where} response ${status} ${at}`),
            ),
          ),
        );
        const summary = typeof operation.summary === 'string' && operation.summary.trim() ? operation.summary.trim() : undefined;
        const descriptionHtml = renderMarkdown(operation.description, 4);
        return {
          expression,
          method,
          anchor,
          ...(summary ? { summary } : {}),
          ...(descriptionHtml ? { descriptionHtml } : {}),
          ...(operation.deprecated === true ? { deprecated: true as const } : {}),
          ...(requestBody ? { requestBody } : {}),
          responses,
        };
      });
    });
    return operations.length > 0 ? [{ name, anchor: callbackAnchor(name), operations }] : [];
  });
}

/** A callback's response: its anchors (and its headers') inside the callback operation's. */
function withAnchorPrefix(prefix: string, response: ResponseData): ResponseData {
  return {
    ...response,
    anchor: `${prefix}-${response.anchor}`,
    headers: response.headers.map((header) => ({ ...header, anchor: `${prefix}-${header.anchor}` })),
  };
}

/** Path-level and operation-level parameters, each with its JSON pointer. */
function mergeParameters(
  document: unknown,
  pathLevel: PathItemObject['parameters'],
  operationLevel: OperationObject['parameters'],
  pathAt: readonly string[],
  operationAt: readonly string[],
): SampleParameter[] {
  const merged = new Map<string, SampleParameter>();
  for (const [list, at] of [
    [pathLevel, pathAt],
    [operationLevel, operationAt],
  ] as const) {
    for (const [index, entry] of (Array.isArray(list) ? list : []).entries()) {
      const parameter = resolveDeep(document, entry);
      if (!isObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      if (!(PARAMETER_LOCATIONS as readonly string[]).includes(parameter.in)) continue;
      if (parameter.in === 'header' && IGNORED_HEADER_PARAMETERS.has(parameter.name.toLowerCase())) continue;
      const pointer = toPointer([...at, 'parameters', index]);
      merged.set(`${parameter.in}\u0000${parameter.name}`, { parameter: parameter as unknown as ParameterObject, pointer });
    }
  }
  return [...merged.values()];
}

/** The parameter's own example (not its schema's: the schema tree shows that one). */
function ownExample(parameter: ParameterObject, document: unknown): JsonValue | undefined {
  if (parameter.example === undefined && !isObject(parameter.examples)) return undefined;
  return firstExampleValue({ example: parameter.example, examples: parameter.examples }, document, 'request');
}

function buildRequestBody(
  document: unknown,
  body: RequestBodyObject,
  tree: (schema: SchemaLike | undefined, mediaType: string) => ReturnType<typeof buildSchemaTree>,
): RequestBodyData {
  const descriptionHtml = renderMarkdown(body.description);
  return {
    ...(body.required === true ? { required: true as const } : {}),
    ...(descriptionHtml ? { descriptionHtml } : {}),
    content: mediaTypes(document, body.content, 'request', tree),
  };
}

function buildResponse(
  document: unknown,
  status: string,
  response: ResponseObject | undefined,
  tree: (schema: SchemaLike | undefined, where: string) => ReturnType<typeof buildSchemaTree>,
): ResponseData {
  const descriptionHtml = renderMarkdown(response?.description);
  const headers: HeaderData[] = Object.entries(isObject(response?.headers) ? (response?.headers ?? {}) : {}).flatMap(([name, value]) => {
    const header = resolveDeep(document, value) as HeaderObject | undefined;
    if (!isObject(header) || name.toLowerCase() === 'content-type') return [];
    const html = renderMarkdown(header.description);
    return [
      {
        name,
        anchor: responseHeaderAnchor(status, name),
        ...(header.required === true ? { required: true as const } : {}),
        ...(header.deprecated === true ? { deprecated: true as const } : {}),
        ...(html ? { descriptionHtml: html } : {}),
        schema: tree(parameterSchema(header, document), `header ${name}`),
      },
    ];
  });
  const { summary, complete } = plainSummary(response?.description);
  return {
    status,
    anchor: responseAnchor(status),
    ...(summary ? { summary } : {}),
    ...(descriptionHtml && !complete ? { descriptionHtml } : {}),
    headers,
    content: mediaTypes(document, response?.content, 'response', tree),
  };
}

function mediaTypes(
  document: unknown,
  content: Readonly<Record<string, MediaTypeObject>> | undefined,
  direction: 'request' | 'response',
  tree: (schema: SchemaLike | undefined, where: string) => ReturnType<typeof buildSchemaTree>,
): MediaTypeData[] {
  return contentEntries(document, content).map(([mediaType, value]) => {
    const media = value as MediaTypeObject;
    return {
      mediaType,
      ...(media.schema !== undefined ? { schema: tree(media.schema, mediaType) } : {}),
      examples: mediaTypeExamples(mediaType, media, document, direction),
    };
  });
}

/* ------------------------------------------------------------------ servers */

function firstServer(servers: readonly ServerObject[] | undefined): ServerObject | undefined {
  return Array.isArray(servers) ? servers.find((server) => isObject(server) && typeof server.url === 'string') : undefined;
}

/** The server URL with `{variables}` replaced by their defaults. */
export function serverUrl(server: ServerObject): string {
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables?.[name];
    return variable && typeof variable.default === 'string' ? variable.default : whole;
  });
}

/* ------------------------------------------------------------------ titles */

const SUMMARY_MAX_CHARS = 120;

/**
 * An operation's title (its page's h1 and `<title>`, its label in the sidebar, the index, search and
 * "Used by"): its summary when that is a title, one line of at most `SUMMARY_MAX_CHARS` characters.
 * A longer summary is a paragraph (GitHub's webhooks have summaries of 0.3–1.5 KB, each repeated in
 * the sidebar of every neighbouring page): the title is then the operationId ('check-run/completed':
 * the first sentences of such summaries are shared by every action of an event), else the summary's
 * first line cut to `SUMMARY_MAX_CHARS`, else `fallback` ('METHOD path'). The whole summary stays on
 * the operation's page (`summaryHtml`) and in its search record (decision 0025).
 */
export function operationTitle(summary: string | undefined, operationId: string | undefined, fallback: string): string {
  if (summary !== undefined && summary.length <= SUMMARY_MAX_CHARS && !/[\r\n]/.test(summary)) return summary;
  return operationId ?? plainSummary(summary).summary ?? fallback;
}

/* ------------------------------------------------------------------ response labels */

/**
 * A description's first line as plain text for a one-line label (Markdown emphasis, code and link
 * syntax removed), and whether that line is all there is to it.
 */
export function plainSummary(description: unknown): { summary?: string; complete: boolean } {
  if (typeof description !== 'string' || !description.trim()) return { complete: true };
  const lines = description.trim().split(/\r?\n/);
  const first = (lines[0] ?? '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]|<[^>]*>/g, '')
    .replace(/^#+\s*/, '')
    .trim();
  if (!first) return { complete: false };
  const cut = first.length > SUMMARY_MAX_CHARS ? `${first.slice(0, SUMMARY_MAX_CHARS - 1).trimEnd()}…` : first;
  const complete = lines.length === 1 && cut === first && first === lines[0]?.trim();
  return { summary: cut, complete };
}
