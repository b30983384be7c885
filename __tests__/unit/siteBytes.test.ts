/**
 * @jest-environment node
 *
 * scripts/site-bytes.ts: where a built site's bytes go, by file type and by page kind (the template
 * named in each page's page data), with the largest pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatSiteBytes, htmlParts, pageDataParts, pageKindOf, siteBytes } from '../../scripts/site-bytes';

function site(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bytes-'));
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const data = (chunk: string): string => JSON.stringify({ componentChunkName: chunk, path: '/', result: {} });
  write('index.html', 'h'.repeat(100));
  write('page-data/index/page-data.json', data('component---src-pages-index-tsx'));
  write('docs/api/x/create/index.html', 'h'.repeat(3000));
  write('page-data/docs/api/x/create/page-data.json', data('component---src-templates-api-operation-page-tsx'));
  write('docs/api/x/list/index.html', 'h'.repeat(1000));
  write('page-data/docs/api/x/list/page-data.json', data('component---src-templates-api-operation-page-tsx'));
  write('docs/intro/index.html', 'h'.repeat(2000));
  write('page-data/docs/intro/page-data.json', data('component---src-templates-doc-page-tsx-content-file-path-content-docs-intro-mdx'));
  write('app-1.js', 'j'.repeat(50));
  write('styles.css', 'c'.repeat(20));
  write('img/a.png', 'p'.repeat(10));
  write('docs/intro.md', 'm'.repeat(7));
  write('llms.txt', 'l'.repeat(3));
  write('robots.txt', 'r'.repeat(5));
  return dir;
}

describe('siteBytes', () => {
  it('names a page kind by its template', () => {
    expect(pageKindOf('component---src-templates-api-operation-page-tsx')).toBe('api-operation-page');
    expect(pageKindOf('component---src-templates-doc-page-tsx-content-file-path-content-docs-intro-mdx')).toBe('doc-page');
    expect(pageKindOf('component---src-pages-404-tsx')).toBe('404');
    expect(pageKindOf(undefined)).toBe('other');
  });

  it('adds the bytes up by type and by kind, largest pages first', () => {
    const dir = site();
    const bytes = siteBytes(dir);
    // The twins and llms files for agents are counted apart (decision 0031); robots.txt is an ordinary file.
    expect(bytes.byType).toMatchObject({ html: 6100, js: 50, css: 20, agents: 10, other: 15 });
    expect(bytes.total).toBe(6100 + bytes.byType.pageData + 95);
    expect(bytes.pages.map((page) => [page.route, page.kind])).toEqual([
      ['/docs/api/x/create', 'api-operation-page'],
      ['/docs/intro', 'doc-page'],
      ['/docs/api/x/list', 'api-operation-page'],
      ['/', 'index'],
    ]);
    expect(bytes.kinds[0]).toMatchObject({ kind: 'api-operation-page', pages: 2, html: 4000, largest: { route: '/docs/api/x/create' } });
    const text = formatSiteBytes(bytes, 2).join('\n');
    expect(text).toContain('4 pages, 0 over 100 KB of HTML, 0 over 300 KB');
    expect(text).toMatch(/api-operation-page\s+2\s+3\.9 KB/);
    expect(text).toMatch(/Largest pages[^\n]*\n[^\n]*\/docs\/api\/x\/create\n[^\n]*\/docs\/intro\n/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("breaks a page's HTML down by part and its page data by field", () => {
    const sidebar = `<nav aria-label="API reference"><ul><li><nav aria-label="inner">${'s'.repeat(500)}</nav></li></ul></nav>`;
    const html =
      `<!DOCTYPE html><html><head><title>${'t'.repeat(100)}</title></head><body>` +
      `<nav aria-label="Main">${'n'.repeat(200)}</nav><div>${sidebar}<nav aria-label="Breadcrumbs">b</nav>` +
      `<article>${'a'.repeat(1000)}</article><nav aria-label="On this page">${'c'.repeat(50)}</nav></div>` +
      `<footer>${'f'.repeat(80)}</footer><script>${'j'.repeat(30)}</script></body></html>`;
    const parts = Object.fromEntries(htmlParts(html));
    expect(parts).toMatchObject({
      sidebar: Buffer.byteLength(sidebar),
      article: 1000 + '<article></article>'.length,
      navbar: 200 + '<nav aria-label="Main"></nav>'.length,
      'table of contents': 50 + '<nav aria-label="On this page"></nav>'.length,
      footer: 80 + '<footer></footer>'.length,
      scripts: 30 + '<script></script>'.length,
    });
    expect(Object.values(parts).reduce((sum, bytes) => sum + bytes, 0)).toBe(Buffer.byteLength(html));
    expect(htmlParts(html)[0]?.[0]).toBe('article');

    const data = JSON.stringify({
      componentChunkName: 'component---src-templates-api-operation-page-tsx',
      result: { data: { apiOperation: { title: 'T', data: { responses: ['x'.repeat(300)], codeSamples: 'y'.repeat(100) } } }, pageContext: { id: 'z' } },
    });
    expect(pageDataParts(data)).toEqual([
      ['apiOperation.data.responses', 304],
      ['apiOperation.data.codeSamples', 102],
      ['context.id', 3],
      ['apiOperation.title', 3],
    ]);
  });

  it('prints the median page of the kinds with the most HTML by part, and the largest other files', () => {
    const dir = site();
    const text = formatSiteBytes(siteBytes(dir, 1)).join('\n');
    expect(text).toMatch(/Median api-operation-page \(\/docs\/api\/x\/(create|list)\): HTML/);
    expect(text).not.toContain('Median doc-page');
    expect(text).toContain('Largest other files: app-1.js 0.0 KB, styles.css 0.0 KB, img/a.png 0.0 KB');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
