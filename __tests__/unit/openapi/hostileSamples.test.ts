/**
 * @jest-environment node
 *
 * A document's text must never become code in a request sample. An operation whose names and
 * examples hold quotes of every kind, backslashes, shell and template interpolation, PHP
 * interpolation, `</script>`, line breaks and non-ASCII text is turned into samples in every
 * language; each sample must parse (where a parser is installed here: node, python3, bash, javac)
 * and, for every language, a small string-literal tokenizer (written here, independently of the
 * generator) checks that the hostile text appears only inside string literals, and that those
 * literals decode back to exactly the document's text.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_LANGUAGES, generateCodeSamples, strictEncode, type RequestSampleInput } from '../../../src/openapi/codeSamples';
import { normaliseApi } from '../../../src/openapi/normalise';
import type { JsonValue, OpenApiV3Document } from '../../../src/openapi/document';
import type { CodeSample } from '../../../src/openapi/pageData';
import { removeTree, tempFolder } from '../../support/tempFolder';
import { TOKENIZERS, type Tokens } from '../../support/sampleTokenizers';

/* ------------------------------------------------------------------ the hostile document */

const H = `q'"\\\`$(id)\${a}{$b}</script>'-alert(document.domain)-'\u00e9\u20ac\u{1f600}`;
/** With line breaks, for places where they are allowed (bodies, query strings, path values). */
const HN = `${H}\nsecond line\r\n\tend\u0007\u2028\ufeff`;
/** Multipart field names cannot hold " \\ = or line breaks (they go into name="…"). */
const NAME = `f'\`$(id)\${a}{$b}</script>\u20ac`;
const TOKEN = 'X-!#%&*+.^_|~Z9';

const parameters = [
  { name: HN, in: 'query', required: true, example: HN },
  { name: 'id', in: 'path', required: true, example: HN },
  { name: 'X-Hostile', in: 'header', required: true, example: H },
  { name: 'session', in: 'cookie', required: true, example: H },
  { name: 'X-Bad"Name', in: 'header', required: true, example: 'x' },
  { name: "X-Quote'", in: 'header', required: true, example: 'x' },
  { name: 'X-Line', in: 'header', required: true, example: 'a\r\nInjected: yes' },
  { name: 'bad cookie', in: 'cookie', required: true, example: 'x' },
  // Every token character that is allowed: kept, and still only inside literals.
  { name: TOKEN, in: 'header', required: true, example: 'token-value' },
];

const jsonBody = { [HN]: HN, nested: { list: [H, 1.5, true, false, null], [`k${H}`]: { '': '' } } };

function operation(operationId: string, content: Record<string, unknown>): Record<string, unknown> {
  return { operationId, parameters, requestBody: { content }, responses: { '204': { description: 'none' } } };
}

const document = {
  openapi: '3.0.3',
  info: { title: 'Hostile', version: '1' },
  // The server URL and the path template are the document's text too.
  servers: [{ url: 'https://api.example.com/v1\'$(id)"' }],
  components: { securitySchemes: { bad: { type: 'apiKey', in: 'header', name: "X-Key'" } } },
  security: [{ bad: [] }],
  paths: {
    "/json'/{id}": { post: operation('json', { 'application/json': { example: jsonBody } }) },
    "/form'/{id}": { post: operation('form', { 'application/x-www-form-urlencoded': { example: { [HN]: HN, plain: 'yes' } } }) },
    "/multipart'/{id}": {
      post: operation('multipart', {
        'multipart/form-data': {
          schema: { type: 'object', properties: { [NAME]: { type: 'string' }, upload: { type: 'string', format: 'binary' } } },
          example: { [NAME]: HN, upload: '', 'bad"name': 'x' },
        },
      }),
    },
    "/text'/{id}": { post: operation('text', { 'text/plain': { example: HN } }) },
  },
} as unknown as OpenApiV3Document;

const api = normaliseApi(document, { id: 'hostile', file: '/hostile.json' });
const samplesOf = (id: string): readonly CodeSample[] => api.operations.find((op) => op.operationId === id)?.codeSamples ?? [];
const OPERATIONS = ['json', 'form', 'multipart', 'text'] as const;
/** Languages whose JSON body is an object (Python's dict, JavaScript's object literal), not a string. */
const OBJECT_BODIES = ['python-requests', 'javascript-fetch', 'node-axios'];
/** Languages whose multipart body is written out as one string by httpsnippet. */
const RAW_MULTIPART = ['http', 'go-native', 'java-nethttp', 'node-axios', 'ruby-native', 'kotlin-okhttp', 'powershell-restmethod'];

