/**
 * The operation page's reading layout (issue 14), on the shipped site and on the deep fixture API
 * (site-shell's deep-api.json, shaped like a popular public API's "Get a repository"): two panes
 * from 1201 px, the samples inline at 390 px, what is visible at 1280×800, one response at a time
 * driving the pane's example, deep links into folded properties, the chosen language kept across
 * pages and tabs, what the page renders once it runs (a shared schema in the open response, print,
 * the mobile menu's whole API sidebar; decision 0026), height and HTML budgets, and everything
 * readable with JavaScript off.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { renderedHeight } from '../../scripts/first-load';
import { browserSuite, expectHealthyPage, fixtureSite, visit, withPage } from '../support/browser';

const CREATE_ASSET = '/docs/api/portal-api/create-asset';
const LIST_ASSETS = '/docs/api/portal-api/list-assets';
const DEEP = '/docs/api/deep-api/get-repository';
const WIDE = { width: 1400, height: 900 } as const;
const LAPTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;

/** Budgets (issue 14). Before: create-asset 11,898 px tall and 215,808 bytes of HTML; the deep fixture's operation 37,600 px in GitHub's description. */
const CREATE_ASSET_MAX_HEIGHT = 5000;
const DEEP_MAX_HEIGHT = 8000;
const CREATE_ASSET_HTML_BEFORE = 215808;
/**
 * 60 % of before until issues 24–26 (2026-11) brought CSS that Gatsby inlined in every page (47 KB of
 * this page's 132 KB; 62 % held it). Since the stylesheet is linked (src/shell/stylesheetLinks.tsx)
 * the page is 85.6 KB: 42 % of before holds it, under the speed issue's 100 KB.
 */
const CREATE_ASSET_MAX_HTML = Math.floor(CREATE_ASSET_HTML_BEFORE * 0.42);

