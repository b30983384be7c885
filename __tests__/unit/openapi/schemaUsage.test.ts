/** @jest-environment node */
import { directSchemaRefs, schemaNameOfRef, schemaUsage, type UsageSource } from '../../../src/openapi/schemaUsage';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

/** A document where every way of using a schema appears once. */
const document = {
  openapi: '3.1.0',
  paths: {},
  components: {
    schemas: {
      Asset: { type: 'object', properties: { location: ref('Location'), labels: { type: 'array', items: ref('Label') } } },
      Location: { type: 'object', properties: { zone: ref('Zone') } },
      Zone: { type: 'object', properties: { parent: ref('Zone'), site: ref('Site') } },
      Site: { type: 'object', properties: { zones: { type: 'array', items: ref('Zone') } } },
      Label: { type: 'string' },
      Base: { type: 'object', properties: { id: { type: 'string' } } },
      Room: { allOf: [ref('Base'), { properties: { floor: { type: 'integer' } } }] },
      Pet: { oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'kind', mapping: { bird: 'Bird' } } },
      Cat: { type: 'object' },
      Dog: { type: 'object' },
      Bird: { type: 'object' },
      Event: { type: 'object', properties: { asset: ref('Asset') } },
      Ack: { type: 'object' },
      Error: { type: 'object', properties: { example: ref('Detail') }, example: { $ref: 'not a reference, an example' } },
      Detail: { type: 'object' },
      Unused: { type: 'object', properties: { room: ref('Room') } },
      Filter: { type: 'string' },
    },
    responses: { NotFound: { description: 'Not found', ...json(ref('Error')) } },
    parameters: { FilterParam: { name: 'filter', in: 'query', schema: ref('Filter') } },
  },
};

const sources: UsageSource[] = [
  {
    key: 'get-asset',
    parameters: [{ $ref: '#/components/parameters/FilterParam' }],
    responses: { 200: json(ref('Asset')), 404: { $ref: '#/components/responses/NotFound' } },
  },
  { key: 'create-room', parameters: [], requestBody: json(ref('Room')), responses: { 201: { description: 'Created' } } },
  { key: 'adopt', parameters: [], requestBody: json(ref('Pet')), responses: {} },
  {
    key: 'subscribe',
    parameters: [],
    responses: { 201: { description: 'Subscribed' } },
    callbacks: { onEvent: { '{$request.body#/callbackUrl}': { post: { requestBody: json(ref('Event')), responses: { 200: json(ref('Ack')) } } } } },
  },
];

const usage = schemaUsage(document, sources);
const placesOf = (schema: string, operation: string) => usage.get(schema)?.usedBy.get(operation);
const operationsOf = (schema: string) => [...(usage.get(schema)?.usedBy.keys() ?? [])];

describe('schemaUsage: which operations use a schema, and where', () => {
  it('a schema written at a place is used directly there, with the response status', () => {
    expect(placesOf('Asset', 'get-asset')).toEqual([{ in: 'response', status: '200' }]);
    expect(placesOf('Room', 'create-room')).toEqual([{ in: 'request' }]);
  });

  it('follows references to other components: a shared response, a parameter', () => {
    expect(placesOf('Error', 'get-asset')).toEqual([{ in: 'response', status: '404' }]);
    expect(placesOf('Filter', 'get-asset')).toEqual([{ in: 'parameters' }]);
  });

  it('a schema another schema refers to is used through it, at any depth, naming the schema used at the place', () => {
    expect(placesOf('Location', 'get-asset')).toEqual([{ in: 'response', status: '200', via: 'Asset' }]);
    expect(placesOf('Zone', 'get-asset')).toEqual([{ in: 'response', status: '200', via: 'Asset' }]);
    expect(placesOf('Label', 'get-asset')).toEqual([{ in: 'response', status: '200', via: 'Asset' }]);
    expect(placesOf('Detail', 'get-asset')).toEqual([{ in: 'response', status: '404', via: 'Error' }]);
  });

  it('through allOf, oneOf and a discriminator mapping', () => {
    expect(placesOf('Base', 'create-room')).toEqual([{ in: 'request', via: 'Room' }]);
    expect(placesOf('Cat', 'adopt')).toEqual([{ in: 'request', via: 'Pet' }]);
    expect(placesOf('Dog', 'adopt')).toEqual([{ in: 'request', via: 'Pet' }]);
    expect(placesOf('Bird', 'adopt')).toEqual([{ in: 'request', via: 'Pet' }]);
  });

  it('in a callback, by its name, directly and through other schemas', () => {
    expect(placesOf('Event', 'subscribe')).toEqual([{ in: 'callback', callback: 'onEvent' }]);
    expect(placesOf('Ack', 'subscribe')).toEqual([{ in: 'callback', callback: 'onEvent' }]);
    expect(placesOf('Zone', 'subscribe')).toEqual([{ in: 'callback', callback: 'onEvent', via: 'Event' }]);
    expect(operationsOf('Asset')).toEqual(['get-asset', 'subscribe']);
  });

  it('ends on cycles (Zone → Zone, Zone → Site → Zone) and lists each operation once', () => {
    expect(operationsOf('Zone')).toEqual(['get-asset', 'subscribe']);
    expect(operationsOf('Site')).toEqual(['get-asset', 'subscribe']);
    expect(usage.get('Zone')?.referencedBy).toEqual(['Location', 'Site']);
  });

  it('a schema no operation reaches is used by none, and says which schemas refer to it', () => {
    expect(operationsOf('Unused')).toEqual([]);
    expect(operationsOf('Room')).toEqual(['create-room']);
    expect(usage.get('Room')?.referencedBy).toEqual(['Unused']);
  });

  it('a property named like a keyword is a property; an example is not a reference', () => {
    expect(directSchemaRefs(document, document.components.schemas.Error)).toEqual(['Detail']);
  });

  it('reads schema names from references, escaped or pointing inside a schema', () => {
    expect(schemaNameOfRef('#/components/schemas/simple-user')).toBe('simple-user');
    expect(schemaNameOfRef('#/components/schemas/a~1b/properties/x')).toBe('a/b');
    expect(schemaNameOfRef('#/components/responses/NotFound')).toBeUndefined();
  });
});
