/**
 * The search index in the browser. Nothing of it is in the first-load JavaScript: FlexSearch and the
 * exported index and store are fetched from the site itself the first time a reader opens search,
 * then kept for the rest of the visit.
 */
import { ENGINE_OPTIONS } from './engine';
import { rankResults } from './ranking';
import type { SearchRecord, StoredRecord } from './types';

export interface SearchIndexUrls {
  readonly publicIndexURL: string;
  readonly publicStoreURL: string;
}

export interface LoadedIndex {
  search(query: string, limit?: number): SearchRecord[];
}

/** FlexSearch 0.6's factory (the module's default export). */
export interface FlexSearchFactory {
  create(options: never): unknown;
}

interface Engine {
  import(data: string): void;
  search(query: string, options: { limit: number; suggest: boolean }): (string | number)[];
}

/** Imports the index and store gatsby-plugin-local-search exported; the full-text hits go through the ranking rules. */
export function createSearchIndex(flexSearch: FlexSearchFactory, exportedIndex: string, store: Readonly<Record<string, StoredRecord>>): LoadedIndex {
  const engine = flexSearch.create(ENGINE_OPTIONS as never) as Engine;
  engine.import(exportedIndex);
  const records: SearchRecord[] = Object.entries(store).map(([id, record]) => ({ ...record, id }));
  return {
    search(query: string, limit = 50): SearchRecord[] {
      if (!query.trim()) return [];
      const hits = engine.search(query, { limit: 200, suggest: true }).map(String);
      return rankResults(records, query, hits, limit);
    },
  };
}

let loading: Promise<LoadedIndex> | null = null;

export function loadSearchIndex(urls: SearchIndexUrls): Promise<LoadedIndex> {
  loading ??= (async () => {
    const [{ default: flexSearch }, index, store] = await Promise.all([
      import(/* webpackChunkName: "flexsearch" */ 'flexsearch'),
      fetch(urls.publicIndexURL).then((r) => {
        if (!r.ok) throw new Error(`Search index ${urls.publicIndexURL}: HTTP ${r.status}`);
        return r.text();
      }),
      fetch(urls.publicStoreURL).then((r) => {
        if (!r.ok) throw new Error(`Search store ${urls.publicStoreURL}: HTTP ${r.status}`);
        return r.json() as Promise<Record<string, StoredRecord>>;
      }),
    ]);
    return createSearchIndex(flexSearch as unknown as FlexSearchFactory, index, store);
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
