/**
 * Syntax highlighting at build time: a rehype plugin for gatsby-plugin-mdx (gatsby-config.ts) that
 * turns the text of every code fence except ```mermaid into one `<span class="token-line">` per line,
 * holding Prism's `<span class="token …">` tokens. The page ships highlighted markup and no
 * highlighter; CodeBlock renders it and CodeBlock.module.css colours the tokens in both colour modes.
 * Lines named in the fence's meta string (`{1,3-4}`) get `data-highlighted="true"`.
 *
 * Any language Prism knows works (its aliases too, e.g. `sh`, `cs`); an unknown one (`csv`, `text`)
 * is split into plain lines.
 */
import Prism from 'prismjs';
import { languages as prismLanguages } from 'prismjs/components';
import loadLanguages from 'prismjs/components/index';
import { parseCodeMeta } from '../../mdx/codeMeta';
import { onlyForTableOfContents } from './tocCompile';
import { codeBlocks, codeLanguage, codeMeta, codeSource, type HastElement, type HastNode } from './codeBlocks';

const components = { languages: prismLanguages as Record<string, { alias?: string | string[] }> };

/** Names Prism does not list as aliases. */
const EXTRA_ALIASES: Readonly<Record<string, string>> = { 'c#': 'csharp' };
/** Fences that are not code to tokenize. */
const NOT_HIGHLIGHTED = new Set(['mermaid']);

const ALIASES: Readonly<Record<string, string>> = (() => {
  const map: Record<string, string> = { ...EXTRA_ALIASES };
  for (const [id, { alias }] of Object.entries(components.languages)) {
    for (const name of alias === undefined ? [] : Array.isArray(alias) ? alias : [alias]) map[name] = id;
  }
  return map;
})();

/** The Prism grammar for a fence's language, loading it on first use; undefined when Prism has none. */
function grammarOf(language: string): Prism.Grammar | undefined {
  const id = ALIASES[language] ?? language;
  if (!(id in components.languages) || id === 'meta') return undefined;
  if (!Prism.languages[id]) loadLanguages([id]);
  return Prism.languages[id];
}

interface Piece {
  readonly types: readonly string[];
  readonly content: string;
}

/** Prism's nested token stream as flat pieces, each with the token types (and aliases) around it. */
function flatten(stream: Prism.TokenStream, types: readonly string[], out: Piece[]): Piece[] {
  if (typeof stream === 'string') out.push({ types, content: stream });
  else if (Array.isArray(stream)) stream.forEach((part) => flatten(part, types, out));
  else {
    const alias = stream.alias === undefined ? [] : Array.isArray(stream.alias) ? stream.alias : [stream.alias];
    flatten(stream.content, [...types, stream.type, ...alias], out);
  }
  return out;
}

/** The code split into lines of pieces; a piece that spans a line break is cut in two. */
export function tokenizeLines(code: string, language: string | undefined): Piece[][] {
  const grammar = language ? grammarOf(language) : undefined;
  const pieces = grammar ? flatten(Prism.tokenize(code, grammar), [], []) : [{ types: [], content: code }];
  const lines: Piece[][] = [[]];
  for (const piece of pieces) {
    piece.content.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines[lines.length - 1].push({ types: piece.types, content: part });
    });
  }
  return lines;
}

function lineElement(pieces: readonly Piece[], highlighted: boolean): HastElement {
  const children: HastNode[] = pieces.map(({ types, content }) =>
    types.length === 0
      ? { type: 'text', value: content }
      : { type: 'element', tagName: 'span', properties: { className: ['token', ...new Set(types)] }, children: [{ type: 'text', value: content }] },
  );
  children.push({ type: 'text', value: '\n' });
  return { type: 'element', tagName: 'span', properties: { className: ['token-line'], ...(highlighted ? { dataHighlighted: 'true' } : {}) }, children };
}

function highlightCodeElement(code: HastElement): void {
  const language = codeLanguage(code);
  if (language && NOT_HIGHLIGHTED.has(language)) return;
  const highlighted = new Set(parseCodeMeta(codeMeta(code)).highlightedLines);
  code.children = tokenizeLines(codeSource(code), language).map((pieces, index) => lineElement(pieces, highlighted.has(index + 1)));
}

/** The rehype plugin: highlights every `<pre><code>` of the document in place (not in develop's table-of-contents compiles). */
export function rehypeHighlightCode(): (tree: HastNode, file?: { data?: unknown }) => void {
  return (tree, file) => {
    if (onlyForTableOfContents(file)) return;
    codeBlocks(tree).forEach(({ code }) => highlightCodeElement(code));
  };
}
