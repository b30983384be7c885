/** Stand-alone MDX pages from content/pages/: content/pages/markdown-page.mdx → /markdown-page. */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';

interface MdxPagesQuery {
  allMdx: { nodes: { id: string; internal: { contentFilePath: string }; fields: { route: string } }[] };
}

const TEMPLATE = path.resolve('src/templates/MdxPage.tsx');

export async function createMdxPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<MdxPagesQuery>(`
    {
      allMdx(filter: { fields: { kind: { eq: "page" } } }) {
        nodes {
          id
          internal {
            contentFilePath
          }
          fields {
            route
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
    actions.createPage({
      path: node.fields.route,
      component: `${TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id },
    });
  }
}
