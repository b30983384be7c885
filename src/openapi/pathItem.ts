/**
 * The operations of a path item, in the one order every reader of a document uses (the engine, the
 * example checks, the guide's curl check): the fixed methods (HTTP_METHODS, 3.2's `query` included),
 * then OpenAPI 3.2's `additionalOperations` (COPY, LOCK, PURGE…). An `additionalOperations` key that is
 * not a plain method name, or that names a fixed method, is refused (the engine warns about it).
 *
 * A plain method name is letters, digits and '-' (every method in IANA's HTTP method registry is).
 * RFC 9110 allows more in a token (` ' $ | & and others), but a method is written into the request
 * samples (`curl --request X`, PHP, Python…), where those would be shell or code: `X\`id\``
 * runs a command when the reader pastes the curl sample, `X$HOME` sends their environment away.
 * Letters, digits and '-' read the same as a shell word and inside any string literal.
 */
import { isObject } from './json';
import { HTTP_METHODS } from './pageData';

/** A plain method name: letters, digits and '-' (a subset of RFC 9110's `token`). */
export const PLAIN_METHOD = /^[0-9A-Za-z-]+$/;

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
      if (!PLAIN_METHOD.test(key) || (HTTP_METHODS as readonly string[]).includes(method)) refused.push(['additionalOperations', key]);
      else operations.push({ method, tokens: ['additionalOperations', key], operation });
    }
  }
  return { operations, refused };
}
