/**
 * The second, small fixture site (issue 7): two docs versions, two locales, base URL /fms/ and the
 * navbar hiding on scroll. Built by scripts/build-fixture-site.sh site-versions into
 * .fixture-builds/site-versions (npm test builds it beside its first steps).
 */
import { DESKTOP, PHONE, axeViolations, browserSuite, fixtureSite, waitForHydration, withPage, WIDTHS } from '../support/browser';

browserSuite();
const site = fixtureSite('site-versions', '/fms');

const url = (route: string): string => site.url(route);

test('each version has its docs under its own path prefix', async () => {
  for (const route of ['/fms/docs/intro', '/fms/docs/1.0/intro', '/fms/docs/1.0/intro/asset', '/fms/docs/1.0/intro/zones-v1']) {
    const response = await fetch(url(route));
    expect(`${route} ${response.status}`).toBe(`${route} 200`);
  }
});

describe.each(WIDTHS)('version dropdown at $name width', ({ viewport }) => {
  test('links to the same doc in each version, or that version’s main doc, and remembers the choice', async () => {
    await withPage({ site, viewport, route: '/fms/docs/intro/asset' }, async ({ page, pageErrors: errors }) => {
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
      await page.locator('h1').filter({ hasText: 'Assets in 1.0' }).first().waitFor();
      expect(await page.locator('h1').textContent()).toBe('Assets in 1.0');

      // A doc that exists only in the current version maps to 1.0's main doc.
      await page.goto(url('/fms/docs/intro/workorders'));
      await waitForHydration(page);
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
    });
  });
});

