/** Thin wiring: every hook delegates to a module under src/node/. */
import type { GatsbyNode } from 'gatsby';
import { loadSiteSettingsOrExit } from './src/node/config/load';
import { MDX_TYPE_DEFS, onCreateMdxNode } from './src/node/content/mdxNodes';
import { FrontmatterError } from './src/node/content/frontmatter';
import { AUTHOR_TYPE_DEFS, BlogAuthorError } from './src/node/blog/authors';
import { shownAvatar } from './src/node/blog/avatars';
import { createMdxPages } from './src/node/createMdxPages';
import { createDocPages } from './src/node/docs/createDocPages';
import { API_TYPE_DEFS } from './src/node/api/graphqlTypes';
import { onCreateApiFileNode, sourceApiNodes } from './src/node/api/sourceApiNodes';
import { compactStaticJson, publishApiDownloads } from './src/node/api/downloads';
import { createApiPages } from './src/node/api/createApiPages';
import { BLOG_TYPE_DEFS, onCreateBlogNode } from './src/node/blog/blogNodes';
import { createBlogPages } from './src/node/blog/createBlogPages';
import { writeAtomFeed } from './src/node/blog/feeds';
import { writeChangelogFeeds } from './src/node/api/changelogFeeds';
import type { ApiSpecFields } from './src/node/api/model';
import { writeDeployFiles } from './src/node/deploy/writeDeployFiles';
import { writeAgentFiles } from './src/node/agents/writeAgentFiles';
import { localiseCreatedPage, withLocalisedCopies } from './src/node/i18n/localisedPages';
import { checkBuiltPages, checkContentSources, checkMdxSyntax, trackCreatedPages } from './src/node/checks';
import { preloadMdxParser } from './src/node/checks/mdxSyntax';
import { shortenCssModuleClassNames } from './src/node/webpack/shortClassNames';
import { babelCacheFolder, compilePlainSourcesWithEsbuild } from './src/node/webpack/fastTranspile';
import { CssOrderConflictsAreErrors } from './src/node/webpack/cssOrder';
import { withoutIdleThemeShadowing } from './src/node/webpack/themeShadowing';
import { stylesheetSalt } from './src/node/webpack/stylesheetSalt';
import { developShellPlugins } from './src/node/webpack/developShell';
import { compileDevelopSourcesWithSwc } from './src/node/webpack/developTranspile';
import { versionedBuildDependencies } from './src/node/webpack/developCache';
import { compilePagesOnDemand, lazyCompilationBackend, lazyCompilationClientFile, pagesCompiledWhenOpened } from './src/node/webpack/lazyCompilation';
import type { WebpackPluginInstance } from 'webpack';
import { EsbuildPlugin } from 'esbuild-loader';
import TerserPlugin from 'terser-webpack-plugin';
import path from 'node:path';
import { STORAGE_KEYS } from './src/lib/storage';
import { siteInlineScripts, writeHeadScriptFile } from './src/node/deploy/siteInlineScripts';
import { settingsLogos, siteSvgSprite, type SiteSprite } from './src/node/svgSprite';
import { closeEnvironmentRenderer, diagramRendererFromEnvironment, NoBrowserError, prepareBuildTimeDiagrams } from './src/node/mdx/mermaidRenderer';
import { DIAGRAM_FILE, diagramBatchesOf, drawBatchesAhead } from './src/node/mdx/rehypeMermaid';
import { listFiles } from './src/node/checks/files';
import { memoisedTableOfContents, siteTocStore } from './src/node/mdx/tableOfContents';
import { gatsbyFileParser, parseOnlyFilesWithQueries } from './src/node/queryExtraction';
import { buildCacheDir, keptResults, siteCodeVersion } from './src/node/buildCache';
import type { DiagramBatch } from './src/node/mdx/mermaidRenderer';

const settings = loadSiteSettingsOrExit();

/** Whether this build draws diagrams itself (a browser was found and started), decided before any bundle. */
let diagramsAtBuildTime = false;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const warn = (message: string): void => reporter.warn(message);
  if (process.env.gatsby_executing_command !== 'build') {
    diagramsAtBuildTime = (await prepareBuildTimeDiagrams(warn)) === true;
    return;
  }
  // A build draws every diagram of the MDX sources now, in the background: the browser draws while
  // the API documents are sourced, the compiles find the drawings, and the browser closes early; it
  // does not start when every drawing is in the cache already (docs/decisions/0024-build-speed.md).
  const folders = [
    path.resolve('content/pages'),
    path.resolve(settings.blog.path),
    ...settings.docs.versions.map((version) => path.resolve(version.docs)),
    ...settings.i18n.locales.map((locale) => path.resolve(settings.i18n.path, locale, 'docs')),
  ];
  const files = [...new Set(folders.flatMap((folder) => listFiles(folder).map((file) => path.join(folder, file))))].filter((file) => /\.mdx?$/.test(file));
  // Each file's diagrams are kept between builds of the same code (node_modules/.cache/fms-mdx/).
  const kept = keptResults<DiagramBatch>(path.join(buildCacheDir('fms-mdx'), 'diagram-batches.json'), () => siteCodeVersion());
  const batches = await diagramBatchesOf(files, process.cwd(), kept);
  diagramsAtBuildTime = (await prepareBuildTimeDiagrams(warn, batches)) === true;
  const renderer = diagramRendererFromEnvironment();
  if (diagramsAtBuildTime && !(renderer instanceof NoBrowserError)) void drawBatchesAhead(batches, renderer);
};

