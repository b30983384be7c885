/**
 * Text of an API document → a plain value, for JSON and YAML alike. The format is chosen by the
 * content: a document whose first significant character is '{' or '[' is JSON, anything else YAML
 * (the file's extension is only a hint: a '.yaml' file written in JSON style still loads, and when
 * JSON parsing fails the YAML parser, whose flow style is a superset of JSON, is tried before giving
 * up, unless the file is named '.json': there JSON is strict, because a single-file JSON document is
 * published as written less its whitespace and must stay JSON for whoever downloads it). A syntax error is an
 * `ApiDocumentError` with the 1-based line and column where the parser stopped and its reason.
 */
import { parseDocument } from 'yaml';
import { ApiDocumentError } from './errors';
import { CONTROL_CHARACTER } from './sampleLiterals';

export type DocumentFormat = 'json' | 'yaml';

export interface ParsedDocumentText {
  readonly value: unknown;
  readonly format: DocumentFormat;
}

/** YAML documents that expand aliases beyond this many nodes are refused ("billion laughs"). */
const MAX_ALIAS_COUNT = 1000;

export function formatHint(file: string): DocumentFormat | undefined {
  if (/\.json$/i.test(file)) return 'json';
  if (/\.ya?ml$/i.test(file)) return 'yaml';
  return undefined;
}

export function detectFormat(text: string): DocumentFormat {
  const first = /\S/.exec(stripBom(text))?.[0];
  return first === '{' || first === '[' ? 'json' : 'yaml';
}

export function parseDocumentText(text: string, file: string): ParsedDocumentText {
  const source = stripBom(text);
  if (detectFormat(source) === 'yaml') return { value: parseYaml(source, file), format: 'yaml' };
  try {
    return { value: parseJson(source, file), format: 'json' };
  } catch (error) {
    // JSON-looking text may still be valid YAML (flow style, unquoted keys, comments), except in a file
    // that says it is JSON: a trailing comma there is a mistake to report, not YAML to accept.
    if (formatHint(file) !== 'json') {
      try {
        return { value: parseYaml(source, file), format: 'yaml' };
      } catch {
        // The JSON error is the more precise one for text that starts like JSON.
      }
    }
    throw error;
  }
}

/** A reason on one line: control characters a parser quotes (a line break, a tab) are written as escapes. */
function printable(reason: string): string {
  return reason.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), (char) =>
    char === '\n' ? '\\n' : char === '\t' ? '\\t' : char === '\r' ? '\\r' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function parseJson(source: string, file: string): unknown {
  try {
    return JSON.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { line, column } = jsonErrorPosition(message, source);
    const reason = message
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/\s*in JSON at position \d+/, '')
      .replace(/\s*at position \d+/, '')
      // V8 quotes the whole input after "Unexpected token 'x',": useless on a 700 KB file.
      .replace(/^(Unexpected token '[^']*'),[\s\S]*$/, '$1');
    throw new ApiDocumentError({ file, line, column, syntax: 'JSON', reason: printable(reason) || 'the JSON cannot be parsed' });
  }
}

/**
 * 1-based line and column of a JSON syntax error. V8 gives an offset ('… at position 57') or a
 * line and column for some errors, and nothing at all for an unexpected token; then the text is
 * scanned for the first place that is not JSON.
 */
export function jsonErrorPosition(message: string, text: string): { line: number; column: number } {
  const explicit = /\(line (\d+) column (\d+)\)/.exec(message);
  if (explicit) return { line: Number(explicit[1]), column: Number(explicit[2]) };
  const position = /position (\d+)/.exec(message);
  const offset = position ? Math.min(Number(position[1]), text.length) : firstJsonErrorOffset(text);
  return offsetToLineColumn(text, offset);
}

export function offsetToLineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** Offset of the first character that breaks the JSON grammar (text.length when the text ends too early). */
export function firstJsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (at: number): never => {
    throw at;
  };
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i += 1;
  };
  const literal = (word: string): void => {
    for (const char of word) {
      if (text[i] !== char) fail(i);
      i += 1;
    }
  };
  const string = (): void => {
    i += 1;
    for (;;) {
      if (i >= text.length) fail(i);
      const char = text[i] ?? '';
      if (char === '"') {
        i += 1;
        return;
      }
      if (char === '\\') {
        const next = text[i + 1] ?? '';
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail(i);
          i += 6;
        } else if ('"\\/bfnrt'.includes(next) && next !== '') i += 2;
        else fail(i + 1);
      } else if (char < ' ') fail(i);
      else i += 1;
    }
  };
  const number = (): void => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match || match[0] === '' || match[0] === '-') fail(i);
    i += match?.[0].length ?? 0;
  };
  const value = (): void => {
    ws();
    const char = text[i];
    if (char === undefined) fail(i);
    else if (char === '{') {
      i += 1;
      ws();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail(i);
        string();
        ws();
        if (text[i] !== ':') fail(i);
        i += 1;
        value();
        ws();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') {
          i += 1;
          return;
        } else fail(i);
      }
    } else if (char === '[') {
      i += 1;
      ws();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') {
          i += 1;
          return;
        } else fail(i);
      }
    } else if (char === '"') string();
    else if (char === 't') literal('true');
    else if (char === 'f') literal('false');
    else if (char === 'n') literal('null');
    else number();
  };
  try {
    value();
    ws();
    return i < text.length ? i : text.length;
  } catch (at) {
    return typeof at === 'number' ? at : text.length;
  }
}

/** A stack overflow of the YAML library's recursive parser or composer: the document nests too deep. */
function tooDeep(file: string): ApiDocumentError {
  return new ApiDocumentError({
    file,
    pointer: '#',
    reason: 'the YAML nests mappings and sequences too deep for the parser (its stack ran out); no API description needs that many levels',
  });
}

function parseYaml(source: string, file: string): unknown {
  // uniqueKeys: a repeated key would silently drop an operation or a schema.
  let document: ReturnType<typeof parseDocument>;
  try {
    document = parseDocument(source, { prettyErrors: true, uniqueKeys: true, strict: true });
  } catch (failure) {
    if (failure instanceof RangeError) throw tooDeep(file);
    throw failure;
  }
  const error = document.errors[0];
  // The library reports its own stack overflow as a syntax error at the place it gave up.
  if (error && /Maximum call stack size exceeded/.test(error.message)) throw tooDeep(file);
  if (error) {
    const position = error.linePos?.[0];
    const reason = error.message.split('\n')[0]?.replace(/\s+at line \d+, column \d+:?\s*$/, '') ?? error.code;
    throw new ApiDocumentError({ file, line: position?.line ?? 1, column: position?.col ?? 1, syntax: 'YAML', reason });
  }
  try {
    return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (failure) {
    if (failure instanceof RangeError) throw tooDeep(file);
    throw new ApiDocumentError({
      file,
      pointer: '#',
      reason: `the YAML cannot be read as data (${failure instanceof Error ? failure.message : String(failure)})`,
    });
  }
}
