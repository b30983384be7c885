/**
 * The search index in the browser: gatsby-plugin-local-search's FlexSearch 0.6 export, read by
 * fullText.ts (no search library is downloaded: decision 0019, search engine and ranking), and its
 * store, answering queries through the ranking rules. This module is loaded with the index, on first
 * use (loadSearchIndex.ts), not with the page.
 */
import { yieldToMain } from '../lib/yieldToMain';
import { allowedEdits, ONE_EDIT_FROM } from './fuzzy';
import { FullTextIndex } from './fullText';
import { parseQuery } from './query';
import { highlightWords, rankResults } from './ranking';
import type { SearchRecord, StoredRecord } from './types';

export interface SearchIndexUrls {
  readonly publicIndexURL: string;
  readonly publicStoreURL: string;
}

export interface SearchOutcome {
  readonly results: SearchRecord[];
  /** "Did you mean …": the query with its misspelt words replaced by the nearest terms of the index. */
  readonly suggestion?: string;
  /** The words to mark in the results: the query's and the ones its misspelt words were corrected to. */
  readonly highlight: readonly string[];
}

export interface LoadedIndex {
  search(query: string, limit?: number): SearchOutcome;
}

const EMPTY: SearchOutcome = { results: [], highlight: [] };

/** `word` replaced in `text` where it is a whole word, in any case (the index's words are cut at \W). */
const replaceWord = (text: string, word: string, by: string): string =>
  text.replace(new RegExp(`(^|\\W)${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\W|$)`, 'gi'), (_whole, before: string) => `${before}${by}`);

/**
 * Imports the index and store gatsby-plugin-local-search exported; the full-text hits go through the
 * ranking rules. The records, the index and its trie are made in tasks of their own, `pause()` between
 * them: done in one, they were a long task of the search page's arrival (decision 0026, thirteenth pass).
 */
export async function createSearchIndex(
  exportedIndex: string,
  store: Readonly<Record<string, StoredRecord>>,
  pause: () => Promise<void> = yieldToMain,
): Promise<LoadedIndex> {
  await pause();
  const records: SearchRecord[] = Object.entries(store).map(([id, record]) => ({ ...record, id }));
  await pause();
  const fullText = new FullTextIndex(exportedIndex);
  await fullText.prepareInSlices(pause);
  // A suggestion is a whole word of the index, never a mere prefix of one ('configu'): a binary search
  // in its sorted words, nothing built for it (a set of the records' words was a quarter of GitHub's
  // load, and 30-50 ms on the first misspelt query when made then).
  const isWord = (term: string): boolean => fullText.hasWord(term);
  return {
    search(query: string, limit = 50): SearchOutcome {
      const parsed = parseQuery(query);
      if (!parsed.raw) return EMPTY;
      const found = fullText.search(parsed.words);
      const corrections = new Map([...found.corrections].map(([word, near]) => [word, near.map((n) => n.term)]));
      const results = rankResults(records, parsed, { hits: new Map(found.hits.map((h) => [h.id, h])), words: found.words, corrections }, limit);
      // Each word the index does not hold gets its nearest whole word, looked for one edit further than
      // the search goes, so a query that found nothing may still get a suggestion.
      let suggestion = parsed.raw;
      for (const word of parsed.words) {
        if (word.exact || [...word.text].length < ONE_EDIT_FROM || /\d/.test(word.text) || fullText.has(word.text)) continue;
        const [nearest] = fullText.near(word.text, allowedEdits(word.text) + 1, isWord);
        if (nearest) suggestion = replaceWord(suggestion, word.text, nearest.term);
      }
      return {
        results,
        ...(suggestion !== parsed.raw ? { suggestion } : {}),
        highlight: highlightWords(parsed.raw, corrections),
      };
    },
  };
}
