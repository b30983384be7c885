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

export type LiteralLanguage = 'shell' | 'javascript' | 'python' | 'go' | 'java' | 'csharp' | 'php' | 'ruby' | 'kotlin' | 'powershell' | 'http';

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

/** Ruby has no \\uXXXX for a code point above U+FFFF, but every special character is below. */
const rubyEscape = (code: number): string => `\\u{${hex(code, 1)}}`;

/** The inside of a literal delimited by `quote` (no delimiters). */
export function escapeInside(language: Exclude<LiteralLanguage, 'shell' | 'php' | 'powershell' | 'http'>, text: string, quote: string): string {
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
    case 'kotlin':
      // "$name" and "${…}" are templates in every Kotlin string.
      return cEscape(text, quote, unicodeEscape, { $: '\\$' });
    case 'ruby':
      // Double quotes: "#{…}", "#@name" and "#$name" are interpolation; '#' is escaped every time.
      return cEscape(text, quote, rubyEscape, { '#': '\\#' });
  }
}

/** Bash: single quotes keep everything literal (newlines too); a quote is written '\''. */
export function shellQuote(text: string): string {
  return `'${wellFormed(text).replace(/'/g, "'\\''")}'`;
}

/** PHP and Ruby single quotes: '\\' and '\'' are the only escapes, nothing is interpolated, line breaks may be raw. */
function singleQuoted(text: string): string {
  return `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/**
 * PHP: single quotes when the text has no special characters ('\\' and '\'' are the only
 * escapes there, and nothing is interpolated); otherwise double quotes with '$' escaped, so
 * neither '$a', '${a}' nor '{$b}' is interpolated.
 */
export function phpLiteral(text: string): string {
  const safe = wellFormed(text);
  if (!SPECIAL.test(safe)) return singleQuoted(safe);
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

/** Ruby: single quotes like PHP; double quotes (with '#' escaped) when there are special characters. */
export function rubyLiteral(text: string): string {
  const safe = wellFormed(text);
  return SPECIAL.test(safe) ? `"${escapeInside('ruby', safe, '"')}"` : singleQuoted(safe);
}

/**
 * PowerShell treats ‘ ’ ‚ ‛ as single quotes too; inside a single-quoted string a quote is written
 * twice and nothing else is special (no escapes, no '$' expansion).
 */
