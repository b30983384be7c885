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
 * - the browser bundles are minified by the minimizers the caller makes (SWC for JavaScript, esbuild for
 *   CSS, in gatsby-node) in place of terser and cssnano;
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

/** Whether a rule's `use` (a loader name, an entry, a list of them) names a babel loader. */
function namesBabel(use: unknown): boolean {
  if (typeof use === 'string') return /babel-loader/.test(use);
  if (Array.isArray(use)) return use.some(namesBabel);
  if (typeof use === 'object' && use !== null) return namesBabel((use as { loader?: unknown }).loader);
  return false;
}

function usesBabel(rule: RuleSetRule, probe: string): boolean {
  const { use, loader } = rule;
  if (loader !== undefined) return namesBabel(loader);
  // Gatsby's JS rule is a function of the module: called with a source file to see its loaders.
  if (typeof use === 'function') return namesBabel((use as (data: object) => unknown)({ resource: probe, resourceQuery: '', issuer: '' }));
  return namesBabel(use);
}

/**
 * Rewrites a production webpack config in place (stage 'build-javascript' or 'build-html'): babel
 * rules skip the files `fastTranspileTest` accepts, one esbuild rule compiles them, and the browser
 * stage's minimizers and source maps change as described above.
 */
export function compilePlainSourcesWithEsbuild(
  config: Configuration,
  stage: 'build-javascript' | 'build-html',
  sourceDir: string,
  makeMinimizers: (target: string) => WebpackPluginInstance[],
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
  config.module = { ...config.module, rules: [...narrowed, esbuildRule] };
  // No persistent webpack cache: Gatsby gives both production stages one in .cache/webpack/, whose
  // snapshots (every module's file stamps), build dependencies (webpack resolves every file that
  // Gatsby's webpack config and each plugin's gatsby-node require, through node_modules) and
  // serialisation took 10–18 s of a cold build, mostly inside "Building HTML renderer". A cold build
  // never reads it, and the builds that matter here (CI, the deploy, the build tests' private copies)
  // are all cold; a second local build recompiles the bundles instead of reading them.
  config.cache = false;
  let minimizersReplaced = false;
  if (stage === 'build-javascript') {
    config.devtool = false;
    config.optimization = { ...config.optimization, minimizer: makeMinimizers(target) };
    minimizersReplaced = true;
  } else {
    config.devtool = 'cheap-module-source-map';
  }
  return { rulesNarrowed, mdxRules, minimizersReplaced };
}
