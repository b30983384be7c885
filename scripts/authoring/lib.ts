'use strict';
/**
 * Building blocks shared by the Portal and AC document definitions (see build-openapi.js).
 *
 * Schemas are written with small helpers so that every property carries a type, a description and an
 * example; `finalize` then fills in object-level examples (composed from the property examples) and
 * media-type examples, so one set of realistic values appears everywhere and stays consistent.
 */
const crypto = require('crypto');

/** A stable, realistic-looking version-4 UUID derived from a seed, so examples never change between runs. */
function uuid(seed) {
  const h = crypto.createHash('sha1').update(`fms:${seed}`).digest('hex');
  const variant = '89ab'[parseInt(h[16], 16) % 4];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
/** OpenAPI 3.0 ignores siblings of $ref, so a nullable or described reference is wrapped in allOf. */
const refWith = (name, description, extra = {}) => ({ description, ...extra, allOf: [ref(name)] });
const nullableRef = (name, description) => refWith(name, description, { nullable: true });

const s = {
  uuid: (description, example, extra = {}) => ({ type: 'string', format: 'uuid', description, ...extra, example }),
  string: (description, example, extra = {}) => ({ type: 'string', description, ...extra, example }),
  dateTime: (description, example, extra = {}) => ({ type: 'string', format: 'date-time', description, ...extra, example }),
  date: (description, example, extra = {}) => ({ type: 'string', format: 'date', description, ...extra, example }),
  int: (description, example, extra = {}) => ({ type: 'integer', format: 'int32', description, ...extra, example }),
  long: (description, example, extra = {}) => ({ type: 'integer', format: 'int64', description, ...extra, example }),
  number: (description, example, extra = {}) => ({ type: 'number', format: 'double', description, ...extra, example }),
  bool: (description, example, extra = {}) => ({ type: 'boolean', description, ...extra, example }),
  email: (description, example, extra = {}) => ({ type: 'string', format: 'email', description, maxLength: 254, ...extra, example }),
  uri: (description, example, extra = {}) => ({ type: 'string', format: 'uri', description, ...extra, example }),
  binary: (description) => ({ type: 'string', format: 'binary', description }),
  array: (description, items, extra = {}) => ({ type: 'array', description, items, ...extra }),
  enumOf: (description, values, example, extra = {}) => ({ type: 'string', description, enum: values, ...extra, example }),
  ro: (schema) => ({ ...schema, readOnly: true }),
  nullable: (schema) => ({ ...schema, nullable: true }),
};

function object(description, properties, required = [], extra = {}) {
  const schema = { type: 'object', description };
  if (required.length) schema.required = required;
  schema.properties = properties;
  schema.additionalProperties = false;
  return { ...schema, ...extra };
}

/** A paged result: the same four fields for every list and search operation. */
function pageOf(itemName, what) {
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
const ERROR_CODES = [
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
const CONFLICTS = {
  Conflict: ['Conflict', 'The request conflicts with the current state of the resource; the operation description lists the cases.'],
  InvalidStatusTransition: ['InvalidStatusTransition', "The status cannot change from 'Retired' to 'Active'."],
  DuplicateCode: ['DuplicateCode', 'Another record of this type already has this code; codes are unique in a tenant.'],
  DuplicateEmail: ['DuplicateEmail', "A user with the e-mail address 'anna.lindqvist@st-eriks.example.com' already exists."],
  DuplicateName: ['DuplicateName', "The name 'Building A technicians' is already used in this tenant."],
  InUse: ['InUse', 'The record is still in use by 3 assets and 1 open work order.'],
  RateLimited: ['RateLimited', 'At most 10 test notifications an hour; try again after 14:05 UTC.'],
};
const conflictResponseName = (kind) => (kind === 'Conflict' ? 'Conflict' : `Conflict${kind}`);

const errorSchemas = () => ({
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

function errorResponse(description, code, message, details = []) {
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

const commonResponses = (extra = {}, forbiddenAction = 'Assets.Update') => ({
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

const securitySchemes = () => ({
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

const BEARER = [{ bearerAuth: [] }];
const FUNCTION_KEY = [{ functionKey: [] }];

const ERROR_REF = {
  400: { $ref: '#/components/responses/BadRequest' },
  401: { $ref: '#/components/responses/Unauthorized' },
  403: { $ref: '#/components/responses/Forbidden' },
  404: { $ref: '#/components/responses/NotFound' },
  409: { $ref: '#/components/responses/Conflict' },
  413: { $ref: '#/components/responses/PayloadTooLarge' },
};

/** Marks a media type whose example finalize() derives from the schema's (removed from the output). */
const EXAMPLE_CHANGES = 'x-example-changes';

const json = (schema, example) => ({ 'application/json': example === undefined ? { schema } : { schema, example } });

/** A JSON success response. */
const ok = (status, description, schema, extra = {}) => ({ [status]: { description, ...extra, content: json(schema) } });
const noContent = (description) => ({ 204: { description } });
/**
 * A JSON success response whose example is the schema's example with some fields changed, so that it
 * agrees with the operation's request (the new status, the tenant switched to). `null` in `changes`
 * sets a field to null; `undefined` removes it.
 */
const okExample = (status, description, schema, changes, extra = {}) => ({
  [status]: { description, ...extra, content: { 'application/json': { schema, [EXAMPLE_CHANGES]: changes } } },
});

/** A binary download with its Content-Disposition header. */
function download(description, mediaTypes, fileNameExample) {
  const content = {};
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

const jsonBody = (schema, description, example) => ({
  description,
  required: true,
  content: json(schema, example),
});

const multipartBody = (schemaName, description) => ({
  description,
  required: true,
  content: { 'multipart/form-data': { schema: ref(schemaName) } },
});

/**
 * An operation's 409: its own example when it gives one (`conflict: { code, message }`), else the
 * shared answer of its conflict kind, named by `conflict` or by the code its description gives after
 * "409" (`Answers 409 \`InUse\` when …`).
 */
function conflictResponse(o) {
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
function operation(o) {
  const op = { tags: [o.tag], summary: o.summary, description: o.description, operationId: o.id };
  if (o.deprecated) op.deprecated = true;
  if (o.params && o.params.length) op.parameters = o.params;
  if (o.body) op.requestBody = o.body;
  op.responses = { ...o.ok };
  for (const code of o.errors) op.responses[code] = code === 409 ? conflictResponse(o) : ERROR_REF[code];
  op.security = o.security || BEARER;
  return op;
}

/** Collects operations into a `paths` object while keeping path order stable. */
class PathBuilder {
  constructor() {
    this.paths = {};
    this.order = [];
  }
  add(method, path, o) {
    if (!this.paths[path]) this.paths[path] = {};
    if (this.paths[path][method]) throw new Error(`Duplicate ${method.toUpperCase()} ${path}`);
    this.paths[path][method] = operation(o);
    this.order.push({ tag: o.tag, id: o.id, method: method.toUpperCase(), path, summary: o.summary });
  }
}

// ---------- example composition ----------

const resolve = (doc, r) =>
  r
    .split('/')
    .slice(1)
    .reduce((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

function composeExample(doc, schema, memo, stack = []) {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop();
    if (memo.has(name)) return clone(memo.get(name));
    if (stack.includes(name)) return undefined;
    const value = composeExample(doc, resolve(doc, schema.$ref), memo, [...stack, name]);
    memo.set(name, value);
    return clone(value);
  }
  if ('example' in schema) return clone(schema.example);
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => composeExample(doc, part, memo, stack));
    if (parts.every((p) => p && typeof p === 'object' && !Array.isArray(p))) return Object.assign({}, ...parts);
    return parts[0];
  }
  if (schema.oneOf || schema.anyOf) return composeExample(doc, (schema.oneOf || schema.anyOf)[0], memo, stack);
  if (schema.type === 'array') {
    const item = composeExample(doc, schema.items, memo, stack);
    return item === undefined ? [] : [item];
  }
  if (schema.properties) {
    const out = {};
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
function finalize(doc) {
  const memo = new Map();
  const schemas = doc.components.schemas;
  for (const [name, schema] of Object.entries(schemas)) {
    // Multipart upload bodies get no object example: a file's bytes cannot be shown in JSON.
    const hasFilePart = Object.values(schema.properties || {}).some((p) => p.format === 'binary');
    if (!('example' in schema) && !hasFilePart && (schema.properties || schema.allOf || schema.oneOf || schema.type === 'object')) {
      schema.example = composeExample(doc, { $ref: `#/components/schemas/${name}` }, memo);
    }
    if ('example' in schema) memo.set(name, schema.example);
  }
  const visitMediaTypes = (content, direction) => {
    for (const [type, media] of Object.entries(content || {})) {
      if (type !== 'application/json' || 'example' in media) continue;
      let example = composeExample(doc, media.schema, memo);
      if (media[EXAMPLE_CHANGES]) {
        example = applyChanges(example, media[EXAMPLE_CHANGES]);
        delete media[EXAMPLE_CHANGES];
      }
      // A request does not send readOnly fields (they are in the schema's own, response-side example).
      media.example = direction === 'request' ? withoutReadOnly(doc, media.schema, example) : example;
    }
  };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (op.requestBody && op.requestBody.content) visitMediaTypes(op.requestBody.content, 'request');
      for (const r of Object.values(op.responses)) visitMediaTypes(r.content, 'response');
    }
  }
  dropLocationsWithoutGet(doc);
  dropUnusedConflicts(doc);
  checkRefs(doc);
  return doc;
}

/** Each document keeps the 409 answers its operations use. */
function dropUnusedConflicts(doc) {
  const used = new Set(collectRefs(doc.paths));
  for (const name of Object.keys(doc.components.responses)) {
    if (name.startsWith('Conflict') && !used.has(`#/components/responses/${name}`)) delete doc.components.responses[name];
  }
}

function applyChanges(value, changes) {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes) || !value || typeof value !== 'object' || Array.isArray(value)) return clone(changes);
  const out = { ...value };
  for (const [key, change] of Object.entries(changes)) {
    if (change === undefined) delete out[key];
    else out[key] = change !== null && typeof change === 'object' && !Array.isArray(change) ? applyChanges(out[key], change) : clone(change);
  }
  return out;
}

/** The value without the properties its schema marks readOnly (through $refs, allOf and arrays). */
function withoutReadOnly(doc, schema, value) {
  const s = schema && schema.$ref ? resolve(doc, schema.$ref) : schema;
  if (!s || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return s.items ? value.map((item) => withoutReadOnly(doc, s.items, item)) : value;
  let out = { ...value };
  for (const part of s.allOf || []) out = withoutReadOnly(doc, part, out);
  for (const [key, property] of Object.entries(s.properties || {})) {
    if (!(key in out)) continue;
    const target = property.$ref ? resolve(doc, property.$ref) : property;
    if (property.readOnly || (target && target.readOnly)) delete out[key];
    else out[key] = withoutReadOnly(doc, property, out[key]);
  }
  return out;
}

/** A `Location` header must point at something a client can GET; drop it where no GET operation exists. */
function dropLocationsWithoutGet(doc) {
  const base = doc.servers[0].url;
  const gettable = Object.keys(doc.paths)
    .filter((p) => doc.paths[p].get)
    .map((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`));
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      const headers = op.responses[201] && op.responses[201].headers;
      if (!headers || !headers.Location) continue;
      const target = headers.Location.schema.example.slice(base.length);
      if (!gettable.some((re) => re.test(target))) delete op.responses[201].headers;
    }
  }
}

function collectRefs(node, out = []) {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, out));
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') out.push(node.$ref);
    for (const v of Object.values(node)) collectRefs(v, out);
  }
  return out;
}

function checkRefs(doc) {
  for (const r of collectRefs(doc)) {
    if (resolve(doc, r) === undefined) throw new Error(`Unresolved $ref ${r}`);
  }
  const used = new Set();
  const queue = collectRefs(doc.paths);
  while (queue.length) {
    const r = queue.pop();
    if (used.has(r)) continue;
    used.add(r);
    queue.push(...collectRefs(resolve(doc, r)));
  }
  for (const name of Object.keys(doc.components.schemas)) {
    if (!used.has(`#/components/schemas/${name}`)) throw new Error(`Unused schema ${name}`);
  }
}

module.exports = {
  uuid,
  ref,
  refWith,
  nullableRef,
  s,
  object,
  pageOf,
  errorSchemas,
  errorResponse,
  commonResponses,
  securitySchemes,
  BEARER,
  FUNCTION_KEY,
  json,
  ok,
  okExample,
  noContent,
  ERROR_CODES,
  download,
  jsonBody,
  multipartBody,
  PathBuilder,
  finalize,
};
