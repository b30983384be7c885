/**
 * Request samples, generated at build time so pages only render strings.
 *
 * Rules: one request is described (see `requestSample.ts`); httpsnippet writes it in the languages
 * of `SAMPLE_LANGUAGES`, in that order, after the document's own `x-codeSamples` (or Redoc's older
 * `x-code-samples`). Nothing here sends a request.
 *
 * Safety: a document's text must never become code in a sample. httpsnippet quotes some values
 * badly (query strings, Python dict keys, PHP escapes), so it never sees the document's text:
 * - the URL (server, path, path values and query) is percent-encoded here down to characters that
 *   need no quoting in any of the languages (`encodeUrl`) and put in as one placeholder;
 * - header and cookie names must be HTTP token characters without ' ` $ (`headerNameProblem`),
 *   header and cookie values must not hold CR, LF or other controls; the caller drops the rest;
 * - every value (header and cookie values, the body, form fields) goes in as a placeholder, and
 *   each placeholder is then replaced by our own literal for the language (`sampleLiterals.ts`),
 *   chosen from the quotes httpsnippet put around it.
 */
import { HTTPSnippet } from 'httpsnippet';
import { isObject } from './json';
import { isJsonMediaType } from './samples';
import { PLAIN_METHOD } from './pathItem';
import { CONTROL_CHARACTER, insideLiteral, jsonBodyLiteral, literalContexts, stringLiteral } from './sampleLiterals';
import type { CustomCodeSampleObject, JsonValue, OperationObject } from './document';
import type { CodeSample } from './pageData';
import { SAMPLE_LANGUAGES, sampleLanguage, type SampleLanguage } from './sampleLanguages';
import { encodeUrl, strictEncode } from './urlEncoding';
import { sampleBase } from './servers';
import { slotText, slotValue, type CredentialPart, type ParameterPart, type ReaderChoices, type SampleSlot, type SlotPart } from './sampleSlots';

/** How a value a reader may change is made from the choice: a slot without its place. */
type SlotTemplate = Pick<SampleSlot, 'parts' | 'requestTarget'>;

/** Adjacent fixed texts joined, empty ones dropped. */
function mergeParts(parts: readonly SlotPart[]): SlotPart[] {
  const out: SlotPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else if (part !== '') out.push(part);
  }
  return out;
}

/** A template when some part is the reader's (else the value is fixed text). */
const templateOf = (parts: readonly SlotPart[]): SlotTemplate | undefined => {
  const merged = mergeParts(parts);
  return merged.some((part) => typeof part !== 'string') ? { parts: merged } : undefined;
};

export { SAMPLE_LANGUAGES, type SampleLanguage };
export { encodeUrl, strictEncode };

export interface NameValue {
  readonly name: string;
  /** The value as the sample shows it by default (a credential: its placeholder, after `credential.prefix`). */
  readonly value: string;
  /** A credential the reader may enter (issue 43): the sample records where it sits (`sampleSlots.ts`). */
  readonly credential?: { readonly part: CredentialPart; readonly prefix?: string };
  /** A parameter whose value the reader picks among its named examples (issue 43); `value` is the first. */
  readonly parameter?: ParameterPart;
}

/** Where a path parameter the reader may choose sits in a request's URL (`RequestSampleInput.pathParameters`). */
export interface PathParameterSlot {
  readonly at: number;
  /** The first named example: the value the build writes. */
  readonly value: string;
  readonly parameter: ParameterPart;
}

export interface RequestSampleInput {
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Absolute URL with path parameters already filled in and no query string. */
  readonly url: string;
  /**
   * The server URL the request goes to, as the document gives it with its defaults, when a reader
   * may choose another: `url` then starts with its `sampleBase`, and each sample records where that
   * base sits (`slots`, `sampleSlots.ts`). Without it the URL is fixed text.
   */
  readonly server?: string;
  /**
   * Path parameters whose value the reader picks among their named examples (issue 43): where each
   * value sits in `url` (`at`, past the server's base; the text there is `value` percent-encoded
   * strictly, `strictEncode`), in order. The URL's path is then written as fixed text and these slots.
   */
  readonly pathParameters?: readonly PathParameterSlot[];
  readonly query: readonly NameValue[];
  readonly headers: readonly NameValue[];
  readonly cookies: readonly NameValue[];
  readonly body?: {
    readonly mediaType: string;
    readonly value: JsonValue;
    /** Multipart fields that are files (schema `format: binary`). */
    readonly fileFields?: readonly string[];
  };
}

