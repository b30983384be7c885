import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { rehypeCodeMeta } from './src/node/mdx/rehypeCodeMeta';
import { rehypeHighlightCode } from './src/node/mdx/highlightCode';
import { rehypeMermaid } from './src/node/mdx/rehypeMermaid';
import fs from 'node:fs';
import { DOCS_SOURCE_PREFIX, I18N_SOURCE_PREFIX } from './src/node/content/mdxNodes';
import { searchPluginOptions } from './src/node/search/plugin';
import { loadSiteSettingsOrExit } from './src/node/config/load';
import { rssFeedPluginOptions } from './src/node/blog/feeds';
import { apiSourcePlugins } from './src/node/api/sourcePlugins';
import { documentPolicy } from './src/node/api/documentPolicy';
import { apiDownloadMiddleware } from './src/node/api/downloads';
import { lazyCompilationMiddleware } from './src/node/webpack/lazyCompilation';
import { siteAdapter } from './src/node/deploy/netlifyAdapter';

// Validated here, when the build starts: a bad setting stops `gatsby build` / `gatsby develop` at once.
const settings = loadSiteSettingsOrExit();

// remark-gfm 3 (tables, strikethrough, task lists for MDX 2) is ESM-only; Node ≥ 20.19 can require it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const remarkGfm = require('remark-gfm').default;

const config: GatsbyConfig = {
  siteMetadata: {
    title: settings.title,
    description: settings.description,
    siteUrl: settings.url,
  },
  pathPrefix: settings.baseUrl === '/' ? undefined : settings.baseUrl.replace(/\/$/, ''),
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'never',
  // On Netlify (NETLIFY or NETLIFY_LOCAL set): the pinned gatsby-adapter-netlify, so Gatsby never installs
  // one at build time; it keeps .cache/ and public/ between builds and adds to _headers/_redirects only
  // what the site's own rules do not decide. Elsewhere static files: named, so that Gatsby does not
  // download and run an adapters manifest from GitHub on every build (src/node/deploy/netlifyAdapter.ts).
  adapter: siteAdapter(),
  // The download of each API document is its bundled copy, also while developing (src/node/api/downloads.ts);
  // the pages' components are compiled when a browser first asks for them (src/node/webpack/lazyCompilation.ts).
  developMiddleware: (app) => {
    app.use(apiDownloadMiddleware(process.cwd()));
    app.use(lazyCompilationMiddleware());
  },
  plugins: [
    // Local full-text search (issue 8): index and store are written to public/static and fetched on demand.
    { resolve: 'gatsby-plugin-local-search', options: searchPluginOptions(settings.docs.lastVersion) },
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: path.resolve('content/pages') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: path.resolve(settings.blog.path) } },
    ...settings.docs.versions.map((version) => ({
      resolve: 'gatsby-source-filesystem',
      options: { name: `${DOCS_SOURCE_PREFIX}${version.name}`, path: path.resolve(version.docs) },
    })),
    // Translated guide docs of each non-default locale, when the folder exists.
    ...settings.i18n.locales
      .filter((locale) => locale !== settings.i18n.defaultLocale && fs.existsSync(path.resolve(settings.i18n.path, locale, 'docs')))
      .map((locale) => ({
        resolve: 'gatsby-source-filesystem',
        options: { name: `${I18N_SOURCE_PREFIX}${locale}`, path: path.resolve(settings.i18n.path, locale, 'docs') },
      })),
    // The API documents' files, watched so that `gatsby develop` reloads an API when its document changes.
    ...apiSourcePlugins(settings.api.specs, process.cwd(), documentPolicy(settings.api)),
    // gatsby-transformer-json, minus the API documents' File nodes (plugins/fms-transformer-json).
    { resolve: 'fms-transformer-json', options: { typeName: 'Author' } },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        gatsbyRemarkPlugins: [
          {
            // Stable, per-page unique heading ids (github-slugger; a custom id is written `\{#custom-id}` after the heading, escaped for MDX). The visible
            // 'Direct link to {heading}' anchor is rendered by the MDX heading component.
            resolve: 'gatsby-remark-autolink-headers',
            options: { icon: false, enableCustomId: true, elements: ['h2', 'h3', 'h4', 'h5', 'h6'] },
          },
        ],
        // Code fences are highlighted (rehypeHighlightCode) and diagrams drawn (rehypeMermaid) at build
        // time, so neither a highlighter nor mermaid ships to the browser.
        mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeCodeMeta, rehypeMermaid, rehypeHighlightCode] },
      },
    },
    { resolve: 'gatsby-plugin-feed', options: rssFeedPluginOptions(settings) },
    // sitemap-index.xml + sitemap-N.xml (the 404 pages are left out by default); onPostBuild merges the parts
    // into /sitemap.xml, which robots.txt names (src/node/deploy/writeDeployFiles.ts).
    // Not in a preview build (settings.preview): a preview is not to be indexed.
    ...(settings.preview ? [] : ['gatsby-plugin-sitemap']),
  ],
};

export default config;
