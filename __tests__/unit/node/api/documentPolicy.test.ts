/**
 * @jest-environment node
 *
 * What an API document may make the build read (docs/decisions/0023-threat-model.md): files inside
 * one folder only, regular files only, within size and reference limits; and work that stays small on
 * small documents (references treated as a graph).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { documentPolicy, jsonSizeUpTo, type DocumentPolicy } from '../../../../src/node/api/documentPolicy';
import { isInside } from '../../../../src/node/pathInside';
import { ApiDocumentError } from '../../../../src/openapi/errors';
import { collectDocumentFiles } from '../../../../src/node/api/bundleDocument';
import { loadApiDocumentFiles } from '../../../../src/node/api/loadDocument';
import { apiSourcePlugins } from '../../../../src/node/api/sourcePlugins';
import { normaliseApi } from '../../../../src/openapi/normalise';
import { MAX_SAMPLE_NODES, sampleFromSchema } from '../../../../src/openapi/samples';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';

let sandbox: string;
/** The site's folder of these cases; `outside` is next to it. */
let site: string;
let outside: string;
let policy: DocumentPolicy;
beforeEach(() => {
  sandbox = tempFolder('fms-policy-');
  site = path.join(sandbox, 'site');
  outside = path.join(sandbox, 'outside');
  fs.mkdirSync(site);
  writeTree({ 'secret.json': '{"secret": "FMS_OUTSIDE_MARKER"}', 'folder/secret.json': '{"secret": "FMS_OUTSIDE_MARKER"}' }, outside);
  policy = documentPolicy({}, site);
});
afterEach(() => removeTree(sandbox));

const ROOT = 'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n';

function documentWithRef(ref: string): string {
  return `${ROOT}    S:\n      $ref: ${JSON.stringify(ref)}\n`;
}

function refusal(file: string, withPolicy: DocumentPolicy = policy): ApiDocumentError {
  try {
    collectDocumentFiles(path.join(site, file), withPolicy);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiDocumentError);
    return error as ApiDocumentError;
  }
  throw new Error('expected an ApiDocumentError');
}

