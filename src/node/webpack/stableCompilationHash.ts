/**
 * The browser bundle's compilation hash made from the files it emits (issue 45; decision 0036).
 *
 * Gatsby writes webpack's compilation hash (`stats.hash`) into every page (`window.___webpackCompilationHash`,
 * in the scripts slice stitched into each HTML file, so also into the Content-Security-Policy's
 * script hashes) and into `page-data/app-data.json`, to tell an open tab that a new deploy is out.
 * webpack makes that hash from more than the output: its warnings' texts and each chunk's module
 * hashes, which its persistent cache (kept for the browser stage, decision 0036) does not always give
 * back the same. A build with `.cache/` kept then wrote byte for byte the same bundle as a cold build
 * under another compilation hash, and so rewrote every page with a different one.
 *
 * This plugin sets the hash, once the assets are final (after `processAssets`, so after the real
 * content hashes are in the names), to a digest of every emitted asset's name and bytes: the same
 * bundle gives the same hash, and any change to what a browser loads gives another, which is what
 * Gatsby uses it for. Nothing emitted reads the compilation hash (no `[fullhash]` in a file name, no
 * `__webpack_hash__`): the plugin throws if an asset's name or the runtime would carry the old one.
 */
import { createHash } from 'node:crypto';
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';

const NAME = 'StableCompilationHash';

/** The digest of `assets` (name and bytes, by name), in webpack's hex digits, `length` long. */
export function assetsDigest(assets: readonly { name: string; source: { buffer(): Buffer } }[], length: number): string {
  const hash = createHash('sha256');
  for (const asset of [...assets].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update(`${asset.name}\0${asset.source.buffer().length}\0`);
    hash.update(asset.source.buffer());
  }
  return hash.digest('hex').slice(0, length);
}

export class StableCompilationHash implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      compilation.hooks.afterSeal.tap(NAME, () => {
        const previous = compilation.hash;
        if (!previous)
          throw new Error(`${NAME}: webpack's compilation has no hash after sealing (a webpack upgrade?): see src/node/webpack/stableCompilationHash.ts`);
        const assets = compilation.getAssets();
        const carrying = assets.filter((asset) => asset.name.includes(previous) || asset.source.buffer().includes(previous)).map((asset) => asset.name);
        if (carrying.length > 0) {
          throw new Error(
            `${NAME}: ${carrying.join(', ')} carry webpack's compilation hash, which this plugin replaces: see src/node/webpack/stableCompilationHash.ts`,
          );
        }
        const full = assetsDigest(assets, 64);
        compilation.fullHash = full;
        compilation.hash = full.slice(0, previous.length);
      });
    });
  }
}
