/** Thin wiring: every hook delegates to a module under src/node/. */
import path from 'node:path';
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
import { createApiPages } from './src/node/api/createApiPages';
import { BLOG_TYPE_DEFS, onCreateBlogNode } from './src/node/blog/blogNodes';
import { createBlogPages } from './src/node/blog/createBlogPages';
import { localiseCreatedPage, withLocalisedCopies } from './src/node/i18n/localisedPages';
import { checkContentSources, checkMdxSyntax, trackCreatedPages } from './src/node/checks';
import { preloadMdxParser } from './src/node/checks/mdxSyntax';
import { configureWebpack } from './src/node/webpack/config';
import { STORAGE_KEYS } from './src/lib/storage';
import { siteInlineScripts, writeHeadScriptFile } from './src/node/deploy/siteInlineScripts';
import { settingsLogos, siteSvgSprite, type SiteSprite } from './src/node/svgSprite';
import { prepareDiagrams } from './src/node/mdx/prepareDiagrams';
import { memoisedTableOfContents, siteTocStore } from './src/node/mdx/tableOfContents';
import { gatsbyFileParser, parseOnlyFilesWithQueries } from './src/node/queryExtraction';
import { gatsbyComponentPaths } from './src/node/gatsbyStore';
import { runPostBuild } from './src/node/postBuild';

const settings = loadSiteSettingsOrExit();

/** Whether this build draws diagrams itself (a browser was found and started), decided before any bundle. */
let diagramsAtBuildTime = false;

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

// Whether diagrams are drawn at build time; a build draws those of the MDX sources ahead (src/node/mdx/prepareDiagrams.ts).
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  diagramsAtBuildTime = await prepareDiagrams(settings, (message) => reporter.warn(message));
};

// Gatsby's query extraction parses only page components and the files that may hold a query
// (src/node/queryExtraction.ts; docs/decisions/0024-build-speed.md).
export const onPreExtractQueries: GatsbyNode['onPreExtractQueries'] = ({ store }) => {
  parseOnlyFilesWithQueries(gatsbyFileParser(), () => gatsbyComponentPaths(store));
};

// Every stage's webpack configuration (src/node/webpack/config.ts; decisions 0024 and 0027).
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  configureWebpack(args, { settings, siteScripts: siteScriptsOnce, svgSprite: svgSpriteOnce, diagramsAtBuildTime });
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

// Diagrams closed, API downloads, static JSON, feeds, Markdown for agents, deploy files, link check:
// each timed (src/node/postBuild.ts). gatsby-plugin-feed writes /rss.xml; the Atom feed is ours (decision 0005).
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await runPostBuild(args, settings);
};
