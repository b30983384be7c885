/** @jest-environment node */
import { apiDocument, changelogDocuments, guideDocuments, schemaDocument, splitAtHeadings } from '../../../../src/node/search/records';

describe('index documents', () => {
  const body = [
    'Intro text.',
    '',
    '## Fields',
    'The fields.',
    '',
    '```md',
    '## not a heading',
    '```',
    '',
    '### Status',
    'Values.',
    '',
    '#### Deep',
    'Deep text.',
  ].join('\n');

  test('headings inside code fences are not sections', () => {
    expect(splitAtHeadings(body).map((p) => p.heading)).toEqual(['', 'Fields', 'Status', 'Deep']);
  });

  test('a guide page and its h2/h3 sections, linking to page#section', () => {
    const docs = guideDocuments({
      title: 'Work orders',
      route: '/docs/intro/workorders',
      body,
      tableOfContents: { items: [{ url: '#fields', title: 'Fields', items: [{ url: '#status', title: 'Status', items: [{ url: '#deep', title: 'Deep' }] }] }] },
    });
    expect(docs.map((d) => d.url)).toEqual(['/docs/intro/workorders', '/docs/intro/workorders#fields', '/docs/intro/workorders#status']);
    expect(docs[1]).toMatchObject({ section: 'Fields', title: 'Work orders' });
    expect(docs[2].text).toContain('Values.');
    // One indexed field: the page title and the section heading are words of the section's text.
    expect(docs[1].text).toMatch(/^Work orders Fields The fields\.$/);
  });

  test('excerpts and text are one line of prose: no table rules, no space before punctuation', () => {
    const [page] = guideDocuments({
      title: 'Zones',
      route: '/docs/intro/zones',
      body: ['| Field | Type |', '| --- | :-: |', '| `code` | string |', '', 'Use `zoneId`, not the name.'].join('\n'),
      tableOfContents: null,
    });
    expect(page.excerpt).toBe('Field Type code string Use zoneId, not the name.');
    expect(page.text).toBe(`Zones ${page.excerpt}`);
  });

  test('an operation is indexed with its id, slug, method, path, tag, description and parameter names', () => {
    const doc = apiDocument(
      {
        title: 'Get an asset',
        route: '/docs/api/portal-api/get-asset',
        method: 'GET',
        path: '/assets/{assetId}',
        slug: 'get-asset',
        tag: 'Assets',
        data: {
          operationId: 'getAsset',
          fullUrl: 'https://fms-portal.example.com/api/assets/{assetId}',
          descriptionHtml: '<p>Returns <strong>one</strong> asset.</p>',
          parameters: { path: [{ name: 'assetId' }], query: [{ name: 'include' }] },
        },
      },
      'Portal API',
    );
    expect(doc).toMatchObject({
      operationId: 'getAsset',
      slug: 'get-asset',
      method: 'GET',
      path: '/assets/{assetId}',
      basePath: '/api',
      apiName: 'Portal API',
      excerpt: 'Returns one asset.',
    });
    for (const word of ['getAsset', 'get-asset', 'Assets', 'assetId', 'include', 'one asset']) expect(doc.text).toContain(word);
  });

  test('a schema page is a Schemas result, found by its name, description and property names', () => {
    const doc = schemaDocument({
      name: 'WorkOrder',
      route: '/docs/api/portal-api/schemas/work-order',
      data: {
        descriptionHtml: '<p>A repair job on an <code>Asset</code>.</p>',
        tree: { children: [{ name: 'workOrderId' }, { name: 'dueDate' }] },
      },
      apiName: 'Portal API',
    });
    expect(doc).toEqual({
      kind: 'schema',
      title: 'WorkOrder',
      url: '/docs/api/portal-api/schemas/work-order',
      apiName: 'Portal API',
      excerpt: 'A repair job on an Asset.',
      text: 'WorkOrder Work Order A repair job on an Asset. workOrderId dueDate',
    });
    expect(schemaDocument({ name: 'Empty', route: '/s/empty', data: {} })).toEqual({
      kind: 'schema',
      title: 'Empty',
      url: '/s/empty',
      excerpt: 'Empty',
      text: 'Empty Empty',
    });
  });
});

describe('schema and deprecation records (issue 24)', () => {
  it('a schema page is found by its name, its words and its description', () => {
    const record = schemaDocument({
      name: 'AssetCategory',
      route: '/docs/api/portal-api/schemas/asset-category',
      deprecated: true,
      data: { descriptionHtml: '<p>A kind of asset &amp; its fields.</p>' },
    });
    expect(record).toMatchObject({ kind: 'schema', title: 'AssetCategory', url: '/docs/api/portal-api/schemas/asset-category', deprecated: true });
    expect(record.excerpt).toBe('A kind of asset its fields.');
    expect(record.text).toContain('AssetCategory Asset Category');
  });

  it('an operation titled by its operationId (its summary is a paragraph) is still found by the words of its summary', () => {
    const base = { route: '/r', method: 'POST', path: 'check-run-completed', slug: 's', tag: 'x' };
    const summary = 'This event occurs when there is activity relating to a check run.';
    const doc = apiDocument({ ...base, title: 'check-run/completed', data: { operationId: 'check-run/completed', summary } });
    expect(doc.title).toBe('check-run/completed');
    expect(doc.text).toContain(summary);
    // A summary that is the title is not indexed twice.
    expect(apiDocument({ ...base, title: 'T', data: { summary: 'T' } }).text).toBe('T s POST check-run-completed x');
  });

  it('a deprecated operation says so; others carry no flag', () => {
    const base = { title: 'T', route: '/r', method: 'GET', path: '/p', slug: 's', tag: 'x', data: {} };
    expect(apiDocument({ ...base, deprecated: true }).deprecated).toBe(true);
    expect(apiDocument({ ...base, deprecated: false })).not.toHaveProperty('deprecated');
  });

  it('an API changelog: one record per version at its entry, its sentences as text, so "zoneId required" finds it', () => {
    const changelog = JSON.stringify([
      {
        version: '1.1',
        previous: '1.0',
        anchor: 'version-1-1',
        changeCount: 1,
        breakingCount: 1,
        groups: [
          {
            title: 'GET /assets',
            removed: false,
            breaking: true,
            changes: [{ text: 'Query parameter `zoneId` is now required.', breaking: true, kind: 'parameter-required', pointer: '#' }],
          },
        ],
      },
    ]);
    const [record, ...rest] = changelogDocuments({ label: 'Portal API', changelogRoute: '/docs/api/portal-api/changelog', changelog });
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ kind: 'guide', title: 'Portal API changelog', section: 'Version 1.1', url: '/docs/api/portal-api/changelog#version-1-1' });
    expect(record?.text).toContain('GET /assets: Query parameter zoneId is now required.');
    expect(changelogDocuments({ label: 'AC', changelogRoute: null, changelog: '[]' })).toEqual([]);
  });
});
