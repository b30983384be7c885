/**
 * @jest-environment node
 *
 * The ranking rules over a real index: gatsby-plugin-local-search builds it from a fixture data layer
 * with the site's own options (src/node/search/plugin.ts), and it is read the way the browser reads
 * it (createSearchIndex), so the full-text hits come from the exported index, not from the test.
 */
import { createSearchIndex, type LoadedIndex } from '../../../src/search/searchIndex';
import { searchPluginOptions } from '../../../src/node/search/plugin';
import type { StoredRecord } from '../../../src/search/types';
import { encode } from '../../../src/search/engine';
import { fakeReporter } from '../../support/reporter';

const localSearch = require('gatsby-plugin-local-search/gatsby-node') as {
  createPages(api: unknown, options: unknown): Promise<void>;
};

const doc = (route: string, title: string, body: string, toc: { url: string; title: string }[], version = 'current') => ({
  body,
  tableOfContents: { items: toc },
  fields: { route, version },
  frontmatter: { title },
});
const operation = (operationId: string, slug: string, method: string, path: string, title: string, description: string, parameters: string[] = []) => ({
  apiId: 'portal-api',
  title,
  route: `/docs/api/portal-api/${slug}`,
  method,
  path,
  slug,
  tag: 'Assets',
  data: {
    operationId,
    fullUrl: `https://fms-portal.example.com/api${path}`,
    descriptionHtml: `<p>${description}</p>`,
    parameters: { path: parameters.map((name) => ({ name })) },
  },
});

const DATA = {
  docs: {
    nodes: [
      doc(
        '/docs/intro/qrCodes',
        'QR codes',
        [
          'Every asset has a QR code.',
          '',
          '## Recreate a QR code',
          'Call recreateQrForAsset (recreate-qr-for-asset), that is POST /assets/{assetId}/qr/recreate, when a label is misused.',
          'Read the asset first with GET /assets/{assetId}.',
        ].join('\n'),
        [{ url: '#recreate-a-qr-code', title: 'Recreate a QR code' }],
      ),
      doc(
        '/docs/intro/workorders',
        'Work orders',
        ['Work orders track repairs.', '', '## Status', 'Each work order has a status.', 'Decommissioned assets keep their work orders.'].join('\n'),
        [{ url: '#status', title: 'Status' }],
      ),
      doc('/docs/1.0/intro/qrCodes', 'Archived QR codes', 'An older version of the page.', [], '1.0'),
    ],
  },
  posts: {
    nodes: [
      {
        body: 'Scanning the code opens the asset and its work orders.',
        fields: { route: '/blog/qr-codes' },
        frontmatter: { title: 'How QR codes speed up issue reporting', description: 'Scan, report, fix.' },
      },
    ],
  },
  operations: {
    nodes: [
      operation(
        'recreateQrForAsset',
        'recreate-qr-for-asset',
        'POST',
        '/assets/{assetId}/qr/recreate',
        'Recreate the QR code of an asset',
        'Replaces the QR code of an asset.',
        ['assetId'],
      ),
      operation('getAsset', 'get-asset', 'GET', '/assets/{assetId}', 'Get an asset', 'Returns one asset with its open work orders.', ['assetId']),
      operation('listWorkOrders', 'list-work-orders', 'GET', '/workorders', 'List work orders', 'Returns work orders one page at a time.'),
      operation('updateAsset', 'update-asset', 'PUT', '/assets/{assetId}', 'Update an asset', 'Changes an asset, its status included.', ['assetId']),
      operation('setAssetStatus', 'set-asset-status', 'PUT', '/assets/{assetId}/status', 'Set the status of an asset', 'Retires or reactivates an asset.', [
        'assetId',
      ]),
    ],
  },
  apis: { nodes: [{ apiId: 'portal-api', label: 'Portal API' }] },
};

interface SearchNode {
  readonly index: string;
  readonly store: Record<string, StoredRecord>;
}

