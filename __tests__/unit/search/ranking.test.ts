/** @jest-environment node */
import { groupByKind, highlightParts, highlightWords, rankResults, RANK, scoreRecord, type FullTextMatches } from '../../../src/search/ranking';
import type { SearchRecord } from '../../../src/search/types';

/** Full-text hits, in order, each holding every one of the query's `words` with `edits` corrections. */
const found = (ids: string[], words = 1, edits = 0, corrections: Record<string, string[]> = {}): FullTextMatches => ({
  hits: new Map(ids.map((id, level) => [id, { id, matched: words, edits, level }])),
  words,
  corrections: new Map(Object.entries(corrections)),
});

const RECORDS: SearchRecord[] = [
  { id: 'g1', kind: 'guide', title: 'QR codes', url: '/docs/intro/qrCodes', excerpt: 'Every asset has a QR code; recreate it when a label is misused.' },
  {
    id: 'g1#recreate',
    kind: 'guide',
    title: 'QR codes',
    section: 'Recreate a QR code',
    url: '/docs/intro/qrCodes#recreate',
    excerpt: 'Use recreateQrForAsset.',
  },
  {
    id: 'a1',
    kind: 'api',
    title: 'Recreate the QR code of an asset',
    url: '/docs/api/portal-api/recreate-qr-for-asset',
    method: 'POST',
    path: '/assets/{assetId}/qr/recreate',
    operationId: 'recreateQrForAsset',
    slug: 'recreate-qr-for-asset',
    excerpt: '',
  },
  {
    id: 'a2',
    kind: 'api',
    title: 'Get an asset',
    url: '/docs/api/portal-api/get-asset',
    method: 'GET',
    path: '/assets/{assetId}',
    basePath: '/api',
    operationId: 'getAsset',
    slug: 'get-asset',
    excerpt: '',
  },
  {
    id: 'a4',
    kind: 'api',
    title: 'Update an asset',
    url: '/docs/api/portal-api/update-asset',
    method: 'PUT',
    path: '/assets/{assetId}',
    operationId: 'updateAsset',
    slug: 'update-asset',
    apiName: 'Portal API',
    excerpt: 'Changes the status of an asset and its other fields.',
  },
  {
    id: 'a5',
    kind: 'api',
    title: 'Set the status of an asset',
    url: '/docs/api/portal-api/update-asset-status',
    method: 'PUT',
    path: '/assets/{assetId}/status',
    basePath: '/api',
    operationId: 'updateAssetStatus',
    slug: 'update-asset-status',
    apiName: 'Portal API',
    excerpt: '',
  },
  {
    id: 'a6',
    kind: 'api',
    title: 'Get the status of an asset',
    url: '/docs/api/portal-api/get-asset-status',
    method: 'GET',
    path: '/assets/{assetId}/status',
    basePath: '/api',
    operationId: 'getAssetStatus',
    slug: 'get-asset-status',
    excerpt: '',
  },
  {
    id: 'a7',
    kind: 'api',
    title: 'Export assets',
    url: '/docs/api/portal-api/export-assets',
    method: 'GET',
    path: '/assets/export',
    operationId: 'exportAssets',
    slug: 'export-assets',
    excerpt: '',
  },
  { id: 'g2', kind: 'guide', title: 'Renting', url: '/docs/intro/renting', excerpt: 'Rent an asset to a tenant.' },
  {
    id: 's1',
    kind: 'schema',
    title: 'AssetStatus',
    url: '/docs/api/portal-api/schemas/asset-status',
    apiName: 'Portal API',
    excerpt: 'The status of an asset.',
  },
  {
    id: 'a3',
    kind: 'api',
    title: 'List assets',
    url: '/docs/api/portal-api/list-assets',
    method: 'GET',
    path: '/assets',
    operationId: 'listAssets',
    slug: 'list-assets',
    excerpt: '',
  },
  { id: 'b1', kind: 'blog', title: 'How QR codes speed up issue reporting', url: '/blog/qr', excerpt: 'Scan, report, fix.' },
];

