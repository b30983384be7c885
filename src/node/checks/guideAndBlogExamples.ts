/**
 * The examples in the guide and blog, checked against the API documents (issue 19):
 * - a ```json fence annotated with the operation and body it shows,
 *   ```` ```json operation="ac-api:createGroup" body="request" ```` or `body="response 201"`, must be
 *   valid JSON that validates against that schema;
 * - a shell fence's `curl` command whose URL lies under a configured API's server URL must name an
 *   operation of that API (path and method) and send it a valid JSON body (`-d`, `--data…`, `--json`;
 *   `-d @file` takes the JSON fence right after the command as the file).
 * Other fences and other URLs are left alone. Findings carry the file and line: of the fence for a
 * JSON block (of the error inside it when it does not parse), of its own `curl` for a command. The
 * commands themselves are read by curlCommands.ts.
 */
import { isObject, resolvePointer, resolveRefPointer, resolveRefs, toPointer } from '../../openapi/json';
import { type OpenApiV3Document } from '../../openapi/document';
import { pathItemOperations } from '../../openapi/pathItem';
import { isCheckableMediaType, type ExampleApi } from './apiDocumentExamples';
import { jsonErrorPosition } from '../../openapi/parse';
import { parseCodeMeta } from '../../mdx/codeMeta';
import type { Finding } from './types';
import { parseCurlCommandLines, type CurlCommand } from './curlCommands';

export interface CodeFence {
  /** The info string's first word: 'json', 'bash'… ('' when there is none). */
  readonly language: string;
  /** The rest of the info string (title, line highlights, the example annotation). */
  readonly meta: string;
  readonly body: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
}

/** Fenced code blocks (``` or ~~~, indented or not: fences inside JSX are indented), in order. */
export function codeFences(source: string): CodeFence[] {
  const fences: CodeFence[] = [];
  let open: { char: string; length: number; indent: number; language: string; meta: string; line: number; body: string[] } | null = null;
  source.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (open) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close?.[1] && close[1][0] === open.char && close[1].length >= open.length) {
        fences.push({ language: open.language, meta: open.meta, body: open.body.join('\n'), line: open.line });
        open = null;
      } else {
        open.body.push(line.slice(Math.min(open.indent, /^\s*/.exec(line)?.[0].length ?? 0)));
      }
      return;
    }
    const start = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(line);
    if (start?.[2] && !(start[2][0] === '`' && line.slice((start[1] ?? '').length + start[2].length).includes('`'))) {
      open = {
        char: start[2][0] ?? '`',
        length: start[2].length,
        indent: (start[1] ?? '').length,
        language: (start[3] ?? '').toLowerCase(),
        meta: (start[4] ?? '').trim(),
        line: index + 1,
        body: [],
      };
    }
  });
  return fences;
}

/* ------------------------------------------------------------------ the annotation */

export interface ExampleAnnotation {
  readonly api: string;
  readonly operationId: string;
  readonly body: { readonly kind: 'request' } | { readonly kind: 'response'; readonly status?: string };
}

/** `key="value"` pairs of a fence's meta string (the title and `{1,3-5}` are other pairs or no pair at all). */
function metaAttributes(meta: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of meta.matchAll(/([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|([^\s"'{}]+))/g)) {
    out.set(match[1] ?? '', match[2] ?? match[3] ?? match[4] ?? '');
  }
  return out;
}

/**
 * The example annotation of a fence's meta string: undefined when it has none, a message when it is
 * malformed. `operation="<api id>:<operationId>"` with `body="request"`, `body="response"` (the first
 * 2xx) or `body="response <status>"`.
 */
export function parseExampleAnnotation(meta: string): ExampleAnnotation | string | undefined {
  const attributes = metaAttributes(meta);
  const operation = attributes.get('operation');
  const body = attributes.get('body');
  if (operation === undefined && body === undefined) return undefined;
  if (operation === undefined) return `body="${body}" needs operation="<api id>:<operationId>" beside it`;
  const named = /^([a-z0-9]+(?:-[a-z0-9]+)*):([A-Za-z_][\w.-]*)$/.exec(operation);
  if (!named) return `operation="${operation}" should be "<api id>:<operationId>", for example operation="ac-api:createGroup"`;
  const [, api = '', operationId = ''] = named;
  if (body === undefined) return `operation="${operation}" needs body="request" or body="response <status>" beside it`;
  if (body.trim() === 'request') return { api, operationId, body: { kind: 'request' } };
  const response = /^response(?:\s+(\d{3}|[1-5]XX|default))?$/.exec(body.trim());
  if (response) return { api, operationId, body: { kind: 'response', status: response[1] } };
  return `body="${body}" should be "request", "response" or "response <status>", for example body="response 201"`;
}

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shell-session']);

/* ------------------------------------------------------------------ operations of an API */

interface OperationRef {
  readonly method: string;
  readonly path: string;
  readonly operationId?: string;
  readonly pointer: string;
}

function operationsOf(document: OpenApiV3Document): OperationRef[] {
  const out: OperationRef[] = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    if (!isObject(item)) continue;
    for (const { method, tokens, operation } of pathItemOperations(item).operations) {
      out.push({
        method: method.toUpperCase(),
        path: route,
        operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
        pointer: toPointer(['paths', route, ...tokens]),
      });
    }
  }
  return out;
}

/** Pointer of the JSON schema of a request body or response (through a `$ref` to components), or undefined when it has none. */
function jsonSchemaPointer(document: OpenApiV3Document, holderPointer: string): string | undefined {
  const found = resolveRefPointer(document, holderPointer);
  const holder = found?.value;
  if (!found || !isObject(holder) || !isObject(holder.content)) return undefined;
  const { pointer } = found;
  const mediaType = Object.keys(holder.content).find(
    (type) => isCheckableMediaType(type) && type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded',
  );
  if (mediaType === undefined || !isObject((holder.content as Record<string, unknown>)[mediaType])) return undefined;
  return `${pointer}/content/${mediaType.replace(/~/g, '~0').replace(/\//g, '~1')}/schema`;
}

/** The literal segments of a template match themselves, `{parameters}` any one segment. */
function matchesTemplate(template: string, path: string): number | undefined {
  const want = template.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return undefined;
  let literal = 0;
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] ?? '';
    if (/^\{[^}]+\}$/.test(segment)) continue;
    if (segment !== got[i]) return undefined;
    literal += 1;
  }
  return literal;
}

