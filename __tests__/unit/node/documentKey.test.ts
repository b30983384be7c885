/** @jest-environment node */
import { proseFreeKey, ResultMemo, withoutProse } from '../../../src/node/documentKey';

const document = () => ({
  openapi: '3.1.0',
  info: { title: 'Portal', version: '1.1', description: 'About it', 'x-release-date': '2026-11-01' },
  tags: [{ name: 'Assets', description: 'Things' }],
  'x-tagGroups': [{ name: 'Main', tags: ['Assets'] }],
  paths: {
    '/assets': {
      summary: 'Assets',
      description: 'All of them',
      parameters: [{ name: 'q', in: 'query', description: 'A query', schema: { type: 'string' } }],
      get: {
        operationId: 'listAssets',
        summary: 'List assets',
        description: 'Lists them',
        'x-codeSamples': [{ lang: 'sh', source: 'curl' }],
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Asset' } } } } },
      },
      additionalOperations: { COPY: { summary: 'Copy it', responses: {} } },
    },
  },
  webhooks: { created: { post: { summary: 'Created', responses: {} } } },
  components: {
    schemas: { Asset: { type: 'object', description: 'An asset', properties: { summary: { type: 'string', description: 'Its summary' } } } },
    pathItems: { shared: { description: 'Shared', get: { description: 'Shared get', responses: {} } } },
  },
});

describe('withoutProse', () => {
  it("leaves out the info's prose, tags, tag groups, and the summaries, descriptions and code samples of path items and operations", () => {
    const out = withoutProse(document()) as ReturnType<typeof document>;
    expect(out.info).toEqual({ version: '1.1', 'x-release-date': '2026-11-01' });
    expect(out).not.toHaveProperty('tags');
    expect(out).not.toHaveProperty('x-tagGroups');
    expect(out.paths['/assets']).toEqual({
      parameters: [{ name: 'q', in: 'query', description: 'A query', schema: { type: 'string' } }],
      get: { operationId: 'listAssets', responses: document().paths['/assets'].get.responses },
      additionalOperations: { COPY: { responses: {} } },
    });
    expect(out.webhooks).toEqual({ created: { post: { responses: {} } } });
    expect(out.components.pathItems).toEqual({ shared: { get: { responses: {} } } });
  });

  it('keeps schemas whole, a description or a property named summary included, and leaves the document it was given as it was', () => {
    const original = document();
    const out = withoutProse(original) as ReturnType<typeof document>;
    expect(out.components.schemas).toEqual(document().components.schemas);
    expect(original).toEqual(document());
  });
});

describe('proseFreeKey', () => {
  const key = (edit: (d: ReturnType<typeof document>) => void, other?: unknown): string => {
    const d = document();
    edit(d);
    return proseFreeKey({ document: d, other });
  };
  const base = key(() => undefined);

  it('is the same after an edit of prose', () => {
    expect(key((d) => (d.paths['/assets'].get.summary = 'Edited'))).toBe(base);
    expect(key((d) => (d.paths['/assets'].description = 'Edited'))).toBe(base);
    expect(key((d) => (d.info.description = 'Edited'))).toBe(base);
  });

  it('changes with anything else: a schema (its description too), a parameter, the version, an operationId, what is passed beside the document', () => {
    const keys = [
      key((d) => (d.components.schemas.Asset.description = 'Edited')),
      key((d) => (d.components.schemas.Asset.properties.summary.type = 'number')),
      key((d) => (d.paths['/assets'].parameters[0].description = 'Edited')),
      key((d) => (d.info.version = '1.2')),
      key((d) => (d.paths['/assets'].get.operationId = 'listAll')),
      key(() => undefined, 'other'),
    ];
    expect(new Set([base, ...keys]).size).toBe(keys.length + 1);
  });
});

describe('ResultMemo', () => {
  it('computes a result once per key and forgets the least recently used beyond its limit', () => {
    const memo = new ResultMemo<number>(2);
    let computed = 0;
    const get = (key: string): number => memo.get(key, () => (computed += 1));
    expect([get('a'), get('b'), get('a')]).toEqual([1, 2, 1]);
    get('c'); // b is now the least recently used: forgotten
    expect(get('a')).toBe(1);
    expect(get('b')).toBe(4);
    expect(computed).toBe(4);
  });
});
