/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALERT_KINDS, collectRemoteImages, DEFAULT_DETAILS_SUMMARY, renderMarkdown, TABLE_SCROLL_LABEL } from '../../../src/openapi/markdown';
import { ADMONITION_TYPES } from '../../../src/mdx/Admonition';

const render = (source: string): string => renderMarkdown(source) ?? '';

describe('renderMarkdown: CommonMark', () => {
  it('renders Markdown and shifts headings below the page sections', () => {
    expect(renderMarkdown('# Title\n\n**bold** `code`')).toBe('<h3>Title</h3>\n<p><strong>bold</strong> <code>code</code></p>');
    expect(renderMarkdown('# Title', 2)).toBe('<h2>Title</h2>');
  });

  it("moves the writer's outline so its highest heading lands at the level asked, levels never skipping", () => {
    expect(renderMarkdown('## Setup\n\n### Step\n\n## Use', 2)).toBe('<h2>Setup</h2>\n<h3>Step</h3>\n<h2>Use</h2>');
    expect(renderMarkdown('###### Deep')).toBe('<h3>Deep</h3>');
    expect(renderMarkdown('# A\n\n###### F')).toBe('<h3>A</h3>\n<h6>F</h6>');
    expect(renderMarkdown('<h4>Raw</h4>\n\n##### Markdown', 2)).toBe('<h2>Raw</h2>\n<h3>Markdown</h3>');
  });

  it('returns undefined for a missing or blank text, or one with nothing left after sanitising', () => {
    expect(renderMarkdown(undefined)).toBeUndefined();
    expect(renderMarkdown('  \n')).toBeUndefined();
    expect(renderMarkdown('<script>alert(1)</script>')).toBeUndefined();
  });

  it('opens external links in a new tab with noopener noreferrer, and leaves local links alone', () => {
    const html = render('[docs](https://example.com/docs) and [intro](/docs/intro) and [top](#top)');
    expect(html).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">docs</a>');
    expect(html).toContain('<a href="/docs/intro">intro</a>');
    expect(html).toContain('<a href="#top">top</a>');
  });
});

describe('renderMarkdown: GFM', () => {
  it('renders tables with their column alignment as classes (no inline style), inside a focusable scroll region', () => {
    const html = render('| Left | Centre | Right |\n|:--|:-:|--:|\n| a | b | c |');
    expect(html).toMatch(
      new RegExp(`^<div class="table-scroll" tabindex="0" role="group" aria-label="${TABLE_SCROLL_LABEL.replace(/[()]/g, '\\$&')}"><table>`),
    );
    expect(html).toMatch(/<\/table><\/div>$/);
    expect(html).toContain('<th class="md-align-left">Left</th>');
    expect(html).toContain('<th class="md-align-center">Centre</th>');
    expect(html).toContain('<td class="md-align-right">c</td>');
    expect(html).not.toContain('style=');
  });

  it('wraps only the outermost of nested HTML tables', () => {
    const html = render('<table><tr><td><table><tr><td>inner</td></tr></table></td></tr></table>');
    expect(html.match(/class="table-scroll"/g)).toHaveLength(1);
    expect(html).toMatch(/<\/table><\/td><\/tr><\/table><\/div>$/);
  });

  it('renders strikethrough and autolinks', () => {
    const html = render('~~old~~ see https://example.com/x and www.example.org');
    expect(html).toContain('<s>old</s>');
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">https://example.com/x</a>');
    expect(html).toContain('<a href="http://www.example.org" target="_blank" rel="noopener noreferrer">www.example.org</a>');
  });

  it('renders task lists as disabled checkboxes inside their label', () => {
    const html = render('- [ ] to do *soon*\n- [x] done');
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" class="task-list-item-checkbox" disabled /> to do <em>soon</em></label></li>',
    );
    expect(html).toContain('<li class="task-list-item"><label><input type="checkbox" class="task-list-item-checkbox" disabled checked /> done</label></li>');
  });
});

describe('renderMarkdown: GitHub alerts', () => {
  it.each(Object.entries(ALERT_KINDS))('> [!%s] becomes an admonition', (marker, { admonition, title }) => {
    const html = render(`> [!${marker.toUpperCase()}]\n> Read **this**.\n>\n> Second paragraph.`);
    expect(html).toBe(
      `<div class="md-alert md-alert-${admonition}" role="note"><p class="md-alert-title">${title}</p>` +
        '<div class="md-alert-body"><p>Read <strong>this</strong>.</p>\n<p>Second paragraph.</p>\n</div></div>',
    );
  });

  it('matches markers in any case and keeps an author title, escaped', () => {
    expect(render('> [!tip]\n> x')).toContain('<p class="md-alert-title">Tip</p>');
    const titled = render('> [!WARNING] Before <b onclick="x()">you</b> delete\n> x');
    expect(titled).toContain('<p class="md-alert-title">Before &lt;b onclick="x()"&gt;you&lt;/b&gt; delete</p>');
  });

  it("each alert takes a guide admonition's look from the shared stylesheet", () => {
    const css = readFileSync(path.join(__dirname, '../../../src/ui/admonition.module.css'), 'utf8');
    for (const { admonition } of Object.values(ALERT_KINDS)) {
      expect(ADMONITION_TYPES).toContain(admonition);
      expect(css).toMatch(new RegExp(`\\.${admonition},\\s*:global\\(\\.md-alert-${admonition}\\)\\s*\\{\\s*--accent:`));
    }
  });

  it('leaves other quotes and unknown markers as quotes', () => {
    expect(render('> plain quote')).toBe('<blockquote>\n<p>plain quote</p>\n</blockquote>');
    expect(render('> [!DANGER]\n> x')).toBe('<blockquote>\n<p>[!DANGER]\nx</p>\n</blockquote>');
  });
});

