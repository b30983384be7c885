/**
 * Where each named schema (`components.schemas`) is used: the "Used by" list of a schema page
 * (docs/decisions/0022-the-api-as-a-whole.md). Pure and Node-side (it reads the document).
 *
 * Rules:
 * - A place of an operation is its parameters (path item's and operation's), its request body, one
 *   response (by status) or one callback (by name; its operations' parameters, bodies and responses).
 * - A schema is used *directly* at a place when a `$ref` to `#/components/schemas/{name}` (or to a
 *   pointer inside it) is written there, following `$ref`s to other components on the way
 *   (`#/components/responses/NotFound`, `#/components/requestBodies/…`), and *through* another
 *   schema when a schema used there refers to it, at any depth: in properties, items, `allOf`,
 *   `oneOf`, `anyOf`, `not`, or a discriminator's `mapping`. Cycles are walked once.
 * - For an indirect use, `via` names the schema used directly at that place through which it is
 *   reached (the first in document order); a direct use at the same place wins over an indirect one.
 * - `referencedBy`: the schemas whose own definition refers to this one directly.
 */
import { isObject, resolvePointer, unescapePointerToken } from './json';
import type { UsagePlace } from './pageData';

export type { UsagePlace, UsagePlaceKind } from './pageData';

const SCHEMA_PREFIX = '#/components/schemas/';

/** One operation's places, written where the document has them. */
export interface UsageSource {
  /** Any key the caller chooses (an operation's index, its slug). */
  readonly key: string;
  readonly parameters: readonly unknown[];
  readonly requestBody?: unknown;
  readonly responses?: unknown;
  readonly callbacks?: unknown;
}

export interface SchemaUsage {
  /** Operation key → its places using the schema, in the order the operation lists them. */
  readonly usedBy: ReadonlyMap<string, readonly UsagePlace[]>;
  /** The schemas that refer to this one directly, in document order. */
  readonly referencedBy: readonly string[];
}

/** The schema name a `$ref` points into, or undefined for any other target. */
export function schemaNameOfRef(ref: string): string | undefined {
  if (!ref.startsWith(SCHEMA_PREFIX)) return undefined;
  const token = ref.slice(SCHEMA_PREFIX.length).split('/')[0] ?? '';
  return token ? unescapePointerToken(token) : undefined;
}

/** Keywords whose values are data, not schemas: a `$ref` key inside them is an example's. */
const VALUE_KEYWORDS = new Set(['example', 'examples', 'default', 'enum', 'const']);
/** Keywords whose values map names to schemas, media types, responses…: a name such as `example` is not a keyword there. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'content',
  'headers',
  'responses',
  'callbacks',
  'encoding',
]);

function mappingRef(target: string): string {
  return target.startsWith('#') || target.includes('/') ? target : `${SCHEMA_PREFIX}${target}`;
}

/**
 * The schema names a value refers to, in document order, without entering those schemas: `$ref`s to
 * other parts of the document are followed (once each), a discriminator's mapping counts as a reference.
 */
export function directSchemaRefs(document: unknown, value: unknown): string[] {
  const found = new Set<string>();
  const followed = new Set<string>();
  // `names`: the node's keys are names (of properties, media types, statuses…), not keywords.
  const walk = (node: unknown, names = false): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!isObject(node)) return;
    if (names) {
      for (const child of Object.values(node)) walk(child);
      return;
    }
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const name = schemaNameOfRef(ref);
      if (name !== undefined) found.add(name);
      else if (ref.startsWith('#') && !followed.has(ref)) {
        followed.add(ref);
        walk(resolvePointer(document, ref));
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' || VALUE_KEYWORDS.has(key)) continue;
      if (key === 'discriminator' && isObject(child) && isObject(child.mapping)) {
        for (const target of Object.values(child.mapping)) {
          const name = typeof target === 'string' ? schemaNameOfRef(mappingRef(target)) : undefined;
          if (name !== undefined) found.add(name);
        }
        continue;
      }
      walk(child, NAME_MAPS.has(key));
    }
  };
  walk(value);
  return [...found];
}

/** Every schema reachable from `start` (itself included), nearest first; each is visited once, so cycles end. */
function reachable(start: string, edges: ReadonlyMap<string, readonly string[]>): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    for (const next of edges.get(queue[index] ?? '') ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return queue;
}

/** The places of one operation, each with what is written there. */
function placesOf(document: unknown, source: UsageSource): { place: Omit<UsagePlace, 'via'>; value: unknown }[] {
  const out: { place: Omit<UsagePlace, 'via'>; value: unknown }[] = [];
  if (source.parameters.length > 0) out.push({ place: { in: 'parameters' }, value: source.parameters });
  if (source.requestBody !== undefined) out.push({ place: { in: 'request' }, value: source.requestBody });
  const responses = resolveIfRef(document, source.responses);
  for (const [status, response] of Object.entries(isObject(responses) ? responses : {})) out.push({ place: { in: 'response', status }, value: response });
  const callbacks = resolveIfRef(document, source.callbacks);
  for (const [name, callback] of Object.entries(isObject(callbacks) ? callbacks : {})) out.push({ place: { in: 'callback', callback: name }, value: callback });
  return out;
}

function resolveIfRef(document: unknown, value: unknown): unknown {
  return isObject(value) && typeof value.$ref === 'string' ? resolvePointer(document, value.$ref) : value;
}

/**
 * The usage of every named schema of the document by the given operations (webhooks included).
 * Schemas no operation uses get an empty `usedBy`.
 */
export function schemaUsage(document: unknown, sources: readonly UsageSource[]): ReadonlyMap<string, SchemaUsage> {
  const schemas = isObject(document) && isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const names = Object.keys(schemas);
  const edges = new Map<string, readonly string[]>();
  for (const name of names) edges.set(name, directSchemaRefs(document, schemas[name]));

  const referencedBy = new Map<string, string[]>(names.map((name) => [name, []]));
  for (const name of names) {
    for (const target of edges.get(name) ?? []) {
      if (target !== name) referencedBy.get(target)?.push(name);
    }
  }

  const reach = new Map<string, readonly string[]>();
  const reachOf = (name: string): readonly string[] => {
    let list = reach.get(name);
    if (!list) {
      list = reachable(name, edges);
      reach.set(name, list);
    }
    return list;
  };

  const usedBy = new Map<string, Map<string, UsagePlace[]>>(names.map((name) => [name, new Map()]));
  for (const source of sources) {
    for (const { place, value } of placesOf(document, source)) {
      const direct = directSchemaRefs(document, value);
      const found = new Map<string, string | undefined>();
      for (const name of direct) found.set(name, undefined);
      for (const name of direct) {
        for (const reached of reachOf(name)) if (!found.has(reached)) found.set(reached, name);
      }
      for (const [name, via] of found) {
        const byOperation = usedBy.get(name);
        if (!byOperation) continue; // a reference to a schema the document does not define
        const list = byOperation.get(source.key) ?? [];
        list.push(via === undefined ? place : { ...place, via });
        byOperation.set(source.key, list);
      }
    }
  }
  return new Map(names.map((name) => [name, { usedBy: usedBy.get(name) ?? new Map(), referencedBy: referencedBy.get(name) ?? [] }]));
}
