/**
 * @jest-environment node
 *
 * The full-text lookup over a real FlexSearch 0.6 export, made with the site's engine options the way
 * gatsby-plugin-local-search makes it (each document added as `{"text": …}` JSON).
 */
import FlexSearch from 'flexsearch';
import { ENGINE_OPTIONS } from '../../../src/search/engine';
import { FullTextIndex, MAX_CORRECTIONS } from '../../../src/search/fullText';
import { parseQuery } from '../../../src/search/query';

const DOCS = [
  'Renting an asset to a tenant, and the rent it earns.',
  'Zones group the rooms of a building.',
  'Authentication with a bearer token.',
  'The contractor repairs the asset; a contract sets the fee.',
  'Scheduled status updates of work orders.',
];

function exported(docs: readonly string[], options: object = ENGINE_OPTIONS): string {
  const index = (FlexSearch as unknown as { create(options: unknown): { add(id: number, text: string): void; export(): string } }).create(options);
  docs.forEach((text, id) => index.add(id, JSON.stringify({ text })));
  return index.export();
}

const index = new FullTextIndex(exported(DOCS));
const search = (query: string) => index.search(parseQuery(query).words);

describe('the full-text index as the plugin exports it', () => {
  test('every prefix of a word is a term: prefix matching while typing', () => {
    expect(index.has('renting')).toBe(true);
    expect(index.has('rent')).toBe(true);
    expect(index.has('renitng')).toBe(false);
    expect([...index.documents('rent').keys()]).toEqual(['0']);
    expect(search('schedu').hits.map((h) => h.id)).toEqual(['4']);
  });

  test('a word the index holds is used as typed, nothing is corrected', () => {
    const result = search('contract');
    expect(result.corrections.size).toBe(0);
    expect(result.hits).toEqual([expect.objectContaining({ id: '3', matched: 1, edits: 0 })]);
  });

  test('a misspelt word is replaced by the terms within its limit', () => {
    for (const [typo, id] of [
      ['renitng', '0'],
      ['zoens', '1'],
      ['athentication', '2'],
      ['contracter', '3'],
      ['sheduled', '4'],
    ] as const) {
      const result = search(typo);
      expect(result.hits[0]).toMatchObject({ id, matched: 1 });
      expect(result.hits[0].edits).toBeGreaterThan(0);
      expect(result.corrections.get(typo)?.length).toBeGreaterThan(0);
    }
    expect(search('contracter').corrections.get('contracter')?.[0]).toEqual({ term: 'contractor', edits: 1 });
  });

  test('short words, words with digits and quoted words are never corrected', () => {
    expect(search('zon').hits.map((h) => h.id)).toEqual(['1']);
    expect(search('zin').hits).toEqual([]);
    expect(search('zonss').hits.map((h) => h.id)).toEqual(['1']);
    expect(search('"zonss"').hits).toEqual([]);
    expect(search('zones2').hits).toEqual([]);
  });

  test('documents with every word first, then fewer edits, then some of the words', () => {
    const result = search('sheduled status rooms');
    expect(result.words).toBe(3);
    expect(result.hits.map((h) => [h.id, h.matched])).toEqual([
      ['4', 2],
      ['1', 1],
    ]);
  });

  test('a prefix finds what a forward index (an entry per prefix) would store for it, at the same levels', () => {
    const docs = [...DOCS, 'Rent, renting, rented: the rent of a rental.', 'Contracts and a contractor; assets, an asset.'];
    const strict = new FullTextIndex(exported(docs));
    const forward = new FullTextIndex(exported(docs, { ...ENGINE_OPTIONS, tokenize: 'forward' }));
    const words = [...new Set(docs.flatMap((d) => d.toLowerCase().split(/\W+/)).filter(Boolean))];
    const prefixes = [...new Set(words.flatMap((w) => Array.from({ length: w.length }, (_, i) => w.slice(0, i + 1))))];
    expect(prefixes.length).toBeGreaterThan(100);
    for (const prefix of [...prefixes, 'zz', 'rentals', 'q']) {
      expect([prefix, strict.has(prefix)]).toEqual([prefix, forward.has(prefix)]);
      expect([prefix, [...strict.documents(prefix)].sort()]).toEqual([prefix, [...forward.documents(prefix)].sort()]);
    }
    expect(strict.prepare().near('contracter', 2)).toEqual(forward.prepare().near('contracter', 2));
    expect(strict.near('renitng', 2)).toEqual(forward.near('renitng', 2));
    // And the export is smaller: whole words only.
    expect(exported(docs).length).toBeLessThan(exported(docs, { ...ENGINE_OPTIONS, tokenize: 'forward' }).length / 2);
  });

  test('a misspelt word is replaced by at most MAX_CORRECTIONS terms, the nearest', () => {
    // 'reposotory' is within two edits of every prefix of 'repository' from 'reposito' on, and of these words.
    const many = new FullTextIndex(
      exported(['repository', 'repositories', 'repositors', 'repositorx', 'repository list', 'reposotor', 'repasitory', 'reposetory']),
    );
    const near = many.near('reposotory', 2);
    expect(near.length).toBeGreaterThan(MAX_CORRECTIONS);
    const used = many.search(parseQuery('reposotory').words).corrections.get('reposotory') ?? [];
    expect(used).toEqual(near.slice(0, MAX_CORRECTIONS));
    expect(used[0].edits).toBe(1);
    // A filter leaves terms out before they are counted.
    expect(many.near('reposotory', 2, (term) => term === 'repository')).toEqual([{ term: 'repository', edits: 1 }]);
  });

  test('anything but a FlexSearch 0.6 export is refused with a clear message', () => {
    expect(() => new FullTextIndex('{"index": {}}')).toThrow('Search index: expected the FlexSearch 0.6 export');
  });
});

