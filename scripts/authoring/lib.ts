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
/**
 * A named example of a media type's or a parameter's `examples` map. In a JSON body or answer, one
 * without `value` shows the schema's example (finalize fills it in, without readOnly fields in a request).
 */
export interface NamedExample {
  summary?: string;
  description?: string;
  value?: unknown;
}
export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, NamedExample>;
  'x-example-changes'?: Changes;
  'x-example-per-variant'?: true;
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
  /** Named examples instead of one `example`: the samples offer each value (issue 43). */
  examples?: Record<string, NamedExample>;
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
  info: { title: string; description: string; version: string; 'x-release-date': string };
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

const TRACE_ID = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

/** One problem of a 400's `details`. */
export interface ErrorDetailExample {
  field: string;
  code: string;
  message: string;
}

/**
 * The example of one error answer. When an operation has several cases for one status, each is a
 * named example (`name`, `summary`) of the media type's `examples` map.
 */
export interface ErrorExample {
  /** The key in the `examples` map (PascalCase); needed when there are several. */
  name?: string;
  /** A short line naming the case, shown as the example's label. */
  summary?: string;
  code: string;
  message: string;
  details?: ErrorDetailExample[];
}

/** An operation's own answer for an error status: its description (optional) and one example per case. */
export interface ErrorAnswer {
  description?: string;
  examples: ErrorExample | ErrorExample[];
}

const errorBody = (e: ErrorExample): Record<string, unknown> => ({ code: e.code, message: e.message, details: e.details || [], traceId: TRACE_ID });

export function errorResponse(description: string, code: string, message: string, details: ErrorDetailExample[] = []): Response {
  return { description, content: { 'application/json': { schema: ref('ErrorResponse'), example: errorBody({ code, message, details }) } } };
}

/** An error answer with one example, or an `examples` map with one named example per case. */
export function errorAnswer(description: string, examples: ErrorExample | ErrorExample[]): Response {
  const list = Array.isArray(examples) ? examples : [examples];
  if (list.length === 1) return { description, content: { 'application/json': { schema: ref('ErrorResponse'), example: errorBody(list[0]) } } };
  const map: Record<string, NamedExample> = {};
  for (const e of list) {
    if (!e.name || !e.summary) throw new Error(`Several error examples need a name and a summary each: ${e.message}`);
    if (map[e.name]) throw new Error(`Two error examples named ${e.name}`);
    map[e.name] = { summary: e.summary, value: errorBody(e) };
  }
  return { description, content: { 'application/json': { schema: ref('ErrorResponse'), examples: map } } };
}

/** The descriptions of the shared error answers, also used by an operation's own answer that gives none. */
const ERROR_DESCRIPTIONS: Record<400 | 401 | 403 | 404, string> = {
  400: 'The request is malformed or fails validation. `details` lists each invalid field.',
  401: 'The bearer token is missing, expired or invalid. Sign in again with `authenticate` and retry.',
  403: "The caller is authenticated but lacks the permission this operation needs, or has it only for zones other than the record's.",
  404: 'No resource with the given identifier exists in the current tenant. An identifier that is not well formed (for example not a UUID) is answered the same way.',
};

/**
 * The error answers operations share. finalize() replaces the 400 of each operation by one naming a
 * field that operation takes, and the 403 of an operation whose description names its permission by
 * one naming that permission; a 409 is always the operation's own (`conflict`).
 */
