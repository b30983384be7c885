/**
 * The search index's files of earlier builds removed from a kept `public/` (issue 45; decision 0036).
 * gatsby-plugin-local-search writes the index and its store as `public/static/<digest>.index.txt` and
 * `<digest>.store.json`, named by their content, and never removes the files of an earlier index: a
 * build with `public/` kept (an incremental build, Netlify's build cache) published every earlier
 * index beside the current one. After the build, the files the current index does not name go.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A file of a search index: `<digest>.index.txt` or `<digest>.store.json`. */
const SEARCH_FILE = /^[0-9a-f]{32}\.(index\.txt|store\.json)$/;

/** Removes the search files of `staticDir` other than `current` (file names); returns the names removed, sorted. */
export function removeStaleSearchFiles(staticDir: string, current: readonly string[]): string[] {
  if (!fs.existsSync(staticDir)) return [];
  const stale = fs
    .readdirSync(staticDir)
    .filter((name) => SEARCH_FILE.test(name) && !current.includes(name))
    .sort();
  for (const name of stale) fs.rmSync(path.join(staticDir, name), { force: true });
  return stale;
}
