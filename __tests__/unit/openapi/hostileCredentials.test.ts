/**
 * @jest-environment node
 *
 * Issue 43: the reader's own credentials go into every request sample by position, encoded for
 * where they go (`sampleSlots.ts`), like the server choice (issue 42). For every kind of scheme (HTTP
 * bearer, HTTP basic, an API key in a header, a query parameter and a cookie, OAuth2, OpenID
 * Connect), in all 12 languages, with a hostile value (quotes, `$()`, backticks, template syntax, a
 * line break, U+2028): the code outside string literals is the default sample's; the header carries
 * exactly the value (a header cannot hold a line break: those are left out), the query and the cookie
 * the value percent-encoded, basic `user:password` in base64; bash, node, python and php parse the
 * samples and, run with stand-in clients, send those exact values and run none of the commands.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normaliseApi } from '../../../src/openapi/normalise';
import { choiceSamples } from '../../../src/openapi/choiceSamples';
import { CREDENTIAL_PLACEHOLDERS, fillSlots, MASK, MASK_IN_QUERY, type ReaderChoices } from '../../../src/openapi/sampleSlots';
import { sampleLanguage, SAMPLE_LANGUAGES } from '../../../src/openapi/sampleLanguages';
import { strictEncode } from '../../../src/openapi/urlEncoding';
import type { OpenApiV3Document } from '../../../src/openapi/document';
import type { CodeSample, OperationPageData } from '../../../src/openapi/pageData';
import { TOKENIZERS, type Tokens } from '../../support/sampleTokenizers';
import { removeTree, tempFolder } from '../../support/tempFolder';
import { guzzleStub, pythonRequestsStub, type SentRequest } from '../../support/sampleStubs';

const HOSTILE = `t'"\\\`touch pwned-a\`$(touch pwned-b)\${a}{$b}#{c}; touch pwned-c\nsecond\u2028\u00e9`;
/** What a header carries: the value without the line break (no header can hold one). */
const IN_HEADER = HOSTILE.replace('\n', '');

const document = {
  openapi: '3.1.0',
  info: { title: 'Credentials', version: '1' },
  servers: [{ url: 'https://api.example.com/v1' }],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      basic: { type: 'http', scheme: 'basic' },
      keyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      keyQuery: { type: 'apiKey', in: 'query', name: 'api_key' },
      keyCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
      oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { read: 'Read' } } } },
      oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.com/.well-known/openid-configuration' },
    },
  },
  paths: {
    '/keys': {
      post: {
        operationId: 'keys',
        security: [{ bearer: [], keyHeader: [], keyQuery: [], keyCookie: [] }],
        parameters: [{ name: 'page', in: 'query', required: true, example: 2 }],
        requestBody: { content: { 'application/json': { example: { note: 'Bearer <token>' } } } },
        responses: { '204': { description: 'none' } },
      },
    },
    '/basic': { get: { operationId: 'basic', security: [{ basic: [] }], responses: { '204': { description: 'none' } } } },
    '/oauth': { get: { operationId: 'oauth', security: [{ oauth: ['read'] }, { oidc: [] }], responses: { '204': { description: 'none' } } } },
    // Parameters whose named examples the reader chooses among (issue 43): their values are slots too.
    '/params': {
      get: {
        operationId: 'params',
        parameters: [
          { name: 'q', in: 'query', examples: { plain: { value: 'boiler' }, other: { summary: 'Other', value: 'pump' } } },
          { name: 'X-Q', in: 'header', examples: { plain: { value: 'one' }, other: { value: 'two' } } },
          { name: 'c', in: 'cookie', examples: { plain: { value: 1 }, other: { value: 2 } } },
        ],
        responses: { '204': { description: 'none' } },
      },
    },
    // A path parameter with named examples: its value is one segment of the URL's path, a slot too.
    '/things/{thing}/parts': {
      get: {
        operationId: 'pathParams',
        parameters: [
          { name: 'thing', in: 'path', required: true, examples: { gear: { value: 'gear' }, wheel: { value: 'wheel' } } },
          { name: 'view', in: 'query', required: true, example: 'full' },
        ],
        responses: { '204': { description: 'none' } },
      },
    },
  },
} as unknown as OpenApiV3Document;

