/** The guide in a real browser (issue 5): every route, sidebar and TOC rules, anchors, diagrams, code copy. */
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, VARIANTS, drawAllDiagrams, expectHealthyPage, launchBrowser, newContext, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
    const visitContext = await newContext(browser, { viewport: DESKTOP });
    const { page } = visitContext;
    try {
      expect(await visit(page, route)).toBe(200);
      expect(await page.title()).toMatch(/ \| FMS documents$/);
      const sidebar = page.locator('nav[aria-label="FMS guide"]');
      expect(await sidebar.isVisible()).toBe(true);
      expect(await sidebar.locator('[aria-current="page"]').count()).toBe(1);
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
    } finally {
      await visitContext.context.close();
    }
  });
});

test('the category page lists its docs with their descriptions', async () => {
  const visitContext = await newContext(browser);
  try {
    await visit(visitContext.page, '/docs/category/basics');
    const cards = visitContext.page.locator('article li a');
    expect(await cards.count()).toBe(10);
    expect(await cards.first().textContent()).toContain('Assets');
    expect((await cards.first().textContent())?.length).toBeGreaterThan(60);
  } finally {
    await visitContext.context.close();
  }
});

test('an anchor link scrolls its heading into view', async () => {
  const visitContext = await newContext(browser);
  const { page } = visitContext;
  try {
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
  } finally {
    await visitContext.context.close();
  }
});

describe.each(VARIANTS)('diagrams and code, $name', (variant) => {
  test('mermaid renders as SVG in the current colour mode; the page passes axe', async () => {
    const visitContext = await newContext(browser, { viewport: variant.viewport, theme: variant.colorScheme });
    const { page } = visitContext;
    try {
      await visit(page, '/docs/Architerute/High%20Level');
      const states = await drawAllDiagrams(page);
      expect(states.length).toBeGreaterThan(1);
      expect(states.every((s) => s === 'ready')).toBe(true);
      expect(await page.locator('figure[data-mermaid-state="ready"] svg').count()).toBe(states.length);
      await expectHealthyPage(visitContext, { allowNotFound: true });
    } finally {
      await visitContext.context.close();
    }
  });
});

test('switching colour mode redraws diagrams; a failed load offers Retry that works', async () => {
  const visitContext = await newContext(browser);
  const { page, context } = visitContext;
  try {
    await visit(page, '/docs/intro/workorders');
    await page.locator('figure[data-mermaid-state]').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('figure[data-mermaid-state="ready"] svg');
    const before = await page.locator('figure svg').first().innerHTML();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).first().click();
    await page.waitForFunction((old) => {
      const svg = document.querySelector('figure[data-mermaid-state="ready"] svg');
      return svg !== null && svg.innerHTML !== old;
    }, before);

    const blocked = await context.newPage();
    let block = true;
    await blocked.route(/mermaid/, (route) => (block ? route.abort() : route.continue()));
    await visit(blocked, '/docs/intro/asset');
    await blocked.locator('figure[data-mermaid-state]').first().scrollIntoViewIfNeeded();
    await blocked.waitForSelector('figure[data-mermaid-state="load-failed"]');
    block = false;
    await blocked.getByRole('button', { name: 'Retry' }).first().click();
    await blocked.waitForSelector('figure[data-mermaid-state="ready"] svg');
  } finally {
    await context.close();
  }
});

/** Headless Chromium has no focused desktop clipboard: record what the page writes instead. */
const RECORD_CLIPBOARD = `
  window.__copied = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text) => { window.__copied.push(text); } } });
`;

test('code blocks copy their code', async () => {
  const visitContext = await newContext(browser, { viewport: PHONE, initScript: RECORD_CLIPBOARD });
  const { page, context } = visitContext;
  try {
    await visit(page, '/docs/intro/workorders');
    const block = page.locator('article pre[aria-label^="Code"]').first();
    const code = ((await block.textContent()) ?? '').trim();
    await block.locator('xpath=..').getByRole('button', { name: 'Copy code to clipboard' }).click();
    await page.waitForFunction(() => (window as unknown as { __copied: string[] }).__copied.length > 0);
    expect((await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied[0])).trim()).toBe(code);
  } finally {
    await context.close();
  }
});

test('phone: the mobile menu shows this page’s sidebar with a Back to main menu button', async () => {
  const visitContext = await newContext(browser, { viewport: PHONE });
  const { page } = visitContext;
  try {
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
  } finally {
    await visitContext.context.close();
  }
});