describe.each(WIDTHS)('locale dropdown at $name width', ({ viewport }) => {
  test('keeps the query string and the hash; a translated page is in its language', async () => {
    await withPage({ site, viewport, route: '/fms/docs/intro?ref=nav#what-fms-does' }, async ({ page }) => {
      // At phone width the switcher is in the mobile menu's primary menu.
      const menu = async () => {
        if (viewport !== PHONE) return page.locator('nav[aria-label="Main"]');
        await page.getByRole('button', { name: 'Open the navigation menu' }).click();
        const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
        const back = dialog.getByRole('button', { name: '← Back to main menu' });
        if (await back.isVisible()) await back.click();
        return dialog;
      };
      let scope = await menu();
      await scope.getByRole('button', { name: 'English' }).click();
      expect(await scope.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fms/fr/docs/intro?ref=nav#what-fms-does');
      await scope.getByRole('link', { name: 'Français' }).click();
      await page.waitForURL(url('/fms/fr/docs/intro?ref=nav#what-fms-does'));
      await page.reload();
      await waitForHydration(page);
      expect(await page.locator('h1').textContent()).toBe('Présentation de FMS');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      scope = await menu();
      await scope.getByRole('button', { name: 'Français' }).click();
      expect(await scope.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/fms/docs/intro?ref=nav#what-fms-does');
      // An untranslated doc falls back to the default language's text under /fr.
      expect((await fetch(url('/fms/fr/docs/intro/asset'))).status).toBe(200);
    });
  });
});

test.each(WIDTHS)('a warning banner appears when the site is served under another base URL ($name width)', async ({ viewport }) => {
  // Served below the wrong base URL, the page's data requests answer 404.
  await withPage({ site, viewport, route: '/docs/intro', allowNotFound: true }, async (wrong) => {
    expect(await wrong.page.locator('#fms-base-url-issue-banner').isVisible()).toBe(true);
    expect(await wrong.page.locator('#fms-base-url-issue-banner').textContent()).toContain('base URL "/fms/"');
  });
  await withPage({ site, viewport, route: '/fms/docs/intro' }, async (right) => {
    expect(await right.page.locator('#fms-base-url-issue-banner').isVisible()).toBe(false);
    expect(await axeViolations(right.page)).toEqual([]);
  });
});

describe.each(WIDTHS)('hide on scroll at $name width', ({ viewport }) => {
  test('hides going down, shows going up, at the top, and on an anchor jump', async () => {
    await withPage({ site, viewport, route: '/fms/docs/intro/workorders' }, async ({ page }) => {
      const navbar = page.locator('nav[aria-label="Main"]');
      const hidden = async (): Promise<boolean> => (await navbar.getAttribute('data-hidden')) === 'true';
      // Scroll as a reader does, a wheel turn at a time, until the navbar reacts (the scroll listener is
      // attached in an effect just after hydration; one early turn alone could go unnoticed).
      const wheelUntil = async (deltaY: number, wantHidden: boolean): Promise<void> => {
        for (let turn = 0; turn < 20 && (await hidden()) !== wantHidden; turn += 1) {
          await page.mouse.wheel(0, deltaY);
          await page.waitForTimeout(150);
        }
        expect(await hidden()).toBe(wantHidden);
      };
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await wheelUntil(400, true);
      await wheelUntil(-150, false);
      await wheelUntil(400, true);
      // Keyboard focus inside the hidden navbar brings it into view.
      await page.locator('nav[aria-label="Main"] a').first().focus();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('nav[aria-label="Main"]') as Element).transform === 'none');
      await page.locator('nav[aria-label="Main"] a').first().blur();
      await page.evaluate(() => {
        window.location.hash = 'assignments';
      });
      await page.waitForFunction(() => !document.querySelector('nav[aria-label="Main"]')?.hasAttribute('data-hidden'));
      // Back to the top as a reader does, a wheel turn at a time: the router may still scroll to the
      // anchor once more after the jump (a scrollTo(0, 0) made too early is then undone).
      for (let turn = 0; turn < 20 && (await page.evaluate(() => window.scrollY)) > 0; turn += 1) {
        await page.mouse.wheel(0, -3000);
        await page.waitForTimeout(150);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // At the top the navbar shows.
      await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"]')?.getAttribute('data-hidden') !== 'true', undefined, { timeout: 10000 });
      expect(await hidden()).toBe(false);
    });
  });
});

const API_OPERATION = '/docs/api/portal-api/recreate-qr-for-asset';

test('every page exists in each locale: the language switcher never links to a missing page', async () => {
  await withPage({ site, route: '/fms' }, async ({ page, pageErrors: errors }) => {
    const routes = [
      '',
      '/blog',
      '/blog/tags',
      '/search',
      '/markdown-page',
      '/my-react-page',
      '/docs',
      '/docs/category/basics',
      '/docs/api/openapi-document-on-azure-functions',
      '/docs/api/portal-api',
      API_OPERATION,
    ];
    for (const route of routes) {
      const english = `/fms${route}`;
      const french = `/fms/fr${route}`;
      for (const { from, lang, current, other, target } of [
        { from: english, lang: 'en', current: 'English', other: 'Français', target: french },
        { from: french, lang: 'fr', current: 'Français', other: 'English', target: english },
      ]) {
        await page.goto(url(`${from}?q=1#top`));
        await waitForHydration(page);
        expect(`${from} lang=${await page.getAttribute('html', 'lang')}`).toBe(`${from} lang=${lang}`);
        const nav = page.locator('nav[aria-label="Main"]');
        await nav.getByRole('button', { name: current }).click();
        const href = (await nav.getByRole('link', { name: other }).getAttribute('href')) ?? '';
        expect(href).toBe(`${target}?q=1#top`);
        const response = await fetch(url(href));
        expect(`${href} ${response.status}`).toBe(`${href} 200`);
      }
    }
    expect(errors).toEqual([]);
  });
});

test('an unknown path under /fr gets the French not-found page with status 404, as the generated _redirects rule says', async () => {
  const response = await fetch(url('/fms/fr/docs/no-such-page'));
  expect(response.status).toBe(404);
  expect(await response.text()).toMatch(/<html[^>]*lang="fr"/);
  const english = await fetch(url('/fms/docs/no-such-page'));
  expect(english.status).toBe(404);
  expect(await english.text()).toMatch(/<html[^>]*lang="en"/);
  const rules = await (await fetch(url('/fms/_redirects'))).text();
  expect(rules).toContain('/fms/fr/*  /fms/fr/404  404');
});

describe.each(WIDTHS)('a page in the second locale at $name width', ({ viewport }) => {
  test('its links stay in the locale, under the base URL; the API sidebar highlights the operation', async () => {
    await withPage({ site, viewport, route: `/fms/fr${API_OPERATION}` }, async ({ page, pageErrors: errors }) => {
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      // The announcement's link (HTML from the settings) follows the base URL and the locale.
      const announcement = page.locator('[data-announcement-bar]');
      expect(await announcement.getByRole('link').getAttribute('href')).toBe('/fms/fr/docs/api/openapi-document-on-azure-functions');
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open the navigation menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Navigation menu' });
        const current = menu.locator('a[aria-current="page"]');
        expect(await current.getAttribute('href')).toBe(`/fms/fr${API_OPERATION}`);
        await menu.getByRole('button', { name: '← Back to main menu' }).click();
        const hrefs = await menu.locator('a[href^="/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(2);
        // Only the language switcher's English entry leaves the locale.
        expect(hrefs.filter((h) => !h.startsWith('/fms/fr'))).toEqual([`/fms${API_OPERATION}`]);
      } else {
        const current = page.locator('nav[aria-label="API reference"] a[aria-current="page"]');
        expect(await current.getAttribute('href')).toBe(`/fms/fr${API_OPERATION}`);
        const hrefs = await page
          .locator('nav[aria-label="Main"] a[href^="/"], footer a[href^="/"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(3);
        // Every site link goes to the French page (the version switcher's 1.0 docs are not translated but
        // exist under /fr too), but the language switcher's English entry.
        expect(hrefs.filter((h) => !h.startsWith('/fms/fr'))).toEqual([`/fms${API_OPERATION}`]);
        // Following one stays in French.
        await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
        await page.waitForURL(url('/fms/fr/blog'));
        expect(await page.locator('h1').first().isVisible()).toBe(true);
        // The navbar (hidden while the footer was scrolled to) slides back at the top of the new page;
        // axe runs once it is back, not over the 200 ms slide across the announcement bar.
        await page.waitForFunction(() => !document.querySelector('nav[aria-label="Main"]')?.hasAttribute('data-hidden'));
        await page.waitForTimeout(400);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});

test('on the default locale the announcement link is under the base URL only', async () => {
  await withPage({ site, route: '/fms/blog' }, async ({ page }) => {
    expect(await page.locator('[data-announcement-bar]').getByRole('link').getAttribute('href')).toBe('/fms/docs/api/openapi-document-on-azure-functions');
  });
});

describe.each(WIDTHS)('the nine navbar item types at $name width', ({ viewport }) => {
  test('each renders in its position, dropdowns open, active state follows activeBasePath / activeBaseRegex', async () => {
    await withPage({ site, viewport, route: '/fms/my-react-page' }, async ({ page, pageErrors: errors }) => {
      const nav = page.locator('nav[aria-label="Main"]');
      let left = nav.locator('[data-navbar-group="left"]');
      let right = nav.locator('[data-navbar-group="right"]');
      // The search item stays in the bar at every width.
      expect(await right.getByRole('button', { name: /Search/ }).isVisible()).toBe(true);
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open the navigation menu' }).click();
        const menu = page.getByRole('dialog', { name: 'Navigation menu' });
        await menu.waitFor({ state: 'visible' });
        left = menu;
        right = menu;
      }
      // docSidebar, doc, docsVersion, link: left (the fixture declares them so).
      // docSidebar: the first doc of the sidebar (the docs root); docsVersion: the version's main doc.
      expect(await left.getByRole('link', { name: 'FMS', exact: true }).getAttribute('href')).toBe('/fms/docs');
      expect(await left.getByRole('link', { name: 'Assets', exact: true }).getAttribute('href')).toBe('/fms/docs/intro/asset');
      expect(await left.getByRole('link', { name: 'Next', exact: true }).getAttribute('href')).toBe('/fms/docs/intro');
      const blog = left.getByRole('link', { name: 'Blog', exact: true });
      expect(await blog.getAttribute('href')).toBe('/fms/blog');
      expect(await blog.getAttribute('aria-current')).toBeNull();
      // dropdown (default position: right), active by its activeBaseRegex on /my-react-page.
      const resources = right.getByRole('button', { name: 'Resources' });
      await resources.click();
      const entries = page.locator(`[id="${await resources.getAttribute('aria-controls')}"]`);
      expect(await entries.getByRole('link', { name: 'Markdown page' }).getAttribute('href')).toBe('/fms/markdown-page');
      expect(await entries.getByRole('link', { name: 'React page' }).getAttribute('aria-current')).toBe('page');
      expect(await entries.getByRole('link', { name: /^Status/ }).getAttribute('target')).toBe('_blank');
      if (viewport === DESKTOP) expect(await resources.evaluate((el) => el.hasAttribute('data-active'))).toBe(true);
      // docsVersionDropdown, localeDropdown, html: right.
      expect(await right.getByRole('button', { name: 'Next' }).count()).toBe(1);
      expect(await right.getByRole('button', { name: 'English' }).count()).toBe(1);
      expect(await right.locator('.fixture-badge').textContent()).toBe('Fixture');
      // The link item is active on its activeBasePath.
      await entries.getByRole('link', { name: 'Markdown page' }).click();
      await page.waitForURL(url('/fms/markdown-page'));
      await page.goto(url('/fms/blog/tags'));
      await waitForHydration(page);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open the navigation menu' }).click();
      const scope = viewport === PHONE ? page.getByRole('dialog', { name: 'Navigation menu' }) : nav.locator('[data-navbar-group="left"]');
      expect(await scope.getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});

test("on a 1.0 page the navbar's doc and doc-sidebar items stay in 1.0; the docs-version item follows the preferred version", async () => {
  await withPage({ site, route: '/fms/docs/1.0/intro/asset' }, async ({ page, pageErrors: errors }) => {
    const left = page.locator('nav[aria-label="Main"] [data-navbar-group="left"]');
    expect(await left.getByRole('link', { name: 'Assets', exact: true }).getAttribute('href')).toBe('/fms/docs/1.0/intro/asset');
    expect(await left.getByRole('link', { name: 'Assets', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await left.getByRole('link', { name: 'FMS', exact: true }).getAttribute('href')).toBe('/fms/docs/1.0/intro');
    // No preference stored: the latest version.
    expect(await left.getByRole('link', { name: 'Next', exact: true }).getAttribute('href')).toBe('/fms/docs/intro');
    expect(errors).toEqual([]);
  });
});
