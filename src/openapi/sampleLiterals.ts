/**
 * String literals for the languages of the request samples, written by us rather than by
 * httpsnippet: its quoting is incomplete (Python dict keys, PHP escapes, query strings), and a
 * document's text must never become code in a sample.
 *
 * Every function here returns source text that, read by the language, yields exactly the given
 * string. Characters that some language cannot hold raw inside a one-line string literal (C0/C1
 * controls, U+2028/U+2029 which end a line in C# and old JavaScript, U+FEFF which Go rejects inside
 * a file) are escaped; lone surrogates (not encodable as UTF-8) become U+FFFD first.
 */

export type LiteralLanguage = 'shell' | 'javascript' | 'python' | 'go' | 'java' | 'csharp' | 'php';

/** The C0 controls and DEL, the one definition of "a control character" for the samples and their checks (codeSamples.ts). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Characters escaped everywhere: controls (C0, DEL, C1), line/paragraph separators, byte-order mark. */
const SPECIAL = new RegExp(`${CONTROL_CHARACTER.source}|[\\u0080-\\u009f\\u2028\\u2029\\ufeff]`);

/** Replaces lone surrogates with U+FFFD, so the text can be written as UTF-8. */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

const hex = (code: number, width: number): string => code.toString(16).toUpperCase().padStart(width, '0');

/**
 * Backslash escapes shared by the C family: the quote and the backslash, the usual short escapes,
 * and `other` for the remaining special characters.
 */
function cEscape(text: string, quote: string, other: (code: number) => string, extra: Readonly<Record<string, string>> = {}): string {
  let out = '';
  for (const char of wellFormed(text)) {
    if (char === '\\') out += '\\\\';
    else if (char === quote) out += `\\${quote}`;
    else if (extra[char] !== undefined) out += extra[char];
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (SPECIAL.test(char)) out += other(char.codePointAt(0) ?? 0);
    else out += char;
  }
  return out;
}

const unicodeEscape = (code: number): string => `\\u${hex(code, 4)}`;
/** Java turns \uXXXX into the character before lexing (so \u000A would end the literal): octal instead. */
const octalEscape = (code: number): string => (code <= 0xff ? `\\${code.toString(8).padStart(3, '0')}` : `\\u${hex(code, 4)}`);

/** The inside of a literal delimited by `quote` (no delimiters). */
export function escapeInside(language: Exclude<LiteralLanguage, 'shell' | 'php'>, text: string, quote: string): string {
  switch (language) {
    case 'javascript':
      // In a template literal '${' would start code; '$' is escaped in every kind, harmlessly.
      return cEscape(text, quote, unicodeEscape, quote === '`' ? { $: '\\$' } : {});
    case 'python':
    case 'go':
    case 'csharp':
      return cEscape(text, quote, unicodeEscape);
    case 'java':
      return cEscape(text, quote, octalEscape);
  }
}

/** Bash: single quotes keep everything literal (newlines too); a quote is written '\''. */
export function shellQuote(text: string): string {
  return `'${wellFormed(text).replace(/'/g, "'\\''")}'`;
}

/**
 * PHP: single quotes when the text has no special characters ('\\' and '\'' are the only
 * escapes there, and nothing is interpolated); otherwise double quotes with '$' escaped, so
 * neither '$a', '${a}' nor '{$b}' is interpolated.
 */
export function phpLiteral(text: string): string {
  const safe = wellFormed(text);
  if (!SPECIAL.test(safe)) return `'${safe.replace(/[\\']/g, (c) => `\\${c}`)}'`;
  let out = '';
  for (const char of safe) {
    if (char === '\\' || char === '"' || char === '$') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (SPECIAL.test(char)) out += `\\u{${hex(char.codePointAt(0) ?? 0, 1)}}`;
    else out += char;
  }
  return `"${out}"`;
}

/** A complete string literal in the language's usual quotes. */
export function stringLiteral(language: LiteralLanguage, text: string): string {
  switch (language) {
    case 'shell':
      return shellQuote(text);
    case 'php':
      return phpLiteral(text);
    case 'javascript':
      return `'${escapeInside(language, text, "'")}'`;
    default:
      return `"${escapeInside(language, text, '"')}"`;
  }
}

/**
 * Text to put in place of a placeholder that sits inside a literal opened with `quote` (or, for
 * the shell, outside any quotes when `quote` is ''). For PHP single quotes and special characters
 * the literal is closed, a double-quoted one is concatenated with '.', and the first is reopened.
 */
export function insideLiteral(language: LiteralLanguage, text: string, quote: string): string {
  if (language === 'shell') {
    // Outside quotes (httpsnippet leaves plain words bare): words of safe characters stay bare.
    if (quote === '') return /^[A-Za-z0-9_\-./@%^=:+,]+$/.test(text) ? text : shellQuote(text);
    if (quote === "'") return wellFormed(text).replace(/'/g, "'\\''");
    throw new Error(`cannot place text inside a shell ${quote}-quoted string`);
  }
  if (language === 'php') {
    if (quote !== "'") throw new Error('cannot place text inside a PHP double-quoted string');
    const safe = wellFormed(text);
    return SPECIAL.test(safe) ? `' . ${phpLiteral(safe)} . '` : safe.replace(/[\\']/g, (c) => `\\${c}`);
  }
  return escapeInside(language, text, quote);
}

/**
 * JSON value → Python literal (dicts and lists indented by four spaces, as httpsnippet writes
 * them). JSON numbers are valid Python numbers; true/false/null become True/False/None.
 */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'None';
  if (typeof value === 'string') return stringLiteral('python', value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${stringLiteral('python', key)}: ${pythonLiteral(item, inner)}`).join(',\n')}\n${indent}}`;
}

/**
 * Where each `marker` occurrence sits in source text written by httpsnippet (which, before our
 * substitution, holds only its own fixed text and our placeholders): the quote character of the
 * string literal around it, or '' when it is outside any literal.
 */
export function literalContexts(language: LiteralLanguage, source: string, marker: RegExp): { index: number; length: number; quote: string }[] {
  const found: { index: number; length: number; quote: string }[] = [];
  const global = new RegExp(marker.source, 'g');
  const positions = [...source.matchAll(global)].map((m) => ({ index: m.index ?? 0, length: m[0].length }));
  let next = 0;
  let quote = '';
  const quotes =
    language === 'shell' ? `'"` : language === 'go' ? '"`\'' : language === 'python' || language === 'php' ? `'"` : language === 'javascript' ? '\'"`' : '"\'';
  for (let i = 0; i < source.length && next < positions.length; i += 1) {
    const position = positions[next];
    if (position && i === position.index) {
      found.push({ ...position, quote });
      i += position.length - 1;
      next += 1;
      continue;
    }
    const char = source[i] ?? '';
    if (quote === '') {
      if (char === '\\' && language === 'shell') i += 1;
      else if (quotes.includes(char)) quote = char;
    } else if (char === quote) {
      quote = '';
    } else if (char === '\\' && !(language === 'shell' && quote === "'") && !(language === 'go' && quote === '`')) {
      i += 1;
    }
  }
  return found;
}
