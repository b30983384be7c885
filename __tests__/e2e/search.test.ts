/** Local search in a real browser (issue 8; typo tolerance, exact API matches and groups: issue 26). */
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import type { Locator, Page } from 'playwright';
import { BASE_URL, DESKTOP, PHONE, VARIANTS, axeViolations, expectHealthyPage, browserSuite, withPage, visit } from '../support/browser';

browserSuite();

const root = path.resolve(__dirname, '../..');
const publicDir = process.env.E2E_PUBLIC_DIR ?? path.join(root, 'public');
const isIndexRequest = (url: string): boolean => /\/static\/[^/]+\.(index\.txt|store\.json)$/.test(url);

const searchDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Search the documentation' });

/** Opens the dialog with a key and waits until the index is loaded and the empty state shows. */
async function openWith(page: Page, key: string): Promise<Locator> {
  await page.keyboard.press(key);
  const dialog = searchDialog(page);
  await dialog.getByText('Type to search').waitFor();
  return dialog;
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await searchDialog(page).waitFor({ state: 'hidden' });
}

/** The results of the query as shown: one entry per option, in order. */
async function searchFor(dialog: Locator, query: string): Promise<Locator> {
  await dialog.getByRole('combobox', { name: 'Search' }).fill(query);
  const options = dialog.getByRole('option');
  await dialog.locator(`[role="listbox"][data-query="${query}"][aria-busy="false"]`).waitFor({ state: 'attached' });
  return options;
}

test('the index is not in the first load, is fetched from the site when search first opens, and only once; Ctrl+K, Cmd+K and "/" open search', async () => {
  await withPage({ allowNotFound: true }, async (visitContext) => {
    const { page } = visitContext;
    const firstLoad: Promise<string>[] = [];
    let loading = true;
    page.on('response', (response) => {
      if (loading && ['document', 'script', 'fetch', 'xhr'].includes(response.request().resourceType())) firstLoad.push(response.text().catch(() => ''));
    });
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (isIndexRequest(r.url()) || r.url().includes('flexsearch') || r.url().includes('search-index')) indexRequests.push(r.url());
    });
    await visit(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    loading = false;
    // Tabbing through the page and hovering the search button does not load it either.
    await page.keyboard.press('Tab');
    await page
      .getByRole('button', { name: /^Search/ })
      .first()
      .hover();
    expect(indexRequests).toEqual([]);

    let dialog = await openWith(page, 'Control+k');
    expect(await dialog.getByRole('combobox', { name: 'Search' }).evaluate((el) => el === document.activeElement)).toBe(true);
    const fetched = indexRequests.filter(isIndexRequest);
    expect(fetched).toHaveLength(2);
    // The index is read by the site's own code (src/search/fullText.ts), loaded with it: no search library.
    expect(indexRequests.filter((url) => url.includes('flexsearch'))).toEqual([]);
    expect(indexRequests.filter((url) => /\/search-index-[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    expect(indexRequests.every((url) => url.startsWith(`${BASE_URL()}/`))).toBe(true);

    // Nothing of the index or the store is inlined in what the page loaded first (HTML, JS, page data).
    const bodies = await Promise.all(firstLoad);
    expect(bodies.length).toBeGreaterThan(3);
    for (const url of fetched) {
      const content = await (await visitContext.context.request.get(url)).text();
      const sample = content.slice(Math.floor(content.length / 2), Math.floor(content.length / 2) + 120);
      expect(sample).toHaveLength(120);
      // As it is, or as a string inside JSON (a static query result of the index field).
      const forms = [sample, JSON.stringify(sample).slice(1, -1)];
      expect(bodies.filter((body) => forms.some((form) => body.includes(form)))).toEqual([]);
    }

    await closeDialog(page);
    dialog = await openWith(page, 'Meta+k');
    await closeDialog(page);
    dialog = await openWith(page, '/');
    expect(await (await searchFor(dialog, 'recreateQrForAsset')).count()).toBeGreaterThan(0);
    // Reused: no second download, not even from the browser cache.
    expect(indexRequests.filter(isIndexRequest)).toEqual(fetched);
    const downloads = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => /\.(index\.txt|store\.json)$/.test(entry.name)).length,
    );
    expect(downloads).toBe(2);
    await expectHealthyPage(visitContext, { allowNotFound: true });
  });
});

