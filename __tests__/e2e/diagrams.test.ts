/**
 * Diagrams drawn at build time (issue 17), on the shipped build: each ```mermaid block is in the HTML
 * once, one SVG for both colour modes (decision 0025), visible on first paint without JavaScript, its
 * colours switched by its own CSS with the colour mode, accessible (text alternative, labels as real text at AA contrast, axe) at desktop and 390 px,
 * and no page requests mermaid. (quality.test.ts runs axe and the CSP check on /docs/intro in every
 * variant as a page kind too.)
 */
import type { Page } from 'playwright';
import { BASE_URL, DESKTOP, PHONE, browserSuite, expectHealthyPage, openScriptlessPage, visit, withPage } from '../support/browser';

// Two colour modes, axe twice and a client-side navigation per width on a busy machine.
jest.setTimeout(240_000);

browserSuite();

const ROUTE = '/docs/intro';
const url = (route: string): string => new URL(route, BASE_URL()).toString();

/** WCAG contrast ratio of two computed 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string): number => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** Mermaid's node fill in each theme (the flowchart's `mainBkg`), as the browser computes it. */
const NODE_FILL = { light: 'rgb(236, 236, 255)', dark: 'rgb(31, 32, 32)' } as const;

interface Shown {
  readonly modes: string[];
  /** SVGs in the figure, shown or not: one drawing serves both modes. */
  readonly svgs: number;
  /** The computed fill of the first node's shape. */
  readonly fill: string;
  readonly width: number;
  readonly height: number;
  readonly label: string | null;
  readonly labels: string[];
  /** Drawn width over the SVG's own (viewBox) width: mermaid's 16 px labels appear at 16 × scale px. */
  readonly scale: number;
  /** The sideways-scrolling frame around the drawing, if any. */
  readonly frame: { readonly scrolls: boolean; readonly tabIndex: number; readonly name: string | null } | null;
}

/** What the first diagram of the page shows: which mode's drawing is displayed, its size, name and label texts. */
async function firstDiagram(page: Page): Promise<Shown> {
  return page
    .locator('article figure[data-mermaid-state="static"]')
    .first()
    .evaluate((figure) => {
      const shown = [...figure.querySelectorAll<HTMLElement>('[data-color-mode]')].filter((el) => getComputedStyle(el).display !== 'none');
      const svg = shown[0]?.querySelector('svg');
      const box = svg?.getBoundingClientRect();
      const shape = svg?.querySelector('.node rect, .node polygon, .node circle, .node path');
      return {
        modes: shown.map((el) => el.dataset.colorMode ?? ''),
        svgs: figure.querySelectorAll('svg').length,
        fill: shape ? getComputedStyle(shape).fill : '',
        width: box?.width ?? 0,
        height: box?.height ?? 0,
        label: shown[0]?.getAttribute('aria-label') ?? null,
        labels: [...(svg?.querySelectorAll('.nodeLabel') ?? [])].map((el) => el.textContent?.trim() ?? '').filter(Boolean),
        scale: svg ? (box?.width ?? 0) / svg.viewBox.baseVal.width : 0,
        frame: (() => {
          const frame = shown[0]?.parentElement?.closest<HTMLElement>('[role="group"]');
          return frame && figure.contains(frame)
            ? { scrolls: frame.scrollWidth > frame.clientWidth, tabIndex: frame.tabIndex, name: frame.getAttribute('aria-label') }
            : null;
        })(),
      };
    });
}

