/** @jest-environment node */
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { includeDrafts, onCreateBlogNode } from '../../../../src/node/blog/blogNodes';

function run(sourceInstanceName: string, frontmatter: Record<string, unknown>, body: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const file = { id: 'file', absolutePath: path.resolve('content/blog/2025-01-01-post.mdx'), sourceInstanceName };
  const node = { id: 'mdx', parent: 'file', internal: { type: 'Mdx' }, frontmatter, body } as unknown as Node;
  onCreateBlogNode({
    node,
    getNode: (id: string) => (id === 'file' ? file : undefined),
    actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => (fields[name] = value) },
  } as unknown as CreateNodeArgs);
  return fields;
}

const FRONTMATTER = { title: 'T', date: '2025-01-01', authors: ['priya-raman'], tags: ['api'], description: 'D' };

describe('onCreateBlogNode', () => {
  test('stores reading time, excerpt HTML, draft flag and author ids on the post node', () => {
    const body = `Intro with **bold** and [a link](/docs/intro).\n\n{/* truncate */}\n\n${Array.from({ length: 450 }, () => 'word').join(' ')}`;
    expect(run('blog', FRONTMATTER, body)).toEqual({
      readingTime: 3,
      excerpt: '<p>Intro with <strong>bold</strong> and <a href="/docs/intro">a link</a>.</p>',
      draft: false,
      authors: ['priya-raman'],
    });
  });
  test('draft: true is kept', () => {
    expect(run('blog', { ...FRONTMATTER, draft: true }, 'x').draft).toBe(true);
  });
  test('MDX outside content/blog is left alone', () => {
    expect(run('docs-current', { title: 'Doc' }, 'x')).toEqual({});
  });
  test('invalid blog frontmatter stops with the file and field', () => {
    expect(() => run('blog', { ...FRONTMATTER, authors: [] }, 'x')).toThrow(/content\/blog\/2025-01-01-post\.mdx[\s\S]*authors/);
  });
});

describe('includeDrafts', () => {
  const original = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = original;
  });
  test('only under gatsby develop', () => {
    process.env.NODE_ENV = 'development';
    expect(includeDrafts()).toBe(true);
    process.env.NODE_ENV = 'production';
    expect(includeDrafts()).toBe(false);
  });
});