test('results appear as the reader types, grouped Guide, API, Blog, with highlights, method badges and paths; identifiers and paths find their operation first', async () => {
  await withPage({ allowNotFound: true }, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/');
    const dialog = await openWith(page, 'Control+k');

    let options = await searchFor(dialog, 'qr code');
    const labels = await dialog
      .locator('[role="listbox"] > [role="group"]')
      .evaluateAll((groups) => groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent));
    // 'Schemas': the schema pages (issue 24), here those of the QR code's responses.
    expect([...labels].sort()).toEqual(['API', 'Blog', 'Guide', 'Schemas']);
    const apiGroup = dialog.getByRole('group', { name: 'API', exact: true });
    const operation = apiGroup.getByRole('option').first();
    expect(await operation.locator('[data-method]').textContent()).toMatch(/^(GET|POST|PUT|PATCH|DELETE)$/);
    expect(await operation.locator('code').textContent()).toMatch(/^\/\S+$/);
    const guideSection = dialog.getByRole('group', { name: 'Guide', exact: true }).getByRole('option').filter({ hasText: '›' }).first();
    expect(await guideSection.textContent()).toMatch(/QR codes\s*›/);
    for (const label of ['Guide', 'API', 'Blog']) {
      const marks = await dialog.getByRole('group', { name: label, exact: true }).locator('mark').allTextContents();
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(['qr', 'code']).toContain(mark.toLowerCase());
    }

    options = await searchFor(dialog, 'recreateQrForAsset');
    expect(await options.first().textContent()).toContain('/assets/{assetId}/qr-code/recreate');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    expect(await dialog.locator('[role="listbox"] > [role="group"]').first().getAttribute('aria-labelledby')).toMatch(/-api$/);
    options = await searchFor(dialog, 'recreate-qr-for-asset');
    expect(await options.first().textContent()).toContain('/assets/{assetId}/qr-code/recreate');
    options = await searchFor(dialog, '/api/assets/{id}');
    expect(await options.first().locator('code').textContent()).toBe('/assets/{assetId}');
    expect(await axeViolations(page)).toEqual([]);
    await expectHealthyPage(visitContext, { allowNotFound: true });
  });
});

test('a method and path pasted from a log rank their operation first, with literal ids too; an operation shows its method and its API', async () => {
  await withPage({}, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/');
    const dialog = await openWith(page, 'Control+k');
    for (const query of [
      'PUT /assets/{assetId}/status',
      'PUT /assets/3f2a9c1e-77b0-4c2e-9d51-0a6f3c2b1d44/status',
      'https://fms-portal.example.com/api/assets/42/status',
    ]) {
      const first = (await searchFor(dialog, query)).first();
      expect(await first.getAttribute('href')).toBe('/docs/api/portal-api/update-asset-status');
      expect(await first.getAttribute('aria-selected')).toBe('true');
      expect(await first.locator('[data-method]').textContent()).toBe('PUT');
      expect(await first.locator('code').textContent()).toBe('/assets/{assetId}/status');
    }
    // The API's name is part of the option's text, so a screen reader says which API the operation is in.
    const first = (await searchFor(dialog, 'PUT /assets/{assetId}/status')).first();
    expect(await first.textContent()).toMatch(/, in Portal API/);
    expect(await dialog.getByRole('group', { name: 'API', exact: true }).getByRole('option').first().getAttribute('id')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/api\/portal-api\/update-asset-status$/);
    await expectHealthyPage(visitContext);
  });
});

test('a misspelt query finds its page, first and selected, Enter opens it; "Did you mean" searches the index\'s own words', async () => {
  await withPage({}, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/');
    let dialog = await openWith(page, 'Control+k');
    for (const [typo, route] of [
      ['zoens', '/docs/intro/zones'],
      ['configration', '/docs/intro/configuration'],
    ]) {
      const first = (await searchFor(dialog, typo)).first();
      expect(await first.getAttribute('href')).toBe(route);
      // The word it was corrected to is marked in the result.
      expect((await first.locator('mark').allTextContents()).map((m) => m.toLowerCase())).toContain(typo === 'zoens' ? 'zones' : 'configuration');
    }
    let options = await searchFor(dialog, 'renitng');
    expect(await options.first().getAttribute('href')).toBe('/docs/intro/renting');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    const suggestion = dialog.getByRole('button', { name: 'renting', exact: true });
    expect(await dialog.getByRole('status').textContent()).toContain('Did you mean renting?');
    await suggestion.click();
    options = await searchFor(dialog, 'renting');
    expect(await dialog.getByRole('combobox').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('button', { name: 'renting', exact: true }).count()).toBe(0);
    expect(await options.first().getAttribute('href')).toBe('/docs/intro/renting');

    await searchFor(dialog, 'renitng');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/intro\/renting$/);
    await page.getByRole('heading', { level: 1, name: 'Renting' }).waitFor();
    await expectHealthyPage(visitContext);

    // Too short to forgive: nothing, no suggestion.
    dialog = await openWith(page, 'Control+k');
    expect(await (await searchFor(dialog, 'zzq')).count()).toBe(0);
    expect(await dialog.getByText('Did you mean').count()).toBe(0);
  });
});

