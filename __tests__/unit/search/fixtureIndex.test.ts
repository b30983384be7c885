/**
 * @jest-environment node
 *
 * The ranking rules over a real index: gatsby-plugin-local-search builds it from a fixture data layer
 * with the site's own options (src/node/search/plugin.ts), and it is imported the way the browser
 * imports it (createSearchIndex), so the full-text hits come from FlexSearch, not from the test.
 */
import FlexSearch from 'flexsearch';
import { createSearchIndex, type FlexSearchFactory, type LoadedIndex } from '../../../src/search/searchIndex';
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
  title,
  route: `/docs/api/portal-api/${slug}`,
  method,
  path,
  slug,
  tag: 'Assets',
  data: JSON.stringify({
    operationId,
    fullUrl: `https://fms-portal.example.com/api${path}`,
    descriptionHtml: `<p>${description}</p>`,
    parameters: { path: parameters.map((name) => ({ name })) },
  }),
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
    ],
  },
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
    searchPluginOptions('current'),
  );
  expect(nodes).toHaveLength(1);
  // As the browser receives them: the index as text, the store as JSON.
  return { index: nodes[0].index, store: JSON.parse(JSON.stringify(nodes[0].store)) as Record<string, StoredRecord> };
}

let built: SearchNode;
let index: LoadedIndex;
beforeAll(async () => {
  built = await buildFixtureIndex();
  index = createSearchIndex(FlexSearch as unknown as FlexSearchFactory, built.index, built.store);
});

const urls = (query: string): string[] => index.search(query).map((r) => r.url);

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
    expect([...fields].sort()).toEqual(['basePath', 'excerpt', 'kind', 'method', 'operationId', 'path', 'section', 'slug', 'title', 'url']);
  });

  test('a document is unwrapped from the JSON the plugin adds it as; a query is only lower-cased', () => {
    expect(encode(JSON.stringify({ text: 'Line one\nAssets "here"' }))).toBe('line one\nassets "here"');
    expect(encode('/Assets/{id}')).toBe('/assets/{id}');
  });
});
