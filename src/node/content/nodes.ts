/**
 * The Gatsby nodes the Node code reads by hand (before or outside the GraphQL schema), declared once:
 * the File node an MDX file comes from and the Mdx node gatsby-plugin-mdx makes of it.
 */
import type { Node } from 'gatsby';

/** A gatsby-source-filesystem File node. */
export interface FileNode extends Node {
  readonly absolutePath: string;
  readonly relativePath: string;
  /** The `name` of the gatsby-source-filesystem instance: `docs-<version>`, `i18n-<locale>`, `blog`, `pages`. */
  readonly sourceInstanceName: string;
}

/** An Mdx node: its raw body and frontmatter, the file it was compiled from, and the fields src/node/content/mdxNodes.ts adds. */
export interface MdxNode extends Node {
  readonly body?: string;
  readonly frontmatter?: Record<string, unknown>;
  readonly internal: Node['internal'] & { readonly contentFilePath?: string };
  readonly fields?: { readonly route?: string; readonly locale?: string | null };
}
