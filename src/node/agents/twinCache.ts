/**
 * The Markdown twins of the last build, kept in `.cache/fms-agent-twins/` (issue 45; decisions 0031
 * and 0036): a kept build (`.cache/` and `public/` kept, as Netlify's build cache does) reuses the twin
 * of every page none of whose inputs changed, instead of parsing its MDX, unpacking its API data or
 * converting its HTML again.
 *
 * A twin is found only by a digest of everything it is made from (src/node/agents/pageTwins.ts lists
 * each kind's inputs): the page's node data, source file or built HTML, and `key`, the digest of what
 * every twin shares (the site's code version, the settings, the linker's routes, prefix and origin).
 * Nothing is trusted by file name or date; a file of another code version, or one that does not read,
 * is ignored and every twin is made again. Only the twins of the last build are kept.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageTwin } from './pageTwins';

/** A page's twin as made, and the build warnings making it gave (said again when it is reused). */
export interface KeptTwin {
  readonly twin: PageTwin;
  readonly warnings: readonly string[];
}

export interface TwinCache {
  /** The digest of what every twin is made from (see `agentInputsKey`). */
  readonly key: string;
  get(digest: string): KeptTwin | undefined;
  set(digest: string, kept: KeptTwin): void;
}

/** The kept twins, with how many this build reused and made. */
export interface TwinStore extends TwinCache {
  readonly reused: number;
  readonly made: number;
  /** Writes the twins this build used, only when they differ from the file's (no file without a code version). */
  save(): void;
}

/** A digest of parts: strings and buffers as they are, anything else as its JSON; each part's length and type first, so parts cannot run into each other. */
export function digestOf(parts: readonly unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = Buffer.isBuffer(part) ? part : Buffer.from(typeof part === 'string' ? part : (JSON.stringify(part) ?? 'undefined'));
    hash.update(`${Buffer.isBuffer(part) ? 'b' : typeof part === 'string' ? 's' : 'j'}${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('base64url');
}

const FILE = 'twins.json';

/**
 * The twins kept in `dir` for `version` of the site's code. Without a version (the code's is unknown)
 * nothing is read or written, and every twin is made.
 */
export function twinStore(dir: string, version: string | undefined, key: string): TwinStore {
  const file = path.join(dir, FILE);
  const kept = new Map<string, KeptTwin>();
  if (version !== undefined) {
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown; twins?: unknown };
      if (stored.version === version && stored.twins !== null && typeof stored.twins === 'object' && !Array.isArray(stored.twins)) {
        for (const [digest, value] of Object.entries(stored.twins as Record<string, KeptTwin>)) kept.set(digest, value);
      }
    } catch {
      // None yet, or not readable: every twin is made again.
    }
  }
  const used = new Map<string, KeptTwin>();
  let reused = 0;
  let made = 0;
  const fullKey = digestOf([version ?? '', key]);
  return {
    key: fullKey,
    get reused() {
      return reused;
    },
    get made() {
      return made;
    },
    get(digest) {
      const value = version === undefined ? undefined : kept.get(digest);
      if (value) {
        used.set(digest, value);
        reused += 1;
      }
      return value;
    },
    set(digest, value) {
      used.set(digest, value);
      made += 1;
    },
    save() {
      if (version === undefined) return;
      if (made === 0 && used.size === kept.size) return;
      try {
        fs.mkdirSync(dir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temporary, JSON.stringify({ version, twins: Object.fromEntries(used) }));
        fs.renameSync(temporary, file);
      } catch {
        // Only the next build is slower.
      }
    },
  };
}
