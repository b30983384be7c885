/**
 * The operations of a document, in document order, and one operation's page data.
 *
 * Rules:
 * - Operations are taken in document order: `paths` (methods in the order written), then 3.1
 *   `webhooks`, then `x-webhooks`; webhooks get `kind: 'webhook'`.
 * - Parameters, request bodies, responses and callbacks: see `operationParts.ts`.
 * - Security: the operation's `security`, else the document's; `[]` means none (see `security.ts`).
 * - `fullUrl`: the first server (operation's, else path item's, else document's; variables
 *   replaced by their defaults) + the path. Code samples need an absolute URL, so a relative server
 *   is put under `SAMPLE_ORIGIN`.
 */
import { parameterAnchor } from './anchors';
import { pathItemOperations } from './pathItem';
import { customCodeSamples } from './codeSamples';
import { isObject, resolveRefs as resolveDeep, toPointer } from './json';
import { renderMarkdown } from './markdown';
import { buildCallbacks, buildRequestBody, buildResponse, mergeParameters, ownExample, parameterExamples } from './operationParts';
import { inlineText, parameterSchema } from './requestSample';
import { requestChoiceSamples, type RequestChoicesResult } from './requestChoices';
import { buildSchemaTree, type SchemaTreeOptions } from './schemaTree';
import { shareRepeatedContents } from './repeatedSubtrees';
import { firstServer, serverChoices, serverUrl } from './serverData';
import type { UsageSource } from './schemaUsage';
import { resolveSecurity } from './security';
import { operationTitle } from './summaries';
import type { OpenApiV3Document, OperationObject, PathItemObject, RequestBodyObject, ResponseObject, SchemaLike } from './document';
import {
  HTTP_METHODS,
  PARAMETER_LOCATIONS,
  type CodeSample,
  type OperationKind,
  type OperationPageData,
  type ParameterData,
  type ParameterLocation,
  type ResponseData,
  type SecuritySchemeData,
} from './pageData';

export interface RawOperation {
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

export function collectOperations(document: OpenApiV3Document, warnings: string[]): RawOperation[] {
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

export function describe(op: RawOperation): string {
  const head = op.kind === 'webhook' ? `webhook ${op.method.toUpperCase()} ${op.path}` : `${op.method.toUpperCase()} ${op.path}`;
  return op.operation.operationId ? `${head} (${op.operation.operationId})` : head;
}

export interface OperationContext {
  readonly slug: string;
  readonly apiId: string;
  readonly tag: string;
  readonly tagSlug: string;
  readonly label: string;
  readonly securitySchemes: ReadonlyMap<string, SecuritySchemeData>;
  readonly treeOptions: Pick<SchemaTreeOptions, 'maxDepth' | 'maxNodes' | 'linkable'>;
  readonly warn: (message: string) => void;
}

export function buildOperation(document: OpenApiV3Document, raw: RawOperation, ctx: OperationContext): OperationPageData {
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
    const examples = parameterExamples(parameter, document);
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
      ...(examples.length > 0 ? { examples } : {}),
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
  let requestChoices: Pick<RequestChoicesResult, 'requestChoices' | 'choiceSamples'> = {};
  if (kind === 'operation') {
    try {
      const body = isObject(requestBodyObject) ? requestBodyObject : undefined;
      const bodyPointer = toPointer([...raw.at, 'requestBody']);
      // Where the reader's server and credentials sit (slots): only in samples of operations that have them.
      // One set of samples per request choice (security alternative, body): issue 43.
      const written = requestChoiceSamples(
        { document, method, server: base, serverChoice: hasChoice, path, parameters: sampleParameters, body, bodyPointer, security, warn: ctx.warn },
        ctx.label,
      );
      codeSamples.push(...written.codeSamples);
      requestChoices = {
        ...(written.requestChoices ? { requestChoices: written.requestChoices } : {}),
        ...(written.choiceSamples ? { choiceSamples: written.choiceSamples } : {}),
      };
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
    ...requestChoices,
    ...(callbacks.length > 0 ? { callbacks } : {}),
    ...(hasChoice ? { servers: choices } : {}),
  };
}

/** What an operation writes where a schema can be used (src/openapi/schemaUsage.ts). */
export function usageSource(document: OpenApiV3Document, raw: RawOperation | undefined): Omit<UsageSource, 'key'> {
  if (!raw) return { parameters: [] };
  const { operation, pathItem } = raw;
  const parameters = [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
  return { parameters, requestBody: operation.requestBody, responses: operation.responses, callbacks: operation.callbacks };
}
