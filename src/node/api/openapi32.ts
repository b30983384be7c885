/**
 * OpenAPI 3.2 documents are validated by swagger-parser's 3.1 schema (it has none for 3.2), on a copy
 * without what 3.2 added: the 3.1 schema forbids unknown fields, so each addition would be reported as
 * an error. What is removed is therefore not checked (docs/decisions/0027-api-documents-as-teams-keep-them.md):
 * - root `$self`; `components.mediaTypes`;
 * - tag `summary`, `parent` (checked separately: it must name a tag, without cycles), `kind`;
 * - path item `query` operations and `additionalOperations`;
 * - response `summary`; server `name`;
 * - media type and encoding `itemSchema`, `itemEncoding`, `prefixEncoding`, nested `encoding`;
 * - example `dataValue`, `serializedValue`; discriminator `defaultMapping`; xml `nodeType`;
 * - security scheme `oauth2MetadataUrl`, `deprecated`, the `deviceAuthorization` flow;
 * - the parameter location `querystring` (validated as `query`).
 * The original document is never changed.
 */
import { isObject } from '../../openapi/json';

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
  'additionalOperations',
]);

export function asOpenApi31(document: Record<string, unknown>): Record<string, unknown> {
  const copy = stripAnywhere(structuredClone(document)) as Record<string, unknown>;
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
  const securitySchemes = isObject(copy.components) ? copy.components.securitySchemes : undefined;
  if (isObject(securitySchemes)) for (const scheme of Object.values(securitySchemes)) if (isObject(scheme)) delete scheme.deprecated;
  servers(copy.servers);
  if (isObject(copy.components)) {
    responses(copy.components.responses);
    if (isObject(copy.components.parameters)) parameters(Object.values(copy.components.parameters));
    if (isObject(copy.components.mediaTypes)) delete copy.components.mediaTypes;
  }
  for (const items of [copy.paths, copy.webhooks, isObject(copy.components) ? copy.components.pathItems : undefined]) {
    if (!isObject(items)) continue;
    for (const item of Object.values(items)) {
      if (!isObject(item)) continue;
      delete item.query;
      servers(item.servers);
      parameters(item.parameters);
      for (const operation of Object.values(item)) {
        if (!isObject(operation)) continue;
        servers(operation.servers);
        parameters(operation.parameters);
        responses(operation.responses);
      }
    }
  }
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
