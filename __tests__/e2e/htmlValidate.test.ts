/**
 * Every generated page passes html-validate with the committed configuration (.htmlvalidate.json:
 * html-validate:recommended, minus what React's and Gatsby's own markup needs; each relaxation is
 * explained in docs/decisions/0007-quality-gates.md, as JSON has no comments). The validation runs in
 * a Node process of its own (__tests__/support/validateHtml.ts: 40 % less CPU than inside jest).
 * Failures are grouped by rule, with the pages and the first messages, so the owner can be found.
 */
import path from 'node:path';
import { removeTree, writeTree } from '../support/tempFolder';
import { committedConfig, htmlValidateSite } from '../support/validateHtml';

const root = path.resolve(__dirname, '../..');
const publicDir = process.env.E2E_PUBLIC_DIR ?? path.join(root, 'public');

test('the committed configuration extends html-validate:recommended and names its schema', () => {
  const config = committedConfig();
  expect(config.$schema).toBeDefined();
  expect(config.extends).toContain('html-validate:recommended');
});

test('the check reports a page that breaks the rules, by rule, page, line and column (so a silent child process cannot pass)', () => {
  const page = '<!DOCTYPE html><html lang="en"><head><title>Planted</title></head><body><main><p id="x">one</p><p id="x">two</p></main></body></html>';
  const site = writeTree({ 'index.html': page, 'docs/fine/index.html': page.replace('id="x">two', 'id="y">two') });
  try {
    const { pages, problems } = htmlValidateSite(site);
    expect(pages).toBe(2);
    expect(problems).toEqual([expect.stringMatching(/^no-dup-id: 1 page\(s\)\n {4}\/index\.html:1:\d+ Duplicate ID "x"/)]);
  } finally {
    removeTree(site);
  }
});

test(
  'every generated HTML page passes html-validate (.htmlvalidate.json)',
  () => {
    const { pages, problems } = htmlValidateSite(publicDir);
    expect(pages).toBeGreaterThan(20);
    expect(problems).toEqual([]);
    // About 420 pages of 40 KB each: a minute or two on a busy machine.
  },
  15 * 60 * 1000,
);
