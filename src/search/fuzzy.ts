/**
 * Typo tolerance over the index's own terms (pure, unit-tested). The limits are Algolia's defaults,
 * which DocSearch readers know: no typo in a word of fewer than 4 letters, one from 4, two from 8.
 * A swap of two neighbouring letters ('zoens') counts as one edit (optimal string alignment), as
 * it does there. A word holding a digit (an id, an error code) is never corrected.
 */

export const ONE_EDIT_FROM = 4;
export const TWO_EDITS_FROM = 8;

/** How many edits a query word may be from an index term. */
export function allowedEdits(word: string): number {
  if (/\d/.test(word)) return 0;
  const length = [...word].length;
  return length >= TWO_EDITS_FROM ? 2 : length >= ONE_EDIT_FROM ? 1 : 0;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): insertions, deletions,
 * substitutions and swaps of two neighbouring letters each cost one.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}

export interface NearTerm {
  readonly term: string;
  readonly edits: number;
}

interface TrieNode {
  readonly children: Map<string, TrieNode>;
  term?: string;
}

/**
 * The index's terms as a trie, walked with one row of the edit-distance table per letter, so a
 * lookup visits only the branches still within reach (a few hundred nodes, not every term).
 */
export class TermTrie {
  private readonly root: TrieNode = { children: new Map() };
  private readonly everyPrefix: boolean;

  /**
   * `everyPrefix`: every prefix of a term is a term too (the full-text index's words stand for all their
   * prefixes, as a reader types them), so each node is one.
   */
  constructor(terms: Iterable<string>, { everyPrefix = false }: { readonly everyPrefix?: boolean } = {}) {
    this.everyPrefix = everyPrefix;
    this.add(terms);
  }

  /** Adds terms (the trie is the same whether its terms come at once or in several calls). */
  add(terms: Iterable<string>): void {
    for (const term of terms) {
      let node = this.root;
      let prefix = '';
      for (const ch of term) {
        prefix += ch;
        let next = node.children.get(ch);
        if (!next) {
          next = { children: new Map(), ...(this.everyPrefix ? { term: prefix } : {}) };
          node.children.set(ch, next);
        }
        node = next;
      }
      node.term = term;
    }
  }

  /** Every term at most `maxEdits` from `word`, nearest first (then alphabetically). */
  near(word: string, maxEdits: number): NearTerm[] {
    const found: NearTerm[] = [];
    if (maxEdits < 0) return found;
    const width = word.length + 1;
    // One row of the distance table per depth, reused: the walk is depth first, so a node's row is
    // only read by its own descendants (and its grandchildren, for a swap) before a sibling replaces it.
    const rows: Uint16Array[] = [Uint16Array.from({ length: width }, (_, j) => j)];
    const chars: string[] = [''];
    const walk = (node: TrieNode, ch: string, depth: number): void => {
      const row = rows[depth - 1];
      const prevRow = depth >= 2 ? rows[depth - 2] : null;
      const prevCh = chars[depth - 1];
      const next = (rows[depth] ??= new Uint16Array(width));
      chars[depth] = ch;
      next[0] = depth;
      let best = depth;
      for (let j = 1; j < width; j += 1) {
        const cost = word[j - 1] === ch ? 0 : 1;
        let d = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost);
        if (prevRow && j > 1 && word[j - 1] === prevCh && word[j - 2] === ch) d = Math.min(d, prevRow[j - 2] + 1);
        next[j] = d;
        if (d < best) best = d;
      }
      if (node.term !== undefined && next[width - 1] <= maxEdits) found.push({ term: node.term, edits: next[width - 1] });
      if (best > maxEdits) return;
      for (const [c, child] of node.children) walk(child, c, depth + 1);
    };
    for (const [c, child] of this.root.children) walk(child, c, 1);
    return found.sort((x, y) => x.edits - y.edits || (x.term < y.term ? -1 : x.term > y.term ? 1 : 0));
  }
}