/** The subset of HAR 1.2 `request` that httpsnippet reads. */
export interface HarRequest {
  readonly method: string;
  readonly url: string;
  readonly httpVersion: string;
  readonly headers: NameValue[];
  readonly queryString: NameValue[];
  readonly cookies: NameValue[];
  readonly headersSize: number;
  readonly bodySize: number;
  readonly postData?: {
    readonly mimeType: string;
    readonly text?: string;
    readonly params?: { readonly name: string; readonly value?: string; readonly fileName?: string }[];
  };
}

interface SnippetTarget extends SampleLanguage {
  readonly target: string;
  readonly client: string;
  /** Python's requests takes a JSON body as a dict (`json=payload`): written by `pythonLiteral`. */
  readonly jsonAsObject?: boolean;
  /**
   * How a JSON body is written (over several lines in every language, `jsonBodyLiteral`): a string
   * of pretty-printed JSON ('text', the default), an object literal ('object': Python's dict, axios'
   * `data`) or `JSON.stringify` of one ('stringify': fetch).
   */
  readonly jsonBody?: 'text' | 'object' | 'stringify';
  /** Cookies as one Cookie header (PowerShell would otherwise build a cookie container bound to the host). */
  readonly cookiesAsHeader?: boolean;
  /** Turns httpsnippet's output into what a reader of that language would write today. */
  readonly tidy?: (code: string) => string;
}

/**
 * curl reads a file for `--data @file` (the reader's own disk, sent to the server), and `@file`,
 * `<file` and `;type=` in `--form` values: a body goes in as `--data-raw`, text fields as
 * `--form-string`, so no value is ever read as a file name. Only a multipart file field, whose
 * name is ours (`sampleFileName`), keeps `--form name=@file`.
 */
function tidyCurl(code: string): string {
  return code.replace(/^(\s*)--form (?![^\n]*=@)/gm, '$1--form-string ').replace(/^(\s*)--data(?:-binary)? /gm, '$1--data-raw ');
}

/** httpsnippet writes the file of a multipart field as the string "open('x', 'rb')". */
function tidyPython(code: string): string {
  return code.replace(/"open\('([A-Za-z0-9._-]+)', 'rb'\)"/g, "open('$1', 'rb')");
}

/** Node with axios, as an ES module like the other JavaScript samples (they use top-level await). */
function tidyAxios(code: string): string {
  return code.replace(/^const axios = require\('axios'\)\.default;$/m, "import axios from 'axios';");
}

const KOTLIN_STRING = String.raw`"(?:[^"\\\n]|\\.)*"`;

/**
 * httpsnippet writes OkHttp 3 calls (`MediaType.parse`, `RequestBody.create(type, text)`), which
 * OkHttp 4 refuses from Kotlin: use its extension functions, and import what the sample uses.
 */
function tidyKotlin(code: string): string {
  const out = code
    .replace(new RegExp(`MediaType\\.parse\\((${KOTLIN_STRING})\\)`, 'g'), (_, type: string) => `${type}.toMediaType()`)
    .replace(new RegExp(`RequestBody\\.create\\(mediaType, (${KOTLIN_STRING})\\)`, 'g'), (_, text: string) => `${text}.toRequestBody(mediaType)`);
  const imports = [
    out.includes('.toMediaType()') ? 'okhttp3.MediaType.Companion.toMediaType' : '',
    'okhttp3.OkHttpClient',
    'okhttp3.Request',
    out.includes('.toRequestBody(') ? 'okhttp3.RequestBody.Companion.toRequestBody' : '',
  ].filter(Boolean);
  return `${imports.map((name) => `import ${name}`).join('\n')}\n\n${out}`;
}

