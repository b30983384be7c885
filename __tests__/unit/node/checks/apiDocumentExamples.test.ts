/**
 * @jest-environment node
 *
 * Examples of an API document against its schemas (issue 19): in the document's dialect (3.0 through
 * the OpenAPI→JSON Schema conversion, 3.1 as JSON Schema 2020-12) and direction (readOnly in
 * requests, writeOnly in responses), each problem with its JSON pointer and the validator's message.
 */
import { checkDocumentExamples, documentExamples, ExampleValidator, formatExampleProblem } from '../../../../src/node/checks/apiDocumentExamples';
import type { OpenApiV3Document } from '../../../../src/openapi/document';

const json = (schema: unknown, example?: unknown) => ({ 'application/json': example === undefined ? { schema } : { schema, example } });

function document(
  version: string,
  extra: { schemas?: Record<string, unknown>; paths?: Record<string, unknown>; parameters?: Record<string, unknown> } = {},
): OpenApiV3Document {
  return {
    openapi: version,
    info: { title: 'T', version: '1' },
    paths: extra.paths ?? {},
    components: { schemas: extra.schemas ?? {}, parameters: extra.parameters ?? {} },
  } as unknown as OpenApiV3Document;
}

const USER = {
  type: 'object',
  required: ['id', 'email', 'password'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid', readOnly: true },
    email: { type: 'string', format: 'email' },
    password: { type: 'string', writeOnly: true, minLength: 8 },
    status: { type: 'string', enum: ['Active', 'Retired'] },
  },
};
const ID = '3d9f2c1a-6b7e-4c8d-9e0f-1a2b3c4d5e6f';

describe('checkDocumentExamples', () => {
  it('accepts valid examples and reports an invalid one with its pointer and the validator message', () => {
    const doc = document('3.0.3', {
      schemas: { User: { ...USER, example: { id: ID, email: 'a@example.com', password: 'secret-123', status: 'Active' } } },
      paths: {
        '/users/{userId}': {
          get: {
            parameters: [{ name: 'userId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' }, example: 'user-1' }],
            responses: {
              200: { description: 'OK', content: json({ $ref: '#/components/schemas/User' }, { id: ID, email: 'a@example.com', status: 'Broken' }) },
            },
          },
        },
      },
    });
    const problems = checkDocumentExamples(doc);
    expect(problems).toEqual([
      { pointer: '#/paths/~1users~1{userId}/get/parameters/0/example', message: 'the example must match format "uuid"' },
      {
        pointer: '#/paths/~1users~1{userId}/get/responses/200/content/application~1json/example',
        message: '/status must be equal to one of the allowed values ("Active", "Retired")',
      },
    ]);
    expect(formatExampleProblem('static/Api.json', problems[1]!)).toBe(
      'Invalid example in static/Api.json at #/paths/~1users~1{userId}/get/responses/200/content/application~1json/example: /status must be equal to one of the allowed values ("Active", "Retired").',
    );
  });

  it('reads 3.0 nullable, on a typed schema and beside allOf', () => {
    const schemas = {
      Zone: { type: 'object', properties: { name: { type: 'string' } } },
      Asset: {
        type: 'object',
        properties: {
          note: { type: 'string', nullable: true },
          zone: { nullable: true, allOf: [{ $ref: '#/components/schemas/Zone' }] },
          size: { type: 'integer' },
        },
        example: { note: null, zone: null, size: 2 },
      },
      Bad: { type: 'object', properties: { size: { type: 'integer' } }, example: { size: null } },
    };
    expect(checkDocumentExamples(document('3.0.1', { schemas }))).toEqual([{ pointer: '#/components/schemas/Bad/example', message: '/size must be integer' }]);
  });

  it('reads 3.1 type arrays and `examples` lists as JSON Schema 2020-12, where nullable means nothing', () => {
    const schemas = {
      Asset: { type: 'object', properties: { note: { type: ['string', 'null'] } }, examples: [{ note: null }, { note: 5 }] },
      Old: { type: 'object', properties: { note: { type: 'string', nullable: true } }, examples: [{ note: null }] },
    };
    expect(checkDocumentExamples(document('3.1.0', { schemas }))).toEqual([
      { pointer: '#/components/schemas/Asset/examples/1', message: '/note must be string,null' },
      { pointer: '#/components/schemas/Old/examples/0', message: '/note must be string' },
    ]);
  });

  it('checks readOnly in requests and writeOnly in responses, and requires each only where it travels', () => {
    const ref = { $ref: '#/components/schemas/User' };
    const doc = document('3.0.3', {
      schemas: { User: USER },
      paths: {
        '/users': {
          post: {
            requestBody: { content: json(ref, { id: ID, email: 'a@example.com', password: 'secret-123' }) },
            responses: { 201: { description: 'Created', content: json(ref, { id: ID, email: 'a@example.com', password: 'secret-123' }) } },
          },
          put: {
            requestBody: { content: json(ref, { email: 'a@example.com', password: 'secret-123' }) },
            responses: { 200: { description: 'OK', content: json(ref, { id: ID, email: 'a@example.com' }) } },
          },
        },
      },
    });
    expect(checkDocumentExamples(doc)).toEqual([
      { pointer: '#/paths/~1users/post/requestBody/content/application~1json/example', message: '/id is readOnly: it is not sent in a request' },
      { pointer: '#/paths/~1users/post/responses/201/content/application~1json/example', message: '/password is writeOnly: it is not sent in a response' },
    ]);
  });

  it('finds the examples of parameters, headers, named examples (through $ref) and nested schemas', () => {
    const doc = {
      ...document('3.0.3', { parameters: { Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 }, example: 0 } } }),
      paths: {
        '/files': {
          get: {
            responses: {
              200: {
                description: 'OK',
                headers: { 'X-Count': { schema: { type: 'integer' }, example: 'many' } },
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { n: { type: 'integer', example: 1.5 } } },
                    examples: { one: { $ref: '#/components/examples/One' } },
                  },
                  'text/csv': { schema: { type: 'object' }, example: 'a,b' },
                },
              },
            },
          },
        },
      },
      components: {
        parameters: { Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 }, example: 0 } },
        examples: { One: { value: { n: 'one' } } },
      },
    } as unknown as OpenApiV3Document;
    expect(documentExamples(doc).map((site) => site.examplePointer)).toEqual([
      '#/components/parameters/Page/example',
      '#/paths/~1files/get/responses/200/content/application~1json/schema/properties/n/example',
      '#/paths/~1files/get/responses/200/content/application~1json/examples/one',
      '#/paths/~1files/get/responses/200/headers/X-Count/example',
    ]);
    expect(checkDocumentExamples(doc).map((problem) => problem.message)).toEqual([
      'the example must be >= 1',
      'the example must be integer',
      '/n must be integer',
      'the example must be integer',
    ]);
  });

  it('validates any value against a schema of the document by pointer and direction', () => {
    const validator = new ExampleValidator(document('3.0.3', { schemas: { User: USER } }));
    expect(validator.validate('#/components/schemas/User', { email: 'a@example.com', password: 'secret-123' }, 'request')).toBeUndefined();
    expect(validator.validate('#/components/schemas/User', { email: 'a@example.com', password: 'secret-123' }, 'schema')).toBe(
      "the example must have required property 'id'",
    );
    expect(validator.validate('#/components/schemas/User', { email: 'a@example.com', password: 'secret-123', role: 'x' }, 'request')).toBe(
      "the example must NOT have additional properties ('role')",
    );
    expect(validator.validate('#/components/schemas/Nope', {}, 'request')).toBe('no schema at #/components/schemas/Nope');
  });
});

