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

/** The version of the site's Node code as Gatsby runs it: its compiled gatsby-node bundle and package-lock.json; undefined without the bundle. */
export function siteCodeVersion(root: string = process.cwd()): string | undefined {
  const bundle = path.join(root, '.cache', 'compiled', 'gatsby-node.js');
  return fs.existsSync(bundle) ? codeVersion([bundle, path.join(root, 'package-lock.json')]) : undefined;
}

/** Results kept by key in one file, valid for one version of the code that computed them. */
export interface KeptResults<T> {
  /** The kept result of `key`'s input, or undefined (none, another version, an unreadable file). */
  get(key: string): T | undefined;
  /** Keeps a result; the file is written a moment after the last one (written through a temporary file and a rename). */
  set(key: string, value: T): void;
}

/** The key of an input: a hash of its parts. */
export const resultKey = (...parts: readonly unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/**
 * Results of `version` of the code kept in `file` (JSON: `{ version, results }`). Read on first use; an
 * entry set in this process is written a second after the last one (the timer does not hold the process
 * open). No version (the code's is unknown): nothing is read or written, every `get` misses.
 */
export function keptResults<T>(file: string, version: () => string | undefined, { saveDelayMs = 1000 }: { saveDelayMs?: number } = {}): KeptResults<T> {
  let results: Map<string, T> | undefined;
  let kept: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = (): Map<string, T> => {
    if (results) return results;
    results = new Map();
    kept = version();
    if (kept === undefined) return results;
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown; results?: unknown };
      if (stored.version === kept && stored.results !== null && typeof stored.results === 'object' && !Array.isArray(stored.results)) {
        for (const [key, value] of Object.entries(stored.results as Record<string, T>)) results.set(key, value);
      }
    } catch {
      // None yet, or not readable: computed again and replaced.
    }
    return results;
  };
  const save = (): void => {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify({ version: kept, results: Object.fromEntries(load()) }));
      fs.renameSync(temporary, file);
    } catch {
      // Only the next build is slower.
    }
  };
  return {
    get: (key) => load().get(key),
    set(key, value) {
      load().set(key, value);
      if (kept === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(save, saveDelayMs);
      timer.unref();
    },
  };
}

/** The results of the last build, kept by key in one file (`lastBuildResults`). */
export interface LastBuildResults<T> {
  /** The kept result of the key, or undefined (none, another code version, an unreadable file). */
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /** How many results this build took from the file, and how many it set. */
  readonly reused: number;
  readonly made: number;
  /** Writes the results this build got or set (the others are dropped), only when they differ from the file's. */
  save(): void;
}

/**
 * Results of `version` of the code kept in `file` (JSON: `{ version, results }`) for the next build,
 * each under a key that is a digest of everything that made it (the caller's). Unlike `keptResults`,
 * written once and at once (`save`), and holding only the last build's results, so it does not grow.
 * No version (the code's is unknown): nothing is read or written, every `get` misses.
 */
export function lastBuildResults<T>(file: string, version: string | undefined): LastBuildResults<T> {
  const kept = new Map<string, T>();
  if (version !== undefined) {
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown; results?: unknown };
      if (stored.version === version && stored.results !== null && typeof stored.results === 'object' && !Array.isArray(stored.results)) {
        for (const [key, value] of Object.entries(stored.results as Record<string, T>)) kept.set(key, value);
      }
    } catch {
      // None yet, or not readable: everything is computed again.
    }
  }
  const used = new Map<string, T>();
  let reused = 0;
  let made = 0;
  return {
    get reused() {
      return reused;
    },
    get made() {
      return made;
    },
    get(key) {
      const value = version === undefined ? undefined : kept.get(key);
      if (value !== undefined) {
        used.set(key, value);
        reused += 1;
      }
      return value;
    },
    set(key, value) {
      used.set(key, value);
      made += 1;
    },
    save() {
      if (version === undefined || (made === 0 && used.size === kept.size)) return;
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, JSON.stringify({ version, results: Object.fromEntries(used) }));
        fs.renameSync(temporary, file);
      } catch {
        // Only the next build is slower.
      }
    },
  };
}
