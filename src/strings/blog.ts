/** Every user-visible string of the blog pages and feeds, by id. {name} placeholders are filled by `blogText`. */
export const blogStrings = {
  'blog.title': 'Blog',
  'blog.description': 'Release notes, how-tos and architecture notes from the {product} team.',
  'blog.feed.title': '{site} blog',
  'blog.feed.rss': 'RSS feed',
  'blog.feed.atom': 'Atom feed',
  'blog.feed.subscribe': 'Subscribe',
  'blog.readingTime': '{minutes} min read',
  'blog.readMore': 'Read more',
  'blog.readMore.about': 'about “{title}”',
  'blog.draft': 'Draft',
  'blog.draft.notice': 'This post is a draft: it is shown by the development server only.',
  'blog.byline': 'Authors',
  'blog.tags': 'Tags',
  'blog.tags.label': 'Tags of this post',
  'blog.tags.title': 'Tags',
  'blog.tags.description': 'Every topic of the {product} blog.',
  'blog.tags.postCount': '{count} posts',
  'blog.tags.postCount.one': '1 post',
  'blog.tags.post': 'post',
  'blog.tags.posts': 'posts',
  'blog.tags.all': 'All tags',
  'blog.tag.title': 'Posts tagged “{tag}”',
  'blog.tag.description': 'Posts of the {product} blog tagged “{tag}”.',
  'blog.archive': 'Archive',
  'blog.archive.title': 'Archive',
  'blog.archive.description': 'Every post of the {product} blog, by year.',
  'blog.pagination.label': 'Blog list pages',
  'blog.pagination.newer': 'Newer posts',
  'blog.pagination.older': 'Older posts',
  'blog.pagination.page': 'Page {page} of {count}',
  'blog.pagination.title': 'Blog, page {page}',
  'blog.postNav.label': 'Blog post navigation',
  'blog.postNav.newer': 'Newer post',
  'blog.postNav.older': 'Older post',
  'blog.nav.label': 'Blog sections',
  'blog.nav.all': 'All posts',
  'blog.empty': 'No posts yet.',
} as const;

export type BlogStringId = keyof typeof blogStrings;

export function blogText(id: BlogStringId, values: Readonly<Record<string, string | number>> = {}): string {
  return blogStrings[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
