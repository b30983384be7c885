/**
 * Navigation behaviours on the shipped site (issue 7): progress bar, prefetch policy, crash screen,
 * preload failure, scrolling, URL normalisation, collapsible sidebar categories.
 */
import type { Page } from 'playwright';
import { BASE_URL, DESKTOP, PHONE, expectHealthyPage, browserSuite, withPage, visit, WIDTHS } from '../support/browser';

browserSuite();

/** Records whether nprogress ever put its bar in the page. */
const WATCH_PROGRESS = `
  window.__progressSeen = false;
  // The document itself: init scripts also run where <html> does not exist yet (the first about:blank).
  new MutationObserver(() => { if (document.getElementById('nprogress')) window.__progressSeen = true; })
    .observe(document, { childList: true, subtree: true });
`;

/** Polls a condition on test-side state until it holds or `limit` ms have passed (no assertion on time). */
async function waitUntil(page: Page, condition: () => boolean, limit: number): Promise<void> {
  for (let waited = 0; waited < limit && !condition(); waited += 100) await page.waitForTimeout(100);
}

describe.each(WIDTHS)('at $name width', ({ viewport }) => {
  test('the progress bar shows for a slow route change and never for a fast one', async () => {
    await withPage({ viewport, initScript: WATCH_PROGRESS }, async (visitContext) => {
      const { page } = visitContext;
      // The page's clock is Playwright's: "fast" means "shown before the delay ran out", whatever the
      // host's load (a real-time 200 ms race failed once on a busy CI machine).
      await page.clock.install();
      await visit(page, '/');
      await page.getByRole('link', { name: 'Read the blog' }).first().hover();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.getByRole('link', { name: 'Get started' }).click();
      await page.waitForURL(`${BASE_URL()}/docs/intro`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The new page is shown with no time gone by: the delay's timer must have been cancelled, so
      // letting well past PROGRESS_DELAY_MS go by now must not start the bar.
      await page.clock.runFor(1000);
      expect(await page.evaluate(() => (window as unknown as { __progressSeen: boolean }).__progressSeen)).toBe(false);
      await page.clock.resume();

      await page.route('**/page-data/my-react-page/page-data.json', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.evaluate(() => (window as unknown as { ___navigate: (p: string) => void }).___navigate('/my-react-page'));
      await page.waitForSelector('#nprogress .bar', { timeout: 5000 });
      await page.waitForURL(`${BASE_URL()}/my-react-page`);
      await page.waitForSelector('#nprogress', { state: 'detached', timeout: 5000 });
    });
  });

  test('a navigation begun the moment the previous one changes the URL still shows the bar', async () => {
    // The previous page's route update comes after the URL changed; it must not end the next navigation.
    await withPage({ viewport, initScript: WATCH_PROGRESS }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      await page.route('**/page-data/my-react-page/page-data.json', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.evaluate(() => {
        const w = window as unknown as { ___navigate: (p: string) => void };
        const push = history.pushState.bind(history);
        history.pushState = (...args: Parameters<History['pushState']>) => {
          push(...args);
          history.pushState = push;
          if (String(args[2]).endsWith('/docs/intro')) w.___navigate('/my-react-page');
        };
        w.___navigate('/docs/intro');
      });
      await page.waitForSelector('#nprogress .bar', { timeout: 5000 });
      await page.waitForURL(`${BASE_URL()}/my-react-page`);
      await page.waitForSelector('#nprogress', { state: 'detached', timeout: 5000 });
    });
  });

  test('a crash inside a page shows the crash screen while the navbar and footer stay usable', async () => {
    await withPage({ viewport, allowConsoleErrors: true }, async (visitContext) => {
      const { page } = visitContext;
      await page.route('**/page-data/docs/intro/zones/page-data.json', async (route) => {
        const response = await route.fetch();
        const json = await response.json();
        json.result.pageContext.sidebar = null;
        await route.fulfill({ response, json });
      });
      await visit(page, '/docs/intro');
      await page.evaluate(() => (window as unknown as { ___navigate: (p: string) => void }).___navigate('/docs/intro/zones'));
      await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
      expect(await page.getByRole('alert').textContent()).toMatch(/Cannot read properties of null|null/);
      expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
      expect(await page.locator('footer').isVisible()).toBe(true);
      await page.locator('footer').getByRole('link', { name: 'FMS', exact: true }).click();
      await page.waitForURL(`${BASE_URL()}/docs/intro`);
      // Client-side navigation changes the address just before the new page renders.
      await page.locator('h1').filter({ hasText: 'Introduction to FMS' }).first().waitFor();
      expect(await page.locator('h1').first().textContent()).toBe('Introduction to FMS');
    });
  });
});

describe.each(WIDTHS)('navigation at $name width', ({ viewport }) => {
  test('prefetch on hover and when a link becomes visible, except on 2g and with data saver', async () => {
    for (const [connection, allowed] of [
      [null, true],
      [{ effectiveType: '2g', saveData: false }, false],
      [{ effectiveType: '4g', saveData: true }, false],
    ] as const) {
      const initScript = connection
        ? `Object.defineProperty(navigator, 'connection', { configurable: true, get: () => (${JSON.stringify(connection)}) });`
        : undefined;
      await withPage({ viewport, initScript }, async (visitContext) => {
        const { page } = visitContext;
        const label = `${JSON.stringify(connection)}:`;
        const requested: string[] = [];
        page.on('request', (request) => {
          const match = /\/page-data\/(docs\/intro|my-react-page)\/page-data\.json/.exec(request.url());
          if (match) requested.push(match[1]);
        });
        // Visible: the home page's 'Get started' link (to /docs/intro) is in the first viewport.
        await visit(page, '/');
        expect(await page.getByRole('link', { name: 'Get started' }).isVisible()).toBe(true);
        await waitUntil(page, () => requested.includes('docs/intro'), allowed ? 10000 : 2000);
        expect(`${label} ${requested.includes('docs/intro')}`).toBe(`${label} ${allowed}`);
        // Hover: what Gatsby's Link does on mouse enter, for a page no visible link points to.
        expect(requested.includes('my-react-page')).toBe(false);
        await page.evaluate(() => (window as unknown as { ___loader: { hovering: (p: string) => void } }).___loader.hovering('/my-react-page'));
        await waitUntil(page, () => requested.includes('my-react-page'), allowed ? 10000 : 1500);
        expect(`${label} ${requested.includes('my-react-page')}`).toBe(`${label} ${allowed}`);
      });
    }
  });

  test('if a route fails to preload, the page reloads at the new address', async () => {
    await withPage({ viewport, allowConsoleErrors: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      await page.route('**/page-data/my-react-page/page-data.json', (route) => route.abort());
      const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document' && request.url().endsWith('/my-react-page'));
      await page.evaluate(() => (window as unknown as { ___navigate: (p: string) => void }).___navigate('/my-react-page'));
      await documentLoad;
      await page.waitForURL(`${BASE_URL()}/my-react-page`);
    });
  });

  test('scrolling: to the anchor, to the top, and back restores the position', async () => {
    await withPage({ viewport }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/intro/workorders');
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForTimeout(300);
      const before = await page.evaluate(() => window.scrollY);
      // Navigate without clicking: a click would first scroll the link into view.
      await page.evaluate(() => (window as unknown as { ___navigate: (p: string) => void }).___navigate('/docs/intro/renting'));
      await page.waitForURL(`${BASE_URL()}/docs/intro/renting`);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await page.waitForURL(`${BASE_URL()}/docs/intro/workorders`);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);

      await page.evaluate(() => (window as unknown as { ___navigate: (p: string) => void }).___navigate('/docs/intro/zones#fields'));
      await page.waitForURL(`${BASE_URL()}/docs/intro/zones#fields`);
      await page.waitForFunction(() => {
        const top = document.getElementById('fields')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 150;
      });
    });
  });

  test('URL normalisation: the server strips .html, and the 404 page takes the browser to the real page', async () => {
    await withPage({ viewport, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      const response = await page.request.get(`${BASE_URL()}/docs/intro.html`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe('/docs/intro');
      expect((await page.request.get(`${BASE_URL()}/docs/index.html`, { maxRedirects: 0 })).headers().location).toBe('/docs');

      // A host without redirect rules answers with its 404 page; the site corrects the address itself.
      const notFound = await (await page.request.get(`${BASE_URL()}/404.html`)).text();
      await page.route('**/docs/intro/asset.html', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
      await page.goto(`${BASE_URL()}/docs/intro/asset.html`);
      await page.waitForURL(`${BASE_URL()}/docs/intro/asset`);
      await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    });
  });
});

describe.each([
  { motion: 'no-preference' as const, expectOneMs: false, name: 'desktop', viewport: DESKTOP },
  { motion: 'reduce' as const, expectOneMs: true, name: 'desktop', viewport: DESKTOP },
  { motion: 'no-preference' as const, expectOneMs: false, name: 'phone', viewport: PHONE },
  { motion: 'reduce' as const, expectOneMs: true, name: 'phone', viewport: PHONE },
])('collapsible sidebar categories at $name width, reduced motion: $motion', ({ motion, expectOneMs, viewport }) => {
  test('start expanded, collapse by hand with a height animation derived from the content height', async () => {
    await withPage({ viewport, reducedMotion: motion, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/intro/zones');
      // At phone width the sidebar is the mobile menu's secondary menu.
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open the navigation menu' }).click();
      const sidebar = page.locator(viewport === PHONE ? 'nav[aria-label="FMS guide (menu)"]' : 'nav[aria-label="FMS guide"]');
      const toggle = sidebar.getByRole('button', { name: "Collapse sidebar category 'Basics'" });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const listId = (await toggle.getAttribute('aria-controls')) ?? '';
      const list = page.locator(`[id="${listId}"]`);
      const height = await list.evaluate((el) => el.scrollHeight);
      await toggle.click();
      const duration = Number(await list.getAttribute('data-collapse-duration'));
      if (expectOneMs) expect(duration).toBe(1);
      else expect(duration).toBe(Math.round((4 + 15 * (height / 36) ** 0.25 + height / 36 / 5) * 10));
      await page.waitForFunction((id) => document.getElementById(id)?.hidden === true, listId);
      await sidebar.getByRole('button', { name: "Expand sidebar category 'Basics'" }).click();
      await page.waitForFunction((id) => document.getElementById(id)?.hidden === false, listId);
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });
});
