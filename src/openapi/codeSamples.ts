/**
 * Request samples, generated at build time so pages only render strings.
 *
 * Rules: one HAR request is made from the operation (path parameters filled with sample values,
 * required query/header/cookie parameters and those with a documented example, the credentials
 * placeholder of the first security requirement, and the first request body example); httpsnippet
 * turns it into curl, JavaScript (fetch), Python (requests) and C# (HttpClient), in that order.
 * `x-codeSamples` (or Redoc's older `x-code-samples`) from the document follow, as written.
 * Nothing here sends a request.
 */
import { HTTPSnippet } from 'httpsnippet';
import { isObject } from './json';
import { isJsonMediaType } from './samples';
import type { CodeSample, CustomCodeSampleObject, JsonValue, OperationObject } from './types';

export interface NameValue {
  readonly name: string;
  readonly value: string;
}

export interface RequestSampleInput {
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Absolute URL with path parameters already filled in and no query string. */
  readonly url: string;
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

interface SnippetTarget {
  readonly id: string;
  readonly label: string;
  readonly language: string;
  readonly target: string;
  readonly client: string;
}

export const SNIPPET_TARGETS: readonly SnippetTarget[] = [
  { id: 'curl', label: 'curl', language: 'bash', target: 'shell', client: 'curl' },
  { id: 'javascript-fetch', label: 'JavaScript', language: 'javascript', target: 'javascript', client: 'fetch' },
  { id: 'python-requests', label: 'Python', language: 'python', target: 'python', client: 'requests' },
  { id: 'csharp-httpclient', label: 'C#', language: 'csharp', target: 'csharp', client: 'httpclient' },
];

export function buildHarRequest(input: RequestSampleInput): HarRequest {
  const headers = [...input.headers];
  const body = input.body;
  let postData: HarRequest['postData'];
  if (body) {
    const essence = body.mediaType.split(';')[0]?.trim().toLowerCase() ?? body.mediaType;
    if (essence === 'multipart/form-data' || essence === 'application/x-www-form-urlencoded') {
      // httpsnippet writes these Content-Type headers itself (with the multipart boundary where needed).
      const files = new Set(body.fileFields ?? []);
      const entries = isObject(body.value) ? Object.entries(body.value) : [];
      postData = {
        mimeType: essence,
        params: entries.map(([name, value]) =>
          files.has(name) && essence === 'multipart/form-data'
            ? { name, fileName: `${name}.bin` }
            : { name, value: typeof value === 'string' ? value : JSON.stringify(value) },
        ),
      };
    } else {
      headers.push({ name: 'Content-Type', value: body.mediaType });
      postData = {
        mimeType: body.mediaType,
        text: typeof body.value === 'string' && !isJsonMediaType(body.mediaType) ? body.value : JSON.stringify(body.value),
      };
    }
  }
  return {
    method: input.method.toUpperCase(),
    url: input.url,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: [...input.query],
    cookies: [...input.cookies],
    headersSize: -1,
    bodySize: -1,
    ...(postData ? { postData } : {}),
  };
}

/** curl, JavaScript, Python and C# for the request; a target httpsnippet cannot produce is left out. */
export function generateCodeSamples(input: RequestSampleInput): CodeSample[] {
  const snippet = new HTTPSnippet(buildHarRequest(input) as unknown as ConstructorParameters<typeof HTTPSnippet>[0]);
  const samples: CodeSample[] = [];
  for (const { id, label, language, target, client } of SNIPPET_TARGETS) {
    const code = snippet.convert(target as Parameters<HTTPSnippet['convert']>[0], client);
    const text = Array.isArray(code) ? code.join('\n\n') : code;
    if (typeof text === 'string' && text.trim()) samples.push({ id, label, language, code: text.trimEnd() });
  }
  return samples;
}

/** `x-codeSamples` / `x-code-samples` entries with source code, as CodeSamples ('x-0', 'x-1'…). */
export function customCodeSamples(operation: OperationObject): CodeSample[] {
  const list = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(list)) return [];
  return (list as readonly CustomCodeSampleObject[])
    .filter((entry) => isObject(entry) && typeof entry.source === 'string')
    .map((entry, index) => {
      const lang = typeof entry.lang === 'string' && entry.lang ? entry.lang : 'text';
      return {
        id: `x-${index}`,
        label: typeof entry.label === 'string' && entry.label ? entry.label : lang,
        language: highlighterLanguage(lang),
        code: String(entry.source).trimEnd(),
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
