/** @jest-environment node */
import React from 'react';
import { renderToString } from 'react-dom/server';
import { cleanFeedHtml, extractPostBody } from '../../../../src/node/blog/feedHtml';
import { mdxComponents } from '../../../../src/mdx/components';
import { translate } from '../../../../src/strings';

const OPTIONS = {
  pageUrl: 'https://docs.example.com/blog/post',
  siteUrl: 'https://docs.example.com',
  headingAnchorLabel: translate('heading.directLink', { heading: '' }),
  newTabLabel: translate('link.opensInNewTab'),
};

/** A post body rendered by the real MDX components, the way the post template renders it. */
function builtPage(): string {
  const { h2: H2, a: A, pre: Pre, Admonition } = mdxComponents;
  const body = renderToString(
    <div className="body" data-post-body="">
      <p>
        Read the <A href="/docs/intro/asset">asset guide</A>, the <A href="https://example.org/spec">spec</A> and <A href="#step-2">step 2</A>. Text {'with'}{' '}
        nodes.
      </p>
      <H2 id="step-2">Step 2</H2>
      <Pre>
        <code className="language-json">{'{ "a": 1 }\n'}</code>
      </Pre>
      <Admonition type="tip">Keep one token per tenant.</Admonition>
      <img src="/img/diagram.png" alt="Diagram" />
      <div>
        <div>nested</div>
      </div>
    </div>,
  );
  return `<!DOCTYPE html><html><head><title>x</title></head><body><main><article><h1>Title</h1>${body}<footer><a href="/blog/tags/api">api</a></footer></article></main><script>var x = "<div>";</script></body></html>`;
}

describe('extractPostBody', () => {
  test('returns the inner HTML of the data-post-body element, however deeply divs nest', () => {
    const body = extractPostBody(builtPage());
    expect(body).not.toBeNull();
    expect(body).toContain('nested');
    expect(body).not.toContain('<h1>');
    expect(body).not.toContain('/blog/tags/api');
    expect(body?.trim().endsWith('</div>')).toBe(true);
  });
  test('null when the page has no post body', () => {
    expect(extractPostBody('<html><body><p>x</p></body></html>')).toBeNull();
  });
});

describe('cleanFeedHtml', () => {
  const html = cleanFeedHtml(extractPostBody(builtPage()) ?? '', OPTIONS);

  test('root-relative, fragment and external links become absolute (or stay absolute)', () => {
    expect(html).toContain('<a href="https://docs.example.com/docs/intro/asset">asset guide</a>');
    expect(html).toContain('<a href="https://example.org/spec">spec</a>');
    expect(html).toContain('<a href="https://docs.example.com/blog/post#step-2">step 2</a>');
    expect(html).toContain('<img src="https://docs.example.com/img/diagram.png" alt="Diagram">');
    expect(html).not.toMatch(/(href|src)="\/(?!\/)/);
  });
  test('entities in text and URLs survive', () => {
    expect(cleanFeedHtml('<p><a href="/s?a=1&amp;b=&quot;2&quot;" title="&quot;x&quot;">t &amp; &lt;u&gt;</a></p>', OPTIONS)).toBe(
      '<p><a href="https://docs.example.com/s?a=1&amp;b=&quot;2&quot;" title="&quot;x&quot;">t &amp; &lt;u&gt;</a></p>',
    );
  });
  test('site-only parts are dropped: heading anchors, copy buttons, icons, screen-reader hints, comments', () => {
    expect(html).toContain('<h2>Step 2</h2>');
    expect(html).not.toContain('Direct link to');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('opens in new tab');
    expect(html).not.toContain('<!--');
    expect(html).toContain('Text with nodes.');
  });
  test('classes and wrappers are gone; code, content and admonition text stay', () => {
    expect(html).not.toMatch(/\sclass=|\sstyle=|\sdata-|\saria-|tabindex/);
    expect(html).not.toMatch(/<\/?(span|div)\b/);
    expect(html).toMatch(/<pre><code>\{ &quot;a&quot;: 1 \}\s*<\/code><\/pre>/);
    expect(html).toContain('Keep one token per tenant.');
    expect(html).toContain('nested');
  });
});
