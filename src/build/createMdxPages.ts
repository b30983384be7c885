/** Stand-alone MDX pages from content/pages/: content/pages/markdown-page.mdx → /markdown-page. */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';

interface MdxPagesQuery {
  allMdx: { nodes: { id: string; internal: { contentFilePath: string } }[] };
}

const TEMPLATE = path.resolve('src/templates/MdxPage.tsx');

export async function createMdxPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<MdxPagesQuery>(`
    {
      allMdx(filter: { internal: { contentFilePath: { regex: "/content/pages/" } } }) {
        nodes {
          id
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the MDX pages under content/pages/', result.errors);
    return;
  }
  for (const node of result.data.allMdx.nodes) {
    const file = node.internal.contentFilePath;
    const route = `/${path.basename(file).replace(/\.mdx?$/, '')}`;
    actions.createPage({
      path: route,
      component: `${TEMPLATE}?__contentFilePath=${file}`,
      context: { id: node.id },
    });
  }
}
