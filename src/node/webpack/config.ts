/**
 * The site's webpack configuration of every stage (gatsby-node's onCreateWebpackConfig): the values
 * defined for the bundles, the drawn diagrams' files, develop's page shell, SWC and lazy compilation
 * in develop, and in a build short CSS class names, the CSS order check, no idle theme shadowing, the
 * stylesheets' salt, the renderer's source maps as babel-loader's cache gives them, the browser
 * bundle's asset list, React DOM evaluated at the first render, esbuild and SWC in place of babel, terser and
 * cssnano (decisions 0024, 0027, 0036 and 0037).
 */
import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { WebpackPluginInstance } from 'webpack';
import { EsbuildPlugin } from 'esbuild-loader';
import TerserPlugin from 'terser-webpack-plugin';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { buildCacheDir, siteCodeVersion } from '../buildCache';
import type { siteInlineScripts } from '../deploy/siteInlineScripts';
import { gatsbyComponents, gatsbyStaticQueries } from '../gatsbyStore';
import { DIAGRAM_FILE } from '../mdx/rehypeMermaid';
import type { SiteSprite } from '../svgSprite';
import { CssOrderConflictsAreErrors } from './cssOrder';
import { versionedBuildDependencies } from './developCache';
import { StableCompilationHash } from './stableCompilationHash';
import { developShellPlugins } from './developShell';
import { compileDevelopSourcesWithSwc } from './developTranspile';
import { babelCacheFolder, compilePlainSourcesWithEsbuild } from './fastTranspile';
import { compilePagesOnDemand, lazyCompilationBackend, lazyCompilationClientFile, pagesCompiledWhenOpened } from './lazyCompilation';
import { GATSBY_REACT_DOM_UTILS_REQUEST, reactDomOnFirstRender } from './reactDomOnFirstRender';
import { shortenCssModuleClassNames } from './shortClassNames';
import { StableSourceMaps, stableSourceMapLoaderFile } from './stableSourceMaps';
import { BrowserAssetList, browserAssetListFile } from './staleAssets';
import { stylesheetSalt } from './stylesheetSalt';
import { withoutIdleThemeShadowing } from './themeShadowing';

/** What the configuration needs of the site: its settings, and what gatsby-node.ts keeps for the process. */
export interface WebpackSite {
  readonly settings: ResolvedSiteSettings;
  /** The site's own scripts (siteInlineScripts: esbuild-minified texts), made once per process for the bundles and the head script's file. */
  readonly siteScripts: () => ReturnType<typeof siteInlineScripts>;
  /** The pages' SVG sprite (icons and the settings' logos), made once per process: its notes printed once. */
  readonly svgSprite: (warn: (message: string) => void) => SiteSprite;
  /** Whether this build draws diagrams itself (a browser was found and started), decided before any bundle. */
  readonly diagramsAtBuildTime: boolean;
}

