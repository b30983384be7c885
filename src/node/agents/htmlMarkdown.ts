/**
 * Sanitised description HTML (what `src/openapi/markdown.ts` renders) → Markdown, for the pages'
 * Markdown twins that coding agents read (issue 44).
 *
 * The HTML is parsed with htmlparser2 into a DOM, the DOM becomes an mdast tree, and
 * mdast-util-to-markdown (with GFM) writes it: the serialiser does all the escaping and picks fence
 * lengths, so no text of a document (a "```", a line starting with '#', a `|`, a `</details>`) can
 * start a heading, a fence or a table row of its own. Nothing here concatenates Markdown by hand.
 *
 * Rules:
 * - Headings are demoted below the section holding the description: its highest heading lands at
 *   `headingDepthBase + 1`, the others keep their distance; past depth 6 a heading is a bold paragraph.
 * - Unknown elements keep their text. Links and images keep their URL, through `rewriteHref`.
 * - GitHub alerts (the guide's admonition markup) become a block quote opening with the bold title;
 *   task-list checkboxes become GFM task items; a `<pre>` is a fenced block (language 'text').
 */
import { parseDocument } from 'htmlparser2';
import type { AlignType, BlockContent, Content, Heading, ListItem, Paragraph, PhrasingContent, Root, StaticPhrasingContent, TableCell, TableRow } from 'mdast';

type HtmlDocument = ReturnType<typeof parseDocument>;
type HtmlNode = HtmlDocument['children'][number];
type HtmlElement = Extract<HtmlNode, { attribs: unknown }>;

export interface HtmlMarkdownOptions {
  /** Depth of the section the description sits in: its highest heading becomes one deeper. Default 2. */
  readonly headingDepthBase?: number;
  /** Applied to every link's href and image's src (the caller maps site routes to their twins). */
  readonly rewriteHref?: (href: string) => string;
}

type ToMarkdown = typeof import('mdast-util-to-markdown').toMarkdown;
type GfmToMarkdown = typeof import('mdast-util-gfm').gfmToMarkdown;
let serialiser: { toMarkdown: ToMarkdown; gfmToMarkdown: GfmToMarkdown } | undefined;

/** mdast → Markdown (CommonMark + GFM tables, task lists, strikethrough), the one writer of every twin. */
export function serialiseMarkdown(root: Root): string {
  if (!serialiser) {
    // ESM-only packages: Node ≥ 20.19 loads them with require(esm), as src/node/checks/mdxSyntax.ts does @mdx-js/mdx.
    const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);
    serialiser = {
      toMarkdown: (nodeRequire('mdast-util-to-markdown') as typeof import('mdast-util-to-markdown')).toMarkdown,
      gfmToMarkdown: (nodeRequire('mdast-util-gfm') as typeof import('mdast-util-gfm')).gfmToMarkdown,
    };
  }
  return serialiser.toMarkdown(root, {
    extensions: [serialiser.gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    listItemIndent: 'one',
    fences: true,
    rule: '-',
    emphasis: '*',
    strong: '*',
    resourceLink: true,
  });
}

/** The description as Markdown ('' for a missing or empty one). */
export function htmlToMarkdown(html: string | undefined, options: HtmlMarkdownOptions = {}): string {
  const children = htmlToBlocks(html, options);
  return children.length === 0 ? '' : serialiseMarkdown({ type: 'root', children });
}

/** The description as mdast block nodes, to place inside a larger tree. */
export function htmlToBlocks(html: string | undefined, options: HtmlMarkdownOptions = {}): BlockContent[] {
  if (!html || html.trim() === '') return [];
  const document = parseDocument(html);
  const levels = headingLevels(document.children);
  const state: State = {
    depthShift: (options.headingDepthBase ?? 2) + 1 - (levels.length > 0 ? Math.min(...levels) : 1),
    rewrite: options.rewriteHref ?? ((href) => href),
  };
  return blocks(document.children, state);
}

