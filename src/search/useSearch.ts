import { graphql, useStaticQuery } from 'gatsby';
import { useCallback, useMemo, useState } from 'react';
import { loadSearchIndex, type LoadedIndex } from './searchIndex';
import type { SearchRecord } from './types';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Loads the index on demand (`load()`, called when search opens) and answers queries. */
export function useSearch(query: string, limit = 50): { status: SearchStatus; results: SearchRecord[]; load: () => void } {
  const data = useStaticQuery<Queries.SearchIndexUrlsQuery>(graphql`
    query SearchIndexUrls {
      localSearchSite {
        publicIndexURL
        publicStoreURL
      }
    }
  `);
  const [index, setIndex] = useState<LoadedIndex | null>(null);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const urls = data.localSearchSite;

  const load = useCallback(() => {
    if (!urls || index) return;
    setStatus('loading');
    loadSearchIndex(urls)
      .then((loaded) => {
        setIndex(loaded);
        setStatus('ready');
      })
      .catch(() => setStatus('error'));
  }, [urls, index]);

  // Computed while rendering, so the results on screen always belong to the query in the input.
  const results = useMemo(() => (index ? index.search(query, limit) : []), [index, query, limit]);

  return { status, results, load };
}
