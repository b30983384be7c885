/** @jest-environment node */
import { renderMarkdown } from '../../../src/openapi/markdown';

describe('renderMarkdown', () => {
  it('escapes raw HTML, so a script never runs', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>') ?? '';
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops javascript: links', () => {
    const html = renderMarkdown('[click](javascript:alert(1)) and <javascript:alert(2)>') ?? '';
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toContain('<a');
  });

  it('opens external links in a new tab with noopener noreferrer, and leaves local links alone', () => {
    const html = renderMarkdown('[docs](https://example.com/docs) and [intro](/docs/intro)') ?? '';
    expect(html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">docs</a>');
    expect(html).toContain('<a href="/docs/intro">intro</a>');
  });

  it('renders Markdown and shifts headings below the page sections', () => {
    expect(renderMarkdown('# Title\n\n**bold** `code`')).toBe('<h3>Title</h3>\n<p><strong>bold</strong> <code>code</code></p>');
    expect(renderMarkdown('# Title', 2)).toBe('<h2>Title</h2>');
  });

  it('returns undefined for a missing or blank text', () => {
    expect(renderMarkdown(undefined)).toBeUndefined();
    expect(renderMarkdown('  \n')).toBeUndefined();
  });
});
