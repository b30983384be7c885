/** @jest-environment node */
import path from 'node:path';
import { ApiDocumentError } from '../../../../src/openapi/errors';
import { bundleApiDocument, displayPath } from '../../../../src/node/api/bundleDocument';
import { loadApiDocumentFiles } from '../../../../src/node/api/loadDocument';
import { documentPolicy } from '../../../../src/node/api/documentPolicy';
import { resolvePointer } from '../../../../src/openapi/json';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';

const SPLIT = path.resolve(__dirname, '../../../fixtures/openapi/split');

let dir: string;
beforeEach(() => {
  dir = tempFolder('fms-bundle-');
});
afterEach(() => removeTree(dir));

/** The temporary folder is the documents' folder of these cases (the project's is the default). */
const inTemp = () => documentPolicy({}, dir);

function write(files: Record<string, string>): void {
  writeTree(files, dir);
}

async function bundleError(root: string): Promise<ApiDocumentError> {
  try {
    await bundleApiDocument(path.join(dir, root), undefined, inTemp());
  } catch (error) {
    expect(error).toBeInstanceOf(ApiDocumentError);
    return error as ApiDocumentError;
  }
  throw new Error('expected an ApiDocumentError');
}

const ROOT = 'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n';

describe('bundleApiDocument', () => {
  it('bundles a document split over nested relative files, with a circular reference across files, into one', async () => {
    const { document, files, format } = await bundleApiDocument(path.join(SPLIT, 'api/openapi.yaml'));
    expect(format).toBe('yaml');
    expect(files.map((file) => path.relative(SPLIT, file)).sort()).toEqual(
      ['api/openapi.yaml', 'api/paths/assets.yaml', 'api/paths/zone.yaml', 'api/schemas/asset.yaml', 'api/schemas/zone.yaml', 'common.json'].sort(),
    );
    // Only local references are left, and each points to something.
    const refs: string[] = [];
    JSON.stringify(document, (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      return value;
    });
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith('#')).toBe(true);
      expect(resolvePointer(document, ref)).toBeDefined();
    }
    expect(resolvePointer(document, '#/paths/~1assets/get/operationId')).toBe('listAssets');
    expect(resolvePointer(document, '#/components/schemas/Error/required')).toEqual(['code']);
  });

  it('loads the bundled split document through the validator and keeps its version', async () => {
    const loaded = await loadApiDocumentFiles(path.join(SPLIT, 'api/openapi.yaml'));
    expect(loaded.document.openapi).toBe('3.0.3');
    expect(Object.keys(loaded.document.paths ?? {})).toEqual(['/assets', '/zones/{zoneId}']);
    expect(loaded.files).toHaveLength(6);
  });

  it('refuses a $ref to an http(s) URL without fetching it: file, pointer, URL', async () => {
    write({
      'root.yaml': `${ROOT}    Local:\n      $ref: ./parts/local.yaml\n`,
      'parts/local.yaml': 'type: object\nproperties:\n  remote:\n    $ref: "https://schemas.example.com/remote.json#/Thing"\n',
    });
    const error = await bundleError('root.yaml');
    expect(error.file).toBe(displayPath(path.join(dir, 'parts/local.yaml')));
    expect(error.pointer).toBe('#/properties/remote/$ref');
    expect(error.reason).toContain('https://schemas.example.com/remote.json');
    expect(error.reason).toContain('never fetches');
  });

  it('names the file, pointer and missing path of a $ref to a file that does not exist', async () => {
    write({ 'root.yaml': `${ROOT}    Gone:\n      $ref: ./schemas/gone.yaml\n` });
    const error = await bundleError('root.yaml');
    expect(error.file).toBe(displayPath(path.join(dir, 'root.yaml')));
    expect(error.pointer).toBe('#/components/schemas/Gone/$ref');
    expect(error.reason).toBe(`$ref "./schemas/gone.yaml" points to a file that does not exist: ${displayPath(path.join(dir, 'schemas/gone.yaml'))}`);
    // Development watches that path: creating the file reloads the document (sourceApiNodes).
    expect(error.missingFile).toBe(path.join(dir, 'schemas/gone.yaml'));
  });

  it('refuses a network-path $ref (//host/…) as remote, not as a missing local file', async () => {
    write({ 'root.yaml': `${ROOT}    Far:\n      $ref: //schemas.example.com/far.json\n` });
    const error = await bundleError('root.yaml');
    expect(error.pointer).toBe('#/components/schemas/Far/$ref');
    expect(error.reason).toContain('points to a remote document (//schemas.example.com/far.json)');
    expect(error.missingFile).toBeUndefined();
  });

  it('names the file and pointer of a local $ref inside a referenced file that points to nothing there', async () => {
    write({
      'root.yaml': `${ROOT}    Part:\n      $ref: ./parts/part.yaml\n`,
      'parts/part.yaml': 'type: object\nproperties:\n  self:\n    $ref: "#/definitions/Nope"\n',
    });
    const error = await bundleError('root.yaml');
    expect(error.file).toBe(displayPath(path.join(dir, 'parts/part.yaml')));
    expect(error.pointer).toBe('#/properties/self/$ref');
    expect(error.reason).toBe(`$ref "#/definitions/Nope" points to nothing: ${displayPath(path.join(dir, 'parts/part.yaml'))} has no #/definitions/Nope`);
  });

  it('names a $ref whose fragment points to nothing in an existing file', async () => {
    write({ 'root.yaml': `${ROOT}    E:\n      $ref: common.json#/components/schemas/Nope\n`, 'common.json': '{"components": {"schemas": {}}}' });
    const error = await bundleError('root.yaml');
    expect(error.pointer).toBe('#/components/schemas/E/$ref');
    expect(error.reason).toContain('has no #/components/schemas/Nope');
  });

  it('reports a syntax error in a referenced file with that file, line and column', async () => {
    write({
      'root.json': '{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {"/a": {"$ref": "a.yaml"}}}',
      'a.yaml': 'get:\n  summary: x: y\n',
    });
    const error = await bundleError('root.json');
    expect(error.file).toBe(displayPath(path.join(dir, 'a.yaml')));
    expect(error).toMatchObject({ line: 2, column: 12 });
    expect(error.message).toContain('Malformed YAML');
  });
});

