/**
 * develop's webpack caches with one build dependency: a file holding a hash of what Gatsby listed
 * (docs/decisions/0027-dev-server-speed.md, step 17). develop and develop-html stages only.
 *
 * Gatsby gives its filesystem caches `buildDependencies: { config: [its webpack.config.js, the
 * gatsby-node file of every plugin with onCreateWebpackConfig] }`. webpack takes each as the root of a
 * CommonJS tree: it resolves every `require` of Gatsby's webpack.config.js, and of the packages they
 * come from, down to the last package.json, then snapshots them all; when it writes its cache (a few
 * seconds after the first build, while a writer's first edit waits) and again when a warm start reads
 * it. What that tree stands for is known without walking it: the installed packages are package-lock.json
 * (`npm ci` installs exactly it), and each listed file outside node_modules (the site's compiled
 * gatsby-node, which bundles src/node/) is its own bytes. So the list is replaced by one JSON file,
 * written under the cache's folder, holding a hash of package-lock.json, the compiled gatsby-config
 * (the MDX plugins' options) and each listed file's bytes; webpack reads it as a plain file (a `.json`
 * build dependency has no tree). It is rewritten only when the hash changes, and webpack throws its
 * cache away when it does, as before when any of those files changed.
 * Also the production browser stage's cache (build-javascript; decision 0036).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { codeVersion } from '../buildCache';

export interface DevelopCacheInputs {
  /** The project's package-lock.json: the installed packages. */
  readonly packageLock: string;
  /** Other files whose bytes count (the compiled gatsby-config). */
  readonly files: readonly string[];
  /** Where the version file is written (a `.json` file). */
  readonly versionFile: string;
}

/**
 * Replaces the build dependencies of `config`'s filesystem cache by `inputs.versionFile`, written
 * with a hash of the package lock, `inputs.files` and the files Gatsby listed. Returns the files
 * hashed. Throws when the config has no filesystem cache with a list of build dependencies (a Gatsby
 * upgrade changed it).
 */
export function versionedBuildDependencies(config: Configuration, inputs: DevelopCacheInputs): string[] {
  const cache = config.cache;
  const listed = typeof cache === 'object' && cache.type === 'filesystem' ? cache.buildDependencies?.config : undefined;
  if (typeof cache !== 'object' || cache.type !== 'filesystem' || !Array.isArray(listed)) {
    throw new Error(
      "The webpack config has no filesystem cache with build dependencies (Gatsby's `cache.buildDependencies.config`): see src/node/webpack/developCache.ts",
    );
  }
  const hashed = [inputs.packageLock, ...inputs.files, ...listed];
  const version = codeVersion(hashed);
  if (version === undefined) throw new Error(`None of the webpack cache's build dependencies exists: ${hashed.join(', ')}`);
  const text = `${JSON.stringify({ version, of: hashed }, null, 2)}\n`;
  const current = fs.existsSync(inputs.versionFile) ? fs.readFileSync(inputs.versionFile, 'utf8') : undefined;
  if (current !== text) {
    fs.mkdirSync(path.dirname(inputs.versionFile), { recursive: true });
    fs.writeFileSync(inputs.versionFile, text);
  }
  config.cache = { ...cache, buildDependencies: { ...cache.buildDependencies, config: [inputs.versionFile] } };
  return hashed;
}
