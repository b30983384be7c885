/** @jest-environment node */
import { DEFAULT_TAG, normaliseApi } from '../../../src/openapi/normalise';
import { operationTitle } from '../../../src/openapi/summaries';
import { loadApiDocument } from '../../../src/node/api/loadDocument';
import { SAMPLE_LANGUAGES } from '../../../src/openapi/codeSamples';
import type { NormalisedApi, OperationPageData } from '../../../src/openapi/pageData';
import { fixturePath, readFixture } from '../../support/fixtures';

const v30 = normaliseApi(readFixture('openapi-3.0.json'), { id: 'portal-api', file: '/Portal-v1.json' });
const v31 = normaliseApi(readFixture('openapi-3.1.json'), { id: 'ac-api', file: '/AC-v1.json' });

function page(api: NormalisedApi, slug: string): OperationPageData {
  const found = api.operations.find((op) => op.slug === slug);
  if (!found) throw new Error(`no page ${slug}; have ${api.operations.map((op) => op.slug).join(', ')}`);
  return found;
}

describe('normaliseApi: the API', () => {
  it('carries id, file, title, version and a sanitised description', () => {
    expect(v30).toMatchObject({ id: 'portal-api', file: '/Portal-v1.json', title: 'Fixture FMS API 3.0', version: '1.2.3', openapiVersion: '3.0.3' });
    expect(v30.descriptionHtml).not.toContain('<script');
    expect(v30.descriptionHtml).not.toContain('alert(1)<');
    expect(v30.descriptionHtml).not.toContain('javascript:alert(1)"');
  });

  it('resolves server variables and lists security schemes with rendered descriptions', () => {
    expect(v30.servers).toEqual([
      {
        url: 'https://demo.fms.example.com/api',
        descriptionHtml: '<p>Tenant server</p>',
        // Issue 24: the URL as written and its variables, for the overview.
        template: 'https://{tenant}.fms.example.com/api',
        variables: [{ name: 'tenant', default: 'demo' }],
      },
    ]);
    expect(v30.securitySchemes).toEqual([
      { name: 'bearerAuth', type: 'http', scheme: 'bearer', bearerFormat: 'JWT', descriptionHtml: '<p>A token from <strong>authenticate</strong>.</p>' },
      { name: 'apiKey', type: 'apiKey', in: 'header', paramName: 'X-Api-Key' },
    ]);
    expect(v30.security).toEqual([{ schemes: [{ name: 'bearerAuth', type: 'http', scheme: 'bearer', bearerFormat: 'JWT', scopes: [] }] }]);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(v30))).toEqual(v30);
  });
});

describe('normaliseApi: slugs', () => {
  it('kebab-cases operationIds and derives the others from method and path, in document order', () => {
    expect(v30.operations.map((op) => op.slug)).toEqual([
      'list-assets',
      'create-asset',
      'get-asset',
      'get-asset-2',
      'delete-assets-asset-id',
      'get-assets-asset-id-qr',
      'recreate-qr-for-asset',
      'get-location',
      'get-zone-tree',
      'create-work-order',
      'on-asset-created',
    ]);
  });

  it('warns about the collision, naming both operations, and about nothing else', () => {
    expect(v30.warnings).toEqual([
      'Operation slug "get-asset" of PUT /assets/{assetId} (get_asset) collides with GET /assets/{assetId} (getAsset); the page uses "get-asset-2" instead.',
    ]);
    expect(v31.warnings).toEqual([]);
  });
});

