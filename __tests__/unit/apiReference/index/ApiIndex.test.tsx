/** An API's index page body (its template, src/templates/ApiIndexPage.tsx, only queries and composes). */
import * as React from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { ApiIndex, useApiIndexOutline, type ApiIndexSpec } from '../../../../src/apiReference/index/ApiIndex';

const operation = (title: string, path: string, deprecated = false) => ({ title, method: 'get', route: `/docs/api/x/${title}`, path, deprecated });
const spec = {
  label: 'Portal API',
  title: 'FMS Portal',
  version: '1.1',
  file: '/Portal-v1.json',
  operationCount: 3,
  tagGroups: [{ name: 'Maintenance', slug: 'maintenance', tagSlugs: ['work-orders'] }],
  tags: [
    {
      name: 'Work orders',
      label: 'Work orders',
      slug: 'work-orders',
      parentSlug: null,
      descriptionHtml: '<p>Jobs.</p>',
      operations: [operation('list-work-orders', '/work-orders', true)],
    },
    {
      name: 'Comments',
      label: 'Comments',
      slug: 'comments',
      parentSlug: 'work-orders',
      descriptionHtml: null,
      operations: [operation('list-comments', '/work-orders/{id}/comments')],
    },
    { name: 'Assets', label: 'Assets', slug: 'assets', parentSlug: null, descriptionHtml: null, operations: [operation('list-assets', '/assets')] },
  ],
} as unknown as ApiIndexSpec;

describe("an API's index", () => {
  it('outlines the tags as the sidebar does, and its table of contents goes two levels deep', () => {
    const { result } = renderHook(() => useApiIndexOutline(spec));
    // Comments sits below Work orders: the index shows it, the table of contents stops one level down.
    expect(result.current.toc.map((entry) => `${entry.level} ${entry.id}`)).toEqual(['2 maintenance', '3 work-orders', '2 assets']);
    expect(renderHook(() => useApiIndexOutline(null)).result.current).toEqual({ outline: [], toc: [] });
  });

  it('renders the groups, the nested tags with their operations, and the links to the overview and the document', () => {
    const { result } = renderHook(() => useApiIndexOutline(spec));
    const { container } = render(<ApiIndex spec={spec} outline={result.current.outline} overviewRoute="/docs/api" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Portal API' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Work orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Assets' })).toBeInTheDocument();
    expect(screen.getByText('/work-orders/{id}/comments')).toBeInTheDocument();
    expect(screen.getByText('Overview of the APIs').closest('a')).toHaveAttribute('href', '/docs/api');
    expect(container.querySelector('a[download]')).toHaveAttribute('href', '/Portal-v1.json');
    const ids = result.current.toc.map((entry) => entry.id);
    expect(ids.filter((id) => !container.querySelector(`[id="${id}"]`))).toEqual([]);
  });
});
