import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import {
  BROWSER_TARGET,
  SERVER_TARGET,
  babelCacheFolder,
  babelResourceQuery,
  fastTranspileTest,
  compilePlainSourcesWithEsbuild,
} from '../../../../src/node/webpack/fastTranspile';

const GATSBY_BABEL = '/project/node_modules/gatsby/dist/utils/babel-loader.js';
const MDX_LOADER = '/project/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js';

let src: string;
beforeAll(() => {
  src = fs.mkdtempSync(path.join(os.tmpdir(), 'fast-transpile-'));
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    fs.writeFileSync(path.join(src, file), text);
  };
  write('ui/Plain.tsx', "import React from 'react';\nexport const Plain = () => <p>plain</p>;\n");
  write('lib/plain.ts', 'export const one = 1;\n');
  write('lib/types.d.ts', 'declare const x: number;\n');
  write('shell/Footer.tsx', "import { graphql, useStaticQuery } from 'gatsby';\nexport const q = () => useStaticQuery(graphql`{ site { id } }`);\n");
  write('blog/fragment.ts', "import { graphql } from 'gatsby';\nexport const fragment = graphql`fragment X on Mdx { id }`;\n");
  write('templates/DocPage.tsx', 'export default function DocPage() { return null; }\n');
  write('pages/index.tsx', 'export default function Home() { return null; }\n');
});
afterAll(() => fs.rmSync(src, { recursive: true, force: true }));

describe('which files esbuild compiles', () => {
  it('takes the plain TypeScript files of src/', () => {
    const test = fastTranspileTest(src);
    expect(test(path.join(src, 'ui/Plain.tsx'))).toBe(true);
    expect(test(path.join(src, 'lib/plain.ts'))).toBe(true);
  });

  it('leaves files with a query, pages, templates, declarations and anything outside src/ to Gatsby', () => {
    const test = fastTranspileTest(src);
    expect(test(path.join(src, 'shell/Footer.tsx'))).toBe(false);
    expect(test(path.join(src, 'blog/fragment.ts'))).toBe(false);
    expect(test(path.join(src, 'templates/DocPage.tsx'))).toBe(false);
    expect(test(path.join(src, 'pages/index.tsx'))).toBe(false);
    expect(test(path.join(src, 'lib/types.d.ts'))).toBe(false);
    expect(test(path.join(src, 'lib/missing.ts'))).toBe(false);
    expect(test('/project/.cache/production-app.js')).toBe(false);
    expect(test('/project/node_modules/some/index.ts')).toBe(false);
    expect(test(`${src}-sibling/ui/Plain.tsx`)).toBe(false);
  });
});

/** The rules Gatsby's production config has, in the shapes it writes them. */
function gatsbyLikeConfig(): Configuration {
  return {
    devtool: 'source-map',
    // Gatsby's persistent cache for the production stages (webpack.config.js)
    cache: { type: 'filesystem', name: 'build-javascript', buildDependencies: { config: ['/project/node_modules/gatsby/dist/utils/webpack.config.js'] } },
    module: {
      rules: [
        // rules.js(): a function of the module, naming Gatsby's babel loader
        { test: /\.(js|mjs|jsx|ts|tsx)$/, include: () => true, type: 'javascript/auto', use: () => [{ loader: GATSBY_BABEL, options: { stage: 'x' } }] },
        // rules.dependencies(): node_modules through babel-loader
        { test: /\.(js|mjs)$/, exclude: () => false, use: [{ loader: '/project/node_modules/babel-loader/lib/index.js' }] },
        // gatsby-plugin-mdx: babel after the MDX loader, and the template wrapper with its query
        {
          test: /\.mdx?$/,
          use: () => [
            { loader: GATSBY_BABEL, options: {} },
            { loader: MDX_LOADER, options: {} },
          ],
        },
        {
          test: /\.[tj]sx?$/,
          resourceQuery: /__contentFilePath=/,
          use: ({ resourceQuery }: { resourceQuery: string }) => [{ loader: GATSBY_BABEL, options: { resourceQuery } }, { loader: 'layout-loader' }],
        },
        { test: /\.css$/, use: [{ loader: '/project/node_modules/css-loader/dist/cjs.js' }] },
        // gatsby-plugin-typescript: every .ts/.tsx file through Gatsby's babel, again
        { test: /\.tsx?$/, use: ({ resourceQuery }: { resourceQuery: string }) => [{ loader: GATSBY_BABEL, options: { resourceQuery } }] },
      ] as RuleSetRule[],
    },
    optimization: { minimizer: [{ apply: () => undefined, name: 'terser' } as unknown as WebpackPluginInstance] },
  };
}

const minimizer = (target: string): WebpackPluginInstance[] => [{ apply: () => undefined, target } as unknown as WebpackPluginInstance];