/* ------------------------------------------------------------------ checks */

/**
 * Text from the document that must never be outside a string literal (percent-encoded text such
 * as a bare shell word 'alert%28document.domain%29' is inert, so the markers include punctuation).
 */
const DANGEROUS = ['alert(', '$(id)', '${a}', '{$b}', '</script>', "'-", '\u20ac', 'second line'];

function literalsOf(sample: CodeSample): Tokens {
  const tokenizer = TOKENIZERS[sample.id];
  if (!tokenizer) throw new Error(`no tokenizer for ${sample.id}`);
  return tokenizer(sample.code);
}

/** The URL the sample requests: the literal that starts with the server URL. */
function urlOf(tokens: Tokens): URL {
  const literal = tokens.literals.find((l) => l.startsWith('https://api.example.com/'));
  if (!literal) throw new Error('no URL literal');
  return new URL(literal);
}

describe('hostile text in request samples', () => {
  it('generates every language for every operation', () => {
    for (const id of OPERATIONS) expect(samplesOf(id).map((s) => s.id)).toEqual(SAMPLE_LANGUAGES.map((l) => l.id));
  });

  describe.each(OPERATIONS)('%s body', (operationId) => {
    it.each(SAMPLE_LANGUAGES.map((l) => l.id))('%s: hostile text only inside string literals that decode to it exactly', (language) => {
      const sample = samplesOf(operationId).find((s) => s.id === language);
      if (!sample) throw new Error(`no ${language} sample`);
      const tokens = literalsOf(sample);
      for (const text of DANGEROUS) expect(tokens.code).not.toContain(text);
      expect(tokens.code).not.toContain('«interpolation');

      // Query name and value, and the path value, survive percent-encoding exactly.
      const url = urlOf(tokens);
      expect(url.searchParams.get(HN)).toBe(HN);
      expect(decodeURIComponent(url.pathname.split('/').pop() ?? '')).toBe(HN);
      expect(decodeURIComponent(url.pathname)).toContain(`/v1'$(id)"/${operationId}'/`);
      expect(url.href).not.toMatch(/['"\\`$\s]/);

      // Header and cookie values.
      const joined = tokens.literals.join('\u0000');
      expect(tokens.literals.some((l) => l === H || l === `X-Hostile: ${H}`)).toBe(true);
      // httpsnippet's raw HTTP writes header names in its own letter case (they are case-insensitive).
      const sameName = (l: string): boolean =>
        language === 'http' ? l.toLowerCase() === `${TOKEN}: token-value`.toLowerCase() : l === `${TOKEN}: token-value`;
      expect(tokens.literals.some((l) => l === TOKEN || sameName(l))).toBe(true);
      // Percent-encoded strictly (safe as a bare shell word, so curl may leave it unquoted).
      expect(language === 'curl' ? sample.code : joined).toContain(`session=${strictEncode(H)}`);
      for (const left of ['X-Bad', 'X-Quote', 'X-Line', 'Injected', 'bad cookie', 'X-Key']) expect(sample.code).not.toContain(left);

      switch (operationId) {
        case 'json':
          // Python writes a dict and JavaScript an object literal: both are run below, and must send this JSON.
          if (!OBJECT_BODIES.includes(language)) expect(tokens.literals.some((l) => l.trimStart().startsWith('{') && isEqualJson(l, jsonBody))).toBe(true);
          // Over several lines, in every language.
          expect(sample.code.split('\n').filter((line) => /nested|"list"|list:/.test(line))).toHaveLength(2);
          break;
        case 'form':
          expect(tokens.literals.some((l) => new URLSearchParams(l).get(HN) === HN && new URLSearchParams(l).get('plain') === 'yes')).toBe(true);
          break;
        case 'multipart':
          if (RAW_MULTIPART.includes(language)) {
            expect(joined).toContain(`name="${NAME}"\r\n\r\n${HN}\r\n`);
          } else if (language === 'curl') {
            // --form-string: curl reads no file and no ';type=' from the value.
            expect(sample.code).toContain('--form-string ');
            expect(tokens.literals).toContain(`${NAME}=${HN}`);
          } else {
            expect(tokens.literals).toContain(NAME);
            expect(tokens.literals).toContain(HN);
          }
          expect(sample.code).not.toContain('bad"name');
          break;
        case 'text':
          expect(tokens.literals).toContain(HN);
          break;
      }
    });
  });

  it('leaves out bad header and cookie names, line breaks in values and bad multipart names, with warnings naming the pointer', () => {
    for (const id of OPERATIONS) {
      const at = `#/paths/~1${id}'~1{id}/post`;
      expect(api.warnings).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`"X-Bad\\"Name" at ${at}/parameters/4`),
          expect.stringContaining(`"X-Quote'" at ${at}/parameters/5`),
          expect.stringMatching(new RegExp(`"X-Line" at ${escapeRegExp(at)}/parameters/6 .*line break`)),
          expect.stringContaining(`cookie "bad cookie" at ${at}/parameters/7`),
        ]),
      );
    }
    expect(api.warnings).toContainEqual(expect.stringContaining(`header "X-Key'" at #/components/securitySchemes/bad`));
    expect(api.warnings).toContainEqual(
      expect.stringContaining('multipart field "bad\\"name" of #/paths/~1multipart\'~1{id}/post/requestBody/content/multipart~1form-data'),
    );
    expect(api.warnings.filter((w) => w.startsWith('No generated code samples'))).toEqual([]);
  });
});

