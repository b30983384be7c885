/**
 * Quality gates (issue 10) on the served production build, which carries the generated security
 * headers (public/_headers.json, applied by scripts/serve.ts as the host applies public/_headers):
 * - every page kind, desktop light and dark: axe clean, nothing requested outside the origin, no
 *   console error (a CSP violation is one) and no CSP violation event (__tests__/support/pageKindChecks.ts;
 *   390 px in qualityPhone.test.ts, the keyboard in keyboard.test.ts: separate files run in parallel);
 * - SEO on every generated page; sitemap.xml, robots.txt, the spec files and the feeds;
 * - deployment files: CSP covering every inline script, cache rules, redirects; no analytics, no web fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { cspHashSource, executableInlineScripts } from '../../src/node/deploy/inlineScripts';
import { HASHED_ASSET } from '../../src/node/deploy/headers';
import { builtHtmlFiles, routeOfHtmlFile } from '../../src/node/deploy/writeDeployFiles';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE_URL, DESKTOP, TEST_BROWSERS, VARIANTS, axeViolations, browserSuite, testBrowserPath } from '../support/browser';
import { checkEveryPageKind } from '../support/pageKindChecks';
import { parseXml } from '../support/parseFeeds';

const publicDir = process.env.E2E_PUBLIC_DIR ?? path.resolve(__dirname, '../../public');
const SITE_TITLE = 'FMS documents';

const readPublic = (file: string): string => fs.readFileSync(path.join(publicDir, file), 'utf8');
const url = (route: string): string => new URL(encodeURI(route), BASE_URL()).toString();
const securityHeaders = (): Record<string, string> => JSON.parse(readPublic('_headers.json')) as Record<string, string>;

const browser = browserSuite();

checkEveryPageKind(VARIANTS.filter((variant) => variant.viewport === DESKTOP));

test("the browser tests run in Debian's chromium-headless-shell when installed (.ci/run installs it), else chromium, or $CHROME_PATH", () => {
  expect(testBrowserPath({}, () => true)).toBe('/usr/bin/chromium-headless-shell');
  expect(testBrowserPath({}, (file) => file === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
  expect(testBrowserPath({ CHROME_PATH: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
  const ci = fs.readFileSync(path.resolve(__dirname, '../../.ci/run'), 'utf8');
  for (const file of TEST_BROWSERS) expect(ci).toContain(path.basename(file));
});

// The check the gates rely on: axeViolations (violations only, the tagged rules only) reports what
// axe's full analysis of the same rules reports, node for node, and nothing of an untagged rule.
test('the axe check reports every planted violation of the tagged rules, as the full analysis does, and no untagged (AAA) rule', async () => {
  const page = await browser().newPage();
  try {
    await page.setContent(`<!doctype html><html><head><title>planted</title></head><body><main><h1>Planted</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color:#bbb;background:#fff">low contrast</p><p style="color:#767676;background:#fff">AA, not AAA</p>
      <button></button><a href="#x"></a><input type="text"><ul><div>not an item</div></ul><h4>skipped levels</h4>
      </main></body></html>`);
    const full = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags([...AXE_TAGS])
      .analyze();
    const reference = full.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(',')}`);
    const reported = await axeViolations(page);
    expect(reported.map((line) => line.split(' ')[0])).toEqual([
      'button-name',
      'color-contrast',
      'heading-order',
      'html-has-lang',
      'image-alt',
      'label',
      'link-name',
      'list',
      'target-size',
    ]);
    expect(reported.map((line) => `${line.split(' ')[0]} ${line.split('\n    ').slice(1).join(',')}`)).toEqual(reference);
  } finally {
    await page.close();
  }
});

// ---------------------------------------------------------------------------------------------------
// SEO

const htmlFiles = builtHtmlFiles(publicDir);
const pages = htmlFiles.map((file) => ({ file, route: routeOfHtmlFile(publicDir, file) })).filter(({ route }) => route !== '/404' && route !== '/404.html');

function sitemapUrls(): string[] {
  const urlset = parseXml(readPublic('sitemap.xml')).documentElement;
  if (urlset.tagName !== 'urlset') throw new Error(`sitemap.xml is <${urlset.tagName}>, not <urlset>`);
  const childrenNamed = (parent: Element, name: string): Element[] => Array.from(parent.children).filter((child) => child.tagName === name);
  return childrenNamed(urlset, 'url').map((entry) => childrenNamed(entry, 'loc')[0]?.textContent?.trim() ?? '');
}

type HtmlDocument = ReturnType<typeof parseDocument>;

/** The elements named `tag` whose attributes have the given values, in document order. */
function elements(root: HtmlDocument, tag: string, attributes: Record<string, string> = {}): ReturnType<typeof DomUtils.findAll> {
  return DomUtils.findAll(
    (element) => element.name === tag && Object.entries(attributes).every(([name, value]) => element.attribs[name] === value),
    root.children,
  );
}

function meta(root: HtmlDocument, attribute: 'name' | 'property', key: string): string | undefined {
  return elements(root, 'meta', { [attribute]: key })[0]?.attribs.content;
}

