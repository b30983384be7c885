/**
 * createPages: the API overview, one index page per API and one page per operation. Their context
 * holds what is particular to the page: breadcrumbs and previous/next (from the `apiSidebar`), the
 * overview's route, and for an operation page only its node id (the template's query selects that
 * one operation's data). The `apiSidebar` itself is not in the context: every API page reads it
 * from one shared static query (`useApiSidebar`), so page data does not grow with the number of
 * operations (docs/decisions/0009-api-reference-scaling.md).
 */
import path from 'node:path';
import type { CreatePagesArgs, Node } from 'gatsby';
import { buildApiSidebar } from '../../apiReference/sidebar/apiSidebar';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { API_SIDEBAR_ID } from '../../config/sidebars';
import type {
  ApiChangelogPageContext,
  ApiIndexPageContext,
  ApiOperationPageContext,
  ApiOverviewPageContext,
  ApiPageContext,
  ApiSchemaPageContext,
  ApiTagPageContext,
} from '../../apiReference/shared/pageContext';
import { indexHasTagPages, tagPageRoute, tagPagesOf } from '../../apiReference/routes/tagPages';
import type { ChangeMarkData, ChangelogVersionData } from '../../apiReference/changelog/changelogData';
import { translate } from '../../strings';
import { changelogFeedPaths } from './changelogFeeds';
import { changelogVersionHref } from './changelog';
import type { SidebarItem } from '../../docs/types';
import { breadcrumbsFor, flattenSidebar } from '../docs/sidebar';
import type { ApiOperationFields, ApiSchemaFields, ApiSpecFields } from './model';
import { apiIndexRoute, apiOverviewRoute } from './routes';
import { API_NODE_TYPES } from './sourceApiNodes';

const OPERATION_TEMPLATE = path.resolve('src/templates/ApiOperationPage.tsx');
const INDEX_TEMPLATE = path.resolve('src/templates/ApiIndexPage.tsx');
const OVERVIEW_TEMPLATE = path.resolve('src/templates/ApiOverviewPage.tsx');
const SCHEMA_TEMPLATE = path.resolve('src/templates/ApiSchemaPage.tsx');
const CHANGELOG_TEMPLATE = path.resolve('src/templates/ApiChangelogPage.tsx');
const TAG_TEMPLATE = path.resolve('src/templates/ApiTagPage.tsx');

/** Title of the overview when the APIs do not share one title. */
export const API_OVERVIEW_FALLBACK_TITLE = 'API reference';

/**
 * The API nodes as sourceApiNodes made them (model.ts), read from the store rather than by a GraphQL
 * query: gatsby-node's `graphql()` does not know the fragments of component files (gatsbyjs/gatsby
 * issues 12155 and 37623), so a query here would list the sidebar's fields (the `ApiSidebarSpec`
 * fragment, src/apiReference/sidebar/useApiSidebar.ts) a third time.
 */
function apiNodes<Fields>(getNodesByType: CreatePagesArgs['getNodesByType'], type: string): (Node & Fields)[] {
  return [...getNodesByType(type)] as (Node & Fields)[];
}

