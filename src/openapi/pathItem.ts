/**
 * The operations of a path item, in the one order every reader of a document uses (the engine, the
 * example checks, the guide's curl check): the fixed methods (HTTP_METHODS, 3.2's `query` included),
 * then OpenAPI 3.2's `additionalOperations` (COPY, LOCK, PURGE…). An `additionalOperations` key that is
 * not an HTTP method token, or that names a fixed method, is refused (the engine warns about it).
 */
import { isObject } from './json';
import { HTTP_METHODS } from './pageData';

/** An HTTP method token (RFC 9110 `token`). */
const METHOD_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export interface PathItemOperation {
  /** Lower case: 'get', …, 'query', or an additional method ('copy'). */
  readonly method: string;
  /** JSON pointer tokens of the operation inside the path item: ['get'] or ['additionalOperations', 'COPY']. */
  readonly tokens: readonly string[];
  readonly operation: Record<string, unknown>;
}

export function pathItemOperations(item: unknown): { readonly operations: PathItemOperation[]; readonly refused: (readonly string[])[] } {
  const operations: PathItemOperation[] = [];
  const refused: (readonly string[])[] = [];
  if (!isObject(item)) return { operations, refused };
  for (const key of Object.keys(item)) {
    const method = key.toLowerCase();
    const operation = item[key];
    if ((HTTP_METHODS as readonly string[]).includes(method) && isObject(operation)) operations.push({ method, tokens: [key], operation });
  }
  const extra = item.additionalOperations;
  if (isObject(extra)) {
    for (const [key, operation] of Object.entries(extra)) {
      if (!isObject(operation)) continue;
      const method = key.toLowerCase();
      if (!METHOD_TOKEN.test(key) || (HTTP_METHODS as readonly string[]).includes(method)) refused.push(['additionalOperations', key]);
      else operations.push({ method, tokens: ['additionalOperations', key], operation });
    }
  }
  return { operations, refused };
}
