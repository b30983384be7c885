/**
 * The guide on the small fixture site (issue 5), where a page can hold what the shipped guide must not:
 * a deliberately broken diagram (__tests__/fixtures/site-versions/versioned_docs/version-1.0/intro/diagrams.mdx,
 * served at /fms/docs/1.0/intro/diagrams). Built by scripts/build-fixture-site.sh site-versions.
 */
import type { Locator } from 'playwright-core';
import { axeViolations, browserSuite, fixtureSite, withPage } from './support/browser';

browserSuite();
const site = fixtureSite('site-versions', '/fms');

const ROUTE = '/fms/docs/1.0/intro/diagrams';

/** Scrolls a diagram into view (mermaid may load only then) and waits until it is drawn or has failed. */
async function settle(figure: Locator): Promise<string | null> {
  await figure.scrollIntoViewIfNeeded();
  await figure.locator('xpath=self::*[@data-mermaid-state!="loading"]').waitFor({ timeout: 30000 });
  return figure.getAttribute('data-mermaid-state');
}

test('a broken diagram shows its error in place of the diagram; the rest of the page renders and stays usable', async () => {
  await withPage({ site, route: ROUTE }, async ({ page, pageErrors: errors }) => {
    const figures = page.locator('article figure[data-mermaid-state]');
    expect(await figures.count()).toBe(3);
    const [before, broken, after] = [figures.nth(0), figures.nth(1), figures.nth(2)];

    expect(await settle(broken)).toBe('syntax-error');
    const alert = broken.getByRole('alert');
    expect(await alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toMatch(/^This diagram has an error:.*\S/s);
    expect(await broken.locator('svg').count()).toBe(0);

    for (const good of [before, after]) {
      expect(await settle(good)).toBe('ready');
      expect(await good.locator('svg').count()).toBe(1);
    }
    // mermaid's own error drawing ('Syntax error in text', a bomb) must not be left anywhere in the page.
    expect(await page.locator('body > [id^="dmermaid"], svg[aria-roledescription="error"]').count()).toBe(0);
    expect(await page.getByText('Syntax error in text').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'This page crashed.' }).count()).toBe(0);
    expect(await page.getByText('Text after the broken diagram still renders.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

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

test('switching colour mode redraws the good diagrams and keeps the broken one’s error', async () => {
  await withPage({ site, route: ROUTE }, async ({ page, pageErrors: errors }) => {
    const figures = page.locator('article figure[data-mermaid-state]');
    expect(await settle(figures.nth(0))).toBe('ready');
    expect(await settle(figures.nth(1))).toBe('syntax-error');
    const lightSvg = await figures.nth(0).locator('svg').innerHTML();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).first().click();
    await page.waitForFunction((old) => {
      const svg = document.querySelector('article figure[data-mermaid-state="ready"] svg');
      return svg !== null && svg.innerHTML !== old;
    }, lightSvg);
    expect(await settle(figures.nth(1))).toBe('syntax-error');
    expect(await figures.nth(1).getByRole('alert').isVisible()).toBe(true);
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
      { level: 'H2', id: 'a-broken-diagram', link: 'Direct link to A broken diagram' },
      { level: 'H2', id: 'zone-tree', link: 'Direct link to Zone tree' },
      { level: 'H3', id: 'notes-1', link: 'Direct link to Notes' },
      { level: 'H4', id: 'deep-detail', link: 'Direct link to Deep detail' },
    ]);
    const toc = await page
      .locator('nav[aria-label="On this page"] a')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('href')} ${e.textContent}`));
    expect(toc).toEqual(['#asset-lifecycle Asset lifecycle', '#retired Retired assets', '#notes Notes', '#a-broken-diagram A broken diagram', '#zone-tree Zone tree', '#notes-1 Notes']);
  });
});
