/**
 * Independent readers of the request samples' string literals, one per language (written for the
 * tests, apart from the generator): each splits a sample into its decoded string literals and the
 * code outside them, so a test can check that a value is only ever data. Used by the hostile-value
 * tests of the build's samples (`hostileSamples.test.ts`) and of the reader's choices
 * (`hostileChoices.test.ts`).
 */

export interface Tokens {
  /** Decoded string literals, in order. */
  readonly literals: string[];
  /** Everything outside string literals (comments included), literals replaced by a space. */
  readonly code: string;
}

const hexChar = (digits: string): string => String.fromCodePoint(parseInt(digits, 16));

/** Reads a backslash escape at `source[i]` (the character after the backslash); returns [text, length]. */
type EscapeReader = (source: string, i: number) => [string, number];

const SIMPLE: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', a: '\u0007', '0': '\0', e: '\u001b' };

function cLikeEscape(allowed: string, extra?: (source: string, i: number) => [string, number] | undefined): EscapeReader {
  return (source, i) => {
    const c = source[i] ?? '';
    const special = extra?.(source, i);
    if (special) return special;
    if (c === 'u' && /^[0-9A-Fa-f]{4}/.test(source.slice(i + 1))) return [hexChar(source.slice(i + 1, i + 5)), 5];
    if (c === 'U' && /^[0-9A-Fa-f]{8}/.test(source.slice(i + 1))) return [hexChar(source.slice(i + 1, i + 9)), 9];
    if (c === 'x' && /^[0-9A-Fa-f]{2}/.test(source.slice(i + 1))) return [hexChar(source.slice(i + 1, i + 3)), 3];
    if (allowed.includes(c)) return [SIMPLE[c] ?? c, 1];
    throw new Error(`invalid escape \\${c} at ${i}`);
  };
}

interface Syntax {
  /** Quote characters that open a literal, with their escape reader (undefined: no escapes). */
  readonly quotes: Record<string, EscapeReader | undefined>;
  /** Per quote kind: text at an unescaped position that starts interpolation (code), e.g. PHP's `$a`, `{$`. */
  readonly interpolation?: Record<string, RegExp>;
  readonly lineComment?: string;
  /** C#: a literal right after one of these characters ($ interpolated, @ verbatim) counts as code. */
  readonly codePrefixes?: string;
  /** Java: \uXXXX is turned into the character before lexing. */
  readonly unicodePrepass?: boolean;
  /** Literals may span lines (true: every kind; a string: those quote kinds). */
  readonly multiline?: boolean | string;
  /**
   * `"""` opens a multi-line literal: 'java' a text block (escapes read, incidental indentation
   * removed), 'csharp' a raw string literal (3+ quotes, no escapes, closing line's indentation
   * removed), 'kotlin' a raw string (no escapes, `$` templates are code; `.trimIndent()` applied).
   */
  readonly tripleQuoted?: 'java' | 'csharp' | 'kotlin';
}

/** Removes the smallest indentation of the non-blank lines from every line (Java's and Kotlin's rule). */
function stripIndent(lines: readonly string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(min));
}

