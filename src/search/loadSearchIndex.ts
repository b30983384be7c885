/**
 * Loads search on first use. Nothing of it is in the first-load JavaScript: the exported index, the
 * store and the code that reads them (searchIndex.ts, with the typo tolerance and the full-text lookup)
 * are fetched from the site itself the first time a reader opens search, then kept for the rest of the
 * visit.
 */
import type { LoadedIndex, SearchIndexUrls } from './searchIndex';
import type { StoredRecord } from './types';

let loading: Promise<LoadedIndex> | null = null;

export function loadSearchIndex(urls: SearchIndexUrls): Promise<LoadedIndex> {
  loading ??= (async () => {
    const [{ createSearchIndex }, index, store] = await Promise.all([
      import(/* webpackChunkName: "search-index" */ './searchIndex'),
      fetch(urls.publicIndexURL).then((r) => {
        if (!r.ok) throw new Error(`Search index ${urls.publicIndexURL}: HTTP ${r.status}`);
        return r.text();
      }),
      fetch(urls.publicStoreURL).then((r) => {
        if (!r.ok) throw new Error(`Search store ${urls.publicStoreURL}: HTTP ${r.status}`);
        return r.json() as Promise<Record<string, StoredRecord>>;
      }),
    ]);
    return createSearchIndex(index, store);
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
