/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  API_DOWNLOADS_DIR,
  apiDownloadMiddleware,
  clearApiDownloads,
  compactJson,
  compactStaticJson,
  publishApiDownloads,
  publishedDocumentText,
  writeApiDownload,
  writeFullExample,
} from '../../../../src/node/api/downloads';
import { loadApiDocumentFiles } from '../../../../src/node/api/loadDocument';
import { removeTree, tempFolder } from '../../../support/tempFolder';

const SPLIT_ROOT = path.resolve(__dirname, '../../../fixtures/openapi/split/api/openapi.yaml');

describe('published API documents', () => {
  it('publishes a split document as one YAML file that parses back to the bundled document', async () => {
    const { bundled, format, files } = await loadApiDocumentFiles(SPLIT_ROOT);
    const text = publishedDocumentText(bundled, format, files);
    expect(text).not.toContain('&a'); // no YAML anchors: each object is written out
    expect(parse(text)).toEqual(bundled);
  });

  it('publishes a one-file YAML document byte for byte', async () => {
    const file = path.resolve(__dirname, '../../../fixtures/openapi/yaml-3.1.yaml');
    const { bundled, format, files } = await loadApiDocumentFiles(file);
    expect(publishedDocumentText(bundled, format, files)).toBe(fs.readFileSync(file, 'utf8'));
  });

  it.each(['static/Portal-v1.json', 'static/AC-v1.json', '__tests__/fixtures/openapi/tag-groups.json'])(
    'publishes the one-file JSON document %s without its whitespace: the same value in fewer bytes',
    async (relative) => {
      const file = path.resolve(__dirname, '../../../..', relative);
      const written = fs.readFileSync(file, 'utf8');
      const { bundled, format, files } = await loadApiDocumentFiles(file);
      const text = publishedDocumentText(bundled, format, files);
      expect(JSON.parse(text)).toEqual(JSON.parse(written));
      expect(text).toBe(JSON.stringify(JSON.parse(written))); // no whitespace left between tokens
      expect(text.length).toBeLessThan(written.length);
    },
  );

  it('compacts JSON by whitespace only: strings, escapes and numbers stay as written, a byte-order mark goes', () => {
    const written = '\uFEFF{\n  "a b": "x \\" , y\\\\",\r\n\t"n": [1.0, 1e3, -0.50, 12345678901234567890],\n  "s": "\\n \\t"\n}\n';
    const text = compactJson(written);
    expect(text).toBe('{"a b":"x \\" , y\\\\","n":[1.0,1e3,-0.50,12345678901234567890],"s":"\\n \\t"}');
    expect(JSON.parse(text)).toEqual(JSON.parse(written.slice(1)));
  });

  it('publishes a bundled JSON document compact', () => {
    const bundled = { openapi: '3.1.0', info: { title: 'A b', version: '1' }, paths: {} };
    expect(publishedDocumentText(bundled, 'json', ['root.json', 'part.json'])).toBe(JSON.stringify(bundled));
  });

  it("publishes static/'s JSON files compact (a document no API names too); invalid JSON and other files as written", () => {
    const root = tempFolder('fms-static-json-');
    try {
      const portal = fs.readFileSync(path.resolve(__dirname, '../../../../static/Portal-v1.json'), 'utf8');
      const files: Record<string, string> = {
        'Portal-v1.json': portal,
        'data/nested.JSON': '{\n  "a": [1.0, "x y"]\n}\n',
        'broken.json': '{\n  "a": 1,\n}\n',
        'notes.txt': '{\n  "a": 1\n}\n',
        'compact.json': '{"a":1}',
      };
      for (const [name, text] of Object.entries(files)) {
        for (const dir of ['static', 'public']) {
          fs.mkdirSync(path.dirname(path.join(root, dir, name)), { recursive: true });
          fs.writeFileSync(path.join(root, dir, name), text);
        }
      }
      fs.mkdirSync(path.join(root, 'static/only-in-static'), { recursive: true });
      fs.writeFileSync(path.join(root, 'static/only-in-static/x.json'), '{ "a": 1 }');
      expect(compactStaticJson(root).sort()).toEqual(['Portal-v1.json', path.join('data', 'nested.JSON')]);
      const published = (name: string): string => fs.readFileSync(path.join(root, 'public', name), 'utf8');
      expect(published('Portal-v1.json')).toBe(compactJson(portal));
      expect(JSON.parse(published('Portal-v1.json'))).toEqual(JSON.parse(portal));
      expect(published('Portal-v1.json').length).toBeLessThan(portal.length * 0.6);
      expect(published('data/nested.JSON')).toBe('{"a":[1.0,"x y"]}');
      for (const name of ['broken.json', 'notes.txt', 'compact.json']) expect(published(name)).toBe(files[name]);
      expect(fs.existsSync(path.join(root, 'public/only-in-static/x.json'))).toBe(false);
    } finally {
      removeTree(root);
    }
  });

  it('writes, publishes, serves in development and clears the copies', () => {
    const root = tempFolder('fms-downloads-');
    try {
      writeApiDownload(root, '/api.yaml', 'openapi: 3.1.0\n');
      fs.mkdirSync(path.join(root, 'public'));
      expect(publishApiDownloads(root)).toEqual(['api.yaml']);
      expect(fs.readFileSync(path.join(root, 'public/api.yaml'), 'utf8')).toBe('openapi: 3.1.0\n');

      const middleware = apiDownloadMiddleware(root);
      const headers: Record<string, string> = {};
      let body = '';
      let passed = 0;
      const res = { setHeader: (name: string, value: string) => (headers[name] = value), end: (data: Buffer) => (body = data.toString()) };
      middleware({ url: '/api.yaml?x=1', method: 'GET' } as never, res as never, () => (passed += 1));
      expect({ body, type: headers['Content-Type'], passed }).toEqual({ body: 'openapi: 3.1.0\n', type: 'application/yaml; charset=utf-8', passed: 0 });
      middleware({ url: '/../package.json', method: 'GET' } as never, res as never, () => (passed += 1));
      middleware({ url: '/other.json', method: 'GET' } as never, res as never, () => (passed += 1));
      // The folder itself, its parent and a broken escape are not files of ours (no EISDIR, no URIError).
      for (const url of ['/..', '/.', '/%E0%A4%A']) expect(() => middleware({ url, method: 'GET' } as never, res as never, () => (passed += 1))).not.toThrow();
      expect(passed).toBe(5);

      clearApiDownloads(root);
      expect(fs.existsSync(path.join(root, API_DOWNLOADS_DIR))).toBe(false);
    } finally {
      removeTree(root);
    }
  });

  it("publishes a cut example's whole text at its page's route, serves it in development, and nothing outside the folder", () => {
    const root = tempFolder('fms-downloads-');
    try {
      writeApiDownload(root, '/api.yaml', 'openapi: 3.1.0\n');
      writeFullExample(root, '/docs/api/github/emojis-get/response-200-application-json-default.json', '{"+1": "x"}');
      fs.mkdirSync(path.join(root, 'public'));
      expect(publishApiDownloads(root).sort()).toEqual([
        'api.yaml',
        path.join('docs', 'api', 'github', 'emojis-get', 'response-200-application-json-default.json'),
      ]);
      expect(fs.readFileSync(path.join(root, 'public/docs/api/github/emojis-get/response-200-application-json-default.json'), 'utf8')).toBe('{"+1": "x"}');

      const middleware = apiDownloadMiddleware(root);
      let body = '';
      let passed = 0;
      const res = { setHeader: () => undefined, end: (data: Buffer) => (body = data.toString()) };
      middleware({ url: '/docs/api/github/emojis-get/response-200-application-json-default.json', method: 'GET' } as never, res as never, () => (passed += 1));
      expect({ body, passed }).toEqual({ body: '{"+1": "x"}', passed: 0 });
      for (const url of ['/docs/api/../../package.json', '/docs//api', '/docs/api/github/emojis-get', '/docs/api/github/emojis-get/%2e%2e/x.json']) {
        middleware({ url, method: 'GET' } as never, res as never, () => (passed += 1));
      }
      expect(passed).toBe(4);
    } finally {
      removeTree(root);
    }
  });
});
