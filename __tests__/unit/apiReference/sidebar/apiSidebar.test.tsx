/** Issue 24: the API sidebar's Schemas group and its deprecated marks. */
import * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { boundApiSidebar, buildApiSidebar, SCHEMAS_LABEL, type ApiSidebarSource } from '../../../../src/apiReference/sidebar/apiSidebar';
import { Sidebar } from '../../../../src/docs/Sidebar';
import type { SidebarItem } from '../../../../src/docs/types';

const { renderToString } = require('react-dom/server.node') as typeof ReactDomServer;

const api: ApiSidebarSource = {
  label: 'Portal API',
  route: '/docs/api/portal-api',
  tags: [
    {
      name: 'Assets',
      slug: 'assets',
      operations: [
        { title: 'List assets', method: 'GET', route: '/docs/api/portal-api/list-assets' },
        { title: 'Recreate QR', method: 'POST', route: '/docs/api/portal-api/recreate-qr', deprecated: true },
      ],
    },
  ],
  schemas: [
    { name: 'Asset', slug: 'asset' },
    { name: 'LegacyCode', slug: 'legacy-code', deprecated: true },
  ],
};

const category = (items: readonly SidebarItem[], label: string) => items.find((item) => item.type === 'category' && item.label === label);

describe('the API sidebar: schemas and deprecation', () => {
  const sidebar = buildApiSidebar([api], '/docs/api/overview');
  const apiItems = (category(sidebar, 'Portal API') as Extract<SidebarItem, { type: 'category' }>).items;

  it('has a collapsed Schemas category after the tags, one link per schema page', () => {
    expect(apiItems.map((item) => item.label)).toEqual(['Assets', SCHEMAS_LABEL]);
    expect(category(apiItems, SCHEMAS_LABEL)).toEqual({
      type: 'category',
      label: SCHEMAS_LABEL,
      collapsed: true,
      items: [
        { type: 'link', label: 'Asset', href: '/docs/api/portal-api/schemas/asset' },
        { type: 'link', label: 'LegacyCode', href: '/docs/api/portal-api/schemas/legacy-code', deprecated: true },
      ],
    });
    expect(category(apiItems, 'Assets')).toMatchObject({ items: [{ label: 'List assets' }, { label: 'Recreate QR', deprecated: true }] });
  });

  it('has no Schemas category when the API has no schema pages', () => {
    const items = (buildApiSidebar([{ ...api, schemas: [] }], '/x')[1] as Extract<SidebarItem, { type: 'category' }>).items;
    expect(items.map((item) => item.label)).toEqual(['Assets']);
  });

  it('a deprecated entry shows the word and its link is named with it', () => {
    render(<Sidebar items={sidebar} currentPath="/docs/api/portal-api/list-assets" />);
    const link = screen.getByRole('link', { name: 'POST Recreate QR deprecated' });
    expect(within(link).getByText('deprecated')).toBeVisible();
    expect(screen.getByRole('link', { name: 'GET List assets' })).toBeInTheDocument();
  });

  it('the collapsed Schemas category puts no entries in the HTML, and renders them once opened', () => {
    const html = renderToString(<Sidebar items={sidebar} currentPath="/docs/api/portal-api/list-assets" />);
    expect(html).not.toContain('/schemas/asset');
    render(<Sidebar items={sidebar} currentPath="/docs/api/portal-api/list-assets" />);
    expect(screen.queryByRole('link', { name: 'Asset' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Expand sidebar category '${SCHEMAS_LABEL}'` }));
    expect(screen.getByRole('link', { name: 'Asset' })).toHaveAttribute('href', '/docs/api/portal-api/schemas/asset');
  });

  it('on a schema page the Schemas category starts open, with the page marked current', () => {
    const html = renderToString(<Sidebar items={sidebar} currentPath="/docs/api/portal-api/schemas/asset" />);
    expect(html).toMatch(/href="\/docs\/api\/portal-api\/schemas\/asset"[^>]*aria-current="page"/);
    expect(html).toContain('LegacyCode');
  });

  it('bounded (large APIs): on a schema page, the schemas around it; elsewhere none (the whole sidebar brings them)', () => {
    const many: ApiSidebarSource = { ...api, schemas: Array.from({ length: 500 }, (_, index) => ({ name: `S${index}`, slug: `s-${index}` })) };
    const onSchema = boundApiSidebar([many], '/x', '/docs/api/portal-api/schemas/s-250');
    const schemas = category((onSchema[1] as Extract<SidebarItem, { type: 'category' }>).items, SCHEMAS_LABEL) as Extract<SidebarItem, { type: 'category' }>;
    expect(schemas.collapsed).toBeUndefined();
    expect(schemas.items).toHaveLength(101);
    expect(schemas.items[50]).toMatchObject({ label: 'S250' });
    const onOperation = boundApiSidebar([many], '/x', '/docs/api/portal-api/list-assets');
    expect(category((onOperation[1] as Extract<SidebarItem, { type: 'category' }>).items, SCHEMAS_LABEL)).toBeUndefined();
  });
});

describe('the API sidebar: schemas new or changed in the newest version (the changelog)', () => {
  it('marks a new and a changed schema like operations, with the spoken text, and leaves the others alone', () => {
    const marked: ApiSidebarSource = {
      ...api,
      schemas: [
        { name: 'Asset', slug: 'asset', changeKind: 'changed', changedIn: '1.1' },
        { name: 'ChatMessage', slug: 'chat-message', changeKind: 'new', changedIn: '1.1' },
        { name: 'Zone', slug: 'zone' },
      ],
    };
    const items = (
      category((category(buildApiSidebar([marked], '/x'), 'Portal API') as Extract<SidebarItem, { type: 'category' }>).items, SCHEMAS_LABEL) as Extract<
        SidebarItem,
        { type: 'category' }
      >
    ).items;
    expect(items).toEqual([
      { type: 'link', label: 'Asset', href: '/docs/api/portal-api/schemas/asset', mark: { label: 'Changed', text: 'changed in 1.1' } },
      { type: 'link', label: 'ChatMessage', href: '/docs/api/portal-api/schemas/chat-message', mark: { label: 'New', text: 'new in 1.1' } },
      { type: 'link', label: 'Zone', href: '/docs/api/portal-api/schemas/zone' },
    ]);
  });
});