function isEqualJson(text: string, expected: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(expected);
  } catch {
    return false;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/* ------------------------------------------------------------------ real parsers */

describe('hostile samples parse in their language', () => {
  const dir = tempFolder('hostile-samples-');
  afterAll(() => removeTree(dir));
  const all = OPERATIONS.flatMap((op) => samplesOf(op).map((sample) => ({ op, sample })));
  const files = (id: string, extension: string): string[] =>
    all
      .filter(({ sample }) => sample.id === id)
      .map(({ op, sample }) => {
        const file = path.join(dir, `${op}-${id}.${extension}`);
        writeFileSync(file, sample.code);
        return file;
      });

  it.each(['javascript-fetch', 'node-axios'])('%s: node --check (as an ES module, which allows top-level await)', (id) => {
    for (const file of files(id, 'mjs')) {
      const result = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
      expect({ file, stderr: result.stderr, status: result.status }).toEqual({ file, stderr: '', status: 0 });
    }
  });

  /** Runs a JavaScript sample with fetch or axios replaced by a stand-in that prints the request's body. */
  const sentBody = (sample: CodeSample): unknown => {
    const stub =
      sample.id === 'node-axios'
        ? 'const axios = { request: async (o) => { process.stdout.write(JSON.stringify(o.data)); return { data: null }; } };'
        : 'globalThis.fetch = async (url, o) => { process.stdout.write(o.body); return { json: async () => null }; };';
    const code = sample.code.replace(/^import axios from 'axios';$/m, '');
    const file = path.join(dir, `run-${sample.id}.mjs`);
    writeFileSync(file, `${stub}\nconsole.log = () => {};\n${code}\n`);
    const result = spawnSync(process.execPath, [file], { encoding: 'utf8' });
    expect({ stderr: result.stderr, status: result.status }).toEqual({ stderr: '', status: 0 });
    return JSON.parse(result.stdout);
  };

  it.each(['javascript-fetch', 'node-axios'])('%s: run with a stand-in client, sends exactly the JSON example', (id) => {
    const sample = samplesOf('json').find((s) => s.id === id);
    if (!sample) throw new Error(`no ${id} sample`);
    expect(JSON.stringify(sentBody(sample))).toBe(JSON.stringify(jsonBody));
    // A '__proto__' key (a plain one in an object literal would set the prototype instead) and non-identifier keys.
    const proto = JSON.parse('{"__proto__": {"polluted": true}, "a-b": [{}, [], 0, -1.5e-7, ""], "ok": {"__proto__": null}}') as JsonValue;
    const written = generateCodeSamples({
      method: 'POST',
      url: 'https://api.example.com/x',
      query: [],
      headers: [],
      cookies: [],
      body: { mediaType: 'application/json', value: proto },
    }).find((s) => s.id === id);
    if (!written) throw new Error(`no ${id} sample`);
    expect(written.code).toContain("['__proto__']: {");
    expect(JSON.stringify(sentBody(written))).toBe(JSON.stringify(proto));
  });

  it('curl: bash -n', () => {
    for (const file of files('curl', 'sh')) {
      const result = spawnSync('bash', ['-n', file], { encoding: 'utf8' });
      expect({ file, stderr: result.stderr, status: result.status }).toEqual({ file, stderr: '', status: 0 });
    }
  });

  it('curl: bash runs the JSON sample with a stand-in curl; --data-raw carries the JSON example over several lines', () => {
    const sample = samplesOf('json').find((s) => s.id === 'curl');
    if (!sample) throw new Error('no curl sample');
    const result = spawnSync('bash', ['-c', `curl() { while [ $# -gt 0 ]; do [ "$1" = --data-raw ] && printf '%s' "$2"; shift; done; }\n${sample.code}`], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').length).toBeGreaterThan(5);
    expect(JSON.parse(result.stdout)).toEqual(jsonBody);
  });

  /**
   * Parsers this machine may lack: each language is checked when its tool is installed, and the
   * skip is reported otherwise (the tokenizers above still check every language).
   */
  const optional: { id: string; tool: string; extension: string; check: (file: string) => string[] }[] = [
    { id: 'ruby-native', tool: 'ruby', extension: 'rb', check: (file) => ['ruby', '-c', file] },
    { id: 'go-native', tool: 'gofmt', extension: 'go', check: (file) => ['gofmt', '-e', '-l', file] },
    {
      id: 'powershell-restmethod',
      tool: 'pwsh',
      extension: 'ps1',
      check: (file) => [
        'pwsh',
        '-NoProfile',
        '-Command',
        `$e = $null; [void][System.Management.Automation.Language.Parser]::ParseFile('${file}', [ref]$null, [ref]$e); if ($e.Count) { $e | Out-String | Write-Error; exit 1 }`,
      ],
    },
  ];
  const installed = (tool: string): boolean => spawnSync(tool, ['--version'], { encoding: 'utf8' }).error === undefined;
  for (const { id, tool, extension, check } of optional) {
    if (!installed(tool)) {
      console.warn(`hostileSamples: ${tool} is not installed, ${id} samples are not parsed (only tokenized)`);
      it.skip(`${id}: ${tool} (not installed)`, () => undefined);
      continue;
    }
    it(`${id}: ${tool} accepts every sample`, () => {
      for (const file of files(id, extension)) {
        const [command = '', ...args] = check(file);
        const result = spawnSync(command, args, { encoding: 'utf8' });
        expect({ file, stderr: result.stderr, status: result.status }).toEqual({ file, stderr: '', status: 0 });
      }
    });
  }

  it('python: ast.parse, and the JSON payload literal evaluates to the document example', () => {
    const script = [
      'import ast, json, sys',
      'out = {}',
      'for name in sys.argv[1:]:',
      '    tree = ast.parse(open(name, encoding="utf-8").read())',
      '    payload = None',
      '    for node in ast.walk(tree):',
      '        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == "payload":',
      '            payload = ast.literal_eval(node.value)',
      '    names = sorted({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)})',
      '    out[name] = {"payload": payload, "names": names}',
      'print(json.dumps(out))',
    ].join('\n');
    const list = files('python-requests', 'py');
    const result = JSON.parse(execFileSync('python3', ['-c', script, ...list], { encoding: 'utf8' })) as Record<string, { payload: unknown; names: string[] }>;
    const json = result[list.find((f) => f.includes('json-'))!];
    expect(json?.payload).toEqual(jsonBody);
    for (const { names } of Object.values(result))
      expect(names.filter((n) => !['requests', 'url', 'payload', 'headers', 'response', 'print', 'files', 'open'].includes(n))).toEqual([]);
  });

  const javac = spawnSync('javac', ['-version']).status === 0;
  (javac ? it : it.skip)(
    'java: javac compiles each sample inside a class',
    () => {
      const list = all
        .filter(({ sample }) => sample.id === 'java-nethttp')
        .map(({ op, sample }) => {
          const name = `Sample${op[0]?.toUpperCase()}${op.slice(1)}`;
          const file = path.join(dir, `${name}.java`);
          writeFileSync(
            file,
            `import java.net.URI;\nimport java.net.http.*;\npublic class ${name} {\n  public static void main(String[] args) throws Exception {\n${sample.code}\n  }\n}\n`,
          );
          return file;
        });
      const result = spawnSync('javac', ['-encoding', 'UTF-8', '-d', dir, ...list], { encoding: 'utf8' });
      expect({ stderr: result.stderr, status: result.status }).toEqual({ stderr: '', status: 0 });
    },
    60_000,
  );
});

/* ------------------------------------------------------------------ JSON bodies over several lines */

describe('JSON bodies over several lines read back as the same JSON in every language', () => {
  /** Values that end a multi-line literal early or escape from it in some language. */
  const EDGE_BODIES: JsonValue[] = [
    'ends with a quote"',
    '"""',
    {
      'x"""': 'y\\"""',
      '\\u000A': '\\',
      "it's": "'''",
      $x: '${a}#{b}{$c}#@d#$e',
      back: '`tick`',
      '': '\u2028\u2029\ufeff\u0085\u007f\u2018\u2019\u201a\u201b',
      lines: 'a\nb\r\n"""\n',
      q: ['"', '""', '\\"'],
    },
    ['JSON', 'EOF', "'@", '\'"'],
    [],
    {},
    null,
    -1.5e-7,
  ];
  const dir = tempFolder('json-bodies-');
  afterAll(() => removeTree(dir));
  const written = EDGE_BODIES.map((value) => ({
    value,
    samples: generateCodeSamples({
      method: 'POST',
      url: 'https://api.example.com/x',
      query: [],
      headers: [],
      cookies: [],
      body: { mediaType: 'application/json', value },
    }),
  }));
  const of = (id: string): { value: JsonValue; sample: CodeSample }[] =>
    written.map(({ value, samples }) => {
      const sample = samples.find((s) => s.id === id);
      if (!sample) throw new Error(`no ${id} sample`);
      return { value, sample };
    });

  it.each(SAMPLE_LANGUAGES.map((l) => l.id).filter((id) => !OBJECT_BODIES.includes(id)))(
    '%s: one string literal (tokenized) is JSON equal to the body, and nothing else is code',
    (id) => {
      for (const { value, sample } of of(id)) {
        const tokens = literalsOf(sample);
        expect({ value, found: tokens.literals.some((l) => isEqualJson(l, value)) }).toEqual({ value, found: true });
        expect(tokens.code).not.toContain('«interpolation');
        for (const text of ['${a}', '#{b}', '{$c}', 'tick']) expect(tokens.code).not.toContain(text);
      }
    },
  );

  it('node runs the JavaScript samples with a stand-in client: they send the same JSON', () => {
    for (const id of ['javascript-fetch', 'node-axios']) {
      for (const { value, sample } of of(id)) {
        const stub =
          id === 'node-axios'
            ? 'const axios = { request: async (o) => { process.stdout.write(JSON.stringify(o.data)); return { data: null }; } };'
            : 'globalThis.fetch = async (url, o) => { process.stdout.write(o.body); return { json: async () => null }; };';
        const file = path.join(dir, `${id}.mjs`);
        writeFileSync(file, `${stub}\nconsole.log = () => {};\n${sample.code.replace(/^import axios from 'axios';$/m, '')}\n`);
        const result = spawnSync(process.execPath, [file], { encoding: 'utf8' });
        expect({ id, value, stderr: result.stderr, sent: result.status === 0 ? JSON.parse(result.stdout) : undefined }).toEqual({
          id,
          value,
          stderr: '',
          sent: value,
        });
      }
    }
  });

  it('bash passes curl the same JSON with --data-raw', () => {
    for (const { value, sample } of of('curl')) {
      const result = spawnSync('bash', ['-c', `curl() { while [ $# -gt 0 ]; do [ "$1" = --data-raw ] && printf '%s' "$2"; shift; done; }\n${sample.code}`], {
        encoding: 'utf8',
      });
      expect({ value, sent: JSON.parse(result.stdout) }).toEqual({ value, sent: value });
    }
  });

  it('python evaluates the payload dict to the same JSON', () => {
    const script = [
      'import ast, json, sys',
      'out = []',
      'for name in sys.argv[1:]:',
      '    tree = ast.parse(open(name, encoding="utf-8").read())',
      '    payload = [ast.literal_eval(n.value) for n in ast.walk(tree) if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", None) == "payload"]',
      '    out.append(payload[0])',
      'print(json.dumps(out))',
    ].join('\n');
    const list = of('python-requests').map(({ sample }, index) => {
      const file = path.join(dir, `python-${index}.py`);
      writeFileSync(file, sample.code);
      return file;
    });
    expect(JSON.parse(execFileSync('python3', ['-c', script, ...list], { encoding: 'utf8' }))).toEqual(EDGE_BODIES);
  });

  const php = spawnSync('php', ['--version']).status === 0;
  (php ? it : it.skip)('php -l accepts the PHP samples, and php prints the same JSON from the body literal', () => {
    for (const [index, { value, sample }] of of('php-guzzle').entries()) {
      const file = path.join(dir, `sample-${index}.php`);
      writeFileSync(file, sample.code);
      const lint = spawnSync('php', ['-l', file], { encoding: 'utf8' });
      expect({ value, status: lint.status }).toEqual({ value, status: 0 });
      const body = /^ {2}'body' => ('(?:[^'\\]|\\.)*'),$/m.exec(sample.code)?.[1];
      const printed = spawnSync('php', ['-r', `echo ${body ?? "'missing'"};`], { encoding: 'utf8' });
      expect({ value, printed: JSON.parse(printed.stdout) }).toEqual({ value, printed: value });
    }
  });

  const java = spawnSync('javac', ['-version']).status === 0 && spawnSync('java', ['-version']).status === 0;
  (java ? it : it.skip)(
    'javac compiles the Java samples, and java prints the same JSON from each text block',
    () => {
      const samples = of('java-nethttp');
      const blocks = samples.map(({ sample }) => /ofString\(("""[\s\S]*?[^\\]""")\)\)/.exec(sample.code)?.[1] ?? '"missing"');
      const file = path.join(dir, 'Bodies.java');
      writeFileSync(
        file,
        [
          'import java.net.URI;',
          'import java.net.http.*;',
          'public class Bodies {',
          ...samples.map(({ sample }, index) => `  static void sample${index}() throws Exception {\n${sample.code}\n  }`),
          '  public static void main(String[] args) throws Exception {',
          '    var out = new java.io.PrintStream(System.out, true, "UTF-8");',
          ...blocks.map((block) => `    out.print(${block});\n    out.print('\\u0000');`),
          '  }',
          '}',
        ].join('\n'),
      );
      const compiled = spawnSync('javac', ['-encoding', 'UTF-8', '-d', dir, file], { encoding: 'utf8' });
      expect({ stderr: compiled.stderr, status: compiled.status }).toEqual({ stderr: '', status: 0 });
      const run = spawnSync('java', ['-cp', dir, 'Bodies'], { encoding: 'utf8' });
      expect(
        run.stdout
          .split('\u0000')
          .slice(0, -1)
          .map((text) => JSON.parse(text) as unknown),
      ).toEqual(EDGE_BODIES);
    },
    60_000,
  );
});

