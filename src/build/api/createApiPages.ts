/**
 * createPages: the API overview, one index page per API and one page per operation, all with the
 * `apiSidebar` in their context (the shape of the guide's `DocPageContext`). Operation pages get
 * only their node id: the template's query selects that one operation's data.
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/schema';
import { API_SIDEBAR_ID } from '../../config/sidebars';
import type { DocPageContext } from '../docs/createDocPages';
import { breadcrumbsFor, flattenSidebar, type ResolvedSidebarItem } from '../docs/sidebar';
import { apiOverviewRoute } from './routes';
import { buildApiSidebar, type ApiSidebarSource } from './sidebar';

const OPERATION_TEMPLATE = path.resolve('src/templates/ApiOperationPage.tsx');
const INDEX_TEMPLATE = path.resolve('src/templates/ApiIndexPage.tsx');
const OVERVIEW_TEMPLATE = path.resolve('src/templates/ApiOverviewPage.tsx');

/** Title of the overview when the APIs do not share one title. */
export const API_OVERVIEW_FALLBACK_TITLE = 'API reference';

export type ApiPageContext = Omit<DocPageContext, 'id'>;
export type ApiOperationPageContext = ApiPageContext & { readonly id: string };
export type ApiIndexPageContext = ApiPageContext & { readonly apiId: string; readonly overviewRoute: string };
export type ApiOverviewPageContext = ApiPageContext & { readonly title: string };

interface ApiPagesQuery {
  allApiSpec: { nodes: (ApiSidebarSource & { apiId: string; title: string })[] };
  allApiOperation: { nodes: { id: string; route: string }[] };
}

export async function createApiPages({ graphql, actions, reporter }: CreatePagesArgs, settings: ResolvedSiteSettings): Promise<void> {
  const result = await graphql<ApiPagesQuery>(`
    {
      allApiSpec(sort: { position: ASC }) {
        nodes {
          apiId
          label
          title
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
      allApiOperation {
        nodes {
          id
          route
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the API reference nodes (ApiSpec, ApiOperation)', result.errors);
    return;
  }
  const { allApiSpec, allApiOperation } = result.data;
  const overviewRoute = apiOverviewRoute(settings.api.overviewSlug);
  const sidebar = buildApiSidebar(allApiSpec.nodes, overviewRoute);
  const context = apiPageContexts(sidebar);

  actions.createPage<ApiOverviewPageContext>({
    path: overviewRoute,
    component: OVERVIEW_TEMPLATE,
    context: { ...context(overviewRoute), title: overviewTitle(allApiSpec.nodes.map((spec) => spec.title)) },
  });
  for (const spec of allApiSpec.nodes) {
    actions.createPage<ApiIndexPageContext>({ path: spec.route, component: INDEX_TEMPLATE, context: { ...context(spec.route), apiId: spec.apiId, overviewRoute } });
  }
  for (const operation of allApiOperation.nodes) {
    actions.createPage<ApiOperationPageContext>({
      path: operation.route,
      component: OPERATION_TEMPLATE,
      context: { ...context(operation.route), id: operation.id },
    });
  }
}

/** Sidebar, breadcrumbs and previous/next (reading order of the sidebar) for the page at a route. */
export function apiPageContexts(sidebar: readonly ResolvedSidebarItem[]): (route: string) => ApiPageContext {
  const order = flattenSidebar(sidebar);
  return (route) => {
    const index = order.findIndex((entry) => entry.href === route);
    return {
      sidebarId: API_SIDEBAR_ID,
      sidebar,
      breadcrumbs: breadcrumbsFor(sidebar, route),
      previous: index > 0 ? order[index - 1] : null,
      next: index >= 0 && index < order.length - 1 ? order[index + 1] : null,
    };
  };
}

/** The APIs' common title (both documents are 'OpenAPI Document on Azure Functions'), else a generic one. */
export function overviewTitle(titles: readonly string[]): string {
  const unique = [...new Set(titles)];
  return unique.length === 1 && unique[0] ? unique[0] : API_OVERVIEW_FALLBACK_TITLE;
}
