/** @jest-environment node */
import { BuiltSiteIndex, checkBuiltSite, scanPage } from '../../../../src/node/checks/htmlLinks';
import { routeOfHtmlPath } from '../../../../src/lib/url';
import { removeTree, writeTree } from '../../../support/tempFolder';
import { page } from '../../../support/builtPage';

describe('routeOfHtmlPath and BuiltSiteIndex', () => {
  it('maps built files to routes and back, with the host rules for .html endings', () => {
    expect(routeOfHtmlPath('index.html')).toBe('/');
    expect(routeOfHtmlPath('docs/intro/index.html')).toBe('/docs/intro');
    expect(routeOfHtmlPath('404.html')).toBe('/404.html');
    const index = new BuiltSiteIndex(['index.html', 'docs/index.html', 'docs/intro/index.html', '404.html', 'img/logo.svg']);
    expect(index.lookup('/')).toEqual({ html: 'index.html' });
    expect(index.lookup('/docs/intro/')).toEqual({ html: 'docs/intro/index.html' });
    expect(index.lookup('/docs/intro.html')).toEqual({ html: 'docs/intro/index.html' });
    expect(index.lookup('/docs/index.html')).toEqual({ html: 'docs/index.html' });
    expect(index.lookup('/404.html')).toEqual({ html: '404.html' });
    expect(index.lookup('/img/logo.svg')).toBe('file');
    expect(index.lookup('/docs/gone')).toBeNull();
  });
});

describe('scanPage', () => {
  it('reads links once each and the ids a fragment can name, as a browser parses the page', () => {
    const { links, ids } = scanPage(
      '<!doctype html><HTML><body><H2 ID="Fields">F</H2><a href="/a?x=1&amp;y=2#f">a</a><A HREF=/b>b</A><a href="/a?x=1&amp;y=2#f">again</a>' +
        '<a name="old"></a><a>no href</a><pre><code><a href="/in-pre">p</a></code></pre><section id="s&#233;"></section>' +
        '<!-- <a href="/in-comment" id="c"> --><script>document.write("<a href=\'/in-script\' id=\'x\'>")</script>' +
        '<style>a[id="y"] { color: red }</style><noscript><a href="/in-noscript" id="n">n</a></noscript>' +
        '<template><a href="/in-template" id="t"></a></template><a href="/after">after</a></body></HTML>',
    );
    expect(links).toEqual(['/a?x=1&y=2#f', '/b', '/in-pre', '/after']);
    expect([...ids]).toEqual(['Fields', 'old', 'sé']);
  });

  it('survives broken markup: unclosed elements, stray closing tags, an unterminated attribute', () => {
    const { links, ids } = scanPage('<div id="a"><p><a href="/x">x</div></span><a href="/y" id="b"><a href="/z');
    expect(links).toEqual(['/x', '/y']);
    expect([...ids]).toEqual(['a', 'b']);
  });
});

