/**
 * First-load JavaScript budgets (issue 10), on the served build (gzip, as a host sends it): every
 * script the page runs until the network is idle, gzip-sized. Bytes are stable, so they are enforced
 * here; Lighthouse scores are noisy and only reported (npm run bench:pages).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
// Plain CommonJS modules, shared with scripts/bench-pages.mjs.
import { measureFirstLoad, kb } from '../../../scripts/first-load.cjs';
import { pageKinds } from '../../../scripts/page-kinds.cjs';
import { BASE_URL, PHONE, launchBrowser } from '../support/browser';

const publicDir = process.env.E2E_PUBLIC_DIR ?? path.resolve(__dirname, '../../../public');
const { kinds } = pageKinds(publicDir);
const budgeted = kinds.filter((kind) => kind.budget !== null);
const report: string[] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (report.length) console.log(`First-load gzip JavaScript (390 px, empty cache):\n${report.join('\n')}`);
});

test.each(kinds)('$label ($route): first-load JavaScript is measured and within its budget', async ({ label, route, status, budget }) => {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const result = await measureFirstLoad(context, new URL(encodeURI(route), BASE_URL()).toString());
    expect(result.status).toBe(status);
    report.push(`  ${label.padEnd(26)} ${kb(result.js).padStart(9)}${budget ? ` / ${kb(budget)}` : ''}  (${result.scripts.length} scripts)`);
    expect(result.js).toBeGreaterThan(0);
    if (budget !== null && result.js > budget) {
      const detail = result.scripts.map((script) => `${kb(script.gzip).padStart(9)}  ${script.path}`).join('\n');
      throw new Error(`${label} ${route}: ${kb(result.js)} of gzip JavaScript on first load, budget ${kb(budget)}.\n${detail}`);
    }
  } finally {
    await context.close();
  }
});

test('the budgeted kinds are in the build: home, guide pages and an operation page', () => {
  expect(budgeted.map((kind) => kind.id)).toEqual(expect.arrayContaining(['home', 'docs-root', 'concept', 'architecture', 'category', 'operation']));
});