/* ------------------------------------------------------------------ the check */

export interface ExampleSource {
  /** Path for messages: 'content/docs/intro/asset.mdx'. */
  readonly file: string;
  readonly text: string;
}

function finding(file: string, line: number, message: string): Finding {
  return { kind: 'invalidExamples', message: `Invalid example in ${file}:${line}: ${message}`, count: 1 };
}

function parseJson(text: string): { value: unknown } | { error: string; line: number } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s*in JSON at position \d+/, ''), line: jsonErrorPosition(message, text).line };
  }
}

function checkAnnotatedFence(source: ExampleSource, fence: CodeFence, annotation: ExampleAnnotation, apis: ReadonlyMap<string, ExampleApi>): Finding[] {
  const where = `operation="${annotation.api}:${annotation.operationId}"`;
  const api = apis.get(annotation.api);
  if (!api) return [finding(source.file, fence.line, `${where} names no API of the settings (api.specs ids: ${[...apis.keys()].join(', ') || 'none'}).`)];
  const operation = operationsOf(api.document).find((op) => op.operationId === annotation.operationId);
  if (!operation) return [finding(source.file, fence.line, `${where}: ${api.file} has no operation with operationId "${annotation.operationId}".`)];
  let schemaPointer: string | undefined;
  let what: string;
  if (annotation.body.kind === 'request') {
    what = `the request body of ${annotation.operationId}`;
    schemaPointer = jsonSchemaPointer(api.document, `${operation.pointer}/requestBody`);
    if (!schemaPointer) return [finding(source.file, fence.line, `${where}: ${annotation.operationId} takes no JSON request body.`)];
  } else {
    const responses = resolvePointer(api.document, `${operation.pointer}/responses`);
    const statuses = isObject(responses) ? Object.keys(responses) : [];
    const status = annotation.body.status ?? statuses.find((code) => /^2/.test(code));
    what = `the ${status ?? ''} response of ${annotation.operationId}`;
    if (status === undefined || !statuses.includes(status)) {
      return [finding(source.file, fence.line, `${where}: ${annotation.operationId} has no response ${status ?? '2xx'} (it has ${statuses.join(', ')}).`)];
    }
    schemaPointer = jsonSchemaPointer(api.document, `${operation.pointer}/responses/${status}`);
    if (!schemaPointer) return [finding(source.file, fence.line, `${where}: the ${status} response of ${annotation.operationId} has no JSON body.`)];
  }
  const parsed = parseJson(fence.body);
  if ('error' in parsed) return [finding(source.file, fence.line + parsed.line, `${what} is not JSON: ${parsed.error}.`)];
  const problems = api.validator.validate(schemaPointer, parsed.value, annotation.body.kind);
  return problems ? [finding(source.file, fence.line, `${what} does not match ${api.file}: ${problems}.`)] : [];
}