export const commonResponses = (extra: Record<string, Response> = {}): Record<string, Response> => ({
  BadRequest: errorResponse(ERROR_DESCRIPTIONS[400], 'ValidationFailed', 'One or more fields are invalid.'),
  Unauthorized: errorResponse(ERROR_DESCRIPTIONS[401], 'Unauthorized', 'The access token has expired.'),
  Forbidden: errorResponse(ERROR_DESCRIPTIONS[403], 'Forbidden', 'The caller lacks the permission this operation needs.'),
  NotFound: errorResponse(ERROR_DESCRIPTIONS[404], 'NotFound', "No resource with id '3d9f2c1a-6b7e-4c8d-9e0f-1a2b3c4d5e6f' was found."),
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

const ERROR_REF: Record<Exclude<ErrorStatus, 409>, Ref> = {
  400: { $ref: '#/components/responses/BadRequest' },
  401: { $ref: '#/components/responses/Unauthorized' },
  403: { $ref: '#/components/responses/Forbidden' },
  404: { $ref: '#/components/responses/NotFound' },
  413: { $ref: '#/components/responses/PayloadTooLarge' },
};

/** HTTP error statuses an operation can list; each answers the shared response of its code, 409 the operation's own. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413;

/** One operation as the tag modules (portal/, ac/) describe it; operation() turns it into the Operation Object. */
export interface OperationSpec {
  id: string;
  /** Its tag; by default the tag the builder is at (`PathBuilder.tag`). */
  tag?: string;
  summary: string;
  description: string;
  deprecated?: boolean;
  params?: (Parameter | Ref)[];
  body?: RequestBody;
  ok: Responses;
  /** The error statuses it answers, where they are not those `defaultErrors` derives. */
  errors?: ErrorStatus[];
  security?: SecurityRequirement[];
  /**
   * The 409's example: the conflict this operation can run into, or one named example per case. Every
   * operation that lists 409 gives it; a code other than `Conflict` is named in the description
   * ("Answers 409 `DuplicateCode` when …").
   */
  conflict?: ErrorExample | ErrorExample[];
  /** The operation's own 400, 401 or 403 answer, where the shared one (or the one finalize derives) would not fit. */
  errorAnswers?: Partial<Record<400 | 401 | 403, ErrorAnswer>>;
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
/** Marks a JSON body whose schema is a choice (`oneOf`) and that gets no example of its own (removed from the output). */
const EXAMPLE_PER_VARIANT = 'x-example-per-variant' as const;

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

/**
 * A JSON body that can also be sent as an HTML form (`application/x-www-form-urlencoded`), with the
 * same schema and the form's own example: a second media type the samples offer (issue 43).
 */
export const withFormEncoding = (body: RequestBody, example: unknown): RequestBody => ({
  ...body,
  content: { ...body.content, 'application/x-www-form-urlencoded': { schema: body.content['application/json'].schema, example } },
});

/**
 * A JSON body with named examples, which the reference and the samples offer to choose from (issue 43).
 * An example without `value` is the schema's own example, as the request sends it.
 */
export const jsonBodyExamples = (schema: Schema, description: string, examples: Record<string, NamedExample>): RequestBody => ({
  description,
  required: true,
  content: { 'application/json': { schema, examples } },
});

/**
 * A JSON body whose schema is a choice of variants (a discriminated `oneOf`): it gets no example of
 * its own, so the reference shows one example per variant and the samples offer each (issue 43),
 * where an example on the body would show the first variant only.
 */
export const variantsBody = (schema: Schema, description: string): RequestBody => ({
  description,
  required: true,
  content: { 'application/json': { schema, [EXAMPLE_PER_VARIANT]: true } },
});

export const multipartBody = (schemaName: string, description: string): RequestBody => ({
  description,
  required: true,
  content: { 'multipart/form-data': { schema: ref(schemaName) } },
});

/** An operation's 409: its own example, or one named example per conflict case. */
function conflictResponse(o: OperationSpec): Response {
  if (!o.conflict) throw new Error(`${o.id} lists 409 but gives no conflict example`);
  const list = Array.isArray(o.conflict) ? o.conflict : [o.conflict];
  const codes = [...new Set(list.map((e) => `\`${e.code}\``))].join(', ');
  const plain = (summary = ''): string => summary.replace(/\.$/, '');
  const description =
    list.length === 1
      ? `${plain(list[0].summary) || 'The request conflicts with the current state'} (${codes}).`
      : `The request conflicts with the current state (${codes}), in one of ${list.length} cases: ${list.map((e) => plain(e.summary).replace(/^./, (c) => c.toLowerCase())).join('; ')}.`;
  return errorAnswer(description, o.conflict);
}

/**
 * The error statuses of an operation that names none: 400 when it takes a body or a query parameter,
 * 401 and 403, 404 when its path names a resource, 409 when it gives a conflict, 413 when it takes an
 * upload. `parameters` resolves the operation's parameter references.
 */
export function defaultErrors(path: string, o: OperationSpec, parameters: Readonly<Record<string, Parameter>>): ErrorStatus[] {
  const resolved = (o.params ?? []).map((p) => {
    if (!('$ref' in p)) return p;
    const found = parameters[p.$ref.replace('#/components/parameters/', '')];
    if (!found) throw new Error(`${o.id}: no parameter ${p.$ref}`);
    return found;
  });
  const validates = Boolean(o.body) || resolved.some((p) => p.in === 'query');
  const uploads = Boolean(o.body && 'multipart/form-data' in o.body.content);
  const statuses: [ErrorStatus, boolean][] = [
    [400, validates],
    [401, true],
    [403, true],
    [404, path.includes('{')],
    [409, Boolean(o.conflict)],
    [413, uploads],
  ];
  return statuses.filter(([, applies]) => applies).map(([status]) => status);
}

/** Builds one operation in the key order the Azure Functions OpenAPI extension writes. */
function operation(o: OperationSpec & { tag: string; errors: ErrorStatus[] }): Operation {
  const op = { tags: [o.tag], summary: o.summary, description: o.description, operationId: o.id } as Operation;
  if (o.deprecated) op.deprecated = true;
  if (o.params && o.params.length) op.parameters = o.params;
  if (o.body) op.requestBody = o.body;
  op.responses = { ...o.ok };
  if (o.conflict && !o.errors.includes(409)) throw new Error(`${o.id} gives a conflict example but does not list 409`);
  for (const code of o.errors) {
    const own = code === 400 || code === 401 || code === 403 ? o.errorAnswers?.[code] : undefined;
    if (code === 409) op.responses[code] = conflictResponse(o);
    else if (own) op.responses[code] = errorAnswer(own.description || ERROR_DESCRIPTIONS[code as 400 | 401 | 403], own.examples);
    else op.responses[code] = ERROR_REF[code];
  }
  op.security = o.security || BEARER;
  return op;
}

/** An operation without its id and summary, which PathBuilder's get, post, put and delete take first. */
export type OperationDraft = Omit<OperationSpec, 'id' | 'summary'>;

/**
 * Collects operations into a `paths` object while keeping path order stable. A document's operations
 * are added tag by tag: `tag()` names the tag the next operations have, unless one names its own.
 */
export class PathBuilder {
  readonly paths: Record<string, Record<string, Operation>> = {};
  readonly order: OperationRow[] = [];
  private current: string | undefined;
  /** `parameters`: the document's components.parameters, which operations reference. */
  constructor(private readonly parameters: Readonly<Record<string, Parameter>>) {}
  tag(name: string): void {
    this.current = name;
  }
  /** The operations by method: its path, id and summary, then the rest of it. */
  get(path: string, id: string, summary: string, o: OperationDraft): void {
    this.add('get', path, { id, summary, ...o });
  }
  post(path: string, id: string, summary: string, o: OperationDraft): void {
    this.add('post', path, { id, summary, ...o });
  }
  put(path: string, id: string, summary: string, o: OperationDraft): void {
    this.add('put', path, { id, summary, ...o });
  }
  delete(path: string, id: string, summary: string, o: OperationDraft): void {
    this.add('delete', path, { id, summary, ...o });
  }
  add(method: string, path: string, o: OperationSpec): void {
    const tag = o.tag ?? this.current;
    if (!tag) throw new Error(`${o.id} has no tag: call tag() before adding it`);
    if (!this.paths[path]) this.paths[path] = {};
    if (this.paths[path][method]) throw new Error(`Duplicate ${method.toUpperCase()} ${path}`);
    const errors = o.errors ?? defaultErrors(path, o, this.parameters);
    this.paths[path][method] = operation({ ...o, tag, errors });
    this.order.push({ tag, id: o.id, method: method.toUpperCase(), path, summary: o.summary });
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
    // Nor does a choice (`oneOf`, `anyOf`): its example would be its first variant's, which readers take
    // for every variant (the reference builds each variant's example from the choice and the branch).
    // What holds a choice still shows the first variant's example.
    const isChoice = Boolean(schema.oneOf || schema.anyOf);
    if (!('example' in schema) && !hasFilePart && !isChoice && (schema.properties || schema.allOf || schema.type === 'object')) {
      schema.example = composeExample(doc, { $ref: `#/components/schemas/${name}` }, memo);
    }
    if ('example' in schema) memo.set(name, schema.example);
  }
  const visitMediaTypes = (content: Content | undefined, direction: 'request' | 'response'): void => {
    for (const [type, media] of Object.entries(content || {})) {
      if (type !== 'application/json' || 'example' in media) continue;
      if (media[EXAMPLE_PER_VARIANT]) {
        const schema = deref(doc, media.schema);
        if (!schema || !(schema.oneOf || schema.anyOf))
          throw new Error(`A body with one example per variant needs a oneOf schema: ${JSON.stringify(media.schema)}`);
        delete media[EXAMPLE_PER_VARIANT];
        continue;
      }
      if (media.examples) {
        // A named example without a value is the schema's own example.
        for (const named of Object.values(media.examples)) {
          if ('value' in named) continue;
          const value = composeExample(doc, media.schema, memo);
          named.value = direction === 'request' ? withoutReadOnly(doc, media.schema, value) : value;
        }
        continue;
      }
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
  deriveErrorAnswers(doc);
  dropUnusedResponses(doc);
  checkRefs(doc);
  return doc;
}

/** Each document keeps the shared answers its operations still use. */
function dropUnusedResponses(doc: Document): void {
  const used = new Set(collectRefs(doc.paths));
  for (const name of Object.keys(doc.components.responses)) {
    if (!used.has(`#/components/responses/${name}`)) delete doc.components.responses[name];
  }
}

const isRef = (value: unknown): value is Ref => isPlainObject(value) && typeof value.$ref === 'string';
const deref = (doc: Document, value: unknown): Schema | undefined => (isRef(value) ? resolve(doc, value.$ref) : (value as Schema | undefined));

/** The properties of a body schema, through `$ref`, `allOf` and the first `oneOf` variant, with its required names. */
function bodyProperties(doc: Document, schema: Schema | undefined): { properties: Record<string, Schema>; required: string[] } {
  const s = deref(doc, schema);
  if (!s) return { properties: {}, required: [] };
  const parts = [...(s.allOf || []), ...(s.oneOf || s.anyOf || []).slice(0, 1)].map((part) => bodyProperties(doc, part));
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties), s.properties || {}),
    required: [...parts.flatMap((p) => p.required), ...(s.required || [])],
  };
}

/** What a 400 says about a value that breaks its schema's first constraint. */
function invalidDetail(doc: Document, field: string, schema: Schema | undefined): ErrorDetailExample {
  let s = deref(doc, schema) || {};
  if (s.allOf && s.allOf.length === 1) s = deref(doc, s.allOf[0]) || s;
  if (s.type === 'array' && s.items) return invalidDetail(doc, `${field}[0]`, s.items);
  const range = (min: unknown, max: unknown, unit = ''): string =>
    min !== undefined && max !== undefined
      ? `between ${String(min)} and ${String(max)}${unit}`
      : min !== undefined
        ? `at least ${String(min)}${unit}`
        : `at most ${String(max)}${unit}`;
  if (s.enum) return { field, code: 'InvalidValue', message: `'${field}' must be one of: ${s.enum.join(', ')}.` };
  if (s.type === 'boolean') return { field, code: 'InvalidValue', message: `'${field}' must be true or false.` };
  if (s.minimum !== undefined || s.maximum !== undefined) return { field, code: 'Range', message: `'${field}' must be ${range(s.minimum, s.maximum)}.` };
  if (s.minLength !== undefined || s.maxLength !== undefined)
    return { field, code: 'Length', message: `'${field}' must be ${range(s.minLength, s.maxLength, ' characters long')}.` };
  const formats: Record<string, string> = {
    uuid: 'a UUID',
    date: 'a date (YYYY-MM-DD)',
    'date-time': 'an ISO 8601 date and time',
    email: 'an e-mail address',
    uri: 'an absolute URL',
  };
  if (s.format && formats[s.format]) return { field, code: 'Format', message: `'${field}' must be ${formats[s.format]}.` };
  return { field, code: 'Format', message: `'${field}' is not in the expected format.` };
}

/**
 * The field a 400 of this operation names: a required field of its body, else its first body field
 * that is no object, else a query or path parameter (paging and uuid ids last), with the rule it breaks.
 */
function badRequestDetail(doc: Document, op: Operation): ErrorDetailExample | undefined {
  const content = op.requestBody?.content || {};
  const media = content['application/json'] || content['multipart/form-data'];
  if (media) {
    const { properties, required } = bodyProperties(doc, media.schema);
    if (required[0]) return { field: required[0], code: 'Required', message: `'${required[0]}' is required.` };
    const [name, schema] = Object.entries(properties).find(([, p]) => !isRef(p) && (deref(doc, p) || {}).type !== 'object') || [];
    if (name) return invalidDetail(doc, name, schema);
  }
  const params = (op.parameters || []).map((p) => (isRef(p) ? (resolve(doc, p.$ref) as unknown as Parameter) : p));
  const late = (p: Parameter): number => (['page', 'pageSize'].includes(p.name) ? 2 : p.schema.format === 'uuid' ? 1 : 0);
  const [param] = params.filter((p) => p.in !== 'header').sort((a, b) => late(a) - late(b) || Number(a.in === 'path') - Number(b.in === 'path'));
  return param ? invalidDetail(doc, param.name, param.schema) : undefined;
}

/**
 * Replaces the shared 400 of every operation by one whose `details` name a field that operation
 * takes, and the shared 403 of an operation whose description names its permission ("Needs the
 * `Configuration.Update` permission") by one naming that permission.
 */
function deriveErrorAnswers(doc: Document): void {
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const bad = op.responses[400];
      if (bad && isRef(bad) && bad.$ref === ERROR_REF[400].$ref) {
        const detail = badRequestDetail(doc, op);
        op.responses[400] = errorResponse(ERROR_DESCRIPTIONS[400], 'ValidationFailed', 'One or more fields are invalid.', detail ? [detail] : []);
      }
      const forbidden = op.responses[403];
      const permission = /\b[Nn]eeds? (?:the )?`([A-Z][A-Za-z]+\.[A-Z][A-Za-z]+)`/.exec(op.description)?.[1];
      if (forbidden && isRef(forbidden) && forbidden.$ref === ERROR_REF[403].$ref && permission) {
        op.responses[403] = errorResponse(ERROR_DESCRIPTIONS[403], 'Forbidden', `The caller lacks the permission '${permission}'.`);
      }
    }
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
