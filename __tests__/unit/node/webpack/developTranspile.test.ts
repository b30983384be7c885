/** @jest-environment node */
import path from 'node:path';
import webpack, { type Configuration, type RuleSetRule, type WebpackPluginInstance } from 'webpack';
import { compileDevelopSourcesWithSwc, gatsbyRuntimeTest, swcOptions } from '../../../../src/node/webpack/developTranspile';
import { BROWSER_TARGET } from '../../../../src/node/webpack/fastTranspile';
import { removeTree, writeTree } from '../../../support/tempFolder';
import { REAL_WEBPACK_COMPILES_LIMIT_MS } from '../../../support/limits';

/** Stand-ins for Gatsby's babel loader (marks what it compiled) and gatsby-plugin-mdx's loaders. */
const LOADERS = {
  'loaders/babel-loader.js': 'module.exports = function (source) { return "/* babel ran */\\n" + source.replace(/: string/g, ""); };\n',
  'loaders/gatsby-mdx-loader.js': 'module.exports = function () { return "export default function MDXContent() { return <p>From MDX</p>; }\\n"; };\n',
  'loaders/layout-loader.js': 'module.exports = function (source) { return source; };\n',
};

class ESLintWebpackPlugin {
  apply(): void {}
}

/** The develop config's rules in the shapes Gatsby and gatsby-plugin-mdx write them, with the loaders of `root`. */
function gatsbyLikeDevelopConfig(root: string): Configuration {
  const babel = path.join(root, 'loaders/babel-loader.js');
  return {
    plugins: [new ESLintWebpackPlugin() as unknown as WebpackPluginInstance, new webpack.DefinePlugin({ X: '1' })],
    module: {
      rules: [
        // rules.js(): every source file outside node_modules, through babel (a function of the module)
        { test: /\.(js|mjs|jsx|ts|tsx)$/, include: (file: string) => !file.includes('node_modules'), type: 'javascript/auto', use: () => [{ loader: babel }] },
        // gatsby-plugin-mdx: babel after the MDX loader, and the template wrapper with its query
        { test: /\.mdx?$/, use: () => [{ loader: babel }, { loader: path.join(root, 'loaders/gatsby-mdx-loader.js') }] },
        {
          test: /\.[tj]sx?$/,
          resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/,
          use: () => [{ loader: babel }, { loader: path.join(root, 'loaders/layout-loader.js') }],
        },
        // gatsby-plugin-typescript: every .ts and .tsx file through the same babel again
        { test: /\.tsx?$/, use: () => [{ loader: babel }] },
        { test: /\.css$/, use: ['css-loader'] },
      ] as RuleSetRule[],
    },
  };
}

