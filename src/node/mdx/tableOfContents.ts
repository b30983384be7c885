/**
 * gatsby-plugin-mdx's `Mdx.tableOfContents`, kept per input (docs/decisions/0027-dev-server-speed.md).
 * The plugin's resolver compiles the whole file again (every remark and rehype plugin: highlighting,
 * diagrams) each time the field is asked for, and the search index's query in createPages asks it for
 * every guide page: in `gatsby develop`, each edit compiled every guide again before anything showed,
 * and each start compiled them all. The result depends only on the text, the file's path and
 * `maxDepth`, given the plugin's options and libraries: the text, path and maxDepth are the key, so an
 * edited file is compiled again and the others are not.
 *
 * With a `store`, the results are also kept between runs: written (a second after the last new one)
 * to one file under node_modules/.cache/ (src/node/buildCache.ts: a clean build without .cache/ finds
 * it too; decision 0024, fifth step), read back on first use by the next run of the same code. The file
 * carries a hash of the compiled gatsby-config and gatsby-node bundles (the plugin's options, the
 * site's remark and rehype plugins) and of package-lock.json; a file of another version, or one that
 * does not read, is ignored and replaced.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { buildCacheDir, codeVersion } from '../buildCache';

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

/** Where the results are kept between runs, and the version of the code they are valid for (undefined: not kept). */
export interface TocStore {
  readonly file: string;
  readonly version: () => string | undefined;
}

interface Stored {
  readonly version: string;
  /** [key, table of contents] pairs (an array: a Map read back in another realm, as in Jest, is not `instanceof Map`). */
  readonly tables: readonly (readonly [string, unknown])[];
}

/** Past this many entries the memo is emptied (an edit adds one; a session rarely gets there). */
const LIMIT = 5000;
const SAVE_DELAY_MS = 1000;

/** The store of a site: node_modules/.cache/fms-mdx/tables-of-contents.bin, for the code Gatsby compiled into .cache/compiled/. */
export function siteTocStore(root: string = process.cwd()): TocStore {
  const compiled = path.join(root, '.cache', 'compiled');
  return {
    file: path.join(buildCacheDir('fms-mdx', root), 'tables-of-contents.bin'),
    version: () =>
      fs.existsSync(path.join(compiled, 'gatsby-config.js'))
        ? codeVersion([path.join(compiled, 'gatsby-config.js'), path.join(compiled, 'gatsby-node.js'), path.join(root, 'package-lock.json')])
        : undefined,
  };
}

function readStore(file: string, version: string): Stored['tables'] {
  try {
    const stored = v8.deserialize(fs.readFileSync(file)) as Stored;
    return stored?.version === version && Array.isArray(stored.tables) ? stored.tables : [];
  } catch {
    return [];
  }
}

function writeStore(file: string, stored: Stored): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, v8.serialize(stored));
    fs.renameSync(temporary, file);
  } catch {
    // Only the next start is slower.
  }
}

/**
 * A resolver for `Mdx.tableOfContents` that calls the plugin's own once per (text, path, maxDepth).
 * A failed or empty result (the plugin reports a compile error and returns null) is not kept.
 */
export function memoisedTableOfContents({ store, limit = LIMIT }: { store?: TocStore; limit?: number } = {}): Resolve {
  const memo = new Map<string, Promise<unknown>>();
  /** The results resolved so far, what the store receives. */
  const tables = new Map<string, unknown>();
  let version: string | undefined | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;

  const restoreOnce = (): void => {
    if (version !== null || !store) return;
    version = store.version();
    if (!version) return;
    for (const [key, value] of readStore(store.file, version)) {
      tables.set(key, value);
      memo.set(key, Promise.resolve(value));
    }
  };
  const saveSoon = (): void => {
    if (!store || !version) return;
    const kept = version;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => writeStore(store.file, { version: kept, tables: [...tables] }), SAVE_DELAY_MS).unref();
  };

  return (source, args, context, info) => {
    const original = (info as WithOriginal | undefined)?.originalResolver;
    if (!original) throw new Error('Mdx.tableOfContents: createResolvers gave no original resolver to keep the results of');
    if (typeof source.body !== 'string') return original(source, args, context, info);
    restoreOnce();
    const key = createHash('sha256')
      .update(JSON.stringify([source.body, source.internal?.contentFilePath ?? null, args.maxDepth ?? null]))
      .digest('base64');
    const kept = memo.get(key);
    if (kept) return kept;
    if (memo.size >= limit) {
      memo.clear();
      tables.clear();
    }
    const result = Promise.resolve(original(source, args, context, info));
    memo.set(key, result);
    result.then(
      (value) => {
        if (value === null || value === undefined) {
          memo.delete(key);
          return;
        }
        tables.set(key, value);
        saveSoon();
      },
      () => memo.delete(key),
    );
    return result;
  };
}
