/**
 * @jest-environment node
 *
 * A kept public/ holds only the current browser bundle's files (issue 45; decision 0036): the files of
 * earlier compilations go, every other file stays, and without the current compilation's list nothing
 * is removed and the build fails. Then a real webpack compile, twice with one module edited, into one
 * folder: after the second, the folder holds exactly the second compile's files.
 */
import fs from 'node:fs';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import {
  BROWSER_ASSET,
  DIAGRAM_ASSET,
  BrowserAssetList,
  browserAssetListFile,
  readBrowserAssetList,
  removeStaleBrowserAssets,
  staleBrowserAssets,
} from '../../../../src/node/webpack/staleAssets';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';
import { REAL_WEBPACK_COMPILES_LIMIT_MS } from '../../../support/limits';

const hash = (digit: string): string => digit.repeat(20);
const PAGE = 'component---src-templates-doc-page-tsx-content-file-path-content-docs-intro-asset-mdx';

/** The current compilation's assets (as BrowserAssetList lists them, a diagram below static/ among them). */
const CURRENT = [
  `app-${hash('a')}.js`,
  `app-${hash('a')}.js.LICENSE.txt`,
  `framework-${hash('b')}.js`,
  `polyfill-${hash('c')}.js`,
  `webpack-runtime-${hash('d')}.js`,
  `webpack-runtime-${hash('d')}.js.map`,
  `${PAGE}-${hash('e')}.js`,
  `search-index-${hash('f')}.js`,
  `454-${hash('1')}.js`,
  `styles.${hash('2')}.css`,
  `styles.${hash('2')}.css.map`,
  'static/diagram-0123456789abcdef.svg',
];
/** An earlier compilation's files that the current one does not have. */
const EARLIER = [
  `${PAGE}-${hash('9')}.js`,
  `webpack-runtime-${hash('8')}.js`,
  `webpack-runtime-${hash('8')}.js.map`,
  `app-${hash('7')}.js`,
  `app-${hash('7')}.js.LICENSE.txt`,
  `styles.${hash('6')}.css`,
  `styles.${hash('6')}.css.map`,
  'static/diagram-fedcba9876543210.svg',
];
/** What else a build writes into public/: never removed. */
const OTHERS = [
  'index.html',
  '404.html',
  'docs/intro/asset/index.html',
  'docs/intro/asset.md',
  'page-data/app-data.json',
  'page-data/sq/d/980673165.json',
  `static/${'0'.repeat(32)}.index.txt`,
  'static/diagram-notahash.svg',
  'static/logo.svg',
  `_gatsby/slices/_gatsby-scripts-1.html`,
  `fms-head-${hash('5')}.js`,
  'chunk-map.json',
  'webpack.stats.json',
  'rss.xml',
  'atom.xml',
  'sitemap.xml',
  '_headers',
  '_redirects',
  'favicon-32.png',
  'AC-v1.json',
  'llms.txt',
];

const listIn = (dir: string, names: readonly string[]): string => {
  const file = browserAssetListFile(path.join(dir, '.cache'));
  writeTree({ [path.relative(dir, file)]: JSON.stringify(names) }, dir);
  return file;
};

/** Every file below `dir`, relative, sorted. */
const filesBelow = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

describe('which files of public/ are an earlier browser bundle’s', () => {
  it('the browser bundle’s names and no other of public/', () => {
    expect([...CURRENT, ...EARLIER].every((name) => BROWSER_ASSET.test(name) || DIAGRAM_ASSET.test(name))).toBe(true);
    expect(OTHERS.filter((name) => DIAGRAM_ASSET.test(name))).toEqual([]);
    expect(OTHERS.filter((name) => BROWSER_ASSET.test(name))).toEqual([`fms-head-${hash('5')}.js`]);
  });

  it('those of the bundle not in the current list, the head script’s file not among them', () => {
    const files = [...CURRENT, ...EARLIER, ...OTHERS].filter((name) => !name.includes('/') || name.startsWith('static/'));
    expect(staleBrowserAssets(files, CURRENT, 'list.json')).toEqual([...EARLIER].sort());
  });

  it('a list that names no file of the bundle, or one of an unknown shape, is an error naming the list', () => {
    expect(() => staleBrowserAssets(EARLIER, ['static/diagram-0123456789abcdef.svg'], '/x/list.json')).toThrow(
      /\/x\/list\.json names no file of the browser bundle/,
    );
    expect(() => staleBrowserAssets(EARLIER, [...CURRENT, 'app-1234.js'], '/x/list.json')).toThrow(/\/x\/list\.json .*unknown shape \(app-1234\.js\)/);
  });
});

