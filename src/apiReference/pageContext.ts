/**
 * The context of the API reference's pages: created by src/node/api/createApiPages.ts, read by the
 * ApiOverviewPage, ApiIndexPage and ApiOperationPage templates through ApiLayout. No sidebar: every
 * API page reads it from one shared static query (`useApiSidebar`, decision 0009).
 */
import type { DocLayoutContext } from '../docs/pageContext';

export type ApiPageContext = Omit<DocLayoutContext, 'sidebar'> & { readonly overviewRoute: string };
/** `id` selects the operation's ApiOperation node in the template's query; `apiRoute` is its API's index page. */
export type ApiOperationPageContext = ApiPageContext & { readonly id: string; readonly apiRoute: string };
/** `id` selects the schema's ApiSchema node; `apiRoute` is its API's index page. */
export type ApiSchemaPageContext = ApiPageContext & { readonly id: string; readonly apiRoute: string };
export type ApiIndexPageContext = ApiPageContext & { readonly apiId: string };
export type ApiOverviewPageContext = ApiPageContext & { readonly title: string };
