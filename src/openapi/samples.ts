/**
 * Examples for media types, parameters and headers.
 *
 * Precedence: the document's own `example`, else its `examples` (all of them, in order; `$ref`s to
 * components/examples are followed), else one value generated from the schema by openapi-sampler.
 * Generated request examples leave out readOnly properties; generated response examples leave out
 * writeOnly ones. openapi-sampler stops at circular `$ref`s and at `MAX_SAMPLE_DEPTH`, so generation
 * terminates on recursive schemas. A sampler failure yields no example rather than a failed build.
 */
import { sample } from 'openapi-sampler';
import { isObject, resolveRefs, toJsonValue } from './json';
import { renderMarkdown } from './markdown';
import type { ExampleObject, JsonValue, MediaTypeObject, SchemaLike } from './document';
import type { ExampleData } from './pageData';

export type SampleDirection = 'request' | 'response';

export const MAX_SAMPLE_DEPTH = 8;

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
        maxSampleDepth: MAX_SAMPLE_DEPTH,
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

/** The document's examples for a media type, else one generated from its schema. */
export function mediaTypeExamples(mediaType: string, media: MediaTypeObject, document: unknown, direction: SampleDirection): ExampleData[] {
  const own = documentExamples(media, document, mediaType);
  if (own.length > 0) return own;
  const generated = sampleFromSchema(media.schema, document, direction);
  return generated === undefined ? [] : [{ name: 'default', value: formatExample(generated, mediaType), generated: true }];
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

function documentExamples(media: MediaTypeObject, document: unknown, mediaType: string): ExampleData[] {
  if (media.example !== undefined) {
    const value = toJsonValue(media.example);
    return value === undefined ? [] : [{ name: 'default', value: formatExample(value, mediaType) }];
  }
  if (!isObject(media.examples)) return [];
  const out: ExampleData[] = [];
  for (const [name, entry] of Object.entries(media.examples)) {
    const example = resolveExample(entry, document);
    if (!example) continue;
    const value = toJsonValue(example.value);
    if (value === undefined && typeof example.externalValue !== 'string') continue;
    const descriptionHtml = renderMarkdown(example.description);
    out.push({
      name,
      ...(example.summary ? { summary: example.summary } : {}),
      ...(descriptionHtml ? { descriptionHtml } : {}),
      value: value === undefined ? '' : formatExample(value, mediaType),
      ...(typeof example.externalValue === 'string' ? { externalValue: example.externalValue } : {}),
    });
  }
  return out;
}

function resolveExample(entry: unknown, document: unknown): ExampleObject | undefined {
  const example = resolveRefs(document, entry);
  return isObject(example) ? (example as ExampleObject) : undefined;
}
