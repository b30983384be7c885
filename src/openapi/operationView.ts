/**
 * Pure rules of the operation page's folded view (the components only render what these say).
 * - One response is open at a time: the first 2xx, else the first listed.
 * - A response whose body schema is the same as an earlier response's (the usual shared error
 *   schema) is not printed again in the HTML: it points at the first one, and the browser renders
 *   it when the reader opens that response.
 * - A schema node folds when it has properties or options; its summary says what it opens.
 */
import type { ResponseData, SchemaNode } from './pageData';

export function defaultResponseStatus(responses: readonly ResponseData[]): string | undefined {
  return (responses.find((response) => /^2/.test(response.status)) ?? responses[0])?.status;
}

export interface SharedSchema {
  /** The status of the first response with the same schema in the same media type. */
  readonly status: string;
  readonly anchor: string;
}

/**
 * For each response (by status) and media type, the earlier response whose schema is identical;
 * absent when this response is the first with its schema. Schemas are compared as JSON.
 */
export function sharedSchemas(responses: readonly ResponseData[]): ReadonlyMap<string, SharedSchema> {
  const first = new Map<string, SharedSchema>();
  const out = new Map<string, SharedSchema>();
  for (const response of responses) {
    for (const media of response.content) {
      if (!media.schema || !foldable(media.schema)) continue;
      const key = `${media.mediaType}\u0000${JSON.stringify(media.schema)}`;
      const earlier = first.get(key);
      if (earlier) out.set(sharedKey(response.status, media.mediaType), earlier);
      else first.set(key, { status: response.status, anchor: response.anchor });
    }
  }
  return out;
}

export function sharedKey(status: string, mediaType: string): string {
  return `${status}\u0000${mediaType}`;
}

/** Whether a node has anything to fold: properties, item details or options. */
export function foldable(node: SchemaNode): boolean {
  return (node.children?.length ?? 0) > 0 || (node.variants?.options.length ?? 0) > 0;
}

/** Counts for a node's fold control: its direct properties and its options. */
export function foldCounts(node: SchemaNode): { readonly properties: number; readonly options: number; readonly kind?: 'oneOf' | 'anyOf' } {
  return {
    properties: node.children?.length ?? 0,
    options: node.variants?.options.length ?? 0,
    ...(node.variants ? { kind: node.variants.kind } : {}),
  };
}

/** How many fold controls a tree has below its root (for 'Expand all'). */
export function foldControlCount(node: SchemaNode): number {
  let count = 0;
  const visit = (current: SchemaNode): void => {
    for (const child of current.children ?? []) {
      if (foldable(child)) count += 1;
      visit(child);
    }
    for (const option of current.variants?.options ?? []) {
      count += 1;
      visit(option.node);
    }
  };
  visit(node);
  return count;
}
