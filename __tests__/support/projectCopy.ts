/**
 * A private copy of the project for a build-level test (buildErrors, apiDocuments, devServer): the
 * sources without public/, .cache/ or .git, and a link to this checkout's node_modules, so a test
 * never touches this checkout's output. Kept between runs with its .cache/, so later runs skip
 * Gatsby's cold start; one per checkout and purpose, since a .cache made for another checkout's
 * node_modules points Parcel at paths that may not exist.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './fixtures';

const NOT_COPIED = new Set(['node_modules', 'public', '.cache', '.fixture-builds', '.git', 'test-results', 'coverage', '.bench']);

/**
 * `keep`: what survives from the last run besides the sources, which are copied afresh. A build
 * needs only .cache/; `gatsby develop` also needs the public/ that cache was made with (its static
 * query results are imported from public/page-data/sq, so a cache without them stops the server).
 */
export function projectCopy(purpose: string, override?: string, keep: readonly string[] = ['.cache']): string {
  const copy = override ?? path.join(os.tmpdir(), `fms-${purpose}-${os.userInfo().username}-${createHash('sha1').update(ROOT).digest('hex').slice(0, 8)}`);
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of fs.readdirSync(copy)) {
    if (!keep.includes(entry)) fs.rmSync(path.join(copy, entry), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(ROOT)) {
    if (!NOT_COPIED.has(entry) && !keep.includes(entry)) fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** The environment of a gatsby command run on a fixture site's settings. */
export function gatsbyEnv(overrideFile: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FMS_SETTINGS_OVERRIDE: overrideFile, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' };
  delete env.NODE_ENV; // jest sets 'test'; gatsby must choose its own
  return env;
}
