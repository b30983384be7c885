/** @jest-environment node */
import { nearestTreeAnchor } from '../../../src/openapi/treeAnchors';
import type { OperationPageData, SchemaNode } from '../../../src/openapi/pageData';

const order: SchemaNode = {
  typeLabel: 'object',
  refName: 'Order',
  children: [
    { name: 'asset', role: 'property', typeLabel: 'object', refName: 'Asset', seeSchema: 'Asset' },
    { name: 'total', role: 'property', typeLabel: 'object', refName: 'Money', children: [{ name: 'amount', role: 'property', typeLabel: 'number' }] },
    {
      name: 'either',
      role: 'property',
      typeLabel: 'oneOf',
      variants: {
        kind: 'oneOf',
        options: [{ title: 'Money', node: { typeLabel: 'object', children: [{ name: 'currency', role: 'property', typeLabel: 'string' }] } }],
      },
    },
  ],
};
const page: Pick<OperationPageData, 'requestBody' | 'responses'> = {
  requestBody: { content: [{ mediaType: 'application/json', schema: order, examples: [] }] },
  responses: [{ status: '200', anchor: 'response-200', headers: [], content: [{ mediaType: 'application/json', schema: order, examples: [] }] }],
};

describe('nearestTreeAnchor', () => {
  it('keeps an anchor whose node the page shows', () => {
    expect(nearestTreeAnchor(page, 'response-200.total.amount')).toBe('response-200.total.amount');
    expect(nearestTreeAnchor(page, 'request-body.either.option-1.currency')).toBe('request-body.either.option-1.currency');
  });

  it('lands inside a schema shown by name on the node that names it', () => {
    expect(nearestTreeAnchor(page, 'response-200.asset.code')).toBe('response-200.asset');
    expect(nearestTreeAnchor(page, 'request-body.asset.location.zoneId')).toBe('request-body.asset');
  });

  it('lands on the deepest node that exists, and leaves anchors outside trees alone', () => {
    expect(nearestTreeAnchor(page, 'response-200.total.gone')).toBe('response-200.total');
    expect(nearestTreeAnchor(page, 'parameter-query-sort')).toBe('parameter-query-sort');
    expect(nearestTreeAnchor(page, 'response-200')).toBe('response-200');
    expect(nearestTreeAnchor(page, 'response-404.code')).toBe('response-404.code');
  });
});
