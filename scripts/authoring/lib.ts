/**
 * Building blocks shared by the Portal and AC document definitions (see build-openapi.ts).
 *
 * Schemas are written with small helpers so that every property carries a type, a description and an
 * example; `finalize` then fills in object-level examples (composed from the property examples) and
 * media-type examples, so one set of realistic values appears everywhere and stays consistent.
 */
import crypto from 'node:crypto';
import { resolvePointer } from '../../src/openapi/json';
import { checkNoUnusedSchemas, checkRefsResolve, collectRefs } from './rules';

/**
 * A Schema Object as the definitions write it. Keywords without a field here (discriminator,
 * minimum, pattern…) are checked by the document rules (rules.ts), not by the compiler.
 */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  example?: unknown;
  enum?: readonly unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  readOnly?: boolean;
  nullable?: boolean;
  additionalProperties?: boolean | Schema;
  [keyword: string]: unknown;
}
/** A reference to a component other than a schema (`#/components/parameters/…`, `…/responses/…`). */
export interface Ref {
  $ref: string;
}
/** Field changes a response example makes to its schema's example (see okExample). */
export type Changes = Record<string, unknown>;
export interface MediaType {
  schema?: Schema;
  example?: unknown;
  'x-example-changes'?: Changes;
}
export type Content = Record<string, MediaType>;
export interface Header {
  description?: string;
  schema: Schema;
}
export interface Response {
  description: string;
  headers?: Record<string, Header>;
  content?: Content;
}
export type Responses = Record<number, Response>;
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  description: string;
  required?: boolean;
  schema: Schema;
  example?: unknown;
  style?: string;
  explode?: boolean;
}
export interface RequestBody {
  description: string;
  required: boolean;
  content: Content;
}
export type SecurityRequirement = Record<string, string[]>;
export interface Operation {
  tags: string[];
  summary: string;
  description: string;
  operationId: string;
  deprecated?: boolean;
  parameters?: (Parameter | Ref)[];
  requestBody?: RequestBody;
  responses: Record<string, Response | Ref>;
  security: SecurityRequirement[];
}
export interface Document {
  openapi: string;
  info: { title: string; description: string; version: string };
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, Response>;
    parameters: Record<string, Parameter>;
    securitySchemes: ReturnType<typeof securitySchemes>;
  };
  security: SecurityRequirement[];
  tags: { name: string; description: string }[];
}

