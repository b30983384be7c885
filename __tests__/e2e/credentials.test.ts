/**
 * Issue 43 in the browser: the reader's own credentials in every request sample of the shipped site.
 * A token typed (keyboard only) appears, masked, in every tab, and as typed once shown; it is kept
 * on another operation page of the same API (client navigation), absent in a new tab, carried by no
 * request the page makes, and gone on Clear; the control passes axe at both widths in both colour
 * modes; without JavaScript there is no control and the samples keep their placeholders.
 */
import type { Page, Request } from 'playwright';
import { MASK } from '../../src/openapi/sampleSlots';
import { SAMPLE_LANGUAGES } from '../../src/openapi/sampleLanguages';
import { axeViolations, browserSuite, openScriptlessPage, sampleTabCodes, shippedSite, VARIANTS, withPage } from '../support/browser';

browserSuite();
const CREATE_ASSET = '/docs/api/portal-api/create-asset';
const OTHER = '/docs/api/portal-api/list-assets';
const TOKEN = `tok-'"$(id)\`x\`-${Date.now()}`;

/** The control's summary (the operation header names its security "Authentication" too). */
const summary = (page: Page) => page.locator('[data-samples-pane] summary', { hasText: 'Authentication' });

const carries = (request: Request, text: string): boolean =>
  [request.url(), request.postData() ?? '', JSON.stringify(request.headers())].some((part) => part.includes(text) || part.includes(encodeURIComponent(text)));

describe('credentials in the samples (issue 43)', () => {
  test('typed with the keyboard, masked in every tab, shown on request, kept on another page of the API, absent in a new tab, never sent, cleared', async () => {
    await withPage({ viewport: VARIANTS[0].viewport, route: CREATE_ASSET, allowNotFound: true }, async ({ page, context }) => {
      const requests: Request[] = [];
      context.on('request', (request) => requests.push(request));
      // Keyboard only: the summary opens the control, the field takes the token, Space shows it.
      await summary(page).focus();
      await page.keyboard.press('Enter');
      await page.getByLabel('Bearer token (JWT)').focus();
      await page.keyboard.type(TOKEN);
      await page.waitForFunction(() => document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id] pre')?.textContent?.includes('\u2022'));
      const masked = await sampleTabCodes(page);
      for (const { id } of SAMPLE_LANGUAGES) {
        expect({ id, masked: masked.get(id)?.includes(MASK) }).toEqual({ id, masked: true });
        expect({ id, leaked: masked.get(id)?.includes('tok-') }).toEqual({ id, leaked: false });
      }
      await page.getByLabel('Show values').focus();
      await page.keyboard.press('Space');
      const shown = await sampleTabCodes(page);
      for (const { id } of SAMPLE_LANGUAGES) expect({ id, token: shown.get(id)?.includes('tok-') }).toEqual({ id, token: true });

      // Another operation of the same API, by client navigation: the token is still there.
      await page.evaluate((route) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(route), OTHER);
      await page.waitForURL(`**${OTHER}`);
      await summary(page).click();
      expect(await page.getByLabel('Bearer token (JWT)').inputValue()).toBe(TOKEN);
      await page.waitForFunction(() => document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id] pre')?.textContent?.includes('tok-'));

      // A new tab has none of it.
      const other = await context.newPage();
      await other.goto(shippedSite.url(OTHER));
      await summary(other).click();
      expect(await other.getByLabel('Bearer token (JWT)').inputValue()).toBe('');
      expect(await other.locator('[data-samples-pane] [role="tabpanel"][data-sample-id] pre').textContent()).toContain('Bearer <token>');
      await other.close();

      // No request of either page carried it.
      expect(requests.filter((request) => carries(request, 'tok-')).map((request) => request.url())).toEqual([]);

      await page.getByRole('button', { name: 'Clear' }).click();
      expect(await page.getByLabel('Bearer token (JWT)').inputValue()).toBe('');
      await page.waitForFunction(() =>
        document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id] pre')?.textContent?.includes('Bearer <token>'),
      );
    });
  });

  test.each(VARIANTS)('the open control passes axe ($name)', async ({ viewport, colorScheme }) => {
    await withPage({ viewport, colorScheme, route: CREATE_ASSET, allowNotFound: true }, async ({ page }) => {
      await summary(page).click();
      await page.getByLabel('Bearer token (JWT)').fill('abc');
      await summary(page).scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('without JavaScript there is no control and the samples keep their placeholders', async () => {
    await withPage({ viewport: VARIANTS[0].viewport, allowNotFound: true }, async (visit) => {
      const page = await openScriptlessPage(visit);
      await page.goto(shippedSite.url(CREATE_ASSET));
      expect(await summary(page).count()).toBe(0);
      expect(await page.locator('[data-samples-pane] pre').first().textContent()).toContain('<token>');
      await page.close();
    });
  });
});