describe('loadApiDocumentFiles and OpenAPI 3.2', () => {
  it('builds a 3.2 document with parent tags, itemSchema and $self', async () => {
    const loaded = await loadApiDocumentFiles(path.resolve(__dirname, '../../../fixtures/openapi/openapi-3.2.yaml'));
    expect(loaded.document.openapi).toBe('3.2.0');
    expect(loaded.bundled.$self).toBe('https://fms.example.com/openapi/zones.yaml');
  });

  it('still validates the rest of a 3.2 document', async () => {
    write({ 'v32.yaml': 'openapi: 3.2.0\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    get:\n      summary: 5\n      responses: {}\n' });
    await expect(loadApiDocumentFiles(path.join(dir, 'v32.yaml'), inTemp())).rejects.toMatchObject({
      pointer: '#/paths/~1a/get/summary',
      reason: 'must be string',
    });
  });

  it('refuses a tag parent that names no tag, and parents in a cycle', async () => {
    const head = 'openapi: 3.2.0\ninfo: {title: T, version: "1"}\npaths: {}\ntags:\n';
    write({ 'a.yaml': `${head}  - {name: a, parent: nowhere}\n`, 'b.yaml': `${head}  - {name: a, parent: b}\n  - {name: b, parent: a}\n` });
    await expect(loadApiDocumentFiles(path.join(dir, 'a.yaml'), inTemp())).rejects.toMatchObject({
      pointer: '#/tags/0/parent',
      reason: 'parent "nowhere" is not the name of a tag in the document\'s tags',
    });
    await expect(loadApiDocumentFiles(path.join(dir, 'b.yaml'), inTemp())).rejects.toMatchObject({
      pointer: '#/tags/0/parent',
      reason: expect.stringContaining('cycle (a → b → a)'),
    });
  });

  it('says to quote a YAML version read as a number', async () => {
    write({ 'v.yaml': 'openapi: 3.1.0\ninfo: {title: T, version: 1.0}\npaths: {}\n' });
    await expect(loadApiDocumentFiles(path.join(dir, 'v.yaml'), inTemp())).rejects.toMatchObject({
      pointer: '#/info/version',
      reason: expect.stringContaining('quote it'),
    });
  });
});
