import type { GatsbyNode } from 'gatsby';
import { loadSiteSettings } from './src/config/load';
import { createMdxPages } from './src/build/createMdxPages';

const settings = loadSiteSettings();

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __SITE_SETTINGS__: JSON.stringify(settings) })],
  });
};

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createMdxPages(args);
};
