/** @jest-environment node */
import { API_PAGE_SEGMENTS, kebabCase, operationSlug, reservedApiSegments, uniqueSlugs } from '../../../src/openapi/slug';
import { SCHEMAS_SEGMENT, schemaRoute } from '../../../src/apiReference/routes/schemaPages';
import { TAGS_SEGMENT, tagPageRoute } from '../../../src/apiReference/routes/tagPages';
import { changelogRoute } from '../../../src/node/api/changelog';
import { changelogFeedPaths } from '../../../src/node/api/changelogFeeds';
import { apiIndexRoute } from '../../../src/node/api/routes';

describe('kebabCase', () => {
  it.each([
    ['recreateQrForAsset', 'recreate-qr-for-asset'],
    ['getUsersOrGroupsNamesById', 'get-users-or-groups-names-by-id'],
    ['getAPIKey', 'get-api-key'],
    ['GetV2Assets', 'get-v2-assets'],
    ['change_tenant', 'change-tenant'],
    ['Assets.Get', 'assets-get'],
    ['Work orders', 'work-orders'],
    ['Zählerstände', 'zahlerstande'],
    ['--already-kebab--', 'already-kebab'],
  ])('%s → %s', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});

describe('operationSlug', () => {
  it('uses the operationId when there is one', () => {
    expect(operationSlug({ operationId: 'recreateQrForAsset', method: 'post', path: '/x' })).toBe('recreate-qr-for-asset');
  });

  it('falls back to method and path without an operationId', () => {
    expect(operationSlug({ method: 'GET', path: '/assets/{assetId}/qr' })).toBe('get-assets-asset-id-qr');
    expect(operationSlug({ operationId: '', method: 'delete', path: '/assets/{assetId}' })).toBe('delete-assets-asset-id');
  });

  it('names webhooks without an operationId by method and name', () => {
    expect(operationSlug({ method: 'post', path: 'assetCreated', kind: 'webhook' })).toBe('post-webhook-asset-created');
  });

  it('never returns an empty slug', () => {
    expect(operationSlug({ operationId: '***', method: '', path: '' })).toBe('operation');
  });
});

describe('uniqueSlugs', () => {
  it('keeps the first and suffixes later ones in order, with a warning naming both operations', () => {
    const result = uniqueSlugs(
      ['get-asset', 'list-assets', 'get-asset', 'get-asset'],
      ['GET /a (getAsset)', 'GET /as', 'PUT /a (get_asset)', 'PATCH /a (GetAsset)'],
    );
    expect(result.slugs).toEqual(['get-asset', 'list-assets', 'get-asset-2', 'get-asset-3']);
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[0]).toContain('PUT /a (get_asset)');
    expect(result.warnings[0]).toContain('GET /a (getAsset)');
    expect(result.warnings[0]).toContain('"get-asset-2"');
  });

  it('skips a suffix another operation already has as its own slug', () => {
    expect(uniqueSlugs(['a', 'a-2', 'a'], ['x', 'y', 'z']).slugs).toEqual(['a', 'a-2', 'a-3']);
  });

  it('is deterministic', () => {
    const input = ['x', 'x', 'y', 'x'];
    expect(uniqueSlugs(input, input).slugs).toEqual(uniqueSlugs(input, input).slugs);
  });
});

describe('reserved segments (issue 42)', () => {
  const reserved = reservedApiSegments('portal-api');
  const pointers = ['#/paths/~1changelog/get', '#/paths/~1schemas/get', '#/paths/~1tags/get', '#/paths/~1assets/get'];

  it("reserves every segment the API's own pages take under its route, and the routes take theirs from the list", () => {
    expect([...reserved.keys()].sort()).toEqual(['changelog', 'schemas', 'tags']);
    expect(Object.values(API_PAGE_SEGMENTS).sort()).toEqual([...reserved.keys()].sort());
    const firstSegment = (route: string): string | undefined => route.slice(`${apiIndexRoute('portal-api')}/`.length).split(/[/#]/)[0];
    expect(SCHEMAS_SEGMENT).toBe(API_PAGE_SEGMENTS.schemas);
    expect(TAGS_SEGMENT).toBe(API_PAGE_SEGMENTS.tags);
    const apiRoute = apiIndexRoute('portal-api');
    const ownPages = [
      changelogRoute('portal-api'),
      changelogFeedPaths('portal-api').rss,
      changelogFeedPaths('portal-api').atom,
      schemaRoute(apiRoute, 'asset'),
      tagPageRoute(apiRoute, 'assets'),
    ];
    for (const route of ownPages) expect(reserved.has(firstSegment(route) ?? '')).toBe(true);
  });

  it('gives an operation wanting a reserved slug the next free suffix, with a warning naming its pointer and the page', () => {
    const result = uniqueSlugs(
      ['changelog', 'schemas', 'tags', 'list-assets'],
      ['GET /changelog (changelog)', 'GET /schemas (schemas)', 'GET /tags (tags)', 'GET /assets'],
      {
        reserved,
        pointers,
      },
    );
    expect(result.slugs).toEqual(['changelog-2', 'schemas-2', 'tags-2', 'list-assets']);
    expect(result.warnings).toEqual([
      'Operation slug "changelog" of GET /changelog (changelog) (#/paths/~1changelog/get) is reserved for the changelog page of API "portal-api" (…/portal-api/changelog); the page uses "changelog-2" instead.',
      'Operation slug "schemas" of GET /schemas (schemas) (#/paths/~1schemas/get) is reserved for the folder of API "portal-api"\'s schema pages (…/portal-api/schemas/…); the page uses "schemas-2" instead.',
      'Operation slug "tags" of GET /tags (tags) (#/paths/~1tags/get) is reserved for the folder of API "portal-api"\'s tag pages (…/portal-api/tags/…); the page uses "tags-2" instead.',
    ]);
  });

  it('skips a suffix another operation has as its own slug, before or after it', () => {
    expect(uniqueSlugs(['changelog', 'changelog-2'], ['a', 'b'], { reserved }).slugs).toEqual(['changelog-3', 'changelog-2']);
    expect(uniqueSlugs(['changelog-2', 'changelog'], ['a', 'b'], { reserved }).slugs).toEqual(['changelog-2', 'changelog-3']);
    const twice = uniqueSlugs(['changelog', 'changelog', 'changelog-2'], ['a', 'b', 'c'], { reserved });
    expect(twice.slugs).toEqual(['changelog-3', 'changelog-4', 'changelog-2']);
    expect(twice.warnings).toHaveLength(2);
    expect(twice.warnings.every((warning) => warning.includes('is reserved for the changelog page'))).toBe(true);
  });

  it('never gives a reserved slug as a suffix either', () => {
    const own = new Map([['a-2', 'page A2']]);
    expect(uniqueSlugs(['a', 'a'], ['x', 'y'], { reserved: own }).slugs).toEqual(['a', 'a-3']);
  });

  it('reserves nothing without the option (schema and tag slugs have folders of their own)', () => {
    expect(uniqueSlugs(['changelog', 'schemas', 'tags'], ['x', 'y', 'z'])).toEqual({ slugs: ['changelog', 'schemas', 'tags'], warnings: [] });
  });
});
