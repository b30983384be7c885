/**
 * Production bundles through esbuild instead of babel and terser (docs/decisions/0024-build-speed.md).
 *
 * Gatsby compiles every source file with babel (babel-preset-gatsby plus the plugin that turns page and
 * static queries into their hashes) and minifies with terser: most of a production build's time. Only
 * the files that hold a GraphQL query, and page components, need Gatsby's babel; the site's other
 * TypeScript files (most of src/) are plain TypeScript and JSX, which esbuild compiles many times
 * faster. So, for the production stages only (develop keeps babel, which React Fast Refresh needs):
 *
 * - a file under src/ that is not a page or template and holds no `graphql` tag nor `useStaticQuery`
 *   is compiled by esbuild-loader; every other file (queries, pages, templates, MDX, Gatsby's own
 *   .cache files, node_modules) keeps Gatsby's rules untouched;
 * - the files that keep babel go through it once (Gatsby's rule and gatsby-plugin-typescript's took
 *   each TypeScript file twice), and the template copies gatsby-plugin-mdx makes share one babel
 *   configuration instead of one each;
 * - the browser bundles are minified by the minimizers the caller makes (SWC for JavaScript, esbuild for
 *   CSS, in src/node/webpack/config.ts) in place of terser and cssnano;
 * - no persistent webpack cache (it cost a cold build more than it could save a warm one);
 * - the browser bundles have no source maps (nobody reads them on a documentation site, and they were
 *   3 MB of the published site); the HTML renderer keeps a cheap one, which Gatsby uses to point an
 *   error while rendering a page at its source line.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import { compiledOnce, mdxOnceLoaderFile } from './mdxOnce';

/** What makes a file need Gatsby's babel: a query it must extract and replace. */
const NEEDS_GATSBY_BABEL = /\bgraphql\s*`|\bgraphql\s*\(|\buseStaticQuery\b|\bStaticQuery\b/;

/** esbuild's output language for the browser: what Gatsby's default browserslist (>0.25%, not dead) runs. */
export const BROWSER_TARGET = 'es2019';
/** The HTML renderer runs in the build's own Node. */
export const SERVER_TARGET = 'node20';

export interface FastTranspileResult {
  /** Babel rules that now leave the plain source files to esbuild. */
  readonly rulesNarrowed: number;
  /** MDX rules whose babel step is now esbuild. */
  readonly mdxRules: number;
  /** 1 when Gatsby's JavaScript rule now leaves the TypeScript files to gatsby-plugin-typescript's rule (one babel pass each). */
  readonly typeScriptRulesNarrowed: number;
  /** Whether the minimizers were replaced (browser stage only). */
  readonly minimizersReplaced: boolean;
}

/**
 * Whether a module is compiled by esbuild: a .ts/.tsx file of `sourceDir` (not a declaration file), not
 * a page or template, with no query. The file is read once per build and path.
 */
export function fastTranspileTest(sourceDir: string): (resource: string) => boolean {
  const decided = new Map<string, boolean>();
  const root = path.resolve(sourceDir) + path.sep;
  const pageDirs = [path.join(root, 'pages') + path.sep, path.join(root, 'templates') + path.sep];
  return (resource: string): boolean => {
    if (!resource.startsWith(root) || !/\.tsx?$/.test(resource) || resource.endsWith('.d.ts')) return false;
    if (pageDirs.some((dir) => resource.startsWith(dir))) return false;
    let answer = decided.get(resource);
    if (answer === undefined) {
      let text = '';
      try {
        text = fs.readFileSync(resource, 'utf8');
      } catch {
        // A file webpack cannot read either: leave it to Gatsby's rules, which report it.
        answer = false;
      }
      answer ??= !NEEDS_GATSBY_BABEL.test(text);
      decided.set(resource, answer);
    }
    return answer;
  };
}

/**
 * Where the files that keep babel are cached between builds (decision 0024, seventh step): babel-loader's own cache
 * (Gatsby gives it `.cache/webpack/babel`, which a clean build removes) in a folder of `node_modules/.cache/` named
 * after `version` (the site's code version: its compiled gatsby-node and package-lock.json, src/node/buildCache.ts).
 * babel-loader finds an entry by a hash of the file's text, babel's whole options (presets and plugins with their
 * options, the file name, the stage's settings) and Gatsby's identifier (babel's, babel-preset-gatsby's and the
 * browserslist's versions); the folder adds every package's version and the site's own code, in which a babel
 * plugin could be set. An entry that does not read is compiled again. Entries are not pruned: each version of
 * the site's code adds its own folder (about as large as the compiled files, gzipped).
 */
export function babelCacheFolder(cacheRoot: string, version: string): string {
  return path.join(cacheRoot, version.slice(0, 16));
}

/** Whether a rule's `use` (a loader name, an entry, a list of them) names a babel loader. */
export function namesBabel(use: unknown): boolean {
  if (typeof use === 'string') return /babel-loader/.test(use);
  if (Array.isArray(use)) return use.some(namesBabel);
  if (typeof use === 'object' && use !== null) return namesBabel((use as { loader?: unknown }).loader);
  return false;
}

/** Whether a rule runs babel on `probe` (a source file the rule takes). */
export function usesBabel(rule: RuleSetRule, probe: string): boolean {
  const { use, loader } = rule;
  if (loader !== undefined) return namesBabel(loader);
  // Gatsby's JS rule is a function of the module: called with a source file to see its loaders.
  if (typeof use === 'function') return namesBabel((use as (data: object) => unknown)({ resource: probe, resourceQuery: '', issuer: '' }));
  return namesBabel(use);
}

type Condition = RegExp | ((resource: string) => boolean);

function meets(condition: unknown, resource: string): boolean {
  if (condition instanceof RegExp) return condition.test(resource);
  if (typeof condition === 'function') return (condition as (resource: string) => boolean)(resource) === true;
  if (Array.isArray(condition)) return condition.some((entry) => meets(entry, resource));
  return false;
}

/** Whether a rule of the shapes Gatsby writes (test, include and exclude as RegExps or functions) takes a file. */
function takes(rule: RuleSetRule, resource: string): boolean {
  if (rule.test !== undefined && !meets(rule.test, resource)) return false;
  if (rule.include !== undefined && !meets(rule.include, resource)) return false;
  return rule.exclude === undefined || !meets(rule.exclude, resource);
}

/**
 * gatsby-plugin-typescript (built into Gatsby) adds a rule that runs Gatsby's babel over every .ts and
 * .tsx file, and Gatsby's own JavaScript rule takes the same files again with the same babel
 * configuration (the TypeScript preset is in it): each template, page and query file went through babel
 * twice, and each of gatsby-plugin-mdx's template copies three times (TypeScript's rule before its
 * layout loader, which needs JavaScript, then the copy's own rule and Gatsby's after it). Gatsby's rule
 * is narrowed to the files the TypeScript rule does not take, so a TypeScript file goes through babel
 * once, a template copy twice. Returns how many TypeScript rules were found (0 or 1).
 */
function oneBabelPassForTypeScript(rules: (RuleSetRule | '...')[], probe: string): number {
  const ts = probe.replace(/\.tsx$/, '.ts');
  const js = probe.replace(/\.tsx$/, '.js');
  const babelRules = rules.filter((rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null && !rule.resourceQuery && usesBabel(rule, probe));
  const gatsbyRule = babelRules.find((rule) => rule.include !== undefined && meets(rule.test, js) && meets(rule.test, probe));
  const typeScriptRules = babelRules.filter(
    (rule) => rule !== gatsbyRule && rule.include === undefined && meets(rule.test, ts) && meets(rule.test, probe) && !meets(rule.test, js),
  );
  if (gatsbyRule === undefined || typeScriptRules.length !== 1) return 0;
  const [typeScriptRule] = typeScriptRules;
  const exclude: Condition[] = gatsbyRule.exclude === undefined ? [] : [gatsbyRule.exclude as Condition].flat();
  gatsbyRule.exclude = [...exclude, (resource: string) => takes(typeScriptRule, resource)];
  return 1;
}

/**
 * What of a module's resource query Gatsby's babel configuration depends on: only whether it asks for
 * the page component's default export or its Head (babel-loader-helpers.js adds the plugin that drops
 * the other exports). Gatsby keys its babel configurations by the whole query, so each of
 * gatsby-plugin-mdx's template copies (`Template.tsx?__contentFilePath=/…/file.mdx`) made its own
 * preset-env and plugin instances, in each bundle: with the query reduced to this, they share one.
 */
export function babelResourceQuery(resourceQuery: string): string {
  return ['default', 'head']
    .filter((name) => resourceQuery.includes(`?export=${name}`) || resourceQuery.includes(`&export=${name}`))
    .map((name) => `?export=${name}`)
    .join('');
}

/**
 * A babel-loader entry whose `resourceQuery` option is reduced to what babel's configuration depends on, and whose
 * `cacheDirectory` (Gatsby's `.cache/webpack/babel`) is `babelCacheDirectory` when one is given.
 */
function withSharedBabelConfig(entry: unknown, babelCacheDirectory?: string): unknown {
  if (!namesBabel(entry) || typeof entry !== 'object' || entry === null) return entry;
  const { options } = entry as { options?: { resourceQuery?: unknown; cacheDirectory?: unknown } };
  if (options === undefined) return entry;
  const shared = typeof options.resourceQuery === 'string' ? { resourceQuery: babelResourceQuery(options.resourceQuery) } : {};
  const cached = babelCacheDirectory !== undefined && typeof options.cacheDirectory === 'string' ? { cacheDirectory: babelCacheDirectory } : {};
  return { ...entry, options: { ...options, ...shared, ...cached } };
}

/** A rule whose babel entries share their configuration across resource queries (`babelResourceQuery`) and use `babelCacheDirectory`. */
function sharingBabelConfigs(rule: RuleSetRule | '...', babelCacheDirectory?: string): RuleSetRule | '...' {
  if (typeof rule !== 'object' || rule === null || typeof rule.use !== 'function') return rule;
  const use = rule.use as (data: object) => unknown;
  const each = (entry: unknown): unknown => withSharedBabelConfig(entry, babelCacheDirectory);
  return {
    ...rule,
    use: (data: object) => {
      const entries = use(data);
      return Array.isArray(entries) ? entries.map(each) : each(entries);
    },
  } as RuleSetRule;
}

/**
 * Rewrites a production webpack config in place (stage 'build-javascript' or 'build-html'): babel
 * rules skip the files `fastTranspileTest` accepts, one esbuild rule compiles them, and the browser
 * stage's minimizers and source maps change as described above. With `babelCacheDirectory`, the files
 * that keep babel are cached there instead of in Gatsby's `.cache/webpack/babel` (`babelCacheFolder`).
 */
export function compilePlainSourcesWithEsbuild(
  config: Configuration,
  stage: 'build-javascript' | 'build-html',
  sourceDir: string,
  makeMinimizers: (target: string) => WebpackPluginInstance[],
  babelCacheDirectory?: string,
): FastTranspileResult {
  const isFast = fastTranspileTest(sourceDir);
  const probe = path.join(path.resolve(sourceDir), 'probe.tsx');
  const rules = (config.module?.rules ?? []) as (RuleSetRule | '...')[];
  const target = stage === 'build-html' ? SERVER_TARGET : BROWSER_TARGET;
  const esbuildLoader = createRequire(path.resolve('package.json')).resolve('esbuild-loader');
  const mdxLoaderFile = mdxOnceLoaderFile(path.resolve('.cache'));
  let rulesNarrowed = 0;
  let mdxRules = 0;
  const narrowed = rules.map((rule) => {
    if (typeof rule !== 'object' || rule === null || rule.resourceQuery || !usesBabel(rule, probe)) return rule;
    if (rule.test instanceof RegExp && rule.test.test('page.mdx') && typeof rule.use === 'function') {
      // gatsby-plugin-mdx's rule: MDX compiled to JavaScript, then babel. The compiled MDX holds no
      // query (queries live in the templates, which keep babel), so esbuild takes babel's place.
      const use = rule.use as (data: object) => unknown[];
      mdxRules += 1;
      // Its compiling loader runs once per file and text for both bundles (mdxOnce.ts).
      return {
        ...rule,
        use: (data: object) =>
          use(data).map((entry) =>
            namesBabel(entry) ? { loader: esbuildLoader, options: { loader: 'jsx', target, jsx: 'automatic' } } : compiledOnce(entry, mdxLoaderFile),
          ),
      } as RuleSetRule;
    }
    rulesNarrowed += 1;
    const exclude = rule.exclude === undefined ? [] : [rule.exclude];
    return { ...rule, exclude: [...exclude, isFast] } as RuleSetRule;
  });
  if (rulesNarrowed === 0) throw new Error(`No babel-loader rule found in the ${stage} webpack config: esbuild cannot take over`);
  if (mdxRules === 0) throw new Error(`No MDX rule found in the ${stage} webpack config: esbuild cannot take over from babel there`);
  const esbuildRule: RuleSetRule = {
    test: isFast,
    type: 'javascript/auto',
    use: [{ loader: esbuildLoader, options: { target, jsx: 'automatic', tsconfig: path.resolve('tsconfig.json') } }],
  };
  const typeScriptRulesNarrowed = oneBabelPassForTypeScript(narrowed, probe);
  config.module = { ...config.module, rules: [...narrowed.map((rule) => sharingBabelConfigs(rule, babelCacheDirectory)), esbuildRule] };
  // Gatsby gives both production stages a persistent cache in .cache/webpack/. The browser stage keeps
  // it: in a cold build writing it cost nothing measurable (bundles 10.0–10.7 s with or without), and a
  // build with .cache/ kept (an incremental build, Netlify's build cache) then takes ~2 s for the bundles
  // instead of ~9 (decision 0036); its build dependencies are one version file (config.ts,
  // developCache.ts). The renderer's does not: storing it cost a cold build ~13 s ("Building HTML
  // renderer" 4.5 → 18 s), more than it saves a kept one (~2.5 s).
  if (stage !== 'build-javascript') config.cache = false;
  let minimizersReplaced = false;
  if (stage === 'build-javascript') {
    config.devtool = false;
    config.optimization = { ...config.optimization, minimizer: makeMinimizers(target) };
    minimizersReplaced = true;
  } else {
    config.devtool = 'cheap-module-source-map';
  }
  return { rulesNarrowed, mdxRules, typeScriptRulesNarrowed, minimizersReplaced };
}
