/**
 * A build on Netlify (issue 45): `gatsby build` of the site with NETLIFY=true uses the pinned
 * gatsby-adapter-netlify from gatsby-config.ts (src/node/deploy/netlifyAdapter.ts), installs nothing
 * (npm is told to stay offline, and Gatsby's log names no install), stores `.cache/` and `public/` in
 * the build cache, and leaves `_headers` and `_redirects` as the site's own rules with nothing
 * listed twice or contradicted: the security block with the CSP of `_headers.json` on every path, and
 * the CSP covering each published page's inline scripts after the adapter moved the pages to
 * `route.html`; both `.html` rules of every page. NETLIFY_LOCAL is set too, as the Netlify CLI sets it,
 * so the adapter's build cache is the copy's `.netlify/build-cache` instead of Netlify's `/opt/build/cache`.
 * Runs in a private copy of the project, so it never touches this checkout's public/ or .cache/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { cspHashSource, executableInlineScripts } from '../../src/node/deploy/inlineScripts';
import { GENERATED_RULES_MARKER } from '../../src/node/deploy/redirects';
import { gatsbyEnv, projectCopy } from '../support/projectCopy';
import { removeTree, tempFolder } from '../support/tempFolder';

const BUILD_TIMEOUT_MS = 20 * 60 * 1000;
let copy = '';
let output = '';
let status: number | null = null;

const publicDir = (): string => path.join(copy, 'public');
const read = (file: string): string => fs.readFileSync(path.join(publicDir(), file), 'utf8');

/** `_headers` as its rules in file order: path and [name, value] pairs (names lower-cased). */
function headerRules(text: string): { path: string; headers: [string, string][] }[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else rules.at(-1)?.headers.push([line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]);
  }
  return rules;
}

/** Two `_headers` paths Netlify can both apply to one request (a trailing `/*` matches everything below). */
const overlap = (a: string, b: string): boolean => {
  const covers = (pattern: string, other: string): boolean => pattern === other || (pattern.endsWith('/*') && other.startsWith(pattern.slice(0, -1)));
  return covers(a, b) || covers(b, a);
};

/** `_redirects` rules: [from, to, status]. */
const redirectRules = (text: string): string[][] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

/** The published pages: `route.html` (moved there by the adapter) or `route/index.html`, without Gatsby's slices and the not-found page. */
function publishedPages(dir: string, base = dir): { route: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    const relative = path.relative(base, file).split(path.sep).join('/');
    if (entry.isDirectory()) return ['_gatsby', 'page-data', 'static', '~partytown'].includes(relative) ? [] : publishedPages(file, base);
    if (!entry.name.endsWith('.html') || relative === '404.html' || relative.startsWith('404/')) return [];
    return [{ route: relative === 'index.html' ? '/' : `/${relative.replace(/(\/index)?\.html$/, '')}`, file }];
  });
}

const buildTemp = tempFolder('fms-netlify-build-tmp-');
afterAll(() => removeTree(buildTemp));

