/** Issue 24: named schemas in a tree link to their pages; deprecated parameters and properties are marked in words. */
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { SchemaLinksProvider } from '../../../../src/apiReference/schemaTree/schemaLinks';
import { SchemaTree } from '../../../../src/apiReference/schemaTree/SchemaTree';
import { ParametersSection } from '../../../../src/apiReference/operationPage/ParametersSection';
import type { SchemaNode } from '../../../../src/openapi/pageData';

const tree: SchemaNode = {
  typeLabel: 'object',
  refName: 'WorkOrder',
  children: [
    { name: 'asset', role: 'property', typeLabel: 'object', refName: 'Asset', children: [{ name: 'code', role: 'property', typeLabel: 'string' }] },
    { name: 'zones', role: 'property', typeLabel: 'array<Zone>' },
    { name: 'internal', role: 'property', typeLabel: 'object', refName: 'Internal' },
    { name: 'id', role: 'property', typeLabel: 'string<uuid>' },
    { name: 'legacyCode', role: 'property', typeLabel: 'string', deprecated: true },
  ],
};
const links = { Asset: 'asset', Zone: 'zone', WorkOrder: 'work-order' };

describe('schema links in trees', () => {
  it('links each named schema that has a page, in "(Asset)" and in "array<Zone>"', () => {
    render(
      <SchemaLinksProvider links={links} apiRoute="/docs/api/portal-api">
        <SchemaTree node={tree} anchor="response-200" />
      </SchemaLinksProvider>,
    );
    expect(screen.getByRole('link', { name: 'Asset' })).toHaveAttribute('href', '/docs/api/portal-api/schemas/asset');
    expect(screen.getByRole('link', { name: 'Zone' })).toHaveAttribute('href', '/docs/api/portal-api/schemas/zone');
    expect(screen.getByRole('link', { name: 'WorkOrder' })).toHaveAttribute('href', '/docs/api/portal-api/schemas/work-order');
    // No page, or not a schema name: plain text.
    expect(screen.queryByRole('link', { name: 'Internal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'uuid' })).toBeNull();
    expect(screen.getByText('(Internal)', { exact: false })).toBeInTheDocument();
  });

  it('links nothing outside a provider, or when the API has no schema pages', () => {
    const { container } = render(<SchemaTree node={tree} anchor="response-200" />);
    expect(container.querySelectorAll('a[href*="/schemas/"]')).toHaveLength(0);
    render(
      <SchemaLinksProvider links={undefined} apiRoute="/docs/api/portal-api">
        <SchemaTree node={tree} anchor="request-body" />
      </SchemaLinksProvider>,
    );
    expect(document.querySelectorAll('a[href*="/schemas/"]')).toHaveLength(0);
  });

  it('marks a deprecated property and a deprecated parameter with the word, not a colour', () => {
    const { container } = render(<SchemaTree node={tree} anchor="response-200" />);
    expect(container.querySelector('[id="response-200.legacyCode"]')).toHaveTextContent(/legacyCode.*deprecated/);
    render(
      <ParametersSection
        parameters={{
          path: [],
          query: [{ name: 'sort', in: 'query', anchor: 'parameter-query-sort', deprecated: true, schema: { typeLabel: 'string' } }],
          header: [],
          cookie: [],
        }}
      />,
    );
    expect(document.getElementById('parameter-query-sort')).toHaveTextContent(/sort.*deprecated/);
  });
});

describe('a big named schema shown by name (decision 0025)', () => {
  const order: SchemaNode = {
    typeLabel: 'object',
    refName: 'Order',
    children: [
      { name: 'asset', role: 'property', typeLabel: 'object', refName: 'Asset', seeSchema: 'Asset', descriptionHtml: '<p>The ordered asset.</p>' },
      { name: 'assets', role: 'property', typeLabel: 'array<Asset>', seeSchema: 'Asset' },
    ],
  };

  it('keeps the name, type line and description, and links "See Asset" to the schema page; nothing to fold', () => {
    const { container } = render(
      <SchemaLinksProvider links={{ Asset: 'asset' }} apiRoute="/docs/api/portal-api">
        <SchemaTree node={order} anchor="response-200" />
      </SchemaLinksProvider>,
    );
    const asset = container.querySelector('[id="response-200.asset"]') as HTMLElement;
    expect(asset).toHaveTextContent(/asset.*object.*\(Asset\).*The ordered asset\..*See Asset/);
    const see = screen.getAllByRole('link', { name: 'See Asset' });
    expect(see).toHaveLength(2);
    for (const link of see) expect(link).toHaveAttribute('href', '/docs/api/portal-api/schemas/asset');
    expect(asset.querySelector('details')).toBeNull();
    expect(container.querySelector('[id="response-200.assets"]')).toHaveTextContent(/array<Asset>.*See Asset/);
  });

  it('a hostile schema name stays text, and its link goes to its slugged page on this site', () => {
    const hostile = '"><img src=x onerror=alert(1)>javascript:';
    const node: SchemaNode = { ...order, children: [{ name: 'evil', role: 'property', typeLabel: 'object', refName: hostile, seeSchema: hostile }] };
    const { container } = render(
      <SchemaLinksProvider links={{ [hostile]: 'img-src-x-onerror-alert-1-javascript' }} apiRoute="/docs/api/portal-api">
        <SchemaTree node={node} anchor="response-200" />
      </SchemaLinksProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    const see = screen.getByRole('link', { name: `See ${hostile}` });
    expect(see).toHaveAttribute('href', '/docs/api/portal-api/schemas/img-src-x-onerror-alert-1-javascript');
  });

  it('says "See Asset" without a link outside a provider', () => {
    const { container } = render(<SchemaTree node={order} anchor="response-200" />);
    expect(container.querySelector('[id="response-200.asset"]')).toHaveTextContent('See Asset');
    expect(screen.queryByRole('link', { name: 'See Asset' })).toBeNull();
  });
});