/** A stable, realistic-looking version-4 UUID derived from a seed, so examples never change between runs. */
export function uuid(seed: string): string {
  const h = crypto.createHash('sha1').update(`fms:${seed}`).digest('hex');
  const variant = '89ab'[parseInt(h[16], 16) % 4];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
/** OpenAPI 3.0 ignores siblings of $ref, so a nullable or described reference is wrapped in allOf. */
export const refWith = (name: string, description: string, extra: Schema = {}): Schema => ({ description, ...extra, allOf: [ref(name)] });
export const nullableRef = (name: string, description: string): Schema => refWith(name, description, { nullable: true });

export const s = {
  uuid: (description: string, example: unknown, extra: Schema = {}): Schema => ({ type: 'string', format: 'uuid', description, ...extra, example }),
  string: (description: string, example: unknown, extra: Schema = {}): Schema => ({ type: 'string', description, ...extra, example }),
  dateTime: (description: string, example: unknown, extra: Schema = {}): Schema => ({ type: 'string', format: 'date-time', description, ...extra, example }),
  date: (description: string, example: unknown, extra: Schema = {}): Schema => ({ type: 'string', format: 'date', description, ...extra, example }),
  int: (description: string, example: unknown, extra: Schema = {}): Schema => ({ type: 'integer', format: 'int32', description, ...extra, example }),
  long: (description: string, example: unknown, extra: Schema = {}): Schema => ({ type: 'integer', format: 'int64', description, ...extra, example }),
  number: (description: string, example: unknown, extra: Schema = {}): Schema => ({ type: 'number', format: 'double', description, ...extra, example }),
  bool: (description: string, example: unknown, extra: Schema = {}): Schema => ({ type: 'boolean', description, ...extra, example }),
  email: (description: string, example: unknown, extra: Schema = {}): Schema => ({
    type: 'string',
    format: 'email',
    description,
    maxLength: 254,
    ...extra,
    example,
  }),
  uri: (description: string, example: unknown, extra: Schema = {}): Schema => ({ type: 'string', format: 'uri', description, ...extra, example }),
  binary: (description: string): Schema => ({ type: 'string', format: 'binary', description }),
  array: (description: string, items: Schema, extra: Schema = {}): Schema => ({ type: 'array', description, items, ...extra }),
  enumOf: (description: string, values: readonly string[], example: unknown, extra: Schema = {}): Schema => ({
    type: 'string',
    description,
    enum: values,
    ...extra,
    example,
  }),
  ro: (schema: Schema): Schema => ({ ...schema, readOnly: true }),
  nullable: (schema: Schema): Schema => ({ ...schema, nullable: true }),
};

export function object(description: string, properties: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema {
  const schema: Schema = { type: 'object', description };
  if (required.length) schema.required = required;
  schema.properties = properties;
  schema.additionalProperties = false;
  return { ...schema, ...extra };
}

/** A paged result: the same four fields for every list and search operation. */
export function pageOf(itemName: string, what: string): Schema {
  return object(
    `One page of ${what}. \`totalCount\` counts all matches, not only this page.`,
    {
      items: s.array(`The ${what} on this page, in the requested order.`, ref(itemName)),
      page: s.int('The 1-based page number that was returned.', 1, { minimum: 1 }),
      pageSize: s.int('The page size that was applied.', 25, { minimum: 1, maximum: 200 }),
      totalCount: s.int('How many items match in total.', 1, { minimum: 0 }),
    },
    ['items', 'page', 'pageSize', 'totalCount'],
  );
}

/** Every `ErrorResponse.code`, as the guide lists them (content/docs/intro/index.mdx, "Errors"). */
export const ERROR_CODES = [
  'ValidationFailed',
  'TooManyRows',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'InvalidStatusTransition',
  'DuplicateCode',
  'DuplicateEmail',
  'DuplicateName',
  'InUse',
  'RateLimited',
  'Conflict',
  'PayloadTooLarge',
];

/**
 * The 409 answers, one per conflict kind, each with its own example. An operation names its kind
 * (`conflict: 'InUse'`) or gives its own code and message (`conflict: { code, message }`).
 */
const CONFLICTS: Record<string, readonly [code: string, message: string]> = {
  Conflict: ['Conflict', 'The request conflicts with the current state of the resource; the operation description lists the cases.'],
  InvalidStatusTransition: ['InvalidStatusTransition', "The status cannot change from 'Retired' to 'Active'."],
  DuplicateCode: ['DuplicateCode', 'Another record of this type already has this code; codes are unique in a tenant.'],
  DuplicateEmail: ['DuplicateEmail', "A user with the e-mail address 'anna.lindqvist@st-eriks.example.com' already exists."],
  DuplicateName: ['DuplicateName', "The name 'Building A technicians' is already used in this tenant."],
  InUse: ['InUse', 'The record is still in use by 3 assets and 1 open work order.'],
  RateLimited: ['RateLimited', 'At most 10 test notifications an hour; try again after 14:05 UTC.'],
};
const conflictResponseName = (kind: string): string => (kind === 'Conflict' ? 'Conflict' : `Conflict${kind}`);

export const errorSchemas = (): Record<string, Schema> => ({
  ErrorResponse: object(
    'The body of every error response. `code` is stable and meant for programs; `message` is for people and may change.',
    {
      code: s.enumOf(
        'A stable, PascalCase error code; programs act on it. 400: `ValidationFailed`, `TooManyRows`; 401: `Unauthorized`; 403: `Forbidden`; 404: `NotFound`; 409: `InvalidStatusTransition`, `DuplicateCode`, `DuplicateEmail`, `DuplicateName`, `InUse`, `RateLimited`, `Conflict` (any other conflict with the current state, described in `message`); 413: `PayloadTooLarge`.',
        ERROR_CODES,
        'ValidationFailed',
      ),
      message: s.string('A human-readable explanation of the error.', 'One or more fields are invalid.'),
      details: s.array('Field-level problems, empty when the error is not about specific fields.', ref('ErrorDetail')),
      traceId: s.string('The correlation id of the request. Quote it when you contact support.', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'),
    },
    ['code', 'message', 'traceId'],
  ),
  ErrorDetail: object(
    'One problem with one field of the request.',
    {
      field: s.string('JSON path of the offending field, relative to the request body or the parameter name.', 'name'),
      code: s.string('A stable code for the rule that failed.', 'MaxLength'),
      message: s.string('What is wrong and how to fix it.', "'name' must be 200 characters or fewer."),
    },
    ['field', 'code', 'message'],
  ),
});

export function errorResponse(description: string, code: string, message: string, details: Record<string, string>[] = []): Response {
  return {
    description,
    content: {
      'application/json': {
        schema: ref('ErrorResponse'),
        example: { code, message, details, traceId: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      },
    },
  };
}

export const commonResponses = (extra: Record<string, Response> = {}, forbiddenAction = 'Assets.Update'): Record<string, Response> => ({
  BadRequest: errorResponse(
    'The request is malformed or fails validation. `details` lists each invalid field.',
    'ValidationFailed',
    'One or more fields are invalid.',
    [{ field: 'name', code: 'Required', message: "'name' is required." }],
  ),
  Unauthorized: errorResponse(
    'The credentials are missing, expired or invalid. Get a new token (or check the function key) and retry.',
    'Unauthorized',
    'The access token has expired.',
  ),
  Forbidden: errorResponse(
    'The caller is authenticated but lacks the permission this operation needs, or the resource belongs to another tenant.',
    'Forbidden',
    `The caller lacks the permission '${forbiddenAction}'.`,
  ),
  NotFound: errorResponse(
    'No resource with the given identifier exists in the current tenant. An identifier that is not well formed (for example not a UUID) is answered the same way.',
    'NotFound',
    "No resource with id '3d9f2c1a-6b7e-4c8d-9e0f-1a2b3c4d5e6f' was found.",
  ),
  ...Object.fromEntries(
    Object.entries(CONFLICTS).map(([kind, [code, message]]) => [
      conflictResponseName(kind),
      errorResponse(`The request conflicts with the current state of the resource (\`${code}\`); the operation description says when.`, code, message),
    ]),
  ),
  ...extra,
});

export const securitySchemes = () => ({
  bearerAuth: {
    type: 'http',
    description:
      'A JSON Web Token issued by the access-control API (`authenticate`, `changeTenant`). Send it as `Authorization: Bearer <token>`. The token carries the user and the current tenant.',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  },
  functionKey: {
    type: 'apiKey',
    description: 'An Azure Functions host key, sent in the `x-functions-key` header. Needed only where an operation says so.',
    name: 'x-functions-key',
    in: 'header',
  },
});

export const BEARER: SecurityRequirement[] = [{ bearerAuth: [] }];
export const FUNCTION_KEY: SecurityRequirement[] = [{ functionKey: [] }];

const ERROR_REF: Record<ErrorStatus, Ref> = {
  400: { $ref: '#/components/responses/BadRequest' },
  401: { $ref: '#/components/responses/Unauthorized' },
  403: { $ref: '#/components/responses/Forbidden' },
  404: { $ref: '#/components/responses/NotFound' },
  409: { $ref: '#/components/responses/Conflict' },
  413: { $ref: '#/components/responses/PayloadTooLarge' },
};

/** HTTP error statuses an operation can list; each answers the shared response of its code. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413;

/** One operation as portal-paths.ts and ac.ts describe it; operation() turns it into the Operation Object. */
export interface OperationSpec {
  id: string;
  tag: string;
  summary: string;
  description: string;
  deprecated?: boolean;
  params?: (Parameter | Ref)[];
  body?: RequestBody;
  ok: Responses;
  errors: ErrorStatus[];
  security?: SecurityRequirement[];
  /** The 409's kind (a key of CONFLICTS), or an answer of its own. */
  conflict?: string | { code: string; message: string };
}

/** A row of the operation table in docs/domain-model.md. */
export interface OperationRow {
  tag: string;
  id: string;
  method: string;
  path: string;
  summary: string;
}

/** Marks a media type whose example finalize() derives from the schema's (removed from the output). */
const EXAMPLE_CHANGES = 'x-example-changes' as const;

export const json = (schema: Schema, example?: unknown): Content => ({ 'application/json': example === undefined ? { schema } : { schema, example } });

/** A JSON success response. */
export const ok = (status: number, description: string, schema: Schema, extra: Partial<Response> = {}): Responses => ({
  [status]: { description, ...extra, content: json(schema) },
});
export const noContent = (description: string): Responses => ({ 204: { description } });
/**
 * A JSON success response whose example is the schema's example with some fields changed, so that it
 * agrees with the operation's request (the new status, the tenant switched to). `null` in `changes`
 * sets a field to null; `undefined` removes it.
 */
export const okExample = (status: number, description: string, schema: Schema, changes: Changes, extra: Partial<Response> = {}): Responses => ({
  [status]: { description, ...extra, content: { 'application/json': { schema, [EXAMPLE_CHANGES]: changes } } },
});

/** A binary download with its Content-Disposition header. */
export function download(description: string, mediaTypes: readonly string[], fileNameExample: string): Responses {
  const content: Content = {};
  for (const mt of mediaTypes) content[mt] = { schema: { type: 'string', format: 'binary' } };
  return {
    200: {
      description,
      headers: {
        'Content-Disposition': {
          description: 'Tells the browser to save the content and suggests a file name.',
          schema: { type: 'string', example: `attachment; filename="${fileNameExample}"` },
        },
      },
      content,
    },
  };
}

export const jsonBody = (schema: Schema, description: string, example?: unknown): RequestBody => ({
  description,
  required: true,
  content: json(schema, example),
});

export const multipartBody = (schemaName: string, description: string): RequestBody => ({
  description,
  required: true,
  content: { 'multipart/form-data': { schema: ref(schemaName) } },
});

/**
 * An operation's 409: its own example when it gives one (`conflict: { code, message }`), else the
 * shared answer of its conflict kind, named by `conflict` or by the code its description gives after
 * "409" (`Answers 409 \`InUse\` when …`).
 */
function conflictResponse(o: OperationSpec): Response | Ref {
  if (o.conflict && typeof o.conflict === 'object') {
    return errorResponse(
      `The request conflicts with the current state of the resource (\`${o.conflict.code}\`); see the description.`,
      o.conflict.code,
      o.conflict.message,
    );
  }
  const named = /409 `([A-Za-z]+)`/.exec(o.description || '');
  const kind = o.conflict || (named && CONFLICTS[named[1]] ? named[1] : 'Conflict');
  if (!CONFLICTS[kind]) throw new Error(`${o.id}: unknown conflict kind ${kind}`);
  return { $ref: `#/components/responses/${conflictResponseName(kind)}` };
}

/** Builds one operation in the key order the Azure Functions OpenAPI extension writes. */
function operation(o: OperationSpec): Operation {
  const op = { tags: [o.tag], summary: o.summary, description: o.description, operationId: o.id } as Operation;
  if (o.deprecated) op.deprecated = true;
  if (o.params && o.params.length) op.parameters = o.params;
  if (o.body) op.requestBody = o.body;
  op.responses = { ...o.ok };
  for (const code of o.errors) op.responses[code] = code === 409 ? conflictResponse(o) : ERROR_REF[code];
  op.security = o.security || BEARER;
  return op;
}

/** Collects operations into a `paths` object while keeping path order stable. */
export class PathBuilder {
  readonly paths: Record<string, Record<string, Operation>> = {};
  readonly order: OperationRow[] = [];
  add(method: string, path: string, o: OperationSpec): void {
    if (!this.paths[path]) this.paths[path] = {};
    if (this.paths[path][method]) throw new Error(`Duplicate ${method.toUpperCase()} ${path}`);
    this.paths[path][method] = operation(o);
    this.order.push({ tag: o.tag, id: o.id, method: method.toUpperCase(), path, summary: o.summary });
  }
}

// ---------- example composition ----------

const resolve = (doc: Document, r: string): Schema | undefined => resolvePointer(doc, r) as Schema | undefined;
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));
const isPlainObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function composeExample(doc: Document, schema: Schema | undefined, memo: Map<string, unknown>, stack: string[] = []): unknown {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() as string;
    if (memo.has(name)) return clone(memo.get(name));
    if (stack.includes(name)) return undefined;
    const value = composeExample(doc, resolve(doc, schema.$ref), memo, [...stack, name]);
    memo.set(name, value);
    return clone(value);
  }
  if ('example' in schema) return clone(schema.example);
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => composeExample(doc, part, memo, stack));
    if (parts.every(isPlainObject)) return Object.assign({}, ...parts);
    return parts[0];
  }
  const alternatives = schema.oneOf || schema.anyOf;
  if (alternatives) return composeExample(doc, alternatives[0], memo, stack);
  if (schema.type === 'array') {
    const item = composeExample(doc, schema.items, memo, stack);
    return item === undefined ? [] : [item];
  }
  if (schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(schema.properties)) {
      const v = composeExample(doc, prop, memo, stack);
      if (v !== undefined) out[key] = v;
    }
    return out;
  }
  if (schema.enum) return schema.enum[0];
  if (schema.format === 'binary') return undefined;
  throw new Error(`No example for schema ${JSON.stringify(schema).slice(0, 200)} (in ${stack.join(' > ')})`);
}

