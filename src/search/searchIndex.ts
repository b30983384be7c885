/**
 * The search index in the browser. Nothing of it is in the first-load JavaScript: FlexSearch and the
 * exported index and store are fetched from the site itself the first time a reader opens search,
 * then kept for the rest of the visit.
 */
import { rankResults } from './ranking';
import type { SearchRecord } from './types';

/** The same options the build used (gatsby-config.ts), so the exported index imports as it was made. */
export const ENGINE_OPTIONS = { tokenize: 'forward', encode: 'icase', threshold: 0, resolution: 9 } as const;

export interface SearchIndexUrls {
  readonly publicIndexURL: string;
  readonly publicStoreURL: string;
}

export interface LoadedIndex {
  search(query: string, limit?: number): SearchRecord[];
}

let loading: Promise<LoadedIndex> | null = null;

export function loadSearchIndex(urls: SearchIndexUrls): Promise<LoadedIndex> {
  loading ??= (async () => {
    const [{ default: FlexSearch }, index, store] = await Promise.all([
      import(/* webpackChunkName: "flexsearch" */ 'flexsearch'),
      fetch(urls.publicIndexURL).then((r) => {
        if (!r.ok) throw new Error(`Search index: HTTP ${r.status}`);
        return r.text();
      }),
      fetch(urls.publicStoreURL).then((r) => {
        if (!r.ok) throw new Error(`Search store: HTTP ${r.status}`);
        return r.json() as Promise<Record<string, SearchRecord>>;
      }),
    ]);
    const engine = FlexSearch.create(ENGINE_OPTIONS as never) as unknown as {
      import(data: string): void;
      search(query: string, options: { limit: number; suggest: boolean }): (string | number)[];
    };
    engine.import(index);
    const records = Object.values(store);
    return {
      search(query: string, limit = 50): SearchRecord[] {
        if (!query.trim()) return [];
        const hits = engine.search(query, { limit: 200, suggest: true }).map(String);
        return rankResults(records, query, hits, limit);
      },
    };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
