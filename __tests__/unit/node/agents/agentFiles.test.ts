/** @jest-environment node */
/**
 * The pieces of the files for agents (issue 44, decision 0031) that are not the twins' content: where a
 * twin is and when a request gets one (src/lib/markdownTwin.ts), the absolute links of the twins
 * (siteLinks.ts), llms.txt's structure (llmsTxt.ts), the `_headers` blocks for twins and pages, and
 * the `agents` settings. The built site's files are checked by __tests__/e2e/agents.test.ts.
 */
import { siteLinker } from '../../../../src/node/agents/siteLinks';
import { encodedTwinPath, folderTwinPath, hasMarkdownTwin, markdownTwinPath, prefersMarkdown, twinForPageRequest } from '../../../../src/lib/markdownTwin';
import { llmsTxt } from '../../../../src/node/agents/llmsTxt';
import { agentHeaderBlocks, netlifyHeadersFile, securityHeaders } from '../../../../src/node/deploy/headers';
import { SettingsError, mergeSettings, validateSettings } from '../../../../src/node/config/validate';
import { siteSettings } from '../../../../src/config/settings';
import { nodesOfType, parseMarkdown } from '../../../support/markdownTree';

describe('where a twin is', () => {
  test.each([
    ['/', '/index.md'],
    ['/docs/intro', '/docs/intro.md'],
    ['/docs/intro/', '/docs/intro.md'],
    ['/docs/Architerute/High Level', '/docs/Architerute/High Level.md'],
  ])('%s → %s', (route, twin) => expect(markdownTwinPath(route)).toBe(twin));

  test('as a URL path: percent-encoded once, whether the route came decoded or encoded', () => {
    expect(encodedTwinPath('/docs/Architerute/High Level')).toBe('/docs/Architerute/High%20Level.md');
    expect(encodedTwinPath('/docs/Architerute/High%20Level')).toBe('/docs/Architerute/High%20Level.md');
    expect(encodedTwinPath('/docs/%E0%A4%A')).toBe('/docs/%25E0%25A4%25A.md');
  });

  test('a page that is a folder of pages has the same twin at {route}/index.md', () => {
    expect(folderTwinPath('/docs/intro')).toBe('/docs/intro/index.md');
  });

  test('every page has one but the not-found pages', () => {
    expect(['/', '/docs', '/blog/tags/api', '/fr/docs/intro'].every(hasMarkdownTwin)).toBe(true);
    expect(['/404', '/404.html', '/fr/404', '/fr/404/', '/dev-404-page'].some(hasMarkdownTwin)).toBe(false);
  });
});