test('results are links: the href of their page (anchor included), a modifier click opens a new tab', async () => {
  await withPage({}, async (visitContext) => {
    const { page, context } = visitContext;
    await visit(page, '/');
    const dialog = await openWith(page, 'Control+k');
    const options = await searchFor(dialog, 'recreateQrForAsset');
    const first = options.first();
    expect(await first.evaluate((el) => el.tagName)).toBe('A');
    expect(await first.getAttribute('href')).toBe('/docs/api/portal-api/recreate-qr-for-asset');
    expect(await first.getAttribute('tabindex')).toBe('-1');
    const [tab] = await Promise.all([context.waitForEvent('page'), first.click({ modifiers: ['Control'] })]);
    // The new tab starts at about:blank and then navigates (at once in the full browser, a moment later in the headless shell).
    await tab.waitForURL((url) => url.pathname === '/docs/api/portal-api/recreate-qr-for-asset');
    await tab.waitForLoadState('domcontentloaded');
    // The dialog stays open in the first tab, its combobox focused.
    expect(await dialog.isVisible()).toBe(true);
    await tab.close();
    const section = (await searchFor(dialog, 'Work order status')).filter({ hasText: '›' }).first();
    expect(await section.getAttribute('href')).toMatch(/^\/docs\/[^#]+#[a-z0-9-]+$/);
  });
});

test('arrow keys move, Enter opens a guide hit at its section, Esc returns focus where it was', async () => {
  await withPage({}, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/');
    const button = page.getByRole('button', { name: /^Search/ }).first();
    await button.click();
    const dialog = searchDialog(page);
    const input = dialog.getByRole('combobox');
    await searchFor(dialog, 'work order status');
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('option').nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await dialog.getByRole('option').nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await dialog.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // Opened by the shortcut from a focused link: Esc gives focus back to that link.
    const link = page.locator('main a[href]').first();
    await link.focus();
    await openWith(page, '/');
    await closeDialog(page);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);

    await button.click();
    await searchFor(dialog, 'Work order status');
    const sectionHit = dialog.getByRole('option').filter({ hasText: '›' }).first();
    const sectionId = await sectionHit.getAttribute('id');
    const index = await dialog.getByRole('option').evaluateAll((els, id) => els.findIndex((el) => el.id === id), sectionId);
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
    expect(await sectionHit.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/.+#.+/);
    const hash = new URL(page.url()).hash.slice(1);
    await page.waitForFunction((id) => {
      const top = document.getElementById(decodeURIComponent(id))?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    }, hash);
  });
});

describe.each(VARIANTS)('search, $name', (variant) => {
  test('the dialog passes axe and the empty and no-result states are clear', async () => {
    await withPage({ viewport: variant.viewport, theme: variant.colorScheme }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(variant.colorScheme);
      await page
        .getByRole('button', { name: /^Search/ })
        .first()
        .click();
      const dialog = searchDialog(page);
      await dialog.getByText('Type to search').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await (await searchFor(dialog, 'zzzxqv')).count()).toBe(0);
      await dialog.getByText('No results for “zzzxqv”.').waitFor();
      const options = await searchFor(dialog, '/assets/{id}');
      expect(await options.first().textContent()).toContain('/assets/{assetId}');
      expect(await axeViolations(page)).toEqual([]);
      // Groups named for screen readers, a suggestion, highlights of corrected words: still clean.
      await searchFor(dialog, 'sheduled status update');
      await dialog.getByText('Did you mean').waitFor();
      expect(await dialog.locator('[role="listbox"] > [role="group"]').count()).toBeGreaterThan(1);
      for (const group of await dialog.locator('[role="listbox"] > [role="group"]').all()) {
        expect(await group.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent)).toMatch(
          /^(Guide|API|Schemas|Blog)$/,
        );
      }
      expect(await axeViolations(page)).toEqual([]);
      await searchFor(dialog, '/assets/{id}');
      if (variant.viewport === PHONE) {
        // Fits 390 px: nothing wider than the screen, the input and the results usable.
        const box = await dialog.boundingBox();
        expect(box?.width).toBeLessThanOrEqual(PHONE.width);
        const overflow = await dialog.evaluate((el) =>
          [el, ...Array.from(el.querySelectorAll('input, button, [role="option"], code'))]
            .filter((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((child) => child.outerHTML.slice(0, 80)),
        );
        expect(overflow).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await options.first().click();
        await page.waitForURL(/\/docs\/api\/portal-api\//);
      }
    });
  });
});

test('/search?q= shows the full result list, shareable; the form updates it in place', async () => {
  await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/search?q=recreate-qr-for-asset');
    await page.getByRole('heading', { name: 'Search results for “recreate-qr-for-asset”' }).waitFor();
    const first = page.locator('main ul li a').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe('/docs/api/portal-api/recreate-qr-for-asset');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const searchbox = page.getByRole('searchbox', { name: 'Search' });
    await searchbox.fill('tenant');
    await page.waitForURL(`${BASE_URL()}/search?q=tenant`);
    await searchbox.fill('zones');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Search results for “zones”' }).waitFor();
    expect(page.url()).toBe(`${BASE_URL()}/search?q=zones`);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(expect.arrayContaining(['Guide', 'API']));
    await expectHealthyPage(visitContext, { allowNotFound: true });
  });
});

