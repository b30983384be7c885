/**
 * A large API's index split by tag (decision 0025). An index lists a row per operation of each tag;
 * GitHub's description (about 1,500 operations and webhooks in 50 tags) made it a 443 KB page, which a
 * phone must parse before it can scroll. Above INDEX_ROWS_ON_ONE_PAGE rows the index lists its tags
 * (grouped and nested as before, each with its description and a link naming its number of
 * operations) and each tag has a page of its own listing its operations: `{api route}/tags/{slug}`.
 * The index keeps a section per tag with the tag's id, so every `{api route}#{tag}` link (the sidebar's,
 * the breadcrumbs') still lands on the tag, a link away from its operations. Pure, for the build
 * (src/node/api/createApiPages.ts) and the index page.
 */
import { API_PAGE_SEGMENTS } from '../../openapi/slug';

/**
 * At most this many operation rows (an operation counts once per tag listing it) on one index page:
 * a row is about 0.3 KB of HTML, so an index stays near 150 KB; the shipped APIs (about 180 and 40
 * operations) stay on one page.
 */
export const INDEX_ROWS_ON_ONE_PAGE = 500;

/** Reserved in src/openapi/slug.ts: no operation slug takes it. */
export const TAGS_SEGMENT = API_PAGE_SEGMENTS.tags;

/** A tag's own page, when its API's index is split: `/docs/api/github/tags/repos`. */
export function tagPageRoute(apiRoute: string, slug: string): string {
  return `${apiRoute}/${TAGS_SEGMENT}/${slug}`;
}

/** Whether an API's index lists its tags only, each tag on a page of its own. */
export function indexHasTagPages(tags: readonly { readonly operations: readonly unknown[] }[]): boolean {
  return tags.reduce((rows, tag) => rows + tag.operations.length, 0) > INDEX_ROWS_ON_ONE_PAGE;
}

/** An operation as a tag page lists it: what the index's row shows. */
export interface TagPageOperation {
  readonly route: string;
  readonly method: string;
  readonly title: string;
  readonly path: string;
  readonly deprecated: boolean;
}

/** A tag's page: everything it shows is in its context (a tag's share of the index, not the whole API). */
export interface TagPageData {
  readonly apiLabel: string;
  readonly apiRoute: string;
  readonly label: string;
  readonly slug: string;
  readonly descriptionHtml?: string;
  readonly operations: readonly TagPageOperation[];
  /** The tags nested under it (OpenAPI 3.2 `parent`), each with its page and number of operations. */
  readonly children: readonly { readonly label: string; readonly route: string; readonly operations: number }[];
  /** The tag it is nested under, if any. */
  readonly parent?: { readonly label: string; readonly route: string };
}

interface TagSource {
  readonly name: string;
  readonly label: string;
  readonly slug: string;
  readonly parentSlug?: string | null;
  readonly descriptionHtml?: string | null;
  readonly operations: readonly TagPageOperation[];
}

/** Each tag's page of an API whose index is split: its operations, the tags nested under it and its parent. */
export function tagPagesOf(api: { readonly label: string; readonly route: string; readonly tags: readonly TagSource[] }): TagPageData[] {
  const bySlug = new Map(api.tags.map((tag) => [tag.slug, tag]));
  const label = (tag: TagSource): string => tag.label || tag.name;
  const parentOf = (tag: TagSource): TagSource | undefined => (tag.parentSlug && tag.parentSlug !== tag.slug ? bySlug.get(tag.parentSlug) : undefined);
  return api.tags.map((tag) => {
    const parent = parentOf(tag);
    return {
      apiLabel: api.label,
      apiRoute: api.route,
      label: label(tag),
      slug: tag.slug,
      ...(tag.descriptionHtml ? { descriptionHtml: tag.descriptionHtml } : {}),
      operations: tag.operations.map(({ route, method, title, path, deprecated }) => ({ route, method, title, path, deprecated })),
      children: api.tags
        .filter((child) => child !== tag && parentOf(child) === tag)
        .map((child) => ({ label: label(child), route: tagPageRoute(api.route, child.slug), operations: child.operations.length })),
      ...(parent ? { parent: { label: label(parent), route: tagPageRoute(api.route, parent.slug) } } : {}),
    };
  });
}
