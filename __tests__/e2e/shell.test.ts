/**
 * The page shell in a real browser (issue 2, section 3), at desktop and 390 px, light and dark.
 * Every visit fails on any request outside the site's origin or a console error; the shell's states
 * (menus open, bar closed, …) also run axe. The five pages below are page kinds of the quality gates,
 * which run axe on each of them in these same four variants (quality.test.ts, qualityPhone.test.ts):
 * their visits here check what the gates do not (title, heading, lang, description) and leave axe to
 * the gates, which the first test makes sure of.
 */
import path from 'node:path';
import { pageKinds } from '../../scripts/page-kinds';
import { BASE_URL, DESKTOP, PHONE, VARIANTS, expectHealthyPage, browserSuite, openScriptlessPage, withPage, visit, WIDTHS } from '../support/browser';

browserSuite();

const PAGES = [
  { route: '/', title: 'Home | FMS documents', h1: 'FMS documents' },
  { route: '/markdown-page', title: 'Markdown page example | FMS documents', h1: 'Markdown page example' },
  { route: '/my-markdown-page', title: 'My Markdown page | FMS documents', h1: 'My Markdown page' },
  { route: '/my-react-page', title: 'My React page | FMS documents', h1: 'My React page' },
  { route: '/this/page/does-not-exist', title: 'Page not found | FMS documents', h1: 'Page not found', status: 404 },
];

test('the quality gates run axe on each of these pages in the same four variants', () => {
  const { kinds } = pageKinds(process.env.E2E_PUBLIC_DIR ?? path.resolve(__dirname, '../../public'));
  expect(kinds.map((kind) => kind.route)).toEqual(expect.arrayContaining(PAGES.map((page) => page.route)));
  expect(VARIANTS.map((variant) => `${variant.viewport.width} ${variant.colorScheme}`)).toEqual(['1280 light', '1280 dark', '390 light', '390 dark']);
});

describe.each(VARIANTS)('pages, $name', (variant) => {
  test.each(PAGES)('$route: title, heading, lang/dir, description, no noindex, same-origin only, no console error', async ({ route, title, h1, status }) => {
    await withPage(
      { viewport: variant.viewport, theme: variant.colorScheme, colorScheme: variant.colorScheme, allowNotFound: status === 404 },
      async (visitContext) => {
        const { page } = visitContext;
        expect(await visit(page, route)).toBe(status ?? 200);
        await expect(page.title()).resolves.toBe(title);
        expect(await page.locator('h1').first().textContent()).toBe(h1);
        expect(await page.getAttribute('html', 'lang')).toBe('en');
        expect(await page.getAttribute('html', 'dir')).toBe('ltr');
        expect(await page.getAttribute('html', 'data-theme')).toBe(variant.colorScheme);
        expect((await page.getAttribute('meta[name="description"]', 'content'))?.length).toBeGreaterThan(20);
        expect(await page.locator('meta[name="robots"]').count()).toBe(0);
      },
    );
  });
});

/** Luminance-free darkness test for an 'rgb(r, g, b)' colour: every channel below 64. */
const isDark = (rgb: string): boolean => (rgb.match(/\d+/g) ?? []).slice(0, 3).every((c) => Number(c) < 64);

