/**
 * What the site keeps between builds in `node_modules/.cache/` (docs/decisions/0024-build-speed.md,
 * fifth step): the API documents' memos (src/node/api/memoStore.ts) and the diagrams' drawings
 * (src/node/mdx/mermaidRenderer.ts). Unlike `.cache/` and `public/`, which a clean build removes, that
 * folder lives as long as the installed packages (the usual place for tools' caches: babel-loader's,
 * eslint's), so a clean build of unchanged documents and diagrams does not redo their work; a fresh
 * clone, or `rm -rf node_modules`, starts without it.
 *
 * Nothing kept there is trusted by file name or date: each entry is found by a hash of everything that
 * made it (its input texts, the versions of the packages and of the site's own code that computed it),
 * and one that does not read is ignored and computed again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The site's folder `name` under `node_modules/.cache/` of `root`. */
export const buildCacheDir = (name: string, root: string = process.cwd()): string => path.join(root, 'node_modules', '.cache', name);

/** The code's version: a hash of the given files' bytes (a missing file counts as empty); undefined when none exists. */
export function codeVersion(files: readonly string[]): string | undefined {
  const hash = createHash('sha256');
  let found = false;
  for (const file of files) {
    hash.update(`${path.basename(file)}\0`);
    try {
      hash.update(fs.readFileSync(file));
      found = true;
    } catch {
      hash.update('missing');
    }
    hash.update('\0');
  }
  return found ? hash.digest('hex') : undefined;
}