/** Reads a `"""` literal starting at `start` (the first quote); returns the decoded text, the end index and code found inside. */
function tripleQuoted(source: string, start: number, kind: NonNullable<Syntax['tripleQuoted']>, escape: EscapeReader | undefined): [string, number, string] {
  let quotes = 3;
  if (kind === 'csharp') while (source[start + quotes] === '"') quotes += 1;
  const delimiter = '"'.repeat(quotes);
  const open = start + quotes;
  let code = '';
  if (kind === 'kotlin') {
    const close = source.indexOf(delimiter, open);
    if (close < 0) throw new Error('unterminated raw string');
    const raw = source.slice(open, close);
    const template = /\$[A-Za-z_{]/.exec(raw);
    if (template) code += `«interpolation ${raw.slice(template.index, template.index + 20)}»`;
    if (!source.startsWith('.trimIndent()', close + 3)) throw new Error('a Kotlin raw string without .trimIndent()');
    const lines = raw.split('\n');
    if (lines[0]?.trim() === '') lines.shift();
    if (lines[lines.length - 1]?.trim() === '') lines.pop();
    return [stripIndent(lines).join('\n'), close + 3, code];
  }
  if (source[open] !== '\n') throw new Error(`${kind}: text after the opening """`);
  if (kind === 'csharp') {
    const closeMatch = new RegExp(`\\n([ \\t]*)${delimiter}(?!")`).exec(source.slice(open + 1));
    if (!closeMatch) throw new Error('unterminated raw string literal');
    const closing = closeMatch[1] ?? '';
    const lines = source
      .slice(open + 1, open + 1 + closeMatch.index)
      .split('\n')
      .map((line) => {
        if (!line.startsWith(closing)) throw new Error('a raw string line does not start with the closing indentation');
        return line.slice(closing.length);
      });
    return [lines.join('\n'), open + 1 + closeMatch.index + closeMatch[0].length, code];
  }
  // Java text block: the raw content up to an unescaped """, indentation stripped, then escapes read.
  let i = open + 1;
  for (;;) {
    if (i >= source.length) throw new Error('unterminated text block');
    if (source[i] === '\\') i += 2;
    else if (source.startsWith('"""', i)) break;
    else i += 1;
  }
  const lines = stripIndent(source.slice(open + 1, i).split('\n'));
  const raw = lines.join('\n');
  let value = '';
  for (let j = 0; j < raw.length;) {
    if (raw[j] === '\\' && escape) {
      const [text, length] = escape(raw, j + 1);
      value += text;
      j += 1 + length;
    } else {
      value += raw[j];
      j += 1;
    }
  }
  return [value, i + 3, code];
}

function tokenize(raw: string, syntax: Syntax): Tokens {
  const source = syntax.unicodePrepass ? javaUnicodePrepass(raw) : raw;
  const literals: string[] = [];
  let code = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i] ?? '';
    if (syntax.lineComment && source.startsWith(syntax.lineComment, i)) {
      const end = source.indexOf('\n', i);
      code += source.slice(i, end < 0 ? source.length : end);
      i = end < 0 ? source.length : end;
      continue;
    }
    if (!(c in syntax.quotes)) {
      code += c;
      i += 1;
      continue;
    }
    const escape = syntax.quotes[c];
    const prefixed = syntax.codePrefixes?.includes(source[i - 1] ?? '') === true;
    if (syntax.tripleQuoted && c === '"' && source.startsWith('"""', i)) {
      const [text, end, inner] = tripleQuoted(source, i, syntax.tripleQuoted, escape);
      code += inner;
      if (prefixed) code += text;
      else {
        literals.push(text);
        code += ' ';
      }
      i = end;
      continue;
    }
    let value = '';
    i += 1;
    for (;;) {
      const d = source[i];
      if (d === undefined) throw new Error(`unterminated ${c} literal`);
      if (d === c) break;
      const multiline = syntax.multiline === true || (typeof syntax.multiline === 'string' && syntax.multiline.includes(c));
      if (!multiline && d === '\n') throw new Error(`line break inside a ${c} literal`);
      if (d === '\\' && escape) {
        const [text, length] = escape(source, i + 1);
        value += text;
        i += 1 + length;
        continue;
      }
      if (syntax.interpolation?.[c]?.test(source.slice(i, i + 2))) {
        code += `«interpolation ${source.slice(i, i + 20)}»`;
      }
      value += d;
      i += 1;
    }
    i += 1;
    if (prefixed) {
      code += value;
    } else {
      literals.push(value);
      code += ' ';
    }
  }
  return { literals, code };
}

function javaUnicodePrepass(source: string): string {
  return source.replace(/(\\*)\\u+([0-9A-Fa-f]{4})/g, (whole, slashes: string, digits: string) =>
    slashes.length % 2 === 0 ? slashes + hexChar(digits) : whole,
  );
}

