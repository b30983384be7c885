/**
 * gatsby-plugin-mdx's `Mdx.tableOfContents`, kept per input (docs/decisions/0027-dev-server-speed.md).
 * The plugin's resolver compiles the whole file again (every remark and rehype plugin: highlighting,
 * diagrams) each time the field is asked for, and the search index's query in createPages asks it for
 * every guide page: in `gatsby develop`, each edit compiled every guide again before anything showed.
 * The result depends only on the text, the file's path and `maxDepth` (the plugin's options are fixed
 * for the process): that is the key, so an edited file is compiled again and the others are not.
 */
import { createHash } from 'node:crypto';

/** What the field's resolver reads of an Mdx node. */
export interface TocSource {
  readonly body?: unknown;
  readonly internal?: { readonly contentFilePath?: unknown };
}

type Resolve = (source: TocSource, args: Record<string, unknown>, context: unknown, info: unknown) => unknown;

/** The part of GraphQL's resolve info used here: the resolver `createResolvers` replaces. */
interface WithOriginal {
  readonly originalResolver?: Resolve;
}

/** Past this many entries the memo is emptied (an edit adds one; a session rarely gets there). */
const LIMIT = 5000;

/**
 * A resolver for `Mdx.tableOfContents` that calls the plugin's own once per (text, path, maxDepth).
 * A failed or empty result (the plugin reports a compile error and returns null) is not kept.
 */
export function memoisedTableOfContents(limit = LIMIT): Resolve {
  const memo = new Map<string, Promise<unknown>>();
  return (source, args, context, info) => {
    const original = (info as WithOriginal | undefined)?.originalResolver;
    if (!original) throw new Error('Mdx.tableOfContents: createResolvers gave no original resolver to keep the results of');
    if (typeof source.body !== 'string') return original(source, args, context, info);
    const key = createHash('sha256')
      .update(JSON.stringify([source.body, source.internal?.contentFilePath ?? null, args.maxDepth ?? null]))
      .digest('base64');
    const kept = memo.get(key);
    if (kept) return kept;
    if (memo.size >= limit) memo.clear();
    const result = Promise.resolve(original(source, args, context, info));
    memo.set(key, result);
    result.then(
      (value) => {
        if (value === null || value === undefined) memo.delete(key);
      },
      () => memo.delete(key),
    );
    return result;
  };
}
