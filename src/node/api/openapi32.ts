/**
 * OpenAPI 3.2 documents are validated by swagger-parser's 3.1 schema (it has none for 3.2), on a copy
 * without what 3.2 added: the 3.1 schema forbids unknown fields, so each addition would be reported as
 * an error. What is removed is therefore not checked (docs/decisions/0014-api-documents-as-teams-keep-them.md):
 * - root `$self`; `components.mediaTypes` (a media type's `$ref` to one is replaced in the copy by what
 *   it names, so the media type itself is still checked);
 * - tag `summary`, `parent` (checked separately: it must name a tag, without cycles), `kind`;
 * - nothing of `query` and `additionalOperations` operations under `paths` and `webhooks`: each is
 *   validated as the `post` of a path item of its own in the copy (`/path/.fms-query-operation`,
 *   `/path/.fms-additional-operation.COPY`), whose pointers `pointerInDocument` maps back; those in
 *   callbacks and `components.pathItems` are removed from the copy, unchecked;
 * - response `summary`; server `name`;
 * - media type and encoding `itemSchema`, `itemEncoding`, `prefixEncoding`, nested `encoding`;
 * - example `dataValue`, `serializedValue`; discriminator `defaultMapping`; xml `nodeType`;
 * - security scheme `oauth2MetadataUrl`, `deprecated`, the `deviceAuthorization` flow;
 * - the parameter location `querystring` (validated as `query`).
 * The original document is never changed.
 */
import { isObject, resolveRefs } from '../../openapi/json';

/** Fields only 3.2 defines, removed wherever they appear in the copy (their names are not used by 3.1 objects). */
const ADDED_ANYWHERE = new Set([
  'itemSchema',
  'itemEncoding',
  'prefixEncoding',
  'dataValue',
  'serializedValue',
  'defaultMapping',
  'nodeType',
  'oauth2MetadataUrl',
  'deviceAuthorization',
]);

/** The last segment of the path item that holds a `query` operation in the validation copy. */
const QUERY_SEGMENT = '.fms-query-operation';
/** … and the prefix of the one that holds an `additionalOperations` entry (the method follows). */
const ADDITIONAL_SEGMENT = '.fms-additional-operation.';

/**
 * A JSON pointer into the validation copy → the same place in the document as written (a `query` or
 * `additionalOperations` operation validated as `post` of its own path item); other pointers are unchanged.
 */
export function pointerInDocument(pointer: string): string {
  const moved = (segment: string, rest: string): RegExp => new RegExp(`^(#?/(?:paths|webhooks)/[^/]*?)~1${segment.replace(/\./g, '\\.')}${rest}/post(?=/|$)`);
  return pointer.replace(moved(QUERY_SEGMENT, ''), '$1/query').replace(moved(ADDITIONAL_SEGMENT, '([^/]+)'), '$1/additionalOperations/$2');
}

/**
 * 3.2's `query` method and `additionalOperations` are unknown to the 3.1 schema; validating each such
 * operation as a `post` of a path item of its own (with the path item's parameters, so path templating
 * still matches) checks everything in it.
 */
function moveOperationsUnknownTo31(items: unknown): void {
  if (!isObject(items)) return;
  for (const [key, item] of Object.entries(items)) {
    if (!isObject(item)) continue;
    const own = (operation: unknown) => ({ ...(item.parameters !== undefined ? { parameters: item.parameters } : {}), post: operation });
    if (isObject(item.query)) items[`${key}/${QUERY_SEGMENT}`] = own(item.query);
    delete item.query;
    if (isObject(item.additionalOperations)) {
      for (const [method, operation] of Object.entries(item.additionalOperations)) items[`${key}/${ADDITIONAL_SEGMENT}${method}`] = own(operation);
    }
    delete item.additionalOperations;
  }
}