describe.each(VARIANTS)('shell, $name', (variant) => {
  const options = { viewport: variant.viewport, theme: variant.colorScheme, colorScheme: variant.colorScheme } as const;

  test('the skip link is the first focusable element and moves focus to main', async () => {
    await withPage(options, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/my-react-page');
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused.textContent()).resolves.toBe('Skip to main content');
      expect(await focused.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      await expectHealthyPage(visitContext);
    });
  });

  test('fixed navbar: brand (logo + FMS), left and right groups, search slot; it stays at the top while scrolling', async () => {
    await withPage(options, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/intro');
      const nav = page.locator('nav[aria-label="Main"]');
      const brand = nav.getByRole('link', { name: 'FMS documents home page' });
      expect(await brand.locator('span').textContent()).toBe('FMS');
      // The logos are the page's own symbols (src/node/svgSprite.ts): the colour mode shows one, drawn.
      const logo = brand.locator('svg:visible');
      expect(await logo.count()).toBe(1);
      expect(await logo.locator('use').getAttribute('href')).toBe(variant.colorScheme === 'dark' ? '#fms-logo-2' : '#fms-logo-1');
      const box = await logo.boundingBox();
      expect([box?.width, box?.height]).toEqual([32, 32]);
      expect(await brand.locator('img').count()).toBe(0);
      expect(await nav.locator('[data-navbar-group="left"]').count()).toBe(1);
      expect(await nav.locator('[data-navbar-group="right"]').count()).toBe(1);
      expect(
        await nav
          .locator('[data-navbar-group="right"]')
          .getByRole('button', { name: /^Search/ })
          .isVisible(),
      ).toBe(true);
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => window.scrollY > 500);
      const navBox = await nav.boundingBox();
      expect(navBox?.y).toBe(0);
      expect(await nav.isVisible()).toBe(true);
      await expectHealthyPage(visitContext);
    });
  });

  test('brand links home; external links open in a new tab with noopener and say so', async () => {
    await withPage(options, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/my-react-page');
      const brand = page.getByRole('link', { name: 'FMS documents home page' }).first();
      expect(await brand.getAttribute('href')).toBe('/');
      const external = page.locator('a[target="_blank"]');
      const count = await external.count();
      expect(count).toBeGreaterThan(3);
      for (let i = 0; i < count; i += 1) {
        const link = external.nth(i);
        expect(await link.getAttribute('rel')).toContain('noopener');
        expect(await link.textContent()).toContain('(opens in new tab)');
      }
      await brand.click();
      await page.waitForURL(`${BASE_URL()}/`);
      // Client-side navigation changes the address just before the new page renders.
      await page.locator('h1').filter({ hasText: 'FMS documents' }).first().waitFor();
      expect(await page.locator('h1').textContent()).toBe('FMS documents');
      await expectHealthyPage(visitContext);
    });
  });

  test('footer: dark, columns Docs, Community, More and the 2025 copyright', async () => {
    await withPage(options, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      const footer = page.locator('footer');
      expect(isDark(await footer.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(true);
      expect(await footer.locator('h2').allTextContents()).toEqual(['Docs', 'Community', 'More']);
      const column = (title: string) => footer.locator('h2', { hasText: title }).locator('xpath=..').getByRole('link');
      expect(await column('Docs').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([['FMS', '/docs/intro']]);
      expect(await column('Community').evaluateAll((links) => links.map((a) => new URL(a.getAttribute('href') ?? '').host))).toEqual([
        'stackoverflow.com',
        'discord.com',
        'x.com',
      ]);
      expect(await column('More').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '/blog',
        expect.stringMatching(/^https:\/\/github\.com\//),
      ]);
      expect(await footer.textContent()).toContain('Copyright © 2025 Northwind Facilities');
      expect(await footer.getByRole('link', { name: /^GitHub/ }).getAttribute('target')).toBe('_blank');
      await expectHealthyPage(visitContext);
    });
  });

  test('announcement bar: shown, closed for good, no flash, back when the id changes', async () => {
    await withPage(options, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      const bar = page.getByRole('region', { name: 'Announcement' });
      expect(await bar.isVisible()).toBe(true);
      expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(30, 58, 138)');
      expect(await bar.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
      expect(await bar.getByRole('link', { name: 'Read the API reference' }).getAttribute('href')).toBe('/docs/api/openapi-document-on-azure-functions');
      const navbarTopBefore = await page.locator('nav[aria-label="Main"]').evaluate((el) => el.getBoundingClientRect().top);
      expect(navbarTopBefore).toBeGreaterThan(0);
      await bar.getByRole('button', { name: 'Close' }).click();
      expect(await bar.count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('announcement.dismiss'))).toBe('true');

      // Reload with the bundles blocked: the dismissed bar is hidden before any script of the app runs.
      // With the bundles blocked, only the server HTML and the head script (its own file, decision 0029) act.
      const bare = await openScriptlessPage(visitContext);
      await bare.goto(`${BASE_URL()}/`);
      expect(await bare.locator('[data-announcement-bar]').isVisible()).toBe(false);
      expect(await bare.locator('nav[aria-label="Main"]').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

      // A new announcement id resets the dismissal.
      await page.evaluate(() => localStorage.setItem('announcement.id', 'an-older-announcement'));
      await visit(page, '/my-react-page');
      expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('announcement.dismiss'))).toBe('false');
      await expectHealthyPage(visitContext);
    });
  });
});

describe.each(VARIANTS)('home page, $name', (variant) => {
  test('hero with the title and tagline; entry points into the guide, the API reference and the blog', async () => {
    await withPage({ viewport: variant.viewport, theme: variant.colorScheme, colorScheme: variant.colorScheme }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      const main = page.locator('main');
      expect(await main.locator('h1').textContent()).toBe('FMS documents');
      expect(await main.getByText('FMS (by Northwind Facilities)', { exact: true }).isVisible()).toBe(true);
      for (const [name, href] of [
        ['Read the guide', '/docs/intro'],
        ['Explore the API', '/docs/api/openapi-document-on-azure-functions'],
        ['Read the blog', '/blog'],
      ]) {
        const link = main.getByRole('link', { name, exact: true }).first();
        expect(await link.isVisible()).toBe(true);
        expect(await link.getAttribute('href')).toBe(href);
      }
      await expectHealthyPage(visitContext);
    });
  });
});

