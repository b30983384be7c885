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
 * Everything else (Gatsby's .cache/ runtime, gatsby-browser, pages, templates, files with a query,
 * CSS) keeps Gatsby's rules.
 */
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

/** SWC's options for develop: TypeScript or JavaScript with JSX, React's automatic runtime in development, React Refresh. */
export function swcOptions(syntax: 'typescript' | 'ecmascript', jsx: boolean): Record<string, unknown> {
  return {
    // Only these options: no .swcrc is looked for.
    swcrc: false,
    configFile: false,
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: jsx } : { syntax, jsx },
      target: BROWSER_TARGET,
      transform: { react: { runtime: 'automatic', development: true, refresh: true } },
    },
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
export function compileDevelopSourcesWithSwc(config: Configuration, sourceDir: string): DevelopTranspileResult {
  const isFast = fastTranspileTest(sourceDir);
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
      test: (resource: string) => resource.endsWith('.tsx') && isFast(resource),
      type: 'javascript/auto',
      use: [{ loader: swcLoader, options: swcOptions('typescript', true) }],
    },
    {
      test: (resource: string) => resource.endsWith('.ts') && isFast(resource),
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
