/** @jest-environment node */
import { extractMarkdownReferences, maskNonContent } from '../../../../src/node/checks/markdownRefs';

const refs = (source: string): string[] => extractMarkdownReferences(source).map((r) => `${r.kind} ${r.target} ${r.line}:${r.column}`);

describe('extractMarkdownReferences', () => {
  it('finds inline links and images with the line and column of their target', () => {
    expect(refs('# T\n\nSee [the intro](/docs/intro) and ![logo](/img/logo.svg "Logo").')).toEqual(['link /docs/intro 3:17', 'image /img/logo.svg 3:42']);
  });

  it('finds an image inside a link, and a link whose text wraps over two lines', () => {
    expect(refs('[![badge](/b.png)](/target#x)\n\nA [long\nlink text](</with space>) here')).toEqual([
      'image /b.png 1:11',
      'link /target#x 1:20',
      'link /with space 4:12',
    ]);
  });

  it('finds reference definitions, but not footnotes', () => {
    expect(refs('Text [x][ref].\n\n[ref]: /docs/defined\n[^1]: A footnote')).toEqual(['link /docs/defined 3:8']);
  });

  it('finds JSX/HTML <img src> and <a href>, including a string expression', () => {
    expect(refs('<img alt="x" src="/img/a.png" />\n<a href={"/docs/jsx"}>j</a>\n<img\n  src=\'/img/b.png\'\n/>')).toEqual([
      'image /img/a.png 1:19',
      'link /docs/jsx 2:11',
      'image /img/b.png 4:8',
    ]);
  });

  it('skips fenced code (``` and ~~~, indented too), inline code, comments and the frontmatter', () => {
    const source = [
      '---',
      'title: "[a](/frontmatter)"',
      '---',
      '```md',
      '[in a fence](/fenced)',
      '```',
      '  ~~~',
      '  ![tilde](/tilde.png)',
      '  ~~~',
      'Inline `[code](/inline)` and ``[double `tick`](/double)``.',
      '<!-- [html comment](/html-comment) -->',
      '{/* [mdx comment](/mdx-comment) */}',
      '[real](/real)',
    ].join('\n');
    expect(refs(source)).toEqual(['link /real 13:8']);
  });

  it('treats backslash-escaped brackets as text and unescapes the target', () => {
    expect(refs('\\[not a link](/escaped) but [this](/a\\_b) is')).toEqual(['link /a_b 1:36']);
  });

  it('reports an empty target', () => {
    expect(refs('[empty]()')).toEqual(['link  1:9']);
  });

  it('masks without moving anything: the masked text has the length and the line breaks of the source', () => {
    const source = '---\na: 1\n---\n```\ncode\n```\n`x` <!-- c -->\n';
    const masked = maskNonContent(source);
    expect(masked).toHaveLength(source.length);
    expect(masked.split('\n')).toHaveLength(source.split('\n').length);
  });
});