describe("normaliseApi: slugs the API's own pages take (issue 42)", () => {
  const get = (operationId: string) => ({ get: { operationId, responses: { '200': { description: 'OK' } } } });
  const document = {
    openapi: '3.0.3',
    info: { title: 'Reserved', version: '1' },
    paths: {
      '/changelog': get('changelog'),
      '/schemas': get('schemas'),
      '/tags': get('Tags'),
      '/changelog-two': get('changelog-2'),
      '/assets': get('listAssets'),
    },
  };
  const api = normaliseApi(document as never, { id: 'portal-api', file: '/p.json', schemaPages: false });

  it('gives an operation named changelog, schemas or tags the next free suffix, skipping a slug another operation has', () => {
    expect(api.operations.map((op) => op.slug)).toEqual(['changelog-3', 'schemas-2', 'tags-2', 'changelog-2', 'list-assets']);
  });

  it("warns once per operation, naming its JSON pointer and the API's page", () => {
    expect(api.warnings).toEqual([
      'Operation slug "changelog" of GET /changelog (changelog) (#/paths/~1changelog/get) is reserved for the changelog page of API "portal-api" (…/portal-api/changelog); the page uses "changelog-3" instead.',
      'Operation slug "schemas" of GET /schemas (schemas) (#/paths/~1schemas/get) is reserved for the folder of API "portal-api"\'s schema pages (…/portal-api/schemas/…); the page uses "schemas-2" instead.',
      'Operation slug "tags" of GET /tags (Tags) (#/paths/~1tags/get) is reserved for the folder of API "portal-api"\'s tag pages (…/portal-api/tags/…); the page uses "tags-2" instead.',
    ]);
  });

  it("keeps a section of x-tagGroups off a tag's anchor on the index page", () => {
    const grouped = normaliseApi(
      {
        ...document,
        paths: { '/a': { get: { ...get('a').get, tags: ['Group admin'] } }, '/b': { get: { ...get('b').get, tags: ['Users'] } } },
        'x-tagGroups': [
          { name: 'Admin', tags: ['Users'] },
          { name: 'Other', tags: ['Group admin'] },
        ],
      } as never,
      { id: 'portal-api', file: '/p.json', schemaPages: false },
    );
    expect(grouped.tags.map((tag) => tag.slug)).toEqual(['group-admin', 'users']);
    expect(grouped.tagSections.map((section) => section.slug)).toEqual(['group-admin-2', 'group-other']);
  });
});

describe('normaliseApi: tags', () => {
  it("orders groups as the document's tags list, then first use, then the default group; empty tags are left out", () => {
    expect(v30.tags.map((tag) => [tag.name, tag.slug])).toEqual([
      ['Work orders', 'work-orders'],
      ['Assets', 'assets'],
      ['Locations', 'locations'],
      ['Zones', 'zones'],
      [DEFAULT_TAG, 'other'],
    ]);
    expect(v30.tags[0]?.descriptionHtml).toBe('<p>Work <strong>orders</strong>.</p>');
  });

  it('lists operations in their groups in document order; untagged ones in Other', () => {
    expect(v30.tags.find((t) => t.name === 'Assets')?.operationSlugs).toEqual([
      'list-assets',
      'create-asset',
      'get-asset',
      'get-asset-2',
      'delete-assets-asset-id',
      'recreate-qr-for-asset',
      'on-asset-created',
    ]);
    expect(v30.tags.find((t) => t.name === DEFAULT_TAG)?.operationSlugs).toEqual(['get-assets-asset-id-qr']);
    expect(page(v30, 'get-assets-asset-id-qr')).toMatchObject({ tag: 'Other', tagSlug: 'other' });
  });

  it('lists an operation with several tags in each group, its page under the first', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: { '/a': { get: { operationId: 'a', tags: ['Two', 'One'], responses: {} } } },
      tags: [{ name: 'One' }],
    };
    const api = normaliseApi(document, { id: 'x', file: '/x.json' });
    expect(api.tags.map((t) => [t.name, t.operationSlugs])).toEqual([
      ['One', ['a']],
      ['Two', ['a']],
    ]);
    expect(api.operations[0]?.tag).toBe('Two');
  });
});

