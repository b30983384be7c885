/**
 * A Markdown text parsed as CommonMark + GFM into mdast, as an agent's Markdown reader would read it:
 * for the tests of the Markdown twins (decision 0031). @mdx-js/mdx's processor in its `md` format
 * (remark-parse, no MDX) with remark-gfm: the site's own dependencies, loaded by Node's require (ESM).
 */
export interface MarkdownNode {
  type: string;
  value?: string;
  depth?: number;
  lang?: string | null;
  url?: string;
  children?: MarkdownNode[];
  position?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } };
}

const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);
let processor: { parse(text: string): unknown } | undefined;

export function parseMarkdown(markdown: string): MarkdownNode {
  if (!processor) {
    const { createProcessor } = nodeRequire('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
    const remarkGfm = (nodeRequire('remark-gfm') as typeof import('remark-gfm')).default;
    processor = createProcessor({ format: 'md', remarkPlugins: [remarkGfm] });
  }
  return processor.parse(markdown) as MarkdownNode;
}

/** Every node of `type` in the tree, in document order. */
export function nodesOfType(node: MarkdownNode, type: string): MarkdownNode[] {
  return [...(node.type === type ? [node] : []), ...(node.children ?? []).flatMap((child) => nodesOfType(child, type))];
}