test('/search shows the dialog\'s groups, in the same order, with the same first result, and "Did you mean" as a link', async () => {
  await withPage({ viewport: DESKTOP }, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/');
    const dialog = await openWith(page, 'Control+k');
    await searchFor(dialog, 'sheduled status update');
    const dialogGroups = await dialog
      .locator('[role="listbox"] > [role="group"]')
      .evaluateAll((groups) => groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent));
    const dialogFirst = await dialog.getByRole('option').first().getAttribute('href');
    await closeDialog(page);

    await visit(page, '/search?q=sheduled%20status%20update');
    await page.getByRole('heading', { name: 'Search results for “sheduled status update”' }).waitFor();
    await page.locator('main section ul li a').first().waitFor();
    expect(await page.locator('main section h2').allTextContents()).toEqual(dialogGroups);
    expect(await page.locator('main section ul li a').first().getAttribute('href')).toBe(dialogFirst);
    const suggestion = page.getByRole('link', { name: 'scheduled status update', exact: true });
    expect(await suggestion.getAttribute('href')).toBe('/search?q=scheduled%20status%20update');
    await suggestion.click();
    await page.waitForURL(`${BASE_URL()}/search?q=scheduled%20status%20update`);
    await page.getByRole('heading', { name: 'Search results for “scheduled status update”' }).waitFor();
    await expectHealthyPage(visitContext);
  });
});

test('without JavaScript the /search form is a GET form with a visible submit button, and the page says the results need JavaScript', async () => {
  await withPage({ viewport: DESKTOP, javaScriptEnabled: false }, async ({ page }) => {
    await page.goto(`${BASE_URL()}/search`);
    // In a <noscript>: a browser without JavaScript shows it. Chromium with scripts turned off by
    // Playwright still parses <noscript> as text, so its content is read rather than seen.
    expect(await page.locator('main noscript').textContent()).toContain(
      'Search runs in your browser: turn on JavaScript to see the results, grouped Guide, API, Schemas and Blog.',
    );
    const form = page.getByRole('search');
    const submit = form.getByRole('button', { name: 'Search', exact: true });
    expect(await submit.isVisible()).toBe(true);
    await form.getByRole('searchbox', { name: 'Search' }).fill('work orders');
    await submit.click();
    await page.waitForURL(`${BASE_URL()}/search?q=work+orders`);
  });
});

test('the /search page has no html-validate finding of its own (a form has a submit button: wcag/h32)', async () => {
  const { $schema: _schema, ...committed } = JSON.parse(fs.readFileSync(path.join(root, '.htmlvalidate.json'), 'utf8')) as ConfigData & { $schema?: string };
  const report = await new HtmlValidate(new StaticConfigLoader(committed)).validateString(
    fs.readFileSync(path.join(publicDir, 'search/index.html'), 'utf8'),
    'search/index.html',
  );
  const messages = report.results.flatMap((result) => result.messages);
  // Findings in the page shell (navbar, footer) belong to it and are reported by the site-wide check.
  const own = messages.filter((m) => m.ruleId === 'wcag/h32' || /#main-content|(^|[\s>])(main|form)\b/.test(m.selector ?? ''));
  expect(own.map((m) => `${m.ruleId}: ${m.message} (${m.selector})`)).toEqual([]);
});
