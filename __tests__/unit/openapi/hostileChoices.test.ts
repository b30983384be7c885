/**
 * @jest-environment node
 *
 * Issue 42: what a reader chooses stays data. A reader's server choice (each server of the document,
 * each variable value, anything typed into a variable) is placed into every request sample by
 * position (`sampleSlots.ts`), never by searching the sample's text, so no server URL, however
 * hostile, and no example that contains one can turn a choice into code.
 *
 * The documents: seven servers, each the default in turn (one ends in a backslash, one in a quote,
 * one holds shell and template interpolation, one needs percent-encoding and has a line break and
 * U+2028, one has variables); the operation's query example and JSON body contain every server's URL
 * followed by quotes and commands (the attack the security review ran: the old text replace
 * removed the escape character with the match, and the example's literal closed). For every default
 * and every choice, in all 12 languages:
 * - the slots filled with the defaults give the sample exactly as built;
 * - the code outside string literals is the same as the default sample's (a choice changes literals
 *   only), and only the URL's literals change: to exactly the chosen base, percent-encoded;
 * - the samples parse (bash, node, python, php, javac where installed) and, run with stand-in
 *   clients (bash, node, python, php), request exactly the chosen URL and send exactly the example;
 *   none of the commands in the document or in the typed values runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normaliseApi } from '../../../src/openapi/normalise';
import { encodedBase, fillSlots, type ReaderChoices } from '../../../src/openapi/sampleSlots';
import { SAMPLE_LANGUAGES, sampleLanguage } from '../../../src/openapi/sampleLanguages';
import { serverUrlWith, type ServerChoiceData } from '../../../src/openapi/servers';
import type { OpenApiV3Document } from '../../../src/openapi/document';
import type { CodeSample, OperationPageData } from '../../../src/openapi/pageData';
import { TOKENIZERS, type Tokens } from '../../support/sampleTokenizers';
import { removeTree, tempFolder } from '../../support/tempFolder';
import { guzzleStub, pythonRequestsStub, type SentRequest } from '../../support/sampleStubs';

/** Every command here, if it ever ran, would leave a file named pwned-… in the run's folder. */
const SHELLISH = `'"\\\`touch pwned-a\`$(touch pwned-b)\${a}{$b}#{c}'; touch pwned-c; '"; system('touch pwned-d'); "`;

const SERVERS: readonly Record<string, unknown>[] = [
  { url: 'https://a.example/x\\' },
  { url: "https://a.example/x'" },
  { url: 'https://a.example/x"' },
  { url: `https://a.example/$(touch pwned-e)/\`touch pwned-f\`/{$b}/#{c}'"` },
  { url: 'https://a.example/a b/\u00e9\u2028x\n' },
  { url: 'https://b.example' },
  {
    url: 'https://{tenant}.example.com/{version}',
    variables: { tenant: { default: 'acme' }, version: { default: 'v1', enum: ['v1', 'v2'] } },
  },
];

/** What a reader can type into a variable: quotes, commands, template syntax, a line break, U+2028, '/', '?', '#'. */
const TYPED = [SHELLISH, `evil.example/x?y=1#z\n\u2028\u0007`, '\u00e9t\u00e9'];

/** The query example and the JSON body: every server's URL, each followed by quotes and commands. */
const urlsWithCommands = SERVERS.map((server) => `${String(server.url)}${SHELLISH}`);
const body = { notes: urlsWithCommands, last: `${String(SERVERS[0]?.url)}"` };

function documentWithDefault(first: number): OpenApiV3Document {
  const servers = [SERVERS[first], ...SERVERS.filter((_, index) => index !== first)];
  return {
    openapi: '3.0.3',
    info: { title: 'Hostile servers', version: '1' },
    servers,
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          parameters: [{ name: 'q', in: 'query', required: true, example: urlsWithCommands.join(' ') }],
          requestBody: { content: { 'application/json': { example: body } } },
          responses: { '204': { description: 'none' } },
        },
      },
    },
  } as unknown as OpenApiV3Document;
}

const operations: OperationPageData[] = SERVERS.map((_, first) => {
  const api = normaliseApi(documentWithDefault(first), { id: `hostile-${first}`, file: `/hostile-${first}.json` });
  const operation = api.operations[0];
  if (!operation) throw new Error('no operation');
  return operation;
});

/** Every choice a reader can make on this page: each server with its defaults, each enum value, each typed value. */
function choicesOf(servers: readonly ServerChoiceData[]): { label: string; choices: ReaderChoices }[] {
  return servers.flatMap((server, index) => {
    const own = [{ label: `server ${index}`, choices: { server: serverUrlWith(server) } }];
    for (const variable of server.variables) {
      for (const value of [...(variable.enum ?? []), ...TYPED]) {
        own.push({
          label: `server ${index}, ${variable.name} = ${JSON.stringify(value)}`,
          choices: { server: serverUrlWith(server, { [variable.name]: value }) },
        });
      }
    }
    return own;
  });
}

