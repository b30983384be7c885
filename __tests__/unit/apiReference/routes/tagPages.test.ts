/** A large API's index split by tag (decision 0025): when, where each tag's page is, and what it lists. */
import { INDEX_ROWS_ON_ONE_PAGE, indexHasTagPages, tagPageRoute, tagPagesOf } from '../../../../src/apiReference/routes/tagPages';

const operation = (slug: string) => ({
  route: `/docs/api/big/${slug}`,
  method: 'GET',
  title: slug,
  path: `/${slug}`,
  deprecated: false,
  slug,
  extra: 'not carried',
});
const rows = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => operation(`${prefix}-${i}`));

test('an index is split when it would list more than INDEX_ROWS_ON_ONE_PAGE operation rows (an operation once per tag listing it)', () => {
  expect(indexHasTagPages([{ operations: rows(INDEX_ROWS_ON_ONE_PAGE, 'a') }])).toBe(false);
  expect(indexHasTagPages([{ operations: rows(INDEX_ROWS_ON_ONE_PAGE, 'a') }, { operations: rows(1, 'a') }])).toBe(true);
  expect(indexHasTagPages([])).toBe(false);
});

test('a tag page is under its API: {api route}/tags/{slug}', () => {
  expect(tagPageRoute('/docs/api/github', 'repos')).toBe('/docs/api/github/tags/repos');
});

test('each tag page lists its operations (only what a row shows), its nested tags with their counts and its parent', () => {
  const pages = tagPagesOf({
    label: 'Big API',
    route: '/docs/api/big',
    tags: [
      { name: 'repos', label: 'Repositories', slug: 'repos', descriptionHtml: '<p>Repos.</p>', operations: rows(2, 'repo') },
      { name: 'branches', label: '', slug: 'branches', parentSlug: 'repos', operations: rows(3, 'branch') },
      { name: 'self', label: 'Self', slug: 'self', parentSlug: 'self', descriptionHtml: null, operations: [] },
    ],
  });
  expect(pages.map((page) => page.slug)).toEqual(['repos', 'branches', 'self']);
  expect(pages[0]).toEqual({
    apiLabel: 'Big API',
    apiRoute: '/docs/api/big',
    label: 'Repositories',
    slug: 'repos',
    descriptionHtml: '<p>Repos.</p>',
    operations: [
      { route: '/docs/api/big/repo-0', method: 'GET', title: 'repo-0', path: '/repo-0', deprecated: false },
      { route: '/docs/api/big/repo-1', method: 'GET', title: 'repo-1', path: '/repo-1', deprecated: false },
    ],
    children: [{ label: 'branches', route: '/docs/api/big/tags/branches', operations: 3 }],
  });
  expect(pages[1].parent).toEqual({ label: 'Repositories', route: '/docs/api/big/tags/repos' });
  expect(pages[1]).not.toHaveProperty('descriptionHtml');
  // A tag naming itself as its parent is nobody's child.
  expect(pages[2]).not.toHaveProperty('parent');
  expect(pages[2].children).toEqual([]);
});