describe('normaliseApi: an operation page', () => {
  const listAssets = page(v30, 'list-assets');

  it('has the method, full URL, title and a sanitised description', () => {
    expect(listAssets).toMatchObject({
      apiId: 'portal-api',
      kind: 'operation',
      method: 'GET',
      path: '/assets',
      fullUrl: 'https://demo.fms.example.com/api/assets',
      operationId: 'listAssets',
      title: 'List assets',
      tag: 'Assets',
      tagSlug: 'assets',
    });
    expect(listAssets.descriptionHtml).toBe('<p>Returns assets. </p>');
  });

  it('groups parameters by location with anchors; Accept is ignored as the specification says', () => {
    const names = Object.fromEntries(Object.entries(listAssets.parameters).map(([k, v]) => [k, v.map((p) => p.name)]));
    expect(names).toEqual({ path: [], query: ['page', 'status', 'search'], header: ['X-Tenant-Id'], cookie: ['session'] });
    expect(listAssets.parameters.query[0]).toEqual({
      name: 'page',
      in: 'query',
      anchor: 'parameter-query-page',
      descriptionHtml: '<p>Page number.</p>',
      schema: { typeLabel: 'integer<int32>', default: 1, constraints: { minimum: 1 } },
    });
    expect(listAssets.parameters.query[2]?.example).toBe('pump');
    expect(listAssets.parameters.header[0]).toMatchObject({ anchor: 'parameter-header-X-Tenant-Id', required: true });
  });

  it('merges path-level parameters with the operation’s', () => {
    expect(page(v30, 'get-asset').parameters.path).toEqual([
      {
        name: 'assetId',
        in: 'path',
        anchor: 'parameter-path-assetId',
        required: true,
        descriptionHtml: '<p>The asset.</p>',
        schema: { typeLabel: 'string<uuid>' },
      },
    ]);
  });

  it('lists responses by status with anchors, headers, schema trees and examples; $ref responses are resolved', () => {
    expect(listAssets.responses.map((r) => [r.status, r.anchor])).toEqual([
      ['200', 'response-200'],
      ['400', 'response-400'],
    ]);
    const ok = listAssets.responses[0];
    expect(ok?.headers).toEqual([
      {
        name: 'X-Total-Count',
        anchor: 'response-200-header-X-Total-Count',
        descriptionHtml: '<p>Total number of assets.</p>',
        schema: { typeLabel: 'integer' },
      },
    ]);
    expect(ok?.content[0]?.schema?.typeLabel).toBe('array<Asset>');
    expect(ok?.content[0]?.schema?.children?.map((c) => c.name)).toContain('categoryId');
    expect(ok?.content[0]?.examples[0]?.generated).toBe(true);
    expect(listAssets.responses[1]?.content[0]).toMatchObject({ mediaType: 'application/problem+json', schema: { refName: 'Problem' } });
  });

  it('has the request body per media type, with the document example first', () => {
    const createAsset = page(v30, 'create-asset');
    expect(createAsset.requestBody?.required).toBe(true);
    expect(createAsset.requestBody?.content[0]?.examples).toEqual([{ name: 'default', value: '{\n  "name": "Boiler 3",\n  "categoryId": 7\n}' }]);
    const createWorkOrder = page(v30, 'create-work-order');
    expect(createWorkOrder.requestBody?.content.map((m) => m.mediaType)).toEqual(['application/json', 'multipart/form-data']);
    expect(createWorkOrder.responses[0]?.content[0]?.examples[0]).toEqual({
      name: 'open',
      summary: 'An open work order',
      value: '{\n  "code": "WO-1",\n  "status": "open"\n}',
    });
  });

  it('resolves security: the operation’s own, else the document’s; [] means none', () => {
    expect(listAssets.security).toEqual(v30.security);
    expect(page(v30, 'delete-assets-asset-id')).toMatchObject({ security: [], deprecated: true, title: 'Delete an asset' });
  });

  it('has x-codeSamples first, then code samples in eight languages with the method and URL', () => {
    const createAsset = page(v30, 'create-asset');
    expect(createAsset.codeSamples.map((s) => s.id)).toEqual(['x-php-guzzle', ...SAMPLE_LANGUAGES.map((l) => l.id)]);
    expect(createAsset.codeSamples[0]).toEqual({
      id: 'x-php-guzzle',
      label: 'PHP (Guzzle)',
      language: 'php',
      code: "$client->post('/assets');",
      origin: 'document',
    });
    const curl = createAsset.codeSamples[1]?.code ?? '';
    expect(curl).toContain('--request POST');
    expect(curl).toContain('--url https://demo.fms.example.com/api/assets');
    expect(curl).toContain("--header 'Authorization: Bearer <token>'");
    expect(curl).toContain('Boiler 3');
    expect(page(v30, 'get-asset').codeSamples[0]?.code).toMatch(/--url https:\/\/demo\.fms\.example\.com\/api\/assets\/[0-9a-f-]{36}/);
    expect(listAssets.codeSamples[0]?.code).toContain('X-Tenant-Id: ');
    expect(listAssets.codeSamples[0]?.code).toContain('search=pump');
  });

  it('contains only the schemas it uses', () => {
    const qr = JSON.stringify(page(v30, 'get-assets-asset-id-qr'));
    expect(qr).not.toContain('UnusedThing');
    expect(qr).not.toContain('Asset"');
    const zones = JSON.stringify(page(v30, 'get-zone-tree'));
    expect(zones).toContain('Zone');
    for (const unrelated of ['UnusedThing', 'unusedField', 'Location', 'WorkOrder', 'Boiler']) expect(zones).not.toContain(unrelated);
  });
});

