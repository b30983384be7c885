/**
 * The rules the two OpenAPI documents of static/ must keep (docs/domain-model.md, GitHub issues 3 and
 * 19). Each rule returns the problems it finds, each naming its place (`GET /assets (listAssets)`, a
 * JSON pointer, a schema name): an empty list means the document keeps the rule.
 *
 * build-openapi.ts --check runs them all on the documents it generates (runDocumentRules);
 * __tests__/unit/spec-documents.test.ts runs each on the shipped documents and on copies broken on
 * purpose, so that a rule that could never fail is noticed.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { checkDocumentExamples } from '../../src/node/checks/apiDocumentExamples';
import type { OpenApiV3Document } from '../../src/openapi/document';
import { isReference, resolvePointer, resolveRefPointer } from '../../src/openapi/json';

// The rules read documents as free-form JSON, because checking their shape is what they are for: a
// typed view would assume the very structure a broken document lacks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export const AC_OPERATION_IDS = [
  'authenticate',
  'authorize',
  'changeTenant',
  'createTenant',
  'getTenant',
  'updateTenant',
  'deleteTenant',
  'createUser',
  'getUser',
  'updateUser',
  'deleteUser',
  'createGroup',
  'getGroup',
  'updateGroup',
  'deleteGroup',
  'getPermissions',
  'updatePermissions',
  'getActions',
  'getBuildNumber',
  'getUserDefaultTenant',
  'getUsersOrGroupsNamesById',
];
export const PORTAL_REQUIRED_IDS = [
  'recreateQrForAsset',
  'testConnections',
  'testNotification',
  'convertText',
  'getAutoCompleteValues',
  'getUsersSelectorValues',
];
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const BINARY_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/pdf',
  'image/png',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** An operation of a document, with where it is (`GET /assets`) for the problems it is named in. */
export interface DocumentOperation<Op = Record<string, unknown>> {
  readonly method: string;
  readonly path: string;
  readonly op: Op;
  readonly where: string;
}

/** The operations of a document in path order; the rules read them as loose JSON (`Json`). */
export function operations<Op = Record<string, unknown>>(document: unknown): DocumentOperation<Op>[] {
  const doc: Json = document;
  const out: DocumentOperation<Op>[] = [];
  for (const [p, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) out.push({ method, path: p, op: item[method], where: `${method.toUpperCase()} ${p}` });
    }
  }
  return out;
}

/** The object a node stands for: itself, or where its chain of `$ref`s ends (undefined when broken). */
const deref = (doc: Json, node: Json): Json => (isReference(node) ? resolveRefPointer(doc, node.$ref)?.value : node);

export function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, out));
  else if (node && typeof node === 'object') {
    if (typeof (node as Json).$ref === 'string') out.push((node as Json).$ref);
    Object.values(node).forEach((v) => collectRefs(v, out));
  }
  return out;
}

/** Every `$ref` reachable from the paths, transitively. */
function reachableRefs(doc: Json): Set<string> {
  const seen = new Set<string>();
  const queue = collectRefs(doc.paths);
  while (queue.length) {
    const ref = queue.pop() as string;
    if (seen.has(ref)) continue;
    seen.add(ref);
    queue.push(...collectRefs(resolvePointer(doc, ref)));
  }
  return seen;
}

const isSuccess = (status: string): boolean => /^2\d\d$/.test(status);
const isBinarySchema = (schema: Json): boolean => schema?.type === 'string' && schema?.format === 'binary';

