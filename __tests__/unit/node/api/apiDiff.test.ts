/** @jest-environment node */
import { diffApiDocuments, toPointer, type ApiChange } from '../../../../src/node/api/apiDiff';
import { isBreaking } from '../../../../src/node/api/breakingRules';

type Json = Record<string, unknown>;

/** A one-operation document: POST /assets/{assetId} with the given operation fields and schemas. */
function doc(operation: Json, schemas: Json = {}, extra: Json = {}): Json {
  return {
    openapi: '3.0.3',
    info: { title: 'Test', version: '1.0' },
    paths: { '/assets/{assetId}': { post: { operationId: 'updateAsset', responses: { '200': { description: 'OK' } }, ...operation } } },
    components: { schemas },
    ...extra,
  };
}

const query = (name: string, more: Json = {}): Json => ({ name, in: 'query', schema: { type: 'string' }, ...more });
const body = (schema: Json): Json => ({ requestBody: { required: true, content: { 'application/json': { schema } } } });
const answer = (schema: Json): Json => ({ responses: { '200': { description: 'OK', content: { 'application/json': { schema } } } } });
const object = (properties: Json, required?: string[]): Json => ({ type: 'object', properties, ...(required ? { required } : {}) });

/** kind, breaking and where, the parts a test states. */
function summary(changes: readonly ApiChange[]): string[] {
  return changes.map((change) => {
    const { parameterIn, parameterName, status, property } = change.location;
    const place = [parameterIn, parameterName, status, property?.join('.')].filter(Boolean).join(' ');
    return `${change.breaking ? 'BREAKING' : 'ok'} ${change.kind}${place ? ` ${place}` : ''}`;
  });
}

const diff = (before: Json, after: Json): string[] => summary(diffApiDocuments(before, after));

describe('diffApiDocuments: operations', () => {
  it('an added operation is not breaking, a removed one is', () => {
    const two = doc({});
    (two.paths as Json)['/zones'] = { get: { operationId: 'listZones', responses: { '200': { description: 'OK' } } } };
    expect(diff(doc({}), two)).toEqual(['ok operation-added']);
    expect(diff(two, doc({}))).toEqual(['BREAKING operation-removed']);
    expect(diffApiDocuments(two, doc({}))[0]?.operation).toEqual({ method: 'GET', path: '/zones' });
  });

  it('two path templates of the same shape in one document are not taken for an added operation', () => {
    const paths = (): Json => ({
      '/orgs/{org}/attestations/{attestationId}': {
        get: { operationId: 'getAttestation', responses: { '200': { description: 'OK' } } },
        delete: { operationId: 'deleteAttestation', responses: { '204': { description: 'Gone' } } },
      },
      '/orgs/{org}/attestations/{subjectDigest}': {
        get: { operationId: 'listBySubject', responses: { '200': { description: 'OK' } } },
        delete: { operationId: 'deleteBySubject', responses: { '204': { description: 'Gone' } } },
      },
      '/users/{user}/attestations/{attestationId}': { delete: { operationId: 'deleteUserAttestation', responses: { '204': { description: 'Gone' } } } },
      '/users/{user}/attestations/{subjectDigest}': { get: { operationId: 'listUserBySubject', responses: { '200': { description: 'OK' } } } },
      '/assets': { get: { operationId: 'listAssets', parameters: [query('zoneId')], responses: { '200': { description: 'OK' } } } },
    });
    const before = { ...doc({}), paths: paths() };
    const after = { ...doc({}), paths: paths() };
    (((after.paths as Json)['/assets'] as Json).get as Json).parameters = [query('zoneId', { required: true })];
    expect(diff(before, after)).toEqual(['BREAKING parameter-required query zoneId']);
  });

  it('a deprecated operation is a change, not breaking', () => {
    expect(diff(doc({}), doc({ deprecated: true }))).toEqual(['ok operation-deprecated']);
  });

  it('a renamed operationId with the same method and path is a change of that operation, not a removal and an addition', () => {
    const changes = diffApiDocuments(doc({}), doc({ operationId: 'patchAsset' }));
    expect(summary(changes)).toEqual(['ok operation-id-changed']);
    expect(changes[0]).toMatchObject({ operation: { method: 'POST', path: '/assets/{assetId}' }, before: 'updateAsset', after: 'patchAsset' });
  });
});

