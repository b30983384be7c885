/**
 * Issue 44 on the built site (decision 0031): docs that coding agents read.
 * - Every page but the not-found pages has exactly one Markdown twin and one alternate link to it, and
 *   the note for agents; the not-found pages have none.
 * - Every twin is well-formed Markdown under the size budget: its first line points to llms.txt, every
 *   code fence closes and names a language, every link into the site resolves to a built file.
 * - llms.txt follows llmstxt.org (H1, block-quoted summary, H2 sections), lists both APIs by tag under
 *   50,000 characters, and every link of every llms file resolves.
 * - `_headers`: each twin as text/markdown, each page a Link to its twin and llms.txt, the security
 *   headers intact, no path twice; the sitemap lists no twin.
 * - The Copy page button, reached by keyboard, puts the twin on the clipboard and says so; without
 *   JavaScript it is absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtHtmlFiles, routeOfHtmlFile } from '../../src/node/deploy/writeDeployFiles';
import { LLMS_TXT_PATH, hasMarkdownTwin, markdownTwinPath } from '../../src/lib/markdownTwin';
import { validateSettings } from '../../src/node/config/validate';
import { siteSettings } from '../../src/config/settings';
import { LLMS_TXT_CHAR_BUDGET, TWIN_CHAR_BUDGET } from '../../src/node/agents/writeAgentFiles';
import { browserSuite, openScriptlessPage, shippedSite, withPage } from '../support/browser';
import { nodesOfType, parseMarkdown, twinStructureProblems } from '../support/markdownTree';

browserSuite();
const publicDir = process.env.E2E_PUBLIC_DIR ?? path.resolve(__dirname, '../../public');
const settings = validateSettings(siteSettings);
const SITE = `${settings.url.replace(/\/$/, '')}${settings.baseUrl.replace(/\/$/, '')}`;
const routes = builtHtmlFiles(publicDir).map((file) => ({ file, route: routeOfHtmlFile(publicDir, file) }));
const pages = routes.filter(({ route }) => hasMarkdownTwin(route));
const read = (file: string): string => fs.readFileSync(path.join(publicDir, file), 'utf8');

/** The built file an absolute link of the site names (a twin, a download, a page's HTML), or null. */
function builtFileOf(url: string): string | null {
  const pathname = decodeURI(new URL(url).pathname).slice(settings.baseUrl.length - 1) || '/';
  for (const candidate of [pathname, path.join(pathname, 'index.html'), `${pathname}.html`]) {
    const file = path.join(publicDir, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Links into the site that resolve to no built file. */
function brokenSiteLinks(markdown: string): string[] {
  return nodesOfType(parseMarkdown(markdown), 'link')
    .map((link) => link.url ?? '')
    .filter((url) => url.startsWith(SITE) && builtFileOf(url.split('#')[0] ?? url) === null);
}

test('the build has pages, and every one but the not-found pages has its twin', () => {
  expect(pages.length).toBeGreaterThan(100);
  expect(routes.filter(({ route }) => !hasMarkdownTwin(route)).map(({ route }) => route)).toEqual(expect.arrayContaining(['/404', '/404.html']));
  expect(pages.filter(({ route }) => !fs.existsSync(path.join(publicDir, markdownTwinPath(route)))).map(({ route }) => route)).toEqual([]);
});

test('each page has exactly one alternate link, to its own twin, and the note for agents; the not-found page neither', () => {
  const wrong: string[] = [];
  for (const { file, route } of routes) {
    const html = fs.readFileSync(file, 'utf8');
    const alternates = [...html.matchAll(/<link rel="alternate" type="text\/markdown" href="([^"]*)"/g)].map((match) => match[1]);
    const notes = (html.match(/data-agent-note/g) ?? []).length;
    const expected = hasMarkdownTwin(route) ? [`${settings.baseUrl.replace(/\/$/, '')}${encodeURI(markdownTwinPath(route))}`] : [];
    if (JSON.stringify(alternates) !== JSON.stringify(expected) || notes !== expected.length)
      wrong.push(`${route}: ${JSON.stringify(alternates)}, ${notes} notes`);
    if (expected.length && !html.includes(`${expected[0]}; the index of the whole documentation is at ${LLMS_TXT_PATH}`)) wrong.push(`${route}: note`);
  }
  expect(wrong).toEqual([]);
});

test('every twin: the pointer first, under the size budget, fences closed and labelled, every link into the site resolves', () => {
  const problems: string[] = [];
  for (const { route } of pages) {
    const twin = markdownTwinPath(route);
    const text = read(twin);
    if (!text.startsWith(`> For the complete documentation index, see [llms.txt](${SITE}${LLMS_TXT_PATH}). This page as HTML: <${SITE}`))
      problems.push(`${twin}: pointer`);
    if (text.length > TWIN_CHAR_BUDGET) problems.push(`${twin}: ${text.length} characters`);
    problems.push(...twinStructureProblems(text).map((problem) => `${twin}: ${problem}`));
    problems.push(...brokenSiteLinks(text).map((url) => `${twin} → ${url}`));
  }
  expect(problems).toEqual([]);
});

test('a page that is a folder of pages has the same twin at index.md too', () => {
  expect(read('/docs/intro/index.md')).toBe(read('/docs/intro.md'));
  expect(read('/docs/api/portal-api/index.md')).toBe(read('/docs/api/portal-api.md'));
});

test('llms.txt: H1, summary, sections; both APIs by tag under the budget; every link of every llms file resolves', () => {
  const root = read(LLMS_TXT_PATH);
  const tree = parseMarkdown(root);
  expect(root.startsWith(`# ${settings.title}\n\n> `)).toBe(true);
  expect(root.length).toBeLessThanOrEqual(LLMS_TXT_CHAR_BUDGET);
  const headings = nodesOfType(tree, 'heading').map(
    (heading) =>
      `${heading.depth} ${nodesOfType(heading, 'text')
        .map((text) => text.value)
        .join('')}`,
  );
  expect(headings).toEqual(expect.arrayContaining(['2 Guide', ...settings.api.specs.map((spec) => `2 ${spec.label}`), '2 Blog', '2 Optional', '3 Assets']));
  // Both APIs are listed by tag at the root: every operation's twin is there.
  expect(root).toContain(`${SITE}/docs/api/portal-api/create-asset.md`);
  expect(root).toContain(`${SITE}/docs/api/ac-api/`);
  const files = [
    LLMS_TXT_PATH,
    '/llms-full.txt',
    ...settings.api.specs.flatMap((spec) => [`/docs/api/${spec.id}/llms.txt`, `/docs/api/${spec.id}/llms-full.txt`]),
  ];
  for (const file of files) expect(read(file).length).toBeGreaterThan(1000);
  for (const file of files.filter((name) => name.endsWith('/llms.txt'))) expect(brokenSiteLinks(read(file))).toEqual([]);
  expect(read('/llms-full.txt')).toContain('# Assets');
});

test('_headers: twins as text/markdown, pages with a Link to their twin and llms.txt, the CSP intact, no path twice; no twin in the sitemap', () => {
  const headers = read('/_headers');
  const paths = headers.split('\n').filter((line) => line.startsWith('/'));
  expect(new Set(paths).size).toBe(paths.length);
  expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/m);
  expect(headers).toContain('/docs/intro/asset.md\n  Content-Type: text/markdown; charset=utf-8');
  expect(headers).toContain(
    '/docs/intro/asset\n  Link: </docs/intro/asset.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="index"; type="text/plain"\n  Vary: Accept',
  );
  expect(headers).toContain('/llms.txt\n  Content-Type: text/plain; charset=utf-8');
  for (const { route } of pages) expect(paths).toContain(encodeURI(markdownTwinPath(route)));
  const sitemap = read('/sitemap.xml');
  expect(sitemap).toContain('/docs/intro/asset</loc>');
  expect(sitemap).not.toMatch(/\.md<\/loc>|llms/);
});

describe('Copy page', () => {
  test.each(['/docs/intro/asset', '/docs/api/portal-api/create-asset', '/blog/securing-tenants'])(
    '%s: reached by keyboard, copies the twin, announces it',
    async (route) => {
      await withPage({ route }, async ({ context, page }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
        const button = page.getByRole('button', { name: 'Copy page' });
        await button.waitFor();
        // Reached with Tab, as a keyboard user would, from the top of the page.
        await page.keyboard.press('Tab');
        let reached = false;
        for (let presses = 0; presses < 600 && !reached; presses += 1) {
          reached = await button.evaluate((element) => element === document.activeElement);
          if (!reached) await page.keyboard.press('Tab');
        }
        expect(reached).toBe(true);
        await page.keyboard.press('Enter');
        await page.getByRole('status').filter({ hasText: 'Page copied as Markdown' }).waitFor({ state: 'attached' });
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(read(markdownTwinPath(route)));
      });
    },
  );

  test('without JavaScript there is no button (and the page reads the same)', async () => {
    await withPage({}, async ({ context }) => {
      const page = await openScriptlessPage({ context });
      await page.goto(shippedSite.url('/docs/intro/asset'), { waitUntil: 'load' });
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Copy page' }).count()).toBe(0);
    });
  });
});