describe('content negotiation', () => {
  test.each([
    ['text/markdown', true],
    ['text/x-markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown;q=0.8', true],
    ['TEXT/MARKDOWN', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', false],
    ['text/html, text/markdown', false],
    ['*/*', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=abc', false],
    ['', false],
  ])('Accept %j prefers Markdown: %s', (accept, expected) => expect(prefersMarkdown(accept)).toBe(expected));

  test('only a page route is negotiated: files keep their type', () => {
    expect(twinForPageRequest('/docs/intro', 'text/markdown')).toBe('/docs/intro.md');
    expect(twinForPageRequest('/docs/intro/', 'text/markdown')).toBe('/docs/intro.md');
    expect(twinForPageRequest('/', 'text/markdown')).toBe('/index.md');
    expect(twinForPageRequest('/llms.txt', 'text/markdown')).toBeNull();
    expect(twinForPageRequest('/docs/intro.md', 'text/markdown')).toBeNull();
    expect(twinForPageRequest('/docs/intro', 'text/html')).toBeNull();
  });
});

describe('links in the twins', () => {
  const routes = new Set(['/', '/docs/intro', '/docs/intro/asset', '/docs/Architerute/High Level']);
  const root = siteLinker(routes, '', 'https://docs.example.com');
  const prefixed = siteLinker(routes, '/fms', 'https://docs.example.com');

  test('a page of the site → its twin, absolute, fragment kept; with or without the prefix written', () => {
    expect(root.twinHref('/docs/intro/asset#status')).toBe('https://docs.example.com/docs/intro/asset.md#status');
    expect(root.twinHref('/docs/intro/')).toBe('https://docs.example.com/docs/intro.md');
    expect(root.twinHref('/')).toBe('https://docs.example.com/index.md');
    expect(root.twinHref('/docs/Architerute/High%20Level')).toBe('https://docs.example.com/docs/Architerute/High%20Level.md');
    expect(prefixed.twinHref('/fms/docs/intro')).toBe('https://docs.example.com/fms/docs/intro.md');
    expect(prefixed.twinHref('/docs/intro?x=1#a')).toBe('https://docs.example.com/fms/docs/intro.md#a');
  });

  test('another file of the site → that file, absolute; external and in-page links as written', () => {
    expect(root.twinHref('/Portal-v1.json')).toBe('https://docs.example.com/Portal-v1.json');
    expect(prefixed.twinHref('/fms/rss.xml')).toBe('https://docs.example.com/fms/rss.xml');
    expect(prefixed.twinHref('/rss.xml')).toBe('https://docs.example.com/fms/rss.xml');
    expect(root.twinHref('https://example.org/x')).toBe('https://example.org/x');
    expect(root.twinHref('//cdn.example.org/x')).toBe('//cdn.example.org/x');
    expect(root.twinHref('#anchor')).toBe('#anchor');
    expect(root.twinHref('mailto:a@example.com')).toBe('mailto:a@example.com');
  });

  test('twinOf and htmlOf encode what a URL cannot hold', () => {
    expect(root.twinOf('/docs/Architerute/High Level')).toBe('https://docs.example.com/docs/Architerute/High%20Level.md');
    expect(root.htmlOf('/a?b#c')).toBe('https://docs.example.com/a%3Fb%23c');
  });
});

describe('llms.txt', () => {
  const text = llmsTxt({
    title: 'Site [x]',
    summary: 'A summary\nover two lines.',
    details: ['More.'],
    sections: [
      { name: 'Guide', groups: [{ entries: [{ title: 'Intro *bold*', href: 'https://d.example/intro.md', description: 'What it is.\n# not a heading' }] }] },
      { name: 'Empty', groups: [{ name: 'Nothing', entries: [] }] },
      { name: 'API', intro: 'Two tags.', groups: [{ name: 'Assets', entries: [{ title: 'GET /assets: List', href: 'https://d.example/a.md' }] }] },
    ],
  });

  test('an H1, a block-quoted summary, then H2 sections of links (H3 per group); empty sections left out', () => {
    const tree = parseMarkdown(text);
    expect(
      nodesOfType(tree, 'heading').map((heading) => [
        heading.depth,
        nodesOfType(heading, 'text')
          .map((t) => t.value)
          .join(''),
      ]),
    ).toEqual([
      [1, 'Site [x]'],
      [2, 'Guide'],
      [2, 'API'],
      [3, 'Assets'],
    ]);
    expect(text.split('\n')[2]).toBe('> A summary over two lines.');
    expect(nodesOfType(tree, 'link').map((link) => link.url)).toEqual(['https://d.example/intro.md', 'https://d.example/a.md']);
    expect(text).toContain('- [Intro \\*bold\\*](https://d.example/intro.md): What it is. # not a heading');
  });
});

describe('_headers for agents', () => {
  const agentFiles = {
    twins: [
      { route: '/', twin: '/index.md' },
      { route: '/docs/intro', twin: '/docs/intro.md', folderTwin: '/docs/intro/index.md' },
      { route: '/docs/Architerute/High Level', twin: '/docs/Architerute/High Level.md' },
    ],
    llmsFiles: ['/llms.txt', '/llms-full.txt'],
  };

  test('each twin text/markdown, each page a Link to its twin and llms.txt and Vary: Accept, each llms file UTF-8 text', () => {
    const blocks = Object.fromEntries(agentHeaderBlocks('/fms', agentFiles));
    expect(blocks['/fms/docs/intro']).toEqual({
      Link: '</fms/docs/intro.md>; rel="alternate"; type="text/markdown", </fms/llms.txt>; rel="index"; type="text/plain"',
      Vary: 'Accept',
    });
    expect(blocks['/fms/docs/intro.md']).toEqual({ 'Content-Type': 'text/markdown; charset=utf-8' });
    expect(blocks['/fms/docs/intro/index.md']).toEqual({ 'Content-Type': 'text/markdown; charset=utf-8' });
    expect(blocks['/fms/docs/Architerute/High%20Level.md']).toEqual({ 'Content-Type': 'text/markdown; charset=utf-8' });
    expect(blocks['/fms/']).toBeDefined();
    expect(blocks['/fms/llms-full.txt']).toEqual({ 'Content-Type': 'text/plain; charset=utf-8' });
  });

  test('the whole file: the security headers stay on /*, no path listed twice', () => {
    const file = netlifyHeadersFile({ prefix: '', security: securityHeaders("default-src 'self'"), hashedAssets: [], agentFiles });
    expect(file).toContain("/*\n  Content-Security-Policy: default-src 'self'\n");
    const paths = file.split('\n').filter((line) => line.startsWith('/'));
    expect(new Set(paths).size).toBe(paths.length);
    expect(netlifyHeadersFile({ prefix: '', security: {}, hashedAssets: [], agentFiles: { twins: [], llmsFiles: [] } })).not.toContain('Link:');
  });
});

describe('the agents settings', () => {
  const messageOf = (override: unknown): string => {
    try {
      validateSettings(mergeSettings(siteSettings, override));
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      return (error as Error).message;
    }
    throw new Error('expected the settings to be rejected');
  };

  test('all on by default; every API publishes its full text', () => {
    const settings = validateSettings(siteSettings);
    expect(settings.agents).toEqual({ markdownTwins: true, llmsTxt: true, copyButton: true });
    expect(settings.api.specs.map((spec) => spec.agents)).toEqual(settings.api.specs.map(() => ({ fullText: true })));
  });

  test('llms.txt and the Copy page button need the twins; wrong types and unknown keys are named', () => {
    expect(messageOf({ agents: { markdownTwins: false } })).toMatch(/agents\.llmsTxt.*needs agents\.markdownTwins/s);
    expect(messageOf({ agents: { markdownTwins: false, llmsTxt: false } })).toMatch(/agents\.copyButton/);
    expect(validateSettings(mergeSettings(siteSettings, { agents: { markdownTwins: false, llmsTxt: false, copyButton: false } })).agents.markdownTwins).toBe(
      false,
    );
    expect(messageOf({ agents: { llmsTxt: 'yes' } })).toMatch(/agents\.llmsTxt/);
    expect(messageOf({ agents: { twins: true } })).toMatch(/agents.*twins/);
  });
});
