/**
 * The context of the guide's pages: created by src/node/docs/createDocPages.ts, read by
 * src/templates/DocPage.tsx and DocCategoryPage.tsx. Declared once, here, for both sides.
 */
import type { Crumb, PagerLink, SidebarItem } from './types';

/** What every page in the doc layout receives: its sidebar, where it sits and its neighbours. */
export interface DocLayoutContext {
  readonly sidebarId: string;
  readonly sidebar: readonly SidebarItem[];
  readonly breadcrumbs: readonly Crumb[];
  readonly previous: PagerLink | null;
  readonly next: PagerLink | null;
}

/** A guide doc: `id` selects its Mdx node in the template's query. */
export interface DocPageContext extends DocLayoutContext {
  readonly id: string;
}

/** A generated category index: the category's docs with their descriptions. */
export interface DocCategoryPageContext extends DocLayoutContext {
  readonly title: string;
  readonly description: string;
  readonly entries: readonly { readonly label: string; readonly href: string; readonly description: string }[];
}