/**
 * Block nodes flattened to one line of phrasing (for a table cell or a list item's head line): blocks
 * are separated by a space, line breaks become spaces, code blocks inline code.
 */
export function flattenToPhrasing(nodes: readonly Content[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const gap = () => {
    if (out.length > 0) out.push({ type: 'text', value: ' ' });
  };
  const walk = (node: Content): void => {
    switch (node.type) {
      case 'text':
        out.push({ type: 'text', value: node.value.replace(/\s*\n\s*/g, ' ') });
        return;
      case 'inlineCode':
        out.push({ type: 'inlineCode', value: node.value.replace(/\s*\n\s*/g, ' ') });
        return;
      case 'break':
        out.push({ type: 'text', value: ' ' });
        return;
      case 'code':
        gap();
        out.push({ type: 'inlineCode', value: node.value.replace(/\s*\n\s*/g, ' ') });
        return;
      case 'emphasis':
      case 'strong':
      case 'delete':
        out.push({ ...node, children: flattenToPhrasing(node.children) } as PhrasingContent);
        return;
      case 'link':
        out.push({ ...node, children: unlinked(flattenToPhrasing(node.children)) });
        return;
      case 'image':
        out.push(node);
        return;
      case 'thematicBreak':
      case 'html':
        return;
      default:
        if ('children' in node) {
          gap();
          for (const child of node.children as Content[]) walk(child);
        }
    }
  };
  for (const node of nodes) walk(node);
  return trimmed(out);
}

/* ------------------------------------------------------------------ conversion */

interface State {
  /** Added to an HTML heading's level to make its depth. */
  readonly depthShift: number;
  readonly rewrite: (href: string) => string;
}

const HEADING = /^h([1-6])$/;
const BLOCK_ELEMENTS = new Set([
  ...['p', 'div', 'blockquote', 'pre', 'ul', 'ol', 'li', 'table', 'hr', 'details', 'summary', 'dl', 'dt', 'dd'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'figure', 'section'],
  // A page's own layout elements (the twins of pages without a source read their <main>).
  ...['article', 'header', 'footer', 'aside', 'main', 'nav', 'figcaption', 'address', 'hgroup'],
]);
const ALIGNMENT = /\bmd-align-(left|center|right)\b/;

function isElement(node: HtmlNode): node is HtmlElement {
  return 'attribs' in node;
}

function classes(element: HtmlElement): string[] {
  return (element.attribs.class ?? '').split(/\s+/);
}

function headingLevels(nodes: readonly HtmlNode[]): number[] {
  return nodes.flatMap((node) => {
    if (!isElement(node)) return [];
    const level = HEADING.exec(node.name)?.[1];
    return [...(level ? [Number(level)] : []), ...headingLevels(node.children as HtmlNode[])];
  });
}

function textOf(node: HtmlNode): string {
  if (node.type === 'text') return (node as { data: string }).data;
  return isElement(node) ? (node.children as HtmlNode[]).map(textOf).join('') : '';
}

function isBlock(node: HtmlNode): boolean {
  return isElement(node) && BLOCK_ELEMENTS.has(node.name);
}

/** Consecutive inline nodes make one paragraph; block elements map to block nodes. */
function blocks(nodes: readonly HtmlNode[], state: State): BlockContent[] {
  const out: BlockContent[] = [];
  let run: HtmlNode[] = [];
  const flush = () => {
    const paragraph = paragraphOf(inlines(run, state));
    if (paragraph) out.push(paragraph);
    run = [];
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      flush();
      out.push(...block(node as HtmlElement, state));
    } else run.push(node);
  }
  flush();
  return out;
}