const POWERSHELL_QUOTES = /['\u2018\u2019\u201a\u201b]/g;

/** The pieces of a PowerShell single-quoted literal: special characters as [char]0xXXXX. */
function powershellPieces(text: string): string[] {
  const pieces: string[] = [];
  let run = '';
  for (const char of wellFormed(text)) {
    if (SPECIAL.test(char)) {
      if (run) pieces.push(`'${run}'`);
      run = '';
      pieces.push(`[char]0x${hex(char.codePointAt(0) ?? 0, 4)}`);
    } else {
      run += char.replace(POWERSHELL_QUOTES, (q) => q + q);
    }
  }
  if (run || pieces.length === 0) pieces.push(`'${run}'`);
  // A string first, so '+' concatenates strings rather than adding char codes.
  if (pieces[0]?.startsWith('[')) pieces.unshift("''");
  return pieces;
}

/** PowerShell: single quotes; with special characters, a parenthesised concatenation (valid as a command argument too). */
export function powershellLiteral(text: string): string {
  const pieces = powershellPieces(text);
  return pieces.length === 1 ? (pieces[0] ?? "''") : `(${pieces.join(' + ')})`;
}

/** A complete string literal in the language's usual quotes. */
export function stringLiteral(language: LiteralLanguage, text: string): string {
  switch (language) {
    case 'shell':
      return shellQuote(text);
    case 'php':
      return phpLiteral(text);
    case 'ruby':
      return rubyLiteral(text);
    case 'powershell':
      return powershellLiteral(text);
    case 'http':
      return wellFormed(text);
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
  if (language === 'http') return wellFormed(text);
  if (language === 'php' || (language === 'ruby' && quote === "'")) {
    if (quote !== "'") throw new Error('cannot place text inside a PHP double-quoted string');
    const safe = wellFormed(text);
    const join = language === 'php' ? '.' : '+';
    return SPECIAL.test(safe) ? `' ${join} ${stringLiteral(language, safe)} ${join} '` : safe.replace(/[\\']/g, (c) => `\\${c}`);
  }
  if (language === 'powershell') {
    // Double quotes expand '$' and '`' escapes: httpsnippet's are always whole literals (replaced by single-quoted ones).
    if (quote !== "'") throw new Error('cannot place text inside a PowerShell double-quoted string');
    const pieces = powershellPieces(text);
    return pieces.length === 1 ? (pieces[0] ?? "''").slice(1, -1) : `' + ${pieces.join(' + ')} + '`;
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
  const QUOTES: Record<LiteralLanguage, string> = {
    shell: `'"`,
    go: '"`\'',
    python: `'"`,
    php: `'"`,
    ruby: `'"`,
    powershell: `'"`,
    javascript: '\'"`',
    java: '"\'',
    csharp: '"\'',
    kotlin: '"\'',
    // A raw HTTP message has no literals: every value is outside quotes.
    http: '',
  };
  const quotes = QUOTES[language];
  /** The escape character inside a literal opened with `open`, or '' when there is none. */
  const escapeIn = (open: string): string => {
    if ((language === 'shell' && open === "'") || (language === 'go' && open === '`')) return '';
    if (language === 'powershell') return open === '"' ? '`' : '';
    return '\\';
  };
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
    } else if (char !== '' && char === escapeIn(quote)) {
      i += 1;
    }
  }
  return found;
}

/* ------------------------------------------------------------------ JSON bodies over several lines */

/**
 * The value as JSON indented by two spaces, each line after the first starting with `indent`
 * (whitespace between JSON tokens, so the text means the same). Characters in `extra` and the
 * special ones JSON.stringify leaves raw (DEL, C1, U+2028/U+2029, U+FEFF) are written as \uXXXX
 * escapes: outside strings JSON text has only ASCII punctuation, digits, letters, spaces and line
 * breaks, so each such character is inside a JSON string, where the escape means the same.
 */
export function prettyJson(value: unknown, indent = '', extra = ''): string {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  const escaped = [...extra].map((c) => `\\${c}`).join('');
  const pattern = new RegExp(`[\\u007f-\\u009f\\u2028\\u2029\\ufeff${escaped}]`, 'g');
  return text
    .replace(pattern, (c) => `\\u${hex(c.charCodeAt(0), 4).toLowerCase()}`)
    .split('\n')
    .join(`\n${indent}`);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * JSON value → JavaScript object literal indented by two spaces. Keys that are identifiers stay
 * bare; '__proto__' is written as a computed key (a plain one would set the prototype).
 */
export function javascriptLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string') return stringLiteral('javascript', value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${javascriptLiteral(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const key = (name: string): string =>
    name === '__proto__' ? `[${stringLiteral('javascript', name)}]` : IDENTIFIER.test(name) ? name : stringLiteral('javascript', name);
  return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${javascriptLiteral(item, inner)}`).join(',\n')}\n${indent}}`;
}

/**
 * A JSON body as a literal over several lines, for a line indented by `indent`: a string of
 * pretty-printed JSON in the language's multi-line form, or for Python a dict (`json=payload`) and
 * for JavaScript an object literal ('object') or `JSON.stringify` of one ('stringify').
 */
export function jsonBodyLiteral(language: LiteralLanguage, value: unknown, indent: string, form: 'text' | 'object' | 'stringify' = 'text'): string {
  const deeper = `${indent}    `;
  switch (language) {
    case 'python':
      return pythonLiteral(value, indent);
    case 'javascript':
      return form === 'stringify' ? `JSON.stringify(${javascriptLiteral(value, indent)})` : javascriptLiteral(value, indent);
    case 'shell':
      // Single quotes keep line breaks; only ' needs writing as '\''.
      return shellQuote(prettyJson(value, indent));
    case 'http':
      return prettyJson(value);
    case 'go':
      // A raw string: no escapes at all, ends at the next backtick (so a backtick is a JSON \u0060).
      return `\`${prettyJson(value, indent, '`')}\``;
    case 'java': {
      // A text block (Java 15+): escapes are read, so every backslash is doubled; """ cannot end it early.
      // A quote right before the closing delimiter would end the block early: it is escaped too.
      const text = prettyJson(value, deeper).replace(/\\/g, '\\\\').replace(/"""/g, '""\\"').replace(/"$/, '\\"');
      return `"""\n${deeper}${text}"""`;
    }
    case 'csharp': {
      // A raw string literal (C# 11): nothing is an escape; it ends at a line of the delimiter's quotes.
      const longest = Math.max(0, ...(prettyJson(value).match(/"+/g) ?? []).map((run) => run.length));
      const quotes = '"'.repeat(Math.max(3, longest + 1));
      return `${quotes}\n${deeper}${prettyJson(value, deeper)}\n${deeper}${quotes}`;
    }
    case 'kotlin': {
      // A raw string: no escapes, but "$name" and "${…}" are templates, so '$' is a JSON \u0024.
      const text = prettyJson(value, deeper, '$');
      if (text.includes('"""')) throw new Error('kotlin: the JSON body cannot be written as a raw string');
      return `"""\n${deeper}${text}\n${deeper}""".trimIndent()`;
    }
    case 'php':
    case 'ruby':
      return singleQuoted(prettyJson(value, indent));
    case 'powershell':
      return `'${prettyJson(value, indent).replace(POWERSHELL_QUOTES, (q) => q + q)}'`;
  }
}
