/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { HASHED_ASSET, contentSecurityPolicy, netlifyHeadersFile, securityHeaders } from '../../../../src/node/deploy/headers';
import {
  EMPTY_CHUNK_MAPPING_SCRIPT,
  STATIC_PAGE_PATH_SCRIPT,
  cspHashSource,
  executableInlineScripts,
  siteInlineScriptRules,
  unexpectedInlineScripts,
  withEmptyChunkMapping,
  withCompactAutolinkScript,
  compactAutolinkScript,
  withStaticPagePathScript,
} from '../../../../src/node/deploy/inlineScripts';
import { GENERATED_RULES_MARKER, htmlRedirectRules, localeNotFoundRules, redirectsFile } from '../../../../src/node/deploy/redirects';
import { mergedSitemap, robotsTxt, sitemapLocations } from '../../../../src/node/deploy/seoFiles';
import { routeOfHtmlFile, usesPartytown, writeDeployFiles } from '../../../../src/node/deploy/writeDeployFiles';
import type { ResolvedSiteSettings } from '../../../../src/config/settingsContract';
import { STORAGE_KEYS } from '../../../../src/lib/storage';
import { fakeReporter } from '../../../support/reporter';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';
import { siteInlineScripts } from '../../../../src/node/deploy/siteInlineScripts';

const SETTINGS = {
  url: 'https://x.test',
  baseUrl: '/',
  noIndex: false,
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  announcementBar: { id: 'v1-ga' },
} as unknown as ResolvedSiteSettings;
const OWN = siteInlineScripts(SETTINGS, STORAGE_KEYS);

/** gatsby-remark-autolink-headers' script, exactly as the plugin writes it. */
function autolinkScript(offsetY: number): string {
  let html = '';

  const plugin = require('gatsby-remark-autolink-headers/gatsby-ssr') as { onRenderBody: (api: unknown, options: unknown) => void };
  plugin.onRenderBody(
    {
      setHeadComponents: (components: { props?: { dangerouslySetInnerHTML?: { __html: string } } }[]) => {
        html = components.find((c) => c?.props?.dangerouslySetInnerHTML)?.props?.dangerouslySetInnerHTML?.__html ?? '';
      },
    },
    { offsetY },
  );
  return html;
}

