/** One page per guide doc, plus the generated category index pages of the sidebars. */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/schema';
import { PRODUCT_SIDEBAR_ID, sidebars } from '../../config/sidebars';
import { breadcrumbsFor, flattenSidebar, resolveSidebar, type DocSummary, type ResolvedSidebarItem } from './sidebar';

interface DocsQuery {
  allMdx: {
    nodes: {
      id: string;
      internal: { contentFilePath: string };
      frontmatter: { title: string; sidebar_label: string | null; description: string | null };
      fields: { route: string; docId: string; version: string };
    }[];
  };
}

const DOC_TEMPLATE = path.resolve('src/templates/DocPage.tsx');
const CATEGORY_TEMPLATE = path.resolve('src/templates/DocCategoryPage.tsx');

export interface DocPageContext {
  readonly id: string;
  readonly sidebarId: string;
  readonly sidebar: readonly ResolvedSidebarItem[];
  readonly breadcrumbs: readonly { label: string; href?: string }[];
  readonly previous: { label: string; href: string } | null;
  readonly next: { label: string; href: string } | null;
}

export async function createDocPages({ graphql, actions }: CreatePagesArgs, settings: ResolvedSiteSettings): Promise<void> {
  const result = await graphql<DocsQuery>(`
    {
      allMdx(filter: { fields: { kind: { eq: "doc" } } }, sort: { fields: { route: ASC } }) {
        nodes {
          id
          internal {
            contentFilePath
          }
          frontmatter {
            title
            sidebar_label
            description
          }
          fields {
            route
            docId
            version
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not query the guide docs: ${JSON.stringify(result.errors)}`);

  for (const version of settings.docs.versions) {
    const nodes = result.data.allMdx.nodes.filter((n) => n.fields.version === version.name);
    const docs = new Map<string, DocSummary>(
      nodes.map((n) => [
        n.fields.docId,
        { id: n.fields.docId, title: n.frontmatter.title, sidebarLabel: n.frontmatter.sidebar_label, route: n.fields.route, description: n.frontmatter.description },
      ]),
    );
    const routeBase = [settings.docs.routeBasePath, version.path].filter(Boolean).join('/');
    const sidebar = resolveSidebar(PRODUCT_SIDEBAR_ID, sidebars[PRODUCT_SIDEBAR_ID], docs, routeBase);
    const order = flattenSidebar(sidebar);
    const neighbours = (href: string): Pick<DocPageContext, 'previous' | 'next'> => {
      const index = order.findIndex((entry) => entry.href === href);
      return { previous: index > 0 ? order[index - 1] : null, next: index >= 0 && index < order.length - 1 ? order[index + 1] : null };
    };

    for (const node of nodes) {
      const context: DocPageContext = {
        id: node.id,
        sidebarId: PRODUCT_SIDEBAR_ID,
        sidebar,
        breadcrumbs: breadcrumbsFor(sidebar, node.fields.route),
        ...neighbours(node.fields.route),
      };
      actions.createPage({ path: node.fields.route, component: `${DOC_TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`, context });
    }

    const categories = (items: readonly ResolvedSidebarItem[]): Extract<ResolvedSidebarItem, { type: 'category' }>[] =>
      items.flatMap((item) => (item.type === 'category' ? [item, ...categories(item.items)] : []));
    for (const category of categories(sidebar)) {
      if (!category.generatedIndex || !category.href) continue;
      const entries = category.items.map((item) => {
        const doc = item.type === 'link' && item.docId ? docs.get(item.docId) : undefined;
        return { label: item.label, href: item.href ?? '', description: doc?.description ?? '' };
      });
      actions.createPage({
        path: category.href,
        component: CATEGORY_TEMPLATE,
        context: {
          sidebarId: PRODUCT_SIDEBAR_ID,
          sidebar,
          breadcrumbs: breadcrumbsFor(sidebar, category.href),
          ...neighbours(category.href),
          title: category.generatedIndex.title,
          description: category.generatedIndex.description,
          entries,
        },
      });
    }
  }
}
