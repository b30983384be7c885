/**
 * @jest-environment node
 *
 * One MDX compile per file and text for both production bundles: the loader in front of
 * gatsby-plugin-mdx's keeps the first compile; a changed text or a failed compile compiles again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compiledOnce, forgetCompiles, mdxOnceLoader, mdxOnceLoaderFile, type MdxOnceContext } from '../../../../src/node/webpack/mdxOnce';
import { removeTree, tempFolder } from '../../../support/tempFolder';

let dir: string;
let inner: string;
/** The stand-in's compiles (counted in its options: it runs in Node's own context, outside jest's). */
const counter = { calls: 0 };
const calls = (): number => counter.calls;

beforeAll(() => {
  dir = tempFolder('fms-mdx-once-');
  // A stand-in for gatsby-plugin-mdx's loader: async, reads its own options, fails on 'broken'.
  inner = path.join(dir, 'inner-loader.js');
  fs.writeFileSync(
    inner,
    `exports.default = async function (source) {
      this.getOptions().counter.calls += 1;
      if (source.includes('broken')) throw new Error('MDX compile failed in ' + this.resourcePath);
      return this.getOptions().banner + source.toUpperCase();
    };\n`,
  );
});
afterAll(() => removeTree(dir));
beforeEach(() => forgetCompiles());

function run(resourcePath: string, source: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const context: MdxOnceContext = {
      resourcePath,
      getOptions: () => ({ inner: { loader: inner, options: { banner: '// compiled\n', counter } } }),
      async: () => (error, result) => (error ? reject(error) : resolve(result ?? '')),
    };
    mdxOnceLoader.call(context, source);
  });
}

test('the second bundle gets the first compile of the same file and text; a new text is compiled', async () => {
  const before = calls();
  expect(await run('/site/a.mdx', '# a')).toBe('// compiled\n# A');
  expect(await run('/site/a.mdx', '# a')).toBe('// compiled\n# A');
  expect(calls() - before).toBe(1);
  expect(await run('/site/b.mdx', '# a')).toBe('// compiled\n# A');
  expect(await run('/site/a.mdx', '# a, edited')).toBe('// compiled\n# A, EDITED');
  expect(calls() - before).toBe(3);
});

test('a failed compile is reported to webpack and not kept: the next bundle reports it too', async () => {
  const before = calls();
  await expect(run('/site/c.mdx', 'broken')).rejects.toThrow('MDX compile failed in /site/c.mdx');
  await expect(run('/site/c.mdx', 'broken')).rejects.toThrow('MDX compile failed in /site/c.mdx');
  expect(calls() - before).toBe(2);
});

test('webpack loads the loader from a file under .cache; only gatsby-plugin-mdx’s compiling loader is wrapped', () => {
  const file = mdxOnceLoaderFile(path.join(dir, 'cache'));
  // The file exports what the process registered (evaluated here in jest's context, where the registration is).
  const shim = { exports: undefined as unknown };
  new Function('module', fs.readFileSync(file, 'utf8'))(shim);
  expect(shim.exports).toBe(mdxOnceLoader);
  const mdxLoader = { loader: '/p/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js', options: { x: 1 } };
  expect(compiledOnce(mdxLoader, file)).toEqual({ loader: file, options: { inner: mdxLoader } });
  const layout = { loader: '/p/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader.js' };
  expect(compiledOnce(layout, file)).toBe(layout);
  expect(compiledOnce('babel-loader', file)).toBe('babel-loader');
});