describe('a checker that blames only the document', () => {
  // As bundlers write documents: a repeated schema is a $ref to its first use, inside an operation under
  // `paths`; 3.0's `nullable` beside `allOf` (which the conversion turns into an `anyOf`); a schema kept
  // outside `components` (`x-defs`).
  const OWNER_AT = '#/paths/~1app~1installations/get/responses/200/content/application~1json/schema/items/properties/account/allOf/0';
  const bundled = {
    openapi: '3.0.3',
    info: { title: 'Bundled', version: '1' },
    'x-defs': { Plan: { type: 'string', enum: ['free', 'pro'], example: 'pro' } },
    paths: {
      '/app/installations': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: json({
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    account: {
                      nullable: true,
                      allOf: [
                        {
                          type: 'object',
                          required: ['login'],
                          properties: { login: { type: 'string', example: 'octocat' }, id: { type: 'integer', example: 1 } },
                        },
                      ],
                    },
                  },
                },
              }),
            },
          },
        },
      },
      '/owners': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: json(
                { type: 'object', properties: { owner: { $ref: OWNER_AT }, login: { $ref: `${OWNER_AT}/properties/login` }, plan: { $ref: '#/x-defs/Plan' } } },
                { owner: { login: 'hubot', id: 2 }, login: 'hubot', plan: 'free' },
              ),
            },
            '201': { description: 'wrong', content: json({ $ref: OWNER_AT }, { id: 'three' }) },
          },
        },
      },
    },
  } as unknown as OpenApiV3Document;

  it('resolves references into paths, into a property, through a converted nullable allOf and outside components; reports only real mistakes', () => {
    expect(checkDocumentExamples(bundled)).toEqual([
      {
        pointer: '#/paths/~1owners/get/responses/201/content/application~1json/example',
        message: "the example must have required property 'login'; /id must be integer",
      },
    ]);
  });

  it('checks a nested example against its own schema even where the conversion moved it (nullable allOf → anyOf)', () => {
    const withBadNested = structuredClone(bundled) as unknown as {
      paths: Record<
        string,
        {
          get: {
            responses: Record<
              string,
              { content: Record<string, { schema: { items: { properties: { account: { allOf: { properties: { id: { example: unknown } } }[] } } } } }> }
            >;
          };
        }
      >;
    };
    const account = withBadNested.paths['/app/installations']!.get.responses['200']!.content['application/json']!.schema.items.properties.account;
    account.allOf[0]!.properties.id.example = 'one';
    expect(checkDocumentExamples(withBadNested as unknown as OpenApiV3Document)).toContainEqual({
      pointer: `${OWNER_AT.replace('#', '#')}/properties/id/example`,
      message: 'the example must be integer',
    });
    expect(checkDocumentExamples(withBadNested as unknown as OpenApiV3Document).filter((problem) => problem.checker)).toEqual([]);
  });

  it('reports a schema it cannot compile as its own limit, never as an invalid example', () => {
    // A pattern Ajv's regular expressions cannot compile.
    const planted = document('3.0.3', { schemas: { Code: { type: 'string', pattern: '(unclosed', example: 'x' } } });
    const problems = checkDocumentExamples(planted);
    expect(problems).toEqual([
      {
        pointer: '#/components/schemas/Code/example',
        message: expect.stringMatching(/^the example check cannot compile the schema at #\/components\/schemas\/Code \(.+\)$/),
        checker: true,
      },
    ]);
    expect(formatExampleProblem('static/X.json', problems[0]!)).toMatch(
      /^Example not checked in static\/X\.json at #\/components\/schemas\/Code\/example: .*This is a limit of the site's example check, not a fault of the document\.$/,
    );
  });
});