describe('references stay inside the site', () => {
  it.each([
    [
      'a .. path out of the site',
      '../outside/secret.json',
      /^\$ref "\.\.\/outside\/secret\.json" lies outside the site's folder \(.*\), which is the only folder/,
    ],
    ['many ..', '../../../../../../../../proc/self/environ', /^\$ref "[./]+proc\/self\/environ" lies outside the site's folder/],
    ['an absolute path', '/etc/passwd', /^\$ref "\/etc\/passwd" is an absolute path; only relative paths to files inside the site are read$/],
    ['a file: URL', 'file:///etc/hostname', /^\$ref "file:\/\/\/etc\/hostname" is a file: URL; only relative paths/],
    ['a file: URL inside the site', 'file://./x.yaml', /is a file: URL/],
    ['a Windows drive path', 'C:\\Windows\\win.ini', /is an absolute path/],
  ])('refuses %s, naming the referring file, the pointer of the $ref and the target as written', (_, ref, reason) => {
    writeTree({ 'api.yaml': documentWithRef(ref) }, site);
    const error = refusal('api.yaml');
    expect(error.file).toContain('api.yaml');
    expect(error.pointer).toBe('#/components/schemas/S/$ref');
    expect(error.reason).toMatch(reason);
    expect(error.message).not.toContain('FMS_OUTSIDE_MARKER');
  });

  it('refuses a symlinked file and a file in a symlinked folder whose targets lie outside', () => {
    fs.symlinkSync(path.join(outside, 'secret.json'), path.join(site, 'linked.json'));
    fs.symlinkSync(path.join(outside, 'folder'), path.join(site, 'linked-folder'), 'dir');
    writeTree({ 'a.yaml': documentWithRef('./linked.json'), 'b.yaml': documentWithRef('linked-folder/secret.json') }, site);
    for (const file of ['a.yaml', 'b.yaml']) {
      expect(refusal(file).reason).toMatch(/is a symbolic link \(or lies in a linked folder\) whose target lies outside the site's folder/);
    }
  });

  it('refuses a root document outside the site, and one that is a symlink to outside', () => {
    fs.symlinkSync(path.join(outside, 'secret.json'), path.join(site, 'root-link.json'));
    expect(refusal('../outside/secret.json').reason).toMatch(/^the document lies outside the site's folder/);
    expect(refusal('root-link.json').reason).toMatch(/^the document is a symbolic link/);
  });

  it('refuses what cannot be a document: a folder, a FIFO, the machine state under /proc (even with / as the folder)', () => {
    fs.mkdirSync(path.join(site, 'a-folder'));
    execFileSync('mkfifo', [path.join(site, 'pipe.json')]);
    writeTree({ 'dir.yaml': documentWithRef('./a-folder'), 'fifo.yaml': documentWithRef('./pipe.json') }, site);
    expect(refusal('dir.yaml').reason).toMatch(/names a folder, not a document file/);
    // Reading a FIFO would wait forever: it is refused before it is opened.
    expect(refusal('fifo.yaml').reason).toMatch(/names something that is not a regular file/);
    const depth = site.split(path.sep).length;
    writeTree({ 'proc.yaml': documentWithRef(`${'../'.repeat(depth)}proc/self/environ`) }, site);
    expect(refusal('proc.yaml', documentPolicy({ documentsRoot: '/' }, site)).reason).toMatch(
      /names \/proc\/(self|\d+)\/environ, a file of the machine's state, not a document/,
    );
  });

  it("keeps what works: '../common.yaml' between sibling folders, a cycle across files, a symlink that stays inside, a missing file named as missing", () => {
    writeTree(
      {
        'apis/one/api.yaml': `${ROOT}    A:\n      $ref: ../../common.yaml#/A\n    L:\n      $ref: ./link.yaml#/L\n`,
        'common.yaml': 'A:\n  type: object\n  properties:\n    b:\n      $ref: "./apis/two/b.yaml#/B"\n',
        'apis/two/b.yaml': 'B:\n  type: object\n  properties:\n    a:\n      $ref: "../../common.yaml#/A"\n',
        'real.yaml': 'L: {type: string}\n',
      },
      site,
    );
    fs.symlinkSync(path.join(site, 'real.yaml'), path.join(site, 'apis/one/link.yaml'));
    const { values } = collectDocumentFiles(path.join(site, 'apis/one/api.yaml'), policy);
    expect([...values.keys()].map((file) => path.relative(fs.realpathSync(site), file)).sort()).toEqual([
      'apis/one/api.yaml',
      'apis/two/b.yaml',
      'common.yaml',
      'real.yaml',
    ]);
    writeTree({ 'missing.yaml': documentWithRef('./later.yaml') }, site);
    expect(refusal('missing.yaml')).toMatchObject({ missingFile: path.join(fs.realpathSync(site), 'later.yaml') });
  });

  it('makes development watch only folders inside the site', () => {
    fs.symlinkSync(path.join(outside, 'folder'), path.join(site, 'linked-folder'), 'dir');
    writeTree({ 'docs/api.yaml': documentWithRef('../linked-folder/secret.json') }, site);
    const folders = apiSourcePlugins([{ id: 'a', label: 'A', file: 'docs/api.yaml' }], site, policy).map((plugin) => plugin.options.path);
    expect(folders).toEqual([path.join(site, 'docs')]);
    expect(apiSourcePlugins([{ id: 'a', label: 'A', file: '../outside/secret.json' }], site, policy)).toEqual([]);
  });

  it('isInside: the folder itself and below, never a sibling that shares a prefix', () => {
    expect(isInside('/a/site', '/a/site')).toBe(true);
    expect(isInside('/a/site', '/a/site/x/y.json')).toBe(true);
    expect(isInside('/a/site', '/a/site-other/x.json')).toBe(false);
    expect(isInside('/a/site', '/a/..x')).toBe(false);
  });
});

describe('bounded work', () => {
  it('refuses a file over api.limits.maxFileBytes, naming the limit and its value', () => {
    writeTree({ 'api.yaml': documentWithRef('./big.json'), 'big.json': JSON.stringify({ pad: 'x'.repeat(2000) }) }, site);
    const error = refusal('api.yaml', documentPolicy({ limits: { maxFileBytes: 1024 } }, site));
    expect(error.reason).toMatch(
      /^\$ref "\.\/big\.json" names a file of 2 KiB \(\d+ bytes\), over the limit of 1 KiB \(1024 bytes\) per file \(api\.limits\.maxFileBytes\)$/,
    );
  });

  it('refuses a YAML document whose aliases expand one 4 MB string a thousand times (api.limits.maxDocumentBytes), without expanding it', () => {
    const big = 'x'.repeat(4 * 2 ** 20);
    const lines = [ROOT.trimEnd(), `    S0:\n      description: &a "${big}"`];
    for (let index = 1; index < 1000; index += 1) lines.push(`    S${index}: {description: *a}`);
    writeTree({ 'alias.yaml': `${lines.join('\n')}\n` }, site);
    const error = refusal('alias.yaml');
    expect(error.reason).toBe(
      'the document is over the limit of 64 MiB (67108864 bytes) once parsed, YAML aliases expanded and its files put together (api.limits.maxDocumentBytes)',
    );
  });

  it('counts the size as JSON would print it, and stops counting past the limit', () => {
    const value = { a: 'bc', d: [1, true, null], e: { f: 'g' } };
    const printed = JSON.stringify(value).length;
    expect(jsonSizeUpTo(value, 1000)).toBeGreaterThanOrEqual(printed);
    expect(jsonSizeUpTo(value, 1000)).toBeLessThanOrEqual(printed + 8);
    // A thousand uses of one 1000-character string (as YAML aliases make them): counting stops just past the limit.
    const shared = 'y'.repeat(1000);
    const counted = jsonSizeUpTo(
      Array.from({ length: 1000 }, () => shared),
      10_000,
    );
    expect(counted).toBeGreaterThan(10_000);
    expect(counted).toBeLessThan(10_000 + 1000 + 2 * 1002);
  });

  it('refuses more $refs than api.limits.maxReferences', () => {
    const schemas = Array.from({ length: 30 }, (_, index) => `    S${index}:\n      $ref: "#/components/schemas/T"`).join('\n');
    writeTree({ 'refs.yaml': `${ROOT}    T: {type: string}\n${schemas}\n` }, site);
    expect(refusal('refs.yaml', documentPolicy({ limits: { maxReferences: 20 } }, site)).reason).toBe(
      'the document has more than 20 $refs in its files, the limit (api.limits.maxReferences)',
    );
  });

  it('loads, validates and renders 2 KB of schemas nested 8 levels deep, each level referring to the one below 10 times (10^8 paths), with a bounded example', async () => {
    const schemas: Record<string, unknown> = { L0: { type: 'string' } };
    for (let level = 1; level <= 8; level += 1) {
      schemas[`L${level}`] = {
        type: 'object',
        properties: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`p${index}`, { $ref: `#/components/schemas/L${level - 1}` }])),
      };
    }
    const document = {
      openapi: '3.1.0',
      info: { title: 'Nested', version: '1' },
      paths: {
        '/x': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/L8' } } } } } } },
      },
      components: { schemas },
    };
    writeTree({ 'nested.json': JSON.stringify(document) }, site);
    const loaded = await loadApiDocumentFiles(path.join(site, 'nested.json'), policy);
    const api = normaliseApi(loaded.document, { id: 'nested', file: '/nested.json' });
    expect(api.operations).toHaveLength(1);
    const example = sampleFromSchema({ $ref: '#/components/schemas/L8' }, loaded.document, 'response');
    let parts = 0;
    const count = (value: unknown): void => {
      parts += 1;
      if (value && typeof value === 'object') Object.values(value).forEach(count);
    };
    count(example);
    expect(parts).toBeGreaterThan(10);
    expect(parts).toBeLessThanOrEqual(MAX_SAMPLE_NODES);
  });
});
