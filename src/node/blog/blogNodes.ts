/**
 * Blog fields on each post's Mdx node, computed once when the node is created: reading time,
 * excerpt HTML, draft flag and the author ids (linked to `Author` nodes through the schema).
 */
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { blogFrontmatterSchema, validateFrontmatter } from '../content/frontmatter';
import type { FileNode, MdxNode } from '../content/nodes';
import { excerptHtml } from './excerpt';
import { readingTime } from './readingTime';

export const BLOG_SOURCE_NAME = 'blog';

export function onCreateBlogNode({ node, actions, getNode }: CreateNodeArgs): void {
  if (node.internal.type !== 'Mdx') return;
  const file = getNode(node.parent ?? '') as FileNode | undefined;
  if (file?.sourceInstanceName !== BLOG_SOURCE_NAME) return;
  const mdx = node as MdxNode;
  const frontmatter = validateFrontmatter(blogFrontmatterSchema, mdx.frontmatter, path.relative(process.cwd(), file.absolutePath));
  const body = mdx.body ?? '';
  const field = (name: string, value: unknown): void => actions.createNodeField({ node, name, value });
  field('readingTime', readingTime(body));
  field('excerpt', excerptHtml(body));
  field('draft', frontmatter.draft);
  field('authors', frontmatter.authors);
}

/** Merged with the Mdx types of src/node/content/mdxNodes.ts (same type names, more fields). */
export const BLOG_TYPE_DEFS = `
  type MdxFields {
    readingTime: Int
    excerpt: String
    draft: Boolean
    authors: [Author!] @link(by: "jsonId")
  }
`;

/** Drafts are shown by `gatsby develop` only, never in a production build or its feeds. */
export function includeDrafts(): boolean {
  return process.env.NODE_ENV === 'development';
}
