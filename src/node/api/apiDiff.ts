/**
 * The changes between two versions of one API, each classified as breaking or not for a client
 * (docs/decisions/0021-api-changelog-and-breaking-changes.md has the rules).
 *
 * The structural diff is api-smart-diff's (it follows `$ref`s, cycles included, merges `allOf`,
 * matches parameters by name and location, media types and statuses by key). This module is its
 * only user: it turns the library's raw diffs (a JSON path in the merged document) into changes
 * this site can say in a sentence — grouped by operation (method + path, so a renamed operationId
 * is a change of that operation, not a removal and an addition), placed (parameter, request or
 * response body, property path) and classified by our own rules (`breakingRules.ts`), which differ
 * from the library's where the decision record says so (a removed response field is breaking, for
 * one). Security requirements and servers are compared here directly. Components are not reported
 * on their own: every change of a schema an operation uses is reported on that operation.
 */
import { apiCompare } from 'api-smart-diff';
import { isBreaking, type BreakingDetails } from './breakingRules';
import type { ChangeKind, ChangeSide } from './changeKinds';

export type { ChangeKind, ChangeSide } from './changeKinds';

/** Where in an operation a change is. */
export interface ChangeLocation {
  readonly side?: ChangeSide;
  /** A parameter's location ('query', 'path', 'header', 'cookie') and name. */
  readonly parameterIn?: string;
  readonly parameterName?: string;
  /** A response's status ('200', '4XX', 'default'). */
  readonly status?: string;
  readonly mediaType?: string;
  /** Property names from the body's or parameter's schema root; '[]' for an array's items, 'option-n' for a oneOf/anyOf option. */
  readonly property?: readonly string[];
}

export interface OperationKey {
  /** Upper case: 'GET'. */
  readonly method: string;
  /** The path template, or a webhook's name. */
  readonly path: string;
  readonly webhook?: boolean;
}

export interface ApiChange {
  readonly kind: ChangeKind;
  readonly breaking: boolean;
  /** Absent for a change of the whole document (servers). */
  readonly operation?: OperationKey;
  readonly location: ChangeLocation;
  /** JSON pointer of the change: in the newer document, or in the older one for something removed. */
  readonly pointer: string;
  /** The value before and after, where the kind has one (an enum value, a type, a constraint's bound, an operationId). */
  readonly before?: unknown;
  readonly after?: unknown;
  /** The constraint's keyword, for the constraint kinds ('maxLength'). */
  readonly keyword?: string;
}

type Json = Record<string, unknown>;
type JsonPath = readonly (string | number)[];

const FIXED_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];
const MAX_KEYWORDS = new Set(['maxLength', 'maximum', 'maxItems', 'maxProperties', 'exclusiveMaximum', 'maxContains']);
const MIN_KEYWORDS = new Set(['minLength', 'minimum', 'minItems', 'minProperties', 'exclusiveMinimum', 'minContains']);
/** Keywords whose any change narrows some values and widens others: breaking in either direction. */
const OTHER_CONSTRAINTS = new Set(['pattern', 'format', 'multipleOf', 'const', 'uniqueItems']);

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function escapePointer(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function toPointer(path: JsonPath): string {
  return `#${path.map((segment) => `/${escapePointer(segment)}`).join('')}`;
}

/** A local `$ref` ('#/components/…') followed, to a bounded depth (a cycle of bare references ends there). */
function deref(root: unknown, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#'); hops += 1) {
    const pointer = current.$ref.slice(1);
    const segments =
      pointer === ''
        ? []
        : pointer
            .slice(1)
            .split('/')
            .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = segments.reduce<unknown>(
      (value, segment) => (Array.isArray(value) ? value[Number(segment)] : isObject(value) ? value[segment] : undefined),
      root,
    );
  }
  return current;
}

/** The value at a path of the library's (which runs through `$ref`s as if they were inlined). */
function at(root: unknown, path: JsonPath): unknown {
  let node = deref(root, root);
  for (const segment of path) {
    if (Array.isArray(node) && typeof segment === 'number') node = deref(root, node[segment]);
    else if (isObject(node)) node = deref(root, node[String(segment)]);
    else return undefined;
  }
  return node;
}