describe('compileDevelopSourcesWithSwc', () => {
  it('narrows Gatsby’s babel rule, swaps MDX’s babel step for SWC, adds the SWC rules and drops the ESLint plugin', () => {
    const root = writeTree({ ...LOADERS, 'src/ui/Plain.tsx': 'export const Plain = () => null;\n' });
    try {
      const config = gatsbyLikeDevelopConfig(root);
      expect(compileDevelopSourcesWithSwc(config, path.join(root, 'src'), path.join(root, '.cache'))).toEqual({
        rulesNarrowed: 2,
        mdxRules: 1,
        pluginsRemoved: 1,
      });
      const rules = config.module?.rules as RuleSetRule[];
      expect(rules).toHaveLength(8);
      const excluded = (rule: RuleSetRule, file: string): boolean => (rule.exclude as ((file: string) => boolean)[]).some((exclude) => exclude(file));
      // Both babel rules leave the plain files to SWC; Gatsby's leaves TypeScript to the TypeScript rule.
      for (const rule of [rules[0], rules[3]]) expect(excluded(rule, path.join(root, 'src/ui/Plain.tsx'))).toBe(true);
      expect(excluded(rules[0], path.join(root, 'src/templates/Doc.tsx'))).toBe(true);
      expect(excluded(rules[0], path.join(root, 'gatsby-browser.js'))).toBe(false);
      expect(excluded(rules[3], path.join(root, 'src/templates/Doc.tsx'))).toBe(false);
      // The template rule keeps babel; the MDX rule has SWC where babel was.
      expect(JSON.stringify((rules[2].use as (data: object) => unknown)({}))).toContain('babel-loader');
      const mdxUse = (rules[1].use as (data: object) => { loader: string }[])({ resource: 'a.mdx' });
      expect(mdxUse[0].loader).toMatch(/swc-loader/);
      expect(mdxUse[1].loader).toMatch(/gatsby-mdx-loader\.js$/);
      expect(config.plugins).toHaveLength(1);
      expect(JSON.stringify(rules[5].use)).toContain('"classic"');
      expect(JSON.stringify(rules[6].use)).toContain(BROWSER_TARGET);
    } finally {
      removeTree(root);
    }
  });

  it(
    'compiles components with React Refresh’s registrations, MDX with SWC, and templates with babel once (twice for an MDX file, around its layout loader)',
    async () => {
      const root = writeTree({
        ...LOADERS,
        'src/ui/Counter.tsx':
          "import React, { useState } from 'react';\nexport function Counter({ start }: { start: number }) {\n  const [n] = useState(start);\n  return <p>{n}</p>;\n}\n",
        'src/lib/plain.ts': 'export const twice = <T,>(value: T): T[] => [value, value];\n',
        'src/templates/Doc.tsx': "export const query = 'graphql`{ site { id } }`';\nexport default function Doc(props) {\n  return props.name;\n}\n",
        'content/a.mdx': '# From MDX\n',
        // Gatsby's runtime: an ES module with JSX, a CommonJS file, and a page with a query.
        '.cache/root.js':
          "import React from 'react';\nimport { plugins } from './api-runner-browser';\nexport default function Root() {\n  return <div>{plugins.length}</div>;\n}\n",
        '.cache/api-runner-browser.js': 'const plugins = [];\nexports.plugins = plugins;\n',
        '.cache/dev-404-page.js':
          'import { graphql } from "gatsby";\nexport const pagesQuery = graphql`query { site { id } }`;\nexport default function Dev404() {\n  return null;\n}\n',
        'entry.js':
          "import { Counter } from './src/ui/Counter';\nimport { twice } from './src/lib/plain';\nimport Doc from './src/templates/Doc.tsx?__contentFilePath=/site/a.mdx';\nimport Mdx from './content/a.mdx';\nimport Template from './src/templates/Doc.tsx';\nimport Root from './.cache/root';\nimport Dev404 from './.cache/dev-404-page';\nexport default [Counter, twice, Doc, Mdx, Template, Root, Dev404];\n",
        'node_modules/react/index.js': 'exports.useState = (value) => [value];\nexports.createElement = () => null;\n',
        'node_modules/gatsby/index.js': 'exports.graphql = () => null;\n',
        'node_modules/react/jsx-dev-runtime.js': 'exports.jsxDEV = () => null;\nexports.Fragment = "f";\n',
      });
      try {
        const config = gatsbyLikeDevelopConfig(root);
        config.module!.rules = (config.module!.rules as RuleSetRule[]).filter((rule) => String(rule.test) !== String(/\.css$/));
        compileDevelopSourcesWithSwc(config, path.join(root, 'src'), path.join(root, '.cache'));
        const stats = await new Promise<webpack.Stats>((resolve, reject) =>
          webpack(
            {
              ...config,
              mode: 'development',
              devtool: false,
              context: root,
              entry: './entry.js',
              output: { path: path.join(root, 'out'), filename: 'out.js' },
              resolve: { extensions: ['.tsx', '.ts', '.js'] },
              optimization: { concatenateModules: false },
            },
            (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
          ),
        );
        expect(stats.compilation.errors.map(String)).toEqual([]);
        const source = (file: string, query = ''): string => {
          const module = [...stats.compilation.modules].find(
            (m) => (m as webpack.NormalModule).resource === path.join(root, file) + query,
          ) as webpack.NormalModule;
          return String(module.originalSource()?.source());
        };
        const counter = source('src/ui/Counter.tsx');
        expect(counter).not.toContain('babel ran');
        expect(counter).toContain('$RefreshReg$(_c, "Counter")');
        expect(counter).toContain('$RefreshSig$()');
        expect(counter).toContain('jsxDEV');
        expect(source('src/lib/plain.ts')).not.toContain('babel ran');
        const mdx = source('content/a.mdx');
        expect(mdx).not.toContain('babel ran');
        expect(mdx).toContain('$RefreshReg$(_c, "MDXContent")');
        // The template for an MDX file: babel once (gatsby-plugin-mdx's rule), not twice.
        // A template: babel once (the TypeScript rule); for an MDX file, once more after the layout loader.
        expect(source('src/templates/Doc.tsx').match(/babel ran/g)).toHaveLength(1);
        expect(source('src/templates/Doc.tsx', '?__contentFilePath=/site/a.mdx').match(/babel ran/g)).toHaveLength(2);
        // Gatsby's runtime: SWC with React's classic runtime and React Refresh; CommonJS stays CommonJS;
        // the page with a query keeps Gatsby's babel.
        const rootModule = source('.cache/root.js');
        expect(rootModule).not.toContain('babel ran');
        expect(rootModule).toContain('React.createElement');
        expect(rootModule).toContain('$RefreshReg$(_c, "Root")');
        const cjs = source('.cache/api-runner-browser.js');
        expect(cjs).not.toContain('babel ran');
        expect(cjs).toContain('exports.plugins = plugins');
        expect(cjs).not.toMatch(/\bimport\b|\bexport\b/);
        expect(source('.cache/dev-404-page.js')).toContain('babel ran');
      } finally {
        removeTree(root);
      }
    },
    REAL_WEBPACK_COMPILES_LIMIT_MS,
  );

  it('takes Gatsby’s runtime files without a query or a Slice, and its virtual modules, for SWC', () => {
    const root = writeTree({
      '.cache/app.js': 'export default 1;\n',
      '.cache/fast-refresh-overlay/index.js': 'export const overlay = 1;\n',
      '.cache/static-query.js': 'export const useStaticQuery = (query) => query;\n',
      '.cache/dev-404-page.js': 'export const pagesQuery = graphql`query { site { id } }`;\n',
      '.cache/slice.js': 'export const S = () => <Slice alias="x" />;\n',
      '.cache/match-paths.json': '[]\n',
      'src/ui/Plain.js': 'export default 1;\n',
    });
    try {
      const isRuntime = gatsbyRuntimeTest(path.join(root, '.cache'));
      const at = (file: string): boolean => isRuntime(path.join(root, file));
      expect(at('.cache/app.js')).toBe(true);
      expect(at('.cache/fast-refresh-overlay/index.js')).toBe(true);
      // Names a hook but holds no query: babel-plugin-remove-graphql-queries would leave it as it is.
      expect(at('.cache/static-query.js')).toBe(true);
      expect(at('.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js')).toBe(true);
      expect(at('.cache/dev-404-page.js')).toBe(false);
      expect(at('.cache/slice.js')).toBe(false);
      expect(at('.cache/match-paths.json')).toBe(false);
      expect(at('.cache/missing.js')).toBe(false);
      expect(at('src/ui/Plain.js')).toBe(false);
    } finally {
      removeTree(root);
    }
  });

  it('says so when Gatsby’s config no longer has the rules it replaces', () => {
    expect(() => compileDevelopSourcesWithSwc({ module: { rules: [{ test: /\.css$/, use: ['css-loader'] }] } }, 'src', '.cache')).toThrow(
      /No babel-loader rule found/,
    );
    const noMdx: Configuration = { module: { rules: [{ test: /\.tsx?$/, use: [{ loader: '/x/babel-loader.js' }] }] } };
    expect(() => compileDevelopSourcesWithSwc(noMdx, 'src', '.cache')).toThrow(/No MDX rule found/);
  });

  it('parses TypeScript with JSX only in .tsx files', () => {
    expect(swcOptions('typescript', false)).toMatchObject({ jsc: { parser: { syntax: 'typescript', tsx: false }, transform: { react: { refresh: true } } } });
    expect(swcOptions('ecmascript', true)).toMatchObject({ jsc: { parser: { syntax: 'ecmascript', jsx: true } }, swcrc: false });
    expect(swcOptions('ecmascript', true)).not.toHaveProperty('isModule');
    expect(swcOptions('ecmascript', true, 'classic')).toMatchObject({ isModule: 'unknown', jsc: { transform: { react: { runtime: 'classic' } } } });
  });
});
