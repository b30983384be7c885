/**
 * Checks the examples an API document gives against the schemas it gives them for (issue 19).
 *
 * Validation is Ajv's, in the document's own dialect: an OpenAPI 3.0 Schema Object is first turned
 * into JSON Schema draft 4 by @openapi-contrib/openapi-schema-to-json-schema (`nullable`, boolean
 * `exclusiveMinimum`, the int32/int64/float/double/byte formats) and validated by ajv-draft-04; a 3.1
 * schema is JSON Schema 2020-12 already and goes to Ajv2020 as written. Swagger 2.0 arrives here
 * converted to 3.0 by the loader.
 *
 * Direction matters (the Schema Object's `readOnly`/`writeOnly` in 3.0, kept by 3.1): a `readOnly` property is not sent
 * in a request and a `writeOnly` one is not answered in a response, and either is `required` only in
 * the direction it travels. Each direction therefore gets its own view of the document in which such
 * properties are no longer required and are reported when present; schema-level examples
 * (`components.schemas`, nested `example`s) are checked in a neutral view.
 *
 * Only JSON (and form) media types are checked: an XML or CSV example is text the schema describes
 * only indirectly. `externalValue` examples are not fetched.
 */
import Ajv2020 from 'ajv/dist/2020';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { openapiSchemaToJsonSchema } from '@openapi-contrib/openapi-schema-to-json-schema';
import { contentEntries, isObject, isReference, resolvePointer, resolveRefs, toPointer, unescapePointerToken } from '../../openapi/json';
import { type OpenApiV3Document } from '../../openapi/document';
import { serverUrl } from '../../openapi/serverData';
import { pathItemOperations } from '../../openapi/pathItem';
import { proseFreeKey, ResultMemo } from '../documentKey';

/** Which side of the exchange an example stands for; 'schema' is a schema's own example, read either way. */
export type ExampleDirection = 'request' | 'response' | 'schema';

/** One example of the document and the schema it must satisfy, both as JSON pointers. */
export interface ExampleSite {
  readonly examplePointer: string;
  readonly schemaPointer: string;
  readonly direction: ExampleDirection;
  readonly value: unknown;
}

export interface ExampleProblem {
  /** Where the example is in the document. */
  readonly pointer: string;
  /** The validator's findings, each naming the place inside the example ('/status must be …'). */
  readonly message: string;
  /**
   * The check itself failed (a schema Ajv cannot compile): the checker's limit, not the document's
   * fault. Reported as such, never counted as an invalid example, never stopping a build.
   */
  readonly checker?: true;
}

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];

const VIEW_ID = 'urn:fms:openapi-examples:';
/** The custom keyword that marks a property that must not travel in this direction. */
const NOT_SENT = 'fmsNotSentIn';
const MAX_ERRORS_SHOWN = 3;

/** JSON and form bodies are objects in the document; other media types are text whose examples are not JSON values of the schema. */
export function isCheckableMediaType(mediaType: string): boolean {
  const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type === 'application/json' || type.endsWith('+json') || type === '*/*' || type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded'
  );
}

/* ------------------------------------------------------------------ where the examples are */

interface Visitor {
  /** A place that holds a schema (converted and given a direction in the views). */
  schema(path: Path, direction: ExampleDirection): void;
  /** An example value with the schema it belongs to. */
  example(site: ExampleSite): void;
}

function examplesOf(holder: Json, path: Path, document: unknown): Array<{ pointer: string; value: unknown }> {
  const out: Array<{ pointer: string; value: unknown }> = [];
  if ('example' in holder) out.push({ pointer: toPointer([...path, 'example']), value: holder.example });
  if (isObject(holder.examples)) {
    for (const [name, entry] of Object.entries(holder.examples)) {
      const example = resolveRefs(document, entry);
      if (isObject(example) && 'value' in example) {
        out.push({ pointer: toPointer(isReference(entry) ? [...path, 'examples', name] : [...path, 'examples', name, 'value']), value: example.value });
      }
    }
  }
  return out;
}

