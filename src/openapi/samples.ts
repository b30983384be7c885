/**
 * Examples for media types, parameters and headers.
 *
 * Precedence: the document's own `example`, else its `examples` (all of them, in order; `$ref`s to
 * components/examples are followed), else one value generated from the schema by openapi-sampler.
 * Generated request examples leave out readOnly properties; generated response examples leave out
 * writeOnly ones. openapi-sampler stops at circular `$ref`s and at `MAX_SAMPLE_DEPTH`, so generation
 * terminates on recursive schemas; but a depth bounds nesting, not breadth: eight levels of schemas
 * with ten properties each referring to the level below make 10^8 values from 2 KB of document. So
 * the depth is lowered, per schema, until the value would have at most `MAX_SAMPLE_NODES` parts,
 * counted over the schemas as a graph (each schema once per remaining depth). A sampler failure
 * yields no example rather than a failed build.
 */
import { sample } from 'openapi-sampler';
import { isObject, resolvePointer, resolveRefs, toJsonValue } from './json';
import { renderMarkdown } from './markdown';
import type { ExampleObject, JsonValue, MediaTypeObject, SchemaLike } from './document';
import type { ExampleData } from './pageData';
import { schemaVariants, type SchemaVariant } from './schemaVariants';

export type SampleDirection = 'request' | 'response';

export const MAX_SAMPLE_DEPTH = 8;
/** Parts (values of properties and items) a generated example may have; more is no help to a reader. */
export const MAX_SAMPLE_NODES = 5000;

/**
 * Parts of the value generated from `schema` down to `depth` levels, an over-estimate (every
 * property, every `allOf`/`oneOf`/`anyOf` member), counted with each schema memoised per remaining
 * depth and a circular reference counted once; stops counting past `MAX_SAMPLE_NODES`.
 */
function sampleSize(schema: unknown, document: unknown, depth: number): number {
  const memo = new Map<unknown, Map<number, number>>();
  const onPath = new Set<unknown>();
  const size = (node: unknown, left: number): number => {
    let target = node;
    for (let hops = 0; isObject(target) && typeof target.$ref === 'string' && hops < 32; hops += 1) {
      target = target.$ref.startsWith('#') ? resolvePointer(document, target.$ref) : undefined;
    }
    if (!isObject(target) || onPath.has(target)) return 1;
    const known = memo.get(target)?.get(left);
    if (known !== undefined) return known;
    onPath.add(target);
    let total = 1;
    const add = (child: unknown, childLeft: number): void => {
      if (total <= MAX_SAMPLE_NODES) total += childLeft < 0 ? 1 : size(child, childLeft);
    };
    for (const key of ['properties', 'patternProperties'] as const) {
      const map = target[key];
      if (isObject(map)) for (const child of Object.values(map)) add(child, left - 1);
    }
    for (const key of ['items', 'additionalProperties', 'not', 'contains'] as const) {
      const child = target[key];
      if (Array.isArray(child)) child.forEach((item) => add(item, left - 1));
      else if (isObject(child)) add(child, left - 1);
    }
    if (Array.isArray(target.prefixItems)) target.prefixItems.forEach((item) => add(item, left - 1));
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = target[key];
      if (Array.isArray(list)) list.forEach((member) => add(member, left));
    }
    onPath.delete(target);
    if (!memo.has(target)) memo.set(target, new Map());
    memo.get(target)?.set(left, total);
    return total;
  };
  return size(schema, depth);
}

/** The deepest sampling depth, at most `MAX_SAMPLE_DEPTH`, whose value stays within `MAX_SAMPLE_NODES` parts. */
export function sampleDepth(schema: unknown, document: unknown): number {
  let depth = MAX_SAMPLE_DEPTH;
  while (depth > 1 && sampleSize(schema, document, depth) > MAX_SAMPLE_NODES) depth -= 1;
  return depth;
}

/** A value made from the schema, or undefined when there is no schema or the sampler gives up. */
export function sampleFromSchema(schema: SchemaLike | undefined, document: unknown, direction: SampleDirection): JsonValue | undefined {
  if (schema === undefined) return undefined;
  try {
    const value = sample(
      schema as Parameters<typeof sample>[0],
      {
        skipReadOnly: direction === 'request',
        skipWriteOnly: direction === 'response',
        quiet: true,
        maxSampleDepth: sampleDepth(schema, document),
      },
      document as object,
    );
    return toJsonValue(value);
  } catch {
    return undefined;
  }
}