/** The operations of a path item: the fixed methods, then 3.2's additionalOperations. */
function operationsOf(item: unknown): { readonly method: string; readonly path: JsonPath; readonly operation: Json }[] {
  if (!isObject(item)) return [];
  const fixed = FIXED_METHODS.filter((method) => isObject(item[method])).map((method) => ({
    method: method.toUpperCase(),
    path: [method],
    operation: item[method] as Json,
  }));
  const additional = isObject(item.additionalOperations) ? item.additionalOperations : {};
  const extra = Object.entries(additional)
    .filter(([, operation]) => isObject(operation))
    .map(([method, operation]) => ({ method: method.toUpperCase(), path: ['additionalOperations', method], operation: operation as Json }));
  return [...fixed, ...extra];
}

/** The type of a schema as a set of JSON types: `nullable` adds 'null', 'integer' is within 'number'. */
function typeSet(schema: unknown): Set<string> | undefined {
  if (!isObject(schema)) return undefined;
  const type = schema.type;
  const types = Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : undefined;
  if (!types) return undefined;
  const set = new Set(types);
  if (schema.nullable === true) set.add('null');
  return set;
}

function subsetOf(a: Set<string>, b: Set<string>): boolean {
  return [...a].every((type) => b.has(type) || (type === 'integer' && b.has('number')));
}

/** How a change of a constraint keyword moves the set of valid values. */
function constraintDirection(keyword: string, before: unknown, after: unknown): 'narrowed' | 'widened' | 'changed' {
  if (keyword === 'uniqueItems') return after === true ? 'narrowed' : 'widened';
  if (MAX_KEYWORDS.has(keyword) || MIN_KEYWORDS.has(keyword)) {
    if (before === undefined) return 'narrowed';
    if (after === undefined) return 'widened';
    if (typeof before !== 'number' || typeof after !== 'number') return 'changed';
    if (before === after) return 'changed';
    const smaller = after < before;
    return MAX_KEYWORDS.has(keyword) === smaller ? 'narrowed' : 'widened';
  }
  if (before === undefined) return 'narrowed';
  if (after === undefined) return 'widened';
  return 'changed';
}

interface Context {
  readonly before: Json;
  readonly after: Json;
  readonly merged: Json;
}

interface Placed {
  readonly operation?: OperationKey;
  readonly location: ChangeLocation;
  /** The rest of the path inside the schema (after the property names), or inside the operation. */
  readonly rest: JsonPath;
  /** Where the operation part ends, for the operation-level kinds. */
  readonly scope: 'operation' | 'parameter' | 'request-body' | 'response' | 'media-type' | 'schema' | 'other';
}

/** Walks a schema path: property names, '[]' (an array's items), 'additionalProperties', 'option-n'; stops at the first keyword. */
function walkSchema(path: JsonPath): { property: string[]; rest: JsonPath } {
  const property: string[] = [];
  let index = 0;
  while (index < path.length) {
    const segment = path[index];
    const next = path[index + 1];
    if (segment === 'properties' && next !== undefined) {
      property.push(String(next));
      index += 2;
    } else if (segment === 'items') {
      property.push('[]');
      index += 1;
    } else if (segment === 'additionalProperties') {
      property.push(segment);
      index += 1;
    } else if ((segment === 'oneOf' || segment === 'anyOf') && typeof next === 'number') {
      property.push(`option-${next + 1}`);
      index += 2;
    } else if (segment === 'allOf' && typeof next === 'number') {
      index += 2;
    } else break;
  }
  return { property, rest: path.slice(index) };
}

