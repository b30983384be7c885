/** @jest-environment node */
import { parseApiDocument } from '../../../../src/node/api/loadDocument';
import { asOpenApi31 } from '../../../../src/node/api/openapi32';
import { normaliseApi } from '../../../../src/openapi/normalise';

/** A 3.2 document using what 3.1's schema does not know, in the places a team would use it. */
const DOCUMENT = `
openapi: 3.2.0
info: { title: Events, version: "1" }
paths:
  /search:
    query:
      operationId: searchThings
      summary: Search with a body
      requestBody:
        content:
          application/json: { $ref: '#/components/mediaTypes/Query' }
      responses:
        '200':
          summary: The things found
          description: Found.
    additionalOperations:
      COPY:
        operationId: copyThing
        summary: Copy a thing
        responses:
          '204':
            summary: Copied
            description: Copied.
      'NOT A TOKEN':
        responses: { '204': { description: Never shown. } }
  /subscriptions:
    post:
      operationId: subscribe
      responses: { '201': { description: Subscribed. } }
      callbacks:
        thingChanged:
          '{$request.body#/url}':
            post:
              requestBody:
                content:
                  application/json: { $ref: '#/components/mediaTypes/Event' }
              responses:
                '200':
                  summary: Received
                  description: The subscriber took the event.
components:
  mediaTypes:
    Query:
      schema: { type: object, properties: { text: { type: string } } }
    Event: { $ref: '#/components/mediaTypes/EventBody' }
    EventBody:
      itemSchema: { type: object }
      schema: { type: object, properties: { id: { type: string } } }
`;

describe('OpenAPI 3.2 documents', () => {
  it('validate when media types refer to components.mediaTypes and callbacks use 3.2 fields', async () => {
    await expect(parseApiDocument(DOCUMENT, 'events.yaml')).resolves.toMatchObject({ openapi: '3.2.0' });
  });

  it('still check what a referenced media type holds (it is inlined in the validation copy, not dropped)', async () => {
    const broken = DOCUMENT.replace('EventBody:\n', 'EventBody:\n      exampel: { id: x }\n');
    await expect(parseApiDocument(broken, 'events.yaml')).rejects.toThrow(
      /events\.yaml at #\/paths\/~1subscriptions\/post\/callbacks\/.*unevaluated properties/,
    );
  });

  it('check a QUERY operation like any other, and name its place as written', async () => {
    const broken = DOCUMENT.replace('          summary: The things found\n', '          summary: The things found\n          descripton: typo\n');
    await expect(parseApiDocument(broken, 'events.yaml')).rejects.toThrow(
      /events\.yaml at #\/paths\/~1search\/query\/responses\/200: must NOT have unevaluated properties/,
    );
  });

  it('leave the original document untouched and give the validator a copy without 3.2 fields', async () => {
    const document = (await parseApiDocument(DOCUMENT, 'events.yaml')) as unknown as Record<string, unknown>;
    const before = JSON.stringify(document);
    const copy = asOpenApi31(document) as { paths: Record<string, Record<string, unknown>>; components: Record<string, unknown> };
    expect(JSON.stringify(document)).toBe(before);
    expect(copy.components.mediaTypes).toBeUndefined();
    expect(copy.paths['/search']?.query).toBeUndefined();
    expect(copy.paths['/search/.fms-query-operation']?.post).toMatchObject({ operationId: 'searchThings' });
    const callback = (
      copy.paths['/subscriptions']?.post as {
        callbacks: Record<string, Record<string, { post: { responses: Record<string, Record<string, unknown>>; requestBody: unknown } }>>;
      }
    ).callbacks.thingChanged?.['{$request.body#/url}']?.post;
    expect(callback?.responses['200']).toEqual({ description: 'The subscriber took the event.' });
    expect(callback?.requestBody).toEqual({ content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } });
  });

  it('check an additionalOperations entry like any other operation, and name its place as written', async () => {
    const broken = DOCUMENT.replace('        summary: Copy a thing\n', '        summary: Copy a thing\n        deprecatd: true\n');
    await expect(parseApiDocument(broken, 'events.yaml')).rejects.toThrow(
      /events\.yaml at #\/paths\/~1search\/additionalOperations\/COPY: must NOT have unevaluated properties/,
    );
  });

  it('render QUERY operations and additionalOperations (COPY), and name an additionalOperations key that is not a method', async () => {
    const api = normaliseApi(await parseApiDocument(DOCUMENT, 'events.yaml'), { id: 'events', file: '/events.yaml' });
    expect(api.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(['QUERY /search', 'COPY /search', 'POST /subscriptions']);
    // The request body's media type is a $ref to components.mediaTypes: its schema is shown, not lost.
    expect(api.operations[0]?.requestBody?.content[0]?.schema?.children?.map((child) => child.name)).toEqual(['text']);
    expect(api.warnings).toEqual([
      expect.stringMatching(
        /^#\/paths\/~1search\/additionalOperations\/NOT A TOKEN is not shown: an additionalOperations key must be a method name of letters, digits and '-'/,
      ),
    ]);
  });
});