describe('diffApiDocuments: parameters', () => {
  it('added: breaking only when required', () => {
    expect(diff(doc({}), doc({ parameters: [query('zoneId')] }))).toEqual(['ok parameter-added query zoneId']);
    expect(diff(doc({}), doc({ parameters: [query('zoneId', { required: true })] }))).toEqual(['BREAKING parameter-added query zoneId']);
  });

  it('removed, made required (breaking) and made optional (not)', () => {
    expect(diff(doc({ parameters: [query('zoneId')] }), doc({}))).toEqual(['BREAKING parameter-removed query zoneId']);
    expect(diff(doc({ parameters: [query('zoneId')] }), doc({ parameters: [query('zoneId', { required: true })] }))).toEqual([
      'BREAKING parameter-required query zoneId',
    ]);
    expect(diff(doc({ parameters: [query('zoneId', { required: true })] }), doc({ parameters: [query('zoneId')] }))).toEqual([
      'ok parameter-optional query zoneId',
    ]);
  });

  it('the same parameters in another order are no change', () => {
    expect(diff(doc({ parameters: [query('a'), query('b')] }), doc({ parameters: [query('b'), query('a')] }))).toEqual([]);
  });

  it('a location change is one breaking change, moved', () => {
    const changes = diffApiDocuments(doc({ parameters: [query('zoneId')] }), doc({ parameters: [{ ...query('zoneId'), in: 'header' }] }));
    expect(summary(changes)).toEqual(['BREAKING parameter-moved header zoneId']);
    expect(changes[0]).toMatchObject({ before: 'query', after: 'header' });
  });

  it('a type change is breaking; a widened type is not', () => {
    expect(diff(doc({ parameters: [query('limit')] }), doc({ parameters: [query('limit', { schema: { type: 'integer' } })] }))).toEqual([
      'BREAKING type-changed query limit',
    ]);
    expect(
      diff(doc({ parameters: [query('limit', { schema: { type: 'integer' } })] }), doc({ parameters: [query('limit', { schema: { type: 'number' } })] })),
    ).toEqual(['ok constraint-widened query limit']);
  });

  it('a path item’s own parameters concern each of its operations', () => {
    const before = doc({});
    const after = doc({});
    ((after.paths as Json)['/assets/{assetId}'] as Json).parameters = [query('zoneId', { required: true })];
    expect(diff(before, after)).toEqual(['BREAKING parameter-added query zoneId']);
  });
});

