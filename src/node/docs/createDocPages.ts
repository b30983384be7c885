/**
 * One page per guide doc and version, the generated category index pages, and — for each
 * non-default locale — the same pages under /<locale>, from the translated file when there is one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Actions, CreatePagesArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { PRODUCT_SIDEBAR_ID, sidebars, type SidebarItemConfig, type SidebarsConfig } from '../../config/sidebars';
import type { DocCategoryPageContext, DocPageContext } from '../../docs/pageContext';
import type { SidebarItem } from '../../docs/types';
import { breadcrumbsFor, flattenSidebar, resolveSidebar, type DocSummary } from './sidebar';

interface DocNode {
  id: string;
  internal: { contentFilePath: string };
  frontmatter: { title: string; sidebar_label: string | null; description: string | null };
  fields: { route: string; docId: string; version: string | null; locale: string | null; kind: string };
}

const DOC_TEMPLATE = path.resolve('src/templates/DocPage.tsx');
const CATEGORY_TEMPLATE = path.resolve('src/templates/DocCategoryPage.tsx');

/** A navbar 'docSidebar' item must name a sidebar that links somewhere (SPEC §8). */
export function checkNavbarSidebars(settings: ResolvedSiteSettings): void {
  settings.navbar.items.forEach((item, index) => {
    if (item.type !== 'docSidebar') return;
    const items = sidebars[item.sidebarId];
    if (!items || items.length === 0) {
      throw new Error(
        `navbar.items[${index}] (type 'docSidebar'): sidebar "${item.sidebarId}" has nothing to link to. Known sidebars in src/config/sidebars.ts: ${Object.keys(sidebars).join(', ')}`,
      );
    }
  });
}

function versionSidebars(file: string | undefined): SidebarsConfig {
  if (!file) return sidebars;
  try {
    return JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as SidebarsConfig;
  } catch (error) {
    throw new Error(`Cannot read the version sidebars ${file}: ${(error as Error).message}`);
  }
}

/** Prefixes every internal link of a resolved sidebar with /<locale>. */
function localiseSidebar(items: readonly SidebarItem[], prefix: string): SidebarItem[] {
  return items.map((item) =>
    item.type === 'link'
      ? { ...item, href: item.href.startsWith('/') ? `${prefix}${item.href}` : item.href }
      : { ...item, ...(item.href ? { href: `${prefix}${item.href}` } : {}), items: localiseSidebar(item.items, prefix) },
  );
}

function createVersionPages(
  actions: Actions,
  nodes: readonly DocNode[],
  sidebarItems: readonly SidebarItemConfig[],
  routeBase: string,
  localePrefix: string,
): void {
  const docs = new Map<string, DocSummary>(
    nodes.map((n) => [
      n.fields.docId,
      {
        id: n.fields.docId,
        title: n.frontmatter.title,
        sidebarLabel: n.frontmatter.sidebar_label,
        route: n.fields.route,
        description: n.frontmatter.description,
      },
    ]),
  );
  const sidebar = localiseSidebar(resolveSidebar(PRODUCT_SIDEBAR_ID, sidebarItems, docs, routeBase), localePrefix);
  const order = flattenSidebar(sidebar);
  const neighbours = (href: string): Pick<DocPageContext, 'previous' | 'next'> => {
    const index = order.findIndex((entry) => entry.href === href);
    return { previous: index > 0 ? order[index - 1] : null, next: index >= 0 && index < order.length - 1 ? order[index + 1] : null };
  };

  for (const node of nodes) {
    const route = `${localePrefix}${node.fields.route}`;
    const context: DocPageContext = { id: node.id, sidebarId: PRODUCT_SIDEBAR_ID, sidebar, breadcrumbs: breadcrumbsFor(sidebar, route), ...neighbours(route) };
    actions.createPage<DocPageContext>({ path: route, component: `${DOC_TEMPLATE}?__contentFilePath=${node.internal.contentFilePath}`, context });
  }

  const categories = (items: readonly SidebarItem[]): Extract<SidebarItem, { type: 'category' }>[] =>
    items.flatMap((item) => (item.type === 'category' ? [item, ...categories(item.items)] : []));
  for (const category of categories(sidebar)) {
    if (!category.generatedIndex || !category.href) continue;
    const entries = category.items.map((item) => {
      const doc = item.type === 'link' && item.docId ? docs.get(item.docId) : undefined;
      return { label: item.label, href: item.href ?? '', description: doc?.description ?? '' };
    });
    actions.createPage<DocCategoryPageContext>({
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

export async function createDocPages({ graphql, actions }: CreatePagesArgs, settings: ResolvedSiteSettings): Promise<void> {
  checkNavbarSidebars(settings);
  // Sorted by route, then by file: when two docs claim one route, which is created last (and served) does
  // not depend on the order the files were read in.
  const result = await graphql<{ allMdx: { nodes: DocNode[] } }>(`
    {
      allMdx(filter: { fields: { kind: { in: ["doc", "doc-translation"] } } }, sort: [{ fields: { route: ASC } }, { fields: { sourceFile: ASC } }]) {
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
            locale
            kind
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not query the guide docs: ${JSON.stringify(result.errors)}`);
  const all = result.data.allMdx.nodes;
  const { defaultLocale, locales } = settings.i18n;

  for (const version of settings.docs.versions) {
    const nodes = all.filter((n) => n.fields.kind === 'doc' && n.fields.version === version.name);
    const routeBase = [settings.docs.routeBasePath, version.path].filter(Boolean).join('/');
    const sidebarItems = versionSidebars(version.sidebars)[PRODUCT_SIDEBAR_ID];
    if (!sidebarItems)
      throw new Error(`Docs version "${version.name}": no sidebar "${PRODUCT_SIDEBAR_ID}" in ${version.sidebars ?? 'src/config/sidebars.ts'}.`);
    createVersionPages(actions, nodes, sidebarItems, routeBase, '');

    for (const locale of locales.filter((l) => l !== defaultLocale)) {
      // Translations exist for the latest version; other versions fall back to the default locale's text.
      const translated = new Map(
        all
          .filter((n) => n.fields.kind === 'doc-translation' && n.fields.locale === locale && version.name === settings.docs.lastVersion)
          .map((n) => [n.fields.docId, n]),
      );
      const localised = nodes.map((n) => {
        const translation = translated.get(n.fields.docId);
        return translation ? { ...translation, fields: { ...translation.fields, route: n.fields.route } } : n;
      });
      createVersionPages(actions, localised, sidebarItems, routeBase, `/${locale}`);
    }
  }
}
