import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../../docs/types';
import { DESKTOP_MEDIA_QUERY } from '../../lib/breakpoints';
import { isHydrated } from '../../lib/hydrated';
import { afterLoadAndIdle } from '../../lib/idle';
import { useUnlocalisedPathname } from '../../lib/location';
import { SERVER_SIDEBAR_MAX_OPERATIONS, boundApiSidebar, buildApiSidebar, countOperations } from './apiSidebar';

/** On <html> while a large API's page waits for its whole sidebar (see useWholeSidebar). */
export const SIDEBAR_PENDING_ATTRIBUTE = 'data-api-sidebar-pending';

/**
 * What the sidebar reads of an API (`ApiSidebarSource` in apiSidebar.ts), for the sidebar's static
 * query below. The API's index page (src/templates/ApiIndexPage.tsx) shows the same outline but names
 * its own fields: a split index reads tags and counts only (decision 0025). Gatsby makes fragments
 * of component files available to page and static queries only; the pages' creation in gatsby-node
 * reads the nodes themselves (src/node/api/createApiPages.ts).
 */
export const apiSidebarSpecFragment = graphql`
  fragment ApiSidebarSpec on ApiSpec {
    label
    route
    changelogRoute
    tagGroups {
      name
      slug
      tagSlugs
    }
    tags {
      name
      label
      slug
      parentSlug
      operations {
        title
        method
        route
        deprecated
        changeKind
        changedIn
      }
    }
    schemas {
      name
      slug
      deprecated
      changeKind
      changedIn
    }
  }
`;

/** An API page's sidebar: the desktop column's entries, and the mobile menu's. */
export interface ApiSidebar {
  /** The sidebar column's entries: on a large API, the bounded sidebar until the whole one replaces it. */
  readonly column: readonly SidebarItem[];
  /**
   * The mobile menu's entries, always the whole sidebar: the menu renders them when it first opens
   * (after hydration, so they need not match the HTML), and builds them then.
   */
  readonly menu: () => readonly SidebarItem[];
  /**
   * 'bounded' or 'whole': which sidebar `column` is. The column builds its list anew when it changes,
   * keeping the current entry in place (src/docs/Sidebar.tsx, `entriesKey`).
   */
  readonly columnKey: 'bounded' | 'whole';
}

/**
 * The `apiSidebar` of every API page. Its data is one static query, so Gatsby writes it once
 * (page-data/sq/d/{hash}.json), the browser fetches it once and reuses it on every API page, and
 * each page's own page data stays the size of its own content instead of growing with the number
 * of operations (docs/decisions/0009-api-reference-scaling.md). Server rendering reads the same
 * result, so the HTML holds the whole sidebar, except on very large APIs: there the server renders
 * (and hydration first renders) `boundApiSidebar`, and the whole sidebar replaces it once the page
 * has loaded and the browser is idle — on a wide window: a phone does not display the column, and its
 * menu has the whole sidebar of its own (`menu`); pages mounted later (client-side navigation) render
 * the whole sidebar at once.
 */
export function useApiSidebar(overviewRoute: string): ApiSidebar {
  const route = useUnlocalisedPathname();
  const data = useStaticQuery<Queries.ApiSidebarQuery>(graphql`
    query ApiSidebar {
      allApiSpec(sort: { position: ASC }) {
        nodes {
          ...ApiSidebarSpec
        }
      }
    }
  `);
  const specs = data.allApiSpec.nodes;
  const large = useMemo(() => countOperations(specs) > SERVER_SIDEBAR_MAX_OPERATIONS, [specs]);
  const bounded = !useWholeSidebar(large);
  const column = useMemo(
    () => (bounded ? boundApiSidebar(specs, overviewRoute, route) : buildApiSidebar(specs, overviewRoute)),
    [bounded, specs, overviewRoute, route],
  );
  const menu = useCallback(() => (bounded ? buildApiSidebar(specs, overviewRoute) : column), [bounded, specs, overviewRoute, column]);
  return { column, menu, columnKey: bounded ? 'bounded' : 'whole' };
}

/**
 * Whether to render the whole sidebar: always for an API under the limit; for a large one, not on
 * the server nor while the first page hydrates (the first render must match the HTML), then once the
 * page has loaded and the main thread is idle (src/lib/idle.ts), as a transition (rendered in
 * slices), so that it does not add to the work that follows the page's arrival (decision 0026); on a
 * page mounted later, at once. Below the desktop width the column is not displayed: the whole sidebar
 * waits for the window to become wide (the menu has its own, `menu`), and nothing is marked pending.
 */
function useWholeSidebar(large: boolean): boolean {
  const [whole, setWhole] = useState(() => !large || isHydrated());
  useEffect(() => {
    // html[data-api-sidebar-pending] marks the wait for the whole sidebar, so that browser tests
    // (like html[data-hydrated], src/lib/hydrated.ts) wait for it instead of guessing: set before
    // Gatsby's onInitialClientRender (this effect runs first), removed once the whole sidebar has
    // rendered and the sidebar's own effects (scrolling to the current entry) have run.
    if (whole) {
      document.documentElement.removeAttribute(SIDEBAR_PENDING_ATTRIBUTE);
      return undefined;
    }
    // jsdom has no matchMedia: there, as on a wide window.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_MEDIA_QUERY) : undefined;
    if (wide && !wide.matches) {
      const onChange = (event: MediaQueryListEvent): void => {
        if (event.matches) startTransition(() => setWhole(true));
      };
      wide.addEventListener('change', onChange);
      return () => wide.removeEventListener('change', onChange);
    }
    document.documentElement.setAttribute(SIDEBAR_PENDING_ATTRIBUTE, '');
    const cancel = afterLoadAndIdle(() => startTransition(() => setWhole(true)));
    return () => {
      cancel();
      document.documentElement.removeAttribute(SIDEBAR_PENDING_ATTRIBUTE);
    };
  }, [whole]);
  return whole;
}