/** Nested schema examples: `example` (3.0) and `examples: [...]` (3.1) anywhere inside a schema written in place. */
function walkSchema(schema: unknown, path: Path, visit: Visitor, seen: Set<unknown>): void {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  const here = toPointer(path);
  if ('example' in schema) visit.example({ examplePointer: toPointer([...path, 'example']), schemaPointer: here, direction: 'schema', value: schema.example });
  if (Array.isArray(schema.examples)) {
    schema.examples.forEach((value, index) =>
      visit.example({ examplePointer: toPointer([...path, 'examples', index]), schemaPointer: here, direction: 'schema', value }),
    );
  }
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']) {
    const map = schema[key];
    if (isObject(map)) for (const [name, child] of Object.entries(map)) walkSchema(child, [...path, key, name], visit, seen);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']) {
    if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((child, index) => walkSchema(child, [...path, key, index], visit, seen));
    else walkSchema(schema[key], [...path, key], visit, seen);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((child, index) => walkSchema(child, [...path, key, index], visit, seen));
  }
}

function walkContent(content: unknown, path: Path, direction: ExampleDirection, document: unknown, visit: Visitor, seen: Set<unknown>): void {
  for (const [mediaType, media] of contentEntries(document, content)) {
    if (!('schema' in media)) continue;
    const schemaPath = [...path, mediaType, 'schema'];
    visit.schema(schemaPath, direction);
    walkSchema(media.schema, schemaPath, visit, seen);
    if (!isCheckableMediaType(mediaType)) continue;
    for (const { pointer, value } of examplesOf(media, [...path, mediaType], document)) {
      visit.example({ examplePointer: pointer, schemaPointer: toPointer(schemaPath), direction, value });
    }
  }
}

/** A parameter or a header: a `schema` with `example`/`examples` beside it, or a `content` map. */
function walkParameter(parameter: unknown, path: Path, direction: ExampleDirection, document: unknown, visit: Visitor, seen: Set<unknown>): void {
  if (!isObject(parameter) || isReference(parameter)) return;
  if ('schema' in parameter) {
    visit.schema([...path, 'schema'], direction);
    walkSchema(parameter.schema, [...path, 'schema'], visit, seen);
    for (const { pointer, value } of examplesOf(parameter, path, document)) {
      visit.example({ examplePointer: pointer, schemaPointer: toPointer([...path, 'schema']), direction, value });
    }
  }
  walkContent(parameter.content, [...path, 'content'], direction, document, visit, seen);
}

function walkResponse(response: unknown, path: Path, document: unknown, visit: Visitor, seen: Set<unknown>): void {
  if (!isObject(response) || isReference(response)) return;
  walkContent(response.content, [...path, 'content'], 'response', document, visit, seen);
  if (isObject(response.headers)) {
    for (const [name, header] of Object.entries(response.headers)) walkParameter(header, [...path, 'headers', name], 'response', document, visit, seen);
  }
}

function walkRequestBody(body: unknown, path: Path, document: unknown, visit: Visitor, seen: Set<unknown>): void {
  if (!isObject(body) || isReference(body)) return;
  walkContent(body.content, [...path, 'content'], 'request', document, visit, seen);
}

function walkPathItem(item: unknown, path: Path, document: unknown, visit: Visitor, seen: Set<unknown>): void {
  if (!isObject(item)) return;
  const parameters = (list: unknown, at: Path): void => {
    if (Array.isArray(list)) list.forEach((parameter, index) => walkParameter(parameter, [...at, 'parameters', index], 'request', document, visit, seen));
  };
  parameters(item.parameters, path);
  for (const { tokens, operation } of pathItemOperations(item).operations) {
    const at = [...path, ...tokens];
    parameters(operation.parameters, at);
    walkRequestBody(operation.requestBody, [...at, 'requestBody'], document, visit, seen);
    if (isObject(operation.responses)) {
      for (const [status, response] of Object.entries(operation.responses)) walkResponse(response, [...at, 'responses', status], document, visit, seen);
    }
  }
}

