import { bodyTreeAnchor, childAnchor, responseAnchorOf, schemaSegment, variantSegment } from '../../../src/openapi/anchors';
import { defaultResponseStatus, foldControlCount, sharedKey, sharedSchemas } from '../../../src/openapi/operationView';
import type { ResponseData, SchemaNode } from '../../../src/openapi/pageData';

const error: SchemaNode = { typeLabel: 'object', refName: 'Error', children: [{ name: 'code', role: 'property', typeLabel: 'string' }] };
const response = (status: string, schema?: SchemaNode, mediaType = 'application/json'): ResponseData => ({
  status,
  anchor: `response-${status}`,
  headers: [],
  content: schema ? [{ mediaType, schema, examples: [] }] : [],
});

describe('the open response', () => {
  it('is the first 2xx, else the first listed', () => {
    expect(defaultResponseStatus([response('400'), response('201'), response('200')])).toBe('201');
    expect(defaultResponseStatus([response('404'), response('default')])).toBe('404');
    expect(defaultResponseStatus([])).toBeUndefined();
  });
});

describe('shared response schemas', () => {
  it('points every later response with the same schema and media type at the first one', () => {
    const shared = sharedSchemas([
      response('200', { typeLabel: 'object', children: [] }),
      response('400', error),
      response('404', error),
      response('409', error, 'application/problem+json'),
    ]);
    expect(shared.get(sharedKey('404', 'application/json'))).toEqual({ status: '400', anchor: 'response-400' });
    expect(shared.has(sharedKey('400', 'application/json'))).toBe(false);
    // Another media type is another schema.
    expect(shared.has(sharedKey('409', 'application/problem+json'))).toBe(false);
  });

  it('never shares a schema with nothing to fold (a string body is printed where it is)', () => {
    const text: SchemaNode = { typeLabel: 'string' };
    expect(sharedSchemas([response('400', text), response('404', text)]).size).toBe(0);
  });
});

describe('fold controls and anchors', () => {
  it('counts every fold below the root: nested objects and each option', () => {
    const node: SchemaNode = {
      typeLabel: 'object',
      children: [
        {
          name: 'a',
          role: 'property',
          typeLabel: 'object',
          children: [{ name: 'b', role: 'property', typeLabel: 'object', children: [{ name: 'c', role: 'property', typeLabel: 'string' }] }],
        },
        { name: 'd', role: 'property', typeLabel: 'string' },
      ],
      variants: {
        kind: 'oneOf',
        options: [
          { title: 'X', node: { typeLabel: 'object' } },
          { title: 'Y', node: { typeLabel: 'object' } },
        ],
      },
    };
    expect(foldControlCount(node)).toBe(4);
  });

  it('builds dotted property paths that stay valid ids', () => {
    expect(childAnchor('request-body', schemaSegment({ name: 'zoneId', role: 'property' }, 0))).toBe('request-body.zoneId');
    expect(schemaSegment({ name: 'a.b c/d', role: 'property' }, 0)).toBe('a-b-c-d');
    expect(schemaSegment({ role: 'items' }, 3)).toBe('items');
    expect(schemaSegment({ name: '^x-', role: 'patternProperty' }, 1)).toBe('pattern-2');
    expect(variantSegment(0)).toBe('option-1');
    expect(bodyTreeAnchor('request-body', 0, 'application/json')).toBe('request-body');
    expect(bodyTreeAnchor('response-200', 1, 'application/xml; charset=utf-8')).toBe('response-200-application-xml');
  });

  it('finds the response an anchor is in', () => {
    const anchors = ['response-200', 'response-404'];
    expect(responseAnchorOf('response-404.details.reason', anchors)).toBe('response-404');
    expect(responseAnchorOf('response-200-header-X-Rate', anchors)).toBe('response-200');
    expect(responseAnchorOf('request-body.code', anchors)).toBeUndefined();
  });
});