const PAGE = (pagePath: string): string =>
  `<!DOCTYPE html><html><head><script src="/${OWN.headScriptFile}"></script>` +
  `<script type="application/ld+json">{"@type":"WebSite"}</script></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

describe('inline scripts', () => {
  test('only executable inline scripts are listed: no src, no data blocks', () => {
    expect(executableInlineScripts(PAGE('/a'))).toEqual(['/*<![CDATA[*/window.pagePath="/a";/*]]>*/']);
    expect(
      executableInlineScripts('<script type="module">m()</script><script type="text/javascript">j()</script><script type="text/plain">x</script>'),
    ).toEqual(['m()', 'j()']);
  });

  test('the hash is the CSP sha256 of the exact text', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(cspHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  test("Gatsby's per-page path script becomes one page-independent script with the path in an attribute", () => {
    const a = withStaticPagePathScript(PAGE('/docs/Architerute/High Level'));
    const b = withStaticPagePathScript(PAGE('/blog/"quoted"&more'));
    expect(a).toContain('<script id="gatsby-script-loader" data-page-path="/docs/Architerute/High Level">');
    expect(b).toContain('data-page-path="/blog/&quot;quoted&quot;&amp;more"');
    expect(executableInlineScripts(a)).toEqual(executableInlineScripts(b));
    expect(executableInlineScripts(a)).toContain(STATIC_PAGE_PATH_SCRIPT);
    expect(withStaticPagePathScript(a)).toBe(a);
  });

  // Decision 0025 (schema trees link named schemas), "The page shell": about 7 KB a page.
  test("Gatsby's chunk mapping written as a JSON string (no lookup finds anything in it) becomes an empty object; an object mapping stays", () => {
    const mapping = { app: ['/app-0123.js'], 'component---src-templates-doc-page-tsx': ['/component---src-templates-doc-page-tsx-4567.js'] };
    const element = (text: string): string => `<script\n            id="gatsby-chunk-mapping"\n          >\n            ${text}\n          </script>`;
    const stringMapping = `window.___chunkMapping=${JSON.stringify(JSON.stringify(mapping))};`;
    const page = PAGE('/a').replace('</body>', `${element(stringMapping)}</body>`);
    const emptied = withEmptyChunkMapping(page);
    expect(emptied).toContain(`<script id="gatsby-chunk-mapping">${EMPTY_CHUNK_MAPPING_SCRIPT}</script>`);
    expect(emptied).not.toContain('component---');
    expect(page.length - emptied.length).toBeGreaterThan(stringMapping.length - EMPTY_CHUNK_MAPPING_SCRIPT.length);
    // The lookup Gatsby's loader makes, `window.___chunkMapping[name] || []`, answers the same before and after.
    const lookup = (script: string, name: string): unknown =>
      new Function(`const window = {}; ${script} return window.___chunkMapping[${JSON.stringify(name)}] || [];`)();
    for (const name of Object.keys(mapping)) expect(lookup(EMPTY_CHUNK_MAPPING_SCRIPT, name)).toEqual(lookup(stringMapping, name));
    expect(unexpectedInlineScripts(withStaticPagePathScript(emptied), siteInlineScriptRules(OWN))).toEqual([]);
    expect(withEmptyChunkMapping(emptied)).toBe(emptied);
    // An object (a mapping a lookup can use) and anything that is not a chunk mapping are left alone.
    const objectMapping = PAGE('/a').replace('</body>', `${element(`window.___chunkMapping=${JSON.stringify(mapping)};`)}</body>`);
    expect(withEmptyChunkMapping(objectMapping)).toBe(objectMapping);
    const other = PAGE('/a').replace('</body>', `${element('window.___chunkMapping="x";alert(1);')}</body>`);
    expect(withEmptyChunkMapping(other)).toBe(other);
  });
});

describe('headers', () => {
  test('the CSP allows own files and the listed hashes for scripts, no eval, no framing', () => {
    const csp = contentSecurityPolicy(["'sha256-b='", "'sha256-a='", "'sha256-a='"]);
    expect(csp).toContain("script-src 'self' 'sha256-a=' 'sha256-b='");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  test('hashed asset names', () => {
    for (const name of ['app-142eaaebabc2d2b49058.js', 'styles.a326ed1453e7fb6da338.css', '14b29d31-b6770ce2ee64743410dd.js', 'x-0123456789abcdef.js.map']) {
      expect(name).toMatch(HASHED_ASSET);
    }
    for (const name of ['favicon.svg', 'sitemap-0.xml', 'partytown.js', 'Portal-v1.json']) expect(name).not.toMatch(HASHED_ASSET);
  });

  test('_headers: security headers on every path, immutable caching on /static/* and each hashed asset', () => {
    const file = netlifyHeadersFile({
      prefix: '',
      security: securityHeaders('default-src x'),
      hashedAssets: ['/b-0123456789abcdef.js', '/a-0123456789abcdef.js'],
    });
    expect(file).toContain('/*\n  Content-Security-Policy: default-src x\n  X-Content-Type-Options: nosniff\n');
    expect(file).toContain('/static/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file.indexOf('/a-0123456789abcdef.js\n  Cache-Control: public, max-age=31536000, immutable')).toBeLessThan(file.indexOf('/b-0123'));
    expect(file.split('/*\n')[1].split('\n\n')[0]).not.toContain('Cache-Control');
  });
});

describe('redirects', () => {
  test('one .html and one /index.html rule per page, encoded, forced; none for the 404 page', () => {
    expect(htmlRedirectRules(['/', '/docs/Architerute/High Level', '/404', '/blog'])).toEqual([
      '/index.html  /  301!',
      '/blog/index.html  /blog  301!',
      '/blog.html  /blog  301!',
      '/docs/Architerute/High%20Level/index.html  /docs/Architerute/High%20Level  301!',
      '/docs/Architerute/High%20Level.html  /docs/Architerute/High%20Level  301!',
    ]);
    expect(htmlRedirectRules(['/', '/a'], '/base')).toEqual([
      '/base/index.html  /base/  301!',
      '/base/a/index.html  /base/a  301!',
      '/base/a.html  /base/a  301!',
    ]);
  });

  test("unknown paths under a locale get that locale's not-found page, for locales whose one was built", () => {
    expect(localeNotFoundRules(['fr', 'de'], ['/', '/404', '/fr', '/fr/404', '/de/docs'], '/fms')).toEqual(['/fms/fr/*  /fms/fr/404  404']);
    expect(localeNotFoundRules(['pt-BR'], ['/pt-BR/404'])).toEqual(['/pt-BR/*  /pt-BR/404  404']);
    expect(localeNotFoundRules([], ['/404'])).toEqual([]);
  });

  test('hand-written rules stay first; a second run replaces the generated part', () => {
    const once = redirectsFile('# mine\n/old  /new  301\n', ['/a.html  /a  301!']);
    expect(once).toBe(`# mine\n/old  /new  301\n\n${GENERATED_RULES_MARKER}\n/a.html  /a  301!\n`);
    expect(redirectsFile(once, ['/b.html  /b  301!'])).toBe(`# mine\n/old  /new  301\n\n${GENERATED_RULES_MARKER}\n/b.html  /b  301!\n`);
  });
});