const generated = (operation: OperationPageData): CodeSample[] => operation.codeSamples.filter((sample) => sampleLanguage(sample.id));

function fill(sample: CodeSample, choices: ReaderChoices): string {
  const literals = sampleLanguage(sample.id)?.literals;
  if (!literals || !sample.slots) throw new Error(`${sample.id}: no slots`);
  return fillSlots(sample.code, literals, sample.slots, choices);
}

function tokens(id: string, code: string): Tokens {
  const tokenizer = TOKENIZERS[id];
  if (!tokenizer) throw new Error(`no tokenizer for ${id}`);
  return tokenizer(code);
}

/** The URL a sample requests for these choices: the chosen base, percent-encoded, then the path and query as built. */
const urlFor = (operation: OperationPageData, choices: ReaderChoices): string => {
  const url = operation.codeSamples.map((sample) => tokens(sample.id, sample.code).literals.find((l) => l.startsWith('https://'))).find(Boolean) ?? '';
  const defaultBase = encodedBase(serverUrlWith(operation.servers?.[0] ?? { url: '', variables: [] }));
  if (!url.startsWith(defaultBase)) throw new Error(`the default URL ${url} does not start with ${defaultBase}`);
  return encodedBase(choices.server ?? '') + url.slice(defaultBase.length);
};

/** Text from the document or a typed value that must never be outside a string literal. */
const DANGEROUS = ['touch pwned', '$(', '${a}', '{$b}', '#{c}', 'system('];

