import { useMemo } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../docs/types';
import { buildApiSidebar, type ApiSidebarSource } from './apiSidebar';

interface ApiSidebarQuery {
  readonly allApiSpec: { readonly nodes: readonly ApiSidebarSource[] };
}

/**
 * The `apiSidebar` of every API page. Its data is one static query, so Gatsby writes it once
 * (page-data/sq/d/{hash}.json), the browser fetches it once and reuses it on every API page, and
 * each page's own page data stays the size of its own content instead of growing with the number
 * of operations (docs/decisions/0009-api-reference-scaling.md). Server rendering reads the same
 * result, so the HTML holds the whole sidebar.
 */
export function useApiSidebar(overviewRoute: string): readonly SidebarItem[] {
  const data = useStaticQuery<ApiSidebarQuery>(graphql`
    query ApiSidebar {
      allApiSpec(sort: { position: ASC }) {
        nodes {
          label
          route
          tags {
            name
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
  return useMemo(() => buildApiSidebar(data.allApiSpec.nodes, overviewRoute), [data, overviewRoute]);
}
