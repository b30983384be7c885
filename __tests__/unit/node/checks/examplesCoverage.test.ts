/**
 * @jest-environment node
 *
 * Examples coverage (issue 43): the counts over small documents, each item by its pointer, reached or
 * not as the page data built from the document says; the line and messages the build prints; the
 * severity of linkChecks.onUncoveredExamples; our documents and the fixtures' at 100 %.
 */
import { coverageLine, examplesCoverage, reportExamplesCoverage, uncoveredMessage, type CoverageItem } from '../../../../src/node/checks/examplesCoverage';
import { loadApi } from '../../../../src/node/api/loadApis';
import { normaliseApi } from '../../../../src/openapi/normalise';
import type { OpenApiV3Document } from '../../../../src/openapi/document';
import type { NormalisedApi, OperationPageData } from '../../../../src/openapi/pageData';
import { siteSettings } from '../../../../src/config/settings';
import { fakeReporter } from '../../../support/reporter';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, more: object = {}) => ({ content: { 'application/json': { schema, ...more } } });

function documentOf(paths: object, schemas: object = {}, more: object = {}): OpenApiV3Document {
  return { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths, components: { schemas, ...more } } as unknown as OpenApiV3Document;
}

function coverage(document: OpenApiV3Document, options: { schemaPages?: boolean; maxDepth?: number } = {}): CoverageItem[] {
  const api = normaliseApi(document, {
    id: 't',
    file: '/t.json',
    ...(options.schemaPages === false ? { schemaPages: false } : {}),
    ...(options.maxDepth ? { schemaTree: { maxDepth: options.maxDepth } } : {}),
  });
  return examplesCoverage(document, api);
}

/** Pointer → reached, for short assertions. */
const reached = (items: readonly CoverageItem[]) => Object.fromEntries(items.map((item) => [item.pointer, item.reached]));
const ofKind = (items: readonly CoverageItem[], kind: CoverageItem['kind']) => reached(items.filter((item) => item.kind === kind));

describe('named examples', () => {
  const document = documentOf(
    {
      '/assets': {
        parameters: [{ name: 'tenant', in: 'header', schema: { type: 'string' }, examples: { main: { value: 'acme' } } }],
        post: {
          parameters: [
            {
              name: 'status',
              in: 'query',
              schema: { type: 'string' },
              examples: { active: { summary: 'In service', value: 'active' }, retired: { $ref: '#/components/examples/Retired' } },
            },
            // Accept is the media type's business: the page leaves such a header parameter out.
            { name: 'Accept', in: 'header', schema: { type: 'string' }, examples: { csv: { value: 'text/csv' } } },
          ],
          requestBody: json(ref('Asset'), { examples: { small: { value: { name: 'a' } }, big: { value: { name: 'b' } } } }),
          responses: {
            200: {
              description: 'OK',
              headers: { 'X-Rate': { schema: { type: 'integer' }, examples: { low: { value: 1 } } } },
              content: {
                // `example` beside `examples`: the page shows the single one only.
                'application/json': { schema: ref('Asset'), example: { name: 'x' }, examples: { shadowed: { value: { name: 'y' } } } },
                // An example with neither value nor externalValue has nothing to show.
                'text/csv': {
                  schema: { type: 'string' },
                  examples: { empty: { summary: 'No value' }, external: { externalValue: 'https://example.com/a.csv' } },
                },
              },
            },
          },
        },
      },
    },
    { Asset: { type: 'object', properties: { name: { type: 'string' } } } },
    { examples: { Retired: { summary: 'Out of service', value: 'retired' } } },
  );

  it('counts every named example by where it is written, reached when the page shows it', () => {
    expect(ofKind(coverage(document), 'namedExample')).toEqual({
      '#/paths/~1assets/parameters/0/examples/main': true,
      '#/paths/~1assets/post/parameters/0/examples/active': true,
      // The entry is the name in the map, wherever its value is.
      '#/paths/~1assets/post/parameters/0/examples/retired': true,
      '#/paths/~1assets/post/parameters/1/examples/csv': false,
      '#/paths/~1assets/post/requestBody/content/application~1json/examples/small': true,
      '#/paths/~1assets/post/requestBody/content/application~1json/examples/big': true,
      '#/paths/~1assets/post/responses/200/headers/X-Rate/examples/low': true,
      '#/paths/~1assets/post/responses/200/content/application~1json/examples/shadowed': false,
      '#/paths/~1assets/post/responses/200/content/text~1csv/examples/empty': false,
      '#/paths/~1assets/post/responses/200/content/text~1csv/examples/external': true,
    });
  });

  it("counts a request body's named example only when its samples offer it (requestChoices.bodies)", () => {
    const api = normaliseApi(document, { id: 't', file: '/t.json' });
    const page = api.operations[0] as OperationPageData;
    expect(page.requestChoices?.bodies?.map((body) => body.example)).toEqual(['small', 'big']);
    const fewer: NormalisedApi = {
      ...api,
      operations: [{ ...page, requestChoices: { bodies: (page.requestChoices?.bodies ?? []).slice(0, 1) } }],
    };
    const items = reached(examplesCoverage(document, fewer));
    expect(items['#/paths/~1assets/post/requestBody/content/application~1json/examples/small']).toBe(true);
    expect(items['#/paths/~1assets/post/requestBody/content/application~1json/examples/big']).toBe(false);
  });

  it("counts a callback's operations too: their bodies' examples, not their parameters (the page does not show them)", () => {
    const hooks = documentOf({
      '/subscriptions': {
        post: {
          responses: { 201: { description: 'Created' } },
          callbacks: {
            changed: {
              '{$request.body#/url}': {
                post: {
                  parameters: [{ name: 'X-Signature', in: 'header', schema: { type: 'string' }, examples: { sha: { value: 'sha256=…' } } }],
                  requestBody: json({ type: 'object' }, { examples: { moved: { value: {} } } }),
                  responses: { 204: { description: 'Received' } },
                },
              },
            },
          },
        },
      },
    });
    expect(ofKind(coverage(hooks), 'namedExample')).toEqual({
      '#/paths/~1subscriptions/post/callbacks/changed/{$request.body#~1url}/post/parameters/0/examples/sha': false,
      '#/paths/~1subscriptions/post/callbacks/changed/{$request.body#~1url}/post/requestBody/content/application~1json/examples/moved': true,
    });
  });
});

