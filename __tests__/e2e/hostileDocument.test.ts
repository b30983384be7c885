/**
 * Issue 42 on a built site: a hostile API document (__tests__/fixtures/site-shell/hostile-api.json and
 * its history, in the site-shell fixture) builds, and what the build made of it stays data.
 * - The reader chooses each of the document's seven servers (one ending in a backslash, one in a
 *   quote, one holding commands and template syntax, one needing percent-encoding with a line
 *   break and U+2028, one with variables) on the operation page whose examples contain every
 *   server's URL followed by quotes and commands, and reads every tab: in each language the code
 *   outside string literals is the default's, only the URL literal changed, to the chosen base;
 *   bash parses every curl sample and, run with a stand-in curl, passes exactly the chosen URL and
 *   runs none of the document's commands; node parses the JavaScript ones.
 * - The document's own sample is named as coming from the API document.
 * - Operations named `changelog` and `schemas` do not take the API's own pages.
 * - The changelog feeds, whose version string holds two `]]>`, a script and an Atom entry, and whose
 *   enum values hold control characters, are well-formed XML with no element from the text.
 * - The Markdown twins of its pages (issue 44) keep their structure: one H1, no raw HTML, every fence
 *   closed and labelled, whatever the document's descriptions and examples hold.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { normaliseApi } from '../../src/openapi/normalise';
import { encodedBase } from '../../src/openapi/sampleSlots';
import { sampleLanguage, SAMPLE_LANGUAGES } from '../../src/openapi/sampleLanguages';
import { serverUrlWith } from '../../src/openapi/servers';
import type { OpenApiV3Document } from '../../src/openapi/document';
import { browserSuite, DESKTOP, fixtureSite, withPage, sampleTabCodes } from '../support/browser';
import { fixtureSiteBuild } from '../support/fixtures';
import { TOKENIZERS, type Tokens } from '../support/sampleTokenizers';
import { twinStructureProblems } from '../support/markdownTree';
import { removeTree, tempFolder } from '../support/tempFolder';

browserSuite();
const site = fixtureSite('site-shell', '');
const API = '/docs/api/hostile-api';
const hostileApi = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/site-shell/hostile-api.json'), 'utf8')) as OpenApiV3Document;
const servers = normaliseApi(hostileApi, { id: 'hostile-api', file: '/hostile-api.json' }).operations.find((op) => op.slug === 'create-thing')?.servers ?? [];
const DANGEROUS = ['touch pwned', '$(', '${a}', '{$b}', '#{c}', 'system('];

const tokensOf = (id: string, code: string): Tokens => {
  const tokenizer = TOKENIZERS[id];
  if (!tokenizer) throw new Error(`no tokenizer for ${id}`);
  return tokenizer(code);
};

describe('a hostile API document on a built site (issue 42)', () => {
  const dir = tempFolder('hostile-site-');
  const runDir = path.join(dir, 'run');
  mkdirSync(runDir);
  afterAll(() => removeTree(dir));

  test('choosing each server changes only the URL literal of every tab, to the chosen base; bash and node parse, a stand-in curl gets the chosen URL', async () => {
    const seen = await withPage({ site, viewport: DESKTOP, route: `${API}/create-thing`, allowNotFound: true }, async ({ page }) => {
      const own = page.getByRole('tab', { name: 'PHP (Guzzle) from the API document' });
      expect(await own.count()).toBe(1);
      const chooser = page.getByLabel('Send requests to');
      expect(await chooser.locator('option').count()).toBe(servers.length);
      const perServer: Map<string, string>[] = [];
      for (let index = 0; index < servers.length; index += 1) {
        await chooser.selectOption(String(index));
        // The samples follow once the slot filler's chunk has loaded (the first choice of a visit).
        const base = encodedBase(serverUrlWith(servers[index] ?? { url: '', variables: [] }));
        await page.getByRole('tab', { name: 'curl' }).click();
        await page.waitForFunction(
          (expected) => document.querySelector('[role="tabpanel"][data-sample-id="curl"] pre')?.textContent?.includes(`${expected}/things?q=`),
          base,
        );
        perServer.push(await sampleTabCodes(page));
      }
      return perServer;
    });
    expect(servers).toHaveLength(7);
    const defaults = seen[0];
    if (!defaults) throw new Error('no samples');
    const generatedIds = [...defaults.keys()].filter((id) => sampleLanguage(id));
    expect(generatedIds).toEqual(SAMPLE_LANGUAGES.map((language) => language.id));
    const defaultBase = encodedBase(serverUrlWith(servers[0] ?? { url: '', variables: [] }));

    seen.forEach((codes, index) => {
      const base = encodedBase(serverUrlWith(servers[index] ?? { url: '', variables: [] }));
      expect(base).not.toMatch(/['"\\`$\s{}#\u2028]/);
      for (const id of generatedIds) {
        const where = `server ${index}, ${id}`;
        const before = tokensOf(id, defaults.get(id) ?? '');
        const after = tokensOf(id, codes.get(id) ?? '');
        expect({ where, code: after.code }).toEqual({ where, code: before.code });
        for (const text of DANGEROUS) expect({ where, text, found: after.code.includes(text) }).toEqual({ where, text, found: false });
        const defaultUrl = before.literals.find((literal) => literal.startsWith(defaultBase));
        const url = after.literals.find((literal) => literal.startsWith(`${base}/things?q=`));
        expect({ where, url: url !== undefined && defaultUrl !== undefined && url === base + defaultUrl.slice(defaultBase.length) }).toEqual({
          where,
          url: true,
        });
        const isUrl = (literal: string, candidate?: string): boolean => literal === candidate || (id === 'http' && literal.startsWith('Host: '));
        expect({ where, others: after.literals.filter((literal) => !isUrl(literal, url)) }).toEqual({
          where,
          others: before.literals.filter((literal) => !isUrl(literal, defaultUrl)),
        });
      }
      // The document's own sample is shown as written, whatever the server.
      expect(codes.get('x-php-guzzle')).toBe(defaults.get('x-php-guzzle'));

      const curl = codes.get('curl') ?? '';
      const file = path.join(dir, `curl-${index}.sh`);
      writeFileSync(file, curl);
      expect(spawnSync('bash', ['-n', file], { encoding: 'utf8' }).status).toBe(0);
      const run = spawnSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${curl}`], { cwd: runDir, encoding: 'utf8' });
      expect({ index, status: run.status, stderr: run.stderr }).toEqual({ index, status: 0, stderr: '' });
      const args = run.stdout.split('\0');
      expect(args[args.indexOf('--url') + 1]?.startsWith(`${base}/things?q=`)).toBe(true);
      for (const id of ['javascript-fetch', 'node-axios']) {
        const script = path.join(dir, `${id}-${index}.mjs`);
        writeFileSync(script, codes.get(id) ?? '');
        const check = spawnSync(process.execPath, ['--check', script], { encoding: 'utf8' });
        expect({ id, index, stderr: check.stderr, status: check.status }).toEqual({ id, index, stderr: '', status: 0 });
      }
    });
    expect(readdirSync(runDir)).toEqual([]);
  });

  test('operations named changelog and schemas get their own pages; the changelog and the schemas folder stay the API’s', async () => {
    await withPage({ site, viewport: DESKTOP, allowNotFound: true }, async ({ page }) => {
      await page.goto(site.url(`${API}/changelog`));
      expect(await page.locator('h1').first().textContent()).toMatch(/changelog/i);
      await page.goto(site.url(`${API}/changelog-2`));
      expect(await page.locator('h1').first().textContent()).toBe('An operation named like the changelog page');
      await page.goto(site.url(`${API}/schemas-2`));
      expect(await page.locator('h1').first().textContent()).toBe('An operation named like the schemas folder');
      await page.goto(site.url(`${API}/schemas/thing`));
      expect(await page.locator('h1').first().textContent()).toContain('Thing');
    });
  });

  test.each(['rss.xml', 'atom.xml'])('the changelog feed %s is well-formed XML; no element came from the document’s text', (name) => {
    const xml = readFileSync(path.join(fixtureSiteBuild('site-shell'), `docs/api/hostile-api/changelog/${name}`), 'utf8');
    const parsed = new new JSDOM('').window.DOMParser().parseFromString(xml, 'text/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    const names = [...parsed.getElementsByTagName('*')].map((element) => element.localName);
    expect(names).not.toContain('script');
    expect(names.filter((element) => element === 'item' || element === 'entry')).toHaveLength(1);
    // eslint-disable-next-line no-control-regex -- the control characters of the enum values must not reach the feed
    expect(xml).not.toMatch(/[\u0001\u0007]/);
    // The version reads back as text, whole (titles are escaped HTML, as Atom's type="html" says: decoded once).
    const decode = (html: string): string =>
      html.replace(/&(lt|gt|quot|amp);/g, (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[entity] ?? '');
    const title = [...parsed.getElementsByTagName('title')].map((element) => decode(element.textContent ?? '')).find((text) => text.includes('1.1]]>'));
    expect(title).toContain('<x:script xmlns:x="http://www.w3.org/1999/xhtml">window.pwned=1</x:script>');
  });

  test("the Markdown twins of the document's pages keep their structure, whatever its text holds (issue 44)", () => {
    const folder = path.join(fixtureSiteBuild('site-shell'), API.slice(1));
    const twins = (readdirSync(folder, { recursive: true }) as string[]).filter((file) => file.endsWith('.md'));
    expect(twins.length).toBeGreaterThan(3);
    const problems = twins.flatMap((file) => twinStructureProblems(readFileSync(path.join(folder, file), 'utf8')).map((problem) => `${file}: ${problem}`));
    expect(problems).toEqual([]);
    const operation = readFileSync(path.join(folder, 'create-thing.md'), 'utf8');
    for (const text of DANGEROUS) expect(operation.split('\n').some((line) => line.includes(text))).toBe(true);
  });
});
