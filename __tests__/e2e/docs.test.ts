/** The guide in a real browser (issue 5): every route, sidebar and TOC rules, anchors, diagrams, code copy. */
import { HtmlValidate } from 'html-validate';
import type { Page } from 'playwright';
import { BASE_URL, DESKTOP, PHONE, expectHealthyPage, browserSuite, withPage, visit } from '../support/browser';

browserSuite();

const ROUTES = [
  '/docs',
  '/docs/intro',
  '/docs/intro/asset',
  '/docs/intro/categories',
  '/docs/intro/zones',
  '/docs/intro/issues',
  '/docs/intro/workorders',
  '/docs/intro/configuration',
  '/docs/intro/renting',
  '/docs/intro/qrCodes',
  '/docs/intro/security',
  '/docs/intro/settings',
  '/docs/Architerute/High%20Level',
  '/docs/client/fms_client',
  '/docs/category/basics',
  '/docs/tutorial-extras/manage-docs-versions',
  '/docs/tutorial-extras/translate-your-site',
];

describe('every guide route', () => {
  test.each(ROUTES)('%s renders with the sidebar, the current page highlighted, TOC of h2–h3 only, anchors', async (route) => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      expect(await visit(page, route)).toBe(200);
      expect(await page.title()).toMatch(/ \| FMS documents$/);
      const sidebar = page.locator('nav[aria-label="FMS guide"]');
      expect(await sidebar.isVisible()).toBe(true);
      expect(await sidebar.locator('[aria-current="page"]').count()).toBe(1);
      // Breadcrumbs above the title, and previous/next links that follow the sidebar's order.
      expect(await page.locator('nav[aria-label="Breadcrumbs"]').isVisible()).toBe(true);
      const order = await sidebar
        .locator('a[href^="/docs"]')
        .evaluateAll((els) => els.map((e) => ({ href: e.getAttribute('href'), current: e.getAttribute('aria-current') === 'page' })));
      const index = order.findIndex((entry) => entry.current);
      const pager = page.locator('nav[aria-label="Docs pages"]');
      expect({
        previous: await pager.locator('a[rel="prev"]').evaluateAll((els) => els.map((e) => e.getAttribute('href'))),
        next: await pager.locator('a[rel="next"]').evaluateAll((els) => els.map((e) => e.getAttribute('href'))),
      }).toEqual({
        previous: index > 0 ? [order[index - 1].href] : [],
        next: index < order.length - 1 ? [order[index + 1].href] : [],
      });
      const headingIds = await page.locator('article h2[id], article h3[id]').evaluateAll((els) => els.map((e) => e.id));
      const tocIds = await page.locator('nav[aria-label="On this page"] a').evaluateAll((els) => els.map((e) => e.getAttribute('href')?.slice(1)));
      expect(tocIds).toEqual(headingIds);
      const h4Ids = await page.locator('article h4[id]').evaluateAll((els) => els.map((e) => e.id));
      for (const id of h4Ids) expect(tocIds).not.toContain(id);
      const anchors = await page
        .locator('article :is(h2,h3,h4,h5,h6) > a[href^="#"]')
        .evaluateAll((els) => els.map((a) => ({ label: a.getAttribute('aria-label'), heading: a.parentElement?.textContent?.replace(/#$/, '').trim() })));
      for (const anchor of anchors) expect(anchor.label).toBe(`Direct link to ${anchor.heading}`);
      const allHeadingIds = await page.locator('article :is(h2,h3,h4,h5,h6)[id]').evaluateAll((els) => els.map((e) => e.id));
      expect(new Set(allHeadingIds).size).toBe(allHeadingIds.length);
      // Links into parts of the site that other work adds (blog) are prefetched and may 404 until then;
      // the build's link check reports them.
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });
});

test('each landmark of a guide page has a unique accessible name (html-validate unique-landmark)', async () => {
  const htmlvalidate = new HtmlValidate({ extends: [], rules: { 'unique-landmark': 'error' } });
  const findings: string[] = [];
  for (const route of ROUTES) {
    const html = await (await fetch(new URL(route, BASE_URL()))).text();
    const report = await htmlvalidate.validateString(html, route);
    for (const result of report.results) for (const m of result.messages) findings.push(`${route}: ${m.message} — ${m.selector ?? ''}`);
  }
  expect(findings).toEqual([]);
});

test('the category page lists its docs with their descriptions', async () => {
  await withPage({}, async (visitContext) => {
    await visit(visitContext.page, '/docs/category/basics');
    const cards = visitContext.page.locator('article li a');
    expect(await cards.count()).toBe(10);
    expect(await cards.first().textContent()).toContain('Assets');
    expect((await cards.first().textContent())?.length).toBeGreaterThan(60);
  });
});

test('an anchor link scrolls its heading into view', async () => {
  await withPage({}, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/docs/intro/workorders');
    const anchor = page.locator('article h2 > a[href^="#"]').nth(2);
    const id = (await anchor.getAttribute('href'))?.slice(1) ?? '';
    await page.locator(`#${id}`).hover();
    await anchor.click();
    await page.waitForFunction((hid) => {
      const top = document.getElementById(hid)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    }, id);
    expect(page.url()).toBe(`${BASE_URL()}/docs/intro/workorders#${id}`);
  });
});

// Diagrams (drawn at build time, issue 17) are covered by diagrams.test.ts.

/** Headless Chromium has no focused desktop clipboard: record what the page writes instead. */
const RECORD_CLIPBOARD = `
  window.__copied = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text) => { window.__copied.push(text); } } });
`;

test('code blocks copy their code', async () => {
  await withPage({ viewport: PHONE, initScript: RECORD_CLIPBOARD }, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/docs/intro/workorders');
    const block = page.locator('article pre[aria-label^="Code"]').first();
    const code = ((await block.textContent()) ?? '').trim();
    await block.locator('xpath=..').getByRole('button', { name: 'Copy code to clipboard' }).click();
    await page.waitForFunction(() => (window as unknown as { __copied: string[] }).__copied.length > 0);
    expect((await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied[0])).trim()).toBe(code);
  });
});

test('phone: the mobile menu shows this page’s sidebar with a Back to main menu button', async () => {
  await withPage({ viewport: PHONE }, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/docs/intro/zones');
    expect(await page.locator('nav[aria-label="FMS guide"]').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    await dialog.getByRole('link', { name: 'Work orders' }).waitFor();
    await dialog.getByRole('button', { name: '← Back to main menu' }).click();
    await dialog.getByRole('link', { name: 'Blog', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    await dialog.getByRole('link', { name: 'Work orders' }).click();
    await page.waitForURL(`${BASE_URL()}/docs/intro/workorders`);
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('table of contents', () => {
  /** The ids of the TOC links marked as the section in view. */
  const activeTocIds = (page: Page): Promise<string[]> =>
    page.locator('nav[aria-label="On this page"] a[aria-current="location"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')?.slice(1) ?? ''));

  test('highlights the section in view, and only it, as the reader scrolls', async () => {
    await withPage({ viewport: DESKTOP }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/intro/workorders');
      const toc = page.locator('nav[aria-label="On this page"]');
      expect(await toc.isVisible()).toBe(true);
      // Two long sections, then back up: the highlight follows the scroll both ways.
      for (const id of ['contractors-and-purchase-orders', 'assignments', 'work-order-status']) {
        await page.evaluate((hid) => document.getElementById(hid)?.scrollIntoView({ block: 'start' }), id);
        await page.waitForFunction(
          (hid) => {
            const current = [...document.querySelectorAll('nav[aria-label="On this page"] a[aria-current="location"]')];
            return current.length === 1 && current[0].getAttribute('href') === `#${hid}`;
          },
          id,
          { timeout: 5000 },
        );
        expect(await activeTocIds(page)).toEqual([id]);
        // The highlight is visible, not only an attribute: the active link is styled apart from the others.
        const [activeWeight, otherWeight] = await Promise.all([
          toc.locator(`a[href="#${id}"]`).evaluate((a) => getComputedStyle(a).fontWeight),
          toc
            .locator('a:not([aria-current])')
            .first()
            .evaluate((a) => getComputedStyle(a).fontWeight),
        ]);
        expect(activeWeight).not.toBe(otherWeight);
      }
    });
  });

  test.each([900, 420])('window %i px tall: a TOC link brings its heading just below the navbar and highlights it', async (height) => {
    await withPage({ viewport: { width: DESKTOP.width, height } }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/intro/workorders');
      await page.locator('nav[aria-label="On this page"]').getByRole('link', { name: 'Assignments', exact: true }).click();
      await page.waitForFunction(() => {
        const heading = document.getElementById('assignments')?.getBoundingClientRect();
        const navbar = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect();
        return heading !== undefined && navbar !== undefined && heading.top >= navbar.bottom && heading.top <= navbar.bottom + 24;
      });
      await page.waitForFunction(
        () => document.querySelector('nav[aria-label="On this page"] [aria-current="location"]')?.getAttribute('href') === '#assignments',
      );
      expect(await activeTocIds(page)).toEqual(['assignments']);
    });
  });

  test('390 px: the TOC is a toggle above the content that opens and closes; its links scroll to the heading', async () => {
    await withPage({ viewport: PHONE, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/intro/workorders');
      expect(await page.locator('nav[aria-label="On this page"]').isVisible()).toBe(false);
      const toggle = page.locator('summary', { hasText: 'On this page' });
      expect(await toggle.isVisible()).toBe(true);
      const toggleBox = await toggle.boundingBox();
      const titleBox = await page.locator('article h1').boundingBox();
      expect(toggleBox && titleBox && toggleBox.y + toggleBox.height <= titleBox.y).toBe(true);

      const list = page.locator('nav[aria-label="On this page (collapsible)"]');
      expect(await list.isVisible()).toBe(false);
      await toggle.click();
      expect(await list.isVisible()).toBe(true);
      const headingIds = await page.locator('article h2[id], article h3[id]').evaluateAll((els) => els.map((e) => e.id));
      expect(await list.locator('a').evaluateAll((els) => els.map((e) => e.getAttribute('href')?.slice(1)))).toEqual(headingIds);
      await toggle.click();
      expect(await list.isVisible()).toBe(false);

      await toggle.click();
      await list.getByRole('link', { name: 'Assignments' }).click();
      await page.waitForFunction(() => {
        const heading = document.getElementById('assignments')?.getBoundingClientRect();
        const navbar = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect();
        return heading !== undefined && navbar !== undefined && heading.top >= navbar.bottom && heading.top < 250;
      });
      expect(page.url()).toBe(`${BASE_URL()}/docs/intro/workorders#assignments`);
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });
});

test("390 px: a 'Direct link to {heading}' anchor scrolls its heading into view below the navbar", async () => {
  await withPage({ viewport: PHONE }, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/docs/intro/zones');
    const heading = page.locator('article h2[id]').nth(2);
    const id = (await heading.getAttribute('id')) ?? '';
    const name = ((await heading.textContent()) ?? '').replace(/#$/, '').trim();
    await page.getByRole('link', { name: `Direct link to ${name}`, exact: true }).click();
    await page.waitForFunction((hid) => {
      const box = document.getElementById(hid)?.getBoundingClientRect();
      const navbar = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect();
      return box !== undefined && navbar !== undefined && box.top >= navbar.bottom && box.top < 250;
    }, id);
    expect(page.url()).toBe(`${BASE_URL()}/docs/intro/zones#${id}`);
  });
});

describe('sidebar: the current page is highlighted and scrolled into view', () => {
  /** Where the current entry is, against the sidebar's scroll box and the viewport. */
  async function currentEntry(page: Page, sidebarLabel: string) {
    return page.locator(`nav[aria-label="${sidebarLabel}"]`).evaluate((nav) => {
      const current = [...nav.querySelectorAll('[aria-current="page"]')];
      const box = current[0]?.getBoundingClientRect();
      const navBox = nav.getBoundingClientRect();
      return {
        count: current.length,
        href: current[0]?.getAttribute('href') ?? null,
        overflows: nav.scrollHeight > nav.clientHeight,
        inSidebar: box !== undefined && box.top >= navBox.top && box.bottom <= navBox.bottom,
        inViewport: box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight,
      };
    });
  }

  test('a guide page whose entry is below the fold of a short window', async () => {
    await withPage({ viewport: { width: 1280, height: 420 } }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/tutorial-extras/translate-your-site');
      // The sidebar reveals the entry in an effect after hydration: give a busy machine time for it.
      for (let waited = 0; waited < 5000; waited += 100) {
        const entry = await currentEntry(page, 'FMS guide');
        if (entry.inSidebar && entry.inViewport) break;
        await page.waitForTimeout(100);
      }
      expect(await currentEntry(page, 'FMS guide')).toEqual({
        count: 1,
        href: '/docs/tutorial-extras/translate-your-site',
        overflows: true,
        inSidebar: true,
        inViewport: true,
      });
    });
  });

  test('the last entry of the API sidebar, on load and after following a sidebar link', async () => {
    await withPage({ viewport: DESKTOP }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/api/ac-api');
      const links = page.locator('nav[aria-label="API reference"] a[href^="/docs/api/"]');
      const last = (await links.last().getAttribute('href')) ?? '';
      await visit(page, last);
      expect(await currentEntry(page, 'API reference')).toEqual({ count: 1, href: last, overflows: true, inSidebar: true, inViewport: true });
      // Following an entry further up keeps the sidebar where the reader is, with the new entry in view.
      const previous = (await links.nth((await links.count()) - 4).getAttribute('href')) ?? '';
      await page.locator(`nav[aria-label="API reference"] a[href="${previous}"]`).click();
      await page.waitForURL(`${BASE_URL()}${previous}`);
      await page.waitForFunction(
        (href) => document.querySelector('nav[aria-label="API reference"] [aria-current="page"]')?.getAttribute('href') === href,
        previous,
      );
      expect(await currentEntry(page, 'API reference')).toEqual({ count: 1, href: previous, overflows: true, inSidebar: true, inViewport: true });
    });
  });
});