describe('media types', () => {
  it('counts those of request bodies and responses, once where a shared one is written, not those the page drops', () => {
    const document = documentOf(
      {
        '/a': {
          get: { responses: { 200: { $ref: '#/components/responses/Ok' } } },
          post: {
            requestBody: { content: { 'application/json': { schema: { type: 'object' } }, 'text/plain': { $ref: '#/components/mediaTypes/Missing' } } },
            responses: { 200: { $ref: '#/components/responses/Ok' } },
          },
          // A method name a sample would run as code: the operation is not shown, nor its body.
          additionalOperations: { 'PURGE;': { requestBody: json({ type: 'object' }), responses: {} } },
        },
      },
      {},
      { responses: { Ok: { description: 'OK', ...json({ type: 'string' }) } } },
    );
    expect(ofKind(coverage(document), 'mediaType')).toEqual({
      '#/components/responses/Ok/content/application~1json': true,
      '#/paths/~1a/post/requestBody/content/application~1json': true,
      '#/paths/~1a/post/requestBody/content/text~1plain': false,
      '#/paths/~1a/additionalOperations/PURGE;/requestBody/content/application~1json': false,
    });
  });
});

describe('variants', () => {
  const pets = {
    Pet: { oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' } } },
    Cat: { allOf: [ref('Base'), { type: 'object', properties: { claws: { type: 'boolean' } } }] },
    Dog: { allOf: [ref('Base'), { type: 'object', properties: { bark: { type: 'string' } } }] },
    Base: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } },
  };

  it('counts oneOf branches and discriminator mapping entries', () => {
    const items = coverage(documentOf({ '/pets': { get: { responses: { 200: { description: 'OK', ...json(ref('Pet')) } } } } }, pets));
    expect(ofKind(items, 'variant')).toEqual({
      '#/components/schemas/Pet/oneOf/0': true,
      '#/components/schemas/Pet/oneOf/1': true,
      '#/components/schemas/Pet/discriminator/mapping/cat': true,
      '#/components/schemas/Pet/discriminator/mapping/dog': true,
    });
  });

  it('counts branches without a mapping, and a mapping without oneOf (its entries are the options)', () => {
    const document = documentOf(
      {
        '/a': { get: { responses: { 200: { description: 'OK', ...json({ anyOf: [{ type: 'string' }, { type: 'integer' }] }) } } } },
        '/b': {
          get: { responses: { 200: { description: 'OK', ...json({ type: 'object', discriminator: { propertyName: 'kind', mapping: { cat: 'Cat' } } }) } } },
        },
      },
      pets,
    );
    expect(ofKind(coverage(document), 'variant')).toEqual({
      '#/paths/~1a/get/responses/200/content/application~1json/schema/anyOf/0': true,
      '#/paths/~1a/get/responses/200/content/application~1json/schema/anyOf/1': true,
      '#/paths/~1b/get/responses/200/content/application~1json/schema/discriminator/mapping/cat': true,
    });
  });

  it('counts nested choices, and those of an allOf-composed schema (a member gives the choice, a property in two members is merged)', () => {
    const document = documentOf(
      {
        '/a': {
          get: {
            responses: {
              200: {
                description: 'OK',
                ...json({
                  allOf: [
                    ref('Shape'),
                    { type: 'object', properties: { owner: { oneOf: [{ type: 'string' }, ref('Pet')] } } },
                    { type: 'object', properties: { owner: { description: 'Who has it.' } } },
                  ],
                }),
              },
            },
          },
        },
      },
      { ...pets, Shape: { type: 'object', oneOf: [{ properties: { size: { type: 'integer' } } }, { properties: { colour: { type: 'string' } } }] } },
    );
    expect(ofKind(coverage(document), 'variant')).toEqual({
      '#/components/schemas/Shape/oneOf/0': true,
      '#/components/schemas/Shape/oneOf/1': true,
      '#/paths/~1a/get/responses/200/content/application~1json/schema/allOf/1/properties/owner/oneOf/0': true,
      '#/paths/~1a/get/responses/200/content/application~1json/schema/allOf/1/properties/owner/oneOf/1': true,
      '#/components/schemas/Pet/oneOf/0': true,
      '#/components/schemas/Pet/oneOf/1': true,
      '#/components/schemas/Pet/discriminator/mapping/cat': true,
      '#/components/schemas/Pet/discriminator/mapping/dog': true,
    });
  });

  it("does not count anyOf branches beside a oneOf: the tree shows the oneOf's", () => {
    const items = coverage(
      documentOf({ '/a': { get: { responses: { 200: { description: 'OK', ...json({ oneOf: [{ type: 'string' }], anyOf: [{ type: 'integer' }] }) } } } } }),
    );
    expect(ofKind(items, 'variant')).toEqual({
      '#/paths/~1a/get/responses/200/content/application~1json/schema/oneOf/0': true,
      '#/paths/~1a/get/responses/200/content/application~1json/schema/anyOf/0': false,
    });
  });

  it('reaches the branches of contents a tree prints once (sameAs) where it prints them', () => {
    const fields = Object.fromEntries(Array.from({ length: 14 }, (_, index) => [`field${index}`, { type: 'string' }]));
    const contents = () => ({ type: 'object', properties: fields, oneOf: [{ required: ['field0'] }, { required: ['field1'] }] });
    const document = documentOf({
      '/a': { get: { responses: { 200: { description: 'OK', ...json({ type: 'object', properties: { first: contents(), second: contents() } }) } } } },
    });
    const api = normaliseApi(document, { id: 't', file: '/t.json' });
    const tree = api.operations[0]?.responses[0]?.content[0]?.schema;
    expect(tree?.children?.[1]).toMatchObject({ name: 'second', sameAs: 'first' });
    const pointer = '#/paths/~1a/get/responses/200/content/application~1json/schema/properties';
    expect(ofKind(examplesCoverage(document, api), 'variant')).toEqual({
      [`${pointer}/first/oneOf/0`]: true,
      [`${pointer}/first/oneOf/1`]: true,
      [`${pointer}/second/oneOf/0`]: true,
      [`${pointer}/second/oneOf/1`]: true,
    });
  });

  describe('a branch past the tree’s depth', () => {
    const deep = (value: unknown, levels: number): unknown => (levels === 0 ? value : { type: 'object', properties: { next: deep(value, levels - 1) } });
    const paths = { '/a': { get: { responses: { 200: { description: 'OK', ...json(deep({ oneOf: [ref('Cat'), { type: 'string' }] }, 4)) } } } } };
    const inline = '#/paths/~1a/get/responses/200/content/application~1json/schema/properties/next/properties/next/properties/next/properties/next/oneOf';

    it('is not reached when the tree is cut before it and no schema page shows it', () => {
      expect(ofKind(coverage(documentOf(paths, pets), { schemaPages: false, maxDepth: 3 }), 'variant')).toEqual({
        [`${inline}/0`]: false,
        [`${inline}/1`]: false,
      });
      expect(ofKind(coverage(documentOf(paths, pets), { schemaPages: false }), 'variant')).toEqual({ [`${inline}/0`]: true, [`${inline}/1`]: true });
    });

    it('is reached through the schema page of the named schema it is written in, whose tree starts at it', () => {
      const named = { ...pets, Deep: deep({ oneOf: [ref('Cat'), { type: 'string' }] }, 4) as object };
      const document = documentOf({ '/a': { get: { responses: { 200: { description: 'OK', ...json(deep(ref('Deep'), 2)) } } } } }, named);
      const pointer = '#/components/schemas/Deep/properties/next/properties/next/properties/next/properties/next/oneOf';
      expect(ofKind(coverage(document, { maxDepth: 5 }), 'variant')).toEqual({ [`${pointer}/0`]: true, [`${pointer}/1`]: true });
      expect(ofKind(coverage(document, { maxDepth: 5, schemaPages: false }), 'variant')).toEqual({ [`${pointer}/0`]: false, [`${pointer}/1`]: false });
    });
  });

  it("counts a request body's top branch only when its samples offer it (requestChoices.bodies)", () => {
    const document = documentOf({ '/pets': { post: { requestBody: json(ref('Pet')), responses: { 204: { description: 'Done' } } } } }, pets);
    const api = normaliseApi(document, { id: 't', file: '/t.json', schemaPages: false });
    const page = api.operations[0] as OperationPageData;
    expect(page.requestChoices?.bodies?.map((body) => body.variant)).toEqual([[0], [1]]);
    expect(Object.values(ofKind(examplesCoverage(document, api), 'variant'))).toEqual([true, true, true, true]);
    const fewer = { ...api, operations: [{ ...page, requestChoices: { bodies: (page.requestChoices?.bodies ?? []).slice(1) } }] };
    expect(ofKind(examplesCoverage(document, fewer), 'variant')['#/components/schemas/Pet/oneOf/0']).toBe(false);
  });
});

