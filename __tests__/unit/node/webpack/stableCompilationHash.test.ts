/**
 * @jest-environment node
 *
 * The browser bundle's compilation hash comes from the files it emits (src/node/webpack/stableCompilationHash.ts;
 * decision 0036): a real webpack compile of the same sources gives webpack's own hash differently when
 * something that does not reach the output differs (here a warning; in a kept build, the persistent
 * cache), and the plugin's hash the same; a change to an emitted file changes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler, type WebpackPluginInstance } from 'webpack';
import { StableCompilationHash, assetsDigest } from '../../../../src/node/webpack/stableCompilationHash';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';
import { REAL_WEBPACK_COMPILES_LIMIT_MS } from '../../../support/limits';

/** Adds a warning to the compilation: part of webpack's hash, not of any emitted file. */
class Warns implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('Warns', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('Warns', () => {
        compilation.warnings.push(new webpack.WebpackError('a warning that changes nothing emitted'));
      });
    });
  }
}

let dir: string;
beforeAll(() => {
  dir = tempFolder('fms-compilation-hash-');
  writeTree(
    {
      'src/entry.js': `import('./page').then((page) => console.log(page.default));\n`,
      'src/page.js': `export default 'the page';\n`,
    },
    dir,
  );
});
afterAll(() => removeTree(dir));

/** Compiles into `out`; resolves with the compilation hash and the emitted files' names. */
function compile(out: string, plugins: WebpackPluginInstance[]): Promise<{ hash: string; names: string[] }> {
  const compiler = webpack({
    mode: 'production',
    context: path.join(dir, 'src'),
    entry: { app: './entry.js' },
    devtool: false,
    output: { path: path.join(dir, out), filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
    optimization: { runtimeChunk: { name: 'webpack-runtime' } },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(String(stats?.toString('errors-only'))));
      const result = {
        hash: String(stats.hash),
        names: stats.compilation
          .getAssets()
          .map((asset) => asset.name)
          .sort(),
      };
      return compiler.close((closeError) => (closeError ? reject(closeError) : resolve(result)));
    }),
  );
}

it(
  'webpack’s own hash differs for the same output when a warning differs; the plugin’s does not',
  async () => {
    const plain = await compile('plain', []);
    const warned = await compile('warned', [new Warns()]);
    expect(warned.names).toEqual(plain.names);
    expect(warned.hash).not.toBe(plain.hash);

    const stable = await compile('stable', [new StableCompilationHash()]);
    const stableWarned = await compile('stable-warned', [new StableCompilationHash(), new Warns()]);
    expect(stableWarned.names).toEqual(plain.names);
    expect(stableWarned.hash).toBe(stable.hash);
    expect(stable.hash).toMatch(/^[0-9a-f]{20}$/);
    expect(stable.hash).not.toBe(plain.hash);
  },
  REAL_WEBPACK_COMPILES_LIMIT_MS,
);

it(
  'changes when an emitted file changes',
  async () => {
    const before = await compile('before', [new StableCompilationHash()]);
    fs.appendFileSync(path.join(dir, 'src/page.js'), `export const added = 'another export';\n`);
    const after = await compile('after', [new StableCompilationHash()]);
    expect(after.hash).not.toBe(before.hash);
  },
  REAL_WEBPACK_COMPILES_LIMIT_MS,
);

it('digests names and bytes, in any order of the assets', () => {
  const asset = (name: string, text: string): { name: string; source: { buffer(): Buffer } } => ({ name, source: { buffer: () => Buffer.from(text) } });
  const digest = assetsDigest([asset('a.js', 'x'), asset('b.js', 'y')], 20);
  expect(assetsDigest([asset('b.js', 'y'), asset('a.js', 'x')], 20)).toBe(digest);
  expect(assetsDigest([asset('a.js', 'xy'), asset('b.js', '')], 20)).not.toBe(digest);
  expect(assetsDigest([asset('a.js', 'x'), asset('c.js', 'y')], 20)).not.toBe(digest);
});