/** True when a schema, or any schema it reaches, carries an example. */
function schemaHasExample(doc: Json, schema: Json, seen = new Set<Json>()): boolean {
  const s = deref(doc, schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return false;
  seen.add(s);
  if ('example' in s) return true;
  const children = [...Object.values<Json>(s.properties ?? {}), s.items, ...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].filter(Boolean);
  return children.some((c) => schemaHasExample(doc, c, seen));
}

export function checkInfo(document: unknown, serverUrl: string): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  if (doc.openapi !== '3.0.1') problems.push(`openapi is ${doc.openapi}, expected 3.0.1`);
  if (doc.info?.title !== 'OpenAPI Document on Azure Functions') problems.push(`info.title is '${doc.info?.title}'`);
  if (!/^\d+\.\d+$/.test(doc.info?.version ?? ''))
    problems.push(`info.version is '${doc.info?.version}', expected a release number such as '1.1' (the changelog compares versions)`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(doc.info?.['x-release-date'] ?? ''))
    problems.push(`info.x-release-date is '${doc.info?.['x-release-date']}', expected the release's date (YYYY-MM-DD)`);
  const description: string = doc.info?.description ?? '';
  for (const section of ['## Authentication', '## Pagination', '## Errors']) {
    if (!description.includes(section)) problems.push(`info.description lacks a '${section}' section`);
  }
  if (description.split(/\n\s*\n/).length < 3) problems.push('info.description should have several paragraphs');
  const urls: string[] = (doc.servers ?? []).map((s: Json) => s.url);
  if (!urls.includes(serverUrl)) problems.push(`servers lack ${serverUrl}`);
  if (urls.some((u) => !/^https:\/\/[a-z0-9.-]+\.example\.com\//.test(u))) problems.push('servers must use example.com hosts');
  return problems;
}

/** Operations that take either a bearer token or the function key alone, each enough (docs/domain-model.md, 'Authentication'). */
const EITHER_TOKEN_OR_KEY = new Set(['testConnections']);

export function checkSecuritySchemes(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  const schemes = doc.components?.securitySchemes ?? {};
  const bearer = Object.values<Json>(schemes).find((s) => s.type === 'http' && s.scheme === 'bearer' && s.bearerFormat === 'JWT');
  const key = Object.values<Json>(schemes).find((s) => s.type === 'apiKey' && s.in === 'header' && s.name === 'x-functions-key');
  if (!bearer) problems.push('no bearer JWT security scheme');
  if (!key) problems.push('no x-functions-key api key security scheme');
  const bearerName = Object.keys(schemes).find((k) => schemes[k] === bearer);
  const keyName = Object.keys(schemes).find((k) => schemes[k] === key);
  for (const { op, where } of operations<Json>(doc)) {
    const security: Json[] = op.security ?? doc.security ?? [];
    const names = security.flatMap((req: Json) => Object.keys(req));
    names.filter((n) => !(n in schemes)).forEach((n) => problems.push(`${where}: unknown security scheme ${n}`));
    const keyOnly = op.operationId === 'authenticate' || op.operationId === 'getBuildNumber';
    const expected = EITHER_TOKEN_OR_KEY.has(op.operationId) ? [bearerName, keyName] : [keyOnly ? keyName : bearerName];
    // Each name is one alternative: a requirement naming two schemes would need both.
    const alternatives = security.map((req: Json) => Object.keys(req).join(' + '));
    if (alternatives.join() !== expected.join()) {
      problems.push(`${where} (${op.operationId}): security is [${alternatives.join(', ')}], expected [${expected.join(', ')}]`);
    }
  }
  return problems;
}

export function checkOperations(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  const declared = new Map<string, Json>((doc.tags ?? []).map((t: Json) => [t.name, t]));
  const seen = new Set<string>();
  for (const { op, where } of operations<Json>(doc)) {
    const id: unknown = op.operationId;
    if (typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(id)) problems.push(`${where}: operationId '${String(id)}' is missing or not camelCase`);
    else if (seen.has(id)) problems.push(`${where}: duplicate operationId ${id}`);
    else seen.add(id);
    if (typeof op.summary !== 'string' || op.summary.trim() === '') problems.push(`${where}: no summary`);
    if (typeof op.description !== 'string' || op.description.trim().length < 20) problems.push(`${where}: no real description`);
    if (!Array.isArray(op.tags) || op.tags.length !== 1) problems.push(`${where}: must have exactly one tag`);
    else if (!declared.has(op.tags[0])) problems.push(`${where}: tag '${op.tags[0]}' is not declared in the top-level tags`);
    const statuses = Object.keys(op.responses ?? {});
    if (!statuses.some(isSuccess)) problems.push(`${where}: no success response`);
    if (!statuses.some((s) => /^4\d\d$/.test(s))) problems.push(`${where}: no 4xx response`);
  }
  return problems;
}

export function checkTags(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  const used = new Set(operations<Json>(doc).flatMap(({ op }) => op.tags ?? []));
  const names = (doc.tags ?? []).map((t: Json) => t.name);
  if (new Set(names).size !== names.length) problems.push('duplicate top-level tag');
  for (const tag of doc.tags ?? []) {
    if (typeof tag.description !== 'string' || tag.description.trim() === '') problems.push(`tag '${tag.name}' has no description`);
    if (!used.has(tag.name)) problems.push(`tag '${tag.name}' is not used by any operation`);
  }
  return problems;
}

export function checkOperationExamples(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  for (const { op, where } of operations<Json>(doc)) {
    const params = (op.parameters ?? []).map((p: Json) => deref(doc, p));
    const inParams = params.some((p: Json) => 'example' in p || p.examples || schemaHasExample(doc, p.schema));
    const media = (content: Json): Json[] => Object.values(content ?? {});
    const hasMediaExample = (m: Json): boolean => 'example' in m || Boolean(m.examples) || schemaHasExample(doc, m.schema);
    const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
    const inBody = media(body?.content).some(hasMediaExample);
    const inResponse = Object.entries<Json>(op.responses ?? {})
      .filter(([status]) => isSuccess(status))
      .some(([, r]) => media(deref(doc, r).content).some(hasMediaExample));
    if (!inParams && !inBody && !inResponse) problems.push(`${where} (${op.operationId}): no example anywhere`);
  }
  return problems;
}

export function checkRefsResolve(document: unknown): string[] {
  const doc: Json = document;
  return collectRefs(doc)
    .filter((ref) => resolvePointer(doc, ref) === undefined)
    .map((ref) => `unresolved $ref ${ref}`);
}

export function checkNoUnusedSchemas(document: unknown): string[] {
  const doc: Json = document;
  const reachable = reachableRefs(doc);
  return Object.keys(doc.components?.schemas ?? {})
    .filter((name) => !reachable.has(`#/components/schemas/${name}`))
    .map((name) => `components.schemas.${name} is not used`);
}

const UPLOAD_ID = /^(import|upload|previewAssetImport$|addWorkOrderImage$)/;
const DOWNLOAD_ID = /^(download|export|generateWorkOrderReport$|runReport$|getAssetQr)/;

export function checkUploads(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  for (const { op, where } of operations<Json>(doc)) {
    const content = deref(doc, op.requestBody)?.content ?? {};
    const isUpload = UPLOAD_ID.test(op.operationId);
    if (isUpload && Object.keys(content).join() !== 'multipart/form-data') {
      problems.push(`${where} (${op.operationId}): an upload must take only multipart/form-data`);
    }
    const multipart = content['multipart/form-data'];
    if (!multipart) continue;
    if (!isUpload) problems.push(`${where} (${op.operationId}): multipart body on an operation not named as an upload`);
    const schema = deref(doc, multipart.schema);
    if (!isBinarySchema(schema?.properties?.file)) problems.push(`${where}: multipart body lacks a binary 'file' property`);
    if (!(schema?.required ?? []).includes('file')) problems.push(`${where}: 'file' is not required`);
  }
  return problems;
}

export function checkDownloads(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  const typesSeen = new Set<string>();
  for (const { op, where } of operations<Json>(doc)) {
    const isDownload = DOWNLOAD_ID.test(op.operationId);
    for (const [status, raw] of Object.entries<Json>(op.responses ?? {})) {
      if (!isSuccess(status)) continue;
      const response = deref(doc, raw);
      const entries = Object.entries<Json>(response.content ?? {});
      const binary = entries.filter(([, m]) => isBinarySchema(deref(doc, m.schema)));
      binary.forEach(([type]) => typesSeen.add(type));
      if (isDownload && (entries.length === 0 || binary.length !== entries.length)) {
        problems.push(`${where} (${op.operationId}): a download must answer only binary content`);
      }
      if (binary.length && !isDownload) problems.push(`${where} (${op.operationId}): binary response on an operation not named as a download`);
      const hasDisposition = Object.keys(response.headers ?? {}).some((h) => h.toLowerCase() === 'content-disposition');
      if (binary.length && !hasDisposition) problems.push(`${where} (${op.operationId}): binary response without Content-Disposition`);
    }
  }
  if (operations<Json>(doc).some(({ op }) => DOWNLOAD_ID.test(op.operationId))) {
    BINARY_TYPES.filter((t) => !typesSeen.has(t)).forEach((t) => problems.push(`no download answers ${t}`));
  }
  return problems;
}

export function checkPagination(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  for (const [name, schema] of Object.entries<Json>(doc.components?.schemas ?? {})) {
    if (!name.endsWith('Page')) continue;
    const required = schema.required ?? [];
    for (const field of ['items', 'page', 'pageSize', 'totalCount']) {
      if (!required.includes(field) || !schema.properties?.[field]) problems.push(`${name} lacks required '${field}'`);
    }
    if (schema.properties?.items?.type !== 'array') problems.push(`${name}.items is not an array`);
  }
  for (const { op, where } of operations<Json>(doc)) {
    const success = deref(doc, op.responses?.['200']);
    const ref: string | undefined = success?.content?.['application/json']?.schema?.$ref;
    const paged = Boolean(ref && ref.endsWith('Page'));
    const params = (op.parameters ?? [])
      .map((p: Json) => deref(doc, p))
      .filter((p: Json) => p.in === 'query')
      .map((p: Json) => p.name);
    const body = deref(doc, deref(doc, op.requestBody)?.content?.['application/json']?.schema);
    const pagingInput = (params.includes('page') && params.includes('pageSize')) || (body?.properties?.page && body?.properties?.pageSize);
    if (paged && !pagingInput) problems.push(`${where} (${op.operationId}): paged result without page and pageSize input`);
    if (!paged && pagingInput) problems.push(`${where} (${op.operationId}): page input but no paged result`);
    if (/^search/.test(op.operationId) && !paged) problems.push(`${where} (${op.operationId}): a search must be paged`);
  }
  return problems;
}

export function checkDeprecated(document: unknown): string[] {
  const doc: Json = document;
  const ids = new Set(operations<Json>(doc).map(({ op }) => op.operationId));
  const deprecated = operations<Json>(doc).filter(({ op }) => op.deprecated === true);
  const problems: string[] = [];
  if (deprecated.length === 0) problems.push('no deprecated operation');
  for (const { op, where } of deprecated) {
    const named = [...(op.description ?? '').matchAll(/`([a-z][A-Za-z0-9]*)`/g)].map((m) => m[1]).filter((id) => ids.has(id) && id !== op.operationId);
    if (named.length === 0) problems.push(`${where}: a deprecated operation must name the operation that replaces it`);
  }
  return problems;
}

export function checkSchemaFeatures(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  const schemas: Record<string, Json> = doc.components?.schemas ?? {};
  const polymorphic = Object.entries(schemas).filter(([, s]) => Array.isArray(s.oneOf) && s.discriminator);
  if (polymorphic.length === 0) problems.push('no oneOf with a discriminator');
  for (const [name, s] of polymorphic) {
    const property = s.discriminator.propertyName;
    for (const [value, target] of Object.entries<Json>(s.discriminator.mapping ?? {})) {
      const variant: Json = resolvePointer(doc, target);
      if (!s.oneOf.some((o: Json) => o.$ref === target)) problems.push(`${name}: mapping ${value} is not one of the oneOf variants`);
      if (!variant?.properties?.[property]?.enum?.includes(value) || !variant?.required?.includes(property)) {
        problems.push(`${name}: variant ${target} does not require '${property}' = '${value}'`);
      }
    }
  }
  const reaches = (from: string, target: string, seen = new Set<string>()): boolean =>
    collectRefs(schemas[from]).some((ref) => {
      const name = ref.split('/').pop() as string;
      if (name === target) return true;
      if (seen.has(name) || !ref.startsWith('#/components/schemas/')) return false;
      seen.add(name);
      return reaches(name, target, seen);
    });
  if (!Object.keys(schemas).some((name) => reaches(name, name))) problems.push('no recursive schema');
  const text = JSON.stringify(schemas);
  if (!text.includes('"nullable":true')) problems.push('no nullable field');
  if (!text.includes('"readOnly":true')) problems.push('no readOnly field');
  return problems;
}

/** The JSON examples of a request body or response: its `example`, or each value of its `examples` map. */
function jsonExamples(doc: Json, holder: Json): Json[] {
  const media = deref(doc, holder)?.content?.['application/json'];
  if (!media) return [];
  if ('example' in media) return [media.example];
  return Object.values<Json>(media.examples ?? {}).map((example) => deref(doc, example)?.value);
}

const isRecord = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of JSON values, whatever the key order. */
function sameJson(a: Json, b: Json): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return a === b;
}
const shown = (value: Json): string => (value === undefined ? 'nothing' : JSON.stringify(value));

/** The records an answer holds: the items of a page or an array, else the answer itself. */
function answerRecords(answer: Json): Json[] {
  if (Array.isArray(answer)) return answer.filter(isRecord);
  if (isRecord(answer) && Array.isArray(answer.items) && 'totalCount' in answer) return answer.items.filter(isRecord);
  return isRecord(answer) ? [answer] : [];
}

/**
 * Operations whose answer differs from their request in a field both have, by design; every other
 * PUT, POST and PATCH answers what it was sent.
 */
export const ANSWER_DIFFERS_FROM_REQUEST: Readonly<Record<string, string>> = {
  convertText: '`text` is the converted text, not the text sent',
  updateEntityMetadata: '`fields` lists the standard fields too, not only the custom fields sent',
};

/**
 * What a record's state implies for its other fields, by the state diagrams: a work order that is
 * `New` or `Assigned` has never been `InProgress`; an issue that is `Open` has no work order; an
 * execution that is `Pending` has not started;
 * a scheduled update that is `Cancelled` says when, one that is `Scheduled` was neither applied nor
 * cancelled.
 */
function lifecycleProblems(record: Record<string, Json>): string[] {
  const problems: string[] = [];
  if ('startedAt' in record && ['New', 'Assigned'].includes(record.status) && record.startedAt) {
    problems.push(`status ${record.status} with startedAt ${record.startedAt} (it has never been InProgress)`);
  }
  if ('steps' in record && record.state === 'Pending' && (record.startedAt || record.finishedAt || record.steps?.length)) {
    problems.push(`state Pending with startedAt ${shown(record.startedAt)}, finishedAt ${shown(record.finishedAt)} and ${record.steps?.length ?? 0} steps`);
  }
  if ('reportedAt' in record && 'workOrderId' in record && record.status === 'Open' && record.workOrderId) {
    problems.push(`status Open with workOrderId ${record.workOrderId} (an issue with a work order is InProgress)`);
  }
  if ('cancelledAt' in record && record.state === 'Cancelled' && !record.cancelledAt) problems.push('state Cancelled without cancelledAt');
  if ('cancelledAt' in record && record.state === 'Scheduled' && (record.cancelledAt || record.appliedAt)) {
    problems.push(`state Scheduled with cancelledAt ${shown(record.cancelledAt)} and appliedAt ${shown(record.appliedAt)}`);
  }
  return problems;
}

/** `workOrderId` → `WorkOrder`: the entity type a path's id parameter names. */
const entityOf = (parameter: string): string => parameter.replace(/Id$/, '').replace(/^./, (c) => c.toUpperCase());

/**
 * Each success example agrees with the request that produced it (issue 19):
 * - every PUT, POST and PATCH answers the values it was sent, in each field its request and answer
 *   example share (the `ANSWER_DIFFERS_FROM_REQUEST` operations excepted);
 * - the ids and codes in the path are the ones answered: a field named like the parameter, the
 *   `id` (or `code`) of the record the path ends at or acts on, the `targetId` and `targetType` of a
 *   run started on it;
 * - a status change answers the requested status, a tenant switch the requested tenant, a create the
 *   status it says it creates ("in status `New`", "starts as `Reserved`"), and an operation whose description says what it answers ("with state
 *   `Cancelled`", "answers 202 with the execution in `Pending`") answers that;
 * - every answer and every schema example keeps the state diagrams (`lifecycleProblems`).
 */
export function checkResponsesFollowRequests(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  for (const [name, schema] of Object.entries<Json>(doc.components?.schemas ?? {})) {
    if (isRecord(schema?.example)) lifecycleProblems(schema.example).forEach((problem) => problems.push(`components.schemas.${name} example: ${problem}`));
  }
  for (const { method, path: p, op, where } of operations<Json>(doc)) {
    const request = op.requestBody ? jsonExamples(doc, op.requestBody)[0] : undefined;
    const id = `${where} (${op.operationId})`;
    const successes = Object.entries<Json>(op.responses ?? {}).filter(([code]) => isSuccess(code));
    for (const [status, response] of successes.length > 0 ? successes : [[undefined, undefined]]) {
      const answer = response ? jsonExamples(doc, response)[0] : undefined;
      const records = answerRecords(answer);
      if (['put', 'post', 'patch'].includes(method) && isRecord(request) && isRecord(answer) && !(op.operationId in ANSWER_DIFFERS_FROM_REQUEST)) {
        for (const [field, sent] of Object.entries<Json>(request)) {
          if (field in answer && !sameJson(sent, answer[field]))
            problems.push(`${id}: asks for ${field} ${shown(sent)}, its ${status} example shows ${shown(answer[field])}`);
        }
      }
      const pathParameters = (op.parameters ?? []).map((parameter: Json) => deref(doc, parameter)).filter((parameter: Json) => parameter?.in === 'path');
      const lastName = /\{(\w+)\}(?!.*\{)/.exec(p)?.[1];
      for (const parameter of pathParameters) {
        const value = 'example' in parameter ? parameter.example : parameter.schema?.example;
        if (value === undefined) continue;
        for (const record of records) {
          if (parameter.name in record && !sameJson(record[parameter.name], value)) {
            problems.push(
              `${id}: the path's ${parameter.name} is ${shown(value)}, its ${status} example shows ${parameter.name} ${shown(record[parameter.name])}`,
            );
          }
        }
        if (parameter.name !== lastName || !isRecord(answer) || records[0] !== answer || parameter.name in answer) continue;
        const rest = p.slice(p.indexOf(`{${parameter.name}}`) + parameter.name.length + 2);
        const own = /Id$/.test(parameter.name) ? 'id' : /Code$/.test(parameter.name) ? 'code' : undefined;
        if (rest === '' && own && own in answer && !sameJson(answer[own], value)) {
          problems.push(`${id}: the path's ${parameter.name} is ${shown(value)}, its ${status} example shows ${own} ${shown(answer[own])}`);
        } else if (/^\/[a-z-]+$/.test(rest) && method !== 'get' && own === 'id') {
          if ('targetId' in answer) {
            if (!sameJson(answer.targetId, value))
              problems.push(`${id}: runs on ${parameter.name} ${shown(value)}, its ${status} example shows targetId ${shown(answer.targetId)}`);
            if ('targetType' in answer && answer.targetType !== entityOf(parameter.name)) {
              problems.push(`${id}: runs on a ${entityOf(parameter.name)}, its ${status} example shows targetType ${shown(answer.targetType)}`);
            }
          } else if ('id' in answer && !sameJson(answer.id, value)) {
            problems.push(`${id}: acts on ${parameter.name} ${shown(value)}, its ${status} example shows id ${shown(answer.id)}`);
          }
        }
      }
      if (/^update\w*Status$/.test(op.operationId) || op.operationId === 'scheduleAssetStatusUpdate') {
        const field = request && 'targetStatus' in request ? 'targetStatus' : 'status';
        if (typeof request?.[field] !== 'string') problems.push(`${id}: the request example names no status`);
        else if (answer?.[field] !== request[field]) problems.push(`${id}: asks for ${request[field]}, its ${status} example shows ${answer?.[field]}`);
      }
      if (op.operationId === 'changeTenant' && answer?.tenant?.id !== request?.tenantId) {
        problems.push(`${id}: switches to tenant ${request?.tenantId}, its ${status} example is for tenant ${answer?.tenant?.id}`);
      }
      const description: string = op.description ?? '';
      const createdIn = /[Cc]reates [^.]*? in status `(\w+)`/.exec(description)?.[1];
      if (createdIn && answer?.status !== createdIn) problems.push(`${id}: creates in status ${createdIn}, its ${status} example shows ${answer?.status}`);
      if (createdIn === 'New' && answer?.startedAt) problems.push(`${id}: a new work order has not started, its example has startedAt ${answer.startedAt}`);
      const startsIn = /\bstarts (?:as |in )?`(\w+)`(?!\s+unless)/.exec(description)?.[1];
      if (startsIn && /^create/.test(op.operationId) && answer?.status !== startsIn)
        problems.push(`${id}: the record starts ${startsIn}, its ${status} example shows ${answer?.status}`);
      const stated = (/\bwith (?:state|status) `(\w+)`/.exec(description) ?? /\banswers \d{3} with [^.]*? in `(\w+)`/i.exec(description))?.[1];
      if (stated && isRecord(answer)) {
        const field = 'state' in answer ? 'state' : 'status';
        if (answer[field] !== stated)
          problems.push(`${id}: the description says it answers ${stated}, its ${status} example shows ${field} ${shown(answer[field])}`);
      }
      for (const record of records) lifecycleProblems(record).forEach((problem) => problems.push(`${id}: its ${status} example has ${problem}`));
    }
  }
  return problems;
}

/**
 * `ErrorResponse.code` lists the codes the guide names; each operation's 409 examples show the
 * conflicts its description names ("409 `InUse`"), and a code other than `Conflict` only when the
 * description names it; no 409 example defers to the description instead of showing a case.
 */
export function checkErrorCodes(document: unknown, guide: string): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  const codes: string[] = doc.components?.schemas?.ErrorResponse?.properties?.code?.enum ?? [];
  if (codes.length === 0) problems.push('ErrorResponse.code is not an enum');
  const named = new Set([...guide.matchAll(/`([A-Z][A-Za-z]+)`/g)].map((m) => m[1]));
  for (const code of codes) if (!named.has(code)) problems.push(`ErrorResponse.code ${code} is not named in the guide's error table`);
  for (const [name, response] of Object.entries<Json>(doc.components?.responses ?? {})) {
    if (!name.startsWith('Conflict')) continue;
    const code = response.content?.['application/json']?.example?.code;
    if (name !== 'Conflict' && name !== `Conflict${code}`) problems.push(`components.responses.${name} shows code ${code}`);
  }
  for (const { op, where } of operations<Json>(doc)) {
    if (!op.responses?.['409']) continue;
    const id = `${where} (${op.operationId})`;
    const examples = jsonExamples(doc, op.responses['409']);
    const shownCodes = examples.map((example) => example?.code);
    const said = [...new Set([...(op.description ?? '').matchAll(/409 `([A-Za-z]+)`/g)].map((m) => m[1]))];
    if (examples.length === 0) problems.push(`${id}: its 409 has no example`);
    for (const code of said) {
      if (!shownCodes.includes(code)) problems.push(`${id}: the description says 409 ${code}, the example shows ${shownCodes.join(', ')}`);
    }
    for (const code of new Set(shownCodes)) {
      if (code !== 'Conflict' && !said.includes(code)) problems.push(`${id}: its 409 example shows ${code}, which the description does not name after 409`);
    }
    for (const example of examples) {
      if (/description/i.test(String(example?.message)))
        problems.push(`${id}: a 409 example that refers to the description instead of showing the conflict: ${example?.message}`);
    }
  }
  return problems;
}

/** The top-level fields an operation takes: its body's properties (through `$ref`, `allOf`, `oneOf`) and its parameters. */
function fieldsTaken(doc: Json, op: Json): Set<string> {
  const fields = new Set<string>((op.parameters ?? []).map((parameter: Json) => deref(doc, parameter)?.name));
  const visit = (schema: Json, depth = 0): void => {
    const s = deref(doc, schema);
    if (!s || depth > 5) return;
    Object.keys(s.properties ?? {}).forEach((name) => fields.add(name));
    [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].forEach((part: Json) => visit(part, depth + 1));
  };
  Object.values<Json>(deref(doc, op.requestBody)?.content ?? {}).forEach((media) => visit(media.schema));
  return fields;
}

/**
 * The 400, 401 and 403 examples fit their operation: a 400 names only fields the operation takes,
 * and shows the codes its description names ("400 `TooManyRows`");
 * a 403 names only a permission its description names; the 401 of an operation called with the
 * function key alone does not speak of a token.
 */
export function checkErrorExamples(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  for (const { op, where } of operations<Json>(doc)) {
    const id = `${where} (${op.operationId})`;
    const fields = fieldsTaken(doc, op);
    const badRequests = jsonExamples(doc, op.responses?.['400']);
    for (const [, code] of (op.description ?? '').matchAll(/400 `([A-Za-z]+)`/g)) {
      if (!badRequests.some((example) => example?.code === code)) problems.push(`${id}: the description says 400 ${code}, no 400 example shows it`);
    }
    for (const example of badRequests) {
      for (const detail of example?.details ?? []) {
        const top = String(detail?.field).split(/[.[]/)[0] ?? '';
        if (!fields.has(top)) problems.push(`${id}: its 400 example names the field '${detail?.field}', which the operation does not take`);
      }
    }
    for (const example of jsonExamples(doc, op.responses?.['403'])) {
      for (const [, permission] of String(example?.message).matchAll(/'([A-Z][A-Za-z]+\.[A-Z][A-Za-z]+)'/g)) {
        if (!(op.description ?? '').includes(`\`${permission}\``))
          problems.push(`${id}: its 403 example names the permission ${permission}, which the description does not`);
      }
    }
    const schemes = (op.security ?? doc.security ?? []).flatMap((requirement: Json) => Object.keys(requirement));
    if (schemes.length > 0 && !schemes.includes('bearerAuth')) {
      for (const example of jsonExamples(doc, op.responses?.['401'])) {
        if (/token/i.test(String(example?.message))) problems.push(`${id}: takes no token, its 401 example says '${example?.message}'`);
      }
    }
  }
  return problems;
}

const STATUS_ENUMS: Record<string, string[]> = {
  AssetStatus: ['Draft', 'Active', 'InMaintenance', 'OutOfService', 'Rented', 'Retired'],
  WorkOrderStatus: ['New', 'Assigned', 'InProgress', 'OnHold', 'Completed', 'Closed', 'Cancelled'],
  ScheduledStatusUpdateState: ['Scheduled', 'Applied', 'Cancelled', 'Failed'],
  WorkflowExecutionState: ['Pending', 'Running', 'Succeeded', 'Failed', 'Skipped'],
  IssueStatus: ['Open', 'InProgress', 'Resolved', 'Rejected'],
  RentStatus: ['Reserved', 'Active', 'Overdue', 'Returned', 'Cancelled'],
};

export function checkStatusEnums(document: unknown, domainModel: string): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  for (const [name, values] of Object.entries(STATUS_ENUMS)) {
    const schema = doc.components?.schemas?.[name];
    if (JSON.stringify(schema?.enum) !== JSON.stringify(values))
      problems.push(`${name} is ${JSON.stringify(schema?.enum)}, expected ${JSON.stringify(values)}`);
    const listed = new RegExp(`\\*\\*${name}\\*\\*: ${values.map((v) => `\`${v}\``).join(', ')}\\.`);
    if (!listed.test(domainModel)) problems.push(`docs/domain-model.md does not list ${name} as ${values.join(', ')}`);
  }
  return problems;
}

/** The operation table of the domain-model record must match the document row for row. */
export function checkDomainModelTable(api: string, document: unknown, domainModel: string): string[] {
  const doc: Json = document;
  const rows = new Set(domainModel.split('\n').filter((l) => l.startsWith(`| ${api} |`)));
  const problems: string[] = [];
  for (const { method, path: p, op } of operations<Json>(doc)) {
    const row = `| ${api} | ${op.tags?.[0]} | \`${op.operationId}\` | ${method.toUpperCase()} | \`${p}\` | ${op.summary} |`;
    if (!rows.delete(row)) problems.push(`domain model lacks or misstates: ${row}`);
  }
  rows.forEach((row) => problems.push(`domain model lists an operation the document lacks: ${row}`));
  return problems;
}

