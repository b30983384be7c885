/** @jest-environment node */
import { kebabCase, operationSlug, uniqueSlugs } from '../../../src/openapi/slug';

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