function walkDocument(document: OpenApiV3Document, visit: Visitor): void {
  const seen = new Set<unknown>();
  const components = isObject(document.components) ? document.components : {};
  const section = (name: string): Array<[string, unknown]> => (isObject(components[name]) ? Object.entries(components[name] as Json) : []);
  for (const [name, schema] of section('schemas')) {
    visit.schema(['components', 'schemas', name], 'schema');
    walkSchema(schema, ['components', 'schemas', name], visit, seen);
  }
  for (const [name, parameter] of section('parameters')) walkParameter(parameter, ['components', 'parameters', name], 'request', document, visit, seen);
  for (const [name, header] of section('headers')) walkParameter(header, ['components', 'headers', name], 'response', document, visit, seen);
  for (const [name, body] of section('requestBodies')) walkRequestBody(body, ['components', 'requestBodies', name], document, visit, seen);
  for (const [name, response] of section('responses')) walkResponse(response, ['components', 'responses', name], document, visit, seen);
  for (const [name, item] of section('pathItems')) walkPathItem(item, ['components', 'pathItems', name], document, visit, seen);
  if (isObject(document.paths)) for (const [route, item] of Object.entries(document.paths)) walkPathItem(item, ['paths', route], document, visit, seen);
  if (isObject(document.webhooks)) for (const [name, item] of Object.entries(document.webhooks)) walkPathItem(item, ['webhooks', name], document, visit, seen);
}

/** Every example of the document (parameters, request bodies, responses, headers, schemas), in document order. */
export function documentExamples(document: OpenApiV3Document): ExampleSite[] {
  const sites: ExampleSite[] = [];
  walkDocument(document, { schema: () => undefined, example: (site) => sites.push(site) });
  return sites;
}

/* ------------------------------------------------------------------ the views Ajv validates against */

/** Writes `value` at `path`, creating objects on the way (an array index becomes an object key: pointers read both alike). */
function setAt(root: Json, path: Path, value: unknown): void {
  let node: Json = root;
  for (const token of path.slice(0, -1)) {
    const key = String(token);
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Json;
  }
  const last = path[path.length - 1];
  if (last !== undefined) node[String(last)] = value;
}

function getAt(root: unknown, path: Path): unknown {
  let node: unknown = root;
  for (const token of path) node = Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[String(token)] : undefined;
  return node;
}

/**
 * OpenAPI 3.0 → draft 4. `nullable` beside `allOf`/`$ref` and no `type` (the usual way to make a
 * reference nullable in 3.0) is read as "or null", as code generators and validators commonly do.
 */
function convert30(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const converted = openapiSchemaToJsonSchema(schema, {
    strictMode: false,
    keepNotSupported: ['readOnly', 'writeOnly'],
    beforeTransform: (node) => {
      const object = node as Json;
      if (object.nullable !== true || 'type' in object) return node as never;
      const { nullable: _nullable, ...rest } = object;
      return { anyOf: [{ type: 'null' }, rest] } as never;
    },
  }) as Json;
  delete converted.$schema;
  return converted;
}

/**
 * 3.1 dropped `nullable` (a type array says it); Ajv would still honour it, so it is removed and a
 * 3.1 schema means what JSON Schema 2020-12 says.
 */
function withoutNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNullable);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable') continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, withoutNullable(child)]));
    else out[key] = VALUE_KEYWORDS.has(key) ? value : withoutNullable(value);
  }
  return out;
}

/** Whether a property's schema (through `$ref`s and `allOf`/`anyOf` wrappers) is marked with `flag`. */
function isMarked(schema: unknown, flag: 'readOnly' | 'writeOnly', view: unknown, depth = 0): boolean {
  if (depth > 10) return false;
  const resolved = resolveRefs(view, schema);
  if (!isObject(resolved)) return false;
  if (resolved[flag] === true) return true;
  return ['allOf', 'anyOf'].some((key) => Array.isArray(resolved[key]) && (resolved[key] as unknown[]).some((part) => isMarked(part, flag, view, depth + 1)));
}