describe('corrections, in order', () => {
  test('nearest first, then the ones keeping the first letter, then the more frequent', () => {
    const withDoes = new FullTextIndex(exported(['QR codes', 'What it does', 'It does this', 'It does that']));
    expect(withDoes.near('cdoes', 1).map((n) => n.term)).toEqual(['codes', 'does']);
    expect(withDoes.prepare().near('does', 0)).toEqual([]);
  });
});

describe('preparing in slices (decision 0026, thirteenth pass)', () => {
  const docs = [...DOCS, 'Rent, renting, rented: the rent of a rental.', 'Contracts and a contractor; assets, an asset.'];
  const distinctWords = new Set(docs.flatMap((d) => d.toLowerCase().split(/\W+/)).filter(Boolean)).size;
  const queries = ['renitng', 'contracter', 'bulding', 'zoens', 'asest'];
  const prepared = new FullTextIndex(exported(docs)).prepare();
  const nearAll = (index: FullTextIndex) => queries.map((q) => index.near(q, 2));

  test('a pause before listing the words, then one before each slice of the trie; the trie is the one made at once', async () => {
    const sliced = new FullTextIndex(exported(docs));
    let pauses = 0;
    await sliced.prepareInSlices(async () => {
      pauses += 1;
    }, 5);
    expect(distinctWords).toBeGreaterThan(20);
    expect(pauses).toBe(1 + Math.ceil(distinctWords / 5));
    expect(nearAll(sliced)).toEqual(nearAll(prepared));
  });

  test('a query before the last slice finishes the trie at once: the same corrections as a prepared index', async () => {
    const sliced = new FullTextIndex(exported(docs));
    let pauses = 0;
    const midway: unknown[] = [];
    await sliced.prepareInSlices(async () => {
      pauses += 1;
      // Before the second slice: the trie holds five words.
      if (pauses === 3) midway.push(nearAll(sliced), sliced.search(parseQuery('contracter renitng').words));
    }, 5);
    expect(midway).toEqual([nearAll(prepared), prepared.search(parseQuery('contracter renitng').words)]);
    expect(pauses).toBe(3);
  });
});
