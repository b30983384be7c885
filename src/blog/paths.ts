/**
 * Every blog route in one place, shared by the build (page creation, feeds) and the components.
 * Browser-safe: no Node modules, no settings.
 */

export const BLOG_PATH = '/blog';
export const BLOG_TAGS_PATH = `${BLOG_PATH}/tags`;
export const BLOG_ARCHIVE_PATH = `${BLOG_PATH}/archive`;

/** The feeds, relative to the site root; the build writes them there and every page links them. */
export const RSS_PATH = '/rss.xml';
export const ATOM_PATH = '/atom.xml';

/** Marks the post body in a post page: the feeds take each post's HTML from there in the built page. */
export const POST_BODY_ATTRIBUTE = 'data-post-body';

/** Page 1 of the post list is `/blog`; page N ≥ 2 is `/blog/page/N` (there is no `/blog/page/1`). */
export function blogListPath(pageNumber: number): string {
  return pageNumber <= 1 ? BLOG_PATH : `${BLOG_PATH}/page/${pageNumber}`;
}

/** A tag's route segment: lower case, runs of anything but letters and digits become one dash. 'QR codes' → 'qr-codes'. */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function tagPath(tag: string): string {
  return `${BLOG_TAGS_PATH}/${tagSlug(tag)}`;
}
