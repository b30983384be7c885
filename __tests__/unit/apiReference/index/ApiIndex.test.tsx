/** An API's index page body (its template, src/templates/ApiIndexPage.tsx, only queries and composes). */
import * as React from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { ApiIndex, useApiIndexOutline, type ApiIndexSpec } from '../../../../src/apiReference/index/ApiIndex';
import { TagPage } from '../../../../src/apiReference/index/TagPage';
import { indexHasTagPages, tagPagesOf } from '../../../../src/apiReference/routes/tagPages';

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
      operationCount: 1,
      operations: [operation('list-work-orders', '/work-orders', true)],
    },
    {
      name: 'Comments',
      label: 'Comments',
      slug: 'comments',
      parentSlug: 'work-orders',
      descriptionHtml: null,
      operationCount: 1,
      operations: [operation('list-comments', '/work-orders/{id}/comments')],
    },
    {
      name: 'Assets',
      label: 'Assets',
      slug: 'assets',
      parentSlug: null,
      descriptionHtml: null,
      operationCount: 1,
      operations: [operation('list-assets', '/assets')],
    },
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

  it('split (a large API): each tag links to its page, naming it and its count, instead of listing its operations; every tag keeps its id', () => {
    const { result } = renderHook(() => useApiIndexOutline(spec));
    const { container } = render(<ApiIndex spec={spec} outline={result.current.outline} overviewRoute="/docs/api" tagPagesOf="/docs/api/x" />);
    expect(screen.queryByText('/work-orders/{id}/comments')).toBeNull();
    expect(container.querySelectorAll('a[href^="/docs/api/x/list-"]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'The operation of Work orders' })).toHaveAttribute('href', '/docs/api/x/tags/work-orders');
    expect(screen.getByRole('link', { name: 'The operation of Comments' })).toHaveAttribute('href', '/docs/api/x/tags/comments');
    expect(screen.getByRole('heading', { level: 4, name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByText('Jobs.')).toBeInTheDocument();
    for (const slug of ['work-orders', 'comments', 'assets']) expect(container.querySelector(`[id="${slug}"]`)).not.toBeNull();
  });
});

describe("a large API (GitHub's description: about 1,500 operations in 50 tags)", () => {
  const big = {
    ...spec,
    operationCount: 1500,
    tagGroups: [],
    tags: Array.from({ length: 50 }, (_, t) => ({
      name: `tag-${t}`,
      label: `Tag number ${t}`,
      slug: `tag-${t}`,
      parentSlug: null,
      descriptionHtml: `<p>What the operations of tag ${t} do, in a sentence or two of the document's own words.</p>`,
      operationCount: 30,
      operations: Array.from({ length: 30 }, (_, o) =>
        operation(`list-repository-things-for-the-authenticated-user-${t}-${o}`, `/repos/{owner}/{repo}/things/${t}/{thing_id}/${o}`),
      ),
    })),
  } as unknown as ApiIndexSpec;
  /** The markup's bytes, as the HTML carries it. */
  const html = (element: React.ReactElement): number => {
    const { container, unmount } = render(element);
    const bytes = Buffer.byteLength(container.innerHTML);
    unmount();
    return bytes;
  };

  it('split, its index is a small page and each tag page lists its operations; whole, its index is over 300 KB', () => {
    const { result } = renderHook(() => useApiIndexOutline(big));
    const whole = html(<ApiIndex spec={big} outline={result.current.outline} overviewRoute="/docs/api" />);
    const split = html(<ApiIndex spec={big} outline={result.current.outline} overviewRoute="/docs/api" tagPagesOf="/docs/api/big" />);
    const tagPage = html(<TagPage tag={tagPagesOf({ label: 'Big', route: '/docs/api/big', tags: big.tags as never })[0]} />);
    expect(indexHasTagPages(big.tags as never)).toBe(true);
    expect(whole).toBeGreaterThan(300 * 1024);
    // The page's shell and sidebar come on top (about 60 KB on GitHub's operation pages).
    expect(split).toBeLessThan(50 * 1024);
    expect(tagPage).toBeLessThan(20 * 1024);
  });
});