/** Places a path inside an operation (`opPath` is the operation object's path in the merged document). */
function placeInOperation(context: Context, operation: OperationKey, opPath: JsonPath, inner: JsonPath, value: unknown): Placed {
  const [first, second, third, fourth] = inner;
  if (first === 'parameters' && typeof second === 'number') {
    const merged = at(context.merged, [...opPath, 'parameters', second]);
    const parameter = isObject(merged) && typeof merged.name === 'string' ? merged : value;
    const location: ChangeLocation = {
      side: 'request',
      parameterIn: isObject(parameter) ? String(parameter.in) : undefined,
      parameterName: isObject(parameter) ? String(parameter.name) : undefined,
    };
    if (third === 'schema') {
      const { property, rest } = walkSchema(inner.slice(3));
      return { operation, location: { ...location, property }, rest, scope: 'schema' };
    }
    return { operation, location, rest: inner.slice(2), scope: 'parameter' };
  }
  if (first === 'requestBody') {
    if (second === 'content' && typeof third === 'string') {
      if (fourth === 'schema') {
        const { property, rest } = walkSchema(inner.slice(4));
        return { operation, location: { side: 'request', mediaType: third, property }, rest, scope: 'schema' };
      }
      return { operation, location: { side: 'request', mediaType: third }, rest: inner.slice(3), scope: 'media-type' };
    }
    return { operation, location: { side: 'request' }, rest: inner.slice(1), scope: 'request-body' };
  }
  if (first === 'responses' && second !== undefined) {
    const status = String(second);
    if (third === 'content' && typeof fourth === 'string') {
      if (inner[4] === 'schema') {
        const { property, rest } = walkSchema(inner.slice(5));
        return { operation, location: { side: 'response', status, mediaType: fourth, property }, rest, scope: 'schema' };
      }
      return { operation, location: { side: 'response', status, mediaType: fourth }, rest: inner.slice(4), scope: 'media-type' };
    }
    return { operation, location: { side: 'response', status }, rest: inner.slice(2), scope: 'response' };
  }
  return { operation, location: {}, rest: inner, scope: 'operation' };
}

interface RawDiff {
  readonly action: string;
  readonly type: string;
  readonly path: JsonPath;
  readonly before?: unknown;
  readonly after?: unknown;
}

/**
 * The operations a raw path concerns, each with the rest of the path inside it. A path item's own
 * parameters concern each of its operations; a whole path item added or removed, each operation in it.
 */
function operationsFor(context: Context, path: JsonPath): { operation: OperationKey; opPath: JsonPath; inner: JsonPath; whole?: boolean }[] {
  const [root, name] = path;
  if ((root !== 'paths' && root !== 'webhooks') || typeof name !== 'string') return [];
  const webhook = root === 'webhooks';
  const key = (method: string): OperationKey => ({ method, path: name, ...(webhook ? { webhook: true } : {}) });
  const itemPath: JsonPath = [root, name];
  const item = at(context.merged, itemPath);
  if (path.length === 2)
    return operationsOf(item).map((entry) => ({ operation: key(entry.method), opPath: [...itemPath, ...entry.path], inner: [], whole: true }));
  const third = path[2];
  if (third === 'parameters') {
    return operationsOf(item).map((entry) => ({ operation: key(entry.method), opPath: itemPath, inner: path.slice(2) }));
  }
  if (third === 'additionalOperations' && typeof path[3] === 'string') {
    const opPath = [...itemPath, 'additionalOperations', path[3]];
    return [{ operation: key(path[3].toUpperCase()), opPath, inner: path.slice(4), whole: path.length === 4 }];
  }
  if (typeof third === 'string' && FIXED_METHODS.includes(third)) {
    return [{ operation: key(third.toUpperCase()), opPath: [...itemPath, third], inner: path.slice(3), whole: path.length === 3 }];
  }
  return [];
}

function change(placed: Placed, kind: ChangeKind, pointerPath: JsonPath, extra: Partial<ApiChange> = {}, details: BreakingDetails = {}): ApiChange {
  return {
    kind,
    breaking: isBreaking(kind, placed.location.side, { status: placed.location.status, ...details }),
    ...(placed.operation ? { operation: placed.operation } : {}),
    location: placed.location,
    pointer: toPointer(pointerPath),
    ...extra,
  };
}

/** A whole `parameters` list added or removed is each of its parameters added or removed. */
function expandLists(diff: RawDiff): RawDiff[] {
  const last = diff.path[diff.path.length - 1];
  const value = diff.action === 'add' ? diff.after : diff.action === 'remove' ? diff.before : undefined;
  if (last !== 'parameters' || !Array.isArray(value)) return [diff];
  return value.map((item, index) => ({ ...diff, path: [...diff.path, index], ...(diff.action === 'add' ? { after: item } : { before: item }) }));
}

const templateShape = (template: string): string => template.replace(/\{[^}]*\}/g, '{}');