/**
 * Paths are lower-case kebab-case segments and `{camelCase}` parameters; the method follows the
 * operationId's verb as docs/domain-model.md ('Writes') says: reads are GET (a read
 * that takes a list of ids in its body may be POST), creates POST answering 201, replacements PUT,
 * deletions DELETE answering 204, commands and uploads POST.
 */
export function checkMethodsAndPaths(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  const segment = /^([a-z0-9]+(-[a-z0-9]+)*|\{[a-z][A-Za-z0-9]*\})$/;
  for (const p of Object.keys(doc.paths ?? {})) {
    if (
      !p.startsWith('/') ||
      p
        .slice(1)
        .split('/')
        .some((s) => !segment.test(s))
    )
      problems.push(`path ${p} is not kebab-case with {camelCase} parameters`);
  }
  const verbs: Array<[RegExp, string[]]> = [
    [/^(list|download)/, ['get']],
    [/^get/, ['get']],
    [/^(create|add|upload|import|preview|execute|schedule|search|export|cancel|resend|recreate|restore|test|convert|record)/, ['post']],
    [/^update/, ['put', 'patch']],
    [/^delete/, ['delete']],
  ];
  for (const { method, op, where } of operations<Json>(doc)) {
    const id: string = op.operationId ?? '';
    const rule = verbs.find(([re]) => re.test(id));
    const bodyRead = method === 'post' && /^get/.test(id) && Boolean(op.requestBody);
    if (rule && !rule[1].includes(method) && !bodyRead) problems.push(`${where} (${id}): expected ${rule[1].join(' or ').toUpperCase()}`);
    const statuses = Object.keys(op.responses ?? {});
    if (/^create/.test(id) && !statuses.includes('201')) problems.push(`${where} (${id}): a create answers 201`);
    if (/^delete/.test(id) && !statuses.includes('204')) problems.push(`${where} (${id}): a delete answers 204`);
  }
  return problems;
}