describe('SEO', () => {
  test('sitemap.xml lists every page (and not the not-found page), once', () => {
    const urls = sitemapUrls();
    const origin = new URL(urls[0]).origin;
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.map((u) => decodeURI(new URL(u).pathname)).sort()).toEqual(pages.map((p) => p.route).sort());
    expect(urls.every((u) => new URL(u).origin === origin)).toBe(true);
  });

  test('every page: title "<page> | FMS documents", description, canonical = its sitemap URL, Open Graph, Twitter, both feeds', () => {
    const sitemap = new Map(sitemapUrls().map((u) => [decodeURI(new URL(u).pathname), u]));
    const problems: string[] = [];
    for (const { file, route } of pages) {
      const root = parseDocument(fs.readFileSync(file, 'utf8'));
      const problem = (what: string): number => problems.push(`${route}: ${what}`);
      const title = DomUtils.textContent(elements(root, 'title').slice(0, 1));
      const description = meta(root, 'name', 'description') ?? '';
      const canonicals = elements(root, 'link', { rel: 'canonical' }).map((link) => link.attribs.href);
      if (!new RegExp(`^\\S.* \\| ${SITE_TITLE}$`).test(title)) problem(`title "${title}"`);
      if (!description.trim()) problem('no meta description');
      if (canonicals.length !== 1 || canonicals[0] !== sitemap.get(route)) problem(`canonical ${JSON.stringify(canonicals)} (sitemap: ${sitemap.get(route)})`);
      if (meta(root, 'property', 'og:title') !== title) problem('og:title differs from the title');
      if (meta(root, 'property', 'og:description') !== description) problem('og:description differs from the description');
      if (meta(root, 'property', 'og:url') !== canonicals[0]) problem('og:url differs from the canonical URL');
      if (!meta(root, 'property', 'og:type') || meta(root, 'property', 'og:site_name') !== SITE_TITLE) problem('og:type / og:site_name');
      // X (Twitter) falls back to og:title and og:description: its own copies would repeat them (decision 0025, session 14).
      if (
        meta(root, 'name', 'twitter:card') !== 'summary' ||
        elements(root, 'meta', { name: 'twitter:title' }).length + elements(root, 'meta', { name: 'twitter:description' }).length
      )
        problem('twitter:card, without twitter:title/description');
      if (elements(root, 'meta', { name: 'robots' }).length) problem('has a robots meta tag (the site is indexable)');
      if (elements(root, 'html')[0]?.attribs.lang !== 'en') problem('html lang is not "en"');
      const feeds = elements(root, 'link', { rel: 'alternate' }).map((link) => link.attribs.type);
      if (!feeds.includes('application/rss+xml') || !feeds.includes('application/atom+xml')) problem('no <link rel="alternate"> to both feeds');
    }
    expect(problems).toEqual([]);
  });

  test('robots.txt allows indexing and names the sitemap; both are served', async () => {
    const robots = await fetch(url('/robots.txt'));
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    const origin = new URL(sitemapUrls()[0]).origin;
    expect(text).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap\\.xml$`, 'm'));
    const sitemap = await fetch(url('/sitemap.xml'));
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
  });

  test('the OpenAPI documents and the feeds are served and linked from the site', async () => {
    const allHtml = htmlFiles.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    for (const spec of ['/Portal-v1.json', '/AC-v1.json']) {
      const response = await fetch(url(spec));
      expect(response.status).toBe(200);
      // Published compact (decision 0014): the same value as the team's file.
      expect(await response.json()).toEqual(JSON.parse(fs.readFileSync(path.join(__dirname, '../../static', spec), 'utf8')));
      expect(allHtml).toContain(`href="${spec}"`);
    }
    for (const feed of ['/rss.xml', '/atom.xml']) {
      const response = await fetch(url(feed));
      expect(response.status).toBe(200);
      expect(parseXml(await response.text()).documentElement.tagName).toBe(feed === '/rss.xml' ? 'rss' : 'feed');
    }
    // A page's <link rel="alternate"> resolves on the origin that served it (a preview deploy, npm run
    // serve), not on the production host, and each parses as its feed (issue 18).
    const page = url('/docs/intro');
    const head = parseDocument(await (await fetch(page)).text());
    const alternates = elements(head, 'link', { rel: 'alternate' })
      .filter((link) => link.attribs.type !== 'text/markdown')
      .map((link) => new URL(link.attribs.href ?? '', page));
    expect(alternates.map((address) => address.pathname)).toEqual(['/rss.xml', '/atom.xml']);
    // The page's Markdown twin (issue 44), on the same origin too: __tests__/e2e/agents.test.ts checks it.
    const twins = elements(head, 'link', { rel: 'alternate', type: 'text/markdown' }).map((link) => new URL(link.attribs.href ?? '', page));
    expect(twins.map((address) => [address.origin, address.pathname])).toEqual([[new URL(page).origin, '/docs/intro.md']]);
    for (const address of alternates) {
      expect(address.origin).toBe(new URL(page).origin);
      expect(parseXml(await (await fetch(address)).text()).documentElement.tagName).toBe(address.pathname === '/rss.xml' ? 'rss' : 'feed');
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Deployment and privacy

describe('deployment', () => {
  test('the CSP allows every inline script of every page by hash, and nothing else inline or evaluated', () => {
    const csp = securityHeaders()['Content-Security-Policy'];
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1].split(/\s+/) ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const missingHashes = new Set<string>();
    for (const file of htmlFiles) {
      for (const script of executableInlineScripts(fs.readFileSync(file, 'utf8'))) {
        if (!scriptSrc.includes(cspHashSource(script))) missingHashes.add(`${path.relative(publicDir, file)}: ${script.slice(0, 60)}`);
      }
    }
    expect([...missingHashes]).toEqual([]);
    // One policy for every response: it must stay small enough for any proxy or CDN.
    expect(csp.length).toBeLessThan(2048);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
  });

  test('_headers (Netlify) carries the same security headers, and immutable caching for every hashed asset', () => {
    const headersFile = readPublic('_headers');
    for (const [name, value] of Object.entries(securityHeaders())) expect(headersFile).toContain(`  ${name}: ${value}\n`);
    const hashed = fs.readdirSync(publicDir).filter((name) => HASHED_ASSET.test(name));
    expect(hashed.length).toBeGreaterThan(5);
    for (const name of hashed) expect(headersFile).toContain(`/${name}\n  Cache-Control: public, max-age=31536000, immutable`);
    expect(headersFile).toContain('/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  test('the served site: security headers on every response, .html and /index.html redirected, 404 for unknown paths', async () => {
    const headers = securityHeaders();
    const script = fs.readdirSync(publicDir).find((name) => /^app-.*\.js$/.test(name));
    for (const route of ['/', '/docs/intro', `/${script}`, '/page-data/app-data.json', '/no/such/page']) {
      const response = await fetch(url(route), { redirect: 'manual' });
      for (const [name, value] of Object.entries(headers)) expect(`${route} ${name}: ${response.headers.get(name)}`).toBe(`${route} ${name}: ${value}`);
    }
    for (const [from, to] of [
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/intro/index.html', '/docs/intro'],
      ['/index.html', '/'],
    ]) {
      const response = await fetch(url(from), { redirect: 'manual' });
      expect(`${from} ${response.status} ${response.headers.get('location')}`).toBe(`${from} 301 ${to}`);
    }
    expect((await fetch(url('/no/such/page'))).status).toBe(404);
  });

  test('_redirects strips .html and /index.html for every page; netlify.toml builds and publishes public/', () => {
    const redirects = readPublic('_redirects');
    for (const { route } of pages) {
      const target = encodeURI(route);
      const from = route === '/' ? ['/index.html'] : [`${target}/index.html`, `${target}.html`];
      for (const source of from) expect(redirects).toContain(`${source}  ${route === '/' ? '/' : target}  301!`);
    }
    const toml = fs.readFileSync(path.resolve(__dirname, '../../netlify.toml'), 'utf8');
    expect(toml).toMatch(/^\s*command = "npm run build"$/m);
    expect(toml).toMatch(/^\s*publish = "public"$/m);
  });

  test('privacy: no analytics or third-party code; fonts are system fonts or served by the site', () => {
    const ANALYTICS = /google-analytics\.com|googletagmanager\.com|\bgtag\(|plausible\.io|cdn\.segment\.com|hotjar\.com|matomo|clarity\.ms|fathom|umami/i;
    // Resources the browser loads by itself; canonical and feed links name the public site URL, which is fine.
    const RESOURCE = /<(script|link|img|iframe|source|video|audio)\b[^>]*\b(src|href|srcset)="((https?:)?\/\/[^"]*)"[^>]*>/gi;
    const problems: string[] = [];
    for (const file of htmlFiles) {
      const html = fs.readFileSync(file, 'utf8');
      if (ANALYTICS.test(html)) problems.push(`${path.relative(publicDir, file)}: analytics`);
      for (const tag of html.matchAll(RESOURCE)) {
        if (!/\brel="(canonical|alternate)"/.test(tag[0])) problems.push(`${path.relative(publicDir, file)}: ${tag[0].slice(0, 120)}`);
      }
    }
    const styles = [
      ...fs
        .readdirSync(publicDir)
        .filter((name) => name.endsWith('.css'))
        .map((name) => readPublic(name)),
      ...htmlFiles.slice(0, 5).map((file) => fs.readFileSync(file, 'utf8')),
    ].join('\n');
    if (/@import\s+url\(\s*["']?https?:|fonts\.googleapis|fonts\.gstatic|use\.typekit/i.test(styles))
      problems.push('CSS loads fonts or styles from another site');
    for (const match of styles.matchAll(/@font-face\s*{[^}]*}/g)) {
      if (/url\(\s*["']?(https?:)?\/\//.test(match[0])) problems.push(`@font-face from another site: ${match[0].slice(0, 120)}`);
    }
    for (const name of fs.readdirSync(publicDir).filter((n) => n.endsWith('.js') && !n.startsWith('sw'))) {
      if (ANALYTICS.test(readPublic(name))) problems.push(`${name}: analytics`);
    }
    expect(problems).toEqual([]);
  });
});