/**
 * Fills object-level examples on component schemas and examples on JSON media types, then checks that
 * every $ref resolves and every component schema is reachable from the paths.
 */
export function finalize(doc: Document): Document {
  const memo = new Map<string, unknown>();
  const schemas = doc.components.schemas;
  for (const [name, schema] of Object.entries(schemas)) {
    // Multipart upload bodies get no object example: a file's bytes cannot be shown in JSON.
    const hasFilePart = Object.values(schema.properties || {}).some((p) => p.format === 'binary');
    if (!('example' in schema) && !hasFilePart && (schema.properties || schema.allOf || schema.oneOf || schema.type === 'object')) {
      schema.example = composeExample(doc, { $ref: `#/components/schemas/${name}` }, memo);
    }
    if ('example' in schema) memo.set(name, schema.example);
  }
  const visitMediaTypes = (content: Content | undefined, direction: 'request' | 'response'): void => {
    for (const [type, media] of Object.entries(content || {})) {
      if (type !== 'application/json' || 'example' in media) continue;
      let example = composeExample(doc, media.schema, memo);
      const changes = media[EXAMPLE_CHANGES];
      if (changes) {
        example = applyChanges(example, changes);
        delete media[EXAMPLE_CHANGES];
      }
      // A request does not send readOnly fields (they are in the schema's own, response-side example).
      media.example = direction === 'request' ? withoutReadOnly(doc, media.schema, example) : example;
    }
  };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (op.requestBody && op.requestBody.content) visitMediaTypes(op.requestBody.content, 'request');
      for (const r of Object.values(op.responses)) if (!('$ref' in r)) visitMediaTypes(r.content, 'response');
    }
  }
  dropLocationsWithoutGet(doc);
  dropUnusedConflicts(doc);
  checkRefs(doc);
  return doc;
}