/** Every parameter has a typed schema, an example and, unless it is a boolean, a format or constraint. */
export function checkParameters(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  const CONSTRAINTS = ['format', 'enum', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'maxItems'];
  for (const { path: p, op, where } of operations<Json>(doc)) {
    for (const raw of [...(doc.paths[p].parameters ?? []), ...(op.parameters ?? [])]) {
      const param = deref(doc, raw);
      const schema = deref(doc, param.schema);
      const name = `${where} (${op.operationId}) parameter '${param.name}'`;
      if (!schema?.type) {
        problems.push(`${name}: no schema type`);
        continue;
      }
      if (!('example' in param) && !param.examples && !('example' in schema)) problems.push(`${name}: no example`);
      const constrained = (s: Json): boolean => CONSTRAINTS.some((k) => k in (s ?? {}));
      if (schema.type !== 'boolean' && !constrained(schema) && !constrained(deref(doc, schema.items))) problems.push(`${name}: no format or constraint`);
    }
  }
  return problems;
}

/**
 * Request and response bodies are shared component schemas (or arrays of them); every 4xx answers
 * the one ErrorResponse schema; the error statuses that apply are there: 401 always, 403 where a
 * bearer token's permissions are checked, 400 when there is a body or a query parameter to validate
 * (an id in the path that is not well formed answers 404, as the NotFound response says), 404 when the path
 * names a resource by id or code (an upsert answering 201 excepted).
 */