function block(element: HtmlElement, state: State): BlockContent[] {
  const children = element.children as HtmlNode[];
  const heading = HEADING.exec(element.name)?.[1];
  if (heading) {
    const phrasing = trimmed(inlines(children, state));
    if (phrasing.length === 0) return [];
    const depth = Number(heading) + state.depthShift;
    if (depth <= 6) return [{ type: 'heading', depth: depth as Heading['depth'], children: phrasing }];
    return [{ type: 'paragraph', children: [{ type: 'strong', children: phrasing }] }];
  }
  switch (element.name) {
    case 'p':
    case 'summary':
    case 'dt':
    case 'caption': {
      const phrasing = inlines(children, state);
      const paragraph = paragraphOf(element.name === 'p' ? phrasing : [{ type: 'strong', children: trimmed(phrasing) }]);
      return paragraph ? [paragraph] : [];
    }
    case 'blockquote':
      return [{ type: 'blockquote', children: blocks(children, state) }];
    case 'div':
      if (classes(element).includes('md-alert')) return [{ type: 'blockquote', children: alertBlocks(children, state) }];
      return blocks(children, state);
    case 'pre':
      return [{ type: 'code', lang: 'text', value: textOf(element).replace(/\n$/, '') }];
    case 'ul':
    case 'ol':
      return [listOf(element, state)];
    case 'table':
      return tableOf(element, state);
    case 'hr':
      return [{ type: 'thematicBreak' }];
    default:
      return blocks(children, state);
  }
}

/** An alert's title paragraph in bold, then its body. */
function alertBlocks(children: readonly HtmlNode[], state: State): BlockContent[] {
  return children.flatMap((child): BlockContent[] => {
    if (isElement(child) && child.name === 'p' && classes(child).includes('md-alert-title')) {
      const title = paragraphOf([{ type: 'strong', children: trimmed(inlines(child.children as HtmlNode[], state)) }]);
      return title ? [title] : [];
    }
    return blocks([child], state);
  });
}

function listOf(element: HtmlElement, state: State): BlockContent {
  const ordered = element.name === 'ol';
  const start = Number(element.attribs.start);
  const items = (element.children as HtmlNode[]).flatMap((child): ListItem[] => {
    if (!isElement(child)) return textOf(child).trim() === '' ? [] : [{ type: 'listItem', spread: false, children: blocks([child], state) }];
    if (child.name !== 'li') return [{ type: 'listItem', spread: false, children: blocks([child], state) }];
    const checkbox = findCheckbox(child);
    return [
      {
        type: 'listItem',
        spread: false,
        ...(checkbox ? { checked: checkbox.attribs.checked !== undefined } : {}),
        children: blocks(child.children as HtmlNode[], state),
      },
    ];
  });
  return { type: 'list', ordered, ...(ordered && Number.isInteger(start) ? { start } : {}), spread: false, children: items };
}

function findCheckbox(element: HtmlElement): HtmlElement | undefined {
  for (const child of element.children as HtmlNode[]) {
    if (!isElement(child)) continue;
    if (child.name === 'input' && child.attribs.type === 'checkbox') return child;
    if (child.name === 'label' || child.name === 'p') {
      const found = findCheckbox(child);
      if (found) return found;
    }
  }
  return undefined;
}

function tableOf(element: HtmlElement, state: State): BlockContent[] {
  const rows: HtmlElement[] = [];
  const captions: HtmlElement[] = [];
  const collect = (nodes: readonly HtmlNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === 'tr') rows.push(node);
      else if (node.name === 'caption') captions.push(node);
      else if (['thead', 'tbody', 'tfoot'].includes(node.name)) collect(node.children as HtmlNode[]);
    }
  };
  collect(element.children as HtmlNode[]);
  const before = captions.flatMap((caption) => block(caption, state));
  if (rows.length === 0) return before;
  let align: AlignType[] = [];
  const tableRows = rows.map((row, index): TableRow => {
    const cells = (row.children as HtmlNode[]).filter((cell): cell is HtmlElement => isElement(cell) && (cell.name === 'td' || cell.name === 'th'));
    if (index === 0) align = cells.map((cell) => (ALIGNMENT.exec(cell.attribs.class ?? '')?.[1] as AlignType) ?? null);
    return {
      type: 'tableRow',
      children: cells.map((cell): TableCell => ({ type: 'tableCell', children: trimmed(flattenToPhrasing(blocks(cell.children as HtmlNode[], state))) })),
    };
  });
  return [...before, { type: 'table', align, children: tableRows }];
}