export function createApiPages({ getNodesByType, actions }: CreatePagesArgs, settings: ResolvedSiteSettings): void {
  const specs = apiNodes<ApiSpecFields>(getNodesByType, API_NODE_TYPES.spec).sort((a, b) => a.position - b.position);
  const operations = apiNodes<ApiOperationFields>(getNodesByType, API_NODE_TYPES.operation);
  const overviewRoute = apiOverviewRoute(settings.api.overviewSlug);
  const sidebar = buildApiSidebar(specs, overviewRoute);
  const context = apiPageContexts(sidebar, overviewRoute);

  actions.createPage<ApiOverviewPageContext>({
    path: overviewRoute,
    component: OVERVIEW_TEMPLATE,
    context: { ...context(overviewRoute), title: overviewTitle(specs.map((spec) => spec.title)) },
  });
  for (const spec of specs) {
    // A large API's index lists its tags, each on a page of its own (src/apiReference/routes/tagPages.ts).
    const tagPages = indexHasTagPages(spec.tags);
    actions.createPage<ApiIndexPageContext>({
      path: spec.route,
      component: INDEX_TEMPLATE,
      context: { ...context(spec.route), apiId: spec.apiId, ...(tagPages ? { tagPages } : {}) },
    });
    if (!tagPages) continue;
    const indexContext = context(spec.route);
    // The index's crumbs, the index itself a link, then the tag (the whole sidebar's tags link to the
    // index's sections, each a link away from its page; the bounded sidebar's link to the tag pages).
    const crumbs = indexContext.breadcrumbs.map((crumb, index, all) => (index === all.length - 1 ? { ...crumb, href: spec.route } : crumb));
    for (const tag of tagPagesOf(spec)) {
      actions.createPage<ApiTagPageContext>({
        path: tagPageRoute(spec.route, tag.slug),
        component: TAG_TEMPLATE,
        context: { ...indexContext, breadcrumbs: [...crumbs, { label: tag.label }], previous: null, next: null, tag },
      });
    }
  }
  for (const spec of specs) {
    if (!spec.changelogRoute) continue;
    const feeds = changelogFeedPaths(spec.apiId);
    actions.createPage<ApiChangelogPageContext>({
      path: spec.changelogRoute,
      component: CHANGELOG_TEMPLATE,
      context: {
        ...context(spec.changelogRoute),
        apiId: spec.apiId,
        title: translate('changelog.title', { api: spec.label }),
        description: translate('changelog.description', { api: spec.label }),
        versions: JSON.parse(spec.changelog) as ChangelogVersionData[],
        feeds: { ...feeds, title: translate('changelog.feedTitle', { api: spec.label }) },
      },
    });
  }
  for (const operation of operations) {
    actions.createPage<ApiOperationPageContext>({
      path: operation.route,
      component: OPERATION_TEMPLATE,
      context: { ...context(operation.route), ...pageOfApi(operation) },
    });
  }
  for (const schema of apiNodes<ApiSchemaFields>(getNodesByType, API_NODE_TYPES.schema)) {
    actions.createPage<ApiSchemaPageContext>({
      path: schema.route,
      component: SCHEMA_TEMPLATE,
      context: { ...context(schema.route), ...pageOfApi(schema) },
    });
  }
}

/**
 * What an operation or schema page's context says of its node: the node, its API's index page and,
 * when it is new or changed in the API's newest version, its changelog mark (decision 0021).
 */
function pageOfApi(node: { readonly id: string; readonly apiId: string; readonly changeKind?: 'new' | 'changed' | null; readonly changedIn?: string | null }): {
  id: string;
  apiRoute: string;
  changeMark?: ChangeMarkData;
} {
  const { id, apiId, changeKind, changedIn } = node;
  return {
    id,
    apiRoute: apiIndexRoute(apiId),
    ...(changeKind && changedIn ? { changeMark: { kind: changeKind, version: changedIn, href: changelogVersionHref(apiId, changedIn) } } : {}),
  };
}

/**
 * Breadcrumbs and previous/next (reading order of the sidebar) for the page at a route; an
 * operation listed under several tags follows its first place. Not the sidebar itself (see above).
 */
export function apiPageContexts(sidebar: readonly SidebarItem[], overviewRoute: string): (route: string) => ApiPageContext {
  const order = flattenSidebar(sidebar);
  const firstPlace = new Map<string, number>();
  order.forEach((entry, index) => {
    if (!firstPlace.has(entry.href)) firstPlace.set(entry.href, index);
  });
  return (route) => {
    const index = firstPlace.get(route) ?? -1;
    return {
      sidebarId: API_SIDEBAR_ID,
      overviewRoute,
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