describe('normaliseApi: webhooks', () => {
  it('turns 3.0 x-webhooks into webhook pages', () => {
    expect(page(v30, 'on-asset-created')).toMatchObject({ kind: 'webhook', method: 'POST', path: 'assetCreated', fullUrl: 'assetCreated', codeSamples: [] });
    expect(page(v30, 'on-asset-created').requestBody?.content[0]?.schema?.refName).toBe('Asset');
  });

  it('turns 3.1 webhooks into webhook pages, slugged from method and name without an operationId', () => {
    expect(page(v31, 'post-webhook-work-order-closed')).toMatchObject({ kind: 'webhook', title: 'A work order was closed', tag: 'Other' });
  });
});

// Decision 0025 (schema trees link named schemas), "Titles that are paragraphs": GitHub's webhooks.
describe('normaliseApi: a summary that is a paragraph is not the title', () => {
  const paragraph =
    'This event occurs when there is activity relating to a check run. For information about check runs, see ' +
    '"[Getting started with the Checks API](https://docs.github.com/rest/guides/getting-started-with-the-checks-api)."\n\n' +
    'To subscribe to this event, a GitHub App must have at least read-level access for the "Checks" app permission.';
  const api = normaliseApi(
    {
      openapi: '3.1.0',
      info: { title: 'Hooks', version: '1' },
      paths: {},
      webhooks: {
        'check-run-completed': { post: { operationId: 'check-run/completed', summary: paragraph, description: 'A check run was completed.' } },
        'check-run-created': { post: { summary: `${'A very long single line summary '.repeat(5)}without an id` } },
        'check-run-rerequested': { post: { operationId: 'check-run/rerequested', summary: 'A check run was requested again' } },
      },
    },
    { id: 'hooks', file: '/hooks.json' },
  );

  it('titles it by its operationId, keeps the whole summary as HTML for the page and as the summary', () => {
    const [completed] = api.operations;
    expect(completed).toMatchObject({ title: 'check-run/completed', summary: paragraph });
    expect(completed?.summaryHtml).toContain('<a href="https://docs.github.com/rest/guides/getting-started-with-the-checks-api"');
    expect(completed?.summaryHtml).toContain('at least read-level access');
    expect(completed?.descriptionHtml).toBe('<p>A check run was completed.</p>');
  });

  it('without an operationId, its first line cut to 120 characters; a summary that is a title stays the title, with no summaryHtml', () => {
    const created = api.operations.find((op) => op.path === 'check-run-created');
    expect(created?.title).toHaveLength(120);
    expect(created?.title.endsWith('…')).toBe(true);
    const rerequested = api.operations.find((op) => op.path === 'check-run-rerequested');
    expect(rerequested).toMatchObject({ title: 'A check run was requested again' });
    expect(rerequested?.summaryHtml).toBeUndefined();
  });

  it('operationTitle: a title is one line of at most 120 characters', () => {
    expect(operationTitle('x'.repeat(120), 'id', 'GET /')).toBe('x'.repeat(120));
    expect(operationTitle('x'.repeat(121), 'id', 'GET /')).toBe('id');
    expect(operationTitle('Two\nlines', 'id', 'GET /')).toBe('id');
    expect(operationTitle('Two\nlines', undefined, 'GET /')).toBe('Two');
    expect(operationTitle(undefined, undefined, 'GET /')).toBe('GET /');
    expect(operationTitle(undefined, 'id', 'GET /')).toBe('id');
  });
});

