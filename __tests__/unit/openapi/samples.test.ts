/** @jest-environment node */
import { firstExampleValue, formatExample, mediaTypeExamples, sampleFromSchema } from '../../../src/openapi/samples';
import { readFixture } from '../../support/fixtures';

const v30 = readFixture('openapi-3.0.json');
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('mediaTypeExamples', () => {
  it("prefers the document's example", () => {
    const examples = mediaTypeExamples('application/json', { schema: ref('Asset'), example: { name: 'Boiler 3' } }, v30, 'request');
    expect(examples).toEqual([{ name: 'default', value: '{\n  "name": "Boiler 3"\n}' }]);
  });

  it("then the document's named examples, following $refs", () => {
    const document = { components: { examples: { Open: { summary: 'Open one', value: { status: 'open' } } } } };
    const examples = mediaTypeExamples(
      'application/json',
      { examples: { open: { $ref: '#/components/examples/Open' }, closed: { value: { status: 'closed' }, description: 'A *closed* one' } } },
      document,
      'response',
    );
    expect(examples).toEqual([
      { name: 'open', summary: 'Open one', value: '{\n  "status": "open"\n}' },
      { name: 'closed', descriptionHtml: '<p>A <em>closed</em> one</p>', value: '{\n  "status": "closed"\n}' },
    ]);
  });

  it('otherwise generates one from the schema, marked as generated', () => {
    const [example] = mediaTypeExamples('application/json', { schema: ref('Asset') }, v30, 'response');
    expect(example?.generated).toBe(true);
    expect(JSON.parse(example?.value ?? '')).toMatchObject({ name: 'Boiler 3', status: 'active' });
  });

  it('returns nothing without an example or a schema', () => {
    expect(mediaTypeExamples('application/json', {}, v30, 'response')).toEqual([]);
  });
});

describe('sampleFromSchema', () => {
  it('leaves out readOnly properties in requests and writeOnly ones in responses', () => {
    const request = sampleFromSchema(ref('Asset'), v30, 'request') as Record<string, unknown>;
    const response = sampleFromSchema(ref('Asset'), v30, 'response') as Record<string, unknown>;
    expect(request).not.toHaveProperty('id');
    expect(request).toHaveProperty('secret');
    expect(response).toHaveProperty('id');
    expect(response).not.toHaveProperty('secret');
  });

  it('terminates on recursive schemas', () => {
    const zone = sampleFromSchema(ref('Zone'), v30, 'response');
    expect(zone).toMatchObject({ name: 'string' });
    expect(JSON.stringify(zone).length).toBeLessThan(1000);
  });

  it('uses schema examples and merges allOf', () => {
    expect(sampleFromSchema(ref('WorkOrder'), v30, 'response')).toMatchObject({ id: expect.any(Number), code: expect.any(String) });
  });

  it('gives up quietly on a broken reference', () => {
    expect(() => sampleFromSchema(ref('Nope'), v30, 'response')).not.toThrow();
  });
});

describe('firstExampleValue and formatExample', () => {
  it('takes a parameter example, then its examples, then a generated value', () => {
    expect(firstExampleValue({ example: 'pump', schema: { type: 'string' } }, {}, 'request')).toBe('pump');
    expect(firstExampleValue({ examples: { a: { value: 3 } } }, {}, 'request')).toBe(3);
    expect(firstExampleValue({ schema: { type: 'string', format: 'uuid' } }, {}, 'request')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows strings raw unless the media type is JSON', () => {
    expect(formatExample('a,b', 'text/csv')).toBe('a,b');
    expect(formatExample('a', 'application/json')).toBe('"a"');
    expect(formatExample({ a: 1 }, 'application/problem+json')).toBe('{\n  "a": 1\n}');
  });
});
