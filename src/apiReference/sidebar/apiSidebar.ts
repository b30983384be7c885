/**
 * The `apiSidebar`, in the same shape as the guide's sidebar so one sidebar component renders
 * both. Pure: the build derives breadcrumbs and previous/next from it (src/node/api/createApiPages)
 * and the API pages build it in the browser from one static query (`useApiSidebar`). Rules:
 * - first an 'Overview' link to the page about all APIs;
 * - then one category per API, in the order of `settings.api.specs`, labelled with the API's label
 *   and linking to its index page;
 * - inside it one category per tag, in the API's tag order (declared tags first, then tags in
 *   order of first use, the default group last; see `normaliseApi`), without a page of its own,
 *   labelled with the tag's `x-displayName` or 3.2 `summary`; a 3.2 child tag is a category inside
 *   its parent's, and `x-tagGroups` put the tags into one category per group (`tagOutline.ts`);
 * - inside that one link per operation in document order, labelled with its title and carrying
 *   its HTTP method for the badge and its deprecation. An operation with several tags appears under each of them;
 * - after the tags, when the API has schema pages, a collapsed 'Schemas' category with one link per
 *   named schema in document order (issue 24).
 *
 * A very large API (more than SERVER_SIDEBAR_MAX_OPERATIONS operations in all) is server-rendered
 * with `boundApiSidebar` instead, so a page's HTML does not grow with the number of operations
 * (docs/decisions/0009-api-reference-scaling.md); the whole sidebar replaces it once the page has
 * hydrated (`useApiSidebar`).
 */
import type { SidebarItem } from '../../docs/types';
import { withoutTrailingSlash } from '../../lib/url';
import { translate } from '../../strings';
import { schemaRoute } from '../routes/schemaPages';
import { indexHasTagPages, tagPageRoute } from '../routes/tagPages';
import { tagOutline, type OutlineSectionSource, type OutlineTag } from './tagOutline';

export const API_OVERVIEW_LABEL = translate('api.sidebar.overview');

/** What the sidebar needs of an `ApiSpec` node (`label`, `route`, its tags' operations). */
export interface ApiSidebarTag {
  readonly name: string;
  /** `x-displayName` or 3.2 `summary`; the name when absent. */
  readonly label?: string | null;
  /** The id of the tag's section on the API's index page. */
  readonly slug: string;
  /** OpenAPI 3.2 `parent`: the tag is a category inside its parent's. */
  readonly parentSlug?: string | null;
  readonly operations: readonly ApiSidebarOperation[];
}

/** A named schema with a page: `schemaRoute(api route, slug)`. */
export interface ApiSidebarSchema {
  readonly name: string;
  readonly slug: string;
  readonly deprecated?: boolean | null;
  /** New or changed in the newest version of the API (its changelog, decision 0021). */
  readonly changeKind?: string | null;
  readonly changedIn?: string | null;
}

export interface ApiSidebarOperation {
  readonly title: string;
  readonly method: string;
  readonly route: string;
  readonly deprecated?: boolean | null;
  /** New or changed in the newest version of the API (its changelog, decision 0021). */
  readonly changeKind?: string | null;
  readonly changedIn?: string | null;
}

/** The "New" / "Changed" mark of an operation or schema new or changed in the newest version. */
function changeMark(item: {
  readonly changeKind?: string | null;
  readonly changedIn?: string | null;
}): { readonly label: string; readonly text: string } | undefined {
  const version = item.changedIn ?? '';
  if (item.changeKind === 'new') return { label: translate('changelog.mark.newShort'), text: translate('changelog.mark.sidebarNew', { version }) };
  if (item.changeKind === 'changed') return { label: translate('changelog.mark.changedShort'), text: translate('changelog.mark.sidebarChanged', { version }) };
  return undefined;
}

/** An operation's link: its method for the badge, its deprecated mark, and its "New" / "Changed" mark. */
export function operationLink(operation: ApiSidebarOperation): SidebarItem {
  const mark = changeMark(operation);
  return {
    type: 'link',
    label: operation.title,
    href: operation.route,
    method: operation.method,
    ...(operation.deprecated ? { deprecated: true } : {}),
    ...(mark ? { mark } : {}),
  };
}

/** The API's changelog link, first in its category, when it has one. */
function changelogLinks(spec: Pick<ApiSidebarSource, 'changelogRoute'>): SidebarItem[] {
  return spec.changelogRoute ? [{ type: 'link', label: translate('changelog.link'), href: spec.changelogRoute }] : [];
}

