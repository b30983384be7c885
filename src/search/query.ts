/**
 * What a reader typed, read once (pure, unit-tested): an HTTP method before a path
 * (`PUT /assets/{assetId}/status`, pasted from a log), a path or a full URL (`https://host/api/assets/3f2a/status?x=1`),
 * quoted phrases (`"work order status"`, never corrected) and the words to look up in the full-text
 * index, split the way the index split its documents.
 */

/** Request methods a query may start with (OpenAPI 3.2's QUERY and additional methods included). */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query', 'copy', 'move', 'lock', 'unlock', 'search']);

export interface QueryWord {
  /** Lower-case, as the index holds its terms. */
  readonly text: string;
  /** Part of a quoted phrase or of a path: matched as written, never corrected. */
  readonly exact: boolean;
}

export interface ParsedQuery {
  /** The query as typed, trimmed. */
  readonly raw: string;
  /** Upper-case method when the query is `METHOD /path`. */
  readonly method?: string;
  /** The token holding a '/': a path or a part of one, without scheme, host, query string or fragment. */
  readonly path?: string;
  /** Quoted phrases, lower-case, spaces collapsed. */
  readonly phrases: readonly string[];
  /** The words for the full-text index, in query order, each once. */
  readonly words: readonly QueryWord[];
}

/**
 * The index's own word split: gatsby-plugin-local-search adds documents to FlexSearch 0.6, which
 * lower-cases them (src/search/engine.ts) and splits them at `\W+`; a query word must be cut the same way.
 */
export const indexTerms = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/\W+/)
    .filter((t) => t.length > 0);

/**
 * A token with a '/' is a path or a part of one: `https://host/api/assets/1?x=1#y` → `/api/assets/1`,
 * `qr/recreate` stays as it is; the query string and fragment are dropped.
 */
function pathOf(token: string): string | undefined {
  if (!token.includes('/')) return undefined;
  const path = token.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
  return path.length > 0 ? path : undefined;
}

export function parseQuery(input: string): ParsedQuery {
  const raw = input.trim();
  const phrases: string[] = [];
  const rest = raw.replace(/"([^"]*)"?/g, (_whole, phrase: string) => {
    const clean = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
    if (clean) phrases.push(clean);
    return ' ';
  });
  const tokens = rest.split(/\s+/).filter(Boolean);
  let method: string | undefined;
  let path: string | undefined;
  const loose: string[] = [];
  tokens.forEach((token, i) => {
    const asPath = path === undefined ? pathOf(token) : undefined;
    if (asPath !== undefined) {
      path = asPath;
      const previous = tokens[i - 1]?.toLowerCase();
      if (previous && METHODS.has(previous) && loose[loose.length - 1]?.toLowerCase() === previous) {
        method = previous.toUpperCase();
        loose.pop();
      }
    } else loose.push(token);
  });
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  const add = (text: string, exact: boolean): void => {
    if (seen.has(text)) return;
    seen.add(text);
    words.push({ text, exact });
  };
  for (const phrase of phrases) for (const t of indexTerms(phrase)) add(t, true);
  if (method) add(method.toLowerCase(), true);
  if (path) for (const t of indexTerms(path)) add(t, true);
  for (const t of indexTerms(loose.join(' '))) add(t, false);
  return { raw, ...(method ? { method } : {}), ...(path !== undefined ? { path } : {}), phrases, words };
}
