/**
 * Finds the links and images an MDX source writes, with their line and column: Markdown `[text](url)`,
 * `![alt](url)` and reference definitions `[id]: url`, and JSX/HTML `<a href>` and `<img src>`.
 * Code (fenced blocks and inline spans), comments, frontmatter and backslash escapes are masked
 * first, so an example link in a code block is not a link. Pure string rules; positions are kept by
 * masking with spaces, so offsets in the masked text are offsets in the source.
 */

export interface MarkdownReference {
  readonly kind: 'link' | 'image';
  /** As written, without the `<…>` some destinations are wrapped in. */
  readonly target: string;
  /** 1-based position of the target in the source. */
  readonly line: number;
  readonly column: number;
}

const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

function maskFrontmatter(lines: string[]): void {
  if (lines[0]?.replace(/^\uFEFF/, '').trimEnd() !== '---') return;
  const end = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (end < 0) return;
  for (let i = 0; i <= end; i++) lines[i] = blank(lines[i] ?? '');
}

/** Fenced code blocks (``` or ~~~, any indentation: fences inside JSX are indented), fences included. */
function maskFences(lines: string[]): void {
  let fence: { char: string; length: number } | null = null;
  lines.forEach((line, index) => {
    if (fence) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[1] && close[1][0] === fence.char && close[1].length >= fence.length) fence = null;
      lines[index] = blank(line);
      return;
    }
    const open = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (open?.[1] && !(open[1][0] === '`' && open[2]?.includes('`'))) {
      fence = { char: open[1][0] ?? '`', length: open[1].length };
      lines[index] = blank(line);
    }
  });
}

/** Inline code spans: a run of N backticks up to the next run of exactly N, within one paragraph. */
function maskInlineCode(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '`') {
      out += text[i];
      i++;
      continue;
    }
    let n = 0;
    while (text[i + n] === '`') n++;
    const run = '`'.repeat(n);
    let close = -1;
    for (let j = text.indexOf(run, i + n); j >= 0; j = text.indexOf(run, j + 1)) {
      if (text[j - 1] !== '`' && text[j + n] !== '`') {
        close = j;
        break;
      }
    }
    const paragraphEnd = text.slice(i).search(/\n[ \t]*\n/);
    if (close < 0 || (paragraphEnd >= 0 && close > i + paragraphEnd)) {
      out += run;
      i += n;
      continue;
    }
    out += blank(text.slice(i, close + n));
    i = close + n;
  }
  return out;
}

export function maskNonContent(source: string): string {
  const lines = source.split('\n');
  maskFrontmatter(lines);
  maskFences(lines);
  const withoutComments = lines
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, blank);
  // An escaped character is literal text: `\[` opens no link. Masked with non-spaces so a target keeps its length.
  return maskInlineCode(withoutComments).replace(/\\[!-/:-@[-`{-~]/g, '__');
}

// Link text with one level of nested brackets (enough for an image inside a link).
const TEXT = String.raw`(?:(?!\n[ \t]*\n)[^\[\]]|\[[^\[\]\n]*\])*`;
const DESTINATION = String.raw`<[^<>\n]*>|(?:[^\s()]|\([^\s()]*\))*`;
const TITLE = String.raw`(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?`;
const INLINE_TAIL = String.raw`\]\([ \t]*\n?[ \t]*(${DESTINATION})${TITLE}\s*\)`;

const PATTERNS: readonly { readonly kind: MarkdownReference['kind']; readonly regex: RegExp }[] = [
  { kind: 'image', regex: new RegExp(String.raw`!\[${TEXT}${INLINE_TAIL}`, 'gd') },
  { kind: 'link', regex: new RegExp(String.raw`(?<!!)\[${TEXT}${INLINE_TAIL}`, 'gd') },
  // Reference definitions; `[^1]:` is a footnote, not a link.
  { kind: 'link', regex: new RegExp(String.raw`^ {0,3}\[(?!\^)[^\[\]\n]+\]:[ \t]*\n?[ \t]*(<[^<>\n]*>|\S+)`, 'gmd') },
  // JSX/HTML; a JSX string expression (src={'/x.png'}) counts as a literal.
  { kind: 'image', regex: new RegExp(String.raw`<img\b[^<>]*?\ssrc\s*=\s*(?:\{\s*)?(["'\x60])([^"'\x60]*)\1`, 'gd') },
  { kind: 'link', regex: new RegExp(String.raw`<a\b[^<>]*?\shref\s*=\s*(?:\{\s*)?(["'\x60])([^"'\x60]*)\1`, 'gd') },
];

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

function position(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

export function extractMarkdownReferences(source: string): MarkdownReference[] {
  const masked = maskNonContent(source);
  const starts = lineStarts(source);
  const found: (MarkdownReference & { offset: number })[] = [];
  for (const { kind, regex } of PATTERNS) {
    regex.lastIndex = 0;
    for (const match of masked.matchAll(regex)) {
      // The target is the last capture group; read it from the source, where escapes are intact.
      const indices = match.indices?.[match.length - 1];
      if (!indices) continue;
      const raw = source.slice(indices[0], indices[1]);
      const unwrapped = raw.startsWith('<') && raw.endsWith('>') ? raw.slice(1, -1) : raw;
      const target = unwrapped.trim().replace(/\\([!-/:-@[-`{-~])/g, '$1');
      found.push({ kind, target, offset: indices[0], ...position(starts, indices[0]) });
    }
  }
  return found.sort((a, b) => a.offset - b.offset).map(({ offset: _offset, ...reference }) => reference);
}
