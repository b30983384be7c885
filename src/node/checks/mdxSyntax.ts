/**
 * MDX syntax errors, found before Gatsby compiles the pages: gatsby-plugin-mdx reports a syntax
 * error only once queries run, with the absolute path and no line. Each file is compiled the way
 * the plugin parses it (MDX 2, format 'mdx' for .md too); the frontmatter lines are blanked, not
 * removed, so the parser's line numbers are the file's.
 *
 * A text that parsed is kept (`kept`: by file and text, for the version of the code and packages that
 * parsed it; node_modules/.cache/fms-mdx/, decision 0024, sixth step), so a clean build of unchanged
 * sources does not parse them again. A text that does not parse is never kept: its message comes
 * from the parser every time.
 */
import { resultKey, type KeptResults } from '../buildCache';

export interface MdxFile {
  /** As shown in messages: 'content/docs/intro/asset.mdx'. */
  readonly file: string;
  readonly text: string;
}

/** Rejects with a VFileMessage-like error (`reason`, `line`, `column`) on a syntax error. */
export type MdxCompile = (text: string, file: string) => Promise<unknown>;

interface PositionedError {
  readonly reason?: unknown;
  readonly message?: unknown;
  readonly line?: unknown;
  readonly column?: unknown;
}

/** The frontmatter (--- … --- at the top) replaced by as many empty lines. */
export function blankFrontmatter(text: string): string {
  const lines = text.split('\n');
  if (lines[0]?.replace(/^\uFEFF/, '').trimEnd() !== '---') return text;
  const end = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (end < 0) return text;
  return [...lines.slice(0, end + 1).map(() => ''), ...lines.slice(end + 1)].join('\n');
}

let mdxParser: { parse(file: { value: string; path: string }): unknown } | undefined;

/**
 * Parses the way gatsby-plugin-mdx's compile does (MDX 2, format 'mdx'), without compiling: every
 * syntax error (an unclosed tag or expression, JavaScript that does not parse) is thrown by the parser,
 * with its place, and the compile after it took twice as long again (decision 0024). What only a
 * compile finds (two layouts, say) gatsby-plugin-mdx still reports when it compiles the file.
 */
const parseWithMdx: MdxCompile = (text, file) => Promise.resolve(loadMdxParser().parse({ value: text, path: file }));

function loadMdxParser(): NonNullable<typeof mdxParser> {
  // ESM-only; Node ≥ 20.19 loads it with require(esm), as gatsby-config.ts does remark-gfm (Node's own
  // require, as rehypeMermaid.ts takes it, so that jest's module registry does not stand in between).
  if (!mdxParser) {
    const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);
    const { createProcessor } = nodeRequire('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
    mdxParser = createProcessor({ format: 'mdx' });
  }
  return mdxParser;
}

/**
 * Loads the parser now (decision 0027, step 20), and says whether it was loaded already. A warm start of
 * `gatsby develop` parses nothing (every text is kept as parsed), so the writer's first save loaded
 * @mdx-js/mdx and its dependencies (80 ms on an idle machine, on develop's one thread, between the save
 * and the page shown); develop loads it after its bootstrap instead.
 */
export function preloadMdxParser(): boolean {
  const loaded = mdxParser !== undefined;
  loadMdxParser();
  return loaded;
}

export function formatMdxSyntaxError(file: string, error: unknown): string {
  const details = (typeof error === 'object' && error !== null ? error : {}) as PositionedError;
  const reason = String(details.reason ?? details.message ?? error).replace(/\.?$/, '');
  // Some messages carry their place only in the text: 'Expected a closing tag for `<b>` (3:7-3:10)'.
  const inReason = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  const line = typeof details.line === 'number' ? details.line : inReason ? Number(inReason[1]) : undefined;
  const column = typeof details.line === 'number' ? (typeof details.column === 'number' ? details.column : 1) : inReason ? Number(inReason[2]) : undefined;
  const where = line !== undefined ? `${file}, line ${line}, column ${column ?? 1}` : file;
  return (
    `MDX syntax error in ${where}: ${reason}. Fix the MDX at that place: close the JSX tag or {expression} that ` +
    `is open there, or write a literal "<" or "{" as \\< or \\{ (in code, use backticks).`
  );
}

/** One message per file that does not compile, in the order given; a text `kept` as parsed is not parsed again. */
export async function findMdxSyntaxErrors(files: readonly MdxFile[], compile: MdxCompile = parseWithMdx, kept?: KeptResults<true>): Promise<string[]> {
  const messages: string[] = [];
  for (const { file, text } of files) {
    const key = resultKey('mdx-syntax', file, text);
    if (kept?.get(key) === true) continue;
    try {
      await compile(blankFrontmatter(text), file);
      kept?.set(key, true);
    } catch (error) {
      messages.push(formatMdxSyntaxError(file, error));
    }
  }
  return messages;
}