/**
 * PowerShell: the body goes into `$body` on a line of its own, where a value with special
 * characters can be a concatenation (`'…' + [char]0x7 + '…'`), and a multi-line body reads well.
 */
function tidyPowershell(code: string): string {
  return code.replace(
    /^(\$response = Invoke-RestMethod .*) -Body ('(?:[^']|'')*')$/m,
    (_, call: string, body: string) => `$body = ${body}\n${call} -Body $body`,
  );
}

/** The guzzle client lists the cookie header twice, and forgets the comma after a multipart list. */
function tidyPhp(code: string): string {
  return code.replace(/^(\s*'cookie' => .*\n)\1/m, '$1').replace(/^( {2}\])\n( {2}'headers' => \[)$/m, '$1,\n$2');
}

/** The language of `id` in SAMPLE_LANGUAGES (sampleLanguages.ts, which the page reads too). */
function language(id: string): SampleLanguage {
  const found = sampleLanguage(id);
  if (!found) throw new Error(`no sample language ${id}`);
  return found;
}

const TARGETS: readonly SnippetTarget[] = [
  { ...language('curl'), target: 'shell', client: 'curl', tidy: tidyCurl },
  { ...language('http'), target: 'http', client: 'http1.1' },
  {
    ...language('javascript-fetch'),
    target: 'javascript',
    client: 'fetch',
    jsonBody: 'stringify',
  },
  { ...language('node-axios'), target: 'node', client: 'axios', jsonBody: 'object', tidy: tidyAxios },
  {
    ...language('python-requests'),
    target: 'python',
    client: 'requests',
    jsonAsObject: true,
    jsonBody: 'object',
    tidy: tidyPython,
  },
  { ...language('go-native'), target: 'go', client: 'native' },
  { ...language('java-nethttp'), target: 'java', client: 'nethttp' },
  { ...language('csharp-httpclient'), target: 'csharp', client: 'httpclient' },
  { ...language('php-guzzle'), target: 'php', client: 'guzzle', tidy: tidyPhp },
  { ...language('ruby-native'), target: 'ruby', client: 'native' },
  { ...language('kotlin-okhttp'), target: 'kotlin', client: 'okhttp', tidy: tidyKotlin },
  {
    ...language('powershell-restmethod'),
    target: 'powershell',
    client: 'restmethod',
    cookiesAsHeader: true,
    tidy: tidyPowershell,
  },
];

/* ------------------------------------------------------------------ validation and encoding */

