/**
 * Where the API reference lives. Every API page is under /docs/api:
 * - the overview of all APIs: /docs/api/{settings.api.overviewSlug}
 * - one index page per API, listing its tags and operations: /docs/api/{api id}
 * - one page per operation: /docs/api/{api id}/{operation slug}
 * - a tag is a section of its API's index page: /docs/api/{api id}#{tag slug}
 * - one page per named schema: /docs/api/{api id}/schemas/{schema slug} (src/apiReference/routes/schemaPages.ts)
 * - the changelog: /docs/api/{api id}/changelog, its feeds below it (src/node/api/changelog.ts `changelogRoute`)
 * - a tag's page when the index is split: /docs/api/{api id}/tags/{tag slug} (src/apiReference/routes/tagPages.ts)
 * Operation pages share their API's folder with these, so `changelog`, `schemas` and `tags` are no
 * operation's slug: src/openapi/slug.ts `API_PAGE_SEGMENTS` reserves them, and the routes take them from there.
 * Pure functions: the build and the tests share them.
 */

import { schemaRoute } from '../../apiReference/routes/schemaPages';

export const API_ROUTE_BASE = '/docs/api';

export function apiOverviewRoute(overviewSlug: string): string {
  return `${API_ROUTE_BASE}/${overviewSlug}`;
}

export function apiIndexRoute(apiId: string): string {
  return `${API_ROUTE_BASE}/${apiId}`;
}

export function apiOperationRoute(apiId: string, operationSlug: string): string {
  return `${apiIndexRoute(apiId)}/${operationSlug}`;
}

export function apiSchemaRoute(apiId: string, schemaSlug: string): string {
  return schemaRoute(apiIndexRoute(apiId), schemaSlug);
}

export function apiTagRoute(apiId: string, tagSlug: string): string {
  return `${apiIndexRoute(apiId)}#${tagSlug}`;
}

/**
 * The overview and the API index pages share one folder, so the overview's slug must not be an
 * API id. Returns the problem as a message naming the settings, or null.
 */
export function apiRouteConflict(settings: { readonly overviewSlug: string; readonly specs: readonly { readonly id: string }[] }): string | null {
  const index = settings.specs.findIndex((spec) => spec.id === settings.overviewSlug);
  if (index < 0) return null;
  return (
    `Invalid setting api.specs[${index}].id: "${settings.overviewSlug}" is also api.overviewSlug, so the overview page and the ` +
    `API's index page would both be ${apiOverviewRoute(settings.overviewSlug)}. Rename one of them.`
  );
}
