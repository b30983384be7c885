/** @jest-environment node */
import { paginate } from '../../../../src/node/blog/paginate';
import { blogListPath, tagPath, tagSlug } from '../../../../src/blog/paths';

const posts = (count: number): string[] => Array.from({ length: count }, (_, i) => `post-${i + 1}`);

describe('paginate', () => {
  test('5 posts, 4 per page → /blog (4 posts) and /blog/page/2 (1 post)', () => {
    const pages = paginate(posts(5), 4);
    expect(pages.map((p) => [p.path, p.items])).toEqual([
      ['/blog', ['post-1', 'post-2', 'post-3', 'post-4']],
      ['/blog/page/2', ['post-5']],
    ]);
    expect(pages[0]).toMatchObject({ pageNumber: 1, pageCount: 2, newerPath: null, olderPath: '/blog/page/2' });
    expect(pages[1]).toMatchObject({ pageNumber: 2, pageCount: 2, newerPath: '/blog', olderPath: null });
  });
  test('every post lands on exactly one page, in order', () => {
    for (const perPage of [1, 2, 3, 7, 10]) {
      const pages = paginate(posts(23), perPage);
      expect(pages.flatMap((p) => p.items)).toEqual(posts(23));
      expect(pages).toHaveLength(Math.ceil(23 / perPage));
      expect(pages.every((p) => p.items.length <= perPage && p.items.length > 0)).toBe(true);
    }
  });
  test('middle pages link both ways', () => {
    const pages = paginate(posts(10), 3);
    expect(pages.map((p) => p.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4']);
    expect(pages[2]).toMatchObject({ newerPath: '/blog/page/2', olderPath: '/blog/page/4' });
  });
  test('an exact multiple has no empty last page', () => {
    expect(paginate(posts(8), 4).map((p) => p.path)).toEqual(['/blog', '/blog/page/2']);
  });
  test('an empty blog still has /blog', () => {
    expect(paginate([], 10)).toEqual([{ pageNumber: 1, pageCount: 1, path: '/blog', items: [], newerPath: null, olderPath: null }]);
  });
  test('fewer posts than a page: one page, no links', () => {
    expect(paginate(posts(3), 10)).toHaveLength(1);
  });
  test('a page size below 1 or fractional is refused', () => {
    expect(() => paginate(posts(3), 0)).toThrow('postsPerPage must be a whole number ≥ 1, got 0');
    expect(() => paginate(posts(3), 2.5)).toThrow(RangeError);
  });
});

describe('blog paths', () => {
  test('page 1 is /blog, never /blog/page/1', () => {
    expect(blogListPath(1)).toBe('/blog');
    expect(blogListPath(2)).toBe('/blog/page/2');
  });
  test('tag slugs', () => {
    expect(tagSlug('api')).toBe('api');
    expect(tagSlug('qr-codes')).toBe('qr-codes');
    expect(tagSlug('QR Codes')).toBe('qr-codes');
    expect(tagSlug('  Zone / Floor ')).toBe('zone-floor');
    expect(tagSlug('Café')).toBe('cafe');
    expect(tagPath('Work orders')).toBe('/blog/tags/work-orders');
  });
});
