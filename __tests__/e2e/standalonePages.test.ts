/**
 * Stand-alone MDX pages (content/pages/) have the guide's table of contents (issue 18): levels 2 to
 * 3, a right column on wide screens whose highlight follows the scroll, the collapsible control on
 * phones; axe-clean in both colour modes.
 */
import { DESKTOP, PHONE, expectHealthyPage, browserSuite, withPage, visit } from '../support/browser';

const PAGES = [
  { route: '/markdown-page', headings: ['When to use a stand-alone page', 'Front matter'] },
  { route: '/my-markdown-page', headings: null },
] as const;

browserSuite();

describe.each(PAGES)('$route', ({ route, headings }) => {
  test('desktop: a table of contents column of its ## and ### headings, the highlight following the scroll (dark)', async () => {
    await withPage({ viewport: DESKTOP, theme: 'dark', colorScheme: 'dark', allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, route);
      const toc = page.getByRole('navigation', { name: 'On this page', exact: true });
      expect(await toc.isVisible()).toBe(true);
      const entries = await toc.locator('a').evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent ?? '' })));
      const pageHeadings = await page.locator('article h2, article h3').evaluateAll((hs) => hs.map((h) => ({ id: h.id, text: (h.textContent ?? '').trim() })));
      expect(entries.map((e) => e.href)).toEqual(pageHeadings.map((h) => `#${h.id}`));
      if (headings) expect(entries.map((e) => e.text)).toEqual(headings);
      expect(entries.length).toBeGreaterThan(0);
      // The highlight follows the reader: an entry is marked as the current location once a heading is in view.
      const last = pageHeadings[pageHeadings.length - 1];
      await page.locator(`[id="${last?.id}"]`).scrollIntoViewIfNeeded();
      await toc.locator('a[aria-current="location"]').first().waitFor({ timeout: 5000 });
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });

  test('390 px: the collapsible "On this page" control above the content, no column (light)', async () => {
    await withPage({ viewport: PHONE, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, route);
      expect(await page.getByRole('navigation', { name: 'On this page', exact: true }).isVisible()).toBe(false);
      const control = page.locator('summary', { hasText: 'On this page' });
      expect(await control.isVisible()).toBe(true);
      await control.click();
      const list = page.getByRole('navigation', { name: 'On this page (collapsible)' });
      expect(await list.locator('a').count()).toBeGreaterThan(0);
      expect(await list.isVisible()).toBe(true);
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });
});
