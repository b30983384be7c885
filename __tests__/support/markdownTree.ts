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

/** Code fences of a Markdown text that do not close, name no language or hold nothing ('line N: …'). */
export function badFences(markdown: string, tree: MarkdownNode = parseMarkdown(markdown)): string[] {
  const lines = markdown.split('\n');
  return nodesOfType(tree, 'code').flatMap((code) => {
    const last = lines[(code.position?.end.line ?? 1) - 1] ?? '';
    const closed = /^\s*(`{3,}|~{3,})\s*$/.test(last) && code.position?.end.line !== code.position?.start.line;
    const problem = !code.lang ? 'no language' : !closed ? 'not closed' : (code.value ?? '').trim() === '' ? 'empty' : null;
    return problem ? [`line ${code.position?.start.line}: ${problem}`] : [];
  });
}

/** What a Markdown twin must never break, whatever text it carries: one H1, no raw HTML, fences closed and labelled. */
export function twinStructureProblems(markdown: string): string[] {
  const tree = parseMarkdown(markdown);
  const h1 = nodesOfType(tree, 'heading').filter((heading) => heading.depth === 1).length;
  return [
    ...(h1 === 1 ? [] : [`${h1} H1 headings`]),
    ...nodesOfType(tree, 'html').map((node) => `raw HTML: ${node.value ?? ''}`),
    ...badFences(markdown, tree),
  ];
}