describe('robots.txt and sitemap.xml', () => {
  test('robots.txt allows indexing and names the sitemap; noIndex disallows', () => {
    expect(robotsTxt({ siteUrl: 'https://x.test', prefix: '', noIndex: false })).toBe('User-agent: *\nAllow: /\n\nSitemap: https://x.test/sitemap.xml\n');
    expect(robotsTxt({ siteUrl: 'https://x.test', prefix: '/b', noIndex: true })).toContain('Disallow: /\n\nSitemap: https://x.test/b/sitemap.xml');
  });

  test('a preview build: robots.txt disallows everything and names no sitemap, whatever noIndex says', () => {
    for (const noIndex of [false, true]) {
      expect(robotsTxt({ siteUrl: 'https://x.test', prefix: '/b', noIndex, preview: true })).toBe('User-agent: *\nDisallow: /\n');
    }
    expect(robotsTxt({ siteUrl: 'https://x.test', prefix: '', noIndex: false, preview: false })).toContain('Allow: /');
  });

  test('sitemap parts merge into one urlset', () => {
    const part = (locs: string[]): string =>
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="x">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;
    const merged = mergedSitemap([part(['https://x.test/', 'https://x.test/a']), part(['https://x.test/b'])]);
    expect(sitemapLocations(merged)).toEqual(['https://x.test/', 'https://x.test/a', 'https://x.test/b']);
    expect(merged).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="x">');
  });

  test('the merged sitemap lists its entries by address, whatever order the pages were created in (an incremental build equals a cold one)', () => {
    const part = (locs: string[]): string => `<urlset>${locs.map((l) => `<url><loc>${l}</loc><changefreq>daily</changefreq></url>`).join('')}</urlset>`;
    const created = mergedSitemap([part(['https://x.test/docs/b', 'https://x.test/']), part(['https://x.test/docs/a'])]);
    const recreated = mergedSitemap([part(['https://x.test/docs/a', 'https://x.test/docs/b']), part(['https://x.test/'])]);
    expect(sitemapLocations(created)).toEqual(['https://x.test/', 'https://x.test/docs/a', 'https://x.test/docs/b']);
    expect(recreated).toBe(created);
  });
});

