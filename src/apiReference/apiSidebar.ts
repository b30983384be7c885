/**
 * The `apiSidebar`, in the same shape as the guide's sidebar so one sidebar component renders
 * both. Pure: the build derives breadcrumbs and previous/next from it (src/build/api/createApiPages)
 * and the API pages build it in the browser from one static query (`useApiSidebar`). Rules:
 * - first an 'Overview' link to the page about all APIs;
 * - then one category per API, in the order of `settings.api.specs`, labelled with the API's label
 *   and linking to its index page;
 * - inside it one category per tag, in the API's tag order (declared tags first, then tags in
 *   order of first use, the default group last; see `normaliseApi`), without a page of its own;
 * - inside that one link per operation in document order, labelled with its title and carrying
 *   its HTTP method for the badge. An operation with several tags appears under each of them.
 */
import type { SidebarItem } from '../docs/types';

export const API_OVERVIEW_LABEL = 'Overview';

/** What the sidebar needs of an `ApiSpec` node (`label`, `route`, its tags' operations). */
export interface ApiSidebarSource {
  readonly label: string;
  readonly route: string;
  readonly tags: readonly {
    readonly name: string;
    readonly operations: readonly { readonly title: string; readonly method: string; readonly route: string }[];
  }[];
}

export function buildApiSidebar(specs: readonly ApiSidebarSource[], overviewRoute: string): SidebarItem[] {
  return [
    { type: 'link', label: API_OVERVIEW_LABEL, href: overviewRoute },
    ...specs.map(
      (spec): SidebarItem => ({
        type: 'category',
        label: spec.label,
        href: spec.route,
        items: spec.tags.map(
          (tag): SidebarItem => ({
            type: 'category',
            label: tag.name,
            items: tag.operations.map((operation) => ({ type: 'link', label: operation.title, href: operation.route, method: operation.method })),
          }),
        ),
      }),
    ),
  ];
}
