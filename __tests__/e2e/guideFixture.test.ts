/**
 * The guide on the small fixture site (issue 5): a versioned page with two diagrams, drawn at build time
 * (issue 17), under the base URL /fms/ (__tests__/fixtures/site-versions/versioned_docs/version-1.0/intro/diagrams.mdx,
 * served at /fms/docs/1.0/intro/diagrams). A broken diagram now stops the build instead
 * (__tests__/fixtures/bad-mermaid, __tests__/build/buildErrors.test.ts). Built by
 * scripts/build-fixture-site.sh site-versions.
 */
import { axeViolations, browserSuite, fixtureSite, waitForHydration, withPage } from '../support/browser';

browserSuite();
const site = fixtureSite('site-versions', '/fms');

const ROUTE = '/fms/docs/1.0/intro/diagrams';

test('the diagrams are in the page as drawn at build time; table of contents, sidebar, links and navbar work', async () => {
  await withPage({ site }, async ({ context, page, pageErrors: errors }) => {
    const mermaidRequests: string[] = [];
    context.on('request', (request) => {
      if (/mermaid/i.test(new URL(request.url()).pathname)) mermaidRequests.push(request.url());
    });
    await page.goto(site.url(ROUTE), { waitUntil: 'load' });
    await waitForHydration(page);
    const figures = page.locator('article figure[data-mermaid-state]');
    expect(await figures.count()).toBe(2);
    // One drawing per diagram, for both colour modes.
    expect(await page.locator('article figure[data-mermaid-state="static"] svg').count()).toBe(2);
    expect(await page.locator('article figure[data-mermaid-state="static"] [data-color-mode="both"] svg').count()).toBe(2);
    expect(await figures.nth(0).getByRole('img', { name: 'State diagram' }).isVisible()).toBe(true);
    expect(await figures.nth(1).getByRole('img', { name: 'Flowchart' }).isVisible()).toBe(true);
    expect(await page.getByText('Text between the diagrams.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(mermaidRequests).toEqual([]);

    // Table of contents, sidebar, content links and navbar still work.
    await page.locator('nav[aria-label="On this page"]').getByRole('link', { name: 'Zone tree' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('zone-tree')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    expect(page.url()).toBe(site.url(`${ROUTE}#zone-tree`));

    const sidebar = page.locator('nav[aria-label="FMS guide"]');
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Diagrams');
    const category = sidebar.getByRole('button', { name: "Collapse sidebar category 'Basics'" });
    await category.click();
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Basics'" }).click();
    await sidebar.getByRole('link', { name: 'Zones in 1.0' }).click();
    await page.waitForURL(site.url('/fms/docs/1.0/intro/zones-v1'));
    await page.getByRole('heading', { level: 1, name: 'Zones in 1.0' }).waitFor();
    await page.goBack();
    await page.waitForURL(site.url(`${ROUTE}#zone-tree`));

    await page.locator('article').getByRole('link', { name: 'assets in 1.0' }).click();
    await page.waitForURL(site.url('/fms/docs/1.0/intro/asset'));
    await page.getByRole('heading', { level: 1, name: 'Assets in 1.0' }).waitFor();
    await page.goBack();
    await page.waitForURL(site.url(`${ROUTE}#zone-tree`));

    const navbar = page.locator('nav[aria-label="Main"]');
    const guideLink = navbar.getByRole('link', { name: 'FMS', exact: true }).first();
    const guideHref = (await guideLink.getAttribute('href')) ?? '';
    expect(guideHref).toMatch(/^\/fms\/docs/);
    await guideLink.click();
    await page.waitForURL(site.url(guideHref));
    await page.locator('article h1').waitFor();
    expect(await page.getByRole('heading', { name: 'This page crashed.' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

test('heading ids: unique per page for repeated headings, {#custom-id} kept, and the TOC (h2–h3) links to exactly those ids', async () => {
  await withPage({ site, route: ROUTE }, async ({ page }) => {
    const headings = await page
      .locator('article :is(h2,h3,h4)[id]')
      .evaluateAll((els) => els.map((e) => ({ level: e.tagName, id: e.id, link: e.querySelector('a[href^="#"]')?.getAttribute('aria-label') ?? null })));
    expect(headings).toEqual([
      { level: 'H2', id: 'asset-lifecycle', link: 'Direct link to Asset lifecycle' },
      { level: 'H3', id: 'retired', link: 'Direct link to Retired assets' },
      { level: 'H3', id: 'notes', link: 'Direct link to Notes' },
      { level: 'H2', id: 'zone-tree', link: 'Direct link to Zone tree' },
      { level: 'H3', id: 'notes-1', link: 'Direct link to Notes' },
      { level: 'H4', id: 'deep-detail', link: 'Direct link to Deep detail' },
    ]);
    const toc = await page.locator('nav[aria-label="On this page"] a').evaluateAll((els) => els.map((e) => `${e.getAttribute('href')} ${e.textContent}`));
    expect(toc).toEqual(['#asset-lifecycle Asset lifecycle', '#retired Retired assets', '#notes Notes', '#zone-tree Zone tree', '#notes-1 Notes']);
  });
});
