/**
 * The FlexSearch options the index is built with (gatsby-config.ts, through src/node/search/plugin.ts).
 * The browser reads the exported index itself (fullText.ts), so it relies on two of them: terms are
 * lower-cased and split at `\W+` (query.ts's `indexTerms` cuts a query the same way), and
 * `tokenize: 'strict'` keeps whole words only: fullText.ts finds a prefix's words in their sorted list.
 * ('forward', which stores every prefix of every word as its own entry, made the index four times
 * larger: 420 against 169 KB gzip on GitHub's description, decision 0019.)
 */

/** The one field the index is built from (gatsby-plugin-local-search's `index` option). */
export const INDEXED_FIELD = 'text';

const WRAPPED = `{"${INDEXED_FIELD}":`;

/**
 * gatsby-plugin-local-search adds every document to FlexSearch as JSON (`{"text":"…"}`), so the field
 * name would be a word of every document (a search for 'text' or 'te' would match them all) and the
 * escapes would glue letters onto words (`\nAssets` indexed as 'nassets'). The document is unwrapped
 * back to its text before it is lower-cased; a query never starts with the wrapper, so it is only
 * lower-cased.
 */
export function encode(value: string): string {
  const text = value.startsWith(WRAPPED) ? String((JSON.parse(value) as Record<string, unknown>)[INDEXED_FIELD] ?? '') : value;
  return text.toLowerCase();
}

export const ENGINE_OPTIONS = { tokenize: 'strict', encode, threshold: 0, resolution: 9 } as const;