/** The problems of one curl command of a shell fence; `line` is the command's own line in the source. */
function checkCurl(source: ExampleSource, line: number, command: CurlCommand, next: CodeFence | undefined, apis: ReadonlyMap<string, ExampleApi>): Finding[] {
  const url = command.url.replace(/[?#].*$/, '');
  const api = [...apis.values()].find((candidate) => candidate.serverUrls.some((server) => url === server || url.startsWith(`${server}/`)));
  if (!api) return [];
  const server = api.serverUrls.filter((base) => url === base || url.startsWith(`${base}/`)).sort((a, b) => b.length - a.length)[0] ?? '';
  const path = url.slice(server.length) || '/';
  const label = `curl ${command.method} ${command.url}`;
  const candidates = operationsOf(api.document)
    .map((op) => ({ op, literal: matchesTemplate(op.path, path) }))
    .filter((match): match is { op: OperationRef; literal: number } => match.literal !== undefined);
  if (candidates.length === 0) return [finding(source.file, line, `${label}: ${api.file} (${api.id}) has no path ${path}.`)];
  const best = Math.max(...candidates.map((match) => match.literal));
  const templates = candidates.filter((match) => match.literal === best);
  const operation = templates.find((match) => match.op.method === command.method)?.op;
  if (!operation) {
    const methods = [...new Set(templates.map((match) => match.op.method))].join(', ');
    return [
      finding(
        source.file,
        line,
        `${label}: ${api.file} (${api.id}) has no ${command.method} operation at ${templates[0]?.op.path ?? path} (it has ${methods}).`,
      ),
    ];
  }
  const name = operation.operationId ?? `${operation.method} ${operation.path}`;
  const schemaPointer = jsonSchemaPointer(api.document, `${operation.pointer}/requestBody`);
  const body = resolveRefs(api.document, resolvePointer(api.document, `${operation.pointer}/requestBody`));
  if (command.form) return [];
  let text = command.data;
  if (command.dataFile !== undefined) {
    const fileName = command.dataFile.split('/').pop() ?? command.dataFile;
    if (next?.language !== 'json' || parseCodeMeta(next.meta).title !== fileName) {
      return [
        finding(
          source.file,
          line,
          `${label}: the body is read from the file "${command.dataFile}", which cannot be checked; show its JSON in the next block, \`\`\`json title="${fileName}"\`\`\`.`,
        ),
      ];
    }
    // An annotated block is checked as it says, and must say it is this command's request body; an
    // unannotated one is checked here as this command's body.
    const annotation = parseExampleAnnotation(next.meta);
    if (typeof annotation === 'string') return [];
    if (annotation) {
      const named = `operation="${annotation.api}:${annotation.operationId}" body="${annotation.body.kind === 'request' ? 'request' : `response${annotation.body.status ? ` ${annotation.body.status}` : ''}`}"`;
      const sent = `operation="${api.id}:${operation.operationId ?? ''}" body="request"`;
      return named === sent
        ? []
        : [finding(source.file, line, `${label}: the body is read from "${command.dataFile}", whose block says ${named}; the command sends ${sent}.`)];
    }
    text = next.body;
  }
  if (text === undefined) {
    return isObject(body) && body.required === true
      ? [finding(source.file, line, `${label}: ${name} requires a request body and the command sends none.`)]
      : [];
  }
  const json = command.headers.some((header) => /^content-type:\s*application\/([\w.+-]*\+)?json/i.test(header)) || /^\s*[[{]/.test(text);
  if (!json) return [];
  if (!schemaPointer) return [finding(source.file, line, `${label}: ${name} takes no JSON request body.`)];
  const parsed = parseJson(text);
  if ('error' in parsed) return [finding(source.file, line, `${label}: the body is not JSON: ${parsed.error}.`)];
  const problems = api.validator.validate(schemaPointer, parsed.value, 'request');
  return problems ? [finding(source.file, line, `${label}: the request body of ${name} does not match ${api.file}: ${problems}.`)] : [];
}

/** Every problem of the annotated JSON fences and the curl commands of the sources, in file and line order. */
export function checkCodeExamples(sources: readonly ExampleSource[], apis: readonly ExampleApi[]): Finding[] {
  const byId = new Map(apis.map((api) => [api.id, api]));
  const findings: Finding[] = [];
  for (const source of sources) {
    const fences = codeFences(source.text);
    fences.forEach((fence, index) => {
      const annotation = parseExampleAnnotation(fence.meta);
      if (typeof annotation === 'string') findings.push(finding(source.file, fence.line, `${annotation}.`));
      else if (annotation) {
        if (fence.language !== 'json')
          findings.push(
            finding(source.file, fence.line, `operation="…" annotates \`\`\`json blocks only; this one is \`\`\`${fence.language || '(no language)'}.`),
          );
        else findings.push(...checkAnnotatedFence(source, fence, annotation, byId));
      }
      if (SHELL_LANGUAGES.has(fence.language)) {
        for (const { command, line } of parseCurlCommandLines(fence.body)) {
          findings.push(...checkCurl(source, fence.line + 1 + line, command, fences[index + 1], byId));
        }
      }
    });
  }
  return findings;
}
