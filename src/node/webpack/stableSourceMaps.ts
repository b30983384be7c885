/**
 * The HTML renderer's hashes are the same whether babel compiled a file or babel-loader read it from
 * its cache (issue 45; docs/decisions/0036-incremental-builds.md).
 *
 * An incremental `gatsby build` renders again every page when the renderer's chunk hashes change
 * (Gatsby's `SET_SSR_WEBPACK_COMPILATION_HASH`). A module's hash covers its source map, which the
 * renderer keeps (devtool `cheap-module-source-map`, src/node/webpack/fastTranspile.ts). babel
 * returns a map with `file` and `sourceRoot` set to undefined; babel-loader's cache keeps it as JSON,
 * which drops both keys. webpack then sets `file` and `sourceRoot` on a copy of the map
 * (`contextifySourceMap`): in their place when babel made the map, at the end when the cache gave it.
 * The same map, its keys in another order: another hash for each of the ~60 modules babel compiles, so
 * the first build after a cache miss (any change of the site's code, a cold build of new code) and
 * the build after it differed, and the second rendered all ~420 pages again for nothing.
 *
 * So a loader after babel-loader hands webpack the map as the cache would (a JSON copy): one map,
 * one hash, either way. The emitted files do not change (webpack writes the renderer's maps itself).
 */
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { globalLoaderFile } from './loaderFile';

const PLUGIN = 'FmsStableSourceMaps';
const BABEL_LOADER = /[\\/]babel-loader(\.js)?$|[\\/]babel-loader[\\/]/;

/** A source map as babel-loader's cache returns it: a JSON copy (keys whose value is undefined left out). */
export function asCachedSourceMap(map: unknown): unknown {
  return map !== null && typeof map === 'object' ? (JSON.parse(JSON.stringify(map)) as unknown) : map;
}

/** What the loader uses of webpack's loader context. */
export interface StableSourceMapContext {
  callback(error: Error | null, content: string | Buffer, sourceMap?: unknown, meta?: unknown): void;
}

/** The loader: the code and meta as they are, the map as `asCachedSourceMap`. */
export function stableSourceMapLoader(this: StableSourceMapContext, content: string | Buffer, sourceMap?: unknown, meta?: unknown): void {
  this.callback(null, content, asCachedSourceMap(sourceMap), meta);
}

/** Writes the file webpack loads as the loader (under `cacheDir`, as mdxOnce.ts does) and returns its path. */
export function stableSourceMapLoaderFile(cacheDir: string): string {
  return globalLoaderFile(cacheDir, 'fms-stable-source-map-loader.js', 'fms.stableSourceMapLoader', stableSourceMapLoader);
}

/** A module's loader as webpack keeps it (NormalModule's `loaders`). */
interface LoaderItem {
  loader: string;
  options?: unknown;
  ident?: string;
  type?: string;
}

/** Puts `loaderFile` after each module's babel-loader (first in the list: loaders run last to first); other modules as they are. */
export function afterBabel(loaders: LoaderItem[], loaderFile: string): void {
  if (loaders.some((item) => item.loader === loaderFile) || !loaders.some((item) => BABEL_LOADER.test(item.loader))) return;
  loaders.unshift({ loader: loaderFile });
}

/** The webpack plugin that adds the loader (`stableSourceMapLoaderFile`) to every module babel compiles. */
export class StableSourceMaps implements WebpackPluginInstance {
  constructor(private readonly loaderFile: string) {}

  apply(compiler: Compiler): void {
    const { NormalModule } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      NormalModule.getCompilationHooks(compilation).beforeLoaders.tap(PLUGIN, (loaders) => afterBabel(loaders as LoaderItem[], this.loaderFile));
    });
  }
}