browserSuite();
const fixture = fixtureSite('site-shell', '');
/** site-shell's `hooks` API (__tests__/fixtures/openapi/callbacks-deprecations.json): an operation with a callback. */
const HOOKS_SUBSCRIBE = '/docs/api/hooks/create-subscription';

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not visible`);
  return found;
};

describe('layout', () => {
  test('at 1400 px: the samples pane is beside the reference and stays in view while the reader scrolls', async () => {
    await withPage({ viewport: WIDE, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, CREATE_ASSET);
      const title = await box(page, 'article h1');
      const pane = await box(page, '[data-samples-pane]');
      expect(pane.x).toBeGreaterThan(title.x + 300);
      expect(pane.y).toBeLessThan(title.y + title.height + 100);
      // No table of contents column: the compact control instead.
      expect(
        await page
          .getByRole('button', { name: /On this page/ })
          .or(page.locator('summary', { hasText: 'On this page' }))
          .first()
          .isVisible(),
      ).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 2500));
      const scrolled = await box(page, '[data-samples-pane]');
      expect(scrolled.y).toBeGreaterThanOrEqual(0);
      expect(scrolled.y).toBeLessThan(200);
      expect(scrolled.y + scrolled.height).toBeLessThanOrEqual(WIDE.height);
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });

  test('at 390 px: one column, the samples after the request body and before the responses', async () => {
    await withPage({ viewport: PHONE, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, CREATE_ASSET);
      const body = await box(page, '#request-body');
      const pane = await box(page, '[data-samples-pane]');
      const responses = await box(page, '#responses');
      expect(pane.y).toBeGreaterThan(body.y);
      expect(pane.y).toBeLessThan(responses.y);
      expect(pane.x).toBeLessThan(40);
      expect(pane.width).toBeGreaterThan(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });

  test('at 390 px: the responses and the samples are laid out only when the reader comes near them; printed in full (decision 0038)', async () => {
    await withPage({ viewport: PHONE, allowNotFound: true }, async ({ page }) => {
      await visit(page, CREATE_ASSET);
      // checkVisibility's contentVisibilityAuto option: false while a content-visibility: auto ancestor skips the element.
      const shown = (id: string): Promise<boolean> =>
        page.evaluate((target) => document.getElementById(target)?.checkVisibility({ contentVisibilityAuto: true }) ?? false, id);
      expect(await shown('request-body')).toBe(true);
      expect(await shown('responses')).toBe(false);
      const laidOut = (expected: boolean) =>
        page.waitForFunction((value) => document.getElementById('responses')?.checkVisibility({ contentVisibilityAuto: true }) === value, expected);
      await page.evaluate(() => document.getElementById('responses')?.scrollIntoView());
      await laidOut(true);
      // The responses are still in the accessibility tree while skipped (a screen reader finds them).
      await page.evaluate(() => window.scrollTo(0, 0));
      await laidOut(false);
      expect(await page.getByRole('heading', { name: 'Responses' }).count()).toBe(1);
      // Laid out in print: waited for, as the media change reaches the page's style after the call returns
      // (an immediate check failed once in a loaded CI run).
      await page.emulateMedia({ media: 'print' });
      await laidOut(true);
    });
  });

  test('at 1280×800: method and path, summary, authentication and the first lines of the request sample need no scrolling', async () => {
    await withPage({ viewport: LAPTOP, allowNotFound: true }, async ({ page }) => {
      await visit(page, CREATE_ASSET);
      for (const selector of ['article h1', 'article [data-method="post"]', 'text=Authorization', '[data-samples-pane] [role="tabpanel"]:not([hidden]) pre']) {
        const found = await box(page, selector);
        expect(found.y).toBeGreaterThanOrEqual(0);
        expect(found.y + Math.min(found.height, 60)).toBeLessThanOrEqual(LAPTOP.height);
      }
    });
  });
});

describe('responses', () => {
  test('the first 2xx is open; choosing 409 opens it and switches the example in the pane; the keyboard does the same', async () => {
    await withPage({ viewport: WIDE, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, CREATE_ASSET);
      const open = () => page.locator('details[data-status][open]').evaluateAll((all) => all.map((d) => d.getAttribute('data-status')));
      expect(await open()).toEqual(['201']);
      expect(await page.locator('[data-samples-pane] [data-response-example]').getAttribute('data-response-example')).toBe('201');
      await page.locator('#response-409 > summary').click();
      await page.waitForSelector('[data-samples-pane] [data-response-example="409"]');
      expect(await open()).toEqual(['409']);
      const leftExample = await page.locator('#response-409-view-panel-example pre').first().textContent();
      expect(leftExample).toMatch(/^\{/);
      expect(await page.locator('[data-samples-pane] [data-response-example] pre').first().textContent()).toBe(leftExample);
      await page.locator('#response-400 > summary').focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-samples-pane] [data-response-example="400"]');
      expect(await open()).toEqual(['400']);
      expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).not.toBe('none');
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });

  test('a link to #response-403 selects it when followed', async () => {
    await withPage({ viewport: WIDE, allowNotFound: true }, async ({ page }) => {
      await visit(page, `${CREATE_ASSET}#response-403`);
      await page.waitForSelector('[data-samples-pane] [data-response-example="403"]');
      expect(await page.locator('#response-403').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    });
  });

  test('a deep link to a folded nested property opens its ancestors and scrolls to it', async () => {
    await withPage({ viewport: WIDE, allowNotFound: true }, async ({ page }) => {
      await visit(page, CREATE_ASSET);
      const id = await page.locator('#response-201 details:not([open]) li[id]').first().getAttribute('id');
      expect(id).toMatch(/^response-201\.[A-Za-z]+\.[A-Za-z]+/);
      await page.locator('#response-409 > summary').click();
      await page.evaluate((target) => {
        window.location.hash = target;
      }, id as string);
      const target = page.locator(`[id="${id}"]`);
      await target.waitFor({ state: 'visible' });
      // The reveal scrolls after the render that opens the response; the browser may open the folds for the
      // fragment first, so under load the target can be visible before it is scrolled to (CI, session 25).
      await page.waitForFunction(
        (targetId) => {
          const box = document.getElementById(targetId)?.getBoundingClientRect();
          return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
        },
        id as string,
        { timeout: 10000 },
      );
      const found = await target.boundingBox();
      expect(found && found.y >= 0 && found.y < WIDE.height).toBe(true);
      expect(await page.locator('#response-201').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    });
  });
});

