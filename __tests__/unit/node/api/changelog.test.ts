/** @jest-environment node */
import type { ApiChange } from '../../../../src/node/api/apiDiff';
import {
  changeAnchor,
  changelogRoute,
  changelogVersionHref,
  changelogVersions,
  changeMarks,
  changeSentence,
  compareVersions,
  documentVersion,
  schemaChangeMarks,
  type ApiVersionDocument,
} from '../../../../src/node/api/changelog';

type Json = Record<string, unknown>;

const asset = (extra: Json = {}): Json => ({
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' }, status: { type: 'string', enum: ['active', 'retired'] }, name: { type: 'string' }, ...extra },
});

function version(number: string, paths: Json, schemas: Json, date?: string): ApiVersionDocument {
  return {
    version: number,
    ...(date ? { date } : {}),
    setting: `v${number}`,
    document: { openapi: '3.0.3', info: { title: 'Portal', version: number }, paths, components: { schemas } },
  };
}

const listAssets = (parameters: Json[], responses: Json = {}): Json => ({
  get: {
    operationId: 'listAssets',
    parameters,
    responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Asset' } } } }, ...responses },
  },
});
const zoneId = (required: boolean): Json => ({ name: 'zoneId', in: 'query', required, schema: { type: 'string' } });

const v10 = version(
  '1.0',
  { '/assets': listAssets([zoneId(false)]), '/legacy': { get: { operationId: 'legacy', responses: { '200': { description: 'OK' } } } } },
  { Asset: asset() },
);
const v11 = version(
  '1.1',
  {
    '/assets': {
      ...listAssets([zoneId(true)], { '404': { description: 'Not found' } }),
      post: { operationId: 'createAsset', responses: { '201': { description: 'Created' } } },
    },
    '/legacy': { get: { operationId: 'legacy', responses: { '200': { description: 'OK' } } } },
  },
  { Asset: asset({ status: { type: 'string', enum: ['active', 'retired', 'lost'] }, name: { type: 'string', deprecated: true } }) },
  '2026-11-02',
);
const v12 = version(
  '1.2',
  { '/assets': listAssets([zoneId(true)], { '404': { description: 'Not found' } }) },
  { Asset: asset({ status: { type: 'string', enum: ['active', 'retired', 'lost'] }, name: { type: 'string', deprecated: true } }) },
);

const operations = [
  { method: 'GET', path: '/assets', slug: 'list-assets' },
  { method: 'POST', path: '/assets', slug: 'create-asset' },
];

describe('compareVersions and changelogVersions', () => {
  const compared = compareVersions([v10, v11, v12]);
  const versions = changelogVersions('portal-api', compared, operations);

  it('compares each version with the one before, newest first, with its date', () => {
    expect(compared.map((entry) => `${entry.previous}→${entry.version}`)).toEqual(['1.1→1.2', '1.0→1.1']);
    expect(versions[1]).toMatchObject({ version: '1.1', previous: '1.0', date: '2026-11-02', anchor: 'version-1-1', breakingCount: 2 });
    expect(versions[0]?.date).toBeUndefined();
  });

  it('says each change in a plain sentence grouped by operation, breaking ones first, linking to the current page', () => {
    const [get, post] = versions[1]?.groups ?? [];
    expect(get).toMatchObject({ title: 'GET /assets', href: '/docs/api/portal-api/list-assets', breaking: true, removed: false });
    expect(get?.changes.map((change) => [change.breaking, change.text, change.href])).toEqual([
      [true, 'Query parameter `zoneId` is now required.', '/docs/api/portal-api/list-assets#parameter-query-zoneId'],
      [true, 'New value `lost` for field `status` of the 200 response.', '/docs/api/portal-api/list-assets#response-200.status'],
      [false, 'Field `name` of the 200 response deprecated.', '/docs/api/portal-api/list-assets#response-200.name'],
      [false, 'New response `404`.', '/docs/api/portal-api/list-assets#response-404'],
    ]);
    expect(post).toMatchObject({ title: 'POST /assets', href: '/docs/api/portal-api/create-asset', breaking: false });
    expect(post?.changes.map((change) => change.text)).toEqual(['New operation.']);
  });

  it("links into the page's trees where the page has the node (a schema shown by name takes a link into it)", () => {
    const shownByName = operations.map((operation) => ({
      ...operation,
      anchorOf: (anchor: string) => anchor.replace(/^response-200\..*$/, 'response-200.items'),
    }));
    const [get] = changelogVersions('portal-api', compared, shownByName)[1]?.groups ?? [];
    expect(get?.changes.map((change) => change.href)).toEqual([
      '/docs/api/portal-api/list-assets#parameter-query-zoneId',
      '/docs/api/portal-api/list-assets#response-200.items',
      '/docs/api/portal-api/list-assets#response-200.items',
      '/docs/api/portal-api/list-assets#response-404',
    ]);
  });

  it('an operation no longer in the current document has no link and is marked removed', () => {
    const legacy = versions[0]?.groups.find((group) => group.title === 'GET /legacy');
    expect(legacy).toMatchObject({ title: 'GET /legacy', removed: true, breaking: true });
    expect(legacy?.href).toBeUndefined();
    expect(legacy?.changes[0]).toMatchObject({ text: 'Operation removed.', breaking: true });
    expect(legacy?.changes[0]?.href).toBeUndefined();
  });

  it('marks the newest version’s new and changed operations, linking to its entry', () => {
    const marks = changeMarks('portal-api', compareVersions([v10, v11])[0], operations);
    expect(marks).toEqual({
      'list-assets': { kind: 'changed', version: '1.1', href: '/docs/api/portal-api/changelog#version-1-1' },
      'create-asset': { kind: 'new', version: '1.1', href: '/docs/api/portal-api/changelog#version-1-1' },
    });
    expect(changeMarks('portal-api', undefined, operations)).toEqual({});
  });
});