/** The page components Gatsby's store knows (with `serverData` for those exporting getServerData); undefined if it does not say. */
function gatsbyComponents(store: unknown): Iterable<{ serverData?: boolean }> | undefined {
  const components = (store as { getState?: () => { components?: Map<string, { serverData?: boolean }> } } | undefined)?.getState?.().components;
  return components instanceof Map ? components.values() : undefined;
}

// Gatsby's query extraction parses only page components and the files that may hold a query
// (src/node/queryExtraction.ts; docs/decisions/0024-build-speed.md).
export const onPreExtractQueries: GatsbyNode['onPreExtractQueries'] = ({ store }) => {
  parseOnlyFilesWithQueries(gatsbyFileParser(), () => gatsbyComponentPaths(store));
};

/** The paths of the page components Gatsby's store knows (gatsby-plugin-mdx's with their `?__contentFilePath=`). */
function gatsbyComponentPaths(store: unknown): Iterable<string> {
  const components = (store as { getState?: () => { components?: Map<string, unknown> } } | undefined)?.getState?.().components;
  if (!(components instanceof Map)) throw new Error("Gatsby's store has no components map: the query extraction cannot tell page components apart");
  return components.keys();
}

/** The modules holding a static query, as Gatsby's store knows them after extracting the queries. */
function gatsbyStaticQueries(store: unknown): Iterable<{ componentPath: string }> {
  const queries = (store as { getState?: () => { staticQueryComponents?: Map<string, { componentPath: string }> } } | undefined)?.getState?.()
    .staticQueryComponents;
  if (!(queries instanceof Map)) throw new Error("Gatsby's store has no static queries: pages cannot be compiled on demand");
  return queries.values();
}

/** The site's own scripts (siteInlineScripts: esbuild-minified texts), made once per process for the bundles and the head script's file. */
let ownScripts: ReturnType<typeof siteInlineScripts> | undefined;
const siteScriptsOnce = (): ReturnType<typeof siteInlineScripts> => (ownScripts ??= siteInlineScripts(settings, STORAGE_KEYS));

/** The pages' SVG sprite (icons and the settings' logos), made once per process: its notes printed once. */
let siteSprite: SiteSprite | undefined;
function svgSpriteOnce(warn: (message: string) => void): SiteSprite {
  if (!siteSprite) {
    siteSprite = siteSvgSprite(settingsLogos(settings), path.join(process.cwd(), 'static'));
    for (const note of siteSprite.logoNotes) warn(`Logo ${note}`);
  }
  return siteSprite;
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, stage, getConfig, store, reporter }) => {
  const sprite = svgSpriteOnce((message) => reporter.warn(message));
  // The site's inline scripts are made here, once, as text: gatsby-ssr writes exactly this text and the
  // deploy step accepts exactly it (a function's toString() differs between the Node and webpack builds).
  const define = plugins.define({
    __SITE_SETTINGS__: JSON.stringify(settings),
    __SITE_INLINE_SCRIPTS__: JSON.stringify(siteScriptsOnce()),
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
    versionedBuildDependencies(config, {
      packageLock: path.resolve('package-lock.json'),
      files: [path.resolve('.cache/compiled/gatsby-config.js')],
      versionFile: path.resolve('.cache/webpack', `fms-build-version-${stage}.json`),
    });
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
  config.plugins = [...(config.plugins ?? []), define, ...(stage === 'build-javascript' ? [new CssOrderConflictsAreErrors()] : [])];
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), diagramFileRule] };
  if (shortenCssModuleClassNames(config) === 0) throw new Error(`No css-loader with CSS modules found in the ${stage} webpack config`);
  // No theme shadowing resolver when no folder could shadow a file (src/node/webpack/themeShadowing.ts; decision 0024, seventh step).
  withoutIdleThemeShadowing(config);
  // The renderer's hashes carry the stylesheets' names, so that a change to CSS alone renders every page
  // again in an incremental build (src/node/webpack/stylesheetSalt.ts; the browser bundle is built first).
  if (stage === 'build-html') config.output = { ...config.output, hashSalt: stylesheetSalt(path.resolve('public/webpack.stats.json')) };
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
  actions.replaceWebpackConfig(config);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(MDX_TYPE_DEFS);
  actions.createTypes(API_TYPE_DEFS);
  actions.createTypes(BLOG_TYPE_DEFS);
  actions.createTypes(AUTHOR_TYPE_DEFS);
};

