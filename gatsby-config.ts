import type { GatsbyConfig } from 'gatsby';
import { loadSiteSettings } from './src/config/load';

// Validated here, when the build starts: a bad setting stops `gatsby build` / `gatsby develop` at once.
const settings = loadSiteSettings();

const config: GatsbyConfig = {
  siteMetadata: {
    title: settings.title,
    description: settings.description,
    siteUrl: settings.url,
  },
  pathPrefix: settings.baseUrl === '/' ? undefined : settings.baseUrl.replace(/\/$/, ''),
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  trailingSlash: 'never',
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/content/pages` } },
    {
      resolve: 'gatsby-plugin-mdx',
      options: { extensions: ['.mdx', '.md'] },
    },
  ],
};

export default config;
