/**
 * The context of the API reference's pages: created by src/node/api/createApiPages.ts, read by the
 * ApiOverviewPage, ApiIndexPage and ApiOperationPage templates through ApiLayout. No sidebar: every
 * API page reads it from one shared static query (`useApiSidebar`, decision 0009).
 */
import type { DocLayoutContext } from '../../docs/pageContext';
import type { ChangeMarkData, ChangelogVersionData } from '../changelog/changelogData';
import type { TagPageData } from '../routes/tagPages';

export type ApiPageContext = Omit<DocLayoutContext, 'sidebar'> & { readonly overviewRoute: string };
/**
 * `id` selects the operation's ApiOperation node in the template's query; `apiRoute` is its API's index
 * page; `changeMark` when it is new or changed in the API's newest version.
 */
export type ApiOperationPageContext = ApiPageContext & { readonly id: string; readonly apiRoute: string; readonly changeMark?: ChangeMarkData };
/** `id` selects the schema's ApiSchema node; `apiRoute` is its API's index page; `changeMark` when it is new or changed in the API's newest version. */
export type ApiSchemaPageContext = ApiPageContext & { readonly id: string; readonly apiRoute: string; readonly changeMark?: ChangeMarkData };
/** `tagPages` when the index lists its tags only, each on a page of its own (src/apiReference/routes/tagPages.ts). */
export type ApiIndexPageContext = ApiPageContext & { readonly apiId: string; readonly tagPages?: boolean };
/** A tag's page of a split index: everything it shows is in the context. */
export type ApiTagPageContext = ApiPageContext & { readonly tag: TagPageData };
export type ApiOverviewPageContext = ApiPageContext & { readonly title: string };
/** An API's changelog (decision 0021): everything it shows is in the context, one page per API. */
export type ApiChangelogPageContext = ApiPageContext & {
  readonly apiId: string;
  readonly title: string;
  readonly description: string;
  readonly versions: readonly ChangelogVersionData[];
  /** Site-relative paths of the API's changelog feeds. */
  readonly feeds: { readonly rss: string; readonly atom: string; readonly title: string };
};
