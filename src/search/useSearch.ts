import { graphql, useStaticQuery } from 'gatsby';
import { useCallback, useMemo, useState } from 'react';
import { loadSearchIndex } from './loadSearchIndex';
import type { LoadedIndex, SearchOutcome } from './searchIndex';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

const NOTHING: SearchOutcome = { results: [], highlight: [] };

/** Loads the index on demand (`load()`, called when search opens) and answers queries: results, "Did you mean", words to mark. */
export function useSearch(query: string, limit = 50): SearchOutcome & { status: SearchStatus; load: () => void } {
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
  const outcome = useMemo(() => (index ? index.search(query, limit) : NOTHING), [index, query, limit]);

  return { ...outcome, status, load };
}