export interface ApiSidebarSource {
  readonly label: string;
  readonly route: string;
  /** The API's changelog page, when it has a history. */
  readonly changelogRoute?: string | null;
  readonly tags: readonly ApiSidebarTag[];
  /** Redoc's `x-tagGroups`: categories holding the top-level tags (see tagOutline.ts). */
  readonly tagGroups?: readonly OutlineSectionSource[] | null;
  /** The API's schema pages (none when they are turned off). */
  readonly schemas?: readonly ApiSidebarSchema[] | null;
}

export const tagLabel = (tag: Pick<ApiSidebarTag, 'name' | 'label'>): string => tag.label || tag.name;

function schemaLink(apiRoute: string, schema: ApiSidebarSchema): SidebarItem {
  const mark = changeMark(schema);
  return {
    type: 'link',
    label: schema.name,
    href: schemaRoute(apiRoute, schema.slug),
    ...(schema.deprecated ? { deprecated: true } : {}),
    ...(mark ? { mark } : {}),
  };
}

export const SCHEMAS_LABEL = translate('api.sidebar.schemas');

/** The 'Schemas' category after an API's tags: collapsed, one link per schema page. */
export function schemasCategory(spec: Pick<ApiSidebarSource, 'route' | 'schemas'>): SidebarItem[] {
  const schemas = spec.schemas ?? [];
  if (schemas.length === 0) return [];
  return [{ type: 'category', label: SCHEMAS_LABEL, collapsed: true, items: schemas.map((schema) => schemaLink(spec.route, schema)) }];
}

function tagCategory(node: OutlineTag<ApiSidebarTag>): SidebarItem {
  return {
    type: 'category',
    label: tagLabel(node.tag),
    items: [...node.tag.operations.map(operationLink), ...node.children.map(tagCategory)],
  };
}

/** The categories inside one API's: its tags, nested by parent and grouped by `x-tagGroups`. */
export function apiTagItems(spec: Pick<ApiSidebarSource, 'tags' | 'tagGroups'>): SidebarItem[] {
  return tagOutline(spec.tags, spec.tagGroups ?? []).map((entry): SidebarItem =>
    entry.type === 'tag' ? tagCategory(entry.node) : { type: 'category', label: entry.name, items: entry.tags.map(tagCategory) },
  );
}

export function buildApiSidebar(specs: readonly ApiSidebarSource[], overviewRoute: string): SidebarItem[] {
  return [
    { type: 'link', label: API_OVERVIEW_LABEL, href: overviewRoute },
    ...specs.map((spec): SidebarItem => ({
      type: 'category',
      label: spec.label,
      href: spec.route,
      items: [...changelogLinks(spec), ...apiTagItems(spec), ...schemasCategory(spec)],
    })),
  ];
}

/**
 * Above this many operations in all APIs together, the server renders `boundApiSidebar`: with the
 * whole sidebar, every operation page's HTML would hold one entry per operation (about 170 bytes
 * each), so building N pages would write and check N² bytes, and a phone reader would download the
 * whole list before the operation. The shipped documents have about 180: their whole sidebar was
 * 46 KB of each operation page's 171 KB of HTML; bounded it is about 8 KB, and the whole sidebar
 * replaces it right after hydration (issue 14, docs/decisions/0010-operation-page-layout.md).
 */
export const SERVER_SIDEBAR_MAX_OPERATIONS = 100;
/** Tags listed either side of the current one in a bounded sidebar. */
export const BOUNDED_TAG_WINDOW = 10;
/** Operations of the current tag listed either side of the current one in a bounded sidebar. */
export const BOUNDED_OPERATION_WINDOW = 50;

export const allTagsLabel = (tagCount: number, operationCount: number): string => `All ${tagCount} tags and ${operationCount} operations`;

export function countOperations(specs: readonly ApiSidebarSource[]): number {
  return specs.reduce((sum, spec) => sum + new Set(spec.tags.flatMap((tag) => tag.operations.map((operation) => operation.route))).size, 0);
}

function windowAround<T>(items: readonly T[], centre: number, radius: number): { readonly from: number; readonly items: readonly T[]; readonly cut: boolean } {
  const from = Math.max(0, centre - radius);
  const to = Math.min(items.length, centre + radius + 1);
  return { from, items: items.slice(from, to), cut: from > 0 || to < items.length };
}

/**
 * The window of an API whose index is split by tag (more than INDEX_ROWS_ON_ONE_PAGE rows, GitHub's
 * description: about 1,500 operations in 50 tags; src/apiReference/routes/tagPages.ts): tags, operations
 * of the current tag and schemas listed either side of the current one. Each of its tags links to its
 * own page, which lists all of the tag's operations, so the window needs only the neighbourhood: with
 * BOUNDED_OPERATION_WINDOW's 50 the sidebar was about 15 KB of each of GitHub's 2,462 API pages' HTML
 * (37 MiB in all); at 5 it is about 4 KB (decision 0025, session 13).
 */