describe('normaliseApi: 3.1 and converted 2.0 documents', () => {
  it('reads 3.1 schemas (type arrays) and a relative server', () => {
    const byCode = page(v31, 'get-work-order-by-code');
    expect(byCode.fullUrl).toBe('/api/work-orders/{code}');
    expect(byCode.codeSamples[0]?.code).toContain('https://api.example.com/api/work-orders/WO-42');
    const closedAt = byCode.responses[0]?.content[0]?.schema?.children?.find((c) => c.name === 'closedAt');
    expect(closedAt).toMatchObject({ typeLabel: 'string<date-time>', nullable: true });
  });

  it('normalises a converted Swagger 2.0 document', async () => {
    const api = normaliseApi(await loadApiDocument(fixturePath('swagger-2.0.json')), { id: 'old', file: '/old.json' });
    expect(api.warnings).toEqual([]);
    expect(api.operations.map((op) => [op.slug, op.method, op.fullUrl])).toEqual([
      ['list-assets', 'GET', 'https://fms.example.com/api/assets'],
      ['create-asset', 'POST', 'https://fms.example.com/api/assets'],
      ['upload-file', 'POST', 'https://fms.example.com/api/files'],
    ]);
    const create = page(api, 'create-asset');
    expect(create.requestBody?.content[0]?.schema).toMatchObject({ refName: 'Asset' });
    expect(create.requestBody?.content[0]?.schema?.children?.find((c) => c.name === 'parent')).toMatchObject({ circular: true });
    expect(page(api, 'upload-file').codeSamples[0]?.code).toContain('--form file=@file.bin');
    expect(page(api, 'list-assets').codeSamples[0]?.code).toContain("--header 'X-Api-Key: <api-key>'");
  });
});