/** Each document keeps the 409 answers its operations use. */
function dropUnusedConflicts(doc: Document): void {
  const used = new Set(collectRefs(doc.paths));
  for (const name of Object.keys(doc.components.responses)) {
    if (name.startsWith('Conflict') && !used.has(`#/components/responses/${name}`)) delete doc.components.responses[name];
  }
}

function applyChanges(value: unknown, changes: unknown): unknown {
  if (!isPlainObject(changes) || !isPlainObject(value)) return clone(changes);
  const out: Record<string, unknown> = { ...value };
  for (const [key, change] of Object.entries(changes)) {
    if (change === undefined) delete out[key];
    else out[key] = isPlainObject(change) ? applyChanges(out[key], change) : clone(change);
  }
  return out;
}

/** The value without the properties its schema marks readOnly (through $refs, allOf and arrays). */
function withoutReadOnly(doc: Document, schema: Schema | undefined, value: unknown): unknown {
  const s = schema && schema.$ref ? resolve(doc, schema.$ref) : schema;
  if (!s || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return s.items ? value.map((item) => withoutReadOnly(doc, s.items, item)) : value;
  let out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const part of s.allOf || []) out = withoutReadOnly(doc, part, out) as Record<string, unknown>;
  for (const [key, property] of Object.entries(s.properties || {})) {
    if (!(key in out)) continue;
    const target = property.$ref ? resolve(doc, property.$ref) : property;
    if (property.readOnly || (target && target.readOnly)) delete out[key];
    else out[key] = withoutReadOnly(doc, property, out[key]);
  }
  return out;
}

/** A `Location` header must point at something a client can GET; drop it where no GET operation exists. */
function dropLocationsWithoutGet(doc: Document): void {
  const base = doc.servers[0].url;
  const gettable = Object.keys(doc.paths)
    .filter((p) => doc.paths[p].get)
    .map((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`));
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const created = op.responses[201];
      const headers = created && !('$ref' in created) ? created.headers : undefined;
      if (!headers || !headers.Location) continue;
      const target = String(headers.Location.schema.example).slice(base.length);
      if (!gettable.some((re) => re.test(target))) delete (created as Response).headers;
    }
  }
}

/** The document rules on references, as a generation error: a definition names a schema that is not there or never used. */
function checkRefs(doc: Document): void {
  const problems = [...checkRefsResolve(doc), ...checkNoUnusedSchemas(doc)];
  if (problems.length) throw new Error(`The generated document is inconsistent:\n  ${problems.join('\n  ')}`);
}