describe('diffApiDocuments: bodies and properties', () => {
  it('request body properties: a new required one breaks, a new optional one does not, a removed one breaks', () => {
    expect(diff(doc(body(object({}))), doc(body(object({ name: { type: 'string' } }, ['name']))))).toEqual(['BREAKING property-added name']);
    expect(diff(doc(body(object({}))), doc(body(object({ name: { type: 'string' } }))))).toEqual(['ok property-added name']);
    expect(diff(doc(body(object({ name: { type: 'string' } }))), doc(body(object({}))))).toEqual(['BREAKING property-removed name']);
  });

  it('required changed: breaking in a request when made required, in a response when made optional', () => {
    const props = { name: { type: 'string' } };
    expect(diff(doc(body(object(props))), doc(body(object(props, ['name']))))).toEqual(['BREAKING property-required name']);
    expect(diff(doc(body(object(props, ['name']))), doc(body(object(props))))).toEqual(['ok property-optional name']);
    expect(diff(doc(answer(object(props, ['name']))), doc(answer(object(props))))).toEqual(['BREAKING property-optional 200 name']);
    expect(diff(doc(answer(object(props))), doc(answer(object(props, ['name']))))).toEqual(['ok property-required 200 name']);
  });

  it('response fields: added is not breaking, removed is', () => {
    expect(diff(doc(answer(object({}))), doc(answer(object({ zoneId: { type: 'string' } }))))).toEqual(['ok property-added 200 zoneId']);
    expect(diff(doc(answer(object({ zoneId: { type: 'string' } }))), doc(answer(object({}))))).toEqual(['BREAKING property-removed 200 zoneId']);
  });

  it('enum values: a request accepting fewer breaks, a response sending more breaks', () => {
    const status = (values: string[]): Json => object({ status: { type: 'string', enum: values } });
    expect(diff(doc(body(status(['open', 'closed']))), doc(body(status(['open']))))).toEqual(['BREAKING enum-value-removed status']);
    expect(diff(doc(body(status(['open']))), doc(body(status(['open', 'closed']))))).toEqual(['ok enum-value-added status']);
    expect(diff(doc(answer(status(['open']))), doc(answer(status(['open', 'closed']))))).toEqual(['BREAKING enum-value-added 200 status']);
    expect(diff(doc(answer(status(['open', 'closed']))), doc(answer(status(['open']))))).toEqual(['ok enum-value-removed 200 status']);
  });

  it('constraints: narrowed in a request breaks, widened does not; the other way round in a response', () => {
    const name = (constraint: Json): Json => object({ name: { type: 'string', ...constraint } });
    expect(diff(doc(body(name({ maxLength: 100 }))), doc(body(name({ maxLength: 50 }))))).toEqual(['BREAKING constraint-narrowed name']);
    expect(diff(doc(body(name({ maxLength: 50 }))), doc(body(name({ maxLength: 100 }))))).toEqual(['ok constraint-widened name']);
    expect(diff(doc(body(name({}))), doc(body(name({ minLength: 3 }))))).toEqual(['BREAKING constraint-narrowed name']);
    expect(diff(doc(body(name({ pattern: '^a' }))), doc(body(name({ pattern: '^b' }))))).toEqual(['BREAKING constraint-changed name']);
    expect(diff(doc(answer(name({ maxLength: 50 }))), doc(answer(name({ maxLength: 100 }))))).toEqual(['BREAKING constraint-widened 200 name']);
  });

  it('a property type change is breaking, nested properties are named by their path', () => {
    const nested = (type: string): Json => object({ location: object({ floor: { type } }) });
    expect(diff(doc(body(nested('string'))), doc(body(nested('integer'))))).toEqual(['BREAKING type-changed location.floor']);
  });

  it('a deprecated field is a change, not breaking', () => {
    expect(diff(doc(answer(object({ name: { type: 'string' } }))), doc(answer(object({ name: { type: 'string', deprecated: true } }))))).toEqual([
      'ok property-deprecated 200 name',
    ]);
  });

  it('responses and media types: added is not breaking; a removed success response or media type is', () => {
    const withNotFound = { responses: { '200': { description: 'OK' }, '404': { description: 'Not found' } } };
    expect(diff(doc({}), doc(withNotFound))).toEqual(['ok response-added 404']);
    expect(diff(doc(withNotFound), doc({}))).toEqual(['ok response-removed 404']);
    expect(diff(doc({}), doc({ responses: { '201': { description: 'Created' } } }))).toEqual(['BREAKING response-removed 200', 'ok response-added 201']);
    const xml = { requestBody: { content: { 'application/json': { schema: object({}) }, 'application/xml': { schema: object({}) } } } };
    const json = { requestBody: { content: { 'application/json': { schema: object({}) } } } };
    expect(diff(doc(json), doc(xml))).toEqual(['ok media-type-added']);
    expect(diff(doc(xml), doc(json))).toEqual(['BREAKING media-type-removed']);
  });

  it('a request body made required breaks', () => {
    const optional = { requestBody: { content: { 'application/json': { schema: object({}) } } } };
    expect(diff(doc(optional), doc(body(object({}))))).toEqual(['BREAKING request-body-required']);
  });

  it('follows $refs, so a schema change is reported on each operation using it, not on the component', () => {
    const ref = { $ref: '#/components/schemas/Asset' };
    const changes = diffApiDocuments(doc(answer(ref), { Asset: object({ id: { type: 'string' } }) }), doc(answer(ref), { Asset: object({}) }));
    expect(summary(changes)).toEqual(['BREAKING property-removed 200 id']);
    expect(changes[0]?.pointer).toBe('#/paths/~1assets~1{assetId}/post/responses/200/content/application~1json/schema/properties/id');
  });

  it('a cycle of $refs is compared without looping', () => {
    const node = (extra: Json): Json => ({ Node: object({ next: { $ref: '#/components/schemas/Node' }, ...extra }) });
    const ref = { $ref: '#/components/schemas/Node' };
    expect(diff(doc(body(ref), node({})), doc(body(ref), node({ label: { type: 'string' } })))).toEqual(['ok property-added label']);
  });
});

