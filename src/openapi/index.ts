/**
 * The API reference engine's entry for Node code (src/node/api/ loads, bundles and validates a
 * document, then calls `normaliseApi`): the engine's functions, the input document's types
 * (`document.ts`) and the page data types (`pageData.ts`). The modules here are pure functions over
 * JSON, with no file system. Components never import this entry, which would bring the whole engine
 * into the bundle: they import the modules they need directly (the page data types from `pageData.ts`,
 * `anchors.ts`, `operationView.ts`), never `document.ts` (the architecture test checks this).
 */
export { ApiDocumentError, API_DOCUMENT_FIX_HINT } from './errors';
export { normaliseApi, DEFAULT_TAG, SAMPLE_ORIGIN, PAGE_DATA_WARN_BYTES, type NormaliseOptions } from './normalise';
export { anchorSafe, parameterAnchor, responseAnchor, responseHeaderAnchor } from './anchors';
export { nearestTreeAnchor } from './treeAnchors';
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