/** Keywords whose values are data, not schemas: never rewritten. */
const VALUE_KEYWORDS = new Set(['enum', 'const', 'default', 'example', 'examples']);
/** Keywords whose values map names (of properties, definitions) to schemas: the names are not keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** In a request view readOnly properties, in a response view writeOnly ones, are neither required nor allowed. */
function applyDirection(schema: unknown, direction: 'request' | 'response', view: unknown, seen: Set<unknown>): void {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
  if (isObject(schema.properties)) {
    const properties = schema.properties;
    const excluded = Object.keys(properties).filter((name) => isMarked(properties[name], flag, view));
    for (const name of excluded) properties[name] = { [NOT_SENT]: direction };
    if (Array.isArray(schema.required)) schema.required = schema.required.filter((name) => !excluded.includes(String(name)));
  }
  for (const [key, value] of Object.entries(schema)) {
    if (VALUE_KEYWORDS.has(key)) continue;
    if (Array.isArray(value)) value.forEach((child) => applyDirection(child, direction, view, seen));
    else if (isObject(value)) applyDirection(value, direction, view, seen);
  }
}

function makeAjv(dialect: '3.0' | '3.1'): Ajv2020 | AjvDraft04 {
  // inlineRefs off: a referenced schema is one function, compiled once and called wherever it is used.
  const options = { strict: false, allErrors: true, validateSchema: false, logger: false, inlineRefs: false } as const;
  const ajv = dialect === '3.0' ? new AjvDraft04(options) : new Ajv2020(options);
  addFormats(ajv as never);
  // OpenAPI's own formats (3.0 §4.4, the 3.1 format registry). The 3.0 converter already turns the
  // numeric ones into ranges; 3.1 schemas keep them as formats.
  const int =
    (bits: number) =>
    (n: number): boolean =>
      Number.isInteger(n) && Math.abs(n) <= 2 ** (bits - 1);
  ajv.addFormat('int32', { type: 'number', validate: int(32) });
  ajv.addFormat('int64', { type: 'number', validate: int(64) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('byte', /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  ajv.addKeyword({
    keyword: NOT_SENT,
    schemaType: 'string',
    errors: true,
    validate: function notSent(direction: string): boolean {
      const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
      (notSent as unknown as { errors: Partial<ErrorObject>[] }).errors = [
        { keyword: NOT_SENT, message: `is ${flag}: it is not sent in a ${direction}`, params: { direction } },
      ];
      return false;
    },
  });
  return ajv;
}

/** Ajv reports every failed branch of a oneOf/anyOf besides the summary; keep what names a place. */
function isNoise(error: ErrorObject): boolean {
  return ['oneOf', 'anyOf', 'if', 'then', 'else', 'not', '$ref', 'allOf'].includes(error.keyword);
}

function describe(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the example' : error.instancePath;
  const params = error.params as Record<string, unknown>;
  let detail = '';
  if (Array.isArray(params.allowedValues)) detail = ` (${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`;
  if (error.keyword === 'additionalProperties') detail = ` ('${String(params.additionalProperty)}')`;
  if (error.keyword === 'const') detail = ` (${JSON.stringify(params.allowedValue)})`;
  return `${where} ${error.message ?? 'is invalid'}${detail}`;
}

/** The validator's errors as one line: the most specific first, at most three, and how many more. */
export function formatErrors(errors: readonly ErrorObject[]): string {
  const useful = errors.filter((error) => !isNoise(error));
  const reported = [...new Set((useful.length > 0 ? useful : errors).map(describe))];
  const shown = reported.slice(0, MAX_ERRORS_SHOWN).join('; ');
  const more = reported.length - MAX_ERRORS_SHOWN;
  return more > 0 ? `${shown} (and ${more} more)` : shown;
}

/**
 * Validates values against the schemas of one document, at a JSON pointer and in a direction. Views are
 * built once per document; each schema is compiled once, when first asked for.
 */
export class ExampleValidator {
  private readonly ajv: Ajv2020 | AjvDraft04;
  private readonly compiled = new Map<string, ValidateFunction>();

  /** Where a schema the examples or `$ref`s name sits in the views, when it is not at its own place (see the constructor). */
  private readonly anchors = new Map<string, string>();

  constructor(private readonly document: OpenApiV3Document) {
    const dialect = typeof document.openapi === 'string' && document.openapi.startsWith('3.1') ? '3.1' : '3.0';
    this.ajv = makeAjv(dialect);
    const schemaPaths: Array<{ path: Path; direction: ExampleDirection }> = [];
    const exampleSchemas: string[] = [];
    walkDocument(document, { schema: (path, direction) => schemaPaths.push({ path, direction }), example: (site) => exampleSchemas.push(site.schemaPointer) });
    const idKey = dialect === '3.0' ? 'id' : '$id';
    // A schema is copied into the views at its own place, converted (3.0) and given a direction. But a
    // place inside a schema may not survive the conversion (3.0's `nullable` beside `allOf` becomes an
    // `anyOf`), and a `$ref` may point anywhere in the document: into an operation's schema under
    // `paths` (bundlers do this for every repeated schema), into a property, or outside any schema the
    // walk found. So every `$ref` in the copies, and every nested example's schema, that is not a
    // schema's own place is pointed at a copy of its target of its own, converted on its own, under
    // `#/x-fms-targets/n`: each reference the document can resolve, the views resolve too.
    const roots = new Set(schemaPaths.map(({ path }) => toPointer(path)));
    const pending: Array<{ index: number; pointer: string }> = [];
    const anchor = (pointer: string): string | undefined => {
      const canonical = canonicalPointer(pointer);
      if (canonical === undefined || roots.has(canonical)) return canonical;
      let mapped = this.anchors.get(canonical);
      if (mapped === undefined) {
        const target = resolvePointer(document, canonical);
        if (!isObject(target) && typeof target !== 'boolean') return undefined;
        mapped = toPointer([TARGETS, this.anchors.size]);
        pending.push({ index: this.anchors.size, pointer: canonical });
        this.anchors.set(canonical, mapped);
      }
      return mapped;
    };
    const relink = (schema: unknown): unknown => {
      if (Array.isArray(schema)) return schema.map(relink);
      if (!isObject(schema)) return schema;
      const out: Json = {};
      for (const [key, value] of Object.entries(schema)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) out[key] = anchor(value) ?? value;
        else if (VALUE_KEYWORDS.has(key)) out[key] = structuredClone(value);
        else if (SCHEMA_MAPS.has(key) && isObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, relink(child)]));
        else out[key] = relink(value);
      }
      return out;
    };
    const placed: Array<{ path: Path; raw: unknown }> = schemaPaths.map(({ path }) => ({ path, raw: relink(getAt(document, path)) }));
    for (const pointer of exampleSchemas) anchor(pointer);
    for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
      placed.push({ path: [TARGETS, next.index], raw: relink(resolvePointer(document, next.pointer)) });
    }
    for (const direction of ['schema', 'request', 'response'] as const) {
      // Only the schemas, at their places: Ajv reads every `id`/`$id` of what it is given, and the
      // examples beside the schemas are full of `id`s.
      const view: Json = { [idKey]: `${VIEW_ID}${direction}` };
      for (const { path, raw } of placed) {
        const schema = structuredClone(raw);
        setAt(view, path, dialect === '3.0' ? convert30(schema) : withoutNullable(schema));
      }
      if (direction !== 'schema') {
        const seen = new Set<unknown>();
        for (const { path } of placed) applyDirection(getAt(view, path), direction, view, seen);
      }
      this.ajv.addSchema(view as never, `${VIEW_ID}${direction}`);
    }
  }

  /** Problems of `value` against the schema at `schemaPointer` ('#/components/schemas/Asset'), as one line; undefined when it is valid. */
  validate(schemaPointer: string, value: unknown, direction: ExampleDirection): string | undefined {
    const key = `${direction}${schemaPointer}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      if (resolvePointer(this.document, schemaPointer) === undefined) return `no schema at ${schemaPointer}`;
      const inView = this.anchors.get(canonicalPointer(schemaPointer) ?? schemaPointer) ?? schemaPointer;
      // The view's own sub-schema, not a new schema that refers to it: compiled as part of the view,
      // so each schema it refers to is compiled once for the whole document and shared (with
      // inlineRefs off, in makeAjv) instead of being compiled again inside every example's schema that
      // uses it. GitHub's description: 61 s → 12 s, the same 250 problems (decision 0024).
      const ref = `${VIEW_ID}${direction}${inView}`;
      validate = this.ajv.getSchema(ref);
      if (!validate) throw new Error(`can't resolve reference ${ref}`);
      this.compiled.set(key, validate);
    }
    return validate(value) ? undefined : formatErrors(validate.errors ?? []);
  }
}