const keysOfDocument = new WeakMap<Json, Set<string>>();

/** Every operation of a document as 'METHOD path' (webhooks as 'METHOD webhook:name'), computed once per document. */
function operationKeys(document: Json): Set<string> {
  const known = keysOfDocument.get(document);
  if (known) return known;
  const keys = new Set<string>();
  keysOfDocument.set(document, keys);
  for (const root of ['paths', 'webhooks'] as const) {
    const items = isObject(document[root]) ? document[root] : {};
    for (const [name, item] of Object.entries(items))
      for (const entry of operationsOf(item)) keys.add(`${entry.method} ${root === 'webhooks' ? 'webhook:' : ''}${name}`);
  }
  return keys;
}

/**
 * The library matches path templates by shape, so two templates of one shape in a document (GitHub's
 * '/orgs/{org}/attestations/{attestation_id}' and '…/{subject_digest}') can be merged into one path
 * item and an operation of one reported as added under the other. An operation is added only if the
 * newer document has it, under a template of that shape, where the older one did not (and removed
 * the other way round).
 */
function reallyAddedOrRemoved(context: Context, operation: OperationKey, added: boolean): boolean {
  const [side, other] = added ? [context.after, context.before] : [context.before, context.after];
  const sideKeys = operationKeys(side);
  const otherKeys = operationKeys(other);
  const prefix = `${operation.method} ${operation.webhook ? 'webhook:' : ''}`;
  const exact = `${prefix}${operation.path}`;
  if (sideKeys.has(exact)) return !otherKeys.has(exact);
  const shape = templateShape(operation.path);
  return [...sideKeys].some((key) => key.startsWith(prefix) && templateShape(key.slice(prefix.length)) === shape && !otherKeys.has(key));
}

/** The changes one raw diff stands for (none for an annotation such as a description). */
function classify(context: Context, raw: RawDiff): ApiChange[] {
  return expandLists(raw).flatMap((diff) => classifyOne(context, diff));
}

function classifyOne(context: Context, diff: RawDiff): ApiChange[] {
  const out: ApiChange[] = [];
  for (const target of operationsFor(context, diff.path)) {
    const operation = target.operation;
    if (target.whole) {
      const kind = diff.action === 'add' ? 'operation-added' : diff.action === 'remove' ? 'operation-removed' : undefined;
      if (kind && reallyAddedOrRemoved(context, operation, diff.action === 'add'))
        out.push(change({ operation, location: {}, rest: [], scope: 'operation' }, kind, target.opPath));
      continue;
    }
    const placed = placeInOperation(context, operation, target.opPath, target.inner, diff.action === 'remove' ? diff.before : diff.after);
    out.push(...classifyPlaced(context, diff, placed));
  }
  return out;
}

function classifyPlaced(context: Context, diff: RawDiff, placed: Placed): ApiChange[] {
  const { rest, scope } = placed;
  const path = diff.path;
  const add = diff.action === 'add';
  const remove = diff.action === 'remove';
  const replace = diff.action === 'replace';
  const flag = (value: unknown): boolean => value === true;
  const becameTrue = (add && flag(diff.after)) || (replace && flag(diff.after) && !flag(diff.before));
  const becameFalse = (remove && flag(diff.before)) || (replace && !flag(diff.after) && flag(diff.before));

  if (scope === 'operation') {
    const [keyword] = rest;
    if (keyword === 'deprecated' && rest.length === 1) {
      if (becameTrue) return [change(placed, 'operation-deprecated', path)];
      if (becameFalse) return [change(placed, 'operation-undeprecated', path)];
    }
    if (keyword === 'operationId' && rest.length === 1) return [change(placed, 'operation-id-changed', path, { before: diff.before, after: diff.after })];
    return [];
  }
  if (scope === 'parameter') {
    if (rest.length === 0) {
      const value = (add ? diff.after : diff.before) as Json | undefined;
      const required = isObject(value) && value.required === true;
      if (add) return [change(placed, 'parameter-added', path, {}, { required })];
      if (remove) return [change(placed, 'parameter-removed', path)];
      return [];
    }
    if (rest[0] === 'required' && rest.length === 1) {
      if (becameTrue) return [change(placed, 'parameter-required', path)];
      if (becameFalse) return [change(placed, 'parameter-optional', path)];
    }
    if (rest[0] === 'deprecated' && rest.length === 1 && becameTrue) return [change(placed, 'parameter-deprecated', path)];
    return [];
  }
  if (scope === 'request-body') {
    if (rest.length === 0) {
      const value = (add ? diff.after : diff.before) as Json | undefined;
      if (add) return [change(placed, 'request-body-added', path, {}, { required: isObject(value) && value.required === true })];
      if (remove) return [change(placed, 'request-body-removed', path)];
    }
    if (rest[0] === 'required' && rest.length === 1) {
      if (becameTrue) return [change(placed, 'request-body-required', path)];
      if (becameFalse) return [change(placed, 'request-body-optional', path)];
    }
    return [];
  }
  if (scope === 'response') {
    if (rest.length === 0 && add) return [change(placed, 'response-added', path)];
    if (rest.length === 0 && remove) return [change(placed, 'response-removed', path)];
    return [];
  }
  if (scope === 'media-type') {
    if (rest.length === 0 && add) return [change(placed, 'media-type-added', path)];
    if (rest.length === 0 && remove) return [change(placed, 'media-type-removed', path)];
    return [];
  }
  return classifySchema(context, diff, placed);
}

