/** @jest-environment node */
import { excerptHtml } from '../../../../src/node/blog/excerpt';

describe('excerptHtml', () => {
  test('the blocks up to the truncate marker, as the page renders them', () => {
    expect(excerptHtml('First **para** with [a link](/docs/intro).\n\nSecond.\n\n{/* truncate */}\n\n## Later')).toBe(
      '<p>First <strong>para</strong> with <a href="/docs/intro">a link</a>.</p>\n<p>Second.</p>',
    );
  });

  test('without a marker, the first block', () => {
    expect(excerptHtml('One line\nsame paragraph.\n\nSecond paragraph.')).toBe('<p>One line\nsame paragraph.</p>');
    expect(excerptHtml('## Heading first\n\nText.')).toBe('<h2>Heading first</h2>');
  });

  test('ESM, expressions and comments go; JSX tags go and their children stay, in a paragraph where they were one', () => {
    expect(excerptHtml("import X from './x';\n\n<Tip>Use `{id}` and {value}.</Tip>\n{/* truncate */}")).toBe('<p>Use <code>{id}</code> and .</p>');
    expect(excerptHtml('<Admonition type="note">\n\nInside *admonition*.\n\n</Admonition>\n\nAfter.\n\n{/* truncate */}')).toBe(
      '<p>Inside <em>admonition</em>.</p>\n<p>After.</p>',
    );
    expect(excerptHtml("import A from 'a'\n\n{/* note */}\n\n<Tip />\n\nReal first.\n\nSecond.")).toBe('<p>Real first.</p>');
  });

  test('code stays literal and text is escaped', () => {
    expect(excerptHtml('A `code <b>` & "quotes" and <br/> here.\n\n```js\nconst a = 1 < 2;\n```\n\n{/* truncate */}')).toBe(
      '<p>A <code>code &lt;b&gt;</code> &amp; &quot;quotes&quot; and  here.</p>\n<pre><code class="language-js">const a = 1 &lt; 2;\n</code></pre>',
    );
  });

  test('GFM as on the page; link definitions anywhere in the post resolve; footnotes go', () => {
    expect(excerptHtml('See https://example.com, ~~struck~~ and [ref][r][^1].\n\n{/* truncate */}\n\n[r]: /x\n\n[^1]: Note.')).toBe(
      '<p>See <a href="https://example.com">https://example.com</a>, <del>struck</del> and <a href="/x">ref</a>.</p>',
    );
  });

  test('a body that is not valid MDX has no excerpt (the MDX compile reports it)', () => {
    expect(excerptHtml('Text {unclosed')).toBe('');
  });
});