const OPEN_TO_EVERY_SIGNED_IN_USER = new Set(['authorize', 'getActions', 'getUsersOrGroupsNamesById']);
export function checkBodiesAndErrors(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  const isShared = (schema: Json): boolean =>
    typeof schema?.$ref === 'string' ? schema.$ref.startsWith('#/components/schemas/') : schema?.type === 'array' && isShared(schema.items);
  for (const { path: p, op, where } of operations<Json>(doc)) {
    const id = `${where} (${op.operationId})`;
    const body = deref(doc, op.requestBody);
    for (const [type, media] of Object.entries<Json>(body?.content ?? {})) {
      if (!isShared(media.schema)) problems.push(`${id}: ${type} request body schema is not in components`);
    }
    for (const [status, raw] of Object.entries<Json>(op.responses ?? {})) {
      const response = deref(doc, raw);
      const json = response?.content?.['application/json'];
      if (/^4\d\d$/.test(status)) {
        if (Object.keys(response?.content ?? {}).join() !== 'application/json' || json?.schema?.$ref !== '#/components/schemas/ErrorResponse') {
          problems.push(`${id}: ${status} does not answer the common ErrorResponse`);
        }
      } else if (json && !isShared(json.schema)) problems.push(`${id}: ${status} JSON schema is not in components`);
    }
    const statuses = Object.keys(op.responses ?? {});
    const security = (op.security ?? doc.security ?? []).flatMap((req: Json) => Object.keys(req));
    if (!statuses.includes('401')) problems.push(`${id}: no 401`);
    if (security.includes('bearerAuth') && !statuses.includes('403') && !OPEN_TO_EVERY_SIGNED_IN_USER.has(op.operationId)) problems.push(`${id}: no 403`);
    if (body && !statuses.includes('400')) problems.push(`${id}: a request body but no 400`);
    const queryParameters = [...(doc.paths[p].parameters ?? []), ...(op.parameters ?? [])]
      .map((param: Json) => deref(doc, param))
      .filter((param: Json) => param?.in === 'query');
    if (queryParameters.length > 0 && !statuses.includes('400')) problems.push(`${id}: query parameters but no 400`);
    if (/\{[a-zA-Z]*(Id|Code)\}/.test(p) && !statuses.includes('404') && !statuses.includes('201'))
      problems.push(`${id}: addresses a resource by id but has no 404`);
  }
  return problems;
}