describe('removing them from public/', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempFolder('fms-stale-assets-');
    writeTree(Object.fromEntries([...CURRENT, ...EARLIER, ...OTHERS].map((name) => [`public/${name}`, name])), dir);
  });
  afterEach(() => removeTree(dir));

  it('removes the earlier compilations’ files and keeps the current ones and every other file', () => {
    const list = listIn(dir, CURRENT);
    expect(removeStaleBrowserAssets(path.join(dir, 'public'), list)).toEqual([...EARLIER].sort());
    expect(filesBelow(path.join(dir, 'public'))).toEqual([...CURRENT, ...OTHERS].sort());
  });

  it('without the list, removes nothing and fails naming the list', () => {
    const list = browserAssetListFile(path.join(dir, '.cache'));
    expect(() => removeStaleBrowserAssets(path.join(dir, 'public'), list)).toThrow(list);
    expect(filesBelow(path.join(dir, 'public'))).toHaveLength(CURRENT.length + EARLIER.length + OTHERS.length);
  });

  it('with an empty list, or one naming files public/ lacks, removes nothing and fails naming the list', () => {
    const empty = listIn(dir, []);
    expect(() => removeStaleBrowserAssets(path.join(dir, 'public'), empty)).toThrow(`${empty} is not a non-empty list`);
    const other = listIn(dir, [...CURRENT, `app-${hash('3')}.js`]);
    expect(() => removeStaleBrowserAssets(path.join(dir, 'public'), other)).toThrow(`${other} names files that are not in`);
    expect(filesBelow(path.join(dir, 'public'))).toHaveLength(CURRENT.length + EARLIER.length + OTHERS.length);
  });

  it('reads the list BrowserAssetList wrote', () => {
    expect(readBrowserAssetList(listIn(dir, CURRENT))).toEqual(CURRENT);
  });
});

describe('a real webpack compile, twice into one folder (a kept public/)', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempFolder('fms-stale-compile-');
    writeTree(
      {
        'src/entry.js': `/*! @license MIT the entry */\nimport('./page').then((page) => console.log(page.default));\nimport('./search').then((search) => console.log(search.default));\n`,
        'src/page.js': `export default 'the page';\n`,
        'src/search.js': `export default 'the search';\n`,
      },
      dir,
    );
  });
  afterAll(() => removeTree(dir));

  /** Compiles as Gatsby's browser stage names its files (a source map and a licence beside them), with webpack's persistent cache; resolves with the assets' names. */
  const compile = (): Promise<string[]> => {
    const compiler = webpack({
      mode: 'production',
      context: path.join(dir, 'src'),
      entry: { app: './entry.js' },
      devtool: 'source-map',
      output: { path: path.join(dir, 'public'), filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
      optimization: { runtimeChunk: { name: 'webpack-runtime' }, minimizer: [new TerserPlugin({ extractComments: true })] },
      cache: { type: 'filesystem', cacheDirectory: path.join(dir, '.cache', 'webpack') },
      plugins: [new BrowserAssetList(browserAssetListFile(path.join(dir, '.cache')))],
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(String(stats?.toString('errors-only'))));
        const names = stats.compilation.getAssets().map((asset) => asset.name);
        // Closed before the next compile, so that it reads the cache this one stored.
        return compiler.close((closeError) => (closeError ? reject(closeError) : resolve(names)));
      }),
    );
  };

  it(
    'leaves exactly the second compile’s files after one module’s edit',
    async () => {
      const first = await compile();
      fs.appendFileSync(path.join(dir, 'src/page.js'), `export const added = 'a paragraph';\n`);
      const second = await compile();
      const earlier = first.filter((name) => !second.includes(name)).sort();
      // The edited chunk and the runtime that names it, with their maps; the unchanged chunk is the same file.
      expect(earlier.some((name) => name.startsWith('webpack-runtime-'))).toBe(true);
      expect(earlier.some((name) => name.endsWith('.js.map'))).toBe(true);
      expect(second.some((name) => name.endsWith('.LICENSE.txt'))).toBe(true);
      // The unchanged chunk, not written again, is listed too.
      expect(second.filter((name) => first.includes(name) && /^\d+-[0-9a-f]{20}\.js$/.test(name))).toHaveLength(1);
      // webpack removed none of the first compile's files.
      expect(filesBelow(path.join(dir, 'public'))).toEqual([...second, ...earlier].sort());
      expect(removeStaleBrowserAssets(path.join(dir, 'public'), browserAssetListFile(path.join(dir, '.cache')))).toEqual(earlier);
      expect(filesBelow(path.join(dir, 'public'))).toEqual([...second].sort());
    },
    REAL_WEBPACK_COMPILES_LIMIT_MS,
  );
});
