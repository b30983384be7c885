/** @jest-environment node */
import { applyEdit, choiceSamples, sampleEdit } from '../../../src/openapi/choiceSamples';
import { normaliseApi } from '../../../src/openapi';
import { MAX_REQUEST_CHOICES, requestChoiceSamples } from '../../../src/openapi/requestChoices';
import { mediaTypeExamples } from '../../../src/openapi/samples';
import { generateCodeSamples } from '../../../src/openapi/codeSamples';
import { parameterChoices, requestSample } from '../../../src/openapi/requestSample';
import { fillSlots } from '../../../src/openapi/sampleSlots';
import { sampleLanguage, SAMPLE_LANGUAGES } from '../../../src/openapi/sampleLanguages';
import { strictEncode } from '../../../src/openapi/urlEncoding';
import type { JsonValue, SchemaLike } from '../../../src/openapi/document';
import { MAX_VARIANTS, schemaVariants } from '../../../src/openapi/schemaVariants';
import type { CodeSample, OperationPageData, SecurityRequirementData } from '../../../src/openapi/pageData';

const pet = {
  Pet: {
    type: 'object',
    required: ['petType'],
    properties: { petType: { type: 'string' }, name: { type: 'string', example: 'Rex' } },
    discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' } },
    oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
  },
  Cat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { lives: { type: 'integer', example: 9 } } }] },
  Dog: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { bark: { type: 'boolean', example: true } } }] },
};
const doc = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {}, components: { schemas: pet } };

describe('schemaVariants', () => {
  it('gives each branch of a discriminated oneOf, labelled by its name and mapping value, without the other branch', () => {
    const variants = schemaVariants({ $ref: '#/components/schemas/Pet' }, doc);
    expect(variants.map((variant) => [variant.path, variant.label])).toEqual([
      [[0], 'Cat (petType: cat)'],
      [[1], 'Dog (petType: dog)'],
    ]);
    const examples = mediaTypeExamples('application/json', { schema: { $ref: '#/components/schemas/Pet' } }, doc, 'request');
    expect(examples.map((example) => [example.name, example.summary, JSON.parse(example.value), example.variant])).toEqual([
      ['variant-1', 'Cat (petType: cat)', { petType: 'cat', name: 'Rex', lives: 9 }, [0]],
      ['variant-2', 'Dog (petType: dog)', { petType: 'dog', name: 'Rex', bark: true }, [1]],
    ]);
  });

  it('names a branch of a discriminator without a mapping by its schema name, and an inline one by its title or position', () => {
    const schema = {
      discriminator: { propertyName: 'kind' },
      anyOf: [{ $ref: '#/components/schemas/Cat' }, { title: 'Fish', type: 'object', properties: { fins: { type: 'integer' } } }, { type: 'object' }],
    };
    expect(schemaVariants(schema as SchemaLike, doc).map((variant) => variant.label)).toEqual(['Cat (kind: Cat)', 'Fish', 'Option 3']);
  });

  it('lists the mapped schemas of a discriminator that has a mapping and no oneOf', () => {
    const schema = { type: 'object', discriminator: { propertyName: 'petType', mapping: { c: 'Cat', d: 'Dog' } } };
    expect(schemaVariants(schema as SchemaLike, doc).map((variant) => variant.label)).toEqual(['Cat (petType: c)', 'Dog (petType: d)']);
  });

  it('gives nested choices as their own branches, with the path to each', () => {
    const schema = {
      oneOf: [
        { title: 'Circle', type: 'object', properties: { r: { type: 'number' } } },
        {
          title: 'Polygon',
          oneOf: [
            { title: 'Square', type: 'object', properties: { side: { type: 'number' } } },
            { type: 'object', properties: { w: { type: 'number' } } },
          ],
        },
      ],
    };
    expect(schemaVariants(schema as SchemaLike, doc).map((variant) => [variant.path, variant.label])).toEqual([
      [[0], 'Circle'],
      [[1, 0], 'Polygon › Square'],
      [[1, 1], 'Polygon › Option 2'],
    ]);
  });

  it('finds the choice of an allOf-composed schema, keeping what the branches share', () => {
    const schema = {
      allOf: [
        { type: 'object', required: ['id'], properties: { id: { type: 'string', example: 'a-1' } } },
        {
          oneOf: [
            { title: 'Card', type: 'object', properties: { card: { type: 'string', example: '4111' } } },
            { title: 'Iban', type: 'object', properties: { iban: { type: 'string', example: 'DE89' } } },
          ],
        },
      ],
    };
    const examples = mediaTypeExamples('application/json', { schema: schema as SchemaLike }, doc, 'request');
    expect(examples.map((example) => [example.summary, JSON.parse(example.value)])).toEqual([
      ['Card', { id: 'a-1', card: '4111' }],
      ['Iban', { id: 'a-1', iban: 'DE89' }],
    ]);
  });

  it('gives no branches for a schema without a choice, and at most MAX_VARIANTS', () => {
    expect(schemaVariants({ type: 'object' }, doc)).toEqual([]);
    const many = { oneOf: Array.from({ length: MAX_VARIANTS + 5 }, (_, index) => ({ title: `T${index}`, type: 'string' })) };
    expect(schemaVariants(many as SchemaLike, doc)).toHaveLength(MAX_VARIANTS);
  });
});

