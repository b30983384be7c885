/**
 * Where a schema page lives: `{api route}/schemas/{slug}` (`/docs/api/portal-api/schemas/asset`).
 * Pure, for the build (src/node/api/routes.ts) and the browser (the sidebar, "Used by" links).
 */
import { API_PAGE_SEGMENTS } from '../../openapi/slug';

/** Reserved in src/openapi/slug.ts: no operation slug takes it. */
export const SCHEMAS_SEGMENT = API_PAGE_SEGMENTS.schemas;

export function schemaRoute(apiRoute: string, slug: string): string {
  return `${apiRoute}/${SCHEMAS_SEGMENT}/${slug}`;
}

/** An operation's page from its API's route and its slug (the "Used by" list keeps slugs only). */
export function operationRouteIn(apiRoute: string, slug: string): string {
  return `${apiRoute}/${slug}`;
}
