/**
 * Issue 43 in the browser: every documented body, variant, named parameter example and security
 * alternative of the shipped site can be turned into the samples. On "Record an asset event" (a
 * discriminated oneOf) the reader picks the Incident variant with the keyboard: every tab's sample
 * sends it, the request body's example shows it and its schema branch opens, marked. On "Create a
 * work order" the second named example, chosen in the request body, is in the samples; on "Convert
 * text" the form media type; on "Test back-end connections" the API key alternative; on an asset's
 * change history the query parameter's second named example, then the path parameter's (in every
 * tab). The controls pass axe at both widths in both colour modes; without JavaScript there are none
 * and the samples are the first choice's.
 */
import type { Page } from 'playwright';
import { SAMPLE_LANGUAGES } from '../../src/openapi/sampleLanguages';
import { axeViolations, browserSuite, openScriptlessPage, sampleTabCodes, shippedSite, VARIANTS, withPage } from '../support/browser';

browserSuite();
const EVENT = '/docs/api/portal-api/record-asset-event';
const WORK_ORDER = '/docs/api/portal-api/create-work-order';
const CONVERT = '/docs/api/portal-api/convert-text';
const CONNECTIONS = '/docs/api/portal-api/test-connections';
const CHANGES = '/docs/api/portal-api/get-asset-changes';
/** The asset ids of getAssetChanges' named examples (scripts/authoring/ids.ts). */
const BOILER = 'baf20017-bfcf-463e-942f-463f1fa37518';
const PUMP = 'cfcde166-4fc2-4f77-82bf-a523612a261d';

const pane = (page: Page) => page.locator('[data-samples-pane]');
const shownSample = async (page: Page): Promise<string> =>
  (await pane(page).locator('[role="tabpanel"][data-sample-id]:not([hidden]) pre').textContent()) ?? '';

describe('request choices in the samples (issue 43)', () => {
  test('a variant chosen with the keyboard: every sample sends it, the example shows it, its schema branch opens marked', async () => {
    await withPage({ viewport: VARIANTS[0].viewport, route: EVENT, allowNotFound: true }, async ({ page }) => {
      const body = pane(page).getByLabel('Body:');
      expect(await body.locator('option').allTextContents()).toEqual([
        'AssetMeterReading (eventType: MeterReading)',
        'AssetInspection (eventType: Inspection)',
        'AssetIncident (eventType: Incident)',
      ]);
      expect(await shownSample(page)).toContain('MeterReading');
      await body.focus();
      await page.keyboard.press('End');
      expect(await body.inputValue()).toBe('2');
      // The chosen pair's samples are written back by a chunk loaded on the first choice: wait for them.
      await page.waitForFunction(() => {
        const code = document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id]:not([hidden]) pre')?.textContent ?? '';
        return code.includes('"Incident"') && code.includes('outOfService');
      });
      const codes = await sampleTabCodes(page);
      for (const { id } of SAMPLE_LANGUAGES) {
        expect({ id, incident: codes.get(id)?.includes('Incident') && codes.get(id)?.includes('outOfService') }).toEqual({ id, incident: true });
        expect({ id, other: codes.get(id)?.includes('MeterReading') }).toEqual({ id, other: false });
      }
      const section = page.locator('section[aria-labelledby="request-body"]');
      expect(await section.getByLabel('Example:').inputValue()).toBe('2');
      const branch = section.locator('[id="request-body.option-3"]');
      expect(await branch.getAttribute('data-chosen')).toBe('');
      expect(await branch.locator(':scope > details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      expect(await section.locator('[data-chosen]').count()).toBe(1);
    });
  });

  test('a named example chosen in the request body, a second media type, a security alternative and a parameter’s example reach the samples', async () => {
    await withPage({ viewport: VARIANTS[0].viewport, route: WORK_ORDER, allowNotFound: true }, async ({ page }) => {
      const section = page.locator('section[aria-labelledby="request-body"]');
      await section.getByRole('tab', { name: 'Example' }).click();
      await section.getByLabel('Example:').selectOption({ label: 'A planned preventive job with only what is required' });
      await page.waitForFunction(() =>
        document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id]:not([hidden]) pre')?.textContent?.includes('fire extinguishers'),
      );
      expect(await pane(page).getByLabel('Body:').inputValue()).toBe('1');

      await page.goto(shippedSite.url(CONVERT));
      await pane(page).getByLabel('Body:').selectOption({ label: 'application/x-www-form-urlencoded' });
      await page.waitForFunction(() =>
        document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id]:not([hidden]) pre')?.textContent?.includes('x-www-form-urlencoded'),
      );
      expect(await shownSample(page)).toContain('to=PlainText');

      await page.goto(shippedSite.url(CONNECTIONS));
      await pane(page).getByLabel('Authentication:').selectOption({ label: 'functionKey' });
      await page.waitForFunction(() =>
        document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id]:not([hidden]) pre')?.textContent?.includes('x-functions-key'),
      );
      expect(await shownSample(page)).not.toContain('Authorization');
      await pane(page).locator('summary', { hasText: 'Authentication' }).click();
      await page.getByLabel('API key x-functions-key (in the header)').fill('k3y');
      await page.waitForFunction(() =>
        document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id]:not([hidden]) pre')?.textContent?.includes('\u2022'),
      );

      await page.goto(shippedSite.url(CHANGES));
      await pane(page).getByLabel('field (query):').selectOption({ label: 'Moves between zones' });
      await page.waitForFunction(() =>
        document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id]:not([hidden]) pre')?.textContent?.includes('field=zoneId'),
      );
      // A path parameter's named example: the URL's path of every tab follows.
      await pane(page).getByLabel('assetId (path):').selectOption({ label: 'Circulation pump P-03' });
      await page.waitForFunction(
        (pump) => document.querySelector('[data-samples-pane] [role="tabpanel"][data-sample-id]:not([hidden]) pre')?.textContent?.includes(`/assets/${pump}/`),
        PUMP,
      );
      const codes = await sampleTabCodes(page);
      for (const { id } of SAMPLE_LANGUAGES) {
        expect({ id, pump: codes.get(id)?.includes(`/assets/${PUMP}/changes?field=zoneId`), boiler: codes.get(id)?.includes(BOILER) }).toEqual({
          id,
          pump: true,
          boiler: false,
        });
      }
    });
  });

  test.each(VARIANTS)('the choices pass axe ($name)', async ({ viewport, colorScheme }) => {
    await withPage({ viewport, colorScheme, route: EVENT, allowNotFound: true }, async ({ page }) => {
      await pane(page).getByLabel('Body:').selectOption('1');
      await pane(page).getByLabel('Body:').scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('without JavaScript there are no choices; every example is in the request body section and the samples send the first', async () => {
    await withPage({ viewport: VARIANTS[0].viewport, allowNotFound: true }, async (visit) => {
      const page = await openScriptlessPage(visit);
      await page.goto(shippedSite.url(EVENT));
      expect(await page.getByLabel('Body:').count()).toBe(0);
      expect(await page.locator('[data-samples-pane] pre').first().textContent()).toContain('MeterReading');
      const examples = await page
        .locator('section[aria-labelledby="request-body"] [data-example]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-example')));
      expect(examples).toEqual(['variant-1', 'variant-2', 'variant-3']);
      await page.close();
    });
  });
});
