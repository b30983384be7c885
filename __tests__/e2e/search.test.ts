/** Local search in a real browser (issue 8). */
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE, VARIANTS, axeViolations, expectHealthyPage, launchBrowser, newContext, visit } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isIndexRequest = (url: string): boolean => /\/static\/[^/]+\.(index\.txt|store\.json)$/.test(url);

test('nothing of the index loads until search opens; Ctrl+K and "/" open it; typing shows grouped results', async () => {
  const visitContext = await newContext(browser);
  const { page } = visitContext;
  try {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (isIndexRequest(r.url()) || r.url().includes('flexsearch')) indexRequests.push(r.url());
    });
    await visit(page, '/docs/intro');
    await page.waitForTimeout(500);
    expect(indexRequests).toEqual([]);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.waitFor();
    const input = dialog.getByRole('combobox', { name: 'Search' });
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('recreateQrForAsset');
    const firstOption = dialog.getByRole('option').first();
    await firstOption.waitFor();
    expect(await firstOption.textContent()).toContain('/assets/{assetId}/qr');
    expect(await firstOption.getAttribute('aria-selected')).toBe('true');
    expect(await dialog.locator('[role="listbox"] > [role="group"]').first().textContent()).toMatch(/^API/);
    expect(await dialog.locator('mark').count()).toBeGreaterThan(0);
    expect(indexRequests.filter(isIndexRequest).length).toBe(2);
    expect(indexRequests.every((url) => url.startsWith(BASE_URL()))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.keyboard.press('/');
    await dialog.waitFor();
    // Reused: no second download.
    expect(indexRequests.filter(isIndexRequest).length).toBe(2);
    await expectHealthyPage(visitContext, { allowNotFound: true });
  } finally {
    await visitContext.context.close();
  }
});

test('arrow keys move, Enter opens a guide hit at its section, Esc returns focus', async () => {
  const visitContext = await newContext(browser);
  const { page } = visitContext;
  try {
    await visit(page, '/');
    const button = page.getByRole('button', { name: /^Search/ }).first();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    const input = dialog.getByRole('combobox');
    await input.fill('work order status');
    await dialog.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('option').nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await dialog.getByRole('option').nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await button.click();
    await input.fill('Work order status');
    const sectionHit = dialog.getByRole('option').filter({ hasText: '›' }).first();
    await sectionHit.waitFor();
    const sectionId = await sectionHit.getAttribute('id');
    const index = await dialog.getByRole('option').evaluateAll((els, id) => els.findIndex((el) => el.id === id), sectionId);
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/.+#.+/);
    const hash = new URL(page.url()).hash.slice(1);
    await page.waitForFunction((id) => {
      const top = document.getElementById(decodeURIComponent(id))?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    }, hash);
  } finally {
    await visitContext.context.close();
  }
});

describe.each(VARIANTS)('search, $name', (variant) => {
  test('the dialog passes axe and the empty and no-result states are clear', async () => {
    const visitContext = await newContext(browser, { viewport: variant.viewport, theme: variant.colorScheme });
    const { page } = visitContext;
    try {
      await visit(page, '/');
      await page.getByRole('button', { name: /^Search/ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
      await dialog.getByText('Type to search').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('combobox').fill('zzzxqv');
      await dialog.getByText('No results for “zzzxqv”.').waitFor();
      await dialog.getByRole('combobox').fill('/assets/{id}');
      await dialog.getByRole('option').first().waitFor();
      expect(await dialog.getByRole('option').first().textContent()).toContain('/assets/{assetId}');
      expect(await axeViolations(page)).toEqual([]);
      if (variant.viewport === PHONE) {
        const box = await dialog.boundingBox();
        expect(box?.width).toBeLessThanOrEqual(390);
      }
    } finally {
      await visitContext.context.close();
    }
  });
});

test('/search?q= shows the full result list, shareable', async () => {
  const visitContext = await newContext(browser, { viewport: DESKTOP });
  const { page } = visitContext;
  try {
    await visit(page, '/search?q=recreate-qr-for-asset');
    await page.getByRole('heading', { name: 'Search results for “recreate-qr-for-asset”' }).waitFor();
    const first = page.locator('main ul li a').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe('/docs/api/portal-api/recreate-qr-for-asset');
    await page.getByRole('searchbox', { name: 'Search' }).fill('tenant');
    await page.waitForURL(`${BASE_URL()}/search?q=tenant`);
    await expectHealthyPage(visitContext, { allowNotFound: true });
  } finally {
    await visitContext.context.close();
  }
});
