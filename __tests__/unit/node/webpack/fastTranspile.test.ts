import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import { BROWSER_TARGET, SERVER_TARGET, fastTranspileTest, compilePlainSourcesWithEsbuild } from '../../../../src/node/webpack/fastTranspile';

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
        { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=/, use: () => [{ loader: GATSBY_BABEL }, { loader: 'layout-loader' }] },
        { test: /\.css$/, use: [{ loader: '/project/node_modules/css-loader/dist/cjs.js' }] },
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
    expect(result).toEqual({ rulesNarrowed: 2, mdxRules: 1, minimizersReplaced: true });
    const rules = config.module?.rules as RuleSetRule[];
    expect(rules).toHaveLength(6);
    const plain = path.join(src, 'ui/Plain.tsx');
    // The babel rules exclude exactly what the esbuild rule takes.
    for (const rule of rules.slice(0, 2)) {
      const excludes = rule.exclude as ((p: string) => boolean)[];
      expect(excludes.some((exclude) => exclude(plain))).toBe(true);
      expect(excludes.some((exclude) => exclude(path.join(src, 'shell/Footer.tsx')))).toBe(false);
    }
    const esbuild = rules[5];
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
    // No persistent webpack cache in either stage.
    expect(config.cache).toBe(false);
    expect(config.optimization?.minimizer).toEqual([expect.objectContaining({ target: BROWSER_TARGET })]);
  });

  it('keeps the HTML renderer’s minimizers and a cheap source map for its error locations', () => {
    const config = gatsbyLikeConfig();
    const before = config.optimization?.minimizer;
    const result = compilePlainSourcesWithEsbuild(config, 'build-html', src, minimizer);
    expect(result.minimizersReplaced).toBe(false);
    expect(config.optimization?.minimizer).toBe(before);
    expect(config.devtool).toBe('cheap-module-source-map');
    expect(config.cache).toBe(false);
    expect(JSON.stringify((config.module?.rules as RuleSetRule[])[5].use)).toContain(SERVER_TARGET);
  });

  it('says so when Gatsby’s config no longer has the rules it replaces', () => {
    const noBabel: Configuration = { module: { rules: [{ test: /\.css$/, use: ['css-loader'] }] } };
    expect(() => compilePlainSourcesWithEsbuild(noBabel, 'build-javascript', src, minimizer)).toThrow(/No babel-loader rule found in the build-javascript/);
    const noMdx = gatsbyLikeConfig();
    noMdx.module!.rules = (noMdx.module!.rules as RuleSetRule[]).filter((rule) => String(rule.test) !== String(/\.mdx?$/));
    expect(() => compilePlainSourcesWithEsbuild(noMdx, 'build-html', src, minimizer)).toThrow(/No MDX rule found in the build-html/);
  });
});