/** The required list of the schema at the diff's property (for 'is a new property required?'). */
function requiredOf(root: unknown, schemaPath: JsonPath): readonly string[] {
  const schema = at(root, schemaPath);
  return isObject(schema) && Array.isArray(schema.required) ? schema.required.map(String) : [];
}

function classifySchema(context: Context, diff: RawDiff, placed: Placed): ApiChange[] {
  const { rest, location } = placed;
  const path = diff.path;
  const property = location.property ?? [];
  const atProperty = (name: string): Placed => ({ ...placed, location: { ...location, property: [...property, name] } });
  const add = diff.action === 'add';
  const remove = diff.action === 'remove';
  const [keyword] = rest;

  // A property added or removed: `properties/<name>` is the end of the walked path.
  if (rest.length === 0 && property.length > 0 && path[path.length - 2] === 'properties') {
    const parentPath = path.slice(0, -2);
    const name = String(path[path.length - 1]);
    if (add) return [change(placed, 'property-added', path, {}, { required: requiredOf(context.after, parentPath).includes(name) })];
    if (remove) return [change(placed, 'property-removed', path)];
    return [];
  }
  if (keyword === 'required') {
    const names = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)]);
    const parentPath = path.slice(0, path.length - rest.length);
    const beforeProps = at(context.before, [...parentPath, 'properties']);
    const newlyAdded = (name: string): boolean => !(isObject(beforeProps) && name in beforeProps);
    const out: ApiChange[] = [];
    const wasRequired = new Set(requiredOf(context.before, parentPath));
    const isRequired = new Set(requiredOf(context.after, parentPath));
    if (diff.action !== 'remove') {
      // A property added as required is said once, by property-added.
      for (const name of names(diff.after)) if (!wasRequired.has(name) && !newlyAdded(name)) out.push(change(atProperty(name), 'property-required', path));
    }
    if (diff.action !== 'add') {
      for (const name of names(diff.before))
        if (!isRequired.has(name) && isObject(at(context.after, [...parentPath, 'properties', name])))
          out.push(change(atProperty(name), 'property-optional', path));
    }
    return out;
  }
  if (keyword === 'enum') {
    const values = (value: unknown): unknown[] => (rest.length === 1 && Array.isArray(value) ? value : value === undefined ? [] : [value]);
    if (rest.length === 1 && (add || remove)) {
      // A whole enum added narrows the values; removed widens them.
      return [change(placed, add ? 'constraint-narrowed' : 'constraint-widened', path, { keyword: 'enum', before: diff.before, after: diff.after })];
    }
    return [
      ...values(diff.before).map((value) => change(placed, 'enum-value-removed', path, { before: value })),
      ...values(diff.after).map((value) => change(placed, 'enum-value-added', path, { after: value })),
    ];
  }
  if ((keyword === 'type' || keyword === 'nullable') && rest.length >= 1) {
    const schemaPath = path.slice(0, path.length - rest.length);
    const before = typeSet(at(context.before, schemaPath));
    const after = typeSet(at(context.after, schemaPath));
    if (!before || !after) return [];
    const widened = subsetOf(before, after);
    const narrowed = subsetOf(after, before);
    if (widened && narrowed) return [];
    const kind: ChangeKind = widened ? 'constraint-widened' : narrowed ? 'constraint-narrowed' : 'type-changed';
    const extra = { keyword: 'type', before: [...before].join(' or '), after: [...after].join(' or ') };
    return [change(placed, kind, path, extra)];
  }
  if (keyword === 'deprecated' && rest.length === 1) {
    const became = (diff.action === 'add' || diff.action === 'replace') && diff.after === true;
    return became ? [change(placed, 'property-deprecated', path)] : [];
  }
  if (typeof keyword === 'string' && rest.length === 1 && (MAX_KEYWORDS.has(keyword) || MIN_KEYWORDS.has(keyword) || OTHER_CONSTRAINTS.has(keyword))) {
    const direction = constraintDirection(keyword, diff.before, diff.after);
    return [change(placed, `constraint-${direction}`, path, { keyword, before: diff.before, after: diff.after })];
  }
  return [];
}