describe('ranking rules', () => {
  test('an operationId finds that operation first, ahead of pages that mention it', () => {
    const results = rankResults(RECORDS, 'recreateQrForAsset', found(['g1#recreate', 'g1']));
    expect(results[0].id).toBe('a1');
    expect(scoreRecord(RECORDS[2], 'recreateQrForAsset')).toBe(RANK.exactId);
  });

  test('its kebab-case slug too', () => {
    expect(rankResults(RECORDS, 'recreate-qr-for-asset')[0].id).toBe('a1');
  });

  test('a path, with any parameter name, or a part of it', () => {
    expect(rankResults(RECORDS, '/assets/{id}')[0].id).toBe('a2');
    expect(rankResults(RECORDS, '/api/assets/{id}')[0].id).toBe('a2');
    expect(rankResults(RECORDS, '/assets/{id}/qr')[0].id).toBe('a1');
    expect(rankResults(RECORDS, '/assets')[0].path?.startsWith('/assets')).toBe(true);
  });

  test('title beats body text; a page beats its own section', () => {
    const results = rankResults(RECORDS, 'qr codes', found(['b1', 'g1#recreate', 'a1'], 2));
    expect(results.slice(0, 2).map((r) => r.id)).toEqual(['g1', 'b1']);
    expect(scoreRecord(RECORDS[0], 'qr codes', found(['g1'], 2))).toBeGreaterThan(scoreRecord(RECORDS[1], 'qr codes', found(['g1#recreate'], 2)));
  });

  test('body hits come last, in the index order', () => {
    const results = rankResults(RECORDS, 'misused', found(['g1']));
    expect(results.map((r) => r.id)).toEqual(['g1']);
    expect(rankResults(RECORDS, '', found(['g1']))).toEqual([]);
  });

  test('groups keep rank order and the best group comes first', () => {
    const groups = groupByKind(rankResults(RECORDS, 'recreateQrForAsset', found(['g1#recreate'])));
    expect(groups.map((g) => g.label)).toEqual(['API', 'Guide']);
  });

  test('four groups, labelled Guide, API, Schemas, Blog; a group is as high as its best result', () => {
    const groups = groupByKind(rankResults(RECORDS, 'status', found(['s1', 'g2', 'b1', 'a4'])));
    expect(groups.map((g) => g.label)).toEqual(['API', 'Guide', 'Schemas', 'Blog']);
    expect(groups[0].items.map((r) => r.id).slice(0, 2)).toEqual(['a5', 'a6']);
    expect(groupByKind(RECORDS.filter((r) => r.id !== 'a1')).map((g) => g.label)).toEqual(['Guide', 'API', 'Schemas', 'Blog']);
  });

  test('query words are highlighted where they start a word, not inside one', () => {
    expect(highlightParts('The QR code encodes codes', ['code'])).toEqual([
      { text: 'The QR ', match: false },
      { text: 'code', match: true },
      { text: ' encodes ', match: false },
      { text: 'code', match: true },
      { text: 's', match: false },
    ]);
    expect(highlightParts('/assets/{assetId}', highlightWords('/assets'))).toEqual([
      { text: '/assets', match: true },
      { text: '/{assetId}', match: false },
    ]);
  });

  test('matching words are highlighted', () => {
    expect(highlightParts('Recreate the QR code', highlightWords('qr code'))).toEqual([
      { text: 'Recreate the ', match: false },
      { text: 'QR', match: true },
      { text: ' ', match: false },
      { text: 'code', match: true },
    ]);
  });

  test('ASCII text, typographic marks included, is marked as the Unicode pattern marks it, without running the pattern', () => {
    // The reference: the pattern highlightParts uses for any other text.
    const reference = (text: string, words: string[]): { text: string; match: boolean }[] => {
      const usable = [...new Set(words.map((w) => w.toLowerCase()).filter((w) => w.length > 1))].sort((a, b) => b.length - a.length);
      if (usable.length === 0) return [{ text, match: false }];
      const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${usable.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
      const parts: { text: string; match: boolean }[] = [];
      let last = 0;
      for (const match of text.matchAll(pattern)) {
        const start = (match.index ?? 0) + match[1].length;
        if (start > last) parts.push({ text: text.slice(last, start), match: false });
        parts.push({ text: match[2], match: true });
        last = start + match[2].length;
      }
      if (last < text.length) parts.push({ text: text.slice(last), match: false });
      return parts;
    };
    const alphabet = 'aAbB/ -{}.9…’—\u00a0';
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const word = (length: number): string => Array.from({ length }, () => alphabet[next(alphabet.length)]).join('');
    for (let i = 0; i < 2000; i += 1) {
      const text = word(next(24));
      const words = Array.from({ length: 1 + next(3) }, () => word(1 + next(4)));
      expect([text, words, highlightParts(text, words)]).toEqual([text, words, reference(text, words)]);
    }
    // Text or words beyond ASCII take the pattern: the same marks.
    expect(highlightParts('Zoné zones, ZONES', ['zon'])).toEqual(reference('Zoné zones, ZONES', ['zon']));
    expect(highlightParts('Über uber', ['über'])).toEqual([
      { text: 'Über', match: true },
      { text: ' uber', match: false },
    ]);
  });

  test('the terms a misspelt word was corrected to are highlighted too', () => {
    expect(highlightParts('Renting an asset', highlightWords('renitng', new Map([['renitng', ['renting']]])))).toEqual([
      { text: 'Renting', match: true },
      { text: ' an asset', match: false },
    ]);
  });
});

describe('exact first', () => {
  test('a method and path pasted from a log rank their operation first, above the same path with another method and above a shorter path', () => {
    const results = rankResults(RECORDS, 'PUT /assets/{assetId}/status', found(['a4', 'a5', 'a6'], 3));
    expect(results.slice(0, 3).map((r) => r.id)).toEqual(['a5', 'a6', 'a4']);
    expect(scoreRecord(RECORDS.find((r) => r.id === 'a5') as SearchRecord, 'put /assets/{id}/status')).toBe(RANK.exactOperation);
  });

  test('a path pasted with literal ids matches its template; a literal segment of the same name wins over a parameter', () => {
    const pasted = rankResults(RECORDS, '/assets/3f2a9c1e-77b0-4c2e-9d51-0a6f3c2b1d44/status');
    expect(
      pasted
        .slice(0, 2)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['a5', 'a6']);
    expect(scoreRecord(pasted[0], '/assets/3f2a9c1e-77b0-4c2e-9d51-0a6f3c2b1d44/status')).toBe(RANK.path + 40);
    expect(rankResults(RECORDS, 'PUT /assets/3f2a…/status')[0].id).toBe('a5');
    expect(rankResults(RECORDS, 'https://fms-portal.example.com/api/assets/42/status?verbose=1')[0].path).toBe('/assets/{assetId}/status');
    expect(
      rankResults(RECORDS, 'GET /assets/export')
        .map((r) => r.id)
        .slice(0, 2),
    ).toEqual(['a7', 'a2']);
    // Unfinished while typing: the last segment is a prefix.
    expect(rankResults(RECORDS, '/assets/42/sta')[0].path).toBe('/assets/{assetId}/status');
  });

  test('an operationId, whatever its case, beats the title and body matches of other records', () => {
    const results = rankResults(RECORDS, 'updateassetstatus', found(['a4', 'g2']));
    expect(results[0].id).toBe('a5');
  });
});

describe('ties', () => {
  test('on the same rank Guide, API, Schemas, then Blog: a post is news, the reference comes first', () => {
    const results = rankResults(RECORDS, 'misused scan', found(['b1', 's1', 'a3', 'g2'], 2));
    expect(results.map((r) => r.kind)).toEqual(['guide', 'api', 'schema', 'blog']);
  });
});

describe('exact over fuzzy', () => {
  test('records found with corrected words rank below every exact match, titles before sections before body text', () => {
    const matches: FullTextMatches = {
      hits: new Map([
        ['b1', { id: 'b1', matched: 1, edits: 1, level: 0 }],
        ['g2', { id: 'g2', matched: 1, edits: 1, level: 3 }],
      ]),
      words: 1,
      corrections: new Map([['renitng', ['renting', 'rent']]]),
    };
    expect(rankResults(RECORDS, 'renitng', matches).map((r) => r.id)).toEqual(['g2', 'b1']);
    expect(scoreRecord(RECORDS.find((r) => r.id === 'g2') as SearchRecord, 'renitng', matches)).toBe(RANK.fuzzyTitle + 10);
    expect(scoreRecord(RECORDS.find((r) => r.id === 'b1') as SearchRecord, 'renitng', matches)).toBe(RANK.fuzzyBody);
    expect(RANK.fuzzyTitle).toBeLessThan(RANK.body);
  });

  test('a correct query is unchanged by typo tolerance: its body matches rank above records holding only some of its words', () => {
    const matches: FullTextMatches = {
      hits: new Map([
        ['b1', { id: 'b1', matched: 1, edits: 0, level: 0 }],
        ['g2', { id: 'g2', matched: 2, edits: 0, level: 5 }],
      ]),
      words: 2,
      corrections: new Map(),
    };
    expect(rankResults(RECORDS, 'tenant asset', matches).map((r) => r.id)).toEqual(['g2', 'b1']);
    expect(scoreRecord(RECORDS.find((r) => r.id === 'b1') as SearchRecord, 'tenant asset', matches)).toBe(RANK.someWords);
  });
});