export function asOpenApi31(document: Record<string, unknown>): Record<string, unknown> {
  const copy = inlineMediaTypeRefs(stripAnywhere(structuredClone(document)) as Record<string, unknown>);
  moveOperationsUnknownTo31(copy.paths);
  moveOperationsUnknownTo31(copy.webhooks);
  delete copy.$self;
  if (isObject(copy.components)) delete copy.components.mediaTypes;
  if (Array.isArray(copy.tags)) {
    for (const tag of copy.tags) {
      if (!isObject(tag)) continue;
      delete tag.summary;
      delete tag.parent;
      delete tag.kind;
    }
  }
  const servers = (list: unknown): void => {
    if (Array.isArray(list)) for (const server of list) if (isObject(server)) delete server.name;
  };
  const responses = (map: unknown): void => {
    if (isObject(map)) for (const response of Object.values(map)) if (isObject(response)) delete response.summary;
  };
  const parameters = (list: unknown): void => {
    if (!Array.isArray(list)) return;
    for (const parameter of list) if (isObject(parameter) && parameter.in === 'querystring') parameter.in = 'query';
  };
  // A callback is a map of expressions to path items, each as free to use 3.2 as the document's own.
  const callbacks = (map: unknown): void => {
    if (!isObject(map)) return;
    for (const callback of Object.values(map)) if (isObject(callback)) pathItems(callback);
  };
  const pathItems = (items: unknown): void => {
    if (!isObject(items)) return;
    for (const item of Object.values(items)) {
      if (!isObject(item)) continue;
      delete item.query;
      delete item.additionalOperations;
      servers(item.servers);
      parameters(item.parameters);
      for (const operation of Object.values(item)) {
        if (!isObject(operation)) continue;
        servers(operation.servers);
        parameters(operation.parameters);
        responses(operation.responses);
        callbacks(operation.callbacks);
      }
    }
  };
  const securitySchemes = isObject(copy.components) ? copy.components.securitySchemes : undefined;
  if (isObject(securitySchemes)) for (const scheme of Object.values(securitySchemes)) if (isObject(scheme)) delete scheme.deprecated;
  servers(copy.servers);
  if (isObject(copy.components)) {
    responses(copy.components.responses);
    if (isObject(copy.components.parameters)) parameters(Object.values(copy.components.parameters));
    callbacks(copy.components.callbacks);
    pathItems(copy.components.pathItems);
  }
  pathItems(copy.paths);
  pathItems(copy.webhooks);
  return copy;
}

const MEDIA_TYPE_REF = /^#\/components\/mediaTypes\//;

/**
 * 3.2's `components.mediaTypes` is unknown to the 3.1 schema, so it is removed from the copy; a media
 * type that is a `$ref` to one of them gets the referenced object instead (following chains), so what
 * it names is validated where it is used.
 */
function inlineMediaTypeRefs(copy: Record<string, unknown>): Record<string, unknown> {
  const registry = isObject(copy.components) && isObject(copy.components.mediaTypes) ? copy.components.mediaTypes : undefined;
  if (!registry) return copy;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string' && MEDIA_TYPE_REF.test(value.$ref)) {
      // Followed like every other reference (json.ts), while the registry is still in the copy.
      const resolved = resolveRefs(copy, value);
      // A reference to a media type that does not exist is left for the validator to report.
      return resolved === undefined ? value : visit(structuredClone(resolved));
    }
    for (const key of Object.keys(value)) value[key] = visit(value[key]);
    return value;
  };
  for (const key of Object.keys(copy)) if (key !== 'components') copy[key] = visit(copy[key]);
  if (isObject(copy.components)) for (const key of Object.keys(copy.components)) if (key !== 'mediaTypes') copy.components[key] = visit(copy.components[key]);
  return copy;
}

/** `encoding` inside an encoding object (3.2 nests them) is removed with the other additions. */
function stripAnywhere(value: unknown, insideEncoding = false): unknown {
  if (Array.isArray(value)) {
    value.forEach((item) => stripAnywhere(item));
    return value;
  }
  if (!isObject(value)) return value;
  for (const key of Object.keys(value)) {
    if (ADDED_ANYWHERE.has(key) || (insideEncoding && key === 'encoding')) {
      delete value[key];
      continue;
    }
    if (key === 'encoding' && isObject(value[key])) {
      for (const entry of Object.values(value[key] as Record<string, unknown>)) stripAnywhere(entry, true);
      continue;
    }
    stripAnywhere(value[key]);
  }
  return value;
}
