/** @jest-environment node */
import { codeBlocks, codeLanguage, codeMeta, codeSource, type HastElement, type HastNode } from '../../../../src/node/mdx/codeBlocks';

const text = (value: string): HastNode => ({ type: 'text', value });
const element = (tagName: string, children: HastNode[], properties: Record<string, unknown> = {}, data?: HastElement['data']): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children,
  ...(data ? { data } : {}),
});

describe('codeBlocks', () => {
  test('finds every <pre> holding one <code>, at any depth, in document order', () => {
    const first = element('code', [text('a')], { className: ['language-js'] });
    const nested = element('code', [text('b')], { className: ['language-mermaid'] });
    const tree: HastNode = {
      type: 'root',
      children: [element('pre', [first]), element('blockquote', [element('div', [element('pre', [nested])])])],
    };
    expect(codeBlocks(tree).map(({ code }) => code)).toEqual([first, nested]);
    expect(codeBlocks(tree)[1].pre).toEqual(element('pre', [nested]));
  });

  test('a <pre> with more than the <code>, a <pre> without one and inline <code> are not fences', () => {
    const tree: HastNode = {
      type: 'root',
      children: [
        element('pre', [element('code', [text('x')]), text('\n')]),
        element('pre', [text('plain')]),
        element('p', [element('code', [text('inline')])]),
      ],
    };
    expect(codeBlocks(tree)).toEqual([]);
  });
});

describe("a fence's language, text and meta", () => {
  test('the language from the `language-` class, as a list or a string; none without one', () => {
    expect(codeLanguage(element('code', [], { className: ['hljs', 'language-ts'] }))).toBe('ts');
    expect(codeLanguage(element('code', [], { className: 'x language-c#' }))).toBe('c#');
    expect(codeLanguage(element('code', []))).toBeUndefined();
  });

  test('the text of all its descendants, with \\n line ends and no final newline', () => {
    const code = element('code', [text('one\r\n'), element('span', [text('two\r')]), text('three\n')]);
    expect(codeSource(code)).toBe('one\ntwo\nthree');
  });

  test('the meta string from the parser, else as rehypeCodeMeta keeps it', () => {
    expect(codeMeta(element('code', [], {}, { meta: 'title="a" {1}' }))).toBe('title="a" {1}');
    expect(codeMeta(element('code', [], { metastring: '{2}' }, { meta: null }))).toBe('{2}');
    expect(codeMeta(element('code', []))).toBeUndefined();
  });
});
