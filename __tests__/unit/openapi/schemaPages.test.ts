/** @jest-environment node */
import { normaliseApi } from '../../../src/openapi/normalise';
import { schemaSlugs } from '../../../src/openapi/schemaPages';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const document = {
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  paths: {
    '/assets/{id}': {
      get: {
        operationId: 'getAsset',
        summary: 'Get an asset',
        deprecated: true,
        responses: { 200: { description: 'OK', content: { 'application/json': { schema: ref('Asset') } } } },
      },
    },
  },
  components: {
    schemas: {
      Asset: {
        type: 'object',
        description: 'A thing the facility maintains. It has a code.',
        properties: { zone: ref('Zone'), code: { type: 'string', example: 'A-1' } },
      },
      Zone: { type: 'object', deprecated: true, properties: { name: { type: 'string' } }, example: { name: 'Basement' } },
      asset: { type: 'string' },
    },
  },
};

describe('schema pages', () => {
  const api = normaliseApi(document as never, { id: 't', file: '/t.json' });
  const page = (name: string) => api.schemas.find((schema) => schema.name === name);

  it('one page per named schema, in document order, with unique kebab-case slugs', () => {
    expect(api.schemas.map((schema) => [schema.name, schema.slug])).toEqual([
      ['Asset', 'asset'],
      ['Zone', 'zone'],
      ['asset', 'asset-2'],
    ]);
    expect(api.warnings.some((warning) => warning.includes('schema "asset"'))).toBe(true);
    expect(schemaSlugs({}, () => undefined).size).toBe(0);
  });

  it('has the description above the tree (not repeated in its root), the folded tree, deprecation and an example', () => {
    expect(page('Asset')?.descriptionHtml).toContain('A thing the facility maintains.');
    expect(page('Asset')?.tree.descriptionHtml).toBeUndefined();
    expect(page('Asset')?.tree.children?.map((child) => child.name)).toEqual(['zone', 'code']);
    expect(page('Zone')?.deprecated).toBe(true);
    expect(JSON.parse(page('Zone')?.examples[0]?.value ?? 'null')).toEqual({ name: 'Basement' });
    expect(JSON.parse(page('Asset')?.examples[0]?.value ?? 'null')).toMatchObject({ code: 'A-1' });
  });

  it('lists the operations using it, with their places, and the schemas referring to it', () => {
    expect(page('Asset')?.usedBy).toEqual([
      {
        slug: 'get-asset',
        kind: 'operation',
        method: 'GET',
        path: '/assets/{id}',
        title: 'Get an asset',
        deprecated: true,
        places: [{ in: 'response', status: '200' }],
      },
    ]);
    expect(page('Zone')?.usedBy[0]?.places).toEqual([{ in: 'response', status: '200', via: 'Asset' }]);
    expect(page('Zone')?.referencedBy).toEqual([{ name: 'Asset', slug: 'asset' }]);
    expect(page('asset')?.usedBy).toEqual([]);
  });

  it('operation and schema pages link the schemas their trees show', () => {
    expect(api.operations[0]?.schemaLinks).toEqual({ Asset: 'asset', Zone: 'zone' });
    expect(page('Asset')?.schemaLinks).toEqual({ Zone: 'zone' });
  });

  it('the setting off: no schema pages and no links', () => {
    const off = normaliseApi(document as never, { id: 't', file: '/t.json', schemaPages: false });
    expect(off.schemas).toEqual([]);
    expect(off.operations[0]?.schemaLinks).toBeUndefined();
  });
});

// Decision 0025, "Repeated inline contents": GitHub's webhook payloads are named schemas whose objects are inline.
describe('schema pages print repeated inline contents once', () => {
  const pullRequest = {
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field_${i}`, { type: 'string' }])),
  };
  const api = normaliseApi(
    {
      openapi: '3.1.0',
      info: { title: 'Hooks', version: '1' },
      paths: {},
      components: {
        schemas: {
          'webhook-pull-request-review-requested': {
            oneOf: [
              { type: 'object', properties: { pull_request: pullRequest, reviewer: { type: 'string' } } },
              { type: 'object', properties: { pull_request: pullRequest, team: { type: 'string' } } },
            ],
          },
        },
      },
    },
    { id: 'hooks', file: '/hooks.json' },
  );

  test("the second option's pull_request links the first", () => {
    const tree = api.schemas[0]?.tree;
    const second = tree?.variants?.options[1]?.node.children?.find((child) => child.name === 'pull_request');
    expect(second?.sameAs).toBe('option-1.pull_request');
    expect(second?.children).toBeUndefined();
    expect(tree?.variants?.options[0]?.node.children?.find((child) => child.name === 'pull_request')?.children).toHaveLength(20);
  });
});
