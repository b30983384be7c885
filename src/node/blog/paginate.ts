import { blogListPath } from '../../blog/paths';

export interface ListPage<T> {
  /** 1-based. */
  readonly pageNumber: number;
  readonly pageCount: number;
  readonly path: string;
  readonly items: readonly T[];
  readonly newerPath: string | null;
  readonly olderPath: string | null;
}

/**
 * Splits the posts (newest first) into list pages of `perPage`: `/blog`, `/blog/page/2`, …
 * An empty blog still has its first page, so `/blog` always exists.
 */
export function paginate<T>(items: readonly T[], perPage: number): ListPage<T>[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`postsPerPage must be a whole number ≥ 1, got ${perPage}`);
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: pageCount }, (_, index) => {
    const pageNumber = index + 1;
    return {
      pageNumber,
      pageCount,
      path: blogListPath(pageNumber),
      items: items.slice(index * perPage, pageNumber * perPage),
      newerPath: pageNumber > 1 ? blogListPath(pageNumber - 1) : null,
      olderPath: pageNumber < pageCount ? blogListPath(pageNumber + 1) : null,
    };
  });
}
