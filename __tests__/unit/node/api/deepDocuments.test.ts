/**
 * @jest-environment node
 *
 * Deep documents (issue 42, point 5; docs/decisions/0023-threat-model.md): a schema nested 20,000
 * levels, an example nested 100,000 levels and a history whose schemas fan out ten times on each of
 * five levels each end in an error naming the file (and the place or the settings), never in a bare
 * `RangeError: Maximum call stack size exceeded`, and quickly.
 */
import path from 'node:path';
import { loadApi } from '../../../../src/node/api/loadApis';
import { ApiDocumentError } from '../../../../src/openapi/errors';
import { parseApiDocument } from '../../../../src/node/api/loadDocument';
import { MAX_DOCUMENT_DEPTH, placeTooDeep } from '../../../../src/node/api/documentPolicy';
import { ApiDiffLimitError, diffApiDocuments, MAX_RAW_DIFFS } from '../../../../src/node/api/apiDiff';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';

const nest = (levels: number, open: string, leaf: string, close: string): string => open.repeat(levels) + leaf + close.repeat(levels);
const jsonDocument = (schemas: string, version = '1'): string =>
  `{"openapi":"3.1.0","info":{"title":"Deep","version":"${version}"},"paths":{},"components":{"schemas":${schemas}}}`;
const yamlDocument = (schemas: string): string => `openapi: 3.1.0\ninfo: {title: Deep, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n${schemas}\n`;
const DEEP_SCHEMA = nest(20_000, '{"type":"object","properties":{"a":', '{"type":"string"}', '}}');
const DEEP_EXAMPLE = nest(100_000, '[', '1', ']');

let dir: string;
beforeEach(() => {
  dir = tempFolder('fms-deep-');
});
afterEach(() => removeTree(dir));

async function loadError(file: string, history: string[] = []): Promise<ApiDocumentError> {
  try {
    await loadApi({ id: 'deep', label: 'Deep', file, history: history.map((entry) => ({ file: entry })) }, dir, undefined, 2);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiDocumentError);
    return error as ApiDocumentError;
  }
  throw new Error('expected an ApiDocumentError');
}