describe('a reader’s server choice is placed by position, as data, in every language', () => {
  it('every generated sample of every default records where the server sits, in all 12 languages', () => {
    for (const operation of operations) {
      expect(generated(operation).map((sample) => sample.id)).toEqual(SAMPLE_LANGUAGES.map((language) => language.id));
      for (const sample of generated(operation)) expect({ id: sample.id, slots: (sample.slots?.length ?? 0) > 0 }).toEqual({ id: sample.id, slots: true });
      // The document's server list, in its order: the reader can choose each.
      expect(operation.servers).toHaveLength(SERVERS.length);
    }
  });

  it('filling the slots with the defaults gives every sample exactly as built', () => {
    for (const operation of operations) {
      const defaults = { server: serverUrlWith(operation.servers?.[0] ?? { url: '', variables: [] }) };
      for (const sample of generated(operation)) expect(fill(sample, defaults)).toBe(sample.code);
    }
  });

  it.each(operations.map((operation, index) => [index, operation] as const))(
    'default server %i: every choice changes only the URL literals, to exactly the chosen base; the code around them stays the same',
    (_, operation) => {
      for (const { label, choices } of choicesOf(operation.servers ?? [])) {
        const url = urlFor(operation, choices);
        const defaultUrl = urlFor(operation, { server: serverUrlWith(operation.servers?.[0] ?? { url: '', variables: [] }) });
        // The chosen base is URL text with nothing a literal of any language would need to escape but %.
        expect(url).not.toMatch(/['"\\`$\s{}#\u2028]/);
        for (const sample of generated(operation)) {
          const where = `${label}, ${sample.id}`;
          const before = tokens(sample.id, sample.code);
          const after = tokens(sample.id, fill(sample, choices));
          expect({ where, code: after.code }).toEqual({ where, code: before.code });
          expect({ where, interpolation: after.code.includes('«interpolation') }).toEqual({ where, interpolation: false });
          for (const text of DANGEROUS) expect({ where, text, found: after.code.includes(text) }).toEqual({ where, text, found: false });
          const isUrl = (literal: string, target: string): boolean => literal === target || (sample.id === 'http' && literal.startsWith('Host: '));
          expect({ where, url: after.literals.some((literal) => literal === url) }).toEqual({ where, url: true });
          expect({ where, others: after.literals.filter((literal) => !isUrl(literal, url)) }).toEqual({
            where,
            others: before.literals.filter((literal) => !isUrl(literal, defaultUrl)),
          });
        }
      }
    },
  );
});

/* ------------------------------------------------------------------ real parsers, and runs with stand-in clients */

describe('samples with a chosen server parse, and run with stand-in clients request the chosen URL and run nothing else', () => {
  const dir = tempFolder('hostile-choices-');
  const runDir = path.join(dir, 'run');
  mkdirSync(runDir);
  afterAll(() => removeTree(dir));

  /** Each default with two choices: the plain server, and the variable server with the hostile typed value. */
  const cases = operations.flatMap((operation, index) => {
    const servers = operation.servers ?? [];
    const plain = servers.find((server) => server.url === 'https://b.example');
    const variable = servers.find((server) => server.variables.length > 0);
    if (!plain || !variable) throw new Error('fixture servers missing');
    return [
      { name: `d${index}-plain`, operation, choices: { server: serverUrlWith(plain) } },
      { name: `d${index}-typed`, operation, choices: { server: serverUrlWith(variable, { tenant: SHELLISH }) } },
    ];
  });
  const written = (id: string, extension: string): { file: string; url: string; code: string }[] =>
    cases.map(({ name, operation, choices }) => {
      const sample = generated(operation).find((entry) => entry.id === id);
      if (!sample) throw new Error(`no ${id} sample`);
      const file = path.join(dir, `${name}-${id}.${extension}`);
      const code = fill(sample, choices);
      writeFileSync(file, code);
      return { file, url: urlFor(operation, choices), code };
    });
  const run = (command: string, args: string[], input?: string): string => {
    const result = spawnSync(command, args, { cwd: runDir, encoding: 'utf8', input });
    expect({ command, args, stderr: result.stderr, status: result.status }).toEqual({ command, args, stderr: '', status: 0 });
    return result.stdout;
  };
  afterEach(() => expect(readdirSync(runDir).filter((name) => name.startsWith('pwned'))).toEqual([]));

  it('curl: bash -n, and bash with a stand-in curl passes the chosen URL and the example exactly', () => {
    for (const { file, url, code } of written('curl', 'sh')) {
      run('bash', ['-n', file]);
      const args = run('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code}`]).split('\0');
      expect({ file, url: args[args.indexOf('--url') + 1] }).toEqual({ file, url });
      expect(JSON.parse(args[args.indexOf('--data-raw') + 1] ?? '')).toEqual(body);
    }
  });

  it.each(['javascript-fetch', 'node-axios'])('%s: node --check, and node with a stand-in client requests the chosen URL with the example', (id) => {
    const stub =
      id === 'node-axios'
        ? 'const axios = { request: async (o) => { process.stdout.write(JSON.stringify({ url: o.url, body: o.data })); return { data: null }; } };'
        : 'globalThis.fetch = async (url, o) => { process.stdout.write(JSON.stringify({ url, body: JSON.parse(o.body) })); return { json: async () => null }; };';
    for (const { file, url, code } of written(id, 'mjs')) {
      run(process.execPath, ['--check', file]);
      const runnable = path.join(dir, `run-${path.basename(file)}`);
      writeFileSync(runnable, `${stub}\nconsole.log = () => {};\n${code.replace(/^import axios from 'axios';$/m, '')}\n`);
      expect({ file, ...JSON.parse(run(process.execPath, [runnable])) }).toEqual({ file, url, body });
    }
  });

  it('python: ast.parse, and python with a stand-in requests module requests the chosen URL with the example', () => {
    const stubDir = pythonRequestsStub(dir);
    for (const { file, url, code } of written('python-requests', 'py')) {
      run('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1], encoding="utf-8").read())', file]);
      const out = execFileSync('python3', ['-c', `import builtins\nbuiltins.print = lambda *a, **k: None\n${code}`], {
        cwd: runDir,
        encoding: 'utf8',
        env: { ...process.env, PYTHONPATH: stubDir },
      });
      const sent = JSON.parse(out) as SentRequest;
      expect({ file, url: sent.url, body: sent.body }).toEqual({ file, url, body });
    }
  });

  const php = spawnSync('php', ['--version']).status === 0;
  (php ? it : it.skip)('php -l, and php with a stand-in Guzzle client requests the chosen URL with the example', () => {
    const stub = guzzleStub(dir);
    for (const { file, url } of written('php-guzzle', 'php')) {
      expect(run('php', ['-l', file]).trim()).toBe(`No syntax errors detected in ${file}`);
      const result = spawnSync('php', ['-d', `auto_prepend_file=${stub}`, file], { cwd: runDir, encoding: 'utf8' });
      expect({ file, status: result.status }).toEqual({ file, status: 0 });
      const sent = JSON.parse(result.stderr) as SentRequest;
      expect({ file, url: sent.url, body: sent.body }).toEqual({ file, url, body });
    }
  });

  const javac = spawnSync('javac', ['-version']).status === 0;
  (javac ? it : it.skip)(
    'java: javac compiles each sample inside a class',
    () => {
      const files = written('java-nethttp', 'java').map(({ file, code }, index) => {
        const name = `Choice${index}`;
        const source = path.join(dir, `${name}.java`);
        writeFileSync(
          source,
          `import java.net.URI;\nimport java.net.http.*;\npublic class ${name} {\n  public static void main(String[] args) throws Exception {\n${code}\n  }\n}\n`,
        );
        expect(existsSync(file)).toBe(true);
        return source;
      });
      const result = spawnSync('javac', ['-encoding', 'UTF-8', '-d', path.join(dir, 'classes'), ...files], { encoding: 'utf8' });
      expect({ stderr: result.stderr, status: result.status }).toEqual({ stderr: '', status: 0 });
    },
    90_000,
  );
});
