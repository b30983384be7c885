/**
 * Loads search on first use. Nothing of it is in the first-load JavaScript: the exported index, the
 * store and the code that reads them (searchIndex.ts, with the typo tolerance and the full-text lookup)
 * are fetched from the site itself the first time a reader opens search, then kept for the rest of the
 * visit.
 *
 * The index's URLs are not in any page but /search (issue 45, decision 0036): gatsby-plugin-local-search
 * names the files by the index's digest, so a static query returning them changed with every text edit
 * and dirtied every page of an incremental build. /search has them in its page query; elsewhere they are
 * read, when search opens, from that page's page data (Gatsby's page-data.json, revalidated on each
 * use: not under /static, not hashed), fetched alongside the code that reads the index.
 */
import { withPrefix } from 'gatsby';
import type { LoadedIndex, SearchIndexUrls } from './searchIndex';
import type { StoredRecord } from './types';

/** The /search page's page data, where its page query's result names the index and the store. */
export const SEARCH_PAGE_DATA = '/page-data/search/page-data.json';

interface SearchPageData {
  readonly result?: { readonly data?: { readonly localSearchSite?: SearchIndexUrls | null } };
}

let loading: Promise<LoadedIndex> | null = null;

/** `url` fetched; an error naming `what`, the URL and the HTTP status when it is not 2xx. */
async function fetchOk(what: string, url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what} ${url}: HTTP ${response.status}`);
  return response;
}

/** The index's and the store's URLs, from the /search page's page data. */
export async function searchIndexUrls(): Promise<SearchIndexUrls> {
  const url = withPrefix(SEARCH_PAGE_DATA);
  const pageData = (await (await fetchOk('Search page data', url)).json()) as SearchPageData;
  const urls = pageData.result?.data?.localSearchSite;
  if (!urls?.publicIndexURL || !urls.publicStoreURL) throw new Error(`Search page data ${url}: no localSearchSite URLs`);
  return urls;
}

/**
 * The index, loaded once: from `known` URLs (the /search page's query) or else from the /search page's
 * page data. The code is imported while the page data and then the two files are fetched.
 */
export function loadSearchIndex(known?: SearchIndexUrls | null): Promise<LoadedIndex> {
  loading ??= (async () => {
    const urls = known ? Promise.resolve(known) : searchIndexUrls();
    const [{ createSearchIndex }, index, store] = await Promise.all([
      import(/* webpackChunkName: "search-index" */ './searchIndex'),
      urls.then(({ publicIndexURL }) => fetchOk('Search index', publicIndexURL)).then((r) => r.text()),
      urls.then(({ publicStoreURL }) => fetchOk('Search store', publicStoreURL)).then((r) => r.json() as Promise<Record<string, StoredRecord>>),
    ]);
    return createSearchIndex(index, store);
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