describe('renderMarkdown: raw HTML allowed by the allow-list', () => {
  it.each([
    ['line break', 'a<br>b', '<p>a<br />b</p>'],
    [
      'formatting',
      '<b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>s</s> <del>d</del> <ins>n</ins>',
      '<p><b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u> <s>s</s> <del>d</del> <ins>n</ins></p>',
    ],
    [
      'more formatting',
      '<mark>m</mark> <small>s</small> H<sub>2</sub>O x<sup>2</sup> <abbr title="Work order">WO</abbr>',
      '<p><mark>m</mark> <small>s</small> H<sub>2</sub>O x<sup>2</sup> <abbr title="Work order">WO</abbr></p>',
    ],
    ['code and keys', 'Press <kbd>Ctrl</kbd>+<kbd>K</kbd>, run <code>npm ci</code>', '<p>Press <kbd>Ctrl</kbd>+<kbd>K</kbd>, run <code>npm ci</code></p>'],
    ['preformatted code', '<pre><code>GET /assets</code></pre>', '<pre><code>GET /assets</code></pre>'],
    [
      'lists',
      '<ol start="3"><li>three</li></ol><ul><li>dot</li></ul><dl><dt>term</dt><dd>definition</dd></dl>',
      '<ol start="3"><li>three</li></ol><ul><li>dot</li></ul><dl><dt>term</dt><dd>definition</dd></dl>',
    ],
    [
      'a disclosure',
      '<details><summary>More</summary>\n\nHidden **text**\n\n</details>',
      '<details><summary>More</summary>\n<p>Hidden <strong>text</strong></p>\n</details>',
    ],
    ['an open disclosure', '<details open><summary>More</summary>x</details>', '<details open><summary>More</summary>x</details>'],
    [
      'links with safe schemes',
      '<a href="https://example.com">w</a> <a href="mailto:ops@example.com">m</a> <a href="/docs">d</a>',
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">w</a> <a href="mailto:ops@example.com">m</a> <a href="/docs">d</a></p>',
    ],
  ])('keeps %s', (_name, source, expected) => {
    expect(render(source)).toBe(expected);
  });

  it('keeps HTML tables with their cell spans and scope', () => {
    const html = render(
      '<table><caption>Limits</caption><thead><tr><th scope="col" colspan="2">Size</th></tr></thead><tbody><tr><td rowspan="2" align="right">1</td><td>2</td></tr></tbody></table>',
    );
    expect(html).toContain('<table><caption>Limits</caption><thead><tr><th colspan="2" scope="col">Size</th></tr></thead>');
    expect(html).toContain('<td class="md-align-right" rowspan="2">1</td><td>2</td>');
  });

  it('gives a summary to a disclosure written without one', () => {
    expect(render('<details>\n\nBody\n\n</details>')).toBe(`<details><summary>${DEFAULT_DETAILS_SUMMARY}</summary>\n<p>Body</p>\n</details>`);
  });

  it('shifts HTML headings like Markdown ones and drops their attributes', () => {
    expect(render('<h1 id="x" class="big">Raw</h1>')).toBe('<h3>Raw</h3>');
  });
});

