/**
 * First-load JavaScript budgets (issue 10), on the served build (gzip, as a host sends it). Bytes are
 * stable, so they are enforced here; Lighthouse scores are noisy and only reported (npm run bench:pages).
 *
 * "First load" (scripts/first-load.cjs; docs/decisions/0007-quality-gates.md): a fresh Chromium context
 * (empty cache) at 390 × 844 px opens the page and does not scroll. Counted is every response of
 * resource type `script`, gzip-sized at level 9, from the navigation until: the load event, network
 * idle (500 ms without a request), one idle period of the main thread (work a page defers until idle
 * has started), no element `aria-busy="true"` (that work has finished, with the chunks it asked for),
 * network idle again; repeated until a round starts no request. Not counted: `<link rel=prefetch>`
 * requests (`Sec-Purpose: prefetch`), which are for a later navigation. So a diagram within the first
 * screen plus NEAR_VIEWPORT_MARGIN (400 px) loads mermaid and counts; one further down does not.
 * Budgets: 120 KB on the home page and the guide kinds, 110 KB on operation pages (issue 14).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
// Plain CommonJS modules, shared with scripts/bench-pages.mjs.
import { measureFirstLoad, kb } from '../../scripts/first-load.cjs';
import { pageKinds } from '../../scripts/page-kinds.cjs';
import { NEAR_VIEWPORT_MARGIN } from '../../src/mdx/useNearViewportWhenIdle';
import { BASE_URL, PHONE, expectHealthyPage, browserSuite, withPage, visit } from './support/browser';

const publicDir = process.env.E2E_PUBLIC_DIR ?? path.resolve(__dirname, '../../public');
const { kinds } = pageKinds(publicDir);
const budgeted = kinds.filter((kind) => kind.budget !== null);
const report: string[] = [];
const url = (route: string): string => new URL(encodeURI(route), BASE_URL()).toString();

browserSuite();
afterAll(() => {
  if (report.length) console.log(`First-load gzip JavaScript (390 px, empty cache):\n${report.join('\n')}`);
});

test.each(kinds)('$label ($route): first-load JavaScript is measured and within its budget', async ({ label, route, status, budget }) => {
  await withPage({ viewport: PHONE }, async ({ context }) => {
    const result = await measureFirstLoad(context, url(route));
    expect(result.status).toBe(status);
    report.push(`  ${label.padEnd(26)} ${kb(result.js).padStart(9)}${budget ? ` / ${kb(budget)}` : ''}  (${result.scripts.length} scripts)`);
    expect(result.js).toBeGreaterThan(0);
    const detail = (): string => result.scripts.map((script) => `${kb(script.gzip).padStart(9)}  ${script.path}`).join('\n');
    if (budget !== null && result.js > budget) {
      throw new Error(`${label} ${route}: ${kb(result.js)} of gzip JavaScript on first load, budget ${kb(budget)}.\n${detail()}`);
    }
  });
});

test('the budgeted kinds are in the build: home, guide pages and an operation page', () => {
  expect(budgeted.map((kind) => kind.id)).toEqual(expect.arrayContaining(['home', 'docs-root', 'concept', 'architecture', 'category', 'operation']));
});

describe('what keeps the guide pages within budget', () => {
  test('code blocks are highlighted at build time: tokens in the served HTML, coloured in both modes, no highlighter in any script', async () => {
    const route = '/docs/intro/workorders';
    const html = await (await fetch(new URL(route, BASE_URL()))).text();
    expect(html).toMatch(/<span class="token-line"><span class="token [a-z-]+/);
    const colours: Record<string, string[]> = {};
    for (const theme of ['light', 'dark'] as const) {
      await withPage({ viewport: PHONE, theme, colorScheme: theme }, async (visitContext) => {
        await visit(visitContext.page, route);
        colours[theme] = await visitContext.page.evaluate(() =>
          ['.token.keyword, .token.builtin, .token.function', '.token.string', '.token.property'].map((selector) => {
            const token = document.querySelector(`article pre ${selector}`);
            return token ? getComputedStyle(token).color : 'missing';
          }),
        );
      });
    }
    expect(colours.light).not.toContain('missing');
    expect(new Set(colours.light).size).toBe(3);
    colours.light.forEach((colour, index) => expect(colours.dark[index]).not.toBe(colour));
    // Prism's core (what prism-react-renderer bundles) is recognisable by this option name.
    const shipped = fs.readdirSync(publicDir).filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(publicDir, name), 'utf8').includes('disableWorkerMessageHandler'));
    expect(shipped).toEqual([]);
  });

  // The architecture page opens with its parts table, its first diagram below it: mermaid alone (about
  // 225 KB gzip) is more than a guide page's budget.
  test.each(['/docs/intro/asset', '/docs/Architerute/High Level'])('390 px, %s: a diagram further down than the first screen does not load mermaid on first load; scrolling to it does', async (route) => {
    await withPage({ viewport: PHONE, allowNotFound: true }, async (visitContext) => {
      const { page, context } = visitContext;
      const first = await measureFirstLoad(context, url(route));
      expect(first.status).toBe(200);
      expect(first.scripts.filter((script) => /mermaid/.test(script.path))).toEqual([]);

      const mermaidRequests: string[] = [];
      page.on('request', (request) => {
        if (/mermaid/.test(request.url())) mermaidRequests.push(request.url());
      });
      await visit(page, route);
      const figure = page.locator('figure[data-mermaid-state]').first();
      // The premise: the diagram starts further down than one screen plus the distance that counts as near.
      const top = await figure.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeGreaterThan(PHONE.height + parseInt(NEAR_VIEWPORT_MARGIN, 10));
      await page.waitForLoadState('networkidle');
      expect(await figure.getAttribute('data-mermaid-state')).toBe('loading');
      expect(mermaidRequests).toEqual([]);
      await figure.scrollIntoViewIfNeeded();
      await page.waitForSelector('figure[data-mermaid-state="ready"] svg', { timeout: 30000 });
      expect(mermaidRequests.length).toBeGreaterThan(0);
      await expectHealthyPage(visitContext, { allowNotFound: true });
    });
  });
});
