/**
 * The context of the blog's pages: created by src/node/blog/createBlogPages.ts, read by the Blog*Page
 * templates. Declared once, here, for both sides.
 */
import type { BlogPostLink } from './types';

export interface BlogListPageContext {
  /** The posts of this page, newest first. */
  readonly ids: readonly string[];
  readonly pageNumber: number;
  readonly pageCount: number;
  readonly newerPath: string | null;
  readonly olderPath: string | null;
}

export interface BlogPostPageContext {
  readonly id: string;
  readonly newer: BlogPostLink | null;
  readonly older: BlogPostLink | null;
}

export interface BlogTagPageContext {
  readonly tag: string;
  readonly ids: readonly string[];
}

export interface BlogTagSummary {
  readonly name: string;
  readonly path: string;
  readonly count: number;
}

export interface BlogTagsPageContext {
  readonly tags: readonly BlogTagSummary[];
}

export interface BlogArchivePageContext {
  readonly ids: readonly string[];
}