/** Sets (develop) or replaces (a build) the webpack configuration of `stage`. */
export function configureWebpack(
  { actions, plugins, stage, getConfig, store, reporter }: Pick<CreateWebpackConfigArgs, 'actions' | 'plugins' | 'stage' | 'getConfig' | 'store' | 'reporter'>,
  { settings, siteScripts, svgSprite, diagramsAtBuildTime }: WebpackSite,
): void {
  const sprite = svgSprite((message) => reporter.warn(message));
  // The site's inline scripts are made here, once, as text: gatsby-ssr writes exactly this text and the
  // deploy step accepts exactly it (a function's toString() differs between the Node and webpack builds).
  const define = plugins.define({
    __SITE_SETTINGS__: JSON.stringify(settings),
    __SITE_INLINE_SCRIPTS__: JSON.stringify(siteScripts()),
    // The pages' SVG sprite (src/node/svgSprite.ts): its symbols for gatsby-ssr, which writes them at
    // the start of every page's body, and which logos are among them for the components that show one.
    __SITE_SVG_SYMBOLS__: JSON.stringify(sprite.symbols),
    __SITE_INLINE_LOGOS__: JSON.stringify(sprite.logoIds),
    // false: no page can need mermaid in the browser, so webpack leaves its chunks out of the build,
    // and of develop's bundle too, where a diagram that does not parse shows the parser's message
    // without mermaid (src/node/mdx/rehypeMermaid.ts; decision 0027).
    __MERMAID_IN_BROWSER__: JSON.stringify(!diagramsAtBuildTime),
  });
  // DIAGRAM_FILE_RULE: a drawn diagram (src/node/mdx/rehypeMermaid.ts) is its SVG text in the HTML
  // renderer and only the URL of its file in the browser bundle, which fetches it after a client-side
  // navigation: the drawings are in each page's HTML, not in its JavaScript.
  const diagramFileRule =
    stage === 'build-html' || stage === 'develop-html'
      ? { test: DIAGRAM_FILE, type: 'asset/source' }
      : { test: DIAGRAM_FILE, type: 'asset/resource', generator: { filename: 'static/diagram-[contenthash:16].svg' } };
  if (stage !== 'build-javascript' && stage !== 'build-html') {
    // develop's page shell (index.html) is built without the page components (src/node/webpack/developShell.ts).
    const shell =
      stage === 'develop-html'
        ? developShellPlugins((request, resource) => plugins.normalModuleReplacement(request, resource) as WebpackPluginInstance, gatsbyComponents(store))
        : [];
    actions.setWebpackConfig({ plugins: [define, ...shell], module: { rules: [diagramFileRule] } });
    const config = getConfig();
    // One build dependency for webpack's cache: a hash of what Gatsby listed (src/node/webpack/developCache.ts; decision 0027).
    versionedBuildDependencies(config, buildCacheInputs(stage));
    if (stage === 'develop') {
      // SWC compiles what needs no Gatsby babel, with React Refresh (src/node/webpack/developTranspile.ts; decision 0027).
      compileDevelopSourcesWithSwc(config, path.resolve('src'), path.resolve('.cache'));
      // With FMS_DEVELOP_PAGES_WHEN_OPENED=1, each page's component is compiled when a browser first opens
      // the page (src/node/webpack/lazyCompilation.ts; off by default, decision 0027).
      if (pagesCompiledWhenOpened()) {
        compilePagesOnDemand(config, gatsbyStaticQueries(store), lazyCompilationBackend(lazyCompilationClientFile(path.resolve('.cache'))));
      }
    }
    actions.replaceWebpackConfig(config);
    return;
  }
  // Production: short CSS module class names. replaceWebpackConfig replaces what setWebpackConfig
  // would merge, so the define plugin is added to the same config here.
  const config = getConfig();
  // In the browser stage, the CSS order check, the list of the compilation's assets from which onPostBuild removes
  // the earlier builds' files from a kept public/ (src/node/webpack/staleAssets.ts), and a compilation hash made
  // from the emitted files, the same in a kept build as in a cold one (stableCompilationHash.ts; decision 0036).
  // And React DOM evaluated at the first render, not with app.js (src/node/webpack/reactDomOnFirstRender.ts; decision 0037).
  const browserPlugins =
    stage === 'build-javascript'
      ? [
          new CssOrderConflictsAreErrors(),
          new BrowserAssetList(browserAssetListFile(path.resolve('.cache'))),
          new StableCompilationHash(),
          plugins.normalModuleReplacement(GATSBY_REACT_DOM_UTILS_REQUEST, reactDomOnFirstRender(path.resolve('.'))) as WebpackPluginInstance,
        ]
      : [];
  config.plugins = [...(config.plugins ?? []), define, ...browserPlugins];
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), diagramFileRule] };
  if (shortenCssModuleClassNames(config) === 0) throw new Error(`No css-loader with CSS modules found in the ${stage} webpack config`);
  // No theme shadowing resolver when no folder could shadow a file (src/node/webpack/themeShadowing.ts; decision 0024, seventh step).
  withoutIdleThemeShadowing(config);
  // The renderer's hashes carry the stylesheets' names, so that a change to CSS alone renders every page
  // again in an incremental build (src/node/webpack/stylesheetSalt.ts; the browser bundle is built first).
  if (stage === 'build-html') {
    config.output = { ...config.output, hashSalt: stylesheetSalt(path.resolve('public/webpack.stats.json')) };
    // The same hashes whether babel compiled a file or its cache gave it, so that a build after a cache miss does
    // not render every page again (src/node/webpack/stableSourceMaps.ts; decision 0036).
    config.plugins = [...(config.plugins ?? []), new StableSourceMaps(stableSourceMapLoaderFile(path.resolve('.cache')))];
  }
  // esbuild compiles the plain sources and minifies (docs/decisions/0024-build-speed.md).
  // The files that keep babel are cached in node_modules/.cache/fms-babel/, by the site's code version (decision 0024, seventh step).
  const codeVersion = siteCodeVersion();
  compilePlainSourcesWithEsbuild(
    config,
    stage,
    path.resolve('src'),
    (target) => [
      // SWC minifies the JavaScript (as small as terser's, many times faster; esbuild's was 5 % larger),
      // esbuild the CSS.
      new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: {}, extractComments: false }),
      new EsbuildPlugin({ target, css: true, include: /\.css$/ }),
    ],
    codeVersion === undefined ? undefined : babelCacheFolder(buildCacheDir('fms-babel'), codeVersion),
  );
  // The browser stage's persistent cache (kept by compilePlainSourcesWithEsbuild; decision 0036) with one
  // build dependency, as develop's: a hash of the package lock, the compiled gatsby-config and what Gatsby listed.
  if (stage === 'build-javascript') versionedBuildDependencies(config, buildCacheInputs(stage));
  actions.replaceWebpackConfig(config);
}

/** The inputs of a stage's webpack cache version file (src/node/webpack/developCache.ts). */
function buildCacheInputs(stage: string): { packageLock: string; files: string[]; versionFile: string } {
  return {
    packageLock: path.resolve('package-lock.json'),
    files: [path.resolve('.cache/compiled/gatsby-config.js')],
    versionFile: path.resolve('.cache/webpack', `fms-build-version-${stage}.json`),
  };
}