/** Where the views keep copies of `$ref` targets and nested schemas that are not a schema's own place. */
const TARGETS = 'x-fms-targets';

/** '#/paths/~1a%7Bb%7D' and '#/paths/~1a{b}' alike: the pointer as `toPointer` writes it; undefined for a non-pointer fragment. */
function canonicalPointer(ref: string): string | undefined {
  if (ref === '#') return '#';
  if (!ref.startsWith('#/')) return undefined;
  return toPointer(ref.slice(2).split('/').map(unescapePointerToken));
}

/** Every example of the document that does not validate against its schema, in document order. */
export function checkDocumentExamples(document: OpenApiV3Document, validator: ExampleValidator = new ExampleValidator(document)): ExampleProblem[] {
  const problems: ExampleProblem[] = [];
  for (const site of documentExamples(document)) {
    let message: string | undefined;
    try {
      message = validator.validate(site.schemaPointer, site.value, site.direction);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push({
        pointer: site.examplePointer,
        message: `the example check cannot compile the schema at ${site.schemaPointer} (${reason})`,
        checker: true,
      });
      continue;
    }
    if (message) problems.push({ pointer: site.examplePointer, message });
  }
  return problems;
}

/** The build's wording of one problem: file, JSON pointer, the validator's message. */
export function formatExampleProblem(file: string, problem: ExampleProblem): string {
  if (problem.checker)
    return `Example not checked in ${file} at ${problem.pointer}: ${problem.message}. This is a limit of the site's example check, not a fault of the document.`;
  return `Invalid example in ${file} at ${problem.pointer}: ${problem.message}.`;
}

