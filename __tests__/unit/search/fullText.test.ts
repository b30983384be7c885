/**
 * @jest-environment node
 *
 * The full-text lookup over a real FlexSearch 0.6 export, made with the site's engine options the way
 * gatsby-plugin-local-search makes it (each document added as `{"text": …}` JSON).
 */
import FlexSearch from 'flexsearch';
import { ENGINE_OPTIONS } from '../../../src/search/engine';
import { FullTextIndex } from '../../../src/search/fullText';
import { parseQuery } from '../../../src/search/query';

const DOCS = [
  'Renting an asset to a tenant, and the rent it earns.',
  'Zones group the rooms of a building.',
  'Authentication with a bearer token.',
  'The contractor repairs the asset; a contract sets the fee.',
  'Scheduled status updates of work orders.',
];

function exported(docs: readonly string[]): string {
  const index = (FlexSearch as unknown as { create(options: unknown): { add(id: number, text: string): void; export(): string } }).create(ENGINE_OPTIONS);
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
