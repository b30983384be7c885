import { useMemo, useSyncExternalStore } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../docs/types';
import { useUnlocalisedPathname } from '../shell/location';
import { SERVER_SIDEBAR_MAX_OPERATIONS, boundApiSidebar, buildApiSidebar, countOperations, type ApiSidebarSource } from './apiSidebar';

interface ApiSidebarQuery {
  readonly allApiSpec: { readonly nodes: readonly ApiSidebarSource[] };
}

/**
 * The `apiSidebar` of every API page. Its data is one static query, so Gatsby writes it once
 * (page-data/sq/d/{hash}.json), the browser fetches it once and reuses it on every API page, and
 * each page's own page data stays the size of its own content instead of growing with the number
 * of operations (docs/decisions/0009-api-reference-scaling.md). Server rendering reads the same
 * result, so the HTML holds the whole sidebar, except on very large APIs: there the server renders
 * (and hydration first renders) `boundApiSidebar`, and the whole sidebar replaces it right after
 * hydration; pages mounted later (client-side navigation) render the whole sidebar at once.
 */
export function useApiSidebar(overviewRoute: string): readonly SidebarItem[] {
  const hydrated = useHydrated();
  const route = useUnlocalisedPathname();
  const data = useStaticQuery<ApiSidebarQuery>(graphql`
    query ApiSidebar {
      allApiSpec(sort: { position: ASC }) {
        nodes {
          label
          route
          tags {
            name
            slug
            operations {
              title
              method
              route
            }
          }
        }
      }
    }
  `);
  const specs = data.allApiSpec.nodes;
  const bounded = !hydrated && countOperations(specs) > SERVER_SIDEBAR_MAX_OPERATIONS;
  return useMemo(
    () => (bounded ? boundApiSidebar(specs, overviewRoute, route) : buildApiSidebar(specs, overviewRoute)),
    [bounded, specs, overviewRoute, route],
  );
}

const subscribeToNothing = (): (() => void) => () => undefined;

/**
 * False while rendering on the server and while hydrating (so the first client render matches the
 * server's HTML), true afterwards, including on every later mount.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
