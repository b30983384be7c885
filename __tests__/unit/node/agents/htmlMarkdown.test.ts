/** @jest-environment node */
import { flattenToPhrasing, htmlToBlocks, htmlToMarkdown } from '../../../../src/node/agents/htmlMarkdown';
import { renderMarkdown } from '../../../../src/openapi/markdown';

/** Markdown → the sanitised HTML the page data holds → the twin's Markdown. */
const roundTrip = (source: string, options = {}) => htmlToMarkdown(renderMarkdown(source), options);

describe('description HTML → Markdown (issue 44)', () => {
  it('keeps the formatting an agent needs', () => {
    expect(roundTrip('Some *em*, **strong**, ~~gone~~ and `co|de`.')).toBe('Some *em*, **strong**, ~~gone~~ and `co|de`.\n');
    expect(roundTrip('1. one\n2. two\n   - nested\n\n> quoted\n\n---\n\nline<br>break')).toBe(
      '1. one\n2. two\n   - nested\n\n> quoted\n\n---\n\nline\\\nbreak\n',
    );
    expect(roundTrip('- [x] done\n- [ ] todo')).toBe('- [x] done\n- [ ] todo\n');
  });

  it('demotes headings below the section holding the description, and turns those past 6 into bold paragraphs', () => {
    expect(htmlToMarkdown('<h1>Top</h1><h2>Sub</h2>', { headingDepthBase: 2 })).toBe('### Top\n\n#### Sub\n');
    // renderMarkdown already moved the highest heading to h3: it still lands just below the section.
    expect(roundTrip('# Top\n\n## Sub', { headingDepthBase: 1 })).toBe('## Top\n\n### Sub\n');
    expect(htmlToMarkdown('<h1>Top</h1><h2>Sub</h2>', { headingDepthBase: 5 })).toBe('###### Top\n\n**Sub**\n');
  });

  it('escapes text that would start a fence, a heading or a table, so it stays in its paragraph', () => {
    const markdown = roundTrip('\\```\n\n\\# not a heading\n\n\\| a | b |\n\n&lt;/details&gt;');
    expect(markdown).toBe('\\`\\`\\`\n\n\\# not a heading\n\n\\| a | b |\n\n\\</details>\n');
  });

  it('fences a code block longer than the backticks inside it', () => {
    expect(roundTrip('````\nconst fence = "```";\n````')).toBe('````text\nconst fence = "```";\n````\n');
  });

  it('keeps a table, with its alignment and a pipe inside a cell', () => {
    expect(roundTrip('| a | b |\n|:-|-:|\n| 1\\|2 | `x` |')).toBe('| a | b |\n| :- | -: |\n| 1\\|2 | `x` |\n');
  });

  it('turns an alert into a block quote with its title, and a details into its summary and body', () => {
    expect(roundTrip('> [!WARNING]\n> Be careful')).toBe('> **Warning**\n>\n> Be careful\n');
    expect(roundTrip('<details><summary>More</summary>\n\nhidden\n\n</details>')).toBe('**More**\n\nhidden\n');
  });

  it('keeps the text of unknown elements', () => {
    expect(htmlToMarkdown('<p>a <foo-bar>kept</foo-bar> <abbr title="x">b</abbr></p><section><custom>block text</custom></section>')).toBe(
      'a kept b\n\nblock text\n',
    );
  });

  it('rewrites every link and image URL through rewriteHref', () => {
    const rewriteHref = (href: string) => (href.startsWith('/docs/') ? `${href}.md` : href);
    expect(roundTrip('[guide](/docs/guide) [out](https://example.com) ![plan](/img/plan.png "Plan")', { rewriteHref })).toBe(
      '[guide](/docs/guide.md) [out](https://example.com) ![plan](/img/plan.png "Plan")\n',
    );
  });

  it('returns nothing for an empty description, and flattens blocks to one line for a table cell', () => {
    expect(htmlToMarkdown(undefined)).toBe('');
    expect(htmlToMarkdown('  ')).toBe('');
    const blocks = htmlToBlocks(renderMarkdown('One\n\n- two\n- three\n\n```\nfour\nfive\n```'));
    expect(flattenToPhrasing(blocks)).toEqual([
      { type: 'text', value: 'One two three ' },
      { type: 'inlineCode', value: 'four five' },
    ]);
  });
});
