import { useCallback, useMemo, useState } from 'react';
import { loadSearchIndex } from './loadSearchIndex';
import type { LoadedIndex, SearchIndexUrls, SearchOutcome } from './searchIndex';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

const NOTHING: SearchOutcome = { results: [], highlight: [] };

/**
 * Loads the index on demand (`load()`, called when search opens) and answers queries: results, "Did
 * you mean", words to mark. `urls`: the index's, when the page has them (/search's page query); else
 * they are read from /search's page data when search opens (loadSearchIndex.ts), so that no other
 * page's HTML depends on the index's digest-named files (issue 45).
 */
export function useSearch(query: string, limit = 50, urls?: SearchIndexUrls | null): SearchOutcome & { status: SearchStatus; load: () => void } {
  const [index, setIndex] = useState<LoadedIndex | null>(null);
  const [status, setStatus] = useState<SearchStatus>('idle');

  const load = useCallback(() => {
    if (index) return;
    setStatus('loading');
    loadSearchIndex(urls)
      .then((loaded) => {
        setIndex(loaded);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error(error);
        setStatus('error');
      });
  }, [urls, index]);

  // Computed while rendering, so the results on screen always belong to the query in the input.
  const outcome = useMemo(() => (index ? index.search(query, limit) : NOTHING), [index, query, limit]);

  return { ...outcome, status, load };
}
