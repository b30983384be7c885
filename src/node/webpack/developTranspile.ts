/**
 * `gatsby develop`'s browser bundle compiled with SWC where Gatsby's babel is not needed
 * (docs/decisions/0027-dev-server-speed.md, step 12). develop stage only: the production stages are
 * fastTranspile.ts's, and the HTML shell's build is developShell.ts's.
 *
 * A CPU profile of a cold start's development bundle (42 s) had babel at 13.5 s, and garbage
 * collection (much of it babel's trees) at 6.3 s: Gatsby's develop config runs babel-preset-gatsby
 * (preset-env for the browsers list, preset-react, TypeScript, lodash, macros) with React Refresh's
 * plugin over every source file, over every MDX file's compiled JavaScript, and twice over a
 * template compiled for an MDX file. Only the files that hold a GraphQL query and the page components
 * need Gatsby's babel (its plugins replace queries and drop page-only exports); the others need
 * TypeScript and JSX compiled, and React Refresh's registrations, which SWC's
 * `jsc.transform.react.refresh` writes as Babel's plugin does (`$RefreshReg$`, `$RefreshSig$`), for
 * the runtime of Gatsby's Fast Refresh plugin. So, in the develop stage only:
 *
 * - the files `fastTranspileTest` accepts (a .ts/.tsx file under src/, not a page or template, with
 *   no query: components included) are compiled by swc-loader with React Refresh;
 * - gatsby-plugin-mdx's rule compiles an MDX file's JavaScript with SWC in place of babel (compiled
 *   MDX holds no query: queries live in the templates);
 * - a TypeScript file goes through babel once: Gatsby's rule for every source file and its TypeScript
 *   plugin's rule for .ts and .tsx (gatsby-plugin-typescript) both matched it and ran the same babel
 *   config one after the other; the TypeScript rule keeps it (it must come first for a template
 *   compiled for an MDX file, whose layout loader parses JavaScript);
 * - Gatsby's ESLint plugin is left out: it lints only .js and .jsx files, which here are Gatsby's
 *   own runtime in .cache/ (the site's sources are TypeScript, linted by `npm run lint`).
 * - Gatsby's runtime in .cache/ (its JavaScript: app, loaders, overlay, the generated requires) is
 *   compiled by SWC too, with React's classic runtime as Gatsby's babel compiles it, and React Refresh
 *   as before; its files with a query (the development 404 page) or a Slice keep Gatsby's babel
 *   (step 15).
 * Everything else (gatsby-browser, pages, templates, files with a query, CSS) keeps Gatsby's rules.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import { BROWSER_TARGET, fastTranspileTest, namesBabel, usesBabel } from './fastTranspile';

/** A TypeScript source file (what gatsby-plugin-typescript's babel rule takes). */
const TYPESCRIPT = /\.tsx?$/;
/** The constructor name of Gatsby's ESLint plugin (eslint-webpack-plugin) in develop's plugins. */
const ESLINT_PLUGIN = 'ESLintWebpackPlugin';

export interface DevelopTranspileResult {
  /** Babel rules that now leave the plain source files (and MDX templates) to other rules. */
  readonly rulesNarrowed: number;
  /** MDX rules whose babel step is now SWC. */
  readonly mdxRules: number;
  /** Plugins taken out (Gatsby's ESLint plugin). */
  readonly pluginsRemoved: number;
}

/**
 * SWC's options for develop: TypeScript or JavaScript with JSX, React's automatic runtime in
 * development, React Refresh. `runtime: 'classic'` is for Gatsby's `.cache/` runtime, which Gatsby's
 * babel compiles with React's classic runtime (`React.createElement`: its files import React, and some
 * are CommonJS, where the automatic runtime's import would make webpack take them for ES modules),
 * and as babel's `sourceType: "unambiguous"` does, a file is a module only when it imports or exports.
 */
export function swcOptions(syntax: 'typescript' | 'ecmascript', jsx: boolean, runtime: 'automatic' | 'classic' = 'automatic'): Record<string, unknown> {
  return {
    // Only these options: no .swcrc is looked for.
    swcrc: false,
    configFile: false,
    ...(runtime === 'classic' ? { isModule: 'unknown' } : {}),
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: jsx } : { syntax, jsx },
      target: BROWSER_TARGET,
      transform: { react: { runtime, development: true, refresh: true } },
    },
  };
}