/** The top-level tags are listed in the order their operations appear: the reading order of the sidebar. */
export function checkTagOrder(document: unknown): string[] {
  const doc: Json = document;
  const firstUse: string[] = [];
  for (const { op } of operations<Json>(doc)) for (const tag of op.tags ?? []) if (!firstUse.includes(tag)) firstUse.push(tag);
  const declared = (doc.tags ?? []).map((t: Json) => t.name);
  return JSON.stringify(declared) === JSON.stringify(firstUse)
    ? []
    : [`tags are [${declared.join(', ')}], operations use them in the order [${firstUse.join(', ')}]`];
}

/**
 * List operations are paged, except collections owned by one parent item (their path names it) and
 * the per-user or fixed collections docs/domain-model.md ('Pagination') names.
 */
const WHOLE_LISTS = new Set(['listDashboardPanels', 'listChatFavourites', 'listQrCodeTemplates', 'listMiniCharts']);
export function checkListsPaged(document: unknown): string[] {
  const doc: Json = document;
  const problems: string[] = [];
  for (const { path: p, op, where } of operations<Json>(doc)) {
    if (!/^list/.test(op.operationId) || p.includes('{') || WHOLE_LISTS.has(op.operationId)) continue;
    const ref: string = deref(doc, op.responses?.['200'])?.content?.['application/json']?.schema?.$ref ?? '';
    if (!ref.endsWith('Page')) problems.push(`${where} (${op.operationId}): a top-level list must be paged`);
  }
  return problems;
}

