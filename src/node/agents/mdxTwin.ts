/**
 * The Markdown twin of one guide or blog page (issue 44): the page's MDX turned into plain CommonMark + GFM
 * that a coding agent reads instead of the HTML. The MDX is parsed (remark-parse, remark-mdx, remark-gfm),
 * the tree is rewritten, and mdast-util-to-markdown writes it back, so fences, escapes and tables are
 * computed, never pasted from the source.
 *
 * What becomes of MDX:
 * - `import`/`export` go; `{expressions}` go with a note (an expression that is only a comment goes silently:
 *   the page shows nothing for it either);
 * - `<Admonition type title>` is a blockquote opening with `**Kind: title**` (`**Kind**` without a title);
 * - a code fence's `title` is also a bold line above it, the caption the page shows;
 * - `<Tabs>` is each `<TabItem>` one after the other, each opened by its `label` (else `value`) as a bold
 *   paragraph. Not a heading: a tab label is no section of the page, and a heading would add a false entry
 *   to the outline an agent navigates by;
 * - any other element is replaced by its children; an element without children has no Markdown form and is
 *   left out with a note. Nothing is dropped without a note.
 * Links, definitions and images go through `linkHref`, relative ones resolved against the page's route first.
 */
import type { Root } from 'mdast';
import { parseCodeMeta } from '../../mdx/codeMeta';
import { serialiseMarkdown } from './htmlMarkdown';

/** The part of an mdast node this module reads and writes (mdast plus the mdx node types). */
interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  name?: string | null;
  depth?: number;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
}

export interface MdxTwinInput {
  /** The whole .mdx file, frontmatter included. */
  readonly source: string;
  /** As shown in notes: 'content/docs/intro/asset.mdx'. */
  readonly file: string;
  /** The page's route, e.g. '/docs/intro/security' (a trailing slash is ignored): relative links are resolved against it. */
  readonly route: string;
  readonly title: string;
  readonly description?: string;
  /** Lines such as 'Published 2025-02-18 · 6 min read · By Ana': one paragraph under the description. */
  readonly meta?: readonly string[];
  /** Maps a resolved URL to the one the twin links to (a site route to its twin, an external URL as is). */
  linkHref(url: string): string;
}

export interface MdxTwin {
  readonly markdown: string;
  /** '{file}:{line}: …' for each thing of the page that has no Markdown form and was left out. */
  readonly notes: string[];
}

/** The admonition kinds, as src/mdx/Admonition.tsx knows them, plus `caution`; another type shows as a note, as on the site. */
const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];
/** The components that make blocks, even when written on one line inside a paragraph. */
const BLOCK_COMPONENTS = ['Admonition', 'Tabs', 'TabItem'];

/** A URL that names its scheme ('https:', 'mailto:') or host ('//cdn…'), or is only a fragment or a site path. */
const NOT_RELATIVE = /^(?:[a-z][a-z\d+.-]*:|\/|#)/i;
interface Tools {
  parse(text: string): MdNode;
  stringify(tree: MdNode): string;
}

let tools: Tools | undefined;

/**
 * @mdx-js/mdx's own parser (remark-parse with remark-mdx, plus GFM), the one the site compiles pages
 * with; ESM-only, loaded by Node's require (≥ 20.19) as src/node/checks/mdxSyntax.ts does. The tree
 * is written by the twins' one Markdown writer (htmlMarkdown.ts `serialiseMarkdown`).
 */
function loadTools(): Tools {
  if (!tools) {
    const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);
    const { createProcessor } = nodeRequire('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
    const remarkGfm = (nodeRequire('remark-gfm') as typeof import('remark-gfm')).default;
    const processor = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm] });
    tools = {
      parse: (text) => processor.parse(text) as unknown as MdNode,
      stringify: (tree) => serialiseMarkdown(tree as unknown as Root),
    };
  }
  return tools;
}

