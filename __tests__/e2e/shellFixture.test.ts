/**
 * The shell settings the shipped site does not use (issue 2, section 3), on a tiny fixture site:
 * the colour-mode switch respecting the system preference (cycle system → light → dark → system,
 * 'system' following the OS live, no flash) and the footer's simple style. Built from
 * __tests__/fixtures/site-shell/override.json by scripts/build-fixture-site.sh site-shell into
 * .fixture-builds/site-shell (npm test builds it beside its first steps).
 */
import type { Page } from 'playwright';
import { browserSuite, expectHealthyPage, fixtureSite, openScriptlessPage, VARIANTS, withPage } from '../support/browser';

browserSuite();
const site = fixtureSite('site-shell', '');

const theme = (page: Page): Promise<string | null> => page.getAttribute('html', 'data-theme');
const stored = (page: Page): Promise<string | null> => page.evaluate(() => localStorage.getItem('theme'));

describe.each(VARIANTS)('fixture site-shell, $name', (variant) => {
  const os = variant.colorScheme;
  const otherOs = os === 'dark' ? 'light' : 'dark';

  test("respecting the system preference: 'system' by default and live, the switch cycles system → light → dark → system, no flash", async () => {
    await withPage({ site, viewport: variant.viewport, colorScheme: variant.colorScheme, route: '/' }, async (visit) => {
      const { page } = visit;
      const toggle = page.getByRole('button', { name: /^Switch between dark and light mode/ }).first();
      expect(await toggle.getAttribute('aria-label')).toContain('(currently system mode)');
      expect(await theme(page)).toBe(os);

      // 'system' follows the OS setting live.
      await page.emulateMedia({ colorScheme: otherOs });
      await page.waitForFunction((expected) => document.documentElement.dataset.theme === expected, otherOs);
      await page.emulateMedia({ colorScheme: os });
      await page.waitForFunction((expected) => document.documentElement.dataset.theme === expected, os);

      const seen: Array<[string | null, string | null]> = [];
      for (let i = 0; i < 3; i += 1) {
        await toggle.click();
        seen.push([await stored(page), await theme(page)]);
      }
      expect(seen).toEqual([
        ['light', 'light'],
        ['dark', 'dark'],
        ['system', os],
      ]);
      await expectHealthyPage(visit);

      // No flash: with the bundles blocked only the head script sets the theme, from the stored choice or the OS.
      const bare = async (): Promise<string | null> => {
        const tab = await openScriptlessPage(visit);
        await tab.goto(site.url('/my-react-page'));
        const value = await theme(tab);
        await tab.close();
        return value;
      };
      expect(await bare()).toBe(os);
      await page.evaluate((choice) => localStorage.setItem('theme', choice), otherOs);
      expect(await bare()).toBe(otherOs);
    });
  });

  test('the simple footer style: one separated row of links, the logo and the copyright', async () => {
    await withPage({ site, viewport: variant.viewport, colorScheme: variant.colorScheme, route: '/my-react-page' }, async (visit) => {
      const { page } = visit;
      const footer = page.getByRole('contentinfo');
      expect(await footer.locator('h2').count()).toBe(0);
      const row = footer.locator('[data-footer-style="simple"]');
      expect(await row.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '/docs/intro',
        '/blog',
        'https://status.example.com',
      ]);
      const tops = await row.locator('li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      expect(await footer.getByRole('img', { name: 'FMS logo' }).isVisible()).toBe(true);
      expect(await footer.textContent()).toContain('Copyright © 2025 Northwind Facilities.');
      await expectHealthyPage(visit);
    });
  });
});

test('an announcement id containing </script> leaves the page intact: no script from it runs, the bar works and its dismissal is remembered', async () => {
  const variant = VARIANTS[0];
  await withPage({ site, viewport: variant.viewport, colorScheme: variant.colorScheme, route: '/my-react-page' }, async (visit) => {
    const { page } = visit;
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.getAttribute('html', 'data-theme')).toBe(variant.colorScheme);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.isVisible()).toBe(true);
    expect(await page.locator('footer').first().isVisible()).toBe(true);
    await bar.getByRole('button').click();
    expect(await page.evaluate(() => localStorage.getItem('announcement.id'))).toBe('v1-ga</script><script>window.pwned=1</script><!--');
    await page.reload();
    expect(await page.getAttribute('html', 'data-announcement-bar-initially-dismissed')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await expectHealthyPage(visit);
  });
});