describe('sample edits', () => {
  const base: CodeSample = { id: 'curl', label: 'curl', language: 'bash', code: 'a\nb\nc\nd\ne' };
  it.each([
    ['a\nb\nX\nd\ne', 2, 2, ['X']],
    ['a\nb\nc\nd\ne', 5, 0, []],
    ['a\nb\nX\nY\nZ\nd\ne', 2, 2, ['X', 'Y', 'Z']],
    ['a\ne', 1, 1, []],
    ['', 0, 0, ['']],
    ['a\nb\nc\nd\ne\n', 5, 0, ['']],
  ])('writes %j as the lines between those it shares with the first sample', (code, head, tail, lines) => {
    const edit = sampleEdit(base, { ...base, code });
    expect([edit.head, edit.tail, edit.lines]).toEqual([head, tail, lines]);
    expect(applyEdit(base.code, edit)).toBe(code);
  });

  it('refuses an edit that keeps more lines than the sample has', () => {
    expect(() => applyEdit('a', { id: 'curl', head: 1, tail: 1, lines: [] })).toThrow(/keeps more lines/);
  });

  it('keeps the document’s own samples and puts the chosen ones back with their own slots', () => {
    const own: CodeSample = { id: 'x-cli', label: 'CLI', language: 'bash', code: 'fms go', origin: 'document' };
    const slot = { at: 0, length: 1, quote: "'", parts: ['a'] };
    const samples = choiceSamples([own, { ...base, slots: [slot] }], {
      security: 0,
      body: 1,
      samples: [{ id: 'curl', head: 1, tail: 0, lines: ['z'] }],
    });
    expect(samples).toEqual([own, { ...base, code: 'a\nz' }]);
  });
});

describe('requestChoiceSamples', () => {
  const security: SecurityRequirementData[] = [
    { schemes: [{ name: 'bearer', type: 'http', scheme: 'bearer', scopes: [] }] },
    { schemes: [{ name: 'key', type: 'apiKey', in: 'header', paramName: 'X-Key', scopes: [] }] },
  ];
  const body = {
    content: {
      'application/json': { examples: { one: { summary: 'First', value: { n: 1 } }, two: { value: { n: 2 } } } },
      'application/x-www-form-urlencoded': { example: { n: 3 } },
      'application/octet-stream': { schema: { type: 'string', format: 'binary' }, examples: { file: { externalValue: 'https://example.com/f' } } },
    },
  };
  const options = { document: doc, method: 'POST', server: 'https://api.example.com', path: '/things', parameters: [], body, security, warn: () => undefined };

  it('writes the samples for every pair of security alternative and body that has a value, the first as codeSamples', () => {
    const written = requestChoiceSamples(options, 'POST /things');
    expect(written.requestChoices).toEqual({
      bodies: [
        { mediaType: 'application/json', example: 'one', label: 'First' },
        { mediaType: 'application/json', example: 'two', label: 'two' },
        { mediaType: 'application/x-www-form-urlencoded', example: 'default', label: 'application/x-www-form-urlencoded' },
      ],
      security: ['bearer', 'key'],
    });
    expect(written.choiceSamples?.map((choice) => [choice.security, choice.body])).toEqual([
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    const curl = (security: number, bodyIndex: number): string => {
      const pair = written.choiceSamples?.find((choice) => choice.security === security && choice.body === bodyIndex);
      const samples = pair ? choiceSamples(written.codeSamples, pair) : written.codeSamples;
      return samples.find((sample) => sample.id === 'curl')?.code ?? '';
    };
    expect(curl(0, 0)).toContain('"n": 1');
    expect(curl(0, 0)).toContain('Authorization: Bearer <token>');
    expect(curl(0, 1)).toContain('"n": 2');
    expect(curl(1, 2)).toContain('--data-raw n=3');
    expect(curl(1, 2)).toContain('X-Key: <api-key>');
    expect(curl(1, 2)).not.toContain('Authorization');
    // Every pair's samples, put back from their edits, are the samples written for that pair directly.
    const values = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const mediaTypes = ['application/json', 'application/json', 'application/x-www-form-urlencoded'];
    for (const choice of written.choiceSamples ?? []) {
      const direct = generateCodeSamples(
        requestSample({
          ...options,
          requirement: choice.security,
          bodyChoice: { mediaType: mediaTypes[choice.body] as string, value: values[choice.body] as JsonValue },
        }),
      );
      expect(choiceSamples(written.codeSamples, choice)).toEqual(direct);
    }
  });

  it('offers nothing when there is one body and one alternative', () => {
    const written = requestChoiceSamples({ ...options, security: security.slice(0, 1), body: { content: { 'application/json': { example: { n: 1 } } } } }, 'x');
    expect(written.requestChoices).toBeUndefined();
    expect(written.choiceSamples).toBeUndefined();
    expect(written.codeSamples).toHaveLength(12);
  });

  it('offers at most MAX_REQUEST_CHOICES pairs and says which bodies it left out', () => {
    const warnings: string[] = [];
    const examples = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`e${index}`, { value: { n: index } }]));
    const written = requestChoiceSamples(
      { ...options, body: { content: { 'application/json': { examples } } }, warn: (message) => warnings.push(message) },
      'POST /many',
    );
    expect(written.requestChoices?.bodies).toHaveLength(MAX_REQUEST_CHOICES / 2);
    expect(warnings).toEqual([expect.stringMatching(/^POST \/many: 30 request bodies × 2 security alternatives; the samples offer the first 24 bodies/)]);
  });
});

