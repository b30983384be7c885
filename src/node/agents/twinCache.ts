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
import path from 'node:path';
import { lastBuildResults, type LastBuildResults } from '../buildCache';

/** A page's twin as made (`PageTwin`, src/node/agents/pageTwins.ts), and the build warnings making it gave (said again when it is reused). */
export interface KeptTwin<Twin> {
  readonly twin: Twin;
  readonly warnings: readonly string[];
}

export interface TwinCache<Twin> {
  /** The digest of what every twin is made from (see `agentInputsKey`). */
  readonly key: string;
  get(digest: string): KeptTwin<Twin> | undefined;
  set(digest: string, kept: KeptTwin<Twin>): void;
}

/** The kept twins, with how many this build reused and made. */
export type TwinStore<Twin> = TwinCache<Twin> & LastBuildResults<KeptTwin<Twin>>;

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

/**
 * The twins kept in `dir` for `version` of the site's code (src/node/buildCache.ts `lastBuildResults`).
 * Without a version (the code's is unknown) nothing is read or written, and every twin is made.
 */
export function twinStore<Twin>(dir: string, version: string | undefined, key: string): TwinStore<Twin> {
  const results = lastBuildResults<KeptTwin<Twin>>(path.join(dir, 'twins.json'), version);
  return Object.assign(results, { key: digestOf([version ?? '', key]) });
}