describe('diffApiDocuments: security and servers', () => {
  const schemes = { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' }, oauth: { type: 'oauth2', flows: {} } } };
  const withSecurity = (security: unknown[]): Json => ({ ...doc({ security }), components: { schemas: {}, ...schemes } });

  it('authentication newly required and an alternative no longer accepted break; a new alternative does not', () => {
    expect(diff(withSecurity([]), withSecurity([{ key: [] }]))).toEqual(['BREAKING security-added']);
    expect(diff(withSecurity([{ key: [] }, { oauth: [] }]), withSecurity([{ oauth: [] }]))).toEqual(['BREAKING security-removed']);
    expect(diff(withSecurity([{ key: [] }]), withSecurity([{ key: [] }, { oauth: [] }]))).toEqual(['ok security-added']);
  });

  it('a removed server breaks, an added one does not', () => {
    const servers = (...urls: string[]): Json => doc({}, {}, { servers: urls.map((url) => ({ url })) });
    expect(diff(servers('https://a.example'), servers('https://a.example', 'https://b.example'))).toEqual(['ok server-added']);
    expect(diff(servers('https://a.example'), servers('https://b.example'))).toEqual(['BREAKING server-removed', 'ok server-added']);
  });
});

describe('diffApiDocuments: order and helpers', () => {
  it('lists breaking changes first', () => {
    const changes = diff(doc({}), doc({ deprecated: true, parameters: [query('zoneId', { required: true })] }));
    expect(changes[0]).toBe('BREAKING parameter-added query zoneId');
    expect(changes).toContain('ok operation-deprecated');
  });

  it('no change between a document and itself', () => {
    expect(diff(doc(body(object({ a: { type: 'string' } }))), doc(body(object({ a: { type: 'string' } }))))).toEqual([]);
  });

  it('isBreaking reads the side for the direction-dependent kinds', () => {
    expect(isBreaking('enum-value-added', 'request')).toBe(false);
    expect(isBreaking('enum-value-added', 'response')).toBe(true);
    expect(isBreaking('response-removed', 'response', { status: '404' })).toBe(false);
  });

  it('leaves both documents as they were (the library rewrites what it is given)', () => {
    const schema = object({ price: { type: 'number', minimum: 0, exclusiveMinimum: true }, parts: { allOf: [object({ a: { type: 'string' } })] } });
    const before = doc(body(schema));
    const after = doc(body(object({})));
    const copies = [structuredClone(before), structuredClone(after)];
    diffApiDocuments(before, after);
    expect([before, after]).toEqual(copies);
  });

  it('toPointer escapes ~ and /', () => {
    expect(toPointer(['paths', '/a~b', 'get'])).toBe('#/paths/~1a~0b/get');
  });

  it('refuses what is not a document', () => {
    expect(() => diffApiDocuments(null, {})).toThrow(/must be objects/);
  });
});