test('with JavaScript disabled the diagram is an SVG in the first paint, with real text labels and a text alternative', async () => {
  await withPage({ viewport: PHONE, javaScriptEnabled: false }, async ({ context, page }) => {
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    await page.goto(url(ROUTE), { waitUntil: 'load' });
    const shown = await firstDiagram(page);
    expect(shown.modes).toEqual(['both']);
    expect(shown.svgs).toBe(1);
    expect(shown.fill).toBe(NODE_FILL.light);
    expect(shown.width).toBeGreaterThan(200);
    expect(shown.height).toBeGreaterThan(40);
    // The wide flowchart shrinks only to its readable minimum (labels above 10 px), then its frame
    // scrolls sideways and takes keyboard focus, rather than shrinking its labels under 5 px.
    expect(shown.scale).toBeGreaterThanOrEqual(0.64);
    expect(shown.frame).toEqual({ scrolls: true, tabIndex: 0, name: 'Diagram (scrolls sideways)' });
    expect(shown.label).toBe('Flowchart');
    expect(shown.labels).toEqual(expect.arrayContaining(['Asset: Boiler B-12', 'Work order WO-2025-00123']));
    // Within the first screen: the point of drawing it at build time.
    const top = await page
      .locator('article figure[data-mermaid-state="static"]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(PHONE.height * 1.5);
    expect(requests.filter((request) => /mermaid/i.test(request))).toEqual([]);
  });
});

describe.each([
  { name: 'desktop', viewport: DESKTOP },
  { name: '390 px', viewport: PHONE },
])('at $name', ({ viewport }) => {
  test('one drawing whose colours follow the colour mode by CSS alone, labels at AA contrast, axe clean in both modes, no mermaid requested', async () => {
    await withPage({ viewport, theme: 'dark', colorScheme: 'dark', allowNotFound: true }, async (visitContext) => {
      const { page, context } = visitContext;
      const requests: string[] = [];
      context.on('request', (request) => requests.push(request.url()));
      // The stored choice is dark: the head script sets <html data-theme> before the first paint, so
      // the drawing has its dark colours even while the page's own scripts are held back (no flash of
      // light). (A page of its own: the blocked scripts' errors are not the page under test's.)
      const scriptless = await openScriptlessPage(visitContext, /\/[^/]+\.js(\?|$)/);
      await scriptless.goto(url(ROUTE), { waitUntil: 'load' });
      const beforeScripts = await firstDiagram(scriptless);
      expect(beforeScripts.modes).toEqual(['both']);
      expect(beforeScripts.fill).toBe(NODE_FILL.dark);
      await scriptless.close();

      await visit(page, ROUTE);
      for (const mode of ['dark', 'light'] as const) {
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
        const shown = await firstDiagram(page);
        expect(shown.modes).toEqual(['both']);
        expect(shown.svgs).toBe(1);
        expect(shown.fill).toBe(NODE_FILL[mode]);
        expect(shown.width).toBeGreaterThan(200);
        expect(shown.scale).toBeGreaterThanOrEqual(0.64);
        // Each label against its node's fill: mermaid's theme colours, checked as drawn.
        const pairs = await page.locator('article figure [data-color-mode="both"] .node').evaluateAll((nodes) =>
          nodes.map((node) => {
            const shape = node.querySelector('rect, polygon, circle, path');
            const label = node.querySelector('.nodeLabel, text');
            return { fill: shape ? getComputedStyle(shape).fill : '', color: label ? getComputedStyle(label).color : '' };
          }),
        );
        expect(pairs.length).toBeGreaterThan(3);
        for (const { fill, color } of pairs) if (fill.startsWith('rgb') && color.startsWith('rgb')) expect(contrast(fill, color)).toBeGreaterThanOrEqual(4.5);
        await expectHealthyPage(visitContext, { allowNotFound: true });
        if (mode === 'dark') {
          const svgBefore = await page
            .locator('article figure[data-mermaid-state="static"] svg')
            .first()
            .evaluate((svg) => svg.outerHTML.length);
          await page
            .getByRole('button', { name: /Switch between dark and light mode/ })
            .first()
            .click();
          await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
          // The same drawing in the other mode's colours: nothing was drawn again.
          expect(
            await page
              .locator('article figure[data-mermaid-state="static"] svg')
              .first()
              .evaluate((svg) => svg.outerHTML.length),
          ).toBe(svgBefore);
        }
      }
      // A page opened by client-side navigation gets its drawings from their files (not from its JavaScript).
      // (Gatsby's own navigate: at 390 px the sidebar's links are behind the menu button.)
      await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/docs/intro/security'));
      await page.waitForURL(url('/docs/intro/security'));
      await page.waitForFunction(() => document.querySelectorAll('article figure[data-mermaid-state="static"] [data-color-mode="both"] svg').length >= 3);
      expect((await firstDiagram(page)).width).toBeGreaterThan(200);
      // One file per diagram (there were two, a light and a dark drawing).
      const files = requests.filter((request) => /\/static\/diagram-[0-9a-f]+\.svg$/.test(request));
      expect(new Set(files).size).toBe(await page.locator('article figure[data-mermaid-state="static"]').count());
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(requests.filter((request) => /mermaid/i.test(new URL(request).pathname))).toEqual([]);
    });
  });
});
