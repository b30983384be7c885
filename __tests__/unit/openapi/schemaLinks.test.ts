/** @jest-environment node */
import { schemaLinksFor, schemaNamesIn, typeLabelParts } from '../../../src/openapi/schemaLinks';

const known = new Set(['Asset', 'Zone', 'uuid', 'string']);
const isSchema = (name: string) => known.has(name);

describe('typeLabelParts: schema names in a type label', () => {
  it('splits out a schema name standing alone, as array items, or as an alternative', () => {
    expect(typeLabelParts('Asset', isSchema)).toEqual([{ text: 'Asset', schema: true }]);
    expect(typeLabelParts('array<array<Asset>>', isSchema)).toEqual([{ text: 'array<array<' }, { text: 'Asset', schema: true }, { text: '>>' }]);
    expect(typeLabelParts('Zone | integer', isSchema)).toEqual([{ text: 'Zone', schema: true }, { text: ' | integer' }]);
  });

  it('never links a format or a JSON Schema type name, even when a schema has that name', () => {
    expect(typeLabelParts('string<uuid>', isSchema)).toEqual([{ text: 'string<uuid>' }]);
    expect(typeLabelParts('object', isSchema)).toEqual([{ text: 'object' }]);
  });
});

describe('schemaLinksFor: the schemas a page links to', () => {
  const tree = {
    typeLabel: 'object',
    refName: 'Asset',
    children: [
      { name: 'zones', typeLabel: 'array<Zone>' },
      { name: 'id', typeLabel: 'string<uuid>' },
      { name: 'other', typeLabel: 'object', refName: 'Internal' },
    ],
  };
  const page = { responses: [{ content: [{ schema: tree, examples: [{ value: 'Zone', typeLabel: 'Ignored' }] }] }] };

  it('collects refNames and names in type labels anywhere in the page data, examples aside', () => {
    expect([...schemaNamesIn(page)].sort()).toEqual(['Asset', 'Internal', 'Zone']);
  });

  it('keeps the names that have a page, leaves out the page itself, and is absent when none', () => {
    const slugs = new Map([
      ['Asset', 'asset'],
      ['Zone', 'zone'],
    ]);
    expect(schemaLinksFor(page, slugs)).toEqual({ Asset: 'asset', Zone: 'zone' });
    expect(schemaLinksFor(page, slugs, 'Asset')).toEqual({ Zone: 'zone' });
    expect(schemaLinksFor(page, new Map())).toBeUndefined();
  });
});