describe.each(WIDTHS)('shell behaviour at $name width', ({ viewport }) => {
  test('colour mode: light by default, the switch toggles, the choice persists and never flashes', async () => {
    await withPage({ viewport, colorScheme: 'dark' }, async (visitContext) => {
      const { page, context } = visitContext;
      await visit(page, '/');
      // The shipped setting does not follow the OS: light by default even with a dark OS.
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
      await toggle.click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(24, 25, 27)');
      // The colours are custom properties switched by the attribute.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fms-color-bg').trim())).toBe('#18191b');
      await expectHealthyPage(visitContext);

      // Another tab follows.
      const other = await context.newPage();
      await visit(other, '/my-react-page');
      expect(await other.getAttribute('html', 'data-theme')).toBe('dark');
      await toggle.click();
      await other.waitForFunction(() => document.documentElement.dataset.theme === 'light');

      // No flash: with the bundles blocked, only the head script can set the theme.
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      // With the bundles blocked, only the server HTML and the head script (its own file, decision 0029) act.
      const bare = await openScriptlessPage(visitContext);
      await bare.goto(`${BASE_URL()}/my-react-page`);
      expect(await bare.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await bare.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(24, 25, 27)');
    });
  });

  test('without storage the site works and warns once', async () => {
    const blockStorage = `Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('blocked', 'SecurityError'); } });`;
    await withPage({ viewport, initScript: blockStorage }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
      await toggle.click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      await page.getByRole('button', { name: 'Close' }).click();
      expect(await page.getByRole('region', { name: 'Announcement' }).count()).toBe(0);
      const warnings = visitContext.consoleWarnings.filter((w) => w.includes('Browser storage is unavailable'));
      expect(warnings).toHaveLength(1);
      await expectHealthyPage(visitContext);
    });
  });
});

describe.each(['light', 'dark'] as const)('navbar at desktop and phone widths, %s', (theme) => {
  test('desktop: left links to the guide and the API; right link to the source code', async () => {
    await withPage({ viewport: DESKTOP, theme, colorScheme: theme }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      const left = page.locator('nav[aria-label="Main"] [data-navbar-group="left"]');
      const right = page.locator('nav[aria-label="Main"] [data-navbar-group="right"]');
      expect(await left.getByRole('link', { name: 'FMS', exact: true }).getAttribute('href')).toBe('/docs');
      expect(await left.getByRole('link', { name: 'API', exact: true }).getAttribute('href')).toBe('/docs/api/openapi-document-on-azure-functions');
      expect(await right.getByRole('link', { name: /^GitHub/ }).isVisible()).toBe(true);
      expect(await right.getByRole('link', { name: /^GitHub/ }).getAttribute('href')).toMatch(/^https:\/\/github\.com\//);
      expect(await page.getByRole('button', { name: 'Open the navigation menu' }).isVisible()).toBe(false);
      await expectHealthyPage(visitContext);
    });
  });

  test('phone: a hamburger opens the sliding menu; Esc closes it; focus stays inside; the page does not scroll', async () => {
    await withPage({ viewport: PHONE, theme, colorScheme: theme, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      const nav = page.locator('nav[aria-label="Main"]');
      expect(await nav.getByRole('link', { name: 'API', exact: true }).first().isVisible()).toBe(false);
      const hamburger = page.getByRole('button', { name: 'Open the navigation menu' });
      await hamburger.click();
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.getByRole('link', { name: 'API', exact: true }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await expectHealthyPage(visitContext, { allowNotFound: true });
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      // A chosen link closes it.
      await visit(page, '/my-react-page');
      await hamburger.click();
      await dialog.waitFor({ state: 'visible' });
      await dialog.getByRole('link', { name: 'FMS documents home page' }).click();
      await page.waitForURL(`${BASE_URL()}/`);
      await dialog.waitFor({ state: 'hidden' });

      // Back navigation closes it.
      await hamburger.click();
      await dialog.waitFor({ state: 'visible' });
      await page.goBack();
      await dialog.waitFor({ state: 'hidden' });

      // Becoming desktop width closes it.
      await hamburger.click();
      await dialog.waitFor({ state: 'visible' });
      await page.setViewportSize(DESKTOP);
      await dialog.waitFor({ state: 'hidden' });
    });
  });
});
