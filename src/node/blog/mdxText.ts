/**
 * Plain-text views of an MDX body, for the reading time and the list excerpt. Pure string rules, no
 * MDX compiler: a post body is Markdown with the odd JSX element, and these rules only need to be
 * good enough to count words and to cut an excerpt, not to render.
 */

/** Docusaurus' markers, so posts move between the two without edits: `{/* truncate *\/}` or `<!-- truncate -->`. */
export const TRUNCATE_MARKER = /\{\s*\/\*\s*truncate\s*\*\/\s*\}|<!--\s*truncate\s*-->/;

const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
const ESM_LINE = /^(?:import|export)\s[^\n]*$/gm;
const MDX_COMMENT = /\{\s*\/\*[\s\S]*?\*\/\s*\}/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const MDX_EXPRESSION = /\{[^{}\n]*\}/g;
const JSX_TAG = /<\/?[A-Za-z][\w.:-]*(?:\s+[^<>]*?)?\s*\/?>/g;

/** Code is literal in MDX (braces and angle brackets in it are not syntax), so it is never stripped. */
const CODE = new RegExp(`${FENCED_CODE.source}|(\`+)[^\`][\\s\\S]*?\\2(?!\`)`, 'gm');

/**
 * MDX syntax that is not prose removed, Markdown kept: ESM lines, comments, `{expressions}` and JSX
 * tags (their children stay, so `<Admonition>Text</Admonition>` keeps 'Text'). Code is kept as written.
 */
export function stripMdxSyntax(body: string): string {
  const strip = (text: string): string =>
    text.replace(ESM_LINE, '').replace(MDX_COMMENT, '').replace(HTML_COMMENT, '').replace(MDX_EXPRESSION, '').replace(JSX_TAG, '');
  let result = '';
  let last = 0;
  for (const match of body.matchAll(CODE)) {
    result += strip(body.slice(last, match.index)) + match[0];
    last = (match.index ?? 0) + match[0].length;
  }
  return result + strip(body.slice(last));
}

/**
 * The words a reader reads: fenced code blocks, images, link targets, MDX syntax and Markdown
 * punctuation removed; inline code and link texts kept (they are read as words).
 */
export function proseOf(body: string): string {
  return stripMdxSyntax(body.replace(FENCED_CODE, ' '))
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/^ {0,3}\[[^\]]+\]:\s+\S+.*$/gm, ' ')
    .replace(/^ {0,3}(?:#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, '')
    .replace(/[|`*_~]/g, ' ');
}

/** Whitespace-separated tokens with at least one letter or digit: '—' and table rules are not words. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * The Markdown of the excerpt: the body up to the truncate marker, or, without a marker, its first
 * paragraph. MDX syntax is removed so the excerpt can be rendered as plain Markdown.
 */
export function excerptSource(body: string): string {
  const marker = TRUNCATE_MARKER.exec(body);
  const source = stripMdxSyntax(marker ? body.slice(0, marker.index) : body).trim();
  if (marker) return source;
  return source.split(/\n\s*\n/)[0] ?? '';
}