describe('documents nested deeper than the build can walk', () => {
  it('a schema nested 20,000 levels deep is refused naming the file and the place, not with a RangeError', async () => {
    writeTree({ 'schema.json': jsonDocument(`{"Deep":${DEEP_SCHEMA}}`) }, dir);
    const error = await loadError('schema.json');
    expect(error.file).toBe(path.join(dir, 'schema.json'));
    expect(error.pointer).toMatch(/^#\/components\/schemas\/Deep\/properties\/a\/properties\/a\/.*\/… \(\d+ levels more\)$/);
    expect(error.reason).toMatch(
      new RegExp(`^the file nests objects and arrays more than ${MAX_DOCUMENT_DEPTH} levels deep here, the limit of the site \\(MAX_DOCUMENT_DEPTH`),
    );
  });

  it('an example nested 100,000 levels deep is refused the same way, in a file a $ref reaches too', async () => {
    writeTree(
      {
        'example.json': jsonDocument(`{"S":{"type":"array","example":${DEEP_EXAMPLE}}}`),
        'split.json': jsonDocument('{"S":{"$ref":"./schemas/s.json"}}'),
        'schemas/s.json': `{"type":"array","example":${DEEP_EXAMPLE}}`,
      },
      dir,
    );
    const error = await loadError('example.json');
    expect(error.pointer).toMatch(/^#\/components\/schemas\/S\/example\/0\/0\/0\//);
    expect(error.message).toContain(`example.json at #/components/schemas/S/example/0`);
    const split = await loadError('split.json');
    expect(split.file).toBe(path.join(dir, 'schemas/s.json'));
    expect(split.pointer).toMatch(/^#\/example\/0\/0\//);
  });

  it('in YAML the parser stops first, with an error naming the file', async () => {
    writeTree(
      {
        'schema.yaml': yamlDocument(`    Deep: ${nest(20_000, '{type: object, properties: {a: ', '{type: string}', '}}')}`),
        'example.yaml': yamlDocument(`    S: {type: array, example: ${DEEP_EXAMPLE}}`),
      },
      dir,
    );
    for (const file of ['schema.yaml', 'example.yaml']) {
      const error = await loadError(file);
      expect(error.file).toBe(path.join(dir, file));
      // Named as what it is, not as the parser's bare RangeError.
      expect(error.reason).toMatch(/nests .* too deep|more than \d+ levels deep/);
      expect(error.message).not.toContain('Maximum call stack');
    }
  });

  it('a document nested to the limit loads, its YAML download included; files within it can still be refused once put together', async () => {
    // components → schemas → At (3 levels), then 2 per property: the leaf's object is level MAX_DOCUMENT_DEPTH.
    const properties = (MAX_DOCUMENT_DEPTH - 4) / 2;
    const atLimit = nest(properties, '{type: object, properties: {a: ', '{type: string}', '}}');
    writeTree({ 'limit.yaml': yamlDocument(`    At: ${atLimit}`) }, dir);
    const loaded = await loadApi({ id: 'limit', label: 'Limit', file: 'limit.yaml' }, dir);
    expect(loaded.download).toContain('At:');
    writeTree(
      {
        'over.yaml': yamlDocument(`    At: ${nest(properties - 1, '{type: object, properties: {a: ', '{$ref: "./leaf.yaml"}', '}}')}`),
        'leaf.yaml': `${nest(3, '{type: object, properties: {a: ', '{type: string}', '}}')}\n`,
      },
      dir,
    );
    const error = await loadError('over.yaml');
    expect(error.file).toBe(path.join(dir, 'over.yaml'));
    expect(error.reason).toMatch(/^the document, its files put together, nests objects and arrays more than/);
  });

  it('a document given as text is checked too', async () => {
    await expect(parseApiDocument(jsonDocument(`{"Deep":${DEEP_SCHEMA}}`), 'inline.json')).rejects.toThrow(
      /^Invalid OpenAPI document inline\.json at #\/components\/schemas\/Deep\/properties\/a\/.*more than 256 levels deep/,
    );
  });

  it('placeTooDeep walks 100,000 levels with its own stack and counts containers only', () => {
    let value: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(placeTooDeep(value)?.length).toBe(MAX_DOCUMENT_DEPTH);
    expect(placeTooDeep({ a: { b: [1, 'x'] } }, 3)).toBeUndefined();
    expect(placeTooDeep({ a: { b: [1, ['x']] } }, 3)).toEqual(['a', 'b', 1]);
  });
});

describe('a history whose schemas fan out', () => {
  /** 2.6 KB: each schema refers ten times to the level below, `levels` deep; the leaf's type is `leaf`. */
  function fanned(levels: number, version: string, leaf: string): string {
    const schemas: Record<string, unknown> = { L0: { type: leaf } };
    for (let level = 1; level <= levels; level += 1) {
      schemas[`L${level}`] = {
        type: 'object',
        properties: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`p${index}`, { $ref: `#/components/schemas/L${level - 1}` }])),
      };
    }
    const response = { description: 'ok', content: { 'application/json': { schema: { $ref: `#/components/schemas/L${levels}` } } } };
    return JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Fan', version },
      paths: { '/x': { get: { responses: { '200': response } } } },
      components: { schemas },
    });
  }

  it('five levels of ten references each, one leaf changed: the build stops naming the API, both files and their settings', async () => {
    writeTree({ 'history/1.0.json': fanned(5, '1.0', 'string'), 'current.json': fanned(5, '1.1', 'integer') }, dir);
    expect(fanned(5, '1.0', 'string').length).toBeLessThan(2700);
    const error = await loadError('current.json', ['history/1.0.json']);
    expect(error.file).toBe('current.json');
    expect(error.reason).toBe(
      `the changelog of deep could not compare history/1.0.json (api.specs[2].history[0].file, version 1.0) with current.json (api.specs[2].file, version 1.1): the comparison found more than ${MAX_RAW_DIFFS} differences (MAX_RAW_DIFFS in src/node/api/apiDiff.ts), which happens when schemas refer to one another many times over, each reference compared as an inlined copy`,
    );
  });

  it('the diff itself stops with an ApiDiffLimitError carrying both versions', () => {
    let thrown: unknown;
    try {
      diffApiDocuments(JSON.parse(fanned(5, '2.0', 'string')), JSON.parse(fanned(5, '2.1', 'integer')));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiDiffLimitError);
    expect(thrown).toMatchObject({ before: '2.0', after: '2.1' });
  });

  it('the same fan-out with nothing changed compares as before: no change', () => {
    expect(diffApiDocuments(JSON.parse(fanned(8, '1.0', 'string')), JSON.parse(fanned(8, '1.1', 'string')))).toEqual([]);
  });
});