async function buildFixtureIndex(): Promise<SearchNode> {
  const nodes: SearchNode[] = [];
  await localSearch.createPages(
    {
      graphql: async () => ({ data: DATA }),
      reporter: fakeReporter({ throwOn: ['warn', 'error'] }).reporter,
      createNodeId: (name: string) => name,
      createContentDigest: () => 'digest',
      actions: { createNode: (node: SearchNode) => nodes.push(node) },
    },
    searchPluginOptions('current', null),
  );
  expect(nodes).toHaveLength(1);
  // As the browser receives them: the index as text, the store as JSON.
  return { index: nodes[0].index, store: JSON.parse(JSON.stringify(nodes[0].store)) as Record<string, StoredRecord> };
}

let built: SearchNode;
let index: LoadedIndex;
beforeAll(async () => {
  built = await buildFixtureIndex();
  index = await createSearchIndex(built.index, built.store);
});

const urls = (query: string): string[] => index.search(query).results.map((r) => r.url);

describe('ranking rules over a fixture index', () => {
  test('an operationId finds its operation first, ahead of the guide section whose text mentions it', () => {
    const results = urls('recreateQrForAsset');
    expect(results[0]).toBe('/docs/api/portal-api/recreate-qr-for-asset');
    expect(results).toContain('/docs/intro/qrCodes#recreate-a-qr-code');
  });

  test('so does its kebab-case slug', () => {
    const results = urls('recreate-qr-for-asset');
    expect(results[0]).toBe('/docs/api/portal-api/recreate-qr-for-asset');
    expect(results).toContain('/docs/intro/qrCodes#recreate-a-qr-code');
  });

  test('a part of an operationId or slug finds the operation when it is typed like one', () => {
    expect(urls('recreateQr')[0]).toBe('/docs/api/portal-api/recreate-qr-for-asset');
    expect(urls('qr-for-asset')[0]).toBe('/docs/api/portal-api/recreate-qr-for-asset');
    expect(urls('workOrders')[0]).toBe('/docs/api/portal-api/list-work-orders');
    // A plain word is matched against titles: the guide page comes before the operations holding it.
    expect(urls('orders')[0]).toBe('/docs/intro/workorders');
    expect(urls('ord')[0]).toBe('/docs/intro/workorders');
  });

  test('a path, with any parameter name, or a part of it, finds that operation first', () => {
    expect(urls('/assets/{id}')[0]).toBe('/docs/api/portal-api/get-asset');
    // As the operation page shows it, with the server's base path.
    expect(urls('/api/assets/{id}')[0]).toBe('/docs/api/portal-api/get-asset');
    expect(urls('/assets/{assetId}/qr')[0]).toBe('/docs/api/portal-api/recreate-qr-for-asset');
    expect(urls('qr/recreate')[0]).toBe('/docs/api/portal-api/recreate-qr-for-asset');
  });

  test('title matches come before body-text matches, and a page before its own section', () => {
    const results = urls('work orders');
    expect(results.slice(0, 3)).toEqual(['/docs/intro/workorders', '/docs/api/portal-api/list-work-orders', '/docs/intro/workorders#status']);
    // Found by the full-text index only (the words are in their text, not their titles), so last.
    expect(results.slice(3).sort()).toEqual(['/blog/qr-codes', '/docs/api/portal-api/get-asset']);
  });

  test('a method and path pasted from a log find their operation first, with literal ids too', () => {
    expect(urls('PUT /assets/{assetId}/status')[0]).toBe('/docs/api/portal-api/set-asset-status');
    expect(urls('PUT /assets/{assetId}')[0]).toBe('/docs/api/portal-api/update-asset');
    expect(urls('PUT /assets/3f2a9c1e-77b0-4c2e-9d51-0a6f3c2b1d44/status')[0]).toBe('/docs/api/portal-api/set-asset-status');
    expect(urls('https://fms-portal.example.com/api/assets/42/status')[0]).toBe('/docs/api/portal-api/set-asset-status');
  });

  test('typos are forgiven within their limits, below exact matches, with "Did you mean" from the index\'s words', () => {
    const typo = index.search('decomissioned');
    expect(typo.results.map((r) => r.url)).toEqual(['/docs/intro/workorders#status']);
    expect(typo.suggestion).toBe('decommissioned');
    expect(typo.highlight).toContain('decommissioned');
    // A swap of two letters is one edit; the page titled with the word comes first.
    expect(urls('wrok orders')[0]).toBe('/docs/intro/workorders');
    expect(index.search('Wrok orders').suggestion).toBe('work orders');
    // Too short to correct, or quoted: nothing.
    expect(urls('qe')).toEqual([]);
    expect(urls('"decomissioned"')).toEqual([]);
    // A correct query gets no suggestion and keeps its exact results first.
    expect(index.search('orders').suggestion).toBeUndefined();
  });

  test('a word too far from every term for the search still gets a suggestion when it finds nothing', () => {
    // Two edits from 'asset': more than a five-letter word is allowed, so no result; one more than the search goes.
    const result = index.search('axxet');
    expect(result.results).toEqual([]);
    expect(result.suggestion).toBe('asset');
    expect(index.search('zzzxqv').suggestion).toBeUndefined();
  });

  test('an operation knows the name of its API', () => {
    expect(index.search('setAssetStatus').results[0]).toMatchObject({ apiName: 'Portal API', method: 'PUT' });
  });

  test('text only the full-text index knows is found, wherever it is in a line', () => {
    expect(urls('misused')).toEqual(['/docs/intro/qrCodes#recreate-a-qr-code']);
    // First word of a line of the section (JSON escapes once glued the newline's "n" onto it).
    expect(urls('decommissioned')).toEqual(['/docs/intro/workorders#status']);
    expect(urls('decomm')).toEqual(['/docs/intro/workorders#status']);
  });

  test('the names of the stored fields are not words of every document', () => {
    for (const query of ['text', 'title', 'te', 'section', 'kind', 'zzzxqv']) expect(urls(query)).toEqual([]);
  });

  test('only the latest docs version is indexed', () => {
    expect(urls('archived')).toEqual([]);
  });
});