describe('checkBuiltSite', () => {
  let root: string;
  afterEach(() => root && removeTree(root));

  const messages = (options: Partial<Parameters<typeof checkBuiltSite>[0]> = {}): string[] =>
    checkBuiltSite({ publicDir: root, ...options }).map((f) => `${f.kind} x${f.count}: ${f.message}`);

  it('accepts links to pages, files, ids, named anchors, #top, external URLs and other schemes', () => {
    root = writeTree({
      'index.html': page(
        '<a href="/docs/intro#fields">a</a><a href="/docs/intro.html">b</a><a href="docs/intro">c</a><a href="/img/logo.svg#x">d</a>' +
          '<a href="#top">e</a><a href="https://example.com/gone">f</a><a href="mailto:a@b.c">g</a><a href="/docs/intro#old">h</a>' +
          '<a href="/docs/Architerute/High%20Level">i</a><a href="/docs/Architerute/High Level#a">j</a>',
      ),
      'docs/intro/index.html': page('<h2 id="fields">Fields</h2><a name="old"></a>'),
      'docs/Architerute/High Level/index.html': page('<h2 id="a">A</h2>'),
      'img/logo.svg': '<svg/>',
      'page-data/app-data.json': '{}',
    });
    expect(messages()).toEqual([]);
  });

  it('reports broken links and anchors, one message per target with the pages it is on', () => {
    root = writeTree({
      'index.html': page('<a href="/docs/gone">x</a><a href="/docs/intro#nope">y</a><a href="#also-nope">z</a>'),
      'docs/intro/index.html': page('<h2 id="fields">Fields</h2><a href="/docs/gone">x</a><pre><a href="/in-pre">p</a></pre>'),
    });
    expect(messages()).toEqual([
      'brokenLinks x2: Broken link "/docs/gone" on 2 pages: /, /docs/intro: no page or file is published at /docs/gone. Fix the link, or add the page it points to.',
      'brokenLinks x1: Broken link "/in-pre" on page /docs/intro: no page or file is published at /in-pre. Fix the link, or add the page it points to.',
      'brokenAnchors x1: Broken anchor "#also-nope" on page /: this page has no element with id "also-nope". Fix the fragment: a heading\'s id is its text slugged (lower case, dashes), or its custom id (written \\{#custom-id} after the heading in MDX).',
      'brokenAnchors x1: Broken anchor "/docs/intro#nope" on page /: /docs/intro has no element with id "nope". Fix the fragment: a heading\'s id is its text slugged (lower case, dashes), or its custom id (written \\{#custom-id} after the heading in MDX).',
    ]);
  });

  it('names the source file of the page, and the line when the page is built from MDX', () => {
    root = writeTree({
      'index.html': page('<a href="/docs/gone">x</a>'),
      'src/pages/index.tsx': '',
      'content/intro.mdx': '# Intro\n\nSee [gone](/docs/gone).\n',
      'docs/intro/index.html': page('<a href="/docs/gone">x</a>'),
    });
    const sources: Record<string, string> = { '/': `${root}/src/pages/index.tsx`, '/docs/intro': `${root}/content/intro.mdx` };
    expect(messages({ sourceOf: (route) => sources[route] })).toEqual([
      `brokenLinks x2: Broken link "/docs/gone" on 2 pages: / (${root}/src/pages/index.tsx), /docs/intro (${root}/content/intro.mdx:3): no page or file is published at /docs/gone. Fix the link, or add the page it points to.`,
    ]);
  });

  it('with a path prefix, strips it from links and reports links that leave it', () => {
    root = writeTree({
      'index.html': page('<a href="/fms/docs/intro#fields">ok</a><a href="/docs/intro">no prefix</a><a href="/fms">home</a>'),
      'docs/intro/index.html': page('<h2 id="fields">F</h2><a href="../">up</a>'),
    });
    expect(messages({ pathPrefix: '/fms' })).toEqual([
      'brokenLinks x1: Broken link "/docs/intro" on page /: it leaves the site\'s path prefix /fms; write internal links with Gatsby\'s Link or withPrefix(). Fix the link, or add the page it points to.',
    ]);
  });

  it('treats absolute links to the site URL as internal', () => {
    root = writeTree({ 'index.html': page('<a href="https://docs.example.com/docs/gone">x</a><a href="https://docs.example.com/">home</a>') });
    expect(messages({ siteUrl: 'https://docs.example.com' })).toEqual([
      'brokenLinks x1: Broken link "https://docs.example.com/docs/gone" on page /: no page or file is published at /docs/gone. Fix the link, or add the page it points to.',
    ]);
  });

  it('lists at most five pages, then how many more', () => {
    const files: Record<string, string> = {};
    for (let i = 1; i <= 7; i++) files[`p${i}/index.html`] = page('<a href="/gone">x</a>');
    root = writeTree(files);
    const [message] = messages();
    expect(message).toContain('x7: Broken link "/gone" on 7 pages: /p1, /p2, /p3, /p4, /p5 and 2 more:');
  });
});
