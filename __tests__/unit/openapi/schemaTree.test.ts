/** @jest-environment node */
import { buildSchemaTree, shallowTypeLabel } from '../../../src/openapi/schemaTree';
import type { SchemaNode } from '../../../src/openapi/pageData';
import { readFixture } from '../../support/fixtures';

const v30 = readFixture('openapi-3.0.json');
const v31 = readFixture('openapi-3.1.json');
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const child = (node: SchemaNode, name: string): SchemaNode => {
  const found = node.children?.find((c) => c.name === name);
  if (!found) throw new Error(`no child ${name} in ${JSON.stringify(node.children?.map((c) => c.name))}`);
  return found;
};

describe('buildSchemaTree: types and facts', () => {
  const asset = buildSchemaTree(ref('Asset'), v30);

  it('labels types with formats and names referenced schemas', () => {
    expect(asset.refName).toBe('Asset');
    expect(asset.typeLabel).toBe('object');
    expect(child(asset, 'id').typeLabel).toBe('string<uuid>');
    expect(child(asset, 'categoryId').typeLabel).toBe('integer<int32>');
    expect(child(asset, 'tags').typeLabel).toBe('array<string>');
    expect(buildSchemaTree({ type: 'array', items: ref('Asset') }, v30).typeLabel).toBe('array<Asset>');
  });

  it('carries required, nullable, read/write-only, enum, default, example and description', () => {
    expect(child(asset, 'name')).toMatchObject({ required: true, example: 'Boiler 3', constraints: { minLength: 1, maxLength: 100 } });
    expect(child(asset, 'id').required).toBeUndefined();
    expect(child(asset, 'id').readOnly).toBe(true);
    expect(child(asset, 'secret').writeOnly).toBe(true);
    expect(child(asset, 'categoryId').nullable).toBe(true);
    expect(child(asset, 'status')).toMatchObject({ enum: ['active', 'retired'], default: 'active' });
    expect(asset.descriptionHtml).toBe('<p>A thing the facility owns.</p>');
  });

  it("normalises 3.0's boolean exclusiveMinimum and keeps other constraints", () => {
    expect(child(asset, 'weight').constraints).toEqual({ exclusiveMinimum: 0, multipleOf: 0.5 });
    expect(child(asset, 'tags').constraints).toEqual({ maxItems: 10, uniqueItems: true });
  });

  it('shows additionalProperties as a child', () => {
    expect(child(asset, 'attributes').children).toEqual([{ role: 'additionalProperties', typeLabel: 'string' }]);
  });

  it("reads 3.1 type arrays with 'null' as nullable, const as a one-value enum, numeric exclusive bounds", () => {
    const workOrder = buildSchemaTree(ref('WorkOrder'), v31);
    expect(child(workOrder, 'closedAt')).toMatchObject({ typeLabel: 'string<date-time>', nullable: true });
    expect(child(workOrder, 'kind')).toMatchObject({ typeLabel: 'string', enum: ['repair'] });
    expect(child(workOrder, 'priority').constraints).toEqual({ exclusiveMinimum: 0, exclusiveMaximum: 10 });
    expect(child(workOrder, 'assignee')).toMatchObject({ refName: 'Person', nullable: true, descriptionHtml: '<p>Who does the work.</p>' });
    expect(shallowTypeLabel({ type: ['integer', 'string', 'null'] })).toBe('integer | string');
  });

  it('produces plain JSON data', () => {
    expect(JSON.parse(JSON.stringify(asset))).toEqual(asset);
  });
});

describe('buildSchemaTree: circular references', () => {
  it('terminates and marks a $ref already on the path', () => {
    const zone = buildSchemaTree(ref('Zone'), v30);
    expect(child(zone, 'parent')).toMatchObject({ refName: 'Zone', circular: true, nullable: true });
    expect(child(zone, 'parent').children).toBeUndefined();
    expect(child(zone, 'children')).toMatchObject({ typeLabel: 'array<Zone>', circular: true });
  });

  it('terminates on recursion through arrays of the same schema (3.1)', () => {
    const workOrder = buildSchemaTree(ref('WorkOrder'), v31);
    expect(child(workOrder, 'related')).toMatchObject({ typeLabel: 'array<WorkOrder>', circular: true });
  });

  it('terminates on mutual recursion and on allOf cycles', () => {
    const document = {
      components: {
        schemas: {
          A: { type: 'object', properties: { b: ref('B') } },
          B: { type: 'object', properties: { a: ref('A'), self: { allOf: [ref('B'), { description: 'me again' }] } } },
          Loop: { allOf: [ref('Loop2')] },
          Loop2: { allOf: [ref('Loop'), { properties: { x: { type: 'string' } } }] },
        },
      },
    };
    const a = buildSchemaTree(ref('A'), document);
    expect(child(child(a, 'b'), 'a')).toMatchObject({ refName: 'A', circular: true });
    const self = child(child(a, 'b'), 'self');
    expect(JSON.stringify(self).length).toBeLessThan(2000);
    expect(() => buildSchemaTree(ref('Loop'), document)).not.toThrow();
  });
});