/** A parameter removed from one location and added in another with the same name is one change: moved. */
function mergeMoves(changes: ApiChange[]): ApiChange[] {
  const out: ApiChange[] = [];
  const used = new Set<ApiChange>();
  for (const removed of changes) {
    if (removed.kind !== 'parameter-removed' || used.has(removed)) continue;
    const added = changes.find(
      (candidate) =>
        candidate.kind === 'parameter-added' &&
        !used.has(candidate) &&
        sameOperation(candidate.operation, removed.operation) &&
        candidate.location.parameterName === removed.location.parameterName &&
        candidate.location.parameterIn !== removed.location.parameterIn,
    );
    if (!added) continue;
    used.add(removed).add(added);
    out.push({
      ...added,
      kind: 'parameter-moved',
      breaking: isBreaking('parameter-moved', added.location.side),
      before: removed.location.parameterIn,
      after: added.location.parameterIn,
    });
  }
  return [...changes.filter((entry) => !used.has(entry)), ...out];
}

export function sameOperation(a: OperationKey | undefined, b: OperationKey | undefined): boolean {
  return a?.method === b?.method && a?.path === b?.path && a?.webhook === b?.webhook;
}

/** Each operation's security alternatives (operation's own, else the document's), as sorted scheme lists. */
function securityAlternatives(document: Json, operation: Json): string[] {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
  return requirements.filter(isObject).map((requirement) => Object.keys(requirement).sort().join(' + '));
}

function compareSecurity(before: Json, after: Json): ApiChange[] {
  const out: ApiChange[] = [];
  for (const root of ['paths', 'webhooks'] as const) {
    const afterItems = isObject(after[root]) ? after[root] : {};
    const beforeItems = isObject(before[root]) ? before[root] : {};
    for (const [name, item] of Object.entries(afterItems)) {
      const older = new Map(operationsOf(beforeItems[name]).map((entry) => [entry.method, entry]));
      for (const entry of operationsOf(item)) {
        const previous = older.get(entry.method);
        if (!previous) continue;
        const was = securityAlternatives(before, previous.operation);
        const now = securityAlternatives(after, entry.operation);
        const placed: Placed = {
          operation: { method: entry.method, path: name, ...(root === 'webhooks' ? { webhook: true } : {}) },
          location: {},
          rest: [],
          scope: 'operation',
        };
        const pointer = [root, name, ...entry.path, 'security'];
        const open = (list: string[]): boolean => list.length === 0 || list.includes('');
        // Alternatives the client may no longer use, or authentication newly demanded where none was.
        for (const alternative of was.filter((value) => !now.includes(value) && value !== '')) {
          out.push(change(placed, 'security-removed', pointer, { before: alternative }));
        }
        if (open(was) && !open(now)) out.push(change(placed, 'security-added', pointer, { after: now.join(', ') }));
        else
          for (const alternative of now.filter((value) => !was.includes(value) && value !== ''))
            out.push(change(placed, 'security-added', pointer, { after: alternative }, { alternative: true }));
      }
    }
  }
  return out;
}