describe('an operation’s page data', () => {
  it('carries the choices and the other pairs’ samples; each edit gives back the sample written for its pair', () => {
    const document = {
      ...doc,
      paths: {
        '/pets': {
          post: {
            security: [{ b: [] }, {}],
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
            responses: { '204': { description: 'ok' } },
          },
        },
      },
      components: { ...doc.components, securitySchemes: { b: { type: 'http', scheme: 'bearer' } } },
    };
    const api = normaliseApi(document as never, { id: 'pets', file: '/pets.json', schemaPages: false });
    const data = api.operations[0] as OperationPageData;
    expect(data.requestChoices).toEqual({
      bodies: [
        { mediaType: 'application/json', example: 'variant-1', variant: [0], label: 'Cat (petType: cat)' },
        { mediaType: 'application/json', example: 'variant-2', variant: [1], label: 'Dog (petType: dog)' },
      ],
      security: ['b', 'None'],
    });
    expect(data.requestBody?.content[0]?.examples.map((example) => example.summary)).toEqual(['Cat (petType: cat)', 'Dog (petType: dog)']);
    const anonymousDog = data.choiceSamples?.find((choice) => choice.security === 1 && choice.body === 1);
    const curl = choiceSamples(data.codeSamples, anonymousDog!).find((sample) => sample.id === 'curl')?.code ?? '';
    expect(curl).toContain('"petType": "dog"');
    expect(curl).not.toContain('Authorization');
  });
});