describe('buildSchemaTree: allOf', () => {
  const workOrder = buildSchemaTree(ref('WorkOrder'), v30);

  it("merges members' properties in document order and unions required", () => {
    expect(workOrder.children?.map((c) => c.name)).toEqual(['id', 'createdAt', 'code', 'status', 'asset']);
    expect(child(workOrder, 'id').required).toBe(true);
    expect(child(workOrder, 'code').required).toBe(true);
    expect(workOrder.descriptionHtml).toBe('<p>A job to do.</p>');
    expect(workOrder.refName).toBe('WorkOrder');
  });

  it('treats allOf with a single $ref as that reference, keeping siblings', () => {
    expect(child(workOrder, 'asset')).toMatchObject({ refName: 'Asset', nullable: true, descriptionHtml: '<p>The asset concerned.</p>' });
    expect(child(child(workOrder, 'asset'), 'name').required).toBe(true);
  });

  it('keeps the strictest bounds and merges a property defined twice', () => {
    const node = buildSchemaTree(
      {
        allOf: [
          { type: 'object', properties: { n: { type: 'integer', minimum: 1, maximum: 100 } } },
          { properties: { n: { minimum: 5, maximum: 50, description: 'n' } }, required: ['n'] },
        ],
      },
      {},
    );
    expect(child(node, 'n')).toMatchObject({ typeLabel: 'integer', required: true, constraints: { minimum: 5, maximum: 50 } });
  });
});

describe('buildSchemaTree: oneOf, anyOf and discriminators', () => {
  it('lists oneOf choices with the discriminator mapping', () => {
    const location = buildSchemaTree(ref('Location'), v30);
    expect(location.typeLabel).toBe('oneOf');
    expect(location.variants?.kind).toBe('oneOf');
    expect(location.variants?.discriminator).toEqual({ propertyName: 'kind', mapping: { building: 'Building', room: 'Room' } });
    expect(location.variants?.options.map((o) => o.title)).toEqual(['Building', 'Room']);
    const room = location.variants?.options[1]?.node;
    expect(room?.children?.map((c) => c.name)).toEqual(['kind', 'name', 'building', 'area']);
  });

  it("does not let a subtype list its base's choices again (base discriminator pointing back)", () => {
    const room = buildSchemaTree(ref('Room'), v30);
    expect(room.variants).toBeUndefined();
    expect(child(room, 'building').variants).toBeUndefined();
  });

  it('turns a discriminator mapping without oneOf into choices', () => {
    const base = buildSchemaTree(ref('LocationBase'), v30);
    expect(base.children?.map((c) => c.name)).toEqual(['kind', 'name']);
    expect(base.variants?.options.map((o) => o.title)).toEqual(['Building', 'Room']);
    expect(base.variants?.options[0]?.node.children?.map((c) => c.name)).toEqual(['kind', 'name', 'floors']);
  });

  it('keeps anyOf as anyOf and uses titles or types for inline options', () => {
    const node = buildSchemaTree({ anyOf: [{ type: 'string' }, { title: 'Numbered', type: 'integer' }] }, {});
    expect(node.variants).toEqual({
      kind: 'anyOf',
      options: [
        { title: 'string', node: { typeLabel: 'string' } },
        { title: 'Numbered', node: { typeLabel: 'integer', title: 'Numbered' } },
      ],
    });
  });
});

