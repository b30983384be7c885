/**
 * @jest-environment node
 *
 * The blog's pages as gatsby-node creates them (src/node/blog/createBlogPages.ts): drafts are in
 * every page under `gatsby develop` and in none in a production build; and a post's route comes from
 * its frontmatter slug, else its file name without the date (src/node/content/mdxNodes.ts).
 */
import path from 'node:path';
import type { CreateNodeArgs, CreatePagesArgs, Node } from 'gatsby';
import { createBlogPages } from '../../../../src/node/blog/createBlogPages';
import { onCreateMdxNode } from '../../../../src/node/content/mdxNodes';
import { siteSettings } from '../../../../src/config/settings';
import { validateSettings } from '../../../../src/node/config/validate';
import { fakeReporter } from '../../../support/reporter';

const settings = validateSettings(siteSettings);

const post = (id: string, draft: boolean, tags: string[]) => ({
  id,
  internal: { contentFilePath: `/site/content/blog/${id}.mdx` },
  fields: { route: `/blog/${id}`, sourceFile: `content/blog/${id}.mdx`, draft },
  frontmatter: { title: id, tags, authors: ['priya-raman'] },
});

/** Newest first, as the query sorts them. */
const POSTS = [post('newer-draft', true, ['api', 'drafts-only']), post('published', false, ['api'])];

interface CreatedPage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

async function pagesIn(nodeEnv: string): Promise<CreatedPage[]> {
  const created: CreatedPage[] = [];
  const original = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    const args = {
      graphql: async () => ({ data: { allMdx: { nodes: POSTS }, allAuthor: { nodes: [{ jsonId: 'priya-raman' }] } } }),
      actions: { createPage: (page: CreatedPage) => void created.push(page) },
      reporter: fakeReporter({ throwOn: ['panicOnBuild'] }).reporter,
    };
    await createBlogPages(args as unknown as CreatePagesArgs, settings);
  } finally {
    process.env.NODE_ENV = original;
  }
  return created;
}

const byPath = (pages: CreatedPage[], route: string): CreatedPage | undefined => pages.find((p) => p.path === route);

describe('drafts', () => {
  test('gatsby develop: a draft has its page and is in the list, its tags, the tags index and the archive', async () => {
    const pages = await pagesIn('development');
    expect(byPath(pages, '/blog/newer-draft')).toBeDefined();
    expect(byPath(pages, '/blog')?.context.ids).toEqual(['newer-draft', 'published']);
    expect(byPath(pages, '/blog/tags/api')?.context.ids).toEqual(['newer-draft', 'published']);
    expect(byPath(pages, '/blog/tags/drafts-only')).toBeDefined();
    expect((byPath(pages, '/blog/tags')?.context.tags as { name: string }[]).map((t) => t.name)).toEqual(['api', 'drafts-only']);
    expect(byPath(pages, '/blog/archive')?.context.ids).toEqual(['newer-draft', 'published']);
    expect(byPath(pages, '/blog/published')?.context.newer).toEqual({ title: 'newer-draft', path: '/blog/newer-draft' });
  });

  test('gatsby build: no page, list entry, tag, archive entry or post link for a draft', async () => {
    const pages = await pagesIn('production');
    expect(byPath(pages, '/blog/newer-draft')).toBeUndefined();
    expect(byPath(pages, '/blog')?.context.ids).toEqual(['published']);
    expect(byPath(pages, '/blog/tags/api')?.context.ids).toEqual(['published']);
    expect(byPath(pages, '/blog/tags/drafts-only')).toBeUndefined();
    expect((byPath(pages, '/blog/tags')?.context.tags as { name: string }[]).map((t) => t.name)).toEqual(['api']);
    expect(byPath(pages, '/blog/archive')?.context.ids).toEqual(['published']);
    expect(byPath(pages, '/blog/published')?.context.newer).toBeNull();
    expect(JSON.stringify(pages)).not.toContain('newer-draft');
  });
});

describe('post routes', () => {
  const routeOf = (file: string, frontmatter: Record<string, unknown>): unknown => {
    const fields: Record<string, unknown> = {};
    const fileNode = { id: 'file', absolutePath: path.resolve('content/blog', file), relativePath: file, sourceInstanceName: 'blog' };
    const node = { id: 'mdx', parent: 'file', internal: { type: 'Mdx' }, frontmatter } as unknown as Node;
    onCreateMdxNode(
      {
        node,
        getNode: (id: string) => (id === 'file' ? fileNode : undefined),
        actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => (fields[name] = value) },
      } as unknown as CreateNodeArgs,
      settings,
    );
    return fields.route;
  };
  const FRONTMATTER = { title: 'T', date: '2025-01-01', authors: ['priya-raman'], tags: ['api'], description: 'D' };

  test('the frontmatter slug, when given', () => {
    expect(routeOf('2025-01-01-long-file-name.mdx', { ...FRONTMATTER, slug: 'short' })).toBe('/blog/short');
  });
  test('else the file name without its date', () => {
    expect(routeOf('2025-01-01-long-file-name.mdx', FRONTMATTER)).toBe('/blog/long-file-name');
    expect(routeOf('undated.mdx', FRONTMATTER)).toBe('/blog/undated');
  });
});