describe('schemaChangeMarks', () => {
  const href = '/docs/api/portal-api/changelog#version-1-1';
  const before = { components: { schemas: { Asset: asset(), Zone: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } } } } };
  it('marks a schema the previous version did not name as new, one whose definition differs as changed; key order is not a change', () => {
    const after = {
      components: {
        schemas: {
          Asset: asset({ qrCodeUrl: { type: 'string', deprecated: true } }),
          // The same definition, written in another key order.
          Zone: { properties: { b: { type: 'integer' }, a: { type: 'string' } }, type: 'object' },
          ChatMessage: { type: 'object' },
        },
      },
    };
    expect(schemaChangeMarks('portal-api', '1.1', before, after)).toEqual({
      Asset: { kind: 'changed', version: '1.1', href },
      ChatMessage: { kind: 'new', version: '1.1', href },
    });
  });

  it('marks nothing without a history', () => {
    expect(schemaChangeMarks('portal-api', undefined, undefined, before)).toEqual({});
  });
});

describe('changeSentence', () => {
  const change = (kind: ApiChange['kind'], location: ApiChange['location'], extra: Partial<ApiChange> = {}): ApiChange => ({
    kind,
    breaking: false,
    location,
    pointer: '#',
    ...extra,
  });

  it('names parameters, bodies, responses and nested fields', () => {
    expect(changeSentence(change('parameter-added', { side: 'request', parameterIn: 'header', parameterName: 'X-Trace' }))).toBe(
      'New optional header parameter `X-Trace`.',
    );
    expect(changeSentence(change('parameter-added', { side: 'request', parameterIn: 'query', parameterName: 'zoneId' }, { breaking: true }))).toBe(
      'New required query parameter `zoneId`.',
    );
    expect(changeSentence(change('property-added', { side: 'request', mediaType: 'application/json', property: ['location', 'floor'] }))).toBe(
      'New optional field `floor` in field `location` of the request body.',
    );
    expect(
      changeSentence(change('property-removed', { side: 'response', status: '200', mediaType: 'application/xml', property: ['tags', '[]', 'label'] })),
    ).toBe('Field `label` removed from field `tags[]` of the 200 response (application/xml).');
    expect(changeSentence(change('property-optional', { side: 'response', status: '200', property: ['name'] }))).toBe(
      'Field `name` of the 200 response may now be missing.',
    );
    expect(changeSentence(change('property-required', { side: 'request', property: ['name'] }))).toBe('Field `name` of the request body is now required.');
  });

  it('says values, constraints, types, media types, security and servers', () => {
    expect(changeSentence(change('enum-value-removed', { side: 'request', property: ['status'] }, { before: 'lost' }))).toBe(
      'Value `lost` no longer allowed for field `status` of the request body.',
    );
    expect(changeSentence(change('constraint-narrowed', { side: 'request', property: ['name'] }, { keyword: 'maxLength', before: 100, after: 50 }))).toBe(
      '`maxLength` of field `name` of the request body changed from `100` to `50`.',
    );
    expect(changeSentence(change('constraint-narrowed', { side: 'request', property: ['name'] }, { keyword: 'minLength', after: 3 }))).toBe(
      'Field `name` of the request body now has `minLength` `3`.',
    );
    expect(
      changeSentence(
        change(
          'type-changed',
          { side: 'request', parameterIn: 'query', parameterName: 'limit', property: [] },
          { keyword: 'type', before: 'string', after: 'integer' },
        ),
      ),
    ).toBe('Type of query parameter `limit` changed from `string` to `integer`.');
    expect(changeSentence(change('media-type-removed', { side: 'response', status: '200', mediaType: 'text/csv' }))).toBe(
      'The 200 response can no longer be `text/csv`.',
    );
    expect(changeSentence(change('security-added', {}, { breaking: true, after: 'apiKey' }))).toBe('Now requires authentication: `apiKey`.');
    expect(changeSentence(change('server-removed', {}, { before: 'https://old.example' }))).toBe('Server `https://old.example` removed.');
    expect(changeSentence(change('operation-id-changed', {}, { before: 'listAssets', after: 'getAssets' }))).toBe(
      'operationId renamed from `listAssets` to `getAssets`.',
    );
  });
});