const octal = (source: string, i: number): [string, number] | undefined => {
  const digits = /^[0-3]?[0-7]{1,2}/.exec(source.slice(i))?.[0];
  return digits ? [String.fromCharCode(parseInt(digits, 8)), digits.length] : undefined;
};

/**
 * Shell words: '…' is literal, \x outside quotes is x, "…" is code (it does not protect $ or `),
 * and so is anything bare. A word's decoded text (its pieces joined) is one literal.
 */
function tokenizeShell(source: string): Tokens {
  const literals: string[] = [];
  let code = '';
  let word = '';
  let quoted = false;
  const flush = (): void => {
    if (quoted) literals.push(word);
    word = '';
    quoted = false;
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i] ?? '';
    if (c === "'") {
      const end = source.indexOf("'", i + 1);
      if (end < 0) throw new Error('unterminated single quote');
      word += source.slice(i + 1, end);
      quoted = true;
      code += ' ';
      i = end + 1;
    } else if (c === '"') {
      const end = source.indexOf('"', i + 1);
      code += source.slice(i, end + 1);
      word += source.slice(i + 1, end);
      i = end + 1;
    } else if (c === '\\' && source[i + 1] === '\n') {
      flush();
      code += ' ';
      i += 2;
    } else if (c === '\\') {
      word += source[i + 1] ?? '';
      quoted = true;
      code += ' ';
      i += 2;
    } else if (/\s/.test(c)) {
      flush();
      code += c;
      i += 1;
    } else {
      word += c;
      code += c;
      i += 1;
    }
  }
  flush();
  return { literals, code };
}

/**
 * PowerShell: '…' (and ‘ ’ ‚ ‛) keep everything, a doubled quote is one; "…" is code when it holds
 * `$` or a backtick. A concatenation of single-quoted literals and `[char]0xXXXX` joined by ' + '
 * decodes to one literal.
 */