/** The frontmatter (--- … --- at the very top) replaced by as many empty lines, so lines keep their numbers. */
export function blankFrontmatter(text: string): string {
  const lines = text.split('\n');
  if (lines[0]?.replace(/^\uFEFF/, '').trimEnd() !== '---') return text;
  const end = lines.findIndex((line, index) => index > 0 && /^(?:---|\.\.\.)\s*$/.test(line));
  if (end < 0) return text;
  return [...lines.slice(0, end + 1).map(() => ''), ...lines.slice(end + 1)].join('\n');
}

/** A relative URL ('./asset', '../intro#x') resolved against the route as a browser does on that page; others as they are. */
export function resolveAgainstRoute(url: string, route: string): string {
  if (NOT_RELATIVE.test(url) || url === '') return url;
  const base = new URL(route.replace(/(.)\/+$/, '$1'), 'https://site.invalid');
  const resolved = new URL(url, base);
  return resolved.pathname + resolved.search + resolved.hash;
}

/** Turns one MDX page into its Markdown twin. */
export function mdxTwin(input: MdxTwinInput): MdxTwin {
  const { parse, stringify } = loadTools();
  const notes: string[] = [];
  const note = (node: MdNode, what: string): void => {
    notes.push(`${input.file}:${node.position?.start.line ?? '?'}: ${what}`);
  };
  const rewritten = rewrite(parse(blankFrontmatter(input.source)).children ?? [], input, note);
  const text = (value: string): MdNode => ({ type: 'text', value });
  // One H1: a page that opens with its own (a stand-alone MDX page) keeps it as the title; a page with
  // an H1 further down has its headings one level deeper under the title.
  const first = rewritten[0];
  const ownTitle = first?.type === 'heading' && first.depth === 1 ? first : undefined;
  const body = ownTitle ? rewritten.slice(1) : rewritten.some(hasTopHeading) ? rewritten.map(deeperHeadings) : rewritten;
  const head: MdNode[] = [ownTitle ?? { type: 'heading', depth: 1, children: [text(input.title)] }];
  if (input.description) head.push({ type: 'paragraph', children: [text(input.description)] });
  if (input.meta?.length) {
    head.push({ type: 'paragraph', children: input.meta.flatMap((line, index) => (index ? [{ type: 'break' }, text(line)] : [text(line)])) });
  }
  return { markdown: stringify({ type: 'root', children: [...head, ...body] }), notes };
}

type Note = (node: MdNode, what: string) => void;

function hasTopHeading(node: MdNode): boolean {
  return (node.type === 'heading' && node.depth === 1) || (node.children ?? []).some(hasTopHeading);
}

/** Every heading of the tree one level deeper (at most 6). */
function deeperHeadings(node: MdNode): MdNode {
  const children = node.children?.map(deeperHeadings);
  const depth = node.type === 'heading' ? Math.min((node.depth ?? 1) + 1, 6) : node.depth;
  return { ...node, ...(children ? { children } : {}), ...(depth !== undefined ? { depth } : {}) };
}

/** The nodes rewritten, each turned into zero, one or several nodes. */
function rewrite(nodes: readonly MdNode[], input: MdxTwinInput, note: Note): MdNode[] {
  return nodes.flatMap((node) => rewriteOne(node, input, note));
}

