/**
 * Issue 45: the search index's URLs are in no page but /search. The dialog reads them, when search
 * opens, from /search's page data (Gatsby's page-data.json, `result.data.localSearchSite`), while the
 * code reading the index is imported; a failure names the URL and the HTTP status.
 */
import * as React from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SEARCH_PAGE_DATA } from '../../../src/search/loadSearchIndex';
import type * as Loader from '../../../src/search/loadSearchIndex';
import type * as UseSearch from '../../../src/search/useSearch';

/** Gatsby's page-data file of the /search page, where its page query's result is. */
const PAGE_DATA = '/page-data/search/page-data.json';
const URLS = { publicIndexURL: '/static/0123abcd.index.txt', publicStoreURL: '/static/0123abcd.store.json' };
const STORE = { a: { kind: 'guide', title: 'A', url: '/docs/a' } };

/** The site's files, as the fetch mock answers them: a body, or a status other than 200. */
type Files = Record<string, unknown>;
const pageData = (urls: unknown = URLS) => ({
  componentChunkName: 'component---src-pages-search-tsx',
  path: '/search',
  result: { data: { localSearchSite: urls }, pageContext: {} },
});
const siteFiles = (): Files => ({ [PAGE_DATA]: pageData(), [URLS.publicIndexURL]: 'the exported index', [URLS.publicStoreURL]: STORE });

let requested: string[] = [];
let imported = 0;
const createSearchIndex = jest.fn((index: string, store: unknown) => Promise.resolve({ index, store, search: () => ({ results: [], highlight: [] }) }));

/** The part of a fetch Response the loader reads (jsdom has no Response). */
const response = (status: number, text = '') => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => text,
  json: async () => JSON.parse(text) as unknown,
});

function serve(files: Files, pending: Record<string, Promise<void>> = {}): void {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    await pending[url];
    const body = files[url];
    if (typeof body === 'number') return response(body);
    if (body === undefined) return response(404);
    return response(200, typeof body === 'string' ? body : JSON.stringify(body));
  }) as unknown as typeof fetch;
}

/** A fresh loadSearchIndex (its module keeps the loaded index), with `prefix` as Gatsby's path prefix. */
function freshLoader(prefix = ''): typeof Loader {
  let loader: typeof Loader | undefined;
  // The dynamic import runs after isolateModules returns, in the shared registry: emptied, so it imports anew.
  jest.resetModules();
  jest.isolateModules(() => {
    jest.doMock('gatsby', () => ({ withPrefix: (path: string) => `${prefix}${path}` }));
    jest.doMock('../../../src/search/searchIndex', () => {
      imported += 1;
      return { createSearchIndex };
    });
    loader = jest.requireActual<typeof Loader>('../../../src/search/loadSearchIndex');
  });
  return loader!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  requested = [];
  imported = 0;
  createSearchIndex.mockClear();
});

