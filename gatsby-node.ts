/** Thin wiring: every hook delegates to a module under src/build/. */
import type { GatsbyNode } from 'gatsby';
import { loadSiteSettings } from './src/config/load';
import { MDX_TYPE_DEFS, onCreateMdxNode } from './src/build/content/mdxNodes';
import { createMdxPages } from './src/build/createMdxPages';
import { createDocPages } from './src/build/docs/createDocPages';
import { API_TYPE_DEFS } from './src/build/api/schema';
import { sourceApiNodes } from './src/build/api/sourceApiNodes';
import { createApiPages } from './src/build/api/createApiPages';

const settings = loadSiteSettings();

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_SETTINGS__: JSON.stringify(settings) })],
  });
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(MDX_TYPE_DEFS);
  actions.createTypes(API_TYPE_DEFS);
  actions.createTypes(`
    type Author implements Node @dontInfer {
      id: ID!
      jsonId: String!
      name: String!
      title: String!
      url: String
      image: String
    }
  `);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  await sourceApiNodes(args, settings);
};

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  onCreateMdxNode(args, settings);
};

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createMdxPages(args);
  await createDocPages(args, settings);
  await createApiPages(args, settings);
};
