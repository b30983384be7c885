/**
 * Quality gates (issue 10) on the served production build, which carries the generated security
 * headers (public/_headers.json, applied by scripts/serve.ts as the host applies public/_headers):
 * - every page kind × light/dark × desktop/390 px: axe clean, nothing requested outside the origin,
 *   no console error (a CSP violation is one) and no CSP violation event;
 * - the keyboard reaches every visible control, each with a visible focus ring, and a few controls work;
 * - SEO on every generated page; sitemap.xml, robots.txt, the spec files and the feeds;
 * - deployment files: CSP covering every inline script, cache rules, redirects; no analytics, no web fonts.
 * Page kinds come from the build (scripts/page-kinds.ts); a kind not built yet is skipped by name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { parse, type HTMLElement as ParsedElement } from 'node-html-parser';
import type { Page } from 'playwright-core';
import { cspHashSource, executableInlineScripts } from '../../src/node/deploy/inlineScripts';
import { HASHED_ASSET } from '../../src/node/deploy/headers';
import { builtHtmlFiles, routeOfHtmlFile } from '../../src/node/deploy/writeDeployFiles';
import { pageKinds } from '../../scripts/page-kinds';
import { BASE_URL, DESKTOP, PHONE, VARIANTS, axeViolations, drawAllDiagrams, browserSuite, withPage, visit } from '../support/browser';

const publicDir = process.env.E2E_PUBLIC_DIR ?? path.resolve(__dirname, '../../public');
const { kinds, missing } = pageKinds(publicDir);
const SITE_TITLE = 'FMS documents';
const NOT_FOUND_RESOURCE = /^Failed to load resource: the server responded with a status of 404/;

const readPublic = (file: string): string => fs.readFileSync(path.join(publicDir, file), 'utf8');
const url = (route: string): string => new URL(encodeURI(route), BASE_URL()).toString();
const securityHeaders = (): Record<string, string> => JSON.parse(readPublic('_headers.json')) as Record<string, string>;

/** Records CSP violations in the page, in addition to the console error Chromium logs for each. */
const CSP_LISTENER = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + (e.sourceFile || '') + ':' + e.lineNumber));`;

browserSuite();

for (const kind of missing) {
  test.skip(`${kind.label} (${kind.route}) is not in this build yet: its checks are skipped`, () => undefined);
}

describe.each(VARIANTS)('every page kind, $name', (variant) => {
  test.each(kinds)('$label ($route): axe clean, same-origin only, no console errors under the CSP', async ({ route, status }) => {
    await withPage(
      { viewport: variant.viewport, theme: variant.colorScheme, colorScheme: variant.colorScheme, initScript: CSP_LISTENER, allowNotFound: status === 404 },
      async (visitContext) => {
        const { page } = visitContext;
        const response = page.waitForResponse((r) => r.request().isNavigationRequest());
        expect(await visit(page, encodeURI(route))).toBe(status);
        expect((await response).headers()['content-security-policy']).toBe(securityHeaders()['Content-Security-Policy']);
        await page.waitForLoadState('networkidle');
        expect(await page.getAttribute('html', 'data-theme')).toBe(variant.colorScheme);
        // Drawn at build time (issue 17): every diagram is in the HTML, none is left to the browser.
        expect((await drawAllDiagrams(page)).filter((state) => state !== 'static')).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        expect(visitContext.foreignRequests).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
        const errors = status === 404 ? visitContext.consoleErrors.filter((e) => !NOT_FOUND_RESOURCE.test(e)) : visitContext.consoleErrors;
        expect(errors).toEqual([]);
      },
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// Keyboard

interface TabStop {
  readonly id: string | null;
  readonly description: string;
  readonly ring: boolean;
}

/** Marks the visible controls, then tabs through the page, recording each stop and whether its focus is visible. */
async function tabThrough(page: Page): Promise<{ controls: Record<string, string>; stops: TabStop[] }> {
  const controls = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const found: Record<string, string> = {};
    [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (el) =>
          el.tabIndex >= 0 && el.getClientRects().length > 0 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest('[inert]'),
      )
      .forEach((el, index) => {
        el.dataset.kbd = String(index);
        found[index] = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`;
      });
    return found;
  });
  const stops: TabStop[] = [];
  const limit = Object.keys(controls).length * 2 + 20;
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return { id: el.dataset.kbd ?? null, description: `${el.tagName.toLowerCase()}${classes}`, ring: outline || shadow };
    });
    if (!stop) break;
    if (stops.some((s) => s.id !== null && s.id === stop.id)) break;
    stops.push(stop);
  }
  return { controls, stops };
}

/** Every page kind at desktop width; at 390 px (hamburger, no sidebar) the kinds whose layouts differ. */
const PHONE_KEYBOARD_KINDS = ['home', 'concept', 'operation', 'blog-post', 'search'];
const KEYBOARD_PAGES = [
  ...kinds.map((kind) => ({ kind, viewport: DESKTOP as typeof DESKTOP | typeof PHONE })),
  ...kinds.filter((kind) => PHONE_KEYBOARD_KINDS.includes(kind.id)).map((kind) => ({ kind, viewport: PHONE as typeof DESKTOP | typeof PHONE })),
].map(({ kind, viewport }) => ({ kind, viewport, width: viewport.width }));

