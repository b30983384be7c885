/**
 * Quality gates (issue 10), the keyboard: on every page kind at desktop width, and at 390 px on the
 * kinds whose layouts differ, Tab reaches every visible control, each with a visible focus ring; the
 * colour-mode switch and the phone's navigation menu work from the keyboard.
 */
import path from 'node:path';
import type { Page } from 'playwright';
import { pageKinds } from '../../scripts/page-kinds';
import { DESKTOP, PHONE, browserSuite, withPage, visit } from '../support/browser';

const publicDir = process.env.E2E_PUBLIC_DIR ?? path.resolve(__dirname, '../../public');
const { kinds } = pageKinds(publicDir);

browserSuite();

// ---------------------------------------------------------------------------------------------------
// Keyboard

interface TabStop {
  readonly id: string | null;
  readonly description: string;
  readonly ring: boolean;
}

/** Marks the visible controls, then tabs through the page, recording each stop and whether its focus is visible. */
async function tabThrough(page: Page): Promise<{ controls: Record<string, string>; stops: TabStop[] }> {
  const controls = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const found: Record<string, string> = {};
    [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (el) =>
          el.tabIndex >= 0 && el.getClientRects().length > 0 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !el.closest('[inert]'),
      )
      .forEach((el, index) => {
        el.dataset.kbd = String(index);
        found[index] = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`;
      });
    return found;
  });
  const stops: TabStop[] = [];
  const limit = Object.keys(controls).length * 2 + 20;
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return { id: el.dataset.kbd ?? null, description: `${el.tagName.toLowerCase()}${classes}`, ring: outline || shadow };
    });
    if (!stop) break;
    if (stops.some((s) => s.id !== null && s.id === stop.id)) break;
    stops.push(stop);
  }
  return { controls, stops };
}

/** Every page kind at desktop width; at 390 px (hamburger, no sidebar) the kinds whose layouts differ. */
const PHONE_KEYBOARD_KINDS = ['home', 'concept', 'operation', 'blog-post', 'search'];
const KEYBOARD_PAGES = [
  ...kinds.map((kind) => ({ kind, viewport: DESKTOP as typeof DESKTOP | typeof PHONE })),
  ...kinds.filter((kind) => PHONE_KEYBOARD_KINDS.includes(kind.id)).map((kind) => ({ kind, viewport: PHONE as typeof DESKTOP | typeof PHONE })),
].map(({ kind, viewport }) => ({ kind, viewport, width: viewport.width }));

describe('keyboard', () => {
  test.each(KEYBOARD_PAGES)('$kind.label at $width px: Tab reaches every visible control, each with a visible focus ring', async ({ kind, viewport }) => {
    await withPage({ viewport, allowNotFound: kind.status === 404 }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, encodeURI(kind.route));
      await page.waitForLoadState('networkidle');
      const { controls, stops } = await tabThrough(page);
      const reached = new Set(stops.map((stop) => stop.id));
      expect(
        Object.entries(controls)
          .filter(([id]) => !reached.has(id))
          .map(([, description]) => description),
      ).toEqual([]);
      const withoutRing = new Map<string, number>();
      for (const stop of stops.filter((s) => !s.ring)) withoutRing.set(stop.description, (withoutRing.get(stop.description) ?? 0) + 1);
      expect([...withoutRing].map(([element, count]) => `${element} ×${count}: no visible focus ring`)).toEqual([]);
    });
  });

  test('the colour-mode switch works from the keyboard (Enter and Space)', async () => {
    await withPage({ viewport: DESKTOP }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/');
      const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('dark');
      await page.keyboard.press('Space');
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('light');
    });
  });

  test('390 px: the navigation menu opens, is tabbable and closes from the keyboard', async () => {
    await withPage({ viewport: PHONE }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/intro');
      const open = page.getByRole('button', { name: 'Open the navigation menu' });
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(open.getAttribute('aria-expanded')).resolves.toBe('true');
      const close = page.getByRole('button', { name: 'Close the navigation menu' });
      await close.waitFor({ state: 'visible' });
      await close.focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label="Navigation menu"]')))).toBe(true);
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(open.getAttribute('aria-expanded')).resolves.toBe('false');
    });
  });
});
