/** @jest-environment node */
import { allowedEdits, editDistance, TermTrie } from '../../../src/search/fuzzy';

describe('typo limits', () => {
  test('no typo under 4 letters, one from 4, two from 8; none in a word with a digit', () => {
    expect(['qr', 'api', 'zone', 'renting', 'sheduled', 'athentication'].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(allowedEdits('e4011')).toBe(0);
    expect(allowedEdits('assetid2')).toBe(0);
    // Letters, not UTF-16 units.
    expect(allowedEdits('größe')).toBe(1);
  });
});

describe('edit distance', () => {
  test('insertions, deletions, substitutions and swaps of neighbouring letters each cost one', () => {
    expect(editDistance('zones', 'zones')).toBe(0);
    expect(editDistance('zoens', 'zones')).toBe(1);
    expect(editDistance('renitng', 'renting')).toBe(1);
    expect(editDistance('athentication', 'authentication')).toBe(1);
    expect(editDistance('configration', 'configuration')).toBe(1);
    expect(editDistance('contracter', 'contractor')).toBe(1);
    expect(editDistance('sheduled', 'scheduled')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('the term trie', () => {
  const terms = ['zone', 'zones', 'zoning', 'renting', 'rent', 'contract', 'contractor', 'contractors', 'configuration', 'config'];
  const trie = new TermTrie(terms);

  test('finds the terms within the limit, nearest first, the same as the edit distance says', () => {
    expect(trie.near('zoens', 1)).toEqual([{ term: 'zones', edits: 1 }]);
    expect(trie.near('contracter', 2).map((n) => n.term)).toEqual(['contractor', 'contract', 'contractors']);
    expect(trie.near('zone', 0)).toEqual([{ term: 'zone', edits: 0 }]);
    expect(trie.near('zone', -1)).toEqual([]);
    for (const word of ['zoens', 'renitng', 'cnfiguration', 'contracter', 'xyz']) {
      for (const max of [1, 2]) {
        const expected = terms
          .map((term) => ({ term, edits: editDistance(word, term) }))
          .filter((n) => n.edits <= max)
          .sort((a, b) => a.edits - b.edits || a.term.localeCompare(b.term));
        expect(trie.near(word, max)).toEqual(expected);
      }
    }
  });
});
