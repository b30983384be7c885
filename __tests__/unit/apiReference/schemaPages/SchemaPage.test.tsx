/** Issue 24: a schema page: its tree with links, an example, "Used by" with places and links. */
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { SchemaPage, groupPlaces, schemaPageToc } from '../../../../src/apiReference/schemaPages/SchemaPage';
import type { SchemaPageData } from '../../../../src/openapi/pageData';

const zone: SchemaPageData = {
  apiId: 'portal-api',
  name: 'Zone',
  slug: 'zone',
  deprecated: true,
  descriptionHtml: '<p>A part of a building.</p>',
  tree: { typeLabel: 'object', refName: 'Zone', children: [{ name: 'site', role: 'property', typeLabel: 'object', refName: 'Site' }] },
  examples: [{ name: 'default', value: '{\n  "name": "Basement"\n}', generated: true }],
  usedBy: [
    {
      slug: 'get-asset',
      kind: 'operation',
      method: 'GET',
      path: '/assets/{id}',
      title: 'Get an asset',
      places: [{ in: 'response', status: '200', via: 'Asset' }],
    },
    {
      slug: 'create-zone',
      kind: 'operation',
      method: 'POST',
      path: '/zones',
      title: 'Create a zone',
      deprecated: true,
      places: [{ in: 'request' }, { in: 'callback', callback: 'onZoneCreated' }],
    },
  ],
  referencedBy: [{ name: 'Asset', slug: 'asset' }],
  schemaLinks: { Asset: 'asset', Site: 'site' },
};

describe('SchemaPage', () => {
  it('shows the name, the deprecation, the description, the tree with its links and the example', () => {
    render(<SchemaPage schema={zone} apiRoute="/docs/api/portal-api" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zone');
    expect(screen.getByRole('note')).toHaveTextContent('Deprecated.');
    expect(screen.getByText('A part of a building.')).toBeInTheDocument();
    expect(document.getElementById('schema.site')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute('href', '/docs/api/portal-api/schemas/site');
    expect(screen.getByText(/"name": "Basement"/)).toBeInTheDocument();
  });

  it('"Used by": each operation a link, with its places, the schema it is used through, and its deprecation', () => {
    render(<SchemaPage schema={zone} apiRoute="/docs/api/portal-api" />);
    const section = screen.getByRole('region', { name: 'Used by' });
    const items = within(section).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'GET Get an asset' })).toHaveAttribute('href', '/docs/api/portal-api/get-asset');
    expect(items[0]).toHaveTextContent('response 200 through Asset');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Asset' })).toHaveAttribute('href', '/docs/api/portal-api/schemas/asset');
    expect(items[1]).toHaveTextContent(/Create a zone\s*Deprecated/);
    expect(items[1]).toHaveTextContent('request body, callback onZoneCreated');
    expect(within(screen.getByRole('region', { name: 'Referenced by schemas' })).getByRole('link', { name: 'Asset' })).toHaveAttribute(
      'href',
      '/docs/api/portal-api/schemas/asset',
    );
  });

  it('"Used by" says the responses used through one schema once, one line per operation (decision 0025)', () => {
    const errors = {
      ...zone,
      usedBy: [
        {
          slug: 'get-asset',
          kind: 'operation' as const,
          method: 'GET',
          path: '/assets/{id}',
          title: 'Get an asset',
          places: [
            { in: 'response' as const, status: '400', via: 'ErrorResponse' },
            { in: 'response' as const, status: '404', via: 'ErrorResponse' },
            { in: 'response' as const, status: '200' },
          ],
        },
      ],
    };
    render(<SchemaPage schema={errors} apiRoute="/docs/api/portal-api" />);
    const item = within(screen.getByRole('region', { name: 'Used by' })).getByRole('listitem');
    expect(item).toHaveTextContent('GET Get an asset /assets/{id}: responses 400, 404 through ErrorResponse, response 200');
    expect(item.querySelector('br')).toBeNull();
    expect(groupPlaces([{ in: 'request' }, { in: 'response', status: '201' }])).toEqual([{ in: 'request' }, { in: 'response', status: '201' }]);
    // One text node between the links: server-rendered, adjacent text nodes are separated by `<!-- -->`, bytes on every use.
    const texts = [...item.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    expect(texts.map((node) => node.textContent)).toEqual([' ', ': responses 400, 404 through ', ', response 200']);
  });

  it('says so when no operation uses the schema; the table of contents follows the sections', () => {
    render(<SchemaPage schema={{ ...zone, usedBy: [], referencedBy: [], examples: [] }} apiRoute="/docs/api/portal-api" />);
    expect(screen.getByText('No operation uses Zone, directly or through another schema.')).toBeInTheDocument();
    expect(schemaPageToc({ ...zone, usedBy: [], referencedBy: [], examples: [] }).map((entry) => entry.id)).toEqual(['definition', 'used-by']);
    expect(schemaPageToc(zone).map((entry) => entry.id)).toEqual(['definition', 'example', 'used-by', 'referenced-by']);
  });
});