describe('keyboard', () => {
  test.each(KEYBOARD_PAGES)('$kind.label at $width px: Tab reaches every visible control, each with a visible focus ring', async ({ kind, viewport }) => {
    await withPage({ viewport, allowNotFound: kind.status === 404 }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, encodeURI(kind.route));
      await page.waitForLoadState('networkidle');
      const { controls, stops } = await tabThrough(page);
      const reached = new Set(stops.map((stop) => stop.id));
      expect(
        Object.entries(controls)
          .filter(([id]) => !reached.has(id))
          .map(([, description]) => description),
      ).toEqual([]);
      const withoutRing = new Map<string, number>();
      for (const stop of stops.filter((s) => !s.ring)) withoutRing.set(stop.description, (withoutRing.get(stop.description) ?? 0) + 1);
      expect([...withoutRing].map(([element, count]) => `${element} ×${count}: no visible focus ring`)).toEqual([]);
    });
  });

  test('the colour-mode switch works from the keyboard (Enter and Space)', async () => {
    await withPage({ viewport: DESKTOP }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('dark');
      await page.keyboard.press('Space');
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('light');
    });
  });

  test('390 px: the navigation menu opens, is tabbable and closes from the keyboard', async () => {
    await withPage({ viewport: PHONE }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/intro');
      const open = page.getByRole('button', { name: 'Open the navigation menu' });
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(open.getAttribute('aria-expanded')).resolves.toBe('true');
      const close = page.getByRole('button', { name: 'Close the navigation menu' });
      await close.waitFor({ state: 'visible' });
      await close.focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Navigation menu"]')))).toBe(true);
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(open.getAttribute('aria-expanded')).resolves.toBe('false');
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// SEO

const htmlFiles = builtHtmlFiles(publicDir);
const pages = htmlFiles.map((file) => ({ file, route: routeOfHtmlFile(publicDir, file) })).filter(({ route }) => route !== '/404' && route !== '/404.html');

function sitemapUrls(): string[] {
  const xml = new XMLParser().parse(readPublic('sitemap.xml')) as { urlset: { url: { loc: string } | { loc: string }[] } };
  const entries = xml.urlset.url;
  return (Array.isArray(entries) ? entries : [entries]).map((entry) => entry.loc);
}

function meta(root: ParsedElement, attribute: 'name' | 'property', key: string): string | undefined {
  return root.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content');
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
      const root = parse(fs.readFileSync(file, 'utf8'));
      const problem = (what: string): number => problems.push(`${route}: ${what}`);
      const title = root.querySelector('title')?.textContent ?? '';
      const description = meta(root, 'name', 'description') ?? '';
      const canonicals = root.querySelectorAll('link[rel="canonical"]').map((link) => link.getAttribute('href'));
      if (!new RegExp(`^\\S.* \\| ${SITE_TITLE}$`).test(title)) problem(`title "${title}"`);
      if (!description.trim()) problem('no meta description');
      if (canonicals.length !== 1 || canonicals[0] !== sitemap.get(route)) problem(`canonical ${JSON.stringify(canonicals)} (sitemap: ${sitemap.get(route)})`);
      if (meta(root, 'property', 'og:title') !== title) problem('og:title differs from the title');
      if (meta(root, 'property', 'og:description') !== description) problem('og:description differs from the description');
      if (meta(root, 'property', 'og:url') !== canonicals[0]) problem('og:url differs from the canonical URL');
      if (!meta(root, 'property', 'og:type') || meta(root, 'property', 'og:site_name') !== SITE_TITLE) problem('og:type / og:site_name');
      if (!meta(root, 'name', 'twitter:card') || meta(root, 'name', 'twitter:title') !== title || meta(root, 'name', 'twitter:description') !== description)
        problem('twitter:card/title/description');
      if (root.querySelector('meta[name="robots"]')) problem('has a robots meta tag (the site is indexable)');
      if (root.querySelector('html')?.getAttribute('lang') !== 'en') problem('html lang is not "en"');
      const feeds = root.querySelectorAll('link[rel="alternate"]').map((link) => link.getAttribute('type'));
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
      expect((await response.json()) as { openapi?: string }).toHaveProperty('openapi');
      expect(allHtml).toContain(`href="${spec}"`);
    }
    for (const feed of ['/rss.xml', '/atom.xml']) {
      const response = await fetch(url(feed));
      expect(response.status).toBe(200);
      const xml = new XMLParser().parse(await response.text()) as Record<string, unknown>;
      expect(Object.keys(xml)).toEqual(expect.arrayContaining([feed === '/rss.xml' ? 'rss' : 'feed']));
    }
    // A page's <link rel="alternate"> resolves on the origin that served it (a preview deploy, npm run
    // serve), not on the production host, and each parses as its feed (issue 18).
    const page = url('/docs/intro');
    const head = parse(await (await fetch(page)).text());
    const alternates = head.querySelectorAll('link[rel="alternate"]').map((link) => new URL(link.getAttribute('href') ?? '', page));
    expect(alternates.map((address) => address.pathname)).toEqual(['/rss.xml', '/atom.xml']);
    for (const address of alternates) {
      expect(address.origin).toBe(new URL(page).origin);
      const xml = new XMLParser().parse(await (await fetch(address)).text()) as Record<string, unknown>;
      expect(Object.keys(xml)).toEqual(expect.arrayContaining([address.pathname === '/rss.xml' ? 'rss' : 'feed']));
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