/** Whether a media type carries JSON: application/json, application/problem+json, text/json… */
export function isJsonMediaType(mediaType: string): boolean {
  const essence = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^(application|text)\/(.+\+)?json$/.test(essence) || essence === '*/*';
}

/** Text to show: a string as is (unless the media type is JSON), anything else as indented JSON. */
export function formatExample(value: JsonValue, mediaType = 'application/json'): string {
  if (typeof value === 'string' && !isJsonMediaType(mediaType)) return value;
  return JSON.stringify(value, null, 2);
}

/** An example of one branch of a choice: made from its schema, with each discriminator's property set to the branch's value. */
export function variantExample(variant: SchemaVariant, document: unknown, direction: SampleDirection): JsonValue | undefined {
  const value = sampleFromSchema(variant.schema, document, direction);
  if (!isObject(value) || variant.discriminators.length === 0) return value;
  const out: Record<string, JsonValue> = { ...(value as Record<string, JsonValue>) };
  for (const { property, value: chosen } of variant.discriminators) out[property] = chosen;
  return out;
}

/** An example as the page shows it, and its value (undefined for an `externalValue` only). */
export interface ExampleWithValue {
  readonly example: ExampleData;
  readonly value: JsonValue | undefined;
}

/**
 * The document's examples for a media type, each with its value; else, when the schema is a choice
 * (`oneOf`/`anyOf`, a discriminator's mapping: `schemaVariants`), one generated for each branch,
 * named by it (issue 43); else one generated from the schema.
 */
export function mediaTypeExampleValues(mediaType: string, media: MediaTypeObject, document: unknown, direction: SampleDirection): ExampleWithValue[] {
  const own = documentExamples(media, document, mediaType);
  if (own.length > 0) return own;
  const variants = schemaVariants(media.schema, document);
  if (variants.length > 1) {
    return variants.flatMap((variant) => {
      const value = variantExample(variant, document, direction);
      if (value === undefined) return [];
      const example: ExampleData = {
        name: `variant-${variant.path.map((index) => index + 1).join('.')}`,
        summary: variant.label,
        value: formatExample(value, mediaType),
        generated: true,
        variant: variant.path,
      };
      return [{ example, value }];
    });
  }
  const generated = sampleFromSchema(media.schema, document, direction);
  return generated === undefined ? [] : [{ example: { name: 'default', value: formatExample(generated, mediaType), generated: true }, value: generated }];
}

/** The document's examples for a media type, else generated ones (`mediaTypeExampleValues`). */
export function mediaTypeExamples(mediaType: string, media: MediaTypeObject, document: unknown, direction: SampleDirection): ExampleData[] {
  return mediaTypeExampleValues(mediaType, media, document, direction).map((entry) => entry.example);
}

/** First example value of a parameter or header: its own, else its schema's, else a generated one. */
export function firstExampleValue(
  holder: { readonly example?: JsonValue; readonly examples?: unknown; readonly schema?: SchemaLike },
  document: unknown,
  direction: SampleDirection,
): JsonValue | undefined {
  if (holder.example !== undefined) return toJsonValue(holder.example);
  if (isObject(holder.examples)) {
    for (const entry of Object.values(holder.examples)) {
      const example = resolveExample(entry, document);
      if (example?.value !== undefined) return toJsonValue(example.value);
    }
  }
  return sampleFromSchema(holder.schema, document, direction);
}

function documentExamples(media: MediaTypeObject, document: unknown, mediaType: string): ExampleWithValue[] {
  if (media.example !== undefined) {
    const value = toJsonValue(media.example);
    return value === undefined ? [] : [{ example: { name: 'default', value: formatExample(value, mediaType) }, value }];
  }
  if (!isObject(media.examples)) return [];
  const out: ExampleWithValue[] = [];
  for (const [name, entry] of Object.entries(media.examples)) {
    const example = resolveExample(entry, document);
    if (!example) continue;
    const value = toJsonValue(example.value);
    if (value === undefined && typeof example.externalValue !== 'string') continue;
    const descriptionHtml = renderMarkdown(example.description);
    out.push({
      example: {
        name,
        ...(example.summary ? { summary: example.summary } : {}),
        ...(descriptionHtml ? { descriptionHtml } : {}),
        value: value === undefined ? '' : formatExample(value, mediaType),
        ...(typeof example.externalValue === 'string' ? { externalValue: example.externalValue } : {}),
      },
      value,
    });
  }
  return out;
}

function resolveExample(entry: unknown, document: unknown): ExampleObject | undefined {
  const example = resolveRefs(document, entry);
  return isObject(example) ? (example as ExampleObject) : undefined;
}