function rewriteOne(node: MdNode, input: MdxTwinInput, note: Note): MdNode[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (!/^\s*(?:\/\*[\s\S]*?\*\/\s*)*$/.test(node.value ?? ''))
        note(node, `the expression {${abbreviate(node.value ?? '')}} has no Markdown form; left out`);
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, input, note);
    case 'code': {
      // A fence's title (```bash title="Sign in") is the caption the page shows above the code (CodeBlock.tsx): text
      // of the page, so the twin writes it as a bold line above the fence too (the info string keeps it as well).
      const { title } = parseCodeMeta(node.meta ?? undefined);
      const caption: MdNode[] = title ? [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: title }] }] }] : [];
      return [...caption, { ...node, lang: node.lang || 'text' }];
    }
    case 'link':
    case 'image':
    case 'definition':
      return [withChildren({ ...node, url: input.linkHref(resolveAgainstRoute(node.url ?? '', input.route)) }, input, note)];
    case 'paragraph': {
      // `<Admonition>Short.</Admonition>` on one line is parsed as a paragraph holding a text element: a block all the same.
      const only = node.children?.filter((child) => child.type !== 'text' || child.value?.trim());
      if (only?.length === 1 && only[0].type === 'mdxJsxTextElement' && BLOCK_COMPONENTS.includes(only[0].name ?? '')) {
        return element({ ...only[0], type: 'mdxJsxFlowElement', children: [{ type: 'paragraph', children: only[0].children ?? [] }] }, input, note);
      }
      const paragraph = trimEdges(withChildren(node, input, note));
      // A paragraph that held only an expression or a left-out element would print as an empty line.
      return paragraph.children?.some((child) => child.type !== 'text' || child.value?.trim()) ? [paragraph] : [];
    }
    case 'heading':
    case 'tableCell':
      return [trimEdges(withChildren(node, input, note))];
    default:
      return [withChildren(node, input, note)];
  }
}

function withChildren(node: MdNode, input: MdxTwinInput, note: Note): MdNode {
  return node.children ? { ...node, children: joinTexts(rewrite(node.children, input, note)) } : node;
}

/** A block of text without the spaces a left-out element or expression at its start or end leaves there. */
function trimEdges(node: MdNode): MdNode {
  const children = [...(node.children ?? [])];
  const [first, last] = [children[0], children.at(-1)];
  if (first?.type === 'text') children[0] = { ...first, value: first.value?.trimStart() };
  if (last?.type === 'text') children[children.length - 1] = { ...children[children.length - 1], value: children[children.length - 1].value?.trimEnd() };
  return { ...node, children: children.filter((child) => child.type !== 'text' || child.value) };
}

/** Neighbouring text nodes as one, where something left out stood between them: 'and  here' → 'and here'. */
function joinTexts(nodes: MdNode[]): MdNode[] {
  return nodes.reduce<MdNode[]>((joined, node) => {
    const last = joined.at(-1);
    if (last?.type === 'text' && node.type === 'text') {
      joined[joined.length - 1] = { ...last, value: (last.value ?? '') + (/\s$/.test(last.value ?? '') ? (node.value ?? '').replace(/^\s+/, '') : node.value) };
    } else joined.push(node);
    return joined;
  }, []);
}

/** A JSX element: the site's components by name, any other replaced by its children. */
function element(node: MdNode, input: MdxTwinInput, note: Note): MdNode[] {
  const children = node.children ?? [];
  const flow = node.type === 'mdxJsxFlowElement';
  if (flow && node.name === 'Admonition') {
    const type = attribute(node, 'type', note)?.toLowerCase() ?? 'note';
    const kind = ADMONITION_KINDS.includes(type) ? type : 'note';
    const title = attribute(node, 'title', note);
    const label = kind[0].toUpperCase() + kind.slice(1) + (title ? `: ${title}` : '');
    const lead: MdNode = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] };
    return [{ type: 'blockquote', children: [lead, ...rewrite(children, input, note)] }];
  }
  if (flow && node.name === 'TabItem') {
    const label = attribute(node, 'label', note) ?? attribute(node, 'value', note);
    const lead: MdNode[] = label ? [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] }] : [];
    return [...lead, ...rewrite(children, input, note)];
  }
  if (children.length === 0) {
    note(node, `<${node.name ?? ''}> has no Markdown form; left out`);
    return [];
  }
  // Tabs and every other element with children (a fragment too): their children in their place.
  return rewrite(children, input, note);
}

/** A string attribute's value; an attribute written as an expression has none here, and a note says so. */
function attribute(node: MdNode, name: string, note: Note): string | undefined {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (found?.value == null || typeof found.value === 'string') return found?.value ?? undefined;
  note(node, `<${node.name ?? ''} ${name}={…}> is an expression; left out`);
  return undefined;
}

/** An expression's source on one line, cut to 40 characters, for a note. */
function abbreviate(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}
