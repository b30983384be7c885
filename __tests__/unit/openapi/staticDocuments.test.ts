/** @jest-environment node */
/**
 * The engine on the site's own documents (static/Portal-v1.json, static/AC-v1.json): every operation
 * gets a page, without warnings, and each page's data stays within its byte budget.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normaliseApi, PAGE_DATA_WARN_BYTES } from '../../../src/openapi/normalise';
import { loadApiDocument } from '../../../src/node/api/loadDocument';
import { HTTP_METHODS, type NormalisedApi } from '../../../src/openapi/pageData';

const ROOT = path.resolve(__dirname, '../../..');
const DOCUMENTS = [
  { id: 'portal-api', file: 'static/Portal-v1.json' },
  { id: 'ac-api', file: 'static/AC-v1.json' },
] as const;

const AC_SLUGS = [
  'authenticate',
  'authorize',
  'change-tenant',
  'create-tenant',
  'get-tenant',
  'update-tenant',
  'delete-tenant',
  'create-user',
  'get-user',
  'update-user',
  'delete-user',
  'create-group',
  'get-group',
  'update-group',
  'delete-group',
  'get-permissions',
  'update-permissions',
  'get-actions',
  'get-build-number',
  'get-user-default-tenant',
  'get-users-or-groups-names-by-id',
];
const PORTAL_SLUGS = [
  'recreate-qr-for-asset',
  'test-connections',
  'test-notification',
  'convert-text',
  'get-auto-complete-values',
  'get-users-selector-values',
];

jest.setTimeout(60_000);

describe.each(DOCUMENTS)('$file', ({ id, file }) => {
  const absolute = path.join(ROOT, file);
  const run = existsSync(absolute) ? it : it.skip;
  let api: NormalisedApi;
  let operationCount = 0;

  beforeAll(async () => {
    if (!existsSync(absolute)) return;
    const document = await loadApiDocument(absolute);
    operationCount = Object.values(document.paths ?? {}).reduce(
      (sum, item) => sum + Object.keys(item).filter((key) => (HTTP_METHODS as readonly string[]).includes(key)).length,
      0,
    );
    api = normaliseApi(document, { id, file: `/${path.basename(file)}` });
  });

  run('gives every operation a page, without warnings', () => {
    expect(api.warnings).toEqual([]);
    expect(api.operations.filter((op) => op.kind === 'operation')).toHaveLength(operationCount);
    expect(new Set(api.operations.map((op) => op.slug)).size).toBe(api.operations.length);
    expect(api.tags.flatMap((tag) => tag.operationSlugs).sort()).toEqual(expect.arrayContaining(api.operations.map((op) => op.slug).sort()));
  });

  run('has the pages the specification names', () => {
    const slugs = api.operations.map((op) => op.slug);
    expect(slugs).toEqual(expect.arrayContaining(id === 'ac-api' ? AC_SLUGS : PORTAL_SLUGS));
  });

  run('keeps each page within its data budget', () => {
    const largest = Math.max(...api.operations.map((op) => Buffer.byteLength(JSON.stringify(op))));
    expect(largest).toBeLessThan(PAGE_DATA_WARN_BYTES);
  });
});