function tokenizePowershell(source: string): Tokens {
  const literals: string[] = [];
  let code = '';
  const SINGLE = "'\u2018\u2019\u201a\u201b";
  /** Reads one piece at `i`: [decoded text, end] or undefined. */
  const piece = (i: number): [string, number] | undefined => {
    const char = /^\[char\]0x([0-9A-Fa-f]{1,6})/.exec(source.slice(i));
    if (char) return [hexChar(char[1] ?? ''), i + char[0].length];
    if (!SINGLE.includes(source[i] ?? '\u0000')) return undefined;
    let value = '';
    let j = i + 1;
    for (;;) {
      const d = source[j];
      if (d === undefined) throw new Error('unterminated single-quoted string');
      if (SINGLE.includes(d)) {
        if (SINGLE.includes(source[j + 1] ?? '\u0000')) {
          value += source[j + 1];
          j += 2;
          continue;
        }
        return [value, j + 1];
      }
      value += d;
      j += 1;
    }
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i] ?? '';
    const first = piece(i);
    if (first) {
      let [value, end] = first;
      for (;;) {
        const plus = / \+ /y;
        plus.lastIndex = end;
        const next = plus.test(source) ? piece(end + 3) : undefined;
        if (!next) break;
        value += next[0];
        end = next[1];
      }
      literals.push(value);
      code += ' ';
      i = end;
    } else if (c === '"') {
      // httpsnippet's own double-quoted strings (header names): '$' and '`' in them would be code.
      const end = source.indexOf('"', i + 1);
      if (end < 0) throw new Error('unterminated double-quoted string');
      const text = source.slice(i + 1, end);
      if (/[$`]/.test(text)) code += `«interpolation ${text}»`;
      literals.push(text);
      code += ' ';
      i = end + 1;
    } else {
      code += c;
      i += 1;
    }
  }
  return { literals, code };
}

/**
 * A raw HTTP/1.1 message: the request line and header names are code; the URL (host and target),
 * each header line and the body are literals. Every head line must be a request line or a header.
 */
function tokenizeHttp(source: string): Tokens {
  const split = source.indexOf('\r\n\r\n');
  const head = (split < 0 ? source : source.slice(0, split)).split('\r\n');
  const [requestLine = '', ...fields] = head;
  const request = /^([A-Za-z0-9-]+) (\/\S*) HTTP\/1\.1$/.exec(requestLine);
  if (!request) throw new Error(`not a request line: ${JSON.stringify(requestLine)}`);
  const literals: string[] = [];
  let code = `${request[1] ?? ''} HTTP/1.1\n`;
  let host = '';
  for (const field of fields) {
    const header = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+): ([^\r\n]*)$/.exec(field);
    if (!header) throw new Error(`not a header line: ${JSON.stringify(field)}`);
    if (header[1] === 'Host') host = header[2] ?? '';
    code += `${header[1] ?? ''}\n`;
    literals.push(field);
  }
  literals.push(`https://${host}${request[2] ?? ''}`);
  if (split >= 0) literals.push(source.slice(split + 4));
  return { literals, code };
}

const JS_ESCAPES = cLikeEscape(`nrtbfv0'"\`\\$`);
const JS = (s: string): Tokens => tokenize(s, { quotes: { "'": JS_ESCAPES, '"': JS_ESCAPES }, lineComment: '//' });
/** PHP and Ruby single quotes: only \\ and \' are escapes; any other backslash is itself. */
const SINGLE_QUOTED: EscapeReader = (source, i) => (source[i] === '\\' || source[i] === "'" ? [source[i] ?? '', 1] : ['\\', 0]);
const braced = (source: string, i: number): [string, number] | undefined =>
  source[i] === 'u' && source[i + 1] === '{' ? [hexChar(source.slice(i + 2, source.indexOf('}', i))), source.indexOf('}', i) - i + 1] : undefined;
export const TOKENIZERS: Record<string, (source: string) => Tokens> = {
  curl: tokenizeShell,
  http: tokenizeHttp,
  'javascript-fetch': JS,
  'node-axios': JS,
  'python-requests': (s) => tokenize(s, { quotes: { '"': cLikeEscape(`nrtbfva0'"\\`), "'": cLikeEscape(`nrtbfva0'"\\`) }, lineComment: '#' }),
  'go-native': (s) => tokenize(s, { quotes: { '"': cLikeEscape(`nrtbfva"\\`, octal), '`': undefined }, lineComment: '//', multiline: '`' }),
  'java-nethttp': (s) => tokenize(s, { quotes: { '"': cLikeEscape(`nrtbfs'"\\`, octal) }, lineComment: '//', unicodePrepass: true, tripleQuoted: 'java' }),
  'csharp-httpclient': (s) => tokenize(s, { quotes: { '"': cLikeEscape(`nrtbfva0'"\\`) }, lineComment: '//', codePrefixes: '$@', tripleQuoted: 'csharp' }),
  'php-guzzle': (s) =>
    tokenize(s, {
      quotes: {
        "'": SINGLE_QUOTED,
        '"': cLikeEscape(`nrtvef"\\$`, (source, i) => braced(source, i) ?? octal(source, i)),
      },
      interpolation: { '"': /^(\$[A-Za-z_{]|\{\$)/ },
      lineComment: '//',
      multiline: true,
    }),
  'ruby-native': (s) =>
    tokenize(s, {
      quotes: { "'": SINGLE_QUOTED, '"': cLikeEscape(`nrtbfvae0s'"\\#`, (source, i) => braced(source, i) ?? octal(source, i)) },
      // "#{…}", "#@name" and "#$name" interpolate.
      interpolation: { '"': /^#[{@$]/ },
      lineComment: '#',
      multiline: true,
    }),
  'kotlin-okhttp': (s) =>
    tokenize(s, {
      quotes: { '"': cLikeEscape(`tbnr'"\\$`) },
      interpolation: { '"': /^\$[A-Za-z_{]/ },
      lineComment: '//',
      tripleQuoted: 'kotlin',
    }),
  'powershell-restmethod': tokenizePowershell,
};