describe('the report', () => {
  const items: CoverageItem[] = [
    { kind: 'namedExample', pointer: '#/a', reached: true },
    { kind: 'namedExample', pointer: '#/b', reached: false },
    { kind: 'mediaType', pointer: '#/c', reached: true },
    { kind: 'variant', pointer: '#/components/schemas/Pet/discriminator/mapping/cat', reached: false },
  ];

  it('prints the counts per kind and the share reached, rounded down', () => {
    expect(coverageLine('Portal API', items)).toBe('Examples coverage, Portal API: 1/2 named examples, 1/1 media types, 0/1 variants — 50 %');
    expect(coverageLine('Empty', [])).toBe('Examples coverage, Empty: 0/0 named examples, 0/0 media types, 0/0 variants — 100 %');
    const most = Array.from({ length: 1000 }, (_, index): CoverageItem => ({ kind: 'mediaType', pointer: `#/${index}`, reached: index > 0 }));
    expect(coverageLine('Big', most)).toMatch(/— 99\.9 %$/);
  });

  it('names the file and the pointer of each item not reached', () => {
    expect(uncoveredMessage('static/T.json', items[1] as CoverageItem)).toBe(
      'Uncovered named example in static/T.json at #/b: the API reference does not show it.',
    );
    expect(uncoveredMessage('static/T.json', items[3] as CoverageItem)).toMatch(
      /^Uncovered discriminator mapping entry in static\/T\.json at #\/components\/schemas\/Pet\/discriminator\/mapping\/cat: /,
    );
  });

  const document = documentOf({
    '/a': { get: { responses: { 200: { description: 'OK', content: { 'application/json': { example: 1, examples: { hidden: { value: 2 } } } } } } } },
  });
  const apis = [{ label: 'T API', file: 'static/T.json', document, api: normaliseApi(document, { id: 't', file: '/t.json' }) }];
  const message = 'Uncovered named example in static/T.json at #/paths/~1a/get/responses/200/content/application~1json/examples/hidden';

  it.each(['ignore', 'log', 'warn', 'throw'] as const)("reports each item not reached at the severity of onUncoveredExamples: '%s'", (severity) => {
    const record = fakeReporter();
    reportExamplesCoverage(apis, severity, record.reporter);
    expect(record.info[0]).toBe('Examples coverage, T API: 0/1 named examples, 1/1 media types, 0/0 variants — 50 %');
    const mentions = (messages: readonly string[]): boolean => messages.some((m) => m.includes(message));
    expect([mentions(record.info), mentions(record.warn), mentions(record.panicOnBuild)]).toEqual([
      severity === 'log',
      severity === 'warn',
      severity === 'throw',
    ]);
    if (severity === 'throw') expect(record.panicOnBuild.join('\n')).toContain("The build stopped because linkChecks.onUncoveredExamples is 'throw'");
  });

  it("is 'throw' on our site", () => {
    expect(siteSettings.linkChecks.onUncoveredExamples).toBe('throw');
  });
});