describe('loadSearchIndex', () => {
  it('reads the URLs from /search page data, then fetches the index and the store they name', async () => {
    serve(siteFiles());
    const loaded = (await freshLoader().loadSearchIndex()) as unknown as { index: string; store: unknown };
    expect(requested).toEqual([PAGE_DATA, URLS.publicIndexURL, URLS.publicStoreURL]);
    expect(loaded.index).toBe('the exported index');
    expect(loaded.store).toEqual(STORE);
  });

  it('imports the code reading the index while the page data is on its way', async () => {
    let answer = (): void => undefined;
    serve(siteFiles(), { [PAGE_DATA]: new Promise<void>((resolve) => (answer = resolve)) });
    const loading = freshLoader().loadSearchIndex();
    await flush();
    expect(requested).toEqual([PAGE_DATA]);
    expect(imported).toBe(1);
    answer();
    await loading;
    expect(requested).toEqual([PAGE_DATA, URLS.publicIndexURL, URLS.publicStoreURL]);
  });

  it("fetches the page data under Gatsby's path prefix (the plugin's URLs carry it already)", async () => {
    const prefixed = { publicIndexURL: `/fms${URLS.publicIndexURL}`, publicStoreURL: `/fms${URLS.publicStoreURL}` };
    serve({ [`/fms${PAGE_DATA}`]: pageData(prefixed), [prefixed.publicIndexURL]: 'index', [prefixed.publicStoreURL]: STORE });
    await freshLoader('/fms').loadSearchIndex();
    expect(requested).toEqual([`/fms${PAGE_DATA}`, prefixed.publicIndexURL, prefixed.publicStoreURL]);
  });

  it('uses URLs it is given (the /search page query) without fetching the page data', async () => {
    serve(siteFiles());
    await freshLoader().loadSearchIndex(URLS);
    expect(requested).toEqual([URLS.publicIndexURL, URLS.publicStoreURL]);
  });

  it('loads once: a second call gets the same index without a request', async () => {
    serve(siteFiles());
    const { loadSearchIndex } = freshLoader();
    const first = await loadSearchIndex();
    expect(await loadSearchIndex()).toBe(first);
    expect(requested).toHaveLength(3);
  });

  it('fails naming the page data URL and its HTTP status, and tries again on the next call', async () => {
    serve({ ...siteFiles(), [PAGE_DATA]: 503 });
    const { loadSearchIndex } = freshLoader();
    await expect(loadSearchIndex()).rejects.toThrow(`Search page data ${PAGE_DATA}: HTTP 503`);
    expect(createSearchIndex).not.toHaveBeenCalled();
    serve(siteFiles());
    await expect(loadSearchIndex()).resolves.toBeDefined();
  });

  it('fails naming the index or the store URL and its HTTP status', async () => {
    serve({ ...siteFiles(), [URLS.publicIndexURL]: 404 });
    await expect(freshLoader().loadSearchIndex()).rejects.toThrow(`Search index ${URLS.publicIndexURL}: HTTP 404`);
    serve({ ...siteFiles(), [URLS.publicStoreURL]: 500 });
    await expect(freshLoader().loadSearchIndex()).rejects.toThrow(`Search store ${URLS.publicStoreURL}: HTTP 500`);
  });

  it('fails naming the page data URL when it has no index URLs', async () => {
    serve({ ...siteFiles(), [PAGE_DATA]: pageData(null) });
    await expect(freshLoader().loadSearchIndex()).rejects.toThrow(`Search page data ${PAGE_DATA}: no localSearchSite URLs`);
    expect(requested).toEqual([PAGE_DATA]);
  });
});

describe('useSearch', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  /** useSearch with a fresh loader behind it; no static query (every page would depend on the index's digest). */
  function freshHook(): typeof UseSearch {
    let hook: typeof UseSearch | undefined;
    const useStaticQuery = jest.fn(() => {
      throw new Error('useSearch must not use a static query');
    });
    jest.isolateModules(() => {
      // The test's React, not a second copy from the isolated registry.
      jest.doMock('react', () => React);
      jest.doMock('gatsby', () => ({ withPrefix: (path: string) => path, useStaticQuery, graphql: jest.fn() }));
      jest.doMock('../../../src/search/searchIndex', () => ({ createSearchIndex }));
      hook = jest.requireActual<typeof UseSearch>('../../../src/search/useSearch');
    });
    return hook!;
  }

  it('is ready after load(), the URLs read from /search page data', async () => {
    serve(siteFiles());
    const { useSearch } = freshHook();
    const { result } = renderHook(() => useSearch('a'));
    expect(result.current.status).toBe('idle');
    act(() => result.current.load());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(requested).toEqual([PAGE_DATA, URLS.publicIndexURL, URLS.publicStoreURL]);
  });

  it("has the 'error' status when a file is missing, and logs the error naming it", async () => {
    serve({ ...siteFiles(), [PAGE_DATA]: 404 });
    const { useSearch } = freshHook();
    const { result } = renderHook(() => useSearch('a'));
    act(() => result.current.load());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(`${PAGE_DATA}: HTTP 404`);
  });
});

it('reads the /search page’s page data at the path Gatsby writes it', () => {
  expect(SEARCH_PAGE_DATA).toBe(PAGE_DATA);
});