describe('the production config', () => {
  it('narrows the babel rules, adds one esbuild rule and swaps MDX’s babel step for esbuild', () => {
    const config = gatsbyLikeConfig();
    const result = compilePlainSourcesWithEsbuild(config, 'build-javascript', src, minimizer);
    expect(result).toEqual({ rulesNarrowed: 3, mdxRules: 1, typeScriptRulesNarrowed: 1, minimizersReplaced: true });
    const rules = config.module?.rules as RuleSetRule[];
    expect(rules).toHaveLength(7);
    const plain = path.join(src, 'ui/Plain.tsx');
    // The babel rules exclude exactly what the esbuild rule takes.
    for (const rule of [rules[0], rules[1], rules[5]]) {
      const excludes = rule.exclude as ((p: string) => boolean)[];
      expect(excludes.some((exclude) => exclude(plain))).toBe(true);
    }
    // A file with a query keeps babel (through gatsby-plugin-typescript's rule: see below).
    for (const rule of [rules[1], rules[5]]) {
      expect((rule.exclude as ((p: string) => boolean)[]).some((exclude) => exclude(path.join(src, 'shell/Footer.tsx')))).toBe(false);
    }
    const esbuild = rules[6];
    expect((esbuild.test as (p: string) => boolean)(plain)).toBe(true);
    expect(JSON.stringify(esbuild.use)).toContain('esbuild-loader');
    expect(JSON.stringify(esbuild.use)).toContain(BROWSER_TARGET);
    // MDX: esbuild, then the MDX loader, compiled once for both bundles (mdxOnce.ts); the template
    // wrapper (with the page query) keeps babel.
    const mdxUse = (rules[2].use as (data: object) => { loader: string; options?: { inner?: { loader: string } } }[])({ resource: 'a.mdx' });
    expect(mdxUse).toHaveLength(2);
    expect(mdxUse[0].loader).toMatch(/esbuild-loader/);
    expect(mdxUse[1].loader).toMatch(/fms-mdx-once-loader\.js$/);
    expect(mdxUse[1].options?.inner?.loader).toBe(MDX_LOADER);
    expect(JSON.stringify((rules[3].use as (data: object) => unknown)({}))).toContain(GATSBY_BABEL);
    // The browser bundles: esbuild minifies, no source maps.
    expect(config.devtool).toBe(false);
    // The browser stage keeps Gatsby's persistent cache (decision 0036); the renderer's goes (below).
    expect(config.cache).toEqual(expect.objectContaining({ type: 'filesystem', name: 'build-javascript' }));
    expect(config.optimization?.minimizer).toEqual([expect.objectContaining({ target: BROWSER_TARGET })]);
  });

  it('runs babel once over a TypeScript file that keeps it, and JavaScript files through Gatsby’s rule as before', () => {
    const config = gatsbyLikeConfig();
    compilePlainSourcesWithEsbuild(config, 'build-html', src, minimizer);
    const rules = config.module?.rules as RuleSetRule[];
    const takes = (rule: RuleSetRule, file: string): boolean =>
      (rule.test as RegExp).test(file) &&
      (rule.include === undefined || (rule.include as (p: string) => boolean)(file)) &&
      !([rule.exclude ?? []].flat() as ((p: string) => boolean)[]).some((exclude) => exclude(file));
    const babelRulesTaking = (file: string): number => [rules[0], rules[1], rules[5]].filter((rule) => takes(rule, file)).length;
    // A template, a query file: gatsby-plugin-typescript's rule only (before: Gatsby's as well).
    expect(babelRulesTaking(path.join(src, 'templates/DocPage.tsx'))).toBe(1);
    expect(takes(rules[5], path.join(src, 'templates/DocPage.tsx'))).toBe(true);
    expect(babelRulesTaking(path.join(src, 'shell/Footer.tsx'))).toBe(1);
    // Gatsby's own files (JavaScript) keep Gatsby's rule; plain sources neither (esbuild).
    expect(takes(rules[0], '/project/.cache/production-app.js')).toBe(true);
    expect(babelRulesTaking(path.join(src, 'ui/Plain.tsx'))).toBe(0);
  });

  it('gives the template copies of gatsby-plugin-mdx one babel configuration, keeping what the query says about exports', () => {
    expect(babelResourceQuery('?__contentFilePath=/site/content/docs/a.mdx')).toBe('');
    expect(babelResourceQuery('?__contentFilePath=/site/content/docs/a.mdx&export=head')).toBe('?export=head');
    expect(babelResourceQuery('?export=default')).toBe('?export=default');
    expect(babelResourceQuery('')).toBe('');
    const config = gatsbyLikeConfig();
    compilePlainSourcesWithEsbuild(config, 'build-javascript', src, minimizer);
    const copyRule = (config.module?.rules as RuleSetRule[])[3];
    const entries = (copies: string) =>
      (copyRule.use as (data: object) => { loader: string; options?: { resourceQuery?: string } }[])({ resourceQuery: copies });
    const [a, b] = [entries('?__contentFilePath=/a.mdx&export=default'), entries('?__contentFilePath=/b.mdx&export=default')];
    expect(a[0].options).toEqual({ resourceQuery: '?export=default' });
    expect(a[0].options).toEqual(b[0].options);
    expect(a[1]).toEqual({ loader: 'layout-loader' });
  });

  it("moves the babel cache of every rule that keeps babel from Gatsby's .cache/ to the folder given, and only babel's", () => {
    const cacheDirectory = '/project/.cache/webpack/babel';
    const kept = babelCacheFolder('/project/node_modules/.cache/fms-babel', 'a1b2c3d4e5f6a7b8c9d0');
    expect(kept).toBe('/project/node_modules/.cache/fms-babel/a1b2c3d4e5f6a7b8');
    const withCache = (): Configuration => {
      const config = gatsbyLikeConfig();
      const rules = config.module?.rules as RuleSetRule[];
      for (const index of [0, 3, 5]) {
        const use = rules[index].use as (data: object) => { loader: string; options?: object }[];
        rules[index] = {
          ...rules[index],
          use: (data: object) =>
            use(data).map((entry) => (entry.loader === GATSBY_BABEL ? { ...entry, options: { ...entry.options, cacheDirectory } } : entry)),
        };
      }
      return config;
    };
    const entriesOf = (config: Configuration, index: number, resourceQuery = '') =>
      ((config.module?.rules as RuleSetRule[])[index].use as (data: object) => { loader: string; options?: { cacheDirectory?: string } }[])({ resourceQuery });
    const moved = withCache();
    compilePlainSourcesWithEsbuild(moved, 'build-html', src, minimizer, kept);
    for (const [index, query] of [
      [0, ''],
      [3, '?__contentFilePath=/a.mdx&export=default'],
      [5, ''],
    ] as const) {
      const babel = entriesOf(moved, index, query).find((entry) => entry.loader === GATSBY_BABEL);
      expect(babel?.options?.cacheDirectory).toBe(kept);
    }
    // The template copies' other loader, and a babel entry Gatsby gave no cache, are left as they are.
    expect(entriesOf(moved, 3, '?__contentFilePath=/a.mdx')[1]).toEqual({ loader: 'layout-loader' });
    const none = gatsbyLikeConfig();
    compilePlainSourcesWithEsbuild(none, 'build-html', src, minimizer, kept);
    expect(entriesOf(none, 0)[0].options).toEqual({ stage: 'x' });
    // Without a folder (no compiled gatsby-node yet), Gatsby's stays.
    const unchanged = withCache();
    compilePlainSourcesWithEsbuild(unchanged, 'build-html', src, minimizer);
    expect(entriesOf(unchanged, 0)[0].options?.cacheDirectory).toBe(cacheDirectory);
  });

  it('relies on Gatsby using the resource query only to choose the exports (the installed babel-loader-helpers)', () => {
    const helpers = fs.readFileSync(require.resolve('gatsby/dist/utils/babel-loader-helpers.js'), 'utf8');
    const uses = helpers.match(/resourceQuery[^\n]*/g) ?? [];
    // Destructured, in the memo key, and the two export checks: nothing else reads it.
    const reads = uses.filter((line) => !/^resourceQuery$|^resourceQuery,?$|^resourceQuery}`;$/.test(line.trim()));
    expect(reads.every((line) => /resourceQuery\.includes\(`[?&]export=(default|head)`\)/.test(line))).toBe(true);
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the HTML renderer’s minimizers and a cheap source map for its error locations', () => {
    const config = gatsbyLikeConfig();
    const before = config.optimization?.minimizer;
    const result = compilePlainSourcesWithEsbuild(config, 'build-html', src, minimizer);
    expect(result.minimizersReplaced).toBe(false);
    expect(config.optimization?.minimizer).toBe(before);
    expect(config.devtool).toBe('cheap-module-source-map');
    expect(config.cache).toBe(false);
    expect(JSON.stringify((config.module?.rules as RuleSetRule[])[6].use)).toContain(SERVER_TARGET);
  });

  it('says so when Gatsby’s config no longer has the rules it replaces', () => {
    const noBabel: Configuration = { module: { rules: [{ test: /\.css$/, use: ['css-loader'] }] } };
    expect(() => compilePlainSourcesWithEsbuild(noBabel, 'build-javascript', src, minimizer)).toThrow(/No babel-loader rule found in the build-javascript/);
    const noMdx = gatsbyLikeConfig();
    noMdx.module!.rules = (noMdx.module!.rules as RuleSetRule[]).filter((rule) => String(rule.test) !== String(/\.mdx?$/));
    expect(() => compilePlainSourcesWithEsbuild(noMdx, 'build-html', src, minimizer)).toThrow(/No MDX rule found in the build-html/);
  });
});