test('writeDeployFiles writes every file from a built folder', async () => {
  const dir = writeTree(
    {
      'index.html': PAGE('/'),
      'docs/intro/index.html': PAGE('/docs/intro'),
      '404.html': PAGE('/404.html'),
      '404/index.html': PAGE('/404/'),
      'fr/404/index.html': PAGE('/fr/404/'),
      '_gatsby/slices/_gatsby-scripts-1.html': '<script>ignored()</script>',
      'app-0123456789abcdef0123.js': '',
      [OWN.headScriptFile]: OWN.headScript,
      '~partytown/partytown.js': 'partytown()',
      _redirects: '/legacy  /docs  301\n',
      'sitemap-index.xml': '<sitemapindex><sitemap><loc>https://x.test/sitemap-0.xml</loc></sitemap></sitemapindex>',
      'sitemap-0.xml':
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.test/</loc></url><url><loc>https://x.test/docs/intro</loc></url></urlset>',
    },
    tempFolder('deploy-'),
  );
  try {
    const { reporter } = fakeReporter();
    await writeDeployFiles({ reporter } as never, SETTINGS, dir);

    const read = (file: string): string => fs.readFileSync(path.join(dir, file), 'utf8');
    expect(read('docs/intro/index.html')).toContain('data-page-path="/docs/intro"');
    const headers = JSON.parse(read('_headers.json')) as Record<string, string>;
    const scriptSrc = /script-src ([^;]*)/.exec(headers['Content-Security-Policy'])?.[1].split(' ') ?? [];
    // 'self' (the bundles and the head script's file: decision 0029) and the one page-path script.
    expect(scriptSrc).toHaveLength(2);
    expect(read('_headers')).toContain(`Content-Security-Policy: ${headers['Content-Security-Policy']}`);
    expect(read('_headers')).toContain('/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable');
    expect(read('_headers')).toContain(`/${OWN.headScriptFile}\n  Cache-Control: public, max-age=31536000, immutable`);
    expect(read('_redirects')).toMatch(/^\/legacy {2}\/docs {2}301\n\n# Generated/);
    expect(read('_redirects')).toContain('/docs/intro/index.html  /docs/intro  301!');
    // The not-found page is not redirected; unknown paths under /fr get the French one.
    expect(read('_redirects')).not.toMatch(/^\/404/m);
    expect(read('_redirects')).toMatch(/\n\/fr\/\* {2}\/fr\/404 {2}404\n$/);
    expect(sitemapLocations(read('sitemap.xml'))).toEqual(['https://x.test/', 'https://x.test/docs/intro']);
    // The part is not published twice: the index (named by every page's <link rel="sitemap">) lists sitemap.xml.
    expect(fs.existsSync(path.join(dir, 'sitemap-0.xml'))).toBe(false);
    expect(sitemapLocations(read('sitemap-index.xml'))).toEqual(['https://x.test/sitemap.xml']);
    expect(read('robots.txt')).toContain('Sitemap: https://x.test/sitemap.xml');
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(routeOfHtmlFile(dir, path.join(dir, 'docs/intro/index.html'))).toBe('/docs/intro');
    // No page has Partytown's snippet: Gatsby's copy of the library is not published (decision 0025).
    expect(fs.existsSync(path.join(dir, '~partytown'))).toBe(false);
    expect(usesPartytown('<script data-partytown="">…</script>')).toBe(true);
    expect(usesPartytown(PAGE('/'))).toBe(false);
  } finally {
    removeTree(dir);
  }
});

describe('only the inline scripts the site writes', () => {
  const rules = siteInlineScriptRules(OWN);
  const chunkMapping = `\n            window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ['/app-0123.js'], 'component---x': ['/component---x-4567.js'] }))};\n          `;
  const known = [STATIC_PAGE_PATH_SCRIPT, chunkMapping, 'window.___webpackCompilationHash="9f865c53aff4baad6482";', autolinkScript(0), autolinkScript(72)];

  test("the autolink plugin's script is made compact, with its offset, and runs as the plugin's does", () => {
    for (const offset of [0, 72, -5]) {
      const page = `<head><script>${autolinkScript(offset)}</script></head>`;
      const compact = withCompactAutolinkScript(page);
      expect(compact).toBe(`<head><script>${compactAutolinkScript(String(offset))}</script></head>`);
      expect(compact.length).toBeLessThan(page.length - 250);
      expect(unexpectedInlineScripts(compact, rules)).toEqual([]);
      // Both scroll the fragment's element to the same place.
      const scrolled = (script: string): number[] => {
        const calls: number[] = [];
        const element = { getBoundingClientRect: () => ({ top: 500 }) };
        const listeners: (() => void)[] = [];
        const fakeDocument = {
          addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
          getElementById: (id: string) => (id === 'responses' ? element : null),
          documentElement: { scrollTop: 40, clientTop: 0 },
          body: { scrollTop: 0, clientTop: 0 },
        };
        const fakeWindow = { decodeURI, pageYOffset: 40, scrollTo: (_x: number, y: number) => calls.push(y) };
        new Function('document', 'window', 'location', 'setTimeout', script)(fakeDocument, fakeWindow, { hash: '#responses' }, (run: () => void) => run());
        listeners.forEach((listener) => listener());
        return calls;
      };
      expect(scrolled(compactAutolinkScript(String(offset)))).toEqual(scrolled(autolinkScript(offset)));
      expect(scrolled(compactAutolinkScript(String(offset)))).toEqual([540 - offset]);
    }
    // Another script in its place is left as it is, and stays unexpected.
    const changed = `<script>${autolinkScript(0).replace('window.scrollTo', 'alert(1);window.scrollTo')}</script>`;
    expect(withCompactAutolinkScript(changed)).toBe(changed);
    expect(unexpectedInlineScripts(`<script>${compactAutolinkScript('0')};alert(1)</script>`, rules)).toHaveLength(1);
  });

  test('the kinds Gatsby and the site write are recognised', () => {
    for (const text of known) expect(unexpectedInlineScripts(`<script>${text}</script>`, rules)).toEqual([]);
  });

  test('the head script is a file of its own (decision 0029): inline, its text is not one the site writes', () => {
    expect(unexpectedInlineScripts(`<script>${OWN.headScript}</script>`, rules)).toEqual([OWN.headScript]);
  });

  test('anything else is unexpected, even close variants of the known ones', () => {
    const html = [
      'alert(document.domain)',
      `${OWN.headScript}alert(1)`,
      'window.___webpackCompilationHash="x";alert(1);',
      `window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ['javascript:alert(1)'] }))};`,
      autolinkScript(0).replace('window.scrollTo', 'alert(1);window.scrollTo'),
    ]
      .map((text) => `<script>${text}</script>`)
      .join('');
    expect(unexpectedInlineScripts(html, rules)).toHaveLength(5);
    // A data block is not run, so it is not a script the CSP governs.
    expect(unexpectedInlineScripts('<script type="application/ld+json">{"a":1}</script>', rules)).toEqual([]);
  });

  test('a page with an extra inline script stops the deploy step, naming the page and the script', async () => {
    const dir = writeTree(
      { 'index.html': PAGE('/'), 'docs/intro/index.html': PAGE('/docs/intro').replace('</body>', '<script>window.stolen=document.cookie</script></body>') },
      tempFolder('deploy-'),
    );
    try {
      await expect(writeDeployFiles({ reporter: fakeReporter().reporter } as never, SETTINGS, dir)).rejects.toThrow(
        /1 inline script is not one the site writes[\s\S]*\/docs\/intro: <script>window\.stolen=document\.cookie<\/script>/,
      );
      expect(fs.existsSync(path.join(dir, '_headers'))).toBe(false);
    } finally {
      removeTree(dir);
    }
  });
});

describe('JSON inside inline scripts', () => {
  test('an announcement id containing </script> cannot end the head script, and reads back the same', () => {
    const id = 'v2</script><script>window.pwned=1</script><!--\u2028';
    const own = siteInlineScripts({ ...SETTINGS, announcementBar: { id } } as never, STORAGE_KEYS);
    expect(own.headScript).not.toMatch(/<\/script|<!--|<script/i);
    const config = /\)\((\{.*\})\);$/.exec(own.headScript)?.[1] ?? '';
    expect((JSON.parse(config) as { announcementId: string }).announcementId).toBe(id);
    // The page keeps exactly the scripts it had.
    expect(executableInlineScripts(`<script>${own.headScript}</script><p>after</p>`)).toEqual([own.headScript]);
  });
});