/* ------------------------------------------------------------------ the APIs the guide and blog are checked against */

/** One API of the site, ready for checking the examples written about it. */
export interface ExampleApi {
  /** The id of its settings entry (`api.specs[].id`), as annotations name it: `operation="ac-api:createGroup"`. */
  readonly id: string;
  /** Its document, as a file of the project, for messages. */
  readonly file: string;
  /** The server URLs, variables replaced by their defaults, without a trailing slash. */
  readonly serverUrls: readonly string[];
  readonly document: OpenApiV3Document;
  readonly validator: ExampleValidator;
  /** What the document's own examples got wrong. */
  readonly problems: readonly ExampleProblem[];
}

function serverUrls(document: OpenApiV3Document): string[] {
  const servers = Array.isArray(document.servers) ? document.servers : [];
  return servers.filter((server) => isObject(server) && typeof server.url === 'string').map((server) => serverUrl(server).replace(/\/+$/, ''));
}

/** The APIs checked in this build, by settings id: filled while the documents are loaded, read by the content check. */
const checkedApis = new Map<string, ExampleApi>();

/**
 * The problems of documents already checked in this process, by their prose-free key: a save in
 * `gatsby develop` that changes only prose is not checked again (decision 0027).
 */
export const checkedDocuments = new ResultMemo<ExampleProblem[]>();

/**
 * Checks a loaded document's examples and keeps it for the check of the guide and blog (onPostBootstrap).
 * The validator is made when first used: a document whose problems are known needs it only for the guide's examples.
 */
export function checkApiExamples(id: string, file: string, document: OpenApiV3Document): ExampleApi {
  let validator: ExampleValidator | undefined;
  const validatorOf = (): ExampleValidator => (validator ??= new ExampleValidator(document));
  const problems = checkedDocuments.get(proseFreeKey({ document }), () => checkDocumentExamples(document, validatorOf()));
  const api: ExampleApi = {
    id,
    file,
    serverUrls: serverUrls(document),
    document,
    get validator() {
      return validatorOf();
    },
    problems,
  };
  checkedApis.set(id, api);
  return api;
}

export function loadedExampleApis(): ExampleApi[] {
  return [...checkedApis.values()];
}
