/**
 * JSON and JSON-pointer helpers. Only local references ('#/…') are followed: the documents are
 * single files, and an external reference is reported by the caller rather than fetched.
 */
import type { JsonValue, ReferenceObject } from './document';

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isReference(value: unknown): value is ReferenceObject {
  return isObject(value) && typeof value.$ref === 'string';
}

/** RFC 6901 escaping of one pointer token: '~' → '~0', '/' → '~1'. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerToken(token: string): string {
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // A '%' that is not an escape is kept literally, as JSON pointers in URI fragments allow.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** '#/paths/~1assets/get' from ['paths', '/assets', 'get']. */
export function toPointer(tokens: readonly (string | number)[]): string {
  return tokens.length === 0 ? '#' : `#/${tokens.map((t) => escapePointerToken(String(t))).join('/')}`;
}

/** Value at a local reference ('#/components/schemas/Asset'), or undefined when it does not exist. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const body = ref.slice(1);
  if (body === '') return root;
  if (!body.startsWith('/')) return undefined;
  let current: unknown = root;
  for (const raw of body.slice(1).split('/')) {
    const token = unescapePointerToken(raw);
    if (Array.isArray(current)) current = current[Number(token)];
    else if (isObject(current)) current = Object.prototype.hasOwnProperty.call(current, token) ? current[token] : undefined;
    else return undefined;
  }
  return current;
}

/** Last token of a reference: '#/components/schemas/Asset' → 'Asset'. */
export function refName(ref: string): string {
  const tokens = ref.split('/');
  return unescapePointerToken(tokens[tokens.length - 1] ?? ref);
}

/**
 * Pointer of the first value (in document order, depth first) that `matches`, given the value and
 * the member name or index it sits at; each object is entered once, so cycles end.
 */
function firstPointer(root: unknown, matches: (value: unknown, key: string | number | undefined) => boolean): string | undefined {
  const path: (string | number)[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown): boolean => {
    if (matches(value, path[path.length - 1])) return true;
    if (typeof value !== 'object' || value === null || seen.has(value)) return false;
    seen.add(value);
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value as Record<string, unknown>);
    for (const [key, child] of entries) {
      path.push(key);
      if (visit(child)) return true;
      path.pop();
    }
    return false;
  };
  return visit(root) ? toPointer(path) : undefined;
}

/** Pointer of the first `$ref` whose value is `ref`, in document order; used to locate a broken reference. */
export function findRefPointer(root: unknown, ref: string): string | undefined {
  return firstPointer(root, (value) => isObject(value) && value.$ref === ref);
}

/**
 * Pointer of the first string (in document order) that contains `needle`, among the values of
 * members named `key` when one is given; used to say where a text came from.
 */
export function findStringPointer(root: unknown, needle: string, key?: string): string | undefined {
  return firstPointer(root, (value, at) => typeof value === 'string' && value.includes(needle) && (key === undefined || at === key));
}

/** Keeps only JSON data (drops functions, undefined, non-finite numbers) so a value survives JSON.stringify unchanged. */
export function toJsonValue(value: unknown): JsonValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map((item) => toJsonValue(item) ?? null);
  if (isObject(value)) {
    const out: { [key: string]: JsonValue } = {};
    for (const [key, item] of Object.entries(value)) {
      const json = toJsonValue(item);
      if (json !== undefined) out[key] = json;
    }
    return out;
  }
  return undefined;
}

/** One `$ref` hop: the reference, its sibling keywords, and the target (undefined when the reference is broken). */
export interface RefStep {
  readonly ref: string;
  readonly siblings: Readonly<Record<string, unknown>>;
  readonly target: unknown;
}

/**
 * The one place a `$ref` is followed (normalise, samples and schema trees all come here). Sibling
 * keywords of the reference override the target's (OpenAPI 3.1, and how 3.0 documents are written
 * in practice: a `description` next to a `$ref`); they apply to an object target only.
 */
export function followRef(document: unknown, reference: ReferenceObject): RefStep {
  const { $ref, ...siblings } = reference as ReferenceObject & Record<string, unknown>;
  const found = resolvePointer(document, $ref);
  const target = isObject(found) && Object.keys(siblings).length > 0 ? { ...found, ...siblings } : found;
  return { ref: $ref, siblings, target };
}

/**
 * The media types of a `content` map, in order, each resolved when it is a `$ref` (OpenAPI 3.2's
 * `components.mediaTypes`); entries that are not objects, or whose reference is broken, are left out.
 */
export function contentEntries(document: unknown, content: unknown): [string, Record<string, unknown>][] {
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([mediaType, value]) => {
    const media = resolveRefs(document, value);
    return isObject(media) ? [[mediaType, media] as [string, Record<string, unknown>]] : [];
  });
}

/** Follows a chain of local `$ref`s (at most 10 hops) to the value; undefined when one is broken or the chain is too long. */
export function resolveRefs(document: unknown, value: unknown): unknown {
  let current = value;
  for (let hops = 0; isReference(current) && hops < 10; hops += 1) current = followRef(document, current).target;
  return isReference(current) ? undefined : current;
}

/** Where a chain of local `$ref`s ends: the pointer of the value reached, and the value. */
export interface RefTarget {
  readonly pointer: string;
  readonly value: unknown;
}

/**
 * Follows the `$ref`s from the value at `pointer` (at most 10 hops) and says where they end; the
 * value itself when it is no reference. Undefined when nothing is at `pointer`, a reference is
 * broken, or the chain is longer than 10 hops (a cycle). Sibling keywords of a reference are not
 * merged: callers that need the pointer of what they read come here, the others use `resolveRefs`.
 */
export function resolveRefPointer(document: unknown, pointer: string): RefTarget | undefined {
  let at = pointer;
  let value = resolvePointer(document, at);
  for (let hops = 0; isReference(value); hops += 1) {
    if (hops === 10) return undefined;
    at = value.$ref;
    value = resolvePointer(document, at);
  }
  return value === undefined ? undefined : { pointer: at, value };
}
