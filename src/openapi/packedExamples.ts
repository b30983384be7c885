/**
 * Examples in an API page's page data. An example's `value` is the text the page shows: for JSON,
 * `JSON.stringify(value, null, 2)`. In page data that text is a JSON string, every quote and line
 * break escaped and every line indented: GitHub's description carried 2.5 MiB more than the same
 * examples as JSON values. So the page data holds such an example as its value (`json`), and the
 * page makes the text again when it reads its data (`unpackExamples`, in the templates), the same
 * text: an example is packed only when that text is exactly what it was (key order, number
 * spelling). The HTML is rendered from the unpacked data, so it does not change (decision 0025,
 * session 14).
 */
import type { JsonValue } from './document';

declare const packed: unique symbol;

/** Page data whose examples are packed: read it through `unpackExamples`. */
export interface Packed<T> {
  readonly [packed]: T;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `examples` list in `data`, its items mapped by `map`; the rest copied as is (shared, not cloned). */
function mapExampleLists(data: unknown, map: (example: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const out = data.map((item) => {
      const next = mapExampleLists(item, map);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : data;
  }
  if (!isRecord(data)) return data;
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(data)) {
    const next =
      key === 'examples' && Array.isArray(value) ? value.map((example: unknown) => (isRecord(example) ? map(example) : example)) : mapExampleLists(value, map);
    if (next !== value) {
      out ??= { ...data };
      out[key] = next;
    }
  }
  return out ?? data;
}

/** The example's JSON value when its text is exactly that value pretty-printed (an object or an array), else undefined. */
export function packableJson(text: string): JsonValue | undefined {
  if (!/^[[{]/.test(text)) return undefined;
  try {
    const value = JSON.parse(text) as JsonValue;
    return JSON.stringify(value, null, 2) === text ? value : undefined;
  } catch {
    return undefined;
  }
}

/** An API page's data with each JSON example's text replaced by its value (`json`), when that gives the same text back. */
export function packExamples<T>(data: T): Packed<T> {
  return mapExampleLists(data, (example) => {
    if (typeof example.value !== 'string' || 'json' in example) return example;
    const json = packableJson(example.value);
    if (json === undefined) return example;
    const { value: _text, ...rest } = example;
    return { ...rest, json };
  }) as Packed<T>;
}

/** The page's data as the components read it: each packed example's text made again. */
export function unpackExamples<T>(data: Packed<T>): T {
  return mapExampleLists(data, (example) => {
    if (!('json' in example)) return example;
    const { json, ...rest } = example;
    return { ...rest, value: JSON.stringify(json, null, 2) };
  }) as T;
}