describe('normaliseApi: images from another origin', () => {
  const withImages = (descriptions: { info: string; operation: string; schema: string }) =>
    normaliseApi(
      {
        openapi: '3.0.3',
        info: { title: 'Images', version: '1', description: descriptions.info },
        paths: {
          '/plans': {
            get: {
              operationId: 'getPlans',
              description: descriptions.operation,
              responses: {
                '200': {
                  description: 'OK',
                  content: { 'application/json': { schema: { type: 'object', description: descriptions.schema } } },
                },
              },
            },
          },
        },
      },
      { id: 'images', file: '/images.json' },
    );

  it('shows them as links and warns once per document, naming each with its JSON pointer', () => {
    const api = withImages({
      info: 'Overview ![map](https://cdn.example.com/map.png)',
      operation: '<img src="//img.example.com/plan.png" alt="Plan"> and again ![map](https://cdn.example.com/map.png)',
      schema: '![local](/img/logo.svg)',
    });
    expect(api.descriptionHtml).toContain('<a href="https://cdn.example.com/map.png" target="_blank" rel="noopener noreferrer">map</a>');
    expect(api.operations[0]?.descriptionHtml).not.toContain('<img');
    const warnings = api.warnings.filter((warning) => warning.includes('another origin'));
    expect(warnings).toEqual([
      '2 images from another origin shown as links, not loaded (the site makes no requests off its origin): ' +
        '//img.example.com/plan.png (#/paths/~1plans/get/description), https://cdn.example.com/map.png (#/info/description). ' +
        'To show an image, put it in static/ and refer to it by its path (e.g. /img/diagram.png).',
    ]);
  });

  it('names three and counts the rest', () => {
    const urls = [1, 2, 3, 4, 5].map((n) => `https://cdn.example.com/${n}.png`);
    const api = withImages({ info: urls.map((url) => `![${url}](${url})`).join(' '), operation: 'x', schema: 'y' });
    expect(api.warnings.filter((warning) => warning.includes('another origin'))).toEqual([
      expect.stringMatching(/^5 images .*\/3\.png \(#\/info\/description\), and 2 more\. /),
    ]);
  });

  it("warns once for the site-shell fixture's Markdown document, which is valid and has six remote images (one written with backslashes)", async () => {
    const api = normaliseApi(await loadApiDocument(fixturePath('../site-shell/markdown-api.json')), { id: 'markdown-api', file: '/markdown-api.json' });
    expect(api.warnings).toEqual([expect.stringMatching(/^6 images from another origin shown as links, .*, and 3 more\. /)]);
    const html = api.operations[0]?.descriptionHtml ?? '';
    expect(html.match(/class="md-alert md-alert-/g)).toHaveLength(5);
    expect(html).not.toMatch(/<(script|style|iframe|object|embed|form|button|svg)\b|\son\w+=|style=|href="(javascript|data):|fms-removed/i);
  });

  it('does not warn about same-origin and data: images', () => {
    const api = withImages({ info: '![a](/img/a.png)', operation: '![d](data:image/png;base64,iVBORw0KGgo=)', schema: '<img src="img/b.png">' });
    expect(api.warnings).toEqual([]);
  });
});

describe('normaliseApi: a document normalised again (develop saves it again; decision 0027)', () => {
  const fresh = (): Record<string, unknown> => structuredClone(readFixture('openapi-3.0.json')) as Record<string, unknown>;
  const options = { id: 'again-api', file: '/again.json' };
  type Operations = Record<string, Record<string, Record<string, unknown>>>;

  it("gives the same pages and warnings as the first time, an operation's own warnings included", () => {
    const withBrokenReference = (): Record<string, unknown> => {
      const document = fresh();
      const item = Object.values(document.paths as Operations).find((methods) => 'get' in methods) as Record<string, Record<string, unknown>>;
      item.get.parameters = [...((item.get.parameters as unknown[]) ?? []), { name: 'broken', in: 'query', schema: { $ref: '#/components/schemas/Missing' } }];
      return document;
    };
    const first = normaliseApi(withBrokenReference() as never, options);
    const second = normaliseApi(withBrokenReference() as never, options);
    expect(first.warnings).toEqual([expect.stringContaining('collides'), expect.stringContaining('#/components/schemas/Missing')]);
    expect(second).toEqual(first);
  });

  it('shows an edited operation as edited and leaves the others as they were', () => {
    const before = normaliseApi(fresh() as never, options);
    const edited = fresh();
    const operations = edited.paths as Operations;
    const [route, item] = Object.entries(operations).find(([, methods]) => 'get' in methods) as [string, Record<string, Record<string, unknown>>];
    (item.get as Record<string, unknown>).summary = 'An edited summary';
    const after = normaliseApi(edited as never, options);
    const changed = after.operations.filter((op, index) => JSON.stringify(op) !== JSON.stringify(before.operations[index]));
    expect(changed.map((op) => [op.method, op.path, op.title])).toEqual([['GET', route, 'An edited summary']]);
  });

  it('follows an edit outside the operations (a schema they use) into every page that shows it', () => {
    normaliseApi(fresh() as never, options);
    const edited = fresh();
    const schemas = (edited.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
    const [name, schema] = Object.entries(schemas)[0] as [string, Record<string, unknown>];
    schema.description = 'A schema description edited while the server runs';
    const after = normaliseApi(edited as never, options);
    const untouched = normaliseApi(edited as never, { ...options, id: `untouched-${name}` });
    expect(JSON.stringify(after.operations)).toContain('A schema description edited while the server runs');
    expect(after.operations).toEqual(untouched.operations.map((op) => ({ ...op, apiId: 'again-api' })));
  });
});