/**
 * Each group of SPEC §2 'Portal operation pages' (and issue 3), expanded into the operations it names.
 * The domain-model table test keeps the document and the decision record together; this keeps both
 * to what the spec asks for.
 */
const PORTAL_GROUPS: Record<string, string[]> = {
  'assets: create, get, update, delete': ['createAsset', 'getAsset', 'updateAsset', 'deleteAsset'],
  'assets: status, location, QR': ['updateAssetStatus', 'updateAssetLocation', 'getAssetQrCode'],
  'assets: parents, availabilities, changes': ['getAssetParents', 'getAssetAvailabilities', 'getAssetChanges'],
  'assets: import and import preview': ['importAssets', 'previewAssetImport'],
  'assets: scheduled status updates and their cancellation': [
    'listScheduledAssetStatusUpdates',
    'scheduleAssetStatusUpdate',
    'cancelScheduledAssetStatusUpdate',
  ],
  'assets: recreate QR': ['recreateQrForAsset'],
  'asset categories and their issue types': ['createAssetCategory', 'getAssetCategory', 'getAssetCategoryIssueTypes', 'updateAssetCategoryIssueTypes'],
  'asset issue types': ['listAssetIssueTypes', 'createAssetIssueType', 'getAssetIssueType', 'updateAssetIssueType', 'deleteAssetIssueType'],
  'category-to-issue-type mapping import': ['importCategoryIssueTypeMappings'],
  'work orders: create, get, get by code, update, status, location': [
    'createWorkOrder',
    'getWorkOrder',
    'getWorkOrderByCode',
    'updateWorkOrder',
    'updateWorkOrderStatus',
    'updateWorkOrderLocation',
  ],
  'work orders: search, export, report generation, resend': ['searchWorkOrders', 'exportWorkOrders', 'generateWorkOrderReport', 'resendWorkOrder'],
  'work orders: images, comments, comment fee': [
    'listWorkOrderImages',
    'addWorkOrderImage',
    'listWorkOrderComments',
    'addWorkOrderComment',
    'updateWorkOrderCommentFee',
  ],
  'work orders: assignments including by code': [
    'listWorkOrderAssignments',
    'createWorkOrderAssignment',
    'getWorkOrderAssignmentsByCode',
    'createWorkOrderAssignmentByCode',
  ],
  'timesheet entries': ['listTimesheetEntries', 'createTimesheetEntry', 'getTimesheetEntry', 'updateTimesheetEntry', 'deleteTimesheetEntry'],
  'contractors, renters, rents, rent locations, orders, reports': [
    'listContractors',
    'getContractor',
    'listRenters',
    'getRenter',
    'listRents',
    'getRent',
    'listRentLocations',
    'getRentLocation',
    'listOrders',
    'getOrder',
    'listReports',
    'runReport',
  ],
  'zones including import': ['listZones', 'createZone', 'getZone', 'updateZone', 'deleteZone', 'importZones'],
  'workflows: create, update, delete': ['createWorkflow', 'updateWorkflow', 'deleteWorkflow'],
  'workflows: execute on issue, on work order, date-field-based; executions': [
    'executeWorkflowOnIssue',
    'executeWorkflowOnWorkOrder',
    'executeDateFieldWorkflow',
    'listWorkflowExecutions',
  ],
  'reference values': ['listReferenceValues', 'createReferenceValue'],
  'metadata per entity type': ['getEntityMetadata'],
  'labels and label sets': ['listLabels', 'createLabel', 'listLabelSets', 'createLabelSet'],
  'QR code templates: store, set active, restore, delete': ['storeQrCodeTemplate', 'setActiveQrCodeTemplate', 'restoreQrCodeTemplate', 'deleteQrCodeTemplate'],
  'dashboard panels and mini charts': ['listDashboardPanels', 'createDashboardPanel', 'listMiniCharts', 'getMiniChartData'],
  'chat queries and favourites': ['askChatQuery', 'listChatQueries', 'listChatFavourites', 'addChatFavourite'],
  'file and image upload and download': ['uploadFile', 'downloadFile', 'uploadImage', 'downloadImage'],
  'activity log, active track devices, config, build number': ['listActivityLog', 'listActiveTrackDevices', 'getConfig', 'getBuildNumber'],
  'test connections, test notification, convert text, auto-complete values, users selector values': PORTAL_REQUIRED_IDS,
};
export function checkPortalGroups(document: unknown): string[] {
  const doc: Json = document;
  const ids = new Set(operations<Json>(doc).map(({ op }) => op.operationId));
  return Object.entries(PORTAL_GROUPS).flatMap(([group, wanted]) => wanted.filter((id) => !ids.has(id)).map((id) => `${group}: no ${id}`));
}