beforeAll(() => {
  copy = projectCopy('netlify-adapter', process.env.FMS_NETLIFY_ADAPTER_DIR);
  // No build cache from an earlier run (or from a `netlify build` in this checkout): the adapter finds none to restore.
  fs.rmSync(path.join(copy, '.netlify'), { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...gatsbyEnv(''),
    NETLIFY: 'true',
    NETLIFY_LOCAL: 'true',
    CONTEXT: 'production',
    // Offline: an `npm install` of an adapter (gatsby/dist/utils/adapter/init.js) would fail.
    npm_config_offline: 'true',
    // The adapter leaves an empty folder in the system's temporary folder for each of _headers and
    // _redirects it writes (gatsby-adapter-netlify 1.x, route-handler.js's injectEntries), as do Gatsby's
    // workers: this build's temporary files go into a folder of its own, removed after the tests.
    TMPDIR: buildTemp,
  };
  delete env.FMS_SETTINGS_OVERRIDE; // the site's own settings
  const result = spawnSync(process.execPath, [path.join(copy, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: copy,
    env,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    timeout: BUILD_TIMEOUT_MS,
  });
  status = result.status;
  output = stripVTControlCharacters(`${result.stdout ?? ''}\n${result.stderr ?? ''}`);
}, BUILD_TIMEOUT_MS);

describe('a build on Netlify (NETLIFY=true)', () => {
  it('builds with the pinned adapter from gatsby-config.ts, installing none', () => {
    expect({ status, tail: status === 0 ? '' : output.slice(-4000) }).toEqual({ status: 0, tail: '' });
    expect(output).toContain('Using gatsby-adapter-netlify adapter');
    expect(output).not.toMatch(/Installing Netlify adapter|consider installing "gatsby-adapter-netlify|Could not install adapter/);
    expect(fs.existsSync(path.join(copy, '.cache/adapters'))).toBe(false);
    expect(output).toMatch(
      /Netlify adapter: 0 header rules and \d+ routes handed on; \d+ of Gatsby's headers left to the site's _headers, 0 redirects to its _redirects/,
    );
  });

  it('stores .cache/ and public/ in the build cache, public/ as Gatsby wrote it (before the adapter moved the pages)', () => {
    const cache = path.join(copy, '.netlify/build-cache/cwd');
    expect(['.cache/data', 'public/index.html', 'public/docs/intro/index.html'].map((file) => fs.existsSync(path.join(cache, file)))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('keeps _headers to the site’s own rules: the security block with the CSP of _headers.json, no path twice, no header set twice for one request', () => {
    const text = read('_headers');
    expect(text).not.toContain('gatsby-adapter-netlify');
    const rules = headerRules(text);
    const security = JSON.parse(read('_headers.json')) as Record<string, string>;
    const all = rules.find((rule) => rule.path === '/*');
    expect(all?.headers).toEqual(Object.entries(security).map(([name, value]) => [name.toLowerCase(), value]));
    const paths = rules.map((rule) => rule.path);
    expect(paths.filter((rulePath, index) => paths.indexOf(rulePath) !== index)).toEqual([]);
    const twice: string[] = [];
    rules.forEach((a, i) =>
      rules.slice(i + 1).forEach((b) => {
        if (!overlap(a.path, b.path)) return;
        for (const [name] of a.headers) if (b.headers.some(([other]) => other === name)) twice.push(`${name}: ${a.path} and ${b.path}`);
      }),
    );
    expect(twice).toEqual([]);
    expect(
      rules.filter((rule) => rule.headers.some(([name]) => name === 'content-security-policy' || name === 'x-xss-protection')).map((rule) => rule.path),
    ).toEqual(['/*']);
  });

  it('has a CSP that allows the inline scripts of every published page, after the adapter moved them', () => {
    const csp = JSON.parse(read('_headers.json'))['Content-Security-Policy'] as string;
    const pages = publishedPages(publicDir());
    expect(pages.length).toBeGreaterThan(100);
    // Served without a trailing slash: the adapter moved every page but the home page to route.html.
    expect(pages.filter(({ route, file }) => route !== '/' && !file.endsWith(`${route}.html`)).map(({ route }) => route)).toEqual([]);
    const blocked = pages.flatMap(({ route, file }) =>
      executableInlineScripts(fs.readFileSync(file, 'utf8'))
        .map(cspHashSource)
        .filter((hash) => !csp.includes(hash))
        .map((hash) => `${route}: ${hash}`),
    );
    expect(blocked).toEqual([]);
    expect(
      executableInlineScripts(read('404.html'))
        .map(cspHashSource)
        .filter((hash) => !csp.includes(hash)),
    ).toEqual([]);
  });

  it('keeps _redirects to the static rules and the site’s per-page rules: both .html rules of every page, no source twice', () => {
    const text = read('_redirects');
    expect(text).not.toContain('gatsby-adapter-netlify');
    expect(text.startsWith(fs.readFileSync(path.join(copy, 'static/_redirects'), 'utf8').trimEnd())).toBe(true);
    expect(text).toContain(GENERATED_RULES_MARKER);
    const rules = redirectRules(text);
    const sources = rules.map(([from]) => from);
    expect(sources.filter((from, index) => sources.indexOf(from) !== index)).toEqual([]);
    const pages = publishedPages(publicDir());
    const missing = pages.flatMap(({ route }) => {
      const to = encodeURI(route);
      const wanted =
        route === '/'
          ? [['/index.html', '/', '301!']]
          : [
              [`${to}/index.html`, to, '301!'],
              [`${to}.html`, to, '301!'],
            ];
      return wanted.filter((rule) => !rules.some((other) => other.join(' ') === rule.join(' '))).map((rule) => rule.join(' '));
    });
    expect(missing).toEqual([]);
  });
});
