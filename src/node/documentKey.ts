/**
 * What an API document's example check and its comparison with earlier versions depend on, as a
 * key, and a small store of results by key: `gatsby develop` loads a document again each time it is
 * saved, and most saves change its prose (an operation's summary or description), which neither
 * reads (decision 0027).
 *
 * The key is a hash of the document without that prose: the document's `info` except its version
 * and release date, its `tags`, `x-tagGroups` and `externalDocs`, and the `summary`,
 * `description`, `externalDocs` and `x-codeSamples` of each path item and operation (in `paths`,
 * `webhooks`, `x-webhooks` and `components.pathItems`). Only those places: a schema's description,
 * or a property named `summary`, is part of the key. Neither the example check
 * (src/node/checks/apiDocumentExamples.ts: schemas, parameters, bodies, responses and their
 * examples) nor the comparison (src/node/api/apiDiff.ts: its changes name no prose) reads them.
 */
import { createHash } from 'node:crypto';
import { pathItemOperations } from '../openapi/pathItem';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const DOCUMENT_PROSE = ['tags', 'x-tagGroups', 'externalDocs'];
const INFO_KEPT = ['version', 'x-release-date'];
const OPERATION_PROSE = ['summary', 'description', 'externalDocs', 'x-codeSamples'];
const PATH_ITEM_PROSE = ['summary', 'description'];

function without(object: Json, keys: readonly string[]): Json {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

function proseFreePathItem(item: unknown): unknown {
  if (!isObject(item)) return item;
  const out = without(item, PATH_ITEM_PROSE);
  for (const { tokens, operation } of pathItemOperations(item).operations) {
    // tokens: [method] or ['additionalOperations', method]
    let holder = out;
    for (const token of tokens.slice(0, -1)) {
      holder[token] = { ...(holder[token] as Json) };
      holder = holder[token] as Json;
    }
    holder[tokens[tokens.length - 1] as string] = without(operation, OPERATION_PROSE);
  }
  return out;
}

function proseFreeItems(items: unknown): unknown {
  return isObject(items) ? Object.fromEntries(Object.entries(items).map(([name, item]) => [name, proseFreePathItem(item)])) : items;
}

/** The document without the prose named above; shares everything else with `document`. */
export function withoutProse(document: unknown): unknown {
  if (!isObject(document)) return document;
  const out = without(document, DOCUMENT_PROSE);
  if (isObject(document.info)) out.info = Object.fromEntries(Object.entries(document.info).filter(([key]) => INFO_KEPT.includes(key)));
  for (const key of ['paths', 'webhooks', 'x-webhooks']) if (key in document) out[key] = proseFreeItems(document[key]);
  if (isObject(document.components) && 'pathItems' in document.components) {
    out.components = { ...document.components, pathItems: proseFreeItems(document.components.pathItems) };
  }
  return out;
}

/** A hash of `parts` with each document in it replaced by its prose-free form (`withoutProse`). */
export function proseFreeKey(...parts: readonly { readonly document?: unknown; readonly other?: unknown }[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(JSON.stringify([part.other ?? null, part.document === undefined ? null : withoutProse(part.document)]) ?? 'null');
  return hash.digest('hex');
}

/** Results by key, the `limit` most recently used kept. */
export class ResultMemo<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit = 8) {}

  /** What is kept, least recently used first (to keep between runs: src/node/api/memoStore.ts). */
  kept(): [string, T][] {
    return [...this.entries];
  }

  /** Takes back what `kept()` gave, behind what is kept already. */
  restore(entries: readonly (readonly [string, T])[]): void {
    for (const [key, value] of entries) if (!this.entries.has(key) && this.entries.size < this.limit) this.entries.set(key, value);
  }

  /** The result kept under `key`, else `compute()`'s, kept. */
  get(key: string, compute: () => T): T {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as T;
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
