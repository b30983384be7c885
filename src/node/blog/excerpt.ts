import MarkdownIt from 'markdown-it';
import { excerptSource } from './mdxText';

// Raw HTML stays escaped (`html: false`): the excerpt is rendered with dangerouslySetInnerHTML.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/**
 * The list excerpt of a post as HTML: its Markdown up to the truncate marker (else the first
 * paragraph). Rendered at build time because a page can only embed one compiled MDX body, and the
 * list shows many.
 */
export function excerptHtml(body: string): string {
  return markdown.render(excerptSource(body)).trim();
}