describe('buildSchemaTree: budgets', () => {
  const wide = {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`p${i}`, { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } }]),
    ),
  };

  it('stops at the node budget, marks the cut and warns once', () => {
    const warnings: string[] = [];
    const node = buildSchemaTree(wide, {}, { maxNodes: 20, where: 'GET /x', onWarning: (m) => warnings.push(m) });
    const count = (n: SchemaNode): number => 1 + (n.children ?? []).reduce((sum, c) => sum + count(c), 0);
    expect(count(node)).toBeLessThanOrEqual(21);
    expect(JSON.stringify(node)).toContain('"truncated":true');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GET /x');
  });

  it('stops at the depth budget', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 30; i += 1) deep = { type: 'object', properties: { next: deep } };
    const node = buildSchemaTree(deep, {}, { maxDepth: 5 });
    let current: SchemaNode | undefined = node;
    let depth = 0;
    while (current?.children) {
      current = current.children[0];
      depth += 1;
    }
    expect(depth).toBe(5);
    expect(current?.truncated).toBe(true);
  });

  it('warns about a reference it cannot resolve and shows its name', () => {
    const warnings: string[] = [];
    const node = buildSchemaTree(ref('Missing'), {}, { onWarning: (m) => warnings.push(m) });
    expect(node).toMatchObject({ typeLabel: 'Missing', refName: 'Missing' });
    expect(warnings[0]).toContain('#/components/schemas/Missing');
  });
});

describe('buildSchemaTree: big named schemas are linked, not repeated (decision 0025)', () => {
  const properties = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, { type: 'string', description: `Field ${i}.` }]));
  const document = {
    components: {
      schemas: {
        Money: { type: 'object', properties: { amount: { type: 'number' }, currency: { type: 'string' } } },
        Asset: { type: 'object', description: 'A thing we look after.', properties: { ...properties(20), price: ref('Money'), parent: ref('Asset') } },
        Order: {
          type: 'object',
          properties: {
            asset: { $ref: '#/components/schemas/Asset', description: 'The ordered asset.' },
            assets: { type: 'array', items: ref('Asset') },
            total: ref('Money'),
            either: { oneOf: [ref('Asset'), ref('Money')] },
          },
        },
        AssetList: { type: 'array', items: ref('Asset') },
      },
    },
  };
  const pages = new Set(Object.keys(document.components.schemas));
  const linkable = (name: string): boolean => pages.has(name);

  it('shows a big named schema below the first level by name, type line and description, with the page that has the rest', () => {
    const order = buildSchemaTree(ref('Order'), document, { linkable });
    const asset = child(order, 'asset');
    expect(asset).toMatchObject({ name: 'asset', typeLabel: 'object', refName: 'Asset', seeSchema: 'Asset', descriptionHtml: '<p>The ordered asset.</p>' });
    expect(asset.children).toBeUndefined();
    expect(child(order, 'assets')).toMatchObject({ typeLabel: 'array<Asset>', seeSchema: 'Asset' });
    expect(child(order, 'assets').children).toBeUndefined();
    expect(child(order, 'either').variants?.options.map((option) => option.node.seeSchema)).toEqual(['Asset', undefined]);
  });

  it('keeps a small named schema inline', () => {
    const total = child(buildSchemaTree(ref('Order'), document, { linkable }), 'total');
    expect(total.seeSchema).toBeUndefined();
    expect(total.children?.map((c) => c.name)).toEqual(['amount', 'currency']);
  });

  it("expands the first level: the root, and an array root's items", () => {
    const asset = buildSchemaTree(ref('Asset'), document, { linkable });
    expect(asset.seeSchema).toBeUndefined();
    expect(asset.children).toHaveLength(22);
    const list = buildSchemaTree(ref('AssetList'), document, { linkable });
    expect(list.seeSchema).toBeUndefined();
    expect(list.children).toHaveLength(22);
  });

  it('links nothing when the API has no schema pages, or not this one', () => {
    const full = buildSchemaTree(ref('Order'), document);
    expect(JSON.stringify(full)).not.toContain('seeSchema');
    expect(child(full, 'asset').children).toHaveLength(22);
    const noAssetPage = buildSchemaTree(ref('Order'), document, { linkable: (name) => name !== 'Asset' });
    expect(child(noAssetPage, 'asset').children).toHaveLength(22);
  });

  it('keeps cycles as circular nodes', () => {
    const asset = buildSchemaTree(ref('Asset'), document, { linkable });
    expect(child(asset, 'parent')).toMatchObject({ refName: 'Asset', circular: true });
    expect(child(asset, 'parent').seeSchema).toBeUndefined();
  });

  it('follows the threshold: a schema whose own tree has more nodes than `linkAbove`', () => {
    expect(child(buildSchemaTree(ref('Order'), document, { linkable, linkAbove: 2 }), 'total').seeSchema).toBe('Money');
    expect(child(buildSchemaTree(ref('Order'), document, { linkable, linkAbove: 100 }), 'asset').seeSchema).toBeUndefined();
  });
});
