/**
 * The blog's pages: the post list (`/blog`, `/blog/page/N`), one page per post, the tags index, one
 * page per tag and the archive by year. Drafts are left out of everything except `gatsby develop`.
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { BLOG_ARCHIVE_PATH, BLOG_TAGS_PATH, tagPath, tagSlug } from '../../blog/paths';
import { checkPostAuthors } from './authors';
import { includeDrafts } from './blogNodes';
import { paginate } from './paginate';
import type {
  BlogArchivePageContext,
  BlogListPageContext,
  BlogPostPageContext,
  BlogTagPageContext,
  BlogTagsPageContext,
  BlogTagSummary,
} from '../../blog/pageContext';
import type { BlogPostLink } from '../../blog/types';

interface BlogPostsQuery {
  readonly allMdx: {
    readonly nodes: readonly {
      readonly id: string;
      readonly internal: { readonly contentFilePath: string };
      readonly fields: { readonly route: string; readonly sourceFile: string; readonly draft: boolean | null };
      readonly frontmatter: { readonly title: string; readonly tags: readonly string[] | null; readonly authors: readonly string[] | null };
    }[];
  };
  readonly allAuthor: { readonly nodes: readonly { readonly jsonId: string }[] };
}

const template = (name: string): string => path.resolve(`src/templates/${name}.tsx`);

export async function createBlogPages({ graphql, actions, reporter }: CreatePagesArgs, settings: ResolvedSiteSettings): Promise<void> {
  const result = await graphql<BlogPostsQuery>(`
    {
      allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]) {
        nodes {
          id
          internal {
            contentFilePath
          }
          fields {
            route
            sourceFile
            draft
          }
          frontmatter {
            title
            tags
            authors
          }
        }
      }
      allAuthor {
        nodes {
          jsonId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the blog posts under content/blog/', result.errors);
    return;
  }
  const drafts = includeDrafts();
  const posts = result.data.allMdx.nodes.filter((post) => drafts || !post.fields.draft);
  try {
    checkPostAuthors(
      posts.map((post) => ({ sourceFile: post.fields.sourceFile, authors: post.frontmatter.authors ?? [] })),
      result.data.allAuthor.nodes.map((author) => author.jsonId),
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  for (const page of paginate(posts, settings.blog.postsPerPage)) {
    actions.createPage<BlogListPageContext>({
      path: page.path,
      component: template('BlogListPage'),
      context: {
        ids: page.items.map((post) => post.id),
        pageNumber: page.pageNumber,
        pageCount: page.pageCount,
        newerPath: page.newerPath,
        olderPath: page.olderPath,
      },
    });
  }

  const link = (index: number): BlogPostLink | null => {
    const post = posts[index];
    return post ? { title: post.frontmatter.title, path: post.fields.route } : null;
  };
  posts.forEach((post, index) => {
    actions.createPage<BlogPostPageContext>({
      path: post.fields.route,
      component: `${template('BlogPostPage')}?__contentFilePath=${post.internal.contentFilePath}`,
      context: { id: post.id, newer: link(index - 1), older: link(index + 1) },
    });
  });

  const tags = new Map<string, { name: string; ids: string[] }>();
  for (const post of posts) {
    for (const name of post.frontmatter.tags ?? []) {
      const slug = tagSlug(name);
      const entry = tags.get(slug) ?? { name, ids: [] };
      entry.ids.push(post.id);
      tags.set(slug, entry);
    }
  }
  const tagSummaries: BlogTagSummary[] = [...tags.values()]
    .map(({ name, ids }) => ({ name, path: tagPath(name), count: ids.length }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  for (const { name, ids } of tags.values()) {
    actions.createPage<BlogTagPageContext>({ path: tagPath(name), component: template('BlogTagPage'), context: { tag: name, ids } });
  }
  actions.createPage<BlogTagsPageContext>({ path: BLOG_TAGS_PATH, component: template('BlogTagsPage'), context: { tags: tagSummaries } });
  actions.createPage<BlogArchivePageContext>({
    path: BLOG_ARCHIVE_PATH,
    component: template('BlogArchivePage'),
    context: { ids: posts.map((post) => post.id) },
  });
}