describe('a path parameter’s named example (issue 43)', () => {
  const PUMP = 'P 03/α';
  const assetId = { name: 'assetId', in: 'path', required: true, schema: { type: 'string' } };
  const documentWith = (parameter: object, servers: readonly string[]): unknown => ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    servers: servers.map((url) => ({ url })),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
    paths: {
      '/assets/{assetId}/changes': {
        parameters: [parameter],
        get: {
          operationId: 'changes',
          security: [{ bearer: [] }, { key: [] }],
          parameters: [{ name: 'field', in: 'query', examples: { status: { value: 'status' }, zone: { value: 'zoneId' } } }],
          responses: { '204': { description: 'none' } },
        },
      },
    },
  });
  const SERVERS = ['https://api.example.com/v1', 'https://staging.example.com/v2'];
  const page = (document: unknown): OperationPageData =>
    normaliseApi(document as never, { id: 'assets', file: '/assets.json' }).operations[0] as OperationPageData;
  const op = page(documentWith({ ...assetId, examples: { boiler: { summary: 'Boiler B-12', value: 'B-12' }, pump: { value: PUMP } } }, SERVERS));
  // The samples written directly with the pump (its only example) and the second server (the first one).
  const direct = page(documentWith({ ...assetId, example: PUMP }, [...SERVERS].reverse()));
  const fill = (sample: CodeSample, choices: Parameters<typeof fillSlots>[3]): string => {
    const literals = sampleLanguage(sample.id)?.literals;
    if (!literals || !sample.slots) throw new Error(`${sample.id}: no slots`);
    return fillSlots(sample.code, literals, sample.slots, choices);
  };
  const generated = (samples: readonly CodeSample[]): CodeSample[] => samples.filter((sample) => sampleLanguage(sample.id));

  it('is offered like a query parameter’s, and the samples hold its first example by default', () => {
    expect(op.requestChoices?.parameters).toEqual([
      {
        key: 'path:assetId',
        name: 'assetId',
        in: 'path',
        options: [
          { name: 'boiler', label: 'Boiler B-12', value: 'B-12' },
          { name: 'pump', label: 'pump', value: PUMP },
        ],
      },
      expect.objectContaining({ key: 'query:field' }),
    ]);
    expect(direct.requestChoices?.parameters?.map((parameter) => parameter.key)).toEqual(['query:field']);
    const samples = generated(op.codeSamples);
    expect(samples.map((sample) => sample.id)).toEqual(SAMPLE_LANGUAGES.map((language) => language.id));
    for (const sample of samples) {
      expect({ id: sample.id, url: sample.code.includes('/v1/assets/B-12/changes?field=status') }).toEqual({ id: sample.id, url: true });
      const defaults = fill(sample, { server: SERVERS[0], parameters: { 'path:assetId': 'B-12', 'query:field': 'status' } });
      expect({ id: sample.id, same: defaults === sample.code }).toEqual({ id: sample.id, same: true });
    }
  });

  it('the chosen value rewrites every language’s URL, as the samples written directly with it', () => {
    const choices = { server: SERVERS[1], parameters: { 'path:assetId': PUMP, 'query:field': 'zoneId' } };
    // The first pair (bearer), and the other security alternative's, put back from its edits.
    const samplesOf = (data: OperationPageData, security: number): CodeSample[] => {
      const pair = data.choiceSamples?.find((choice) => choice.security === security);
      return generated(pair ? choiceSamples(data.codeSamples, pair) : data.codeSamples);
    };
    expect(op.choiceSamples?.map((choice) => choice.security)).toEqual([1]);
    for (const pair of [{ security: 0 }, { security: 1 }]) {
      const ours = samplesOf(op, pair.security);
      const theirs = samplesOf(direct, pair.security);
      expect(ours).toHaveLength(SAMPLE_LANGUAGES.length);
      ours.forEach((sample, index) => {
        const where = `${pair.security}, ${sample.id}`;
        const chosen = fill(sample, choices);
        const other = theirs[index] as CodeSample;
        const expected = fill(other, { ...choices, parameters: { 'query:field': 'zoneId' } });
        expect({ where, chosen }).toEqual({ where, chosen: expected });
        expect({ where, url: chosen.includes(`/v2/assets/${strictEncode(PUMP)}/changes?field=zoneId`), old: chosen.includes('B-12') }).toEqual({
          where,
          url: true,
          old: false,
        });
      });
    }
    const http = fill(generated(op.codeSamples).find((sample) => sample.id === 'http') as CodeSample, choices);
    expect(http.split('\r\n').slice(0, 2)).toEqual([`GET /v2/assets/P%2003%2F%CE%B1/changes?field=zoneId HTTP/1.1`, 'Host: staging.example.com']);
  });

  it('refuses a path parameter’s slot that is not where its value is written in the URL', () => {
    const input = { method: 'GET', url: 'https://api.example.com/assets/B-12', query: [], headers: [], cookies: [] };
    const parameter = { parameter: 'path:assetId', encode: 'path' } as const;
    expect(generateCodeSamples({ ...input, pathParameters: [{ at: 31, value: 'B-12', parameter }] })[0]?.code).toContain('/assets/B-12');
    expect(() => generateCodeSamples({ ...input, pathParameters: [{ at: 30, value: 'B-12', parameter }] })).toThrow(/path parameter path:assetId is not at 30/);
    expect(() => generateCodeSamples({ ...input, pathParameters: [{ at: 31, value: 'B 12', parameter }] })).toThrow(/is not at 31/);
  });

  it('is not offered when an example is a whole segment of dots, or not one scalar', () => {
    const choicesOf = (examples: object): unknown =>
      parameterChoices([{ parameter: { ...assetId, in: 'path', examples } as never, pointer: '#' }], { openapi: '3.1.0' });
    expect(choicesOf({ a: { value: 'B-12' }, b: { value: '..' } })).toEqual([]);
    expect(choicesOf({ a: { value: 'B-12' }, b: { value: '.' } })).toEqual([]);
    expect(choicesOf({ a: { value: 'B-12' }, b: { value: ['x'] } })).toEqual([]);
    expect(choicesOf({ a: { value: 'B-12' }, b: { value: '../x' } })).toHaveLength(1);
  });
});
