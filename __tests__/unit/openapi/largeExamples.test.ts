/** @jest-environment node */
import { EXAMPLE_SHOWN_MAX_CHARS, boundOperationExamples, firstLines, fullExampleExtension } from '../../../src/openapi/largeExamples';
import { normaliseApi } from '../../../src/openapi/normalise';

const big = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`emoji_${i}`, `https://github.githubassets.com/images/icons/emoji/unicode/${i}.png`]));
const api = normaliseApi(
  {
    openapi: '3.0.3',
    info: { title: 'Big', version: '1' },
    paths: {
      '/emojis': {
        get: {
          operationId: 'emojis/get',
          responses: {
            '200': { description: 'OK', content: { 'application/json': { examples: { default: { value: big }, small: { value: { a: 1 } } } } } },
            '304': { description: 'Not modified' },
          },
        },
      },
    },
  },
  { id: 'github', file: '/github.json' },
);
const [operation] = api.operations;
if (!operation) throw new Error('no operation');
const whole = operation.responses[0]?.content[0]?.examples[0]?.value ?? '';

describe('large examples (decision 0025)', () => {
  test('an example over the limit shows its first whole lines and links its whole text, published at the page route', () => {
    expect(whole.length).toBeGreaterThan(EXAMPLE_SHOWN_MAX_CHARS * 5);
    const { operation: bounded, files } = boundOperationExamples(operation, '/docs/api/github/emojis-get');
    const [cut, small] = bounded.responses[0]?.content[0]?.examples ?? [];
    expect(files).toEqual([{ href: '/docs/api/github/emojis-get/response-200-application-json-default.json', text: whole }]);
    expect(cut?.full).toEqual({
      href: '/docs/api/github/emojis-get/response-200-application-json-default.json',
      chars: whole.length,
      lines: whole.split('\n').length,
      shownLines: cut?.value.split('\n').length,
    });
    expect(cut?.value.length).toBeLessThanOrEqual(EXAMPLE_SHOWN_MAX_CHARS);
    expect(whole.startsWith(`${cut?.value}\n`)).toBe(true);
    // A small example, and the operation when nothing is over the limit, are left as they are.
    expect(small).toBe(operation.responses[0]?.content[0]?.examples[1]);
    expect(boundOperationExamples(operation, '/r', whole.length)).toEqual({ operation, files: [] });
  });

  test('the page data of the operation is bounded by the limit, not by the example', () => {
    const { operation: bounded } = boundOperationExamples(operation, '/docs/api/github/emojis-get');
    expect(JSON.stringify(bounded).length).toBeLessThan(JSON.stringify(operation).length - whole.length + EXAMPLE_SHOWN_MAX_CHARS + 1000);
  });

  test('a JSON example is published as .json, any other media type as .txt (plain text: an XML file could be XHTML with a script)', () => {
    const xml = `<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><body>\n${'<p>row</p>\n'.repeat(2000)}<script>alert(1)</script></body></html>`;
    const withXml = normaliseApi(
      {
        openapi: '3.0.3',
        info: { title: 'Xml', version: '1' },
        paths: { '/feed': { get: { operationId: 'getFeed', responses: { '200': { description: 'OK', content: { 'application/xml': { example: xml } } } } } } },
      },
      { id: 'xml', file: '/xml.json' },
    );
    const [feed] = withXml.operations;
    if (!feed) throw new Error('no operation');
    const { files } = boundOperationExamples(feed, '/docs/api/xml/get-feed');
    expect(files.map((file) => file.href)).toEqual([expect.stringMatching(/^\/docs\/api\/xml\/get-feed\/response-200-application-xml-[a-z0-9-]+\.txt$/)]);
    expect(files[0]?.text).toBe(xml);
    expect(['application/json', 'application/problem+json', 'application/vnd.github+json; charset=utf-8'].map(fullExampleExtension)).toEqual([
      'json',
      'json',
      'json',
    ]);
    expect(['application/xml', 'text/html', 'image/svg+xml', 'text/csv', 'text/plain'].map(fullExampleExtension)).toEqual(['txt', 'txt', 'txt', 'txt', 'txt']);
  });

  test('firstLines: whole lines within the limit; one line longer than the limit is cut', () => {
    expect(firstLines('ab\ncd\nef', 6)).toBe('ab\ncd');
    expect(firstLines('abcdefgh', 4)).toBe('abcd');
    expect(firstLines('short', 100)).toBe('short');
  });
});

describe('large examples: a hostile example name never leaves the page folder', () => {
  test('path separators, dots and markup in the name become one kebab-case file name under the route', () => {
    const hostile = normaliseApi(
      {
        openapi: '3.0.3',
        info: { title: 'Hostile', version: '1' },
        paths: {
          '/x': {
            get: {
              operationId: 'x',
              responses: {
                '200': {
                  description: 'OK',
                  content: { 'application/json': { examples: { '../../../etc/passwd <script>alert(1)</script>': { value: big } } } },
                },
              },
            },
          },
        },
      },
      { id: 'hostile', file: '/hostile.json' },
    );
    const [op] = hostile.operations;
    if (!op) throw new Error('no operation');
    const { files } = boundOperationExamples(op, '/docs/api/hostile/x');
    expect(files).toHaveLength(1);
    const href = files[0]?.href ?? '';
    expect(href.startsWith('/docs/api/hostile/x/')).toBe(true);
    const name = href.slice('/docs/api/hostile/x/'.length);
    expect(name).toMatch(/^[a-z0-9-]+\.json$/);
    expect(href).not.toContain('..');
    expect(href).not.toMatch(/[<>]/);
  });
});