describe('big named schemas shown by name (decision 0025)', () => {
  test('list-assets: the page of assets names Asset and links its page; a deep link into Asset lands on that node', async () => {
    await withPage({ viewport: WIDE, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, `${LIST_ASSETS}#response-200.items.qrCodeUrl`);
      const items = page.locator('[id="response-200.items"]');
      expect(await items.locator('[id^="response-200.items."]').count()).toBe(0);
      const see = items.getByRole('link', { name: 'See Asset' });
      expect(await see.getAttribute('href')).toBe('/docs/api/portal-api/schemas/asset');
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.waitForFunction(() => {
        const top = document.getElementById('response-200.items')?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < window.innerHeight;
      });
      await see.click();
      await page.waitForURL(/\/docs\/api\/portal-api\/schemas\/asset$/);
      await page.locator('article h1').filter({ hasText: 'Asset' }).first().waitFor();
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });

  test('the deep fixture: each SimpleUser is a "See SimpleUser" link, in the HTML without JavaScript', async () => {
    await withPage({ javaScriptEnabled: false, viewport: WIDE, site: fixture, route: DEEP, allowNotFound: true }, async ({ page }) => {
      // Three: the owner, the organization, and the template repository's owner (in a closed fold, so not counted by role).
      const see = page.locator('[data-schema-tree="response-200"] [data-see-schema="SimpleUser"] a');
      expect(await see.count()).toBe(3);
      expect(await see.first().textContent()).toBe('See SimpleUser');
      expect(await see.first().getAttribute('href')).toBe('/docs/api/deep-api/schemas/simple-user');
      expect(await page.locator('[id="response-200.owner"]').textContent()).toMatch(/owner.*SimpleUser.*See SimpleUser/);
    });
  });
});

describe('callbacks (issue 24)', () => {
  test("a deep link into a callback's expected response opens the callback and the response and scrolls to it", async () => {
    await withPage({ viewport: WIDE, site: fixture, route: `${HOOKS_SUBSCRIBE}#callback-onEvent-post-response-410`, allowNotFound: true }, async ({ page }) => {
      const target = page.locator('#callback-onEvent-post-response-410');
      await target.waitFor({ state: 'visible' });
      expect(await page.locator('#callback-onEvent').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(await target.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      const found = await target.boundingBox();
      expect(found && found.y >= 0 && found.y < WIDE.height).toBe(true);
      expect(await page.locator('#callback-onEvent > summary').textContent()).toContain('{$request.body#/callbackUrl}');
    });
  });
});

describe('servers and variables (issue 24)', () => {
  test('choosing a server variable rewrites the URL line and the samples, and holds on another operation page of the API', async () => {
    await withPage({ viewport: WIDE, site: fixture, route: HOOKS_SUBSCRIBE, allowNotFound: true }, async ({ page }) => {
      const pane = page.locator('[data-samples-pane]');
      expect(await pane.textContent()).toContain('https://acme.eu.hooks.example.com/v1/subscriptions');
      const chooser = page.getByRole('group', { name: 'Server' });
      await chooser.getByLabel('region').selectOption('us');
      await chooser.getByLabel('tenant').fill('globex');
      await page.waitForFunction(() =>
        document.querySelector('[data-samples-pane]')?.textContent?.includes('https://globex.us.hooks.example.com/v1/subscriptions'),
      );
      expect(await page.locator('article p > code').first().textContent()).toBe('https://globex.us.hooks.example.com/v1/subscriptions');
      await page.goto(fixture.url('/docs/api/hooks/get-thing'), { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('article p > code')?.textContent === 'https://globex.us.hooks.example.com/v1/things/{thingId}');
      expect(await page.locator('[data-samples-pane]').textContent()).not.toContain('acme.eu');
    });
  });
});

describe('everything open', () => {
  test.each([
    ['dark', LAPTOP],
    ['light', PHONE],
  ] as const)(
    'axe finds nothing with the folds expanded, another response open and an Example view shown (%s, %o)',
    async (scheme, viewport) => {
      await withPage({ viewport, theme: scheme, colorScheme: scheme, allowNotFound: true }, async (visitContext) => {
        const { page } = visitContext;
        await visit(page, CREATE_ASSET);
        await page.locator('#response-409 > summary').click();
        // 409 shares 400's schema: once opened, its own tree is rendered (it was a link in the HTML).
        await page.locator('[data-schema-tree="response-409"]').waitFor();
        // Each visible tree's 'Expand all', held by element: a clicked one reads 'Collapse all', so a list of
        // locators by role and name (nth) would shift and skip the next (it once skipped the 409 tree's).
        const buttons = await page.locator('[data-schema-tree] button').elementHandles();
        for (const button of buttons) if ((await button.isVisible()) && (await button.textContent()) === 'Expand all') await button.click();
        const closed = (tree: string) => page.locator(`[data-schema-tree="${tree}"] details:not([open])`).count();
        expect(await closed('response-409')).toBe(0);
        expect(await closed('request-body')).toBe(0);
        await page.locator('#request-body-view-tab-example').click();
        expect(await page.locator('#request-body-view-panel-example').isVisible()).toBe(true);
        await expectHealthyPage(visitContext, { allowNotFound: true });
      });
    },
    180000,
  );
});

describe('after hydration (decision 0026: the page re-renders only what changes once it runs)', () => {
  test("a response sharing an earlier one's schema shows it in full when opened; printing opens every fold and puts the reader's view back", async () => {
    await withPage({ viewport: WIDE, allowNotFound: true }, async ({ page }) => {
      await visit(page, CREATE_ASSET);
      // In the HTML, 401 links to 400's schema instead of repeating it; opened, it shows the schema itself.
      expect(await page.locator('#response-401 [data-schema-tree]').count()).toBe(0);
      expect(await page.locator('#response-401 a[href="#response-400"]').count()).toBe(1);
      await page.locator('#response-401 > summary').click();
      await page.waitForSelector('[data-samples-pane] [data-response-example="401"]');
      await page.locator('#response-401 [data-schema-tree]').first().waitFor({ state: 'visible' });
      const open = () => page.locator('details[data-status][open]').evaluateAll((all) => all.map((d) => d.getAttribute('data-status')));
      expect(await open()).toEqual(['401']);
      const closedFolds = () => page.locator('[data-operation] details:not([open])').count();
      expect(await closedFolds()).toBeGreaterThan(0);
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      expect(await closedFolds()).toBe(0);
      expect((await open()).length).toBe(await page.locator('details[data-status]').count());
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      expect(await open()).toEqual(['401']);
      expect(await closedFolds()).toBeGreaterThan(0);
    });
  });

  test('at 390 px the mobile menu, opened, lists every operation of both APIs with this page current', async () => {
    const publicDir = path.resolve(__dirname, '../../public');
    const operations = ['portal-api', 'ac-api'].flatMap((api) =>
      fs
        .readdirSync(path.join(publicDir, 'docs/api', api), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !['changelog', 'schemas'].includes(entry.name))
        .map((entry) => `/docs/api/${api}/${entry.name}`),
    );
    await withPage({ viewport: PHONE, allowNotFound: true }, async ({ page }) => {
      await visit(page, CREATE_ASSET);
      await page.getByRole('button', { name: 'Open the navigation menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('navigation', { name: 'API reference (menu)' });
      await menu.locator('a[aria-current="page"]').waitFor();
      const hrefs = new Set(await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
      expect(operations.filter((route) => !hrefs.has(route))).toEqual([]);
      expect(await menu.locator('a[aria-current="page"]').getAttribute('href')).toBe(CREATE_ASSET);
    });
  });
});

describe('request sample language', () => {
  test('the chosen language applies on every operation page and in other tabs', async () => {
    await withPage({ viewport: WIDE, allowNotFound: true }, async (visitContext) => {
      const { page, context } = visitContext;
      await visit(page, CREATE_ASSET);
      await page.locator('[data-samples-pane]').getByRole('tab', { name: 'Python' }).click();
      const selectedIn = (tab: Page) => tab.locator('[data-samples-pane] [role="tab"][aria-selected="true"]').first().textContent();
      await visit(page, LIST_ASSETS);
      expect(await selectedIn(page)).toBe('Python');
      const other = await context.newPage();
      await visit(other, CREATE_ASSET);
      expect(await selectedIn(other)).toBe('Python');
      await other.locator('[data-samples-pane]').getByRole('tab', { name: 'Go' }).click();
      await page.waitForFunction(() => document.querySelector('[data-samples-pane] [role="tab"][aria-selected="true"]')?.textContent === 'Go');
      await other.close();
    });
  });
});

describe('budgets', () => {
  test(`create-asset: at most ${CREATE_ASSET_MAX_HEIGHT} px tall at 1280×800 and at most ${CREATE_ASSET_MAX_HTML} bytes of HTML`, async () => {
    const html = fs.readFileSync(path.resolve(__dirname, '../../public/docs/api/portal-api/create-asset/index.html'));
    expect(html.byteLength).toBeLessThanOrEqual(CREATE_ASSET_MAX_HTML);
    await withPage({ viewport: LAPTOP, allowNotFound: true }, async ({ page }) => {
      await visit(page, CREATE_ASSET);
      expect(await renderedHeight(page)).toBeLessThanOrEqual(CREATE_ASSET_MAX_HEIGHT);
    });
  });

  test(`the deep fixture operation: at most ${DEEP_MAX_HEIGHT} px tall at 1280×800, its shared error schema printed once, axe clean`, async () => {
    await withPage({ viewport: LAPTOP, site: fixture, route: DEEP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      expect(await page.locator('article h1').textContent()).toBe('Get a repository');
      expect(await renderedHeight(page)).toBeLessThanOrEqual(DEEP_MAX_HEIGHT);
      expect(await page.locator('article li[id]').count()).toBeGreaterThan(80);
      expect(await page.locator('[data-schema-tree^="response-"]').count()).toBe(2);
      // The tiny fixture site prefetches a few routes it does not build (the shipped navbar's links).
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });
});

describe('JavaScript off', () => {
  test('every response and every property is in the page and can be opened and read', async () => {
    await withPage({ javaScriptEnabled: false, viewport: WIDE, allowNotFound: true }, async ({ page }) => {
      await page.goto(new URL(CREATE_ASSET, process.env.E2E_BASE_URL).toString());
      const statuses = await page.locator('details[data-status]').evaluateAll((all) => all.map((d) => d.getAttribute('data-status')));
      expect(statuses).toEqual(['201', '400', '401', '403', '409']);
      for (const status of statuses) {
        const details = page.locator(`#response-${status}`);
        if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('> summary').click();
        expect(await details.locator('> div').isVisible()).toBe(true);
        expect((await details.locator('> div').innerText()).length).toBeGreaterThan(20);
      }
      // Schema and example views: no tabs, both shown.
      expect(await page.locator('#request-body-view-panel-example').isVisible()).toBe(true);
      expect(await page.locator('article [role="tablist"][aria-label^="Schema or example"]').first().isVisible()).toBe(false);
      // Folded properties open from their summaries.
      const fold = page.locator('[data-schema-tree="request-body"] details').first();
      await fold.locator('> summary').click();
      expect(await fold.locator('li').first().isVisible()).toBe(true);
    });
  });
});
