/**
 * Classifies every MDX file (guide doc, blog post, stand-alone page), validates its frontmatter and
 * adds the fields pages need (`fields.kind`, `fields.route`, …).
 */
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { docId, docRoute } from '../docs/routes';
import { blogFrontmatterSchema, docFrontmatterSchema, pageFrontmatterSchema, validateFrontmatter } from './frontmatter';
import type { FileNode, MdxNode } from './nodes';

/**
 * The level of the shallowest Markdown heading (`#` = 1) outside code fences, or null without
 * headings. gatsby-plugin-mdx's `tableOfContents` nests items from that level, so a stand-alone page
 * with a `# Title` has its `##` headings one level down (src/templates/MdxPage.tsx).
 */
export function shallowestHeadingLevel(body: string): number | null {
  let fence: string | null = null;
  let level: number | null = null;
  for (const line of body.split(/\r?\n/)) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0] ?? null;
      else if (marker[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const hashes = /^\s{0,3}(#{1,6})(\s|$)/.exec(line)?.[1];
    if (hashes) level = Math.min(level ?? 6, hashes.length);
  }
  return level;
}

export const DOCS_SOURCE_PREFIX = 'docs-';
export const I18N_SOURCE_PREFIX = 'i18n-';

export function onCreateMdxNode({ node, actions, getNode }: CreateNodeArgs, settings: ResolvedSiteSettings): void {
  if (node.internal.type !== 'Mdx') return;
  const mdx = node as MdxNode;
  const file = getNode(node.parent ?? '') as FileNode | undefined;
  if (!file) return;
  const relativeFile = path.relative(process.cwd(), file.absolutePath);
  const field = (name: string, value: unknown): void => actions.createNodeField({ node, name, value });

  if (file.sourceInstanceName.startsWith(DOCS_SOURCE_PREFIX)) {
    const versionName = file.sourceInstanceName.slice(DOCS_SOURCE_PREFIX.length);
    const version = settings.docs.versions.find((v) => v.name === versionName);
    const frontmatter = validateFrontmatter(docFrontmatterSchema, mdx.frontmatter, relativeFile);
    field('kind', 'doc');
    field('version', versionName);
    field('docId', docId(frontmatter.id, file.relativePath));
    field(
      'route',
      docRoute({ routeBasePath: settings.docs.routeBasePath, versionPath: version?.path ?? '', slug: frontmatter.slug, relativeFile: file.relativePath }),
    );
  } else if (file.sourceInstanceName.startsWith(I18N_SOURCE_PREFIX)) {
    // A translated guide doc: content/i18n/<locale>/docs/<same path as in content/docs>.
    const frontmatter = validateFrontmatter(docFrontmatterSchema, mdx.frontmatter, relativeFile);
    field('kind', 'doc-translation');
    field('locale', file.sourceInstanceName.slice(I18N_SOURCE_PREFIX.length));
    field('docId', docId(frontmatter.id, file.relativePath));
    field('route', docRoute({ routeBasePath: settings.docs.routeBasePath, versionPath: '', slug: frontmatter.slug, relativeFile: file.relativePath }));
  } else if (file.sourceInstanceName === 'blog') {
    const frontmatter = validateFrontmatter(blogFrontmatterSchema, mdx.frontmatter, relativeFile);
    const fileSlug = path
      .basename(file.relativePath)
      .replace(/\.mdx?$/, '')
      .replace(/^\d{4}-\d{2}-\d{2}-/, '');
    field('kind', 'blog');
    field('route', `/blog/${frontmatter.slug ?? fileSlug}`);
  } else if (file.sourceInstanceName === 'pages') {
    validateFrontmatter(pageFrontmatterSchema, mdx.frontmatter, relativeFile);
    field('kind', 'page');
    field('topHeadingLevel', shallowestHeadingLevel(mdx.body ?? '') ?? 2);
    field('route', `/${path.basename(file.relativePath).replace(/\.mdx?$/, '')}`);
  }
  field('sourceFile', relativeFile);
}

/** Explicit types for MDX frontmatter and fields: no inference, and typegen sees every field. */
export const MDX_TYPE_DEFS = `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }
  type MdxFrontmatter {
    id: String
    title: String!
    sidebar_label: String
    sidebar_position: Float
    slug: String
    description: String
    tags: [String!]
    date: Date @dateformat
    authors: [String!]
    draft: Boolean
    hide_table_of_contents: Boolean
  }
  type MdxFields {
    kind: String!
    route: String!
    sourceFile: String!
    version: String
    docId: String
    locale: String
    topHeadingLevel: Int
  }
`;