/** RFC 9110 token characters, less ' ` and $, which cannot be written safely in every target. */
const SAFE_TOKEN = /^[!#%&*+\-.^_|~0-9A-Za-z]+$/;

/** Why a header or cookie name cannot be used in a sample, or undefined when it can. */
export function headerNameProblem(name: string): string | undefined {
  if (name === '') return 'the name is empty';
  if (/[\r\n]/.test(name)) return 'the name contains a line break';
  if (!SAFE_TOKEN.test(name)) {
    const bad = [...name].find((c) => !SAFE_TOKEN.test(c)) ?? '';
    return `the name contains ${JSON.stringify(bad)}, which is not allowed in an HTTP header name (RFC 9110 token characters, without ' \` $)`;
  }
  return undefined;
}

/** Why a header or cookie value cannot be used in a sample, or undefined when it can. */
export function headerValueProblem(value: string): string | undefined {
  if (/[\r\n]/.test(value)) return 'the value contains a line break (CR or LF)';
  // A tab is allowed inside a field value (RFC 9110 §5.5).
  if (CONTROL_CHARACTER.test(value.replaceAll('\t', ''))) return 'the value contains a control character';
  return undefined;
}

/* ------------------------------------------------------------------ generation */

/**
 * Placeholders stand for the document's text while httpsnippet writes the code. Letters and digits
 * only, so httpsnippet copies them unchanged; the prefix is made unique against the input.
 */
class Placeholders {
  private readonly prefix: string;
  private readonly values: string[] = [];
  /** The pieces of a value a reader's choice can change (`sampleSlots.ts`), by the value's index. */
  private readonly templates = new Map<number, SlotTemplate>();

  constructor(input: unknown) {
    // Lower case: httpsnippet lower-cases the URL's host, where the URL placeholder goes.
    const text = JSON.stringify(input).toLowerCase();
    let prefix = 'fmsph';
    while (text.includes(prefix)) prefix += 'x';
    this.prefix = prefix;
  }

  /** A value; with a template, one a reader's choice can change (the value is then the template's with the defaults). */
  add(value: string, template?: SlotTemplate): string {
    this.values.push(value);
    if (template) this.templates.set(this.values.length - 1, template);
    return `${this.prefix}${this.values.length - 1}q`;
  }

  /** How the value is made from the reader's choice, or undefined for a fixed value. */
  template(token: string): SlotTemplate | undefined {
    return this.templates.get(this.index(token));
  }

  get pattern(): RegExp {
    return new RegExp(`${this.prefix}(\\d+)q`);
  }

  private index(token: string): number {
    return Number(new RegExp(`^${this.prefix}(\\d+)q$`).exec(token)?.[1]);
  }

  value(token: string): string {
    const value = this.values[this.index(token)];
    if (value === undefined) throw new Error(`unknown placeholder ${token}`);
    return value;
  }
}

interface Prepared {
  readonly har: HarRequest;
  readonly placeholders: Placeholders;
  /** The defaults the build writes the reader's choices with. */
  readonly choices: ReaderChoices;
  /** The body placeholder and value, when the body is JSON (written over several lines by `jsonBodyLiteral`). */
  readonly jsonBody?: { readonly token: string; readonly value: JsonValue };
}

function essenceOf(mediaType: string): string {
  return mediaType.split(';')[0]?.trim().toLowerCase() ?? mediaType;
}

function checkHeader(kind: string, { name, value }: NameValue): void {
  const problem = headerNameProblem(name) ?? headerValueProblem(value);
  if (problem) throw new Error(`${kind} ${JSON.stringify(name)}: ${problem}`);
}

/**
 * The method is written into the code as it is (httpsnippet picks `requests.get`, `HttpMethod.Put`
 * and the like by it), so it must read the same in every language: letters, digits and '-' only,
 * which need no escaping as a shell word or inside any string literal. The engine leaves other
 * methods out (pathItem.ts); this is the last line of defence.
 */
function checkMethod(method: string): void {
  if (!PLAIN_METHOD.test(method)) throw new Error(`method ${JSON.stringify(method)}: only letters, digits and '-' can be written safely in every sample`);
}

interface PrepareOptions {
  readonly jsonAsObject?: boolean;
  readonly cookiesAsHeader?: boolean;
}

function prepare(input: RequestSampleInput, { jsonAsObject = false, cookiesAsHeader = false }: PrepareOptions = {}): Prepared {
  checkMethod(input.method);
  const placeholders = new Placeholders(input);
  for (const header of input.headers) checkHeader('header', header);
  for (const cookie of input.cookies) checkHeader('cookie', cookie);
  // The defaults every value a reader may change is written with: the document's first server, the credentials' placeholders.
  const parameters = Object.fromEntries(
    [...(input.pathParameters ?? []), ...input.query, ...input.headers, ...input.cookies].flatMap((entry) =>
      entry.parameter ? [[entry.parameter.parameter, entry.value]] : [],
    ),
  );
  const choices: ReaderChoices = { ...(input.server !== undefined ? { server: input.server } : {}), credentials: {}, parameters };
  /** A value as a placeholder; one with parts the reader may change gets its template (and its default text from it). */
  const add = (parts: readonly SlotPart[]): string => {
    const template = templateOf(parts);
    return placeholders.add(slotValue({ parts: mergeParts(parts) }, choices), template);
  };
  const valueParts = ({ value, credential, parameter }: NameValue, encode: (text: string) => string): SlotPart[] =>
    credential ? [credential.prefix ?? '', credential.part] : parameter ? [parameter] : [encode(value)];

  // The URL: the server's base (the reader's choice, when there is one), the path, the query (an API key may be in it).
  const query = input.query.flatMap((entry, index): SlotPart[] => [`${index > 0 ? '&' : ''}${strictEncode(entry.name)}=`, ...valueParts(entry, strictEncode)]);
  let base: SlotPart = '';
  let rest = input.url;
  if (input.server !== undefined) {
    const written = sampleBase(input.server);
    if (!input.url.startsWith(written))
      throw new Error(`the URL ${JSON.stringify(input.url)} does not start with its server's base ${JSON.stringify(written)}`);
    base = { choice: 'base' };
    rest = input.url.slice(written.length);
  }
  // The path: fixed text, and the slots of the path parameters the reader may choose, where the input says they are.
  const path: SlotPart[] = [];
  let from = 0;
  for (const slot of input.pathParameters ?? []) {
    const at = slot.at - (input.url.length - rest.length);
    const text = strictEncode(slot.value);
    if (at < from || rest.slice(at, at + text.length) !== text) {
      throw new Error(`the path parameter ${slot.parameter.parameter} is not at ${slot.at} of the URL ${JSON.stringify(input.url)}`);
    }
    path.push(encodeUrl(rest.slice(from, at)), slot.parameter);
    from = at + text.length;
  }
  path.push(encodeUrl(rest.slice(from)));
  const urlToken = add([base, ...path, ...(query.length > 0 ? [input.url.includes('?') ? '&' : '?', ...query] : [])]);

  const headers = input.headers.map((entry) => ({ name: entry.name, value: add(valueParts(entry, (text) => text)) }));
  // httpsnippet percent-encodes cookie values itself: give it ours (already safe) as placeholders.
  let cookies = input.cookies.map((entry) => ({ name: entry.name, value: add(valueParts(entry, strictEncode)) }));
  if (cookiesAsHeader && input.cookies.length > 0) {
    headers.push({
      name: 'Cookie',
      value: add(input.cookies.flatMap((entry, index): SlotPart[] => [`${index > 0 ? '; ' : ''}${entry.name}=`, ...valueParts(entry, strictEncode)])),
    });
    cookies = [];
  }
  const body = input.body;
  let postData: HarRequest['postData'];
  let jsonBody: Prepared['jsonBody'];
  if (body) {
    const essence = essenceOf(body.mediaType);
    const entries = isObject(body.value) ? Object.entries(body.value) : [];
    const text = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value));
    if (essence === 'multipart/form-data') {
      // httpsnippet writes this Content-Type header itself, with the boundary.
      const files = new Set(body.fileFields ?? []);
      postData = {
        mimeType: essence,
        params: entries.map(([name, value]) => {
          const problem = multipartNameProblem(name);
          if (problem) throw new Error(`multipart field ${JSON.stringify(name)}: ${problem}`);
          return files.has(name)
            ? { name: placeholders.add(name), fileName: sampleFileName(name) }
            : { name: placeholders.add(name), value: placeholders.add(text(value)) };
        }),
      };
    } else if (essence === 'application/x-www-form-urlencoded') {
      // Encoded here like the query string, and sent as text: httpsnippet's form writers quote badly.
      headers.push({ name: 'Content-Type', value: placeholders.add(body.mediaType) });
      const form = entries.map(([name, value]) => `${strictEncode(name)}=${strictEncode(text(value))}`).join('&');
      postData = { mimeType: placeholders.add(essence), text: placeholders.add(form) };
    } else {
      headers.push({ name: 'Content-Type', value: placeholders.add(body.mediaType) });
      const json = isJsonMediaType(body.mediaType) || typeof body.value !== 'string';
      const token = placeholders.add(json ? JSON.stringify(body.value) : (body.value as string));
      if (json) jsonBody = { token, value: body.value };
      if (json && jsonAsObject) {
        postData = { mimeType: 'application/json', text: JSON.stringify(token) };
      } else {
        // The media type as a placeholder too: httpsnippet then writes the body as plain text (it
        // would parse a JSON one), and C# still names the real type.
        postData = { mimeType: placeholders.add(essence), text: token };
      }
    }
  }
  const har: HarRequest = {
    method: input.method.toUpperCase(),
    url: `https://${urlToken}.invalid/`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: [],
    cookies,
    headersSize: -1,
    bodySize: -1,
    ...(postData ? { postData } : {}),
  };
  return { har, placeholders, choices, ...(jsonBody ? { jsonBody } : {}) };
}