describe('anchors and routes', () => {
  it('points at the place of the change, or the nearest one still there', () => {
    expect(changeAnchor({ kind: 'property-added', breaking: false, pointer: '#', location: { side: 'request', property: ['location', 'zone id'] } })).toBe(
      'request-body.location.zone-id',
    );
    expect(
      changeAnchor({ kind: 'property-removed', breaking: true, pointer: '#', location: { side: 'response', status: '200', property: ['location', 'zoneId'] } }),
    ).toBe('response-200.location');
    expect(changeAnchor({ kind: 'property-removed', breaking: true, pointer: '#', location: { side: 'response', status: '200', property: ['zoneId'] } })).toBe(
      'response-200',
    );
    expect(
      changeAnchor({ kind: 'parameter-removed', breaking: true, pointer: '#', location: { side: 'request', parameterIn: 'query', parameterName: 'x' } }),
    ).toBeUndefined();
    // The page puts an array's item properties under the array: list-assets' `response-200.items.qrCodeUrl`.
    expect(
      changeAnchor({
        kind: 'property-deprecated',
        breaking: false,
        pointer: '#',
        location: { side: 'response', status: '200', property: ['items', '[]', 'qrCodeUrl'] },
      }),
    ).toBe('response-200.items.qrCodeUrl');
  });

  it('routes the page and its versions', () => {
    expect(changelogRoute('ac-api')).toBe('/docs/api/ac-api/changelog');
    expect(changelogVersionHref('ac-api', '2.0.1')).toBe('/docs/api/ac-api/changelog#version-2-0-1');
  });

  it('reads a document’s version and release date', () => {
    expect(documentVersion({ info: { version: '1.1', 'x-release-date': '2026-11-02' } })).toEqual({ version: '1.1', date: '2026-11-02' });
    expect(documentVersion({ info: { version: '1.0' } })).toEqual({ version: '1.0' });
  });

  it('drops a release date that is not a real calendar date written YYYY-MM-DD, saying so with its JSON pointer (issue 42)', () => {
    for (const date of ['yesterday', '2026-02-30', '2026-13-01', '2026-1-5', '02/11/2026', '2026-11-02T10:00:00Z', '', 20261102, null, { y: 2026 }]) {
      const warn = jest.fn<void, [string]>();
      expect(documentVersion({ info: { version: '1.1', 'x-release-date': date } }, warn)).toEqual({ version: '1.1' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('#/info/x-release-date');
      expect(warn.mock.calls[0]?.[0]).toContain('version "1.1" is shown without a date');
    }
    const warn = jest.fn<void, [string]>();
    documentVersion({ info: { version: '1.1', 'x-release-date': 'yesterday' } }, warn);
    expect(warn).toHaveBeenCalledWith(
      'info.x-release-date "yesterday" (at #/info/x-release-date) is not a calendar date written YYYY-MM-DD, such as "2026-11-02"; version "1.1" is shown without a date.',
    );
    // A leap day is a date; no date at all is no problem.
    expect(documentVersion({ info: { version: '1.1', 'x-release-date': '2028-02-29' } }, warn)).toEqual({ version: '1.1', date: '2028-02-29' });
    expect(documentVersion({ info: { version: '1.1' } }, warn)).toEqual({ version: '1.1' });
    expect(documentVersion({}, warn)).toEqual({ version: '' });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
