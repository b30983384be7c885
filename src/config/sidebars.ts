/**
 * The sidebars, by id. Guide pages use `{product}Sidebar` (the product name comes from the settings);
 * API pages use `apiSidebar`, generated from the OpenAPI documents' tags.
 *
 * Items: a doc id (string), `{ type: 'doc', id, label? }`, `{ type: 'link', label, href }`, or
 * `{ type: 'category', label, items, link? }` where `link` is a doc id or a generated index page.
 * An entry that links to nothing stops the build with its path in this file.
 */
import { siteSettings } from './settings';

export type SidebarItemConfig =
  | string
  | { readonly type: 'doc'; readonly id: string; readonly label?: string }
  | { readonly type: 'link'; readonly label: string; readonly href: string }
  | {
      readonly type: 'category';
      readonly label: string;
      readonly items: readonly SidebarItemConfig[];
      readonly link?:
        | { readonly type: 'doc'; readonly id: string }
        | { readonly type: 'generated-index'; readonly slug: string; readonly title?: string; readonly description?: string };
    };

export type SidebarsConfig = Readonly<Record<string, readonly SidebarItemConfig[]>>;

export const PRODUCT_SIDEBAR_ID = `${siteSettings.product}Sidebar`;
export const API_SIDEBAR_ID = 'apiSidebar';

export const sidebars: SidebarsConfig = {
  [PRODUCT_SIDEBAR_ID]: [
    { type: 'doc', id: 'index', label: 'Overview' },
    'intro',
    {
      type: 'category',
      label: 'Basics',
      link: {
        type: 'generated-index',
        slug: '/category/basics',
        title: 'Basics',
        description: 'The concepts of FMS, one page each: what they are, their fields and statuses, and the API operations that act on them.',
      },
      items: ['asset', 'categories', 'zones', 'issues', 'workorders', 'renting', 'qrCodes', 'configuration', 'security', 'settings'],
    },
    { type: 'category', label: 'Architecture', items: ['high-level'] },
    { type: 'category', label: 'Client', items: ['fms_client'] },
    { type: 'category', label: 'Tutorial - Extras', items: ['manage-docs-versions', 'translate-your-site'] },
  ],
};
