/**
 * The second, small fixture site (issue 7): two docs versions, two locales, base URL /fms/ and the
 * navbar hiding on scroll. Built by scripts/build-fixture-site.sh site-versions into
 * .fixture-builds/site-versions (npm test does it before the shipped build).
 */
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, axeViolations, launchBrowser } from './support/browser';
import { openFixturePage, startFixtureServer, type FixtureServer } from './support/fixtureSite';

let browser: Browser;
let server: FixtureServer;

beforeAll(async () => {
  server = await startFixtureServer('site-versions', '/fms');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (route: string): string => server.url(route);

const open = (route: string, viewport: { width: number; height: number } = DESKTOP, init?: string) => openFixturePage(browser, url(route), viewport, init);

test('each version has its docs under its own path prefix', async () => {
  for (const route of ['/fms/docs/intro', '/fms/docs/1.0/intro', '/fms/docs/1.0/intro/asset', '/fms/docs/1.0/intro/zones-v1']) {
    const response = await fetch(url(route));
    expect(`${route} ${response.status}`).toBe(`${route} 200`);
  }
});

describe.each([
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
])('version dropdown at $name width', ({ viewport }) => {
  test('links to the same doc in each version, or that version’s main doc, and remembers the choice', async () => {
    const { context, page, errors } = await open('/fms/docs/intro/asset', viewport);
    try {
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open the navigation menu' }).click();
        await page.getByRole('button', { name: '← Back to main menu' }).click();
      }
      const scope = viewport === PHONE ? page.getByRole('dialog', { name: 'Navigation menu' }) : page.locator('nav[aria-label="Main"]');
      const button = scope.getByRole('button', { name: 'Next' });
      await button.click();
      const links = page.locator(`[id="${await button.getAttribute('aria-controls')}"] a`);
      expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(['/fms/docs/intro/asset', '/fms/docs/1.0/intro/asset']);
      await links.filter({ hasText: '1.0' }).click();
      await page.waitForURL(url('/fms/docs/1.0/intro/asset'));
      expect(await page.evaluate(() => localStorage.getItem('docs.preferredVersion'))).toBe('1.0');
      expect(await page.locator('h1').textContent()).toBe('Assets in 1.0');

      // A doc that exists only in the current version maps to 1.0's main doc.
      await page.goto(url('/fms/docs/intro/workorders'));
      await page.waitForSelector('#gatsby-announcer', { state: 'attached' });
      if (viewport === DESKTOP) {
        const nav = page.locator('nav[aria-label="Main"]');
        // The 'docs version' item follows the preferred version (1.0 now).
        expect(await nav.getByRole('link', { name: '1.0', exact: true }).first().getAttribute('href')).toBe('/fms/docs/1.0/intro');
        const dropdown = nav.getByRole('button', { name: 'Next' });
        await dropdown.click();
        const entries = page.locator(`[id="${await dropdown.getAttribute('aria-controls')}"] a`);
        expect(await entries.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(['/fms/docs/intro/workorders', '/fms/docs/1.0/intro']);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('the locale dropdown keeps the query string and the hash; a translated page is in its language', async () => {
  const { context, page } = await open('/fms/docs/intro?ref=nav#what-fms-does');
  try {
    const nav = page.locator('nav[aria-label="Main"]');
    await nav.getByRole('button', { name: 'English' }).click();
    expect(await nav.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fms/fr/docs/intro?ref=nav#what-fms-does');
    await nav.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(url('/fms/fr/docs/intro?ref=nav#what-fms-does'));
    await page.reload();
    expect(await page.locator('h1').textContent()).toBe('Présentation de FMS');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await nav.getByRole('button', { name: 'Français' }).click();
    expect(await nav.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/fms/docs/intro?ref=nav#what-fms-does');
    // An untranslated doc falls back to the default language's text under /fr.
    expect((await fetch(url('/fms/fr/docs/intro/asset'))).status).toBe(200);
  } finally {
    await context.close();
  }
});

test('a warning banner appears when the site is served under another base URL', async () => {
  const wrong = await open('/docs/intro');
  try {
    expect(await wrong.page.locator('#fms-base-url-issue-banner').isVisible()).toBe(true);
    expect(await wrong.page.locator('#fms-base-url-issue-banner').textContent()).toContain('base URL "/fms/"');
  } finally {
    await wrong.context.close();
  }
  const right = await open('/fms/docs/intro');
  try {
    expect(await right.page.locator('#fms-base-url-issue-banner').isVisible()).toBe(false);
    expect(await axeViolations(right.page)).toEqual([]);
  } finally {
    await right.context.close();
  }
});

test('hide on scroll: hides going down, shows going up, at the top, and on an anchor jump', async () => {
  const { context, page } = await open('/fms/docs/intro/workorders');
  try {
    const navbar = page.locator('nav[aria-label="Main"]');
    const hidden = async (): Promise<boolean> => (await navbar.getAttribute('data-hidden')) === 'true';
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"]')?.getAttribute('data-hidden') === 'true');
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.querySelector('nav[aria-label="Main"]')?.hasAttribute('data-hidden'));
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"]')?.getAttribute('data-hidden') === 'true');
    await page.evaluate(() => {
      window.location.hash = 'assignments';
    });
    await page.waitForFunction(() => !document.querySelector('nav[aria-label="Main"]')?.hasAttribute('data-hidden'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    expect(await hidden()).toBe(false);
  } finally {
    await context.close();
  }
});