/** What makes a file of Gatsby's runtime need Gatsby's babel: a query (babel-plugin-remove-graphql-queries) or a Slice (its placeholder plugin). */
const RUNTIME_NEEDS_GATSBY_BABEL = /\bgraphql\s*[`(]|<Slice\b/;

/**
 * Whether a module is one of Gatsby's runtime files in `cacheDir` (`.cache/`: app, loaders, error
 * overlay, the generated requires) that SWC can compile: JavaScript with no query and no Slice. The
 * file is read once per path.
 */
export function gatsbyRuntimeTest(cacheDir: string): (resource: string) => boolean {
  const root = path.resolve(cacheDir) + path.sep;
  const virtual = path.join(root, '_this_is_virtual_fs_path_') + path.sep;
  const decided = new Map<string, boolean>();
  return (resource: string): boolean => {
    if (!resource.startsWith(root) || !/\.jsx?$/.test(resource)) return false;
    // Gatsby's virtual modules (the requires, the loading indicator): generated, never a query.
    if (resource.startsWith(virtual)) return true;
    let answer = decided.get(resource);
    if (answer === undefined) {
      try {
        answer = !RUNTIME_NEEDS_GATSBY_BABEL.test(fs.readFileSync(resource, 'utf8'));
      } catch {
        // A file webpack cannot read either: leave it to Gatsby's rules, which report it.
        answer = false;
      }
      decided.set(resource, answer);
    }
    return answer;
  };
}

/** Adds `condition` to a rule's `exclude`, keeping what was there. */
function excluding(rule: RuleSetRule, condition: (resource: string) => boolean): RuleSetRule {
  return { ...rule, exclude: [...(rule.exclude === undefined ? [] : [rule.exclude]), condition] } as RuleSetRule;
}

/**
 * Rewrites the develop stage's webpack config in place, as described above. Throws when Gatsby's
 * babel rule or gatsby-plugin-mdx's rule is not where it is expected (a Gatsby upgrade changed them).
 */
export function compileDevelopSourcesWithSwc(config: Configuration, sourceDir: string, cacheDir: string): DevelopTranspileResult {
  const isPlainSource = fastTranspileTest(sourceDir);
  const isRuntime = gatsbyRuntimeTest(cacheDir);
  const isFast = (resource: string): boolean => isPlainSource(resource) || isRuntime(resource);
  const probe = path.join(path.resolve(sourceDir), 'probe.tsx');
  const swcLoader = createRequire(path.resolve('package.json')).resolve('swc-loader');
  const rules = (config.module?.rules ?? []) as (RuleSetRule | '...')[];
  let rulesNarrowed = 0;
  let mdxRules = 0;
  // Whether a babel rule of its own compiles every .ts and .tsx file (gatsby-plugin-typescript's).
  const testsOnly = (rule: RuleSetRule, file: string): boolean => rule.test instanceof RegExp && rule.test.test(file);
  const isTypeScriptRule = (rule: RuleSetRule): boolean => testsOnly(rule, 'a.ts') && testsOnly(rule, 'a.tsx') && !testsOnly(rule, 'a.js');
  const typeScriptRule = rules.some(
    (rule) =>
      typeof rule === 'object' && rule !== null && !rule.resourceQuery && !rule.include && !rule.exclude && usesBabel(rule, probe) && isTypeScriptRule(rule),
  );
  const narrowed = rules.map((rule) => {
    if (typeof rule !== 'object' || rule === null || rule.resourceQuery || !usesBabel(rule, probe)) return rule;
    if (rule.test instanceof RegExp && rule.test.test('page.mdx') && typeof rule.use === 'function') {
      // gatsby-plugin-mdx's rule: MDX compiled to JavaScript, then babel; SWC takes babel's place.
      const use = rule.use as (data: object) => unknown[];
      mdxRules += 1;
      return {
        ...rule,
        use: (data: object) => use(data).map((entry) => (namesBabel(entry) ? { loader: swcLoader, options: swcOptions('ecmascript', true) } : entry)),
      } as RuleSetRule;
    }
    rulesNarrowed += 1;
    // Not the plain files; and Gatsby's rule for every source file not the TypeScript files either,
    // when the TypeScript rule compiles them.
    if (typeScriptRule && !isTypeScriptRule(rule)) return excluding(rule, (resource) => TYPESCRIPT.test(resource) || isFast(resource));
    return excluding(rule, isFast);
  });
  if (rulesNarrowed === 0) throw new Error("No babel-loader rule found in the develop webpack config: SWC cannot take over from Gatsby's babel");
  if (mdxRules === 0) throw new Error('No MDX rule found in the develop webpack config: SWC cannot take over from babel there');
  const swcRules: RuleSetRule[] = [
    {
      test: isRuntime,
      type: 'javascript/auto',
      use: [{ loader: swcLoader, options: swcOptions('ecmascript', true, 'classic') }],
    },
    {
      test: (resource: string) => resource.endsWith('.tsx') && isPlainSource(resource),
      type: 'javascript/auto',
      use: [{ loader: swcLoader, options: swcOptions('typescript', true) }],
    },
    {
      test: (resource: string) => resource.endsWith('.ts') && isPlainSource(resource),
      type: 'javascript/auto',
      use: [{ loader: swcLoader, options: swcOptions('typescript', false) }],
    },
  ];
  config.module = { ...config.module, rules: [...narrowed, ...swcRules] };
  const plugins = (config.plugins ?? []) as (WebpackPluginInstance | null | undefined | false | '' | 0)[];
  const kept = plugins.filter((plugin) => !(plugin && plugin.constructor?.name === ESLINT_PLUGIN));
  const pluginsRemoved = plugins.length - kept.length;
  config.plugins = kept;
  return { rulesNarrowed, mdxRules, pluginsRemoved };
}
