/** @jest-environment node */
import { ApiDocumentError } from '../../../src/openapi/errors';
import { detectFormat, firstJsonErrorOffset, parseDocumentText } from '../../../src/openapi/parse';

function parseError(text: string, file = 'api/doc.yaml'): ApiDocumentError {
  try {
    parseDocumentText(text, file);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiDocumentError);
    return error as ApiDocumentError;
  }
  throw new Error('expected an ApiDocumentError');
}

describe('parseDocumentText', () => {
  it('chooses the format by content, not by extension', () => {
    expect(parseDocumentText('openapi: 3.1.0\ninfo: {title: T, version: "1"}\n', 'doc.json')).toEqual({
      value: { openapi: '3.1.0', info: { title: 'T', version: '1' } },
      format: 'yaml',
    });
    expect(parseDocumentText('\ufeff  {"openapi": "3.1.0"}', 'doc.yaml')).toEqual({ value: { openapi: '3.1.0' }, format: 'json' });
    expect(detectFormat('\n\n[1]')).toBe('json');
    expect(detectFormat('# comment\n{a: 1}')).toBe('yaml');
  });

  it('reads YAML status codes as string keys, and aliases', () => {
    const { value } = parseDocumentText('responses:\n  200: &ok\n    description: OK\n  201: *ok\n', 'x.yaml');
    expect(value).toEqual({ responses: { '200': { description: 'OK' }, '201': { description: 'OK' } } });
  });

  it('names the line and column of a YAML syntax error, and the reason', () => {
    const error = parseError('openapi: 3.1.0\ninfo:\n  title: Assets: v1\n  version: "1"\npaths: {}\n');
    expect(error.line).toBe(3);
    expect(error.column).toBe(10);
    expect(error.reason).toBe('Nested mappings are not allowed in compact mappings');
    expect(error.message).toMatch(/^Malformed YAML in OpenAPI document api\/doc\.yaml at line 3, column 10: /);
  });

  it('refuses a repeated YAML key (it would hide an operation) with its place', () => {
    const error = parseError('paths:\n  /a:\n    get: {}\n  /a:\n    post: {}\n');
    expect(error.line).toBe(4);
    expect(error.column).toBe(3);
    expect(error.reason).toMatch(/unique/i);
  });

  it('names the line and column of a JSON syntax error, for every kind V8 reports', () => {
    // V8 gives a position for this one...
    expect(parseError('{\n  "a": 1\n  "b": 2\n}', 'a.json')).toMatchObject({ line: 3, column: 3, reason: "Expected ',' or '}' after property value" });
    // ...and none for an unexpected token: it used to be reported at the end of the file.
    const token = parseError('{\n  "openapi": "3.1.0",\n  "info": tru\n}\n', 'a.json');
    // The reason stays on one line: the line break the parser quotes is written as an escape.
    expect(token).toMatchObject({ line: 3, column: 14, reason: "Unexpected token '\\n'" });
    expect(token.message).not.toContain('\n');
    expect(token.message).toContain('Malformed JSON in OpenAPI document a.json at line 3, column 14');
    expect(parseError('{"a": 1,}', 'a.json')).toMatchObject({ line: 1, column: 9 });
    expect(parseError('{\n"a": [1,\n 2\n', 'a.json')).toMatchObject({ line: 4, column: 1 });
  });

  it('falls back to YAML for JSON-looking text in a .yaml file or one with another extension, never in a .json file', () => {
    expect(parseDocumentText('{openapi: 3.1.0, info: {title: T}}', 'flow.yaml')).toEqual({ value: { openapi: '3.1.0', info: { title: 'T' } }, format: 'yaml' });
    expect(parseDocumentText('{openapi: 3.1.0, info: {title: T}}', 'api.openapi')).toEqual({
      value: { openapi: '3.1.0', info: { title: 'T' } },
      format: 'yaml',
    });
    expect(parseError('{openapi: 3.1.0}', 'api.json')).toMatchObject({ line: 1, column: 2 });
  });
});

describe('firstJsonErrorOffset', () => {
  it('finds the first character that is not JSON', () => {
    expect(firstJsonErrorOffset('{"a": [1, 2, x]}')).toBe(13);
    expect(firstJsonErrorOffset('{"a": "b\\q"}')).toBe(9);
    expect(firstJsonErrorOffset('{"a": 1} x')).toBe(9);
    expect(firstJsonErrorOffset('{"a": 01}')).toBe(7);
  });
});