/* ------------------------------------------------------------------ methods, and values a client would read as a file */

describe('a method is only ever a method, a body only ever data', () => {
  const HOSTILE_METHODS = ['X`id`', 'X$HOME', "X'Y", 'X|Y', 'X&Y', 'X;Y', 'X(Y)'];
  const methodDocument = {
    openapi: '3.2.0',
    info: { title: 'Methods', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/things': {
        additionalOperations: Object.fromEntries(
          [...HOSTILE_METHODS, 'PURGE', 'X-CUSTOM-2'].map((method) => [
            method,
            { operationId: `op${method.replace(/[^A-Za-z0-9]/g, '')}`, responses: { '204': { description: 'none' } } },
          ]),
        ),
      },
    },
  } as unknown as OpenApiV3Document;
  const methodApi = normaliseApi(methodDocument, { id: 'methods', file: '/methods.json' });

  it("leaves out an additionalOperations key with ` $ ' | & ; ( ), naming its pointer; PURGE and X-CUSTOM-2 render", () => {
    expect(methodApi.operations.map((op) => op.method).sort()).toEqual(['PURGE', 'X-CUSTOM-2']);
    for (const method of HOSTILE_METHODS) {
      expect(methodApi.warnings).toContainEqual(
        expect.stringContaining(
          `#/paths/~1things/additionalOperations/${method} is not shown: an additionalOperations key must be a method name of letters, digits and '-'`,
        ),
      );
    }
    const purge = methodApi.operations.find((op) => op.method === 'PURGE');
    expect(purge?.codeSamples.find((s) => s.id === 'curl')?.code).toContain('curl --request PURGE \\');
    for (const sample of purge?.codeSamples ?? []) expect(sample.code).not.toMatch(/[`$|&;]\w*Y|X`|X\$/);
  });

  it('refuses to write a method that is not letters, digits and "-" into any sample (the last line of defence)', () => {
    for (const method of [...HOSTILE_METHODS, 'X Y', 'X\nY', '']) {
      expect(() => generateCodeSamples({ method, url: 'https://api.example.com/x', query: [], headers: [], cookies: [] })).toThrow(
        /only letters, digits and '-'/,
      );
    }
  });

  const FILE_VALUES = ['@/etc/passwd', '</etc/passwd', '@-', '@file.json;type=text/plain'];
  const bodies = (value: string): { kind: string; body: NonNullable<RequestSampleInput['body']> }[] => [
    { kind: 'text', body: { mediaType: 'text/plain', value } },
    { kind: 'json string', body: { mediaType: 'application/json', value } },
    { kind: 'json object', body: { mediaType: 'application/json', value: { note: value } } },
    { kind: 'form', body: { mediaType: 'application/x-www-form-urlencoded', value: { note: value } } },
    { kind: 'multipart', body: { mediaType: 'multipart/form-data', value: { note: value, upload: '' }, fileFields: ['upload'] } },
  ];

  /** The arguments bash passes to `curl` for a sample, read back through a stand-in function. */
  const curlArguments = (code: string): string[] => {
    const result = spawnSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code}`], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    return result.stdout.split('\0').slice(0, -1);
  };

  it.each(FILE_VALUES)(
    '%s stays data in every body kind and language: curl passes it with --data-raw or --form-string, no other language reads a file',
    (value) => {
      for (const { kind, body } of bodies(value)) {
        const samples = generateCodeSamples({ method: 'POST', url: 'https://api.example.com/x', query: [], headers: [], cookies: [], body });
        for (const sample of samples) {
          const where = `${kind} ${sample.id}`;
          if (sample.id === 'curl') {
            const args = curlArguments(sample.code);
            const options = args.filter((arg, index) => index % 2 === 0);
            expect({
              where,
              unknown: options.filter((option) => !['--request', '--url', '--header', '--data-raw', '--form-string', '--form'].includes(option)),
            }).toEqual({ where, unknown: [] });
            const after = (option: string): string[] => args.flatMap((arg, index) => (arg === option && index % 2 === 0 ? [args[index + 1] ?? ''] : []));
            // The only option that reads a file names our own placeholder file.
            expect({ where, files: after('--form') }).toEqual({ where, files: kind === 'multipart' ? ['upload=@upload.bin'] : [] });
            const expected: Record<string, string[]> = {
              text: [value],
              'json string': [JSON.stringify(value)],
              // Pretty-printed, each line after the first indented like the --data-raw line.
              'json object': [`{\n    "note": ${JSON.stringify(value)}\n  }`],
              form: [`note=${strictEncode(value)}`],
              multipart: [],
            };
            expect({ where, data: after('--data-raw') }).toEqual({ where, data: expected[kind] });
            if (kind === 'multipart') expect({ where, fields: after('--form-string') }).toEqual({ where, fields: [`note=${value}`] });
            continue;
          }
          // Nothing outside string literals names the value's path: only our placeholder file in multipart bodies.
          const paths = literalsOf(sample).code.match(/\/etc\/passwd|file\.json/g) ?? [];
          expect({ where, paths }).toEqual({ where, paths: [] });
        }
      }
    },
  );

  const php = spawnSync('php', ['--version']).status === 0;
  (php ? it : it.skip)('php -l accepts every PHP sample of the hostile document and of the file-like values', () => {
    const dir = tempFolder('hostile-php-');
    try {
      const samples = [
        ...OPERATIONS.flatMap((op) => samplesOf(op)),
        ...FILE_VALUES.flatMap((value) =>
          bodies(value).flatMap(({ body }) =>
            generateCodeSamples({ method: 'POST', url: 'https://api.example.com/x', query: [], headers: [], cookies: [], body }),
          ),
        ),
        ...methodApi.operations.flatMap((op) => op.codeSamples),
      ].filter((sample) => sample.id === 'php-guzzle');
      expect(samples.length).toBeGreaterThan(20);
      samples.forEach((sample, index) => {
        const file = path.join(dir, `sample-${index}.php`);
        writeFileSync(file, sample.code);
        const result = spawnSync('php', ['-l', file], { encoding: 'utf8' });
        expect({ file, out: result.stdout.trim(), status: result.status }).toEqual({ file, out: `No syntax errors detected in ${file}`, status: 0 });
        // PHP's shell operator is a backtick outside a string.
        expect(literalsOf(sample).code).not.toContain('`');
      });
    } finally {
      removeTree(dir);
    }
  });
});