// Each MDX file's table of contents is compiled once per text, not at every query that asks for it
// (src/node/mdx/tableOfContents.ts; decision 0027), and kept in .cache/ for the next run. One memo for
// the process: develop builds the schema, and calls this hook, again after edits.
const tableOfContents = memoisedTableOfContents({ store: siteTocStore() });
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Mdx: { tableOfContents: { resolve: tableOfContents } },
    // An author's SVG picture is shown as a PNG drawn from it (src/node/blog/avatars.ts).
    Author: {
      image: {
        resolve: (source: { image?: string | null }) => shownAvatar(source.image, path.join(process.cwd(), 'static'), path.join(process.cwd(), 'public')),
      },
    },
  });
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  await sourceApiNodes(args, settings);
};

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  try {
    onCreateMdxNode(args, settings);
    onCreateBlogNode(args);
  } catch (error) {
    // Content errors (frontmatter, blog author) already say what and where: print just that, not a
    // stack trace through Gatsby's compiled code.
    if (error instanceof FrontmatterError || error instanceof BlogAuthorError) args.reporter.panicOnBuild(error.message);
    else throw error;
    return;
  }
  // In development, an edited API document reloads its API (the File nodes of the API documents).
  await onCreateApiFileNode(args);
  // An MDX syntax error stops the build here, with its line, before anything compiles the file.
  await checkMdxSyntax(args);
};

// Every page created here is recorded, for the duplicate-route check (src/node/checks/routes.ts).
export const createPages: GatsbyNode['createPages'] = async (gatsbyArgs) => {
  const args = trackCreatedPages(gatsbyArgs);
  // The docs localise themselves (translated files); every other page is copied per locale.
  const everyLocale = withLocalisedCopies(args, settings);
  await createMdxPages(everyLocale);
  await createDocPages(args, settings);
  createApiPages(everyLocale, settings);
  await createBlogPages(everyLocale, settings);
};

// Pages of src/pages (home, search, samples, 404) in every locale too.
export const onCreatePage: GatsbyNode['onCreatePage'] = (args) => {
  localiseCreatedPage(args, settings);
};

// Duplicate routes, Markdown links and images: checked before any page is rendered.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async (args) => {
  // The head script every page loads (gatsby-ssr), in develop and in a build (decision 0029).
  writeHeadScriptFile(path.join(process.cwd(), 'public'), siteScriptsOnce());
  await checkContentSources(args, settings);
  // In develop, the MDX syntax check's parser is loaded now rather than at the first save (decision 0027, step 20).
  if (process.env.gatsby_executing_command === 'develop') preloadMdxParser();
};

// gatsby-plugin-feed writes /rss.xml; the Atom feed is ours (docs/decisions/0005-blog-and-feeds.md).
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  // Each step's seconds, in one line at the end: on a large API this hook reads and rewrites every page.
  const steps: string[] = [];
  const timed = async <T>(label: string, step: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await step();
    steps.push(`${label} ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return result;
  };
  const diagrams = await timed('diagrams', closeEnvironmentRenderer);
  if (diagrams) {
    args.reporter.info(
      `Diagrams drawn at build time: ${diagrams.drawn} SVGs drawn, ${diagrams.fromCache} from the cache, in ${diagrams.browserLaunches} browser session(s), ` +
        `${(diagrams.renderMs / 1000).toFixed(1)} s of drawing`,
    );
  }
  // After Gatsby's copy of static/: a split document's download is its bundled copy, not its root file.
  await timed('API downloads', () => publishApiDownloads(process.cwd()));
  // JSON from static/ compact, as the documents' downloads (decision 0014).
  await timed('static JSON', () => compactStaticJson(process.cwd()));
  await timed('Atom feed', () => writeAtomFeed(args, settings));
  // Each API's changelog feeds (docs/decisions/0021-api-changelog-and-breaking-changes.md).
  await timed('changelog feeds', () => writeChangelogFeeds(args.getNodesByType('ApiSpec') as unknown as ApiSpecFields[], settings));
  // Each page's Markdown twin and llms.txt, for coding agents (decision 0031): before the deploy files, which name them.
  const agentFiles = await timed('Markdown for agents', () => writeAgentFiles(args, settings));
  // Last: it rewrites and hashes the final HTML for the CSP and writes headers, redirects, sitemap.xml, robots.txt.
  await timed('deploy files', () => writeDeployFiles(args, settings, 'public', agentFiles));
  // Reads the final output only: links and anchors in the generated HTML, then the link-check summary.
  await timed('link check', () => checkBuiltPages(args, settings));
  args.reporter.info(`The site's own onPostBuild steps: ${steps.join(', ')}.`);
};