export const operationIds = (document: unknown): string[] => operations<Json>(document).map(({ op }) => op.operationId);

/** The two documents, where they are written and the server each must name. */
export const DOCUMENTS = [
  { name: 'Portal', file: 'static/Portal-v1.json', serverUrl: 'https://fms-portal.example.com/api' },
  { name: 'AC', file: 'static/AC-v1.json', serverUrl: 'https://fms-ac.example.com/api' },
] as const;
export type DocumentName = (typeof DOCUMENTS)[number]['name'];

/** The texts some rules hold a document to: docs/domain-model.md and the guide's error table (content/docs/intro/index.mdx). */
export interface RuleTexts {
  readonly domainModel: string;
  readonly errorGuide: string;
}

/**
 * Every rule on one document, as spec-documents.test.ts applies them: swagger-parser's validation,
 * the rules of both documents, then those of its own. Each problem reads
 * `<name>-v1.json [<rule>] <problem>`; an empty list means the document keeps every rule.
 */
export async function documentProblems(name: DocumentName, document: unknown, texts: RuleTexts): Promise<string[]> {
  const { serverUrl } = DOCUMENTS.find((d) => d.name === name) as (typeof DOCUMENTS)[number];
  // A rule that reads the document alone is named by its function.
  const on = (...checks: Array<(document: unknown) => string[]>): Array<[string, () => string[]]> => checks.map((check) => [check.name, () => check(document)]);
  const rules: Array<[string, () => string[]]> = [
    ['checkInfo', () => checkInfo(document, serverUrl)],
    ...on(checkSecuritySchemes, checkOperations, checkTags, checkOperationExamples, checkRefsResolve, checkNoUnusedSchemas),
    ['checkDocumentExamples', () => checkDocumentExamples(document as OpenApiV3Document).map(({ pointer, message }) => `${pointer}: ${message}`)],
    ...on(checkResponsesFollowRequests),
    ['checkErrorCodes', () => checkErrorCodes(document, texts.errorGuide)],
    ...on(
      checkErrorExamples,
      checkUploads,
      checkDownloads,
      checkPagination,
      checkMethodsAndPaths,
      checkParameters,
      checkBodiesAndErrors,
      checkTagOrder,
      checkListsPaged,
    ),
    ['checkDomainModelTable', () => checkDomainModelTable(name, document, texts.domainModel)],
  ];
  if (name === 'AC') {
    rules.push([
      'AC operations',
      () => {
        const ids = operationIds(document);
        return [
          ...AC_OPERATION_IDS.filter((id) => !ids.includes(id)).map((id) => `no ${id}`),
          ...ids.filter((id) => !AC_OPERATION_IDS.includes(id)).map((id) => `${id} is not an access-control operation`),
        ];
      },
    ]);
  } else {
    rules.push(...on(checkPortalGroups, checkDeprecated, checkSchemaFeatures), ['checkStatusEnums', () => checkStatusEnums(document, texts.domainModel)]);
  }
  const problems: string[] = [];
  try {
    // validate() dereferences the document it is given, so it gets a copy.
    await SwaggerParser.validate(structuredClone(document) as Parameters<typeof SwaggerParser.validate>[0]);
  } catch (error) {
    problems.push(`[swagger-parser] ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const [rule, run] of rules) {
    try {
      problems.push(...run().map((problem) => `[${rule}] ${problem}`));
    } catch (error) {
      // A document broken enough to crash a rule is reported, not hidden behind the first stack trace.
      problems.push(`[${rule}] could not run: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems.map((problem) => `${name}-v1.json ${problem}`);
}