/** HTML inline content → phrasing; whitespace collapsed as a browser shows it. */
function inlines(nodes: readonly HtmlNode[], state: State): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (node.type === 'text') return [{ type: 'text', value: textOf(node).replace(/\s+/g, ' ') }];
    if (!isElement(node)) return [];
    const children = node.children as HtmlNode[];
    switch (node.name) {
      case 'br':
        return [{ type: 'break' }];
      case 'code':
      case 'kbd':
      case 'samp':
        return textOf(node) === '' ? [] : [{ type: 'inlineCode', value: textOf(node) }];
      case 'em':
      case 'i':
        return wrap('emphasis', inlines(children, state));
      case 'strong':
      case 'b':
        return wrap('strong', inlines(children, state));
      case 'del':
      case 's':
        return wrap('delete', inlines(children, state));
      case 'a': {
        const phrasing = inlines(children, state);
        const href = node.attribs.href;
        if (href === undefined) return phrasing;
        return [{ type: 'link', url: state.rewrite(href), ...(node.attribs.title ? { title: node.attribs.title } : {}), children: unlinked(phrasing) }];
      }
      case 'img':
        return node.attribs.src
          ? [{ type: 'image', url: state.rewrite(node.attribs.src), alt: node.attribs.alt ?? '', ...(node.attribs.title ? { title: node.attribs.title } : {}) }]
          : [];
      case 'input':
        return [];
      case 'q':
        return [{ type: 'text', value: '“' }, ...inlines(children, state), { type: 'text', value: '”' }];
      default:
        // Unknown or layout-only elements (span, abbr, sup, a block inside an inline…): their text stays.
        return isBlock(node) ? [{ type: 'text', value: ' ' }, ...inlines(children, state), { type: 'text', value: ' ' }] : inlines(children, state);
    }
  });
}

/** Phrasing without links (a link's own text cannot hold another link): a nested link keeps its text. */
export function unlinked(phrasing: readonly PhrasingContent[]): StaticPhrasingContent[] {
  return phrasing.flatMap((node): StaticPhrasingContent[] => {
    if (node.type === 'link' || node.type === 'linkReference') return unlinked(node.children);
    if (node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete')
      return [{ ...node, children: unlinked(node.children) } as StaticPhrasingContent];
    return [node as StaticPhrasingContent];
  });
}

function wrap(type: 'emphasis' | 'strong' | 'delete', children: PhrasingContent[]): PhrasingContent[] {
  return children.length === 0 ? [] : [{ type, children }];
}

/** Leading and trailing white space removed from a run of phrasing (and doubled spaces inside it). */
function trimmed(phrasing: PhrasingContent[]): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const node of phrasing) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') merged[merged.length - 1] = { type: 'text', value: `${last.value}${node.value}`.replace(/ {2,}/g, ' ') };
    else merged.push(node);
  }
  const first = merged[0];
  if (first?.type === 'text') merged[0] = { type: 'text', value: first.value.replace(/^\s+/, '') };
  const lastIndex = merged.length - 1;
  const last = merged[lastIndex];
  if (last?.type === 'text') merged[lastIndex] = { type: 'text', value: last.value.replace(/\s+$/, '') };
  while (merged[0]?.type === 'break') merged.shift();
  while (merged[merged.length - 1]?.type === 'break') merged.pop();
  return merged.filter((node) => node.type !== 'text' || node.value !== '');
}

function paragraphOf(phrasing: PhrasingContent[]): Paragraph | undefined {
  const children = trimmed(phrasing);
  return children.length === 0 ? undefined : { type: 'paragraph', children };
}
