/** The changelog page's view and the "New in" marks (docs/decisions/0021-api-changelog-and-breaking-changes.md). */
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import { ChangelogView, SentenceText } from '../../../../src/apiReference/changelog/ChangelogView';
import { ChangeMark } from '../../../../src/apiReference/changelog/ChangeMark';
import { buildApiSidebar, operationLink } from '../../../../src/apiReference/sidebar/apiSidebar';
import type { ChangelogVersionData } from '../../../../src/apiReference/changelog/changelogData';

const versions: ChangelogVersionData[] = [
  {
    version: '1.1',
    previous: '1.0',
    date: '2026-11-02',
    anchor: 'version-1-1',
    changeCount: 3,
    breakingCount: 2,
    groups: [
      {
        title: 'GET /assets',
        method: 'GET',
        path: '/assets',
        href: '/docs/api/portal-api/list-assets',
        removed: false,
        breaking: true,
        changes: [
          {
            text: 'Query parameter `zoneId` is now required.',
            breaking: true,
            kind: 'parameter-required',
            pointer: '#/a',
            href: '/docs/api/portal-api/list-assets#parameter-query-zoneId',
          },
          { text: 'New response `404`.', breaking: false, kind: 'response-added', pointer: '#/b', href: '/docs/api/portal-api/list-assets#response-404' },
        ],
      },
      {
        title: 'DELETE /legacy',
        method: 'DELETE',
        path: '/legacy',
        removed: true,
        breaking: true,
        changes: [{ text: 'Operation removed.', breaking: true, kind: 'operation-removed', pointer: '#/c' }],
      },
    ],
  },
];

describe('ChangelogView', () => {
  beforeEach(() => {
    render(
      <ChangelogView
        title="Portal API changelog"
        versions={versions}
        feeds={{ rss: '/docs/api/portal-api/changelog/rss.xml', atom: '/docs/api/portal-api/changelog/atom.xml' }}
      />,
    );
  });

  it('shows each version with its date and counts, and links both feeds', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Portal API changelog' })).toBeInTheDocument();
    const version = screen.getByRole('region', { name: 'Version 1.1' });
    expect(version).toHaveTextContent('Changes since 1.0 · Released 2026-11-02 · 3 changes, 2 breaking');
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/docs/api/portal-api/changelog/rss.xml');
    expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/docs/api/portal-api/changelog/atom.xml');
  });

  it('groups by operation, breaking changes with a visible "Breaking" mark, each linking to the current page', () => {
    const group = screen.getByRole('region', { name: 'GET /assets' });
    const items = within(group).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Breaking Query parameter zoneId is now required.');
    expect(within(items[0] as HTMLElement).getByText('Breaking')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/docs/api/portal-api/list-assets#parameter-query-zoneId');
    expect(items[1]).toHaveTextContent(/^New response 404\.$/);
    expect(within(group).getByRole('heading', { level: 3 }).querySelector('a')).toHaveAttribute('href', '/docs/api/portal-api/list-assets');
  });

  it('a removed operation has no link and says so', () => {
    const group = screen.getByRole('region', { name: 'DELETE /legacy' });
    expect(within(group).queryByRole('link')).toBeNull();
    expect(group).toHaveTextContent('This operation no longer exists.');
  });

  it('renders code spans from backticks', () => {
    const { container } = render(<SentenceText text="Field `a.b` of `x`." />);
    expect(container.querySelectorAll('code')).toHaveLength(2);
    expect(container).toHaveTextContent('Field a.b of x.');
  });
});

describe('marks', () => {
  it('an operation page says "New in 1.1" and links to the version’s entry', () => {
    render(<ChangeMark mark={{ kind: 'new', version: '1.1', href: '/docs/api/portal-api/changelog#version-1-1' }} />);
    expect(screen.getByRole('link', { name: 'New in 1.1' })).toHaveAttribute('href', '/docs/api/portal-api/changelog#version-1-1');
  });

  it('the sidebar marks new and changed operations and lists the changelog first in its API', () => {
    expect(operationLink({ title: 'List assets', method: 'GET', route: '/r', changeKind: 'changed', changedIn: '1.1' })).toEqual({
      type: 'link',
      label: 'List assets',
      href: '/r',
      method: 'GET',
      mark: { label: 'Changed', text: 'changed in 1.1' },
    });
    expect(operationLink({ title: 'x', method: 'GET', route: '/x' })).not.toHaveProperty('mark');
    const [, api] = buildApiSidebar(
      [{ label: 'Portal API', route: '/docs/api/portal-api', changelogRoute: '/docs/api/portal-api/changelog', tags: [] }],
      '/docs/api/o',
    );
    expect(api).toMatchObject({ type: 'category', items: [{ type: 'link', label: 'Changelog', href: '/docs/api/portal-api/changelog' }] });
  });
});