describe('the index and store the browser downloads', () => {
  test('ids are small numbers, the store keeps only what the result list and the ranking read', () => {
    const [levels] = JSON.parse(built.index) as [Record<string, unknown[]>[]];
    const ids = new Set(levels.flatMap((level) => Object.values(level).flat()));
    expect([...ids].sort()).toEqual(Object.keys(built.store).map(Number).sort());
    const fields = new Set(Object.values(built.store).flatMap((record) => Object.keys(record)));
    expect([...fields].sort()).toEqual(['apiName', 'basePath', 'excerpt', 'kind', 'method', 'operationId', 'path', 'section', 'slug', 'title', 'url']);
  });

  test('a document is unwrapped from the JSON the plugin adds it as; a query is only lower-cased', () => {
    expect(encode(JSON.stringify({ text: 'Line one\nAssets "here"' }))).toBe('line one\nassets "here"');
    expect(encode('/Assets/{id}')).toBe('/assets/{id}');
  });
});

describe('made in tasks of their own (decision 0026, thirteenth pass)', () => {
  test('a timer set before createSearchIndex runs before the index is ready', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await createSearchIndex(built.index, built.store).then(() => order.push('ready'));
    expect(order).toEqual(['timer', 'ready']);
  });

  test('a pause before the records, the index, its words and each slice of its trie; the same results', async () => {
    let pauses = 0;
    const loaded = await createSearchIndex(built.index, built.store, async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThanOrEqual(4);
    for (const query of ['recreateQrForAsset', 'work orders', 'decomisioned']) {
      expect(loaded.search(query)).toEqual(index.search(query));
    }
  });
});
