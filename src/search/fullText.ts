/**
 * The full-text half of search, read straight from the index gatsby-plugin-local-search exports
 * (FlexSearch 0.6, `tokenize: 'strict'`): `[levels, ctx, ids]`, where `levels[i][word]` lists the
 * documents holding `word`, level 0 the best placed. The index holds whole words only; a prefix (what
 * a reader is typing) is the sorted run of words starting with it, so prefix matching costs a binary
 * search instead of an index entry per prefix (a quarter of the bytes). The words and their prefixes
 * are the vocabulary "Did you mean" and typo tolerance draw from (decision 0019, search engine and
 * ranking).
 */
import { allowedEdits, TermTrie, type NearTerm } from './fuzzy';
import type { QueryWord } from './query';

/** One document the query's words found: how many of them, with how many edits, how well placed. */
export interface BodyHit {
  readonly id: string;
  /** Query words found in the document (exactly or corrected). */
  readonly matched: number;
  /** Sum of the edits of the corrected words used (0: every matched word as typed). */
  readonly edits: number;
  /** Sum of the best levels of the matched words (lower: nearer the start of the text). */
  readonly level: number;
}

export interface FullTextResult {
  /** Best first: most words found, then fewest edits, then best placed. */
  readonly hits: readonly BodyHit[];
  /** The number of words the query was looked up with. */
  readonly words: number;
  /** For each word not in the index, the terms used in its place (nearest first). */
  readonly corrections: ReadonlyMap<string, readonly NearTerm[]>;
}

const owns = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

type Levels = readonly Readonly<Record<string, readonly (string | number)[]>>[];

/**
 * The most index terms a misspelt word is replaced by, nearest first: a long word at two edits can be
 * near dozens of prefixes ('reposotory': 'repositor', 'repository', 'reposit'…), each a lookup, and
 * the ones after the first few only add documents the ranking puts last.
 */
export const MAX_CORRECTIONS = 8;

/** How many prefix lookups are kept (a reader typing 'r', 're', 'rep' reuses none, but retyping and the ranking do). */
const CACHED_PREFIXES = 64;

/**
 * How many words `prepareInSlices` adds to the trie per task: the site's 2,665 words took 3–6 ms
 * unthrottled at once, with 4–8 ms of garbage collection (decision 0026, thirteenth pass).
 */
export const PREPARE_SLICE = 400;

export class FullTextIndex {
  private readonly levels: Levels;
  private sortedWords: readonly string[] | null = null;
  /** Every prefix of every word, as a trie: its first `inTrie` words are in it (`prepare`, or on the first typo). */
  private readonly trie = new TermTrie([], { everyPrefix: true });
  private inTrie = 0;
  private readonly cache = new Map<string, Map<string, number>>();
  private readonly walks = new Map<string, { readonly maxEdits: number; readonly found: readonly NearTerm[] }>();

  constructor(exported: string) {
    const payload = JSON.parse(exported) as unknown;
    if (!Array.isArray(payload) || !Array.isArray(payload[0]) || !payload[0].every((level) => typeof level === 'object' && level !== null)) {
      throw new Error('Search index: expected the FlexSearch 0.6 export [levels, ctx, ids] gatsby-plugin-local-search writes');
    }
    this.levels = payload[0] as Levels;
  }

  /** The index's words, sorted: the words starting with a prefix are one run of it (listed on first use). */
  private get words(): readonly string[] {
    if (!this.sortedWords) {
      const all = new Set<string>();
      for (const level of this.levels) for (const term of Object.keys(level)) all.add(term);
      this.sortedWords = [...all].sort();
    }
    return this.sortedWords;
  }

