/**
 * The shipped site, as built into public/ by `gatsby build`, has no broken internal link or anchor,
 * whatever the severity settings say (SPEC §2 lets broken links pass silently; the site itself must
 * still have none).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ATOM_PATH, RSS_PATH } from '../../src/blog/paths';
import { checkBuiltSite } from '../../src/node/checks/htmlLinks';
import { siteSettings } from '../../src/config/settings';
import { validateSettings } from '../../src/node/config/validate';
import { STORAGE_KEYS } from '../../src/lib/storage';
import { siteInlineScripts } from '../../src/node/deploy/siteInlineScripts';

const publicDir = process.env.E2E_PUBLIC_DIR ?? path.resolve(__dirname, '../../public');

describe('the shipped site (public/)', () => {
  it('has been built', () => {
    expect(fs.existsSync(path.join(publicDir, 'index.html'))).toBe(true);
  });

  it('its scripts link to routes of this build, not under another base URL (a fixture build left in the cache)', () => {
    // The fixture site is built with the base URL /fms/ in the same checkout; gatsby-plugin-mdx writes
    // the prefix into the links of the compiled MDX, and a shared webpack cache once carried those
    // into the shipped bundles: the server HTML was right, every client-side link 404'd.
    const fixtures = fs.readdirSync(path.resolve(__dirname, '../fixtures'));
    const prefixes = fixtures
      .map((name) => path.resolve(__dirname, '../fixtures', name, 'override.json'))
      .filter((file) => fs.existsSync(file))
      .map((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { baseUrl?: string }).baseUrl)
      .filter((base): base is string => typeof base === 'string' && base !== siteSettings.baseUrl);
    expect(prefixes.length).toBeGreaterThan(0);
    const offending: string[] = [];
    for (const file of fs.readdirSync(publicDir).filter((name) => name.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(publicDir, file), 'utf8');
      for (const prefix of prefixes) if (text.includes(`href:"${prefix}`)) offending.push(`${file}: href:"${prefix}…`);
    }
    expect(offending).toEqual([]);
  });

  it('is a production build, indexable (issue 28): no robots meta on its pages, a robots.txt that allows and names the sitemap, the sitemap', () => {
    for (const page of [
      'index.html',
      'docs/intro/index.html',
      'docs/api/ac-api/index.html',
      'docs/api/ac-api/authenticate/index.html',
      'blog/index.html',
      'search/index.html',
      '404.html',
    ]) {
      expect({ page, robots: /<meta name="robots"/.test(fs.readFileSync(path.join(publicDir, page), 'utf8')) }).toEqual({ page, robots: false });
    }
    expect(fs.readFileSync(path.join(publicDir, 'robots.txt'), 'utf8')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteSettings.url}/sitemap.xml\n`);
    expect(fs.readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${siteSettings.url}/docs/intro</loc>`);
  });

  it('every page loads the head script from its own file, after the stylesheet, before the body, and never inlines it (decision 0029)', () => {
    const own = siteInlineScripts(validateSettings(siteSettings), STORAGE_KEYS);
    expect(fs.readFileSync(path.join(publicDir, own.headScriptFile), 'utf8').trim()).toBe(own.headScript);
    const tag = `<script src="/${own.headScriptFile}"></script>`;
    const wrong: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!['page-data', '_gatsby', 'static'].includes(entry.name)) walk(file);
        } else if (entry.name.endsWith('.html')) {
          const html = fs.readFileSync(file, 'utf8');
          const head = html.slice(0, html.indexOf('</head>'));
          const at = head.indexOf(tag);
          const stylesheet = head.search(/<link rel="stylesheet"/);
          if (at < 0 || stylesheet < 0 || at < stylesheet || html.includes(own.headScript)) wrong.push(path.relative(publicDir, file));
        }
      }
    };
    walk(publicDir);
    expect(wrong).toEqual([]);
  });

  it('has no broken internal links and no broken anchors', () => {
    const findings = checkBuiltSite({ publicDir, siteUrl: siteSettings.url });
    expect(findings.map((finding) => finding.message)).toEqual([]);
  });

  it("links the RSS and Atom feeds from every page's <head>, with absolute URLs", () => {
    const pages: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '_gatsby') walk(file); // Gatsby's slice fragments, not pages
        } else if (entry.name.endsWith('.html')) pages.push(file);
      }
    };
    walk(publicDir);
    expect(pages.length).toBeGreaterThan(100);
    const wanted = [
      `<link rel="alternate" type="application/rss+xml" title="FMS documents blog (RSS)" href="${RSS_PATH}"`,
      `<link rel="alternate" type="application/atom+xml" title="FMS documents blog (Atom)" href="${ATOM_PATH}"`,
    ];
    const lacking = pages.filter((file) => {
      const head = /<head>([\s\S]*?)<\/head>/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
      return !wanted.every((link) => head.includes(link));
    });
    expect(lacking.map((file) => path.relative(publicDir, file))).toEqual([]);
  });

  it('has a changelog page and two feeds per API, built from the documents and their 1.0 (decision 0021)', () => {
    for (const api of ['portal-api', 'ac-api']) {
      const page = path.join(publicDir, 'docs/api', api, 'changelog/index.html');
      expect(fs.existsSync(page)).toBe(true);
      expect(fs.existsSync(path.join(publicDir, 'docs/api', api, 'changelog/rss.xml'))).toBe(true);
      expect(fs.existsSync(path.join(publicDir, 'docs/api', api, 'changelog/atom.xml'))).toBe(true);
    }
    const portal = fs.readFileSync(path.join(publicDir, 'docs/api/portal-api/changelog/index.html'), 'utf8');
    expect(portal).toContain('id="version-1-1"');
    // Breaking first, with the word as its mark, linking to the parameter on the current page.
    expect(portal).toMatch(
      /Breaking<\/strong> <a[^>]* href="\/docs\/api\/portal-api\/get-asset-availabilities#parameter-query-from"[^>]*>Query parameter <code>from<\/code> is now required\.<\/a>/,
    );
    expect(portal).toContain('New value <code>Pdf</code>');
    expect(portal).toContain('Operation deprecated.');
    expect(portal).toContain('New response <code>409</code>.');
    expect(portal.indexOf('Breaking</strong>')).toBeLessThan(portal.indexOf('New operation.'));
  });

  it("names the search index in /search's page data only: no other page's data or static query depends on it (issue 45, decision 0036)", () => {
    // The plugin names the index by its digest: any page whose data named it was rendered again after every text edit.
    const pageDataDir = path.join(publicDir, 'page-data');
    const pageDataFiles = (fs.readdirSync(pageDataDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('page-data.json'))
      .map((file) => path.join(pageDataDir, file));
    // Slices carry static queries too (public/slice-data, when the build has slices).
    const sliceDir = path.join(publicDir, 'slice-data');
    const sliceFiles = fs.existsSync(sliceDir) ? fs.readdirSync(sliceDir).map((file) => path.join(sliceDir, file)) : [];
    const namesIndex = (file: string): boolean => fs.readFileSync(file, 'utf8').includes('.index.txt');
    const isSearchPage = (file: string): boolean => /(^|\/)search\/page-data\.json$/.test(path.relative(pageDataDir, file).split(path.sep).join('/'));
    expect(pageDataFiles.length).toBeGreaterThan(100);
    expect(pageDataFiles.filter(isSearchPage).filter(namesIndex)).not.toEqual([]);
    expect(pageDataFiles.filter((file) => !isSearchPage(file) && namesIndex(file)).map((file) => path.relative(publicDir, file))).toEqual([]);
    // The static queries pages and slices use (page-data/sq/d/<hash>.json; public/ may keep results no page names any more).
    const hashes = new Set(
      [...pageDataFiles, ...sliceFiles].flatMap(
        (file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { staticQueryHashes?: string[] }).staticQueryHashes ?? [],
      ),
    );
    const staticQueries = [...hashes].map((hash) => path.join(pageDataDir, 'sq/d', `${hash}.json`));
    expect(staticQueries.length).toBeGreaterThan(0);
    expect(staticQueries.filter(namesIndex).map((file) => path.relative(publicDir, file))).toEqual([]);
  });

  it('fetches at most 150 KB gzip on the first search: the index, the store and the code reading them (issue 26, decision 0019)', () => {
    // The URLs search fetches: the /search page's query result, which the dialog reads from its page data (issue 45).
    const searchPageData = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data/search/page-data.json'), 'utf8')) as {
      result: { data?: { localSearchSite?: { publicIndexURL: string; publicStoreURL: string } | null } };
    };
    const results = [searchPageData.result.data?.localSearchSite].filter((urls) => urls != null);
    expect(results).toHaveLength(1);
    expect(results[0].publicIndexURL).toMatch(/^\/static\/[0-9a-f]{32}\.index\.txt$/);
    // The code that reads them: the `search-index` chunk of this build (webpack's chunk map; public/ may keep older ones).
    const chunks = JSON.parse(fs.readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8')) as Record<string, string[]>;
    const code = (chunks['search-index'] ?? []).filter((file) => file.endsWith('.js'));
    expect(code).toHaveLength(1);
    const files = [results[0].publicIndexURL, results[0].publicStoreURL, code[0]].map((url) => path.join(publicDir, url));
    const gzip = files.map((file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
    expect(gzip[0]).toBeGreaterThan(10 * 1024);
    expect(gzip.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(150 * 1024);
  });
});