/** Multipart field names go into `name="…"` of the form data: no quotes, backslashes or line breaks. */
export function multipartNameProblem(name: string): string | undefined {
  if (name === '') return 'the name is empty';
  if (/["\\=]/.test(name) || CONTROL_CHARACTER.test(name)) return 'the name contains a quote, backslash, "=" or control character';
  return undefined;
}

/** The file name a multipart file field is read from in the samples: the field name, made safe. */
export function sampleFileName(field: string): string {
  return `${field.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[.]+/, '') || 'file'}.bin`;
}

/** The indentation of the last line of `text`. */
function lineIndent(text: string): string {
  return /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n') + 1))?.[0] ?? '';
}

/**
 * The raw HTTP message: httpsnippet writes the fake host's path ('/') and `Host: <placeholder>.invalid`;
 * put in placeholders for the real request target and host (the server's host and path are slots
 * when the URL's base is one).
 */
function httpRequestTarget(code: string, { placeholders, choices }: Prepared): string {
  const token = new RegExp(`^Host: (${placeholders.pattern.source})\\.invalid\\r?$`, 'm').exec(code)?.[1];
  if (!token) throw new Error('http: httpsnippet wrote no Host line');
  const url = placeholders.value(token);
  const template = placeholders.template(token);
  let host: string;
  let target: string;
  const [first, ...others] = template?.parts ?? [];
  if (template && typeof first === 'object' && 'choice' in first) {
    // The base's host and path are the reader's choice; the rest of the URL follows the base's path.
    const hostSlot: SlotTemplate = { parts: [{ choice: 'host' }] };
    const targetSlot: SlotTemplate = { parts: [{ choice: 'basePath' }, ...others], requestTarget: true };
    host = placeholders.add(slotValue(hostSlot, choices), hostSlot);
    target = placeholders.add(slotValue(targetSlot, choices), targetSlot);
  } else if (template && typeof first === 'string') {
    // A fixed server, and a credential in the query: the host is fixed text, the target has the credential's slot.
    const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)([^#]*)/.exec(first);
    if (!match) throw new Error(`http: cannot split ${JSON.stringify(first)} into host and path`);
    const targetSlot: SlotTemplate = { parts: [match[2] ?? '', ...others], requestTarget: true };
    host = placeholders.add(match[1] ?? '');
    target = placeholders.add(slotValue(targetSlot, choices), targetSlot);
  } else {
    const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)([^#]*)/.exec(url);
    if (!match) throw new Error(`http: cannot split ${JSON.stringify(url)} into host and path`);
    const rest = match[2] ?? '';
    host = placeholders.add(match[1] ?? '');
    target = placeholders.add(rest.startsWith('/') ? rest : `/${rest}`);
  }
  // Host first, as a reader expects it (httpsnippet writes it after the other headers).
  return code
    .replace(new RegExp(`^Host: ${token}\\.invalid\r\n`, 'm'), '')
    .replace(/^(\S+) \/ (HTTP\/1\.1)\r\n/, (_, method: string, version: string) => `${method} ${target} ${version}\r\nHost: ${host}\r\n`);
}

/** The length of `text` in UTF-8 bytes (a lone surrogate is written as U+FFFD, 3 bytes, too). */
export function utf8Length(text: string): number {
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    length += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return length;
}

/**
 * Content-Length of the message as written (httpsnippet counted the placeholders): the message, where
 * the header's value is, and how much longer it became.
 */
function httpContentLength(written: string): { message: string; at: number; shift: number } {
  const split = written.indexOf('\r\n\r\n');
  const header = split < 0 ? null : /^Content-Length: (\d+)/m.exec(written.slice(0, split));
  if (split < 0 || !header) return { message: written, at: written.length, shift: 0 };
  const at = header.index + 'Content-Length: '.length;
  const length = String(utf8Length(written.slice(split + 4)));
  return { message: written.slice(0, at) + length + written.slice(at + (header[1] ?? '').length), at, shift: length.length - (header[1] ?? '').length };
}

/** The code with each placeholder replaced by our own literal for the language, and where the reader's choices sit in it. */
function substitute(code: string, target: SnippetTarget, prepared: Prepared): { code: string; slots: SampleSlot[] } {
  const { placeholders, jsonBody, choices } = prepared;
  const language = target.literals;
  const slots: SampleSlot[] = [];
  // The URL placeholder sits in a fake host: put the real URL in as one piece.
  const source =
    language === 'http' ? httpRequestTarget(code, prepared) : code.replace(new RegExp(`https://(${placeholders.pattern.source})\\.invalid/`, 'g'), '$1');
  // In a raw HTTP message a value before the blank line is a header value or the request target.
  const headEnd = language === 'http' ? source.indexOf('\r\n\r\n') : -1;
  const contexts = literalContexts(language, source, placeholders.pattern);
  let out = '';
  let last = 0;
  for (const { index, length, quote } of contexts) {
    const token = source.slice(index, index + length);
    const value = placeholders.value(token);
    const before = source[index - 1];
    const after = source[index + length];
    out += source.slice(last, index);
    const whole = quote !== '' && before === quote && after === quote;
    if (quote === '' && language !== 'shell' && language !== 'http') throw new Error(`${target.id}: a value ended up outside a string literal`);
    if (language === 'http' && (headEnd < 0 || index < headEnd) && /[\r\n]/.test(value)) {
      throw new Error(`${target.id}: a value with a line break would end up in the request line or a header`);
    }
    const template = placeholders.template(token);
    if (template) {
      // A value the reader may change: written by the function the page uses, and where it is recorded.
      if (whole) out = out.slice(0, -1);
      const slot: Omit<SampleSlot, 'at' | 'length'> = { ...template, quote, ...(whole ? { whole: true as const } : {}) };
      const text = slotText(language, slot, choices);
      slots.push({ at: out.length, length: text.length, ...slot });
      out += text;
      last = index + length + (whole ? 1 : 0);
    } else if (jsonBody && token === jsonBody.token && (whole || quote === '')) {
      // The JSON body: over several lines, in the form the language reads best.
      if (whole) out = out.slice(0, -1);
      out += jsonBodyLiteral(language, jsonBody.value, lineIndent(out), target.jsonBody);
      last = index + length + (whole ? 1 : 0);
    } else if (whole) {
      // The placeholder is the whole literal: replace the literal, quotes included.
      out = out.slice(0, -1) + stringLiteral(language, value);
      last = index + length + 1;
    } else {
      out += insideLiteral(language, value, quote);
      last = index + length;
    }
  }
  out += source.slice(last);
  if (placeholders.pattern.test(out)) throw new Error(`${target.id}: a placeholder was left in the sample`);
  if (language !== 'http') return { code: out.trimEnd(), slots };
  // Content-Length is counted again; a slot after it moves by the difference (the request line and Host come first).
  const { message, at, shift } = httpContentLength(out);
  return { code: message, slots: slots.map((slot) => (slot.at > at ? { ...slot, at: slot.at + shift } : slot)) };
}

export function buildHarRequest(input: RequestSampleInput): HarRequest {
  return prepare(input).har;
}

/** The request in every language of `SAMPLE_LANGUAGES`; a target httpsnippet cannot produce is left out. */
export function generateCodeSamples(input: RequestSampleInput): CodeSample[] {
  const variants = new Map<string, { prepared: Prepared; snippet: HTTPSnippet }>();
  const samples: CodeSample[] = [];
  for (const target of TARGETS) {
    const options = { jsonAsObject: target.jsonAsObject === true, cookiesAsHeader: target.cookiesAsHeader === true };
    const key = JSON.stringify(options);
    let variant = variants.get(key);
    if (!variant) {
      const prepared = prepare(input, options);
      variant = { prepared, snippet: new HTTPSnippet(prepared.har as unknown as ConstructorParameters<typeof HTTPSnippet>[0]) };
      variants.set(key, variant);
    }
    const { prepared, snippet } = variant;
    const code = snippet.convert(target.target as Parameters<HTTPSnippet['convert']>[0], target.client);
    const text = Array.isArray(code) ? code.join('\n\n') : code;
    if (typeof text !== 'string' || !text.trim()) continue;
    const tidied = target.tidy ? target.tidy(text) : text;
    // A raw HTTP message ends where its body ends (Content-Length counts every byte); the others are trimmed.
    const { code: written, slots } = substitute(tidied, target, prepared);
    samples.push({ id: target.id, label: target.label, language: target.language, code: written, ...(slots.length > 0 ? { slots } : {}) });
  }
  return samples;
}

/**
 * `x-codeSamples` / `x-code-samples` entries with source code, as CodeSamples. Ids come from the
 * label ('PHP (Guzzle)' → 'x-php-guzzle', a repeat gets '-2'…), so a reader's chosen language means
 * the same on every operation page; 'x-sample' when the label has no letters or digits.
 */
export function customCodeSamples(operation: OperationObject): CodeSample[] {
  const list = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(list)) return [];
  const used = new Map<string, number>();
  return (list as readonly CustomCodeSampleObject[])
    .filter((entry) => isObject(entry) && typeof entry.source === 'string')
    .map((entry) => {
      const lang = typeof entry.lang === 'string' && entry.lang ? entry.lang : 'text';
      const label = typeof entry.label === 'string' && entry.label ? entry.label : lang;
      const base = `x-${
        label
          .toLowerCase()
          .replace(/#/g, 'sharp')
          .replace(/\+/g, 'plus')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '') || 'sample'
      }`;
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      return {
        id: count === 1 ? base : `${base}-${count}`,
        label,
        language: highlighterLanguage(lang),
        code: String(entry.source).trimEnd(),
        origin: 'document' as const,
      };
    });
}

/** Maps Redoc-style language names ('C#', 'Shell', 'Node.js') to highlighter ids. */
function highlighterLanguage(lang: string): string {
  const key = lang.toLowerCase();
  const known: Record<string, string> = {
    'c#': 'csharp',
    csharp: 'csharp',
    shell: 'bash',
    sh: 'bash',
    curl: 'bash',
    bash: 'bash',
    'node.js': 'javascript',
    node: 'javascript',
    js: 'javascript',
    javascript: 'javascript',
    typescript: 'typescript',
    ts: 'typescript',
    python: 'python',
    py: 'python',
    java: 'java',
    go: 'go',
    php: 'php',
    ruby: 'ruby',
  };
  return known[key] ?? key.replace(/[^a-z\d+#-]/g, '');
}

/* ------------------------------------------------------------------ the lines every sample shares */

/** A line this short is cheaper written out than referred to by its number (`packedSamples.ts`). */
const SHORTEST_SHARED_LINE = 6;

/**
 * The lines httpsnippet writes whatever the request's URL and body (imports, the client's set-up,
 * printing the response…), found by writing the requests of each method, without a body and with a
 * JSON one, twice, with different URLs and bodies, and keeping the lines of a language that both
 * have. Page data refers to them by number (`src/openapi/sampleLines.ts`, which must equal this list;
 * `packedSamples.ts`): about half of a sample's bytes, the same on every operation page.
 */
export function sharedSampleLines(): string[] {
  const variants: { readonly url: string; readonly body: JsonValue }[] = [
    { url: 'https://alpha.invalid/one', body: { first: 'one', count: 1 } },
    { url: 'https://beta.invalid/two/three', body: { second: 'two', list: [true] } },
  ];
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
    for (const withBody of [false, true]) {
      const [first, second] = variants.map(({ url, body }) =>
        generateCodeSamples({
          method,
          url,
          query: [],
          headers: [],
          cookies: [],
          ...(withBody ? { body: { mediaType: 'application/json', value: body } } : {}),
        }),
      );
      for (const sample of first ?? []) {
        const other = new Set((second ?? []).find((entry) => entry.id === sample.id)?.code.split('\n'));
        for (const line of sample.code.split('\n')) {
          if (line.length < SHORTEST_SHARED_LINE || !other.has(line) || seen.has(line)) continue;
          seen.add(line);
          lines.push(line);
        }
      }
    }
  }
  return lines;
}