const api = normaliseApi(document, { id: 'credentials', file: '/credentials.json' });
const operation = (id: string): OperationPageData => {
  const found = api.operations.find((op) => op.operationId === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const generated = (op: OperationPageData): CodeSample[] => op.codeSamples.filter((sample) => sampleLanguage(sample.id));
const fill = (sample: CodeSample, choices: ReaderChoices): string => {
  const literals = sampleLanguage(sample.id)?.literals;
  if (!literals || !sample.slots) throw new Error(`${sample.id}: no slots`);
  return fillSlots(sample.code, literals, sample.slots, choices);
};
const tokens = (id: string, code: string): Tokens => {
  const tokenizer = TOKENIZERS[id];
  if (!tokenizer) throw new Error(`no tokenizer for ${id}`);
  return tokenizer(code);
};

const CHOICES: Readonly<Record<string, ReaderChoices>> = {
  keys: { credentials: { bearer: { token: HOSTILE }, keyHeader: { token: HOSTILE }, keyQuery: { token: HOSTILE }, keyCookie: { token: HOSTILE } } },
  basic: { credentials: { basic: { user: HOSTILE, password: `${HOSTILE}:p` } } },
  oauth: { credentials: { oauth: { token: HOSTILE } } },
};
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const DANGEROUS = ['touch pwned', '$(', '${a}', '{$b}', '#{c}'];

/**
 * The code of a sample's tokens with what differs only in how literals are written set aside: a shell
 * literal with a quote is written as several (spaces aside); curl's cookie is a bare word,
 * percent-encoded (checked by each test); PowerShell, PHP and Ruby write a value with special
 * characters as a concatenation of literals (`'…' + [char]0x2028 + '…'`, `'…' . "\u{2028}" . '…'`).
 */
const shape = (text: string): string =>
  text
    .replace(/--cookie \S+/g, '--cookie')
    .replace(/\[char\]0x[0-9A-F]{4}/g, '')
    .replace(/[\s()+.]+/g, ' ');

/** `filled` (the sample with a hostile choice written in) differs from `sample` only inside literals, none of the hostile text is code; its tokens. */
function onlyLiteralsChanged(where: string, sample: CodeSample, filled: string): Tokens {
  const after = tokens(sample.id, filled);
  expect({ where, code: shape(after.code) }).toEqual({ where, code: shape(tokens(sample.id, sample.code).code) });
  for (const text of DANGEROUS) expect({ where, text, found: after.code.includes(text) }).toEqual({ where, text, found: false });
  return after;
}

describe('credentials placed by position, as data, in every language (issue 43)', () => {
  it('every generated sample records where each credential sits; by default the samples show the placeholders as before', () => {
    for (const id of Object.keys(CHOICES)) {
      const samples = generated(operation(id));
      expect(samples.map((sample) => sample.id)).toEqual(SAMPLE_LANGUAGES.map((language) => language.id));
      for (const sample of samples) {
        expect({ id, sample: sample.id, slots: (sample.slots?.length ?? 0) > 0 }).toEqual({ id, sample: sample.id, slots: true });
        expect(fill(sample, { credentials: {} })).toBe(sample.code);
      }
    }
    const curl = generated(operation('keys'))[0]?.code ?? '';
    expect(curl).toContain(`Authorization: Bearer ${CREDENTIAL_PLACEHOLDERS.token}`);
    expect(curl).toContain(`X-Api-Key: ${CREDENTIAL_PLACEHOLDERS.key}`);
    expect(curl).toContain(`api_key=${strictEncode(CREDENTIAL_PLACEHOLDERS.key)}`);
    expect(generated(operation('basic'))[0]?.code).toContain(`Authorization: Basic ${CREDENTIAL_PLACEHOLDERS.basic}`);
  });

  it.each(Object.keys(CHOICES))('%s: a hostile value changes only literals, each holding exactly the value encoded for its place', (id) => {
    const choices = CHOICES[id] as ReaderChoices;
    for (const sample of generated(operation(id))) {
      const where = `${id}, ${sample.id}`;
      const after = onlyLiteralsChanged(where, sample, fill(sample, choices));
      const joined = after.literals.join('\u0000');
      if (id === 'basic') expect({ where, basic: joined.includes(`Basic ${base64(`${HOSTILE}:${HOSTILE}:p`)}`) }).toEqual({ where, basic: true });
      else expect({ where, bearer: joined.includes(`Bearer ${IN_HEADER}`) }).toEqual({ where, bearer: true });
      if (id === 'keys') {
        expect({ where, header: after.literals.some((l) => l === IN_HEADER || l.endsWith(`: ${IN_HEADER}`)) }).toEqual({ where, header: true });
        expect({ where, query: joined.includes(`api_key=${strictEncode(HOSTILE)}`) }).toEqual({ where, query: true });
        expect({ where, cookie: joined.includes(strictEncode(HOSTILE)) || fill(sample, choices).includes(`session=${strictEncode(HOSTILE)}`) }).toEqual({
          where,
          cookie: true,
        });
        // The body's text that looks like a placeholder is the document's example: never changed.
        expect({ where, body: joined.includes('Bearer <token>') || fill(sample, choices).includes('Bearer <token>') }).toEqual({ where, body: true });
      }
    }
  });

  it('masked, the samples show the mask where each value goes, never the value', () => {
    for (const sample of generated(operation('keys'))) {
      const masked = fill(sample, { ...CHOICES.keys, masked: true });
      expect({ id: sample.id, leaked: masked.includes('touch pwned') || masked.includes(strictEncode(HOSTILE)) }).toEqual({ id: sample.id, leaked: false });
      expect(masked).toContain(MASK_IN_QUERY);
      expect(tokens(sample.id, masked).literals.join('\u0000')).toContain(`Bearer ${MASK}`);
    }
  });
});

describe('the other security alternative’s samples hold its credential by position too (issue 43)', () => {
  it('OpenID Connect, the second alternative of oauth: a hostile token changes only literals, in every language', () => {
    const op = operation('oauth');
    expect(op.requestChoices?.security).toEqual(['oauth', 'oidc']);
    const pair = op.choiceSamples?.find((choice) => choice.security === 1 && choice.body === 0);
    if (!pair) throw new Error('no samples for the second alternative');
    const samples = choiceSamples(generated(op), pair);
    expect(samples.map((sample) => sample.id)).toEqual(SAMPLE_LANGUAGES.map((language) => language.id));
    for (const sample of samples) {
      const where = `oidc, ${sample.id}`;
      expect({ where, placeholder: fill(sample, { credentials: {} }) === sample.code }).toEqual({ where, placeholder: true });
      const after = onlyLiteralsChanged(where, sample, fill(sample, { credentials: { oidc: { token: HOSTILE } } }));
      expect({ where, bearer: after.literals.join('\u0000').includes(`Bearer ${IN_HEADER}`) }).toEqual({ where, bearer: true });
    }
  });
});

describe('a parameter’s chosen example placed by position, as data, in every language (issue 43)', () => {
  const PARAMETERS: ReaderChoices = { parameters: { 'query:q': HOSTILE, 'header:X-Q': HOSTILE, 'cookie:c': HOSTILE } };
  it('the operation offers each parameter’s named examples; by default the samples hold the first', () => {
    expect(operation('params').requestChoices?.parameters).toEqual([
      {
        key: 'query:q',
        name: 'q',
        in: 'query',
        options: [
          { name: 'plain', label: 'plain', value: 'boiler' },
          { name: 'other', label: 'Other', value: 'pump' },
        ],
      },
      {
        key: 'header:X-Q',
        name: 'X-Q',
        in: 'header',
        options: [
          { name: 'plain', label: 'plain', value: 'one' },
          { name: 'other', label: 'other', value: 'two' },
        ],
      },
      {
        key: 'cookie:c',
        name: 'c',
        in: 'cookie',
        options: [
          { name: 'plain', label: 'plain', value: '1' },
          { name: 'other', label: 'other', value: '2' },
        ],
      },
    ]);
    for (const sample of generated(operation('params'))) {
      expect({ id: sample.id, same: fill(sample, { parameters: { 'query:q': 'boiler', 'header:X-Q': 'one', 'cookie:c': '1' } }) === sample.code }).toEqual({
        id: sample.id,
        same: true,
      });
      expect({ id: sample.id, other: fill(sample, { parameters: { 'query:q': 'pump', 'header:X-Q': 'two', 'cookie:c': '2' } }).includes('q=pump') }).toEqual({
        id: sample.id,
        other: true,
      });
    }
    expect(() => fill(generated(operation('params'))[0] as CodeSample, {})).toThrow(/no value for the parameter query:q/);
  });

  it('a hostile value changes only literals, each holding the value encoded for its place', () => {
    for (const sample of generated(operation('params'))) {
      const where = `params, ${sample.id}`;
      const filled = fill(sample, PARAMETERS);
      const after = onlyLiteralsChanged(where, sample, filled);
      const joined = after.literals.join('\u0000');
      expect({ where, query: joined.includes(`q=${strictEncode(HOSTILE)}`) }).toEqual({ where, query: true });
      expect({ where, header: after.literals.some((l) => l === IN_HEADER || l.endsWith(`: ${IN_HEADER}`)) }).toEqual({ where, header: true });
      expect({ where, cookie: joined.includes(strictEncode(HOSTILE)) || filled.includes(`c=${strictEncode(HOSTILE)}`) }).toEqual({ where, cookie: true });
    }
  });
});

describe('a path parameter’s chosen example stays one segment of the URL’s path, in every language (issue 43)', () => {
  /** Quotes, `$()`, backticks, a line break, U+2028, and what would leave a segment: '/../', '?x=', '#'. */
  const PATH_HOSTILE = `${HOSTILE} /../admin?x=1#top`;
  const CHOSEN: ReaderChoices = { parameters: { 'path:thing': PATH_HOSTILE } };
  /** The URL a sample sends, from its literals (raw HTTP's tokenizer gives it as one). */
  const urlOf = (literals: readonly string[]): URL => {
    const url = literals.find((literal) => literal.startsWith('https://api.example.com/'));
    if (!url) throw new Error(`no URL in ${JSON.stringify(literals)}`);
    return new URL(url);
  };

  it('the operation offers the named examples; by default the samples hold the first', () => {
    expect(operation('pathParams').requestChoices?.parameters).toEqual([
      {
        key: 'path:thing',
        name: 'thing',
        in: 'path',
        options: [
          { name: 'gear', label: 'gear', value: 'gear' },
          { name: 'wheel', label: 'wheel', value: 'wheel' },
        ],
      },
    ]);
    const samples = generated(operation('pathParams'));
    expect(samples.map((sample) => sample.id)).toEqual(SAMPLE_LANGUAGES.map((language) => language.id));
    for (const sample of samples) {
      expect({ id: sample.id, same: fill(sample, { parameters: { 'path:thing': 'gear' } }) === sample.code }).toEqual({ id: sample.id, same: true });
      expect({ id: sample.id, path: urlOf(tokens(sample.id, fill(sample, { parameters: { 'path:thing': 'wheel' } })).literals).pathname }).toEqual({
        id: sample.id,
        path: '/v1/things/wheel/parts',
      });
    }
  });

  it('a hostile value changes only the URL’s literal, percent-encoded inside its one segment', () => {
    for (const sample of generated(operation('pathParams'))) {
      const where = `pathParams, ${sample.id}`;
      const after = onlyLiteralsChanged(where, sample, fill(sample, CHOSEN));
      const url = urlOf(after.literals);
      // Nothing of the value left its segment: the same path, query and no fragment, the segment the value encoded.
      expect({ where, path: url.pathname.split('/'), search: url.search, hash: url.hash }).toEqual({
        where,
        path: ['', 'v1', 'things', strictEncode(PATH_HOSTILE), 'parts'],
        search: '?view=full',
        hash: '',
      });
      expect({ where, value: decodeURIComponent(url.pathname.split('/')[3] ?? '') }).toEqual({ where, value: PATH_HOSTILE });
    }
  });

  it('bash passes curl the URL with the value in its segment, and runs none of it', () => {
    const dir = tempFolder('hostile-path-');
    const sample = generated(operation('pathParams')).find((entry) => entry.id === 'curl') as CodeSample;
    const result = spawnSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${fill(sample, CHOSEN)}`], { encoding: 'utf8', cwd: dir });
    const made = readdirSync(dir);
    removeTree(dir);
    expect({ stderr: result.stderr, status: result.status, made }).toEqual({ stderr: '', status: 0, made: [] });
    const args = result.stdout.split('\0');
    const url = new URL(args[args.indexOf('--url') + 1] ?? '');
    expect([url.pathname, url.search, url.hash]).toEqual([`/v1/things/${strictEncode(PATH_HOSTILE)}/parts`, '?view=full', '']);
  });
});

describe('samples with hostile credentials parse, and run with stand-in clients send exactly the values', () => {
  const dir = tempFolder('hostile-credentials-');
  const runDir = path.join(dir, 'run');
  mkdirSync(runDir);
  afterAll(() => removeTree(dir));
  afterEach(() => expect(readdirSync(runDir).filter((name) => name.startsWith('pwned'))).toEqual([]));
  const code = (id: string, language: string): string => {
    const sample = generated(operation(id)).find((entry) => entry.id === language);
    if (!sample) throw new Error(`no ${language}`);
    return fill(sample, CHOICES[id] as ReaderChoices);
  };
  const run = (command: string, args: string[]): string => {
    const result = spawnSync(command, args, { cwd: runDir, encoding: 'utf8' });
    expect({ args, stderr: result.stderr, status: result.status }).toEqual({ args, stderr: '', status: 0 });
    return result.stdout;
  };

  it('curl: bash passes the header, the query and the cookie exactly', () => {
    const args = run('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code('keys', 'curl')}`]).split('\0');
    const after = (option: string): string[] => args.flatMap((arg, index) => (arg === option ? [args[index + 1] ?? ''] : []));
    expect(after('--header')).toEqual(expect.arrayContaining([`Authorization: Bearer ${IN_HEADER}`, `X-Api-Key: ${IN_HEADER}`]));
    expect(new URL(after('--url')[0] ?? '').searchParams.get('api_key')).toBe(HOSTILE);
    expect(args.join('\u0000')).toContain(`session=${strictEncode(HOSTILE)}`);
    const basic = run('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code('basic', 'curl')}`]).split('\0');
    expect(basic).toContain(`Authorization: Basic ${base64(`${HOSTILE}:${HOSTILE}:p`)}`);
  });

  it.each(['javascript-fetch', 'node-axios'])('%s: node sends the header and the query exactly', (language) => {
    const stub =
      language === 'node-axios'
        ? 'const axios = { request: async (o) => { process.stdout.write(JSON.stringify({ url: o.url, headers: o.headers })); return { data: null }; } };'
        : 'globalThis.fetch = async (url, o) => { process.stdout.write(JSON.stringify({ url, headers: o.headers })); return { json: async () => null }; };';
    const file = path.join(dir, `${language}.mjs`);
    writeFileSync(file, `${stub}\nconsole.log = () => {};\n${code('keys', language).replace(/^import axios from 'axios';$/m, '')}\n`);
    const sent = JSON.parse(run(process.execPath, [file])) as SentRequest;
    expect(sent.headers?.Authorization).toBe(`Bearer ${IN_HEADER}`);
    expect(sent.headers?.['X-Api-Key']).toBe(IN_HEADER);
    expect(new URL(sent.url).searchParams.get('api_key')).toBe(HOSTILE);
  });

  it('python: the stand-in requests module gets the header and the query exactly', () => {
    const stubDir = pythonRequestsStub(dir);
    const result = spawnSync('python3', ['-c', `import builtins\nbuiltins.print = lambda *a, **k: None\n${code('keys', 'python-requests')}`], {
      cwd: runDir,
      encoding: 'utf8',
      env: { ...process.env, PYTHONPATH: stubDir },
    });
    expect(result.stderr).toBe('');
    const sent = JSON.parse(result.stdout) as SentRequest;
    expect(sent.headers?.Authorization).toBe(`Bearer ${IN_HEADER}`);
    expect(new URL(sent.url).searchParams.get('api_key')).toBe(HOSTILE);
  });

  const php = spawnSync('php', ['--version']).status === 0;
  (php ? it : it.skip)('php -l, and php with a stand-in Guzzle client sends the header exactly', () => {
    const stub = guzzleStub(dir);
    const file = path.join(dir, 'keys.php');
    writeFileSync(file, code('keys', 'php-guzzle'));
    expect(run('php', ['-l', file]).trim()).toBe(`No syntax errors detected in ${file}`);
    const result = spawnSync('php', ['-d', `auto_prepend_file=${stub}`, file], { cwd: runDir, encoding: 'utf8' });
    const sent = JSON.parse(result.stderr) as SentRequest;
    expect(sent.headers?.Authorization).toBe(`Bearer ${IN_HEADER}`);
    expect(new URL(sent.url).searchParams.get('api_key')).toBe(HOSTILE);
  });
});