export const SPLIT_INDEX_WINDOW = 5;

/** A tag in a bounded sidebar: a link to its page when the index is split, else to its section of the index. */
function boundedTagLink(spec: Pick<ApiSidebarSource, 'route'>, tag: ApiSidebarTag, split: boolean): SidebarItem {
  return { type: 'link', label: tagLabel(tag), href: split ? tagPageRoute(spec.route, tag.slug) : `${spec.route}#${tag.slug}` };
}

/**
 * The sidebar a large API's pages are server-rendered with, of bounded size whatever the number of
 * operations, for readers without JavaScript and for the first paint:
 * - the 'Overview' link, and each API linking to its index page (which lists every tag);
 * - in the API of the current page: up to BOUNDED_TAG_WINDOW tags either side of the current
 *   operation's tag (the first ones on the index page), each linking to its section of the index
 *   page; the current tag as a category with up to BOUNDED_OPERATION_WINDOW operations either side
 *   of the current one; and, when some were left out, a last link to the index page saying how many
 *   tags and operations the API has. The Schemas category only on a schema page (the schemas around
 *   it, the tags as links to their sections); elsewhere the whole sidebar brings it once the page runs.
 * - when the API's index is split by tag (each tag has a page listing its operations), every window is
 *   SPLIT_INDEX_WINDOW either side, each tag links to its page, the current tag's category too (its
 *   page lists the operations the window leaves out), and on a tag's page the tags around it are shown.
 * Every link in it is also in the whole sidebar, on the index page or on a tag's page, so nothing
 * becomes unreachable.
 */
export function boundApiSidebar(specs: readonly ApiSidebarSource[], overviewRoute: string, currentPath: string): SidebarItem[] {
  const currentRoute = withoutTrailingSlash(currentPath) || '/';
  return [
    { type: 'link', label: API_OVERVIEW_LABEL, href: overviewRoute },
    ...specs.map((spec): SidebarItem => {
      const split = indexHasTagPages(spec.tags);
      const tagWindow = split ? SPLIT_INDEX_WINDOW : BOUNDED_TAG_WINDOW;
      const operationWindow = split ? SPLIT_INDEX_WINDOW : BOUNDED_OPERATION_WINDOW;
      const tagIndex = spec.tags.findIndex((tag) => tag.operations.some((operation) => operation.route === currentRoute));
      const schemas = spec.schemas ?? [];
      const schemaIndex = schemas.findIndex((schema) => schemaRoute(spec.route, schema.slug) === currentRoute);
      if (schemaIndex >= 0) {
        // On a schema page: the tags as links, the schemas around the current one.
        const around = windowAround(schemas, schemaIndex, operationWindow);
        const tags = windowAround(spec.tags, 0, tagWindow);
        const items: SidebarItem[] = [
          ...tags.items.map((tag) => boundedTagLink(spec, tag, split)),
          { type: 'category', label: SCHEMAS_LABEL, items: around.items.map((schema) => schemaLink(spec.route, schema)) },
        ];
        if (tags.cut || around.cut) items.push({ type: 'link', label: allTagsLabel(spec.tags.length, countOperations([spec])), href: spec.route });
        return { type: 'category', label: spec.label, href: spec.route, items };
      }
      // On a tag's page (a split index): the tags around it, the current one among them.
      const tagPageIndex = split ? spec.tags.findIndex((tag) => tagPageRoute(spec.route, tag.slug) === currentRoute) : -1;
      if (tagIndex < 0 && tagPageIndex < 0 && spec.route !== currentRoute && spec.changelogRoute !== currentRoute)
        return { type: 'link', label: spec.label, href: spec.route };
      const tags = windowAround(spec.tags, Math.max(tagIndex, tagPageIndex, 0), tagWindow);
      let cut = tags.cut;
      const items = tags.items.map((tag, offset): SidebarItem => {
        if (tags.from + offset !== tagIndex) return boundedTagLink(spec, tag, split);
        const operations = windowAround(
          tag.operations,
          tag.operations.findIndex((operation) => operation.route === currentRoute),
          operationWindow,
        );
        cut ||= operations.cut;
        return {
          type: 'category',
          label: tagLabel(tag),
          ...(split ? { href: tagPageRoute(spec.route, tag.slug) } : {}),
          items: operations.items.map(operationLink),
        };
      });
      // On the index page itself the page lists them all.
      if (cut && spec.route !== currentRoute) {
        items.push({ type: 'link', label: allTagsLabel(spec.tags.length, countOperations([spec])), href: spec.route });
      }
      return { type: 'category', label: spec.label, href: spec.route, items: [...changelogLinks(spec), ...items] };
    }),
  ];
}