describe('the build-error fixture (bad-coverage)', () => {
  it('has two named examples the reference cannot show, named by file and pointer', async () => {
    const file = '__tests__/fixtures/bad-coverage/api.json';
    const loaded = await loadApi({ id: 'coverage-api', label: 'Coverage API', file });
    const items = examplesCoverage(loaded.examples.document, loaded.api);
    expect(coverageLine('Coverage API', items)).toBe('Examples coverage, Coverage API: 2/4 named examples, 1/1 media types, 0/0 variants — 60 %');
    expect(items.filter((item) => !item.reached).map((item) => uncoveredMessage(file, item))).toEqual([
      'Uncovered named example in __tests__/fixtures/bad-coverage/api.json at #/paths/~1work-orders/get/parameters/0/examples/csv: the API reference does not show it.',
      'Uncovered named example in __tests__/fixtures/bad-coverage/api.json at #/paths/~1work-orders/get/parameters/1/examples/draft: the API reference does not show it.',
    ]);
  });
});

describe('our documents and the fixtures’ documents', () => {
  const DOCUMENTS = [
    ['Portal API', 'static/Portal-v1.json', true],
    ['Access Control API', 'static/AC-v1.json', true],
    ['Work Orders', '__tests__/fixtures/openapi/yaml-3.1.yaml', false],
    ['Assets', '__tests__/fixtures/openapi/split/api/openapi.yaml', true],
    ['Zones', '__tests__/fixtures/openapi/openapi-3.2.yaml', true],
    ['Access', '__tests__/fixtures/openapi/tag-groups.json', true],
    ['Hooks', '__tests__/fixtures/openapi/callbacks-deprecations.json', true],
    ['OpenAPI 3.0', '__tests__/fixtures/openapi/openapi-3.0.json', true],
    ['OpenAPI 3.1', '__tests__/fixtures/openapi/openapi-3.1.json', true],
    ['Swagger 2.0', '__tests__/fixtures/openapi/swagger-2.0.json', true],
    // The fixture sites' documents that load: their builds run over our settings, where onUncoveredExamples is 'throw'.
    ['Fixture API', '__tests__/fixtures/bad-base/api.json', true],
    ['Breaking', '__tests__/fixtures/bad-breaking/api.json', true],
    ['Examples', '__tests__/fixtures/bad-examples/api.json', true],
    ['History', '__tests__/fixtures/bad-history/api.json', true],
    ['Live API', '__tests__/fixtures/site-api-live/api/live.yaml', true],
    ['Deep API', '__tests__/fixtures/site-shell/deep-api.json', true],
    ['Markdown API', '__tests__/fixtures/site-shell/markdown-api.json', true],
    ['Hostile API', '__tests__/fixtures/site-shell/hostile-api.json', true],
    ['Warn examples', '__tests__/fixtures/warn-examples/api.json', true],
  ] as const;

  it.each(DOCUMENTS)('%s: 100 %', async (label, file, schemaPages) => {
    const loaded = await loadApi({ id: 'coverage', label, file, ...(schemaPages ? {} : { schemaPages: false }) });
    const items = examplesCoverage(loaded.examples.document, loaded.api);
    expect(items.filter((item) => !item.reached).map((item) => uncoveredMessage(file, item))).toEqual([]);
    expect(coverageLine(label, items)).toMatch(/— 100 %$/);
  });
});
