/**
 * The list excerpt of a post as HTML, made by the pipeline the site compiles the post with: @mdx-js/mdx
 * with remark-gfm (gatsby-config.ts), rendered by React as the post page is. Rendered at build time
 * because a page can only embed one compiled MDX body, and the list shows many.
 *
 * The excerpt is the post's blocks up to the truncate marker `{/* truncate *\/}` (Docusaurus' marker;
 * its other one, `<!-- truncate -->`, is a syntax error in MDX), else its first block. MDX that is not
 * prose goes: ESM, `{expressions}`, JSX tags (their children stay, so `<Admonition>Text</Admonition>`
 * keeps 'Text') and footnotes. The post's link definitions stay, so `[text][ref]` resolves as on
 * the page. No component is rendered: the excerpt is plain HTML, shown with dangerouslySetInnerHTML.
 */

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  /** A paragraph made here from phrasing left at block level. */
  phrasing?: true;
}

type ExcerptTool = (body: string) => string;
let tool: ExcerptTool | undefined;

const TRUNCATE = /^\s*\/\*\s*truncate\s*\*\/\s*$/;
const NOT_PROSE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'footnoteReference', 'footnoteDefinition']);
const JSX_ELEMENT = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** The nodes that hold blocks: where a JSX element's phrasing children, unwrapped, need a paragraph. */
const FLOW_PARENT = new Set(['root', 'blockquote', 'listItem']);
const BLOCK = new Set(['paragraph', 'heading', 'thematicBreak', 'blockquote', 'list', 'table', 'code', 'definition']);

/**
 * Nodes with MDX syntax removed and JSX elements replaced by their children; where blocks go (`flow`),
 * phrasing is put in paragraphs (MDX lifts `<Tip>Text</Tip>`, alone on its line, out of its
 * paragraph), and a paragraph left empty goes.
 */
function prose(nodes: readonly MdNode[], flow: boolean): MdNode[] {
  const cleaned = nodes.flatMap((node): MdNode[] => {
    if (NOT_PROSE.has(node.type)) return [];
    if (JSX_ELEMENT.has(node.type)) return prose(node.children ?? [], false);
    return node.children ? [{ ...node, children: prose(node.children, FLOW_PARENT.has(node.type)) }] : [node];
  });
  if (!flow) return cleaned;
  const blocks: MdNode[] = [];
  for (const node of cleaned) {
    const last = blocks.at(-1);
    if (BLOCK.has(node.type)) blocks.push(node);
    else if (last?.type === 'paragraph' && last.phrasing) last.children?.push(node);
    else blocks.push({ type: 'paragraph', phrasing: true, children: [node] });
  }
  return blocks
    .filter((block) => block.type !== 'paragraph' || block.children?.some((child) => child.type !== 'text' || child.value?.trim()))
    .map(({ phrasing, ...block }) => (phrasing ? { ...block, children: trimmed(block.children ?? []) } : block));
}

/** Phrasing gathered into a paragraph, without the line breaks and spaces that stood around the JSX tags. */
function trimmed(children: MdNode[]): MdNode[] {
  const first = children[0];
  const last = children.at(-1);
  return children.map((child) => {
    if (child.type !== 'text') return child;
    let value = child.value ?? '';
    if (child === first) value = value.trimStart();
    if (child === last) value = value.trimEnd();
    return { ...child, value };
  });
}

/** The remark step that turns a post's tree into its excerpt's. */
function remarkExcerpt() {
  return (tree: MdNode): void => {
    const blocks = tree.children ?? [];
    const marker = blocks.findIndex((node) => node.type === 'mdxFlowExpression' && TRUNCATE.test(node.value ?? ''));
    const kept = prose(marker >= 0 ? blocks.slice(0, marker) : blocks, true);
    const definitions = blocks.filter((node) => node.type === 'definition');
    tree.children = [...(marker >= 0 ? kept : kept.slice(0, 1)), ...definitions];
  };
}

/**
 * @mdx-js/mdx, remark-gfm and React, ESM-only or Node builds, loaded by Node's require (≥ 20.19) as
 * src/node/agents/mdxTwin.ts does; the React of react-dom/server is the one the compiled excerpt runs with.
 */
function loadTool(): ExcerptTool {
  if (!tool) {
    const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);
    const { evaluateSync } = nodeRequire('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
    const remarkGfm = (nodeRequire('remark-gfm') as typeof import('remark-gfm')).default;
    const runtime = nodeRequire('react/jsx-runtime') as typeof import('react/jsx-runtime');
    const { createElement } = nodeRequire('react') as typeof import('react');
    const { renderToStaticMarkup } = nodeRequire('react-dom/server') as typeof import('react-dom/server');
    tool = (body) => {
      const { default: Excerpt } = evaluateSync(body, { ...runtime, format: 'mdx', remarkPlugins: [remarkGfm, remarkExcerpt] });
      return renderToStaticMarkup(createElement(Excerpt));
    };
  }
  return tool;
}

/**
 * The excerpt's HTML. A body that is not valid MDX has none here: gatsby-plugin-mdx fails the build on
 * it with the error and its place (as does the MDX syntax check, src/node/checks/mdxSyntax.ts).
 */
export function excerptHtml(body: string): string {
  const render = loadTool();
  try {
    return render(body);
  } catch (error) {
    // A syntax error is a VFileMessage, which names its rule (from Node's require: not this realm's Error).
    if (typeof error === 'object' && error !== null && 'ruleId' in error) return '';
    throw error;
  }
}
