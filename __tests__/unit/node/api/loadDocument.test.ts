/** @jest-environment node */
import path from 'node:path';
import { loadApiDocument, parseApiDocument } from '../../../../src/node/api/loadDocument';
import { ApiDocumentError, API_DOCUMENT_FIX_HINT } from '../../../../src/openapi/errors';
import { jsonErrorPosition as errorPosition } from '../../../../src/openapi/parse';
import { fixturePath } from '../../../support/fixtures';

const relative = (name: string) => path.relative(process.cwd(), fixturePath(name));

async function loadError(promise: Promise<unknown>): Promise<ApiDocumentError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiDocumentError);
    return error as ApiDocumentError;
  }
  throw new Error('expected an ApiDocumentError');
}

describe('loadApiDocument', () => {
  it('reports malformed JSON with the file, line, column and reason', async () => {
    const error = await loadError(loadApiDocument(fixturePath('malformed.json')));
    expect(error.file).toBe(relative('malformed.json'));
    expect(error.line).toBe(3);
    expect(error.column).toBe(31);
    expect(error.reason).toMatch(/Expected ',' or '}'|Unexpected (token|string)/);
    expect(error.message).toContain(`${relative('malformed.json')} at line 3, column 31`);
    expect(error.message).toContain(API_DOCUMENT_FIX_HINT);
  });

  it('reports an invalid document with the file, JSON pointer and reason', async () => {
    const error = await loadError(loadApiDocument(fixturePath('invalid.json')));
    expect(error.pointer).toBe('#/paths/~1assets/get');
    expect(error.reason).toBe("must have required property 'responses'");
    expect(error.message).toBe(
      `Invalid OpenAPI document ${relative('invalid.json')} at #/paths/~1assets/get: must have required property 'responses'. ` +
        'Fix the document or remove it from the settings (api.specs).',
    );
  });

  it('checks each document afresh with the schema validators it keeps (an error does not carry over to the next document)', async () => {
    const document = (openapi: string, operation: Record<string, unknown>) =>
      JSON.stringify({ openapi, info: { title: 'T', version: '1' }, paths: { '/a': { get: operation } } });
    for (const openapi of ['3.0.3', '3.1.0']) {
      const first = await loadError(parseApiDocument(document(openapi, { summary: 7, responses: { 200: { description: 'OK' } } }), 'x.json'));
      expect(first.pointer).toBe('#/paths/~1a/get/summary');
      await expect(parseApiDocument(document(openapi, { responses: { 200: { description: 'OK' } } }), 'x.json')).resolves.toMatchObject({ openapi });
      const again = await loadError(parseApiDocument(document(openapi, { responses: { 200: { description: 7 } } }), 'x.json'));
      expect(again.pointer).toBe('#/paths/~1a/get/responses/200/description');
    }
  });

  it('reports a missing file', async () => {
    const error = await loadError(loadApiDocument(fixturePath('does-not-exist.json')));
    expect(error.reason).toContain('ENOENT');
  });

  it('converts Swagger 2.0 to OpenAPI 3.0', async () => {
    const document = await loadApiDocument(fixturePath('swagger-2.0.json'));
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.servers?.[0]?.url).toBe('https://fms.example.com/api');
    expect(document.components?.schemas?.Asset).toBeDefined();
    expect(document.components?.securitySchemes?.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    const post = document.paths?.['/assets']?.post as { requestBody?: { content?: Record<string, unknown> } };
    expect(Object.keys(post.requestBody?.content ?? {})).toEqual(['application/json']);
  });

  it('accepts 3.0 and 3.1 documents and keeps their $refs (circular schemas stay finite)', async () => {
    const v30 = await loadApiDocument(fixturePath('openapi-3.0.json'));
    const v31 = await loadApiDocument(fixturePath('openapi-3.1.json'));
    expect(v30.openapi).toBe('3.0.3');
    expect(v31.openapi).toBe('3.1.0');
    const zone = v30.components?.schemas?.Zone as { properties: { children: { items: { $ref: string } } } };
    expect(zone.properties.children.items.$ref).toBe('#/components/schemas/Zone');
    expect(() => JSON.stringify(v30)).not.toThrow();
  });

  it('accepts other patch versions of 3.0 and 3.1', async () => {
    const text = JSON.stringify({ openapi: '3.1.1', info: { title: 't', version: '1' }, paths: {} });
    await expect(parseApiDocument(text, 'x.json')).resolves.toMatchObject({ openapi: '3.1.1' });
  });

  it.each([
    [{ info: { title: 't', version: '1' }, paths: {} }, '#', /no version/],
    [{ openapi: '4.0.0', info: { title: 't', version: '1' }, paths: {} }, '#/openapi', /unsupported OpenAPI version "4\.0\.0"/],
    [{ openapi: 3.0, info: { title: 't', version: '1' }, paths: {} }, '#/openapi', /unsupported OpenAPI version 3/],
    [{ swagger: '1.2', info: { title: 't', version: '1' }, paths: {} }, '#/swagger', /unsupported Swagger version "1\.2"/],
  ])('rejects an unknown or missing version (%#)', async (document, pointer, reason) => {
    const error = await loadError(parseApiDocument(JSON.stringify(document), 'static/Foo.json'));
    expect(error.pointer).toBe(pointer);
    expect(error.reason).toMatch(reason);
    expect(error.message).toContain(`static/Foo.json at ${pointer}`);
  });

  it("accepts a 3.1 server variable's description (the schema swagger-parser ships calls it 'descriptions'), and still refuses an unknown field there", async () => {
    const withVariable = (variable: Record<string, unknown>) =>
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        servers: [{ url: 'https://{t}.example.com', variables: { t: variable } }],
        paths: {},
      });
    await expect(parseApiDocument(withVariable({ default: 'acme', description: "Your tenant's name." }), 'x.json')).resolves.toMatchObject({
      openapi: '3.1.0',
    });
    const error = await loadError(parseApiDocument(withVariable({ default: 'acme', note: 'x' }), 'x.json'));
    expect(error.pointer).toBe('#/servers/0/variables/t');
  });

  it('validates the document as written: a bundled $ref into paths and 10^8 paths through 2 KB of schemas take no time', async () => {
    const schemas: Record<string, unknown> = { L0: { type: 'string' } };
    for (let level = 1; level <= 8; level += 1) {
      schemas[`L${level}`] = {
        type: 'object',
        properties: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, { $ref: `#/components/schemas/L${level - 1}` }])),
      };
    }
    const ok = { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/L8' } } } } };
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: { responses: ok } }, '/b': { get: { responses: { '200': { $ref: '#/paths/~1a/get/responses/200' } } } } },
      components: { schemas },
    });
    await expect(parseApiDocument(text, 'x.json')).resolves.toMatchObject({ openapi: '3.0.3' });
  });

  it('points at a $ref that leads nowhere', async () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {
        '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } } } } } },
      },
    };
    const error = await loadError(parseApiDocument(JSON.stringify(document), 'static/Foo.json'));
    expect(error.pointer).toBe('#/paths/~1a/get/responses/200/content/application~1json/schema');
    expect(error.reason).toContain('#/components/schemas/Nope');
  });

  it('names the place of an invalid value inside a referenced schema as written', async () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {
        '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } } } },
      },
      components: { schemas: { A: { type: 'object', properties: { x: { type: 'strng' } } } } },
    };
    const error = await loadError(parseApiDocument(JSON.stringify(document), 'static/Foo.json'));
    expect(error.pointer).toBe('#/components/schemas/A/properties/x/type');
    expect(error.reason).toMatch(/^must be equal to one of the allowed values: array, boolean, integer, number, object, string/);
  });

  it('reports a Swagger 2.0 semantic error with the operation pointer', async () => {
    const document = {
      swagger: '2.0',
      info: { title: 't', version: '1' },
      paths: { '/assets/{id}': { get: { responses: { '200': { description: 'ok' } } } } },
    };
    const error = await loadError(parseApiDocument(JSON.stringify(document), 'static/Foo.json'));
    expect(error.pointer).toBe('#/paths/~1assets~1{id}/get');
    expect(error.reason).toContain('missing path parameter');
  });
});

describe('errorPosition', () => {
  it('turns a character offset into a 1-based line and column', () => {
    expect(errorPosition('Unexpected token } in JSON at position 9', '{\n  "a": }')).toEqual({ line: 2, column: 8 });
  });

  it("uses newer Node's explicit line and column", () => {
    expect(errorPosition("Expected ',' (line 4 column 2)", '')).toEqual({ line: 4, column: 2 });
  });

  it('places an unexpected end at the end of the text', () => {
    expect(errorPosition('Unexpected end of JSON input', '{\n  "a": 1')).toEqual({ line: 2, column: 9 });
  });
});
