/**
 * The API reference engine: load → normalise → per-page data. Node-only (file system, validators,
 * snippet generators); components import `./types` with `import type` and nothing else from here.
 */
export { ApiDocumentError, API_DOCUMENT_FIX_HINT } from './errors';
export { normaliseApi, DEFAULT_TAG, SAMPLE_ORIGIN, PAGE_DATA_WARN_BYTES, type NormaliseOptions } from './normalise';
export { anchorSafe, parameterAnchor, responseAnchor, responseHeaderAnchor } from './anchors';
export { kebabCase, operationSlug, uniqueSlugs } from './slug';
export { buildSchemaTree, shallowTypeLabel, DEFAULT_MAX_DEPTH, DEFAULT_MAX_NODES, type SchemaTreeOptions } from './schemaTree';
export { sampleFromSchema, mediaTypeExamples, formatExample } from './samples';
export { renderMarkdown } from './markdown';
export { generateCodeSamples, customCodeSamples, buildHarRequest } from './codeSamples';
export { HTTP_METHODS, PARAMETER_LOCATIONS } from './pageData';
export type {
  JsonPrimitive,
  JsonValue,
  ReferenceObject,
  DiscriminatorObject,
  SchemaObject,
  SchemaLike,
  ExampleObject,
  MediaTypeObject,
  ParameterObject,
  HeaderObject,
  RequestBodyObject,
  ResponseObject,
  SecurityRequirementObject,
  CustomCodeSampleObject,
  OperationObject,
  PathItemObject,
  ServerVariableObject,
  ServerObject,
  SecuritySchemeObject,
  TagObject,
  OpenApiV3Document,
} from './document';
export type {
  SchemaConstraints,
  SchemaNodeRole,
  SchemaVariantOption,
  SchemaVariants,
  SchemaNode,
  HttpMethod,
  ParameterLocation,
  ExampleData,
  MediaTypeData,
  ParameterData,
  ParametersByLocation,
  RequestBodyData,
  HeaderData,
  ResponseData,
  SecuritySchemeData,
  SecurityRequirementData,
  CodeSample,
  OperationKind,
  OperationPageData,
  TagGroup,
  TagSection,
  ServerData,
  NormalisedApi,
} from './pageData';
