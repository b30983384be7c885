/**
 * The parts of an operation's page (and of its callbacks' operations) built from the document:
 * parameters (path-level ones merged with the operation's; header parameters named Accept,
 * Content-Type or Authorization ignored, as the OpenAPI specification requires), request bodies,
 * responses with their headers, media types with their examples, and callbacks.
 */
import { callbackAnchor, callbackOperationAnchor, responseAnchor, responseHeaderAnchor } from './anchors';
import { pathItemOperations } from './pathItem';
import { contentEntries, isObject, resolveRefs as resolveDeep, toPointer } from './json';
import { renderMarkdown } from './markdown';
import { parameterSchema, type SampleParameter } from './requestSample';
import { firstExampleValue, mediaTypeExamples } from './samples';
import type { buildSchemaTree } from './schemaTree';
import { plainSummary } from './summaries';
import type {
  HeaderObject,
  JsonValue,
  MediaTypeObject,
  OpenApiV3Document,
  OperationObject,
  ParameterObject,
  PathItemObject,
  RequestBodyObject,
  ResponseObject,
  SchemaLike,
} from './document';
import {
  PARAMETER_LOCATIONS,
  type CallbackData,
  type CallbackOperationData,
  type ExampleData,
  type HeaderData,
  type MediaTypeData,
  type RequestBodyData,
  type ResponseData,
} from './pageData';

const IGNORED_HEADER_PARAMETERS = new Set(['accept', 'content-type', 'authorization']);

/**
 * An operation's `callbacks`: each by name, and for each URL expression (as written) the operations
 * of its path item, with their description, request body and responses. Anchors: see anchors.ts.
 */
export function buildCallbacks(
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
export function mergeParameters(
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
export function ownExample(parameter: ParameterObject, document: unknown): JsonValue | undefined {
  if (parameter.example === undefined && !isObject(parameter.examples)) return undefined;
  return firstExampleValue({ example: parameter.example, examples: parameter.examples }, document, 'request');
}

/**
 * The parameter's named examples: its `examples`, else those of its `content`'s media type (a
 * parameter with `content` has one); each value as one line of JSON, as the facts line shows a
 * schema's example (a parameter's row, and its Markdown twin's table cell, show them inline); names
 * and summaries, no descriptions.
 */
export function parameterExamples(parameter: ParameterObject | HeaderObject, document: unknown): ExampleData[] {
  const [entry] = isObject(parameter.examples) ? [] : contentEntries(document, parameter.content);
  const examples = isObject(parameter.examples) ? parameter.examples : entry?.[1].examples;
  if (!isObject(examples)) return [];
  return mediaTypeExamples('application/json', { examples: examples as MediaTypeObject['examples'] }, document, 'request').map(
    ({ descriptionHtml: _shownNowhere, ...example }) => ({
      ...example,
      value: oneLine(example.value),
    }),
  );
}

/** Indented JSON (an object or array value) on one line; any other text as it is. */
function oneLine(text: string): string {
  if (!/^[[{]/.test(text) || !text.includes('\n')) return text;
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

export function buildRequestBody(
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

export function buildResponse(
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
    const examples = parameterExamples(header, document);
    return [
      {
        name,
        anchor: responseHeaderAnchor(status, name),
        ...(header.required === true ? { required: true as const } : {}),
        ...(header.deprecated === true ? { deprecated: true as const } : {}),
        ...(html ? { descriptionHtml: html } : {}),
        schema: tree(parameterSchema(header, document), `header ${name}`),
        ...(examples.length > 0 ? { examples } : {}),
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