  /** The run of `words` starting with `prefix`: [first, end). */
  private range(prefix: string): [number, number] {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.words[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    let end = low;
    while (end < this.words.length && this.words[end].startsWith(prefix)) end += 1;
    return [low, end];
  }

  /** The index holds `term` as a whole word (the index holds whole words only: `tokenize: 'strict'`). */
  hasWord(term: string): boolean {
    const [first] = this.range(term);
    return this.words[first] === term;
  }

  /** The index holds a word starting with `term` (every prefix of a word counts, as while typing). */
  has(term: string): boolean {
    const [first, end] = this.range(term);
    return end > first;
  }

  /**
   * The documents holding a word that starts with `term`, with the best level each is at: the union of
   * its words' lists, which is what FlexSearch's forward tokenizer would have stored for the prefix
   * (each prefix at its word's level, the first occurrence kept).
   */
  documents(term: string): Map<string, number> {
    const cached = this.cache.get(term);
    if (cached) return cached;
    const docs = new Map<string, number>();
    const [first, end] = this.range(term);
    this.levels.forEach((level, index) => {
      for (let i = first; i < end; i += 1) {
        const word = this.words[i];
        if (!owns(level, word)) continue;
        for (const id of level[word]) {
          const key = String(id);
          if (!docs.has(key)) docs.set(key, index);
        }
      }
    });
    if (this.cache.size >= CACHED_PREFIXES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(term, docs);
    return docs;
  }

  /** Every prefix of every word of the index, as a trie (built by `prepare`, or what is left of it on the first typo). */
  private terms(): TermTrie {
    this.fillTrie(this.words.length);
    return this.trie;
  }

  /** Adds the words up to `end` (exclusive) to the trie, in their order. */
  private fillTrie(end: number): void {
    if (end <= this.inTrie) return;
    this.trie.add(this.words.slice(this.inTrie, end));
    this.inTrie = end;
  }

  /** Builds the term trie now (at load, so the first typo does not pay for it). */
  prepare(): this {
    this.terms();
    return this;
  }

  /**
   * `prepare` in tasks of their own, `pause()` before each: listing the words, then the trie in slices
   * of `slice` words, so none of them is a long task of the page. The words and the trie are the same;
   * a query that needs them sooner finishes them at once (`words`, `terms`).
   */
  async prepareInSlices(pause: () => Promise<void>, slice = PREPARE_SLICE): Promise<this> {
    await pause();
    const { length } = this.words;
    while (this.inTrie < length) {
      await pause();
      this.fillTrie(Math.min(length, this.inTrie + slice));
    }
    return this;
  }

  /**
   * The trie's terms within `maxEdits` of `word`, or within more: the last walks are kept, so the
   * suggestion's walk (one edit further) also serves the search's (`search` asks for it first).
   */
  private walk(word: string, maxEdits: number): readonly NearTerm[] {
    const kept = this.walks.get(word);
    if (kept && kept.maxEdits >= maxEdits) return kept.found;
    const found = this.terms().near(word, maxEdits);
    if (this.walks.size >= CACHED_PREFIXES) this.walks.delete(this.walks.keys().next().value as string);
    this.walks.set(word, { maxEdits, found });
    return found;
  }

  /**
   * Index terms within `maxEdits` of `word`: nearest first, then those with the word's first letter
   * (readers rarely miss the first one: 'cdoes' is 'codes' before 'does'), then the more frequent.
   * `keep` leaves terms out (the suggestion wants whole words only).
   */
  near(word: string, maxEdits: number, keep: (term: string) => boolean = () => true): NearTerm[] {
    if (maxEdits <= 0) return [];
    // Filtered before the documents are counted: counting is a lookup per term.
    const found = this.walk(word, maxEdits).filter((n) => n.edits <= maxEdits && keep(n.term));
    const count = new Map(found.map((n) => [n.term, this.documents(n.term).size]));
    const sameFirst = (n: NearTerm): number => (n.term[0] === word[0] ? 0 : 1);
    return found.sort((a, b) => a.edits - b.edits || sameFirst(a) - sameFirst(b) || (count.get(b.term) ?? 0) - (count.get(a.term) ?? 0));
  }

  /**
   * Looks the words up: a word the index holds as typed is used as typed (so a correct query keeps
   * its results); any other, unless exact or too short (fuzzy.ts), is replaced by the index terms
   * within its edit limit.
   */
  search(words: readonly QueryWord[]): FullTextResult {
    const corrections = new Map<string, readonly NearTerm[]>();
    const perDoc = new Map<string, { matched: number; edits: number; level: number }>();
    for (const word of words) {
      let alternatives: readonly NearTerm[] = [{ term: word.text, edits: 0 }];
      if (!this.has(word.text)) {
        const edits = word.exact ? 0 : allowedEdits(word.text);
        // One walk for this and for "Did you mean", which looks one edit further (searchIndex.ts).
        if (edits > 0) this.walk(word.text, edits + 1);
        alternatives = this.near(word.text, edits).slice(0, MAX_CORRECTIONS);
        if (alternatives.length > 0) corrections.set(word.text, alternatives);
      }
      const best = new Map<string, { edits: number; level: number }>();
      for (const alt of alternatives) {
        for (const [id, level] of this.documents(alt.term)) {
          const seen = best.get(id);
          if (!seen || alt.edits < seen.edits || (alt.edits === seen.edits && level < seen.level)) best.set(id, { edits: alt.edits, level });
        }
      }
      for (const [id, { edits, level }] of best) {
        const entry = perDoc.get(id) ?? { matched: 0, edits: 0, level: 0 };
        perDoc.set(id, { matched: entry.matched + 1, edits: entry.edits + edits, level: entry.level + level });
      }
    }
    const hits: BodyHit[] = [];
    perDoc.forEach((e, id) => hits.push({ id, matched: e.matched, edits: e.edits, level: e.level }));
    hits.sort((a, b) => b.matched - a.matched || a.edits - b.edits || a.level - b.level);
    return { hits, words: words.length, corrections };
  }
}
