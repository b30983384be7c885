/**
 * The code fences of an MDX file's hast tree, as the build-time rehype plugins see them: a `<pre>`
 * whose only child is a `<code class="language-…">`. One walk and one reading of a fence's
 * language, text and meta string for every plugin that treats fences (highlightCode.ts draws
 * tokens, rehypeMermaid.ts draws diagrams), so a fence is recognised the same way by both.
 */

export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null };
  position?: { start: { line: number } };
  children: HastNode[];
}
export type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

export interface CodeBlock {
  readonly pre: HastElement;
  readonly code: HastElement;
}

function codeOf(node: HastNode): HastElement | undefined {
  if (node.type !== 'element' || (node as HastElement).tagName !== 'pre') return undefined;
  const { children } = node as HastElement;
  const only = children.length === 1 ? children[0] : undefined;
  return only?.type === 'element' && (only as HastElement).tagName === 'code' ? (only as HastElement) : undefined;
}

/** Every code fence of the tree in document order; a fence's own content is not searched. */
export function codeBlocks(tree: HastNode, out: CodeBlock[] = []): CodeBlock[] {
  const code = codeOf(tree);
  if (code) out.push({ pre: tree as HastElement, code });
  else (tree as { children?: HastNode[] }).children?.forEach((child) => codeBlocks(child, out));
  return out;
}

/** The fence's language (`language-ts` → 'ts'); undefined for a fence without one. */
export function codeLanguage(code: HastElement): string | undefined {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(/\s+/) : [];
  return classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return (node as HastText).value;
  return ((node as { children?: HastNode[] }).children ?? []).map(textOf).join('');
}

/** The fence's text with `\n` line ends and without the newline that ends the last line. */
export function codeSource(code: HastElement): string {
  return textOf(code).replace(/\r\n?/g, '\n').replace(/\n$/, '');
}

/** The fence's meta string (`title="x" {1,3}`): from the parser, or as rehypeCodeMeta keeps it. */
export function codeMeta(code: HastElement): string | undefined {
  const meta = code.data?.meta ?? code.properties?.metastring;
  return typeof meta === 'string' ? meta : undefined;
}
