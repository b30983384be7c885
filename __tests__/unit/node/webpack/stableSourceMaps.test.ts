/**
 * @jest-environment node
 *
 * The HTML renderer's hashes do not depend on whether babel-loader compiled a file or read it from its
 * cache (decision 0036): babel's map has `file` and `sourceRoot` set to undefined, the cache's JSON
 * copy has neither key, and webpack's chunk hashes differed. A real webpack compile with a stand-in
 * babel-loader giving each kind of map, with and without the plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { afterBabel, asCachedSourceMap, StableSourceMaps, stableSourceMapLoaderFile } from '../../../../src/node/webpack/stableSourceMaps';
import { removeTree, tempFolder } from '../../../support/tempFolder';
import { REAL_WEBPACK_COMPILES_LIMIT_MS } from '../../../support/limits';

let dir: string;

beforeAll(() => {
  dir = tempFolder('fms-stable-maps-');
  fs.mkdirSync(path.join(dir, 'loaders'));
  // The stand-in: the code as it is and a map as babel makes it ('fresh') or as its cache gives it ('cached').
  fs.writeFileSync(
    path.join(dir, 'loaders', 'babel-loader.js'),
    `module.exports = function (source) {
      const map = { version: 3, file: undefined, names: [], sourceRoot: undefined, sources: [this.resourcePath], sourcesContent: [source], mappings: 'AAAA' };
      this.callback(null, source, this.getOptions().kind === 'cached' ? JSON.parse(JSON.stringify(map)) : map);
    };\n`,
  );
  fs.writeFileSync(path.join(dir, 'entry.js'), `module.exports = function render() { return 'page'; };\n`);
});
afterAll(() => removeTree(dir));

/** The hash of the 'main' chunk of a compile of entry.js through the stand-in giving a `kind` map. */
function chunkHash(kind: 'fresh' | 'cached', stable: boolean): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    target: 'node',
    devtool: 'cheap-module-source-map',
    output: { path: path.join(dir, `out-${kind}-${stable}`), filename: '[name].js' },
    module: { rules: [{ test: /\.js$/, use: [{ loader: path.join(dir, 'loaders', 'babel-loader.js'), options: { kind } }] }] },
    plugins: stable ? [new StableSourceMaps(stableSourceMapLoaderFile(path.join(dir, 'cache')))] : [],
    optimization: { minimize: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(String(stats?.toString('errors-only'))));
      const chunk = [...stats.compilation.chunks].find((each) => each.name === 'main');
      return resolve(chunk?.hash ?? '');
    }),
  );
}

describe('the renderer’s source maps as babel-loader’s cache gives them', () => {
  it(
    'a map and its JSON copy gave the chunk another hash without the plugin (what rendered every page again)',
    async () => {
      expect(await chunkHash('fresh', false)).not.toBe(await chunkHash('cached', false));
    },
    REAL_WEBPACK_COMPILES_LIMIT_MS,
  );

  it(
    'give it one hash with the plugin',
    async () => {
      const fresh = await chunkHash('fresh', true);
      expect(fresh).toMatch(/^[0-9a-f]+$/);
      expect(await chunkHash('cached', true)).toBe(fresh);
    },
    REAL_WEBPACK_COMPILES_LIMIT_MS,
  );

  it('the JSON copy leaves out the undefined keys and keeps everything else', () => {
    expect(asCachedSourceMap({ version: 3, file: undefined, sources: ['a'], mappings: 'A' })).toEqual({ version: 3, sources: ['a'], mappings: 'A' });
    expect(Object.keys(asCachedSourceMap({ version: 3, file: undefined, sources: ['a'] }) as object)).toEqual(['version', 'sources']);
    expect(asCachedSourceMap(undefined)).toBeUndefined();
    expect(asCachedSourceMap('{"version":3}')).toBe('{"version":3}');
  });

  it('the loader goes after babel-loader only, once', () => {
    const loaders = [{ loader: '/x/node_modules/gatsby/dist/utils/babel-loader.js' }];
    afterBabel(loaders, '/cache/stable.js');
    afterBabel(loaders, '/cache/stable.js');
    expect(loaders.map((item) => item.loader)).toEqual(['/cache/stable.js', '/x/node_modules/gatsby/dist/utils/babel-loader.js']);
    const other = [{ loader: '/x/node_modules/esbuild-loader/dist/index.cjs' }];
    afterBabel(other, '/cache/stable.js');
    expect(other).toHaveLength(1);
  });
});