function compareServers(before: Json, after: Json): ApiChange[] {
  const urls = (document: Json): string[] => (Array.isArray(document.servers) ? document.servers.filter(isObject).map((server) => String(server.url)) : []);
  const was = urls(before);
  const now = urls(after);
  const placed: Placed = { location: {}, rest: [], scope: 'other' };
  return [
    ...was.filter((url) => !now.includes(url)).map((url) => change(placed, 'server-removed', ['servers', was.indexOf(url)], { before: url })),
    ...now.filter((url) => !was.includes(url)).map((url) => change(placed, 'server-added', ['servers', now.indexOf(url)], { after: url })),
  ];
}

/** Breaking changes first, then by operation (path, method) in the newer document's order of appearance. */
function order(changes: ApiChange[]): ApiChange[] {
  return changes
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Number(b.entry.breaking) - Number(a.entry.breaking) || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * Raw differences api-smart-diff may find between two versions before the comparison is given up.
 * It follows `$ref`s as if they were inlined, so one difference in a schema that every level of a
 * nest refers to many times is found once per path: 2.6 KB of schemas, each referring ten times to
 * the one below, five levels deep, gave 100,000 differences in 20 s, eight levels would give 10^8.
 * A real release's comparison finds a few hundred (GitHub's 13 MB description against itself with
 * one change: a handful), far below.
 */
export const MAX_RAW_DIFFS = 20_000;

/** Why two versions could not be compared; the caller names the files (apiHistory.ts). */
export class ApiDiffLimitError extends Error {
  /** `info.version` of the two documents. */
  readonly before: string;
  readonly after: string;
  readonly reason: string;

  constructor(before: unknown, after: unknown, reason: string) {
    const version = (document: unknown): string => (isObject(document) && isObject(document.info) ? String(document.info.version ?? '') : '');
    super(`Version ${version(before)} cannot be compared with version ${version(after)}: ${reason}`);
    this.name = 'ApiDiffLimitError';
    this.before = version(before);
    this.after = version(after);
    this.reason = reason;
  }
}

/** api-smart-diff's comparison, stopped after `MAX_RAW_DIFFS` differences, its stack overflow reported as such. */
function boundedCompare(before: Json, after: Json, maxDiffs: number = MAX_RAW_DIFFS): { diffs: unknown[]; merged: unknown } {
  let found = 0;
  const over = new Error('over the limit');
  try {
    // The hook runs once for each difference as it is found: the count stops the walk early.
    return apiCompare(structuredClone(before), structuredClone(after), {
      annotateHook: () => {
        found += 1;
        if (found > maxDiffs) throw over;
        return '';
      },
    });
  } catch (error) {
    if (error === over) {
      throw new ApiDiffLimitError(
        before,
        after,
        `the comparison found more than ${maxDiffs} differences (MAX_RAW_DIFFS in src/node/api/apiDiff.ts), which happens when schemas refer to one another many times over, each reference compared as an inlined copy`,
      );
    }
    if (error instanceof RangeError) {
      throw new ApiDiffLimitError(before, after, `the comparison went too deep (${error.message}): the schemas nest or refer to one another too deeply`);
    }
    throw error;
  }
}

/**
 * Every change from `before` to `after` (two whole, `$ref`-bundled OpenAPI 3.x documents, as
 * the loader makes them), breaking ones first. Documents with cycles are fine.
 */
export function diffApiDocuments(before: unknown, after: unknown): ApiChange[] {
  if (!isObject(before) || !isObject(after)) throw new TypeError('diffApiDocuments: both documents must be objects');
  // api-smart-diff rewrites what it is given (3.0's boolean exclusiveMinimum, allOf…): it gets copies,
  // so the documents the build renders and checks stay as written.
  const { diffs, merged } = boundedCompare(before, after);
  const context: Context = { before, after, merged: merged as Json };
  const changes = (diffs as RawDiff[]).flatMap((diff) => classify(context, diff));
  const seen = new Set<string>();
  const unique = changes.filter((entry) => {
    const key = JSON.stringify(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return order([...mergeMoves(unique), ...compareSecurity(before, after), ...compareServers(before, after)]);
}