describe('renderMarkdown: everything else is removed', () => {
  it.each([
    ['a script', 'a <script>alert(1)</script> b', '<p>a  b</p>'],
    ['a script block', '<script>\nalert(1)\n</script>\n\nafter', '<p>after</p>'],
    ['event handlers', '<b onclick="alert(1)" onmouseover="alert(2)">x</b>', '<p><b>x</b></p>'],
    ['an image error handler', '<img src="/img/a.png" onerror="alert(1)" alt="a">', '<img src="/img/a.png" alt="a" loading="lazy" decoding="async" />'],
    ['javascript: links in HTML', '<a href="javascript:alert(1)">x</a> <a href=" JaVaScRiPt:alert(1)">y</a>', '<p><a>x</a> <a>y</a></p>'],
    ['javascript: links in Markdown', '[x](javascript:alert(1)) <javascript:alert(2)>', '<p>[x](javascript:alert(1)) &lt;javascript:alert(2)&gt;</p>'],
    ['data: links', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<p><a>x</a></p>'],
    ['style attributes', '<p style="color:red">x</p>', '<p>x</p>'],
    ['style elements', '<style>body{display:none}</style>\n\nx', '<p>x</p>'],
    ['iframes', '<iframe src="https://evil.example"></iframe>x', 'x'],
    ['objects and embeds', '<object data="x.swf">o</object><embed src="x.swf">x', '<p>x</p>'],
    ['forms and their controls', '<form action="/x"><input name="q"><select><option>o</option></select><textarea>t</textarea><button>b</button></form>x', 'x'],
    ['inline SVG', '<svg onload="alert(1)"><text>s</text><script>alert(2)</script></svg>x', '<p>x</p>'],
    ['SVG data images', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="s">x', '<p>x</p>'],
    [
      'SVG data images followed by other images',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="s"> <img src="/a.png" alt="a">',
      '<p> <img src="/a.png" alt="a" loading="lazy" decoding="async" /></p>',
    ],
    [
      'checkboxes written as HTML, even disguised as task items',
      '- <input type="checkbox" class="task-list-item-checkbox" data-fms-task="guess" checked> x',
      '<ul>\n<li> x</li>\n</ul>',
    ],
    ['unknown elements and attributes, keeping their text', '<center id="c" class="x" data-x="1">t</center> <font color="red">f</font>', 't f'],
  ])('removes %s', (_name, source, expected) => {
    expect(render(source)).toBe(expected);
  });
});

describe('renderMarkdown: images', () => {
  it('keeps same-origin and data: raster images, each with a text alternative', () => {
    expect(render('![Floor plan](/img/plan.png) <img src="img/x.png">')).toBe(
      '<p><img src="/img/plan.png" alt="Floor plan" loading="lazy" decoding="async" /> <img src="img/x.png" alt="" loading="lazy" decoding="async" /></p>',
    );
    expect(render('![dot](data:image/png;base64,iVBORw0KGgo=)')).toBe(
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" loading="lazy" decoding="async" /></p>',
    );
  });

  it('turns images from another origin, in Markdown or HTML, into links with their alt text', () => {
    const html = render('![Wiring](https://cdn.example.com/w.png) <img src="//img.example.com/q.png" alt="QR"> <img src="http://x.example/n.png">');
    expect(html).toBe(
      '<p><a href="https://cdn.example.com/w.png" target="_blank" rel="noopener noreferrer">Wiring</a> ' +
        '<a href="//img.example.com/q.png" target="_blank" rel="noopener noreferrer">QR</a> ' +
        '<a href="http://x.example/n.png" target="_blank" rel="noopener noreferrer">http://x.example/n.png</a></p>',
    );
    expect(html).not.toContain('<img');
  });

  it('resolves an image URL as the browser would: backslashes, tabs and upper-case schemes off the site are not loaded either', () => {
    for (const src of [
      '\\\\evil.example/a.png',
      '/\\evil.example/b.png',
      '\\/evil.example/c.png',
      'HTTPS://evil.example/d.png',
      'ht\ttps://evil.example/e.png',
    ]) {
      const { value, remoteImages } = collectRemoteImages(() => render(`<img src="${src}" alt="x">`));
      expect(value).not.toContain('<img');
      expect(remoteImages).toHaveLength(1);
    }
    expect(render('<img src="/img/site.png" alt="here"> <img src="img/relative.png" alt="near">')).toBe(
      '<p><img src="/img/site.png" alt="here" loading="lazy" decoding="async" /> <img src="img/relative.png" alt="near" loading="lazy" decoding="async" /></p>',
    );
  });

  it('keeps the image of a <picture> under the image rules, without its sources', () => {
    expect(render('<picture><source srcset="https://cdn.example.com/w.avif"><img src="/img/w.png" alt="Wiring"></picture>')).toBe(
      '<p><img src="/img/w.png" alt="Wiring" loading="lazy" decoding="async" /></p>',
    );
  });

  it('reports the remote images rendered while a collector runs, once each', () => {
    const { value, remoteImages } = collectRemoteImages(() => [
      render('![a](https://cdn.example.com/a.png) ![local](/img/l.png)'),
      render('<img src="https://cdn.example.com/a.png" alt="again"> <img src="//cdn.example.com/b.png" alt="b">'),
    ]);
    expect(value).toHaveLength(2);
    expect(remoteImages).toEqual(['https://cdn.example.com/a.png', '//cdn.example.com/b.png']);
    expect(collectRemoteImages(() => render('no images')).remoteImages).toEqual([]);
  });

  it('renders a text met again (kept from its first rendering) to the same HTML, and reports its remote images to each collector', () => {
    const text = `![again](https://cdn.example.com/again-${Math.random()}.png) and *more*`;
    const first = collectRemoteImages(() => render(text));
    const second = collectRemoteImages(() => render(text));
    expect(second.value).toBe(first.value);
    expect(first.remoteImages).toHaveLength(1);
    expect(second.remoteImages).toEqual(first.remoteImages);
    // The heading level is part of what is kept: the same text at another level is rendered for it.
    expect(renderMarkdown('# Title\n\ntext', 2)).toContain('<h2');
    expect(renderMarkdown('# Title\n\ntext', 4)).toContain('<h4');
  });
});
