/** @jest-environment node */
import { groupByKind, highlightParts, rankResults, RANK, scoreRecord } from '../../../src/search/ranking';
import type { SearchRecord } from '../../../src/search/types';

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
    const results = rankResults(RECORDS, 'recreateQrForAsset', ['g1#recreate', 'g1']);
    expect(results[0].id).toBe('a1');
    expect(scoreRecord(RECORDS[2], 'recreateQrForAsset', false)).toBe(RANK.exactId);
  });

  test('its kebab-case slug too', () => {
    expect(rankResults(RECORDS, 'recreate-qr-for-asset', [])[0].id).toBe('a1');
  });

  test('a path, with any parameter name, or a part of it', () => {
    expect(rankResults(RECORDS, '/assets/{id}', [])[0].id).toBe('a2');
    expect(rankResults(RECORDS, '/api/assets/{id}', [])[0].id).toBe('a2');
    expect(rankResults(RECORDS, '/assets/{id}/qr', [])[0].id).toBe('a1');
    expect(rankResults(RECORDS, '/assets', [])[0].path?.startsWith('/assets')).toBe(true);
  });

  test('title beats body text; a page beats its own section', () => {
    const results = rankResults(RECORDS, 'qr codes', ['b1', 'g1#recreate', 'a1']);
    expect(results.slice(0, 2).map((r) => r.id)).toEqual(['g1', 'b1']);
    expect(scoreRecord(RECORDS[0], 'qr codes', true)).toBeGreaterThan(scoreRecord(RECORDS[1], 'qr codes', true));
  });

  test('body hits come last, in the index order', () => {
    const results = rankResults(RECORDS, 'misused', ['g1']);
    expect(results.map((r) => r.id)).toEqual(['g1']);
    expect(rankResults(RECORDS, '', ['g1'])).toEqual([]);
  });

  test('groups keep rank order and the best group comes first', () => {
    const groups = groupByKind(rankResults(RECORDS, 'recreateQrForAsset', ['g1#recreate']));
    expect(groups.map((g) => g.label)).toEqual(['API', 'Guide']);
  });

  test('query words are highlighted where they start a word, not inside one', () => {
    expect(highlightParts('The QR code encodes codes', 'code')).toEqual([
      { text: 'The QR ', match: false },
      { text: 'code', match: true },
      { text: ' encodes ', match: false },
      { text: 'code', match: true },
      { text: 's', match: false },
    ]);
    expect(highlightParts('/assets/{assetId}', '/assets')).toEqual([
      { text: '/assets', match: true },
      { text: '/{assetId}', match: false },
    ]);
  });

  test('matching words are highlighted', () => {
    expect(highlightParts('Recreate the QR code', 'qr code')).toEqual([
      { text: 'Recreate the ', match: false },
      { text: 'QR', match: true },
      { text: ' ', match: false },
      { text: 'code', match: true },
    ]);
  });
});
