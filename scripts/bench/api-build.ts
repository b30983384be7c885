/**
 * `npm run bench` — the API reference's build benchmark (issue 4). For each N (default 200, 1000,
 * 3000) it writes a synthetic OpenAPI document, builds the site from a clean state with it as the
 * only API (settings override; the guide and blog stay), and prints:
 * - build seconds and peak memory (resident, the build's whole process tree);
 * - pages built and the size of public/;
 * - an operation page's page-data.json (median and largest over the API's operation pages) and HTML;
 * - what a reader downloads to open one operation page, measured in Chromium (scripts/first-load.ts):
 *   gzip JavaScript, and gzip data (page data, app data, static-query results);
 * - the seconds of the build steps that grow with the pages (queries, HTML, stitching, onPostBuild);
 * - the apiSidebar's links on an operation page, in its HTML and once hydrated (bounded in the HTML
 *   above 500 operations, whole after hydration; src/apiReference/sidebar/apiSidebar.ts);
 * - between two sizes, the added seconds and MiB per added operation: linear growth keeps them flat;
 * - first, the changelog diff's time on GitHub's description against itself with one change (diff-time.ts).
 * `github` among the sizes builds GitHub's REST API description instead of a synthetic document
 * (scripts/bench/githubDescription.ts: fetched once with npm pack).
 * Usage: npm run bench -- [200 1000 3000 github] [--no-schema-pages] (npx tsx scripts/bench/api-build.ts). Not part of the tests: it prints figures,
 * with where the bytes go (scripts/site-bytes.ts: by file type, by page kind, the pages over 100 and 300 KB of HTML and the largest,
 * the median page of the kinds with the most HTML by part and its page data by field, the largest other files).
 * It leaves the last build in public/ and .cache/: run `npm run build` afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { measureFirstLoad, type FirstLoad } from '../first-load';
import { startStaticServer } from '../static-server';
import { syntheticOpenApi } from './synthetic-openapi';
import { githubDescription } from './githubDescription';
import { formatDiffTiming, timeDiff } from './diff-time';
import { coldBuild, formatStepTimes, type BuildRun } from './coldBuild';
import { formatSiteBytes, siteBytes } from '../site-bytes';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');
const API_ID = 'bench-api';
const args = process.argv.slice(2);
const sizes = args.map(Number).filter(Boolean);
const withGithub = args.includes('github');
/** `--no-schema-pages`: the bench API without its schema pages (the API setting `schemaPages: false`). */
const schemaPages = !args.includes('--no-schema-pages');
const counts: (number | 'github')[] = sizes.length > 0 || withGithub ? [...sizes, ...(withGithub ? (['github'] as const) : [])] : [200, 1000, 3000];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fms-bench-'));
const MiB = 2 ** 20;

/** A clean build (no .cache, no public/), so every size pays the same fixed costs. */
function build(override: string, log: string): Promise<BuildRun> {
  return coldBuild(root, log, { FMS_SETTINGS_OVERRIDE: override });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Sizes of the bench API's operation pages: page-data.json and HTML, median and largest. */
function operationPageFigures(): { routes: string[]; pageData: { median: number; max: number }; html: { median: number; max: number } } {
  const routes = fs
    .readdirSync(path.join(publicDir, 'docs/api', API_ID), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/docs/api/${API_ID}/${entry.name}`)
    // Operation pages only: the schema pages' folder (`schemas/`) is not one.
    .filter((route) => fs.existsSync(path.join(publicDir, route, 'index.html')))
    .sort();
  const pageData = routes.map((route) => fs.statSync(path.join(publicDir, 'page-data', route, 'page-data.json')).size);
  const html = routes.map((route) => fs.statSync(path.join(publicDir, route, 'index.html')).size);
  return { routes, pageData: { median: median(pageData), max: Math.max(...pageData) }, html: { median: median(html), max: Math.max(...html) } };
}

/** Serves public/ as the deploy target does (scripts/serve.ts) and measures one page's first load. */
async function firstLoad(route: string): Promise<FirstLoad & { sidebarLinks: { html: number; hydrated: number } }> {
  const server = await startStaticServer(publicDir);
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const context = await browser.newContext();
      const result = await measureFirstLoad(context, `${server.url}${route}/`);
      await context.close();
      // The apiSidebar: bounded in the HTML of a very large API, whole once the page has hydrated.
      const html = await (await fetch(`${server.url}${route}/`)).text();
      const sidebar = /<nav[^>]*aria-label="API reference"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      const page = await browser.newPage();
      await page.goto(`${server.url}${route}/`);
      await page.waitForSelector('html[data-hydrated]', { timeout: 60000 });
      // A large API's whole sidebar comes once the page has loaded and the browser is idle: useApiSidebar
      // marks the wait with html[data-api-sidebar-pending] (src/apiReference/sidebar/useApiSidebar.ts).
      await page.waitForSelector('html:not([data-api-sidebar-pending])', { state: 'attached', timeout: 60000 });
      const hydratedLinks = await page.locator('nav[aria-label="API reference"] a').count();
      await page.close();
      return { ...result, sidebarLinks: { html: (sidebar.match(/<a /g) ?? []).length, hydrated: hydratedLinks } };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const mib = (bytes: number): string => (bytes / MiB).toFixed(0);
const columns = [
  'operations',
  'build s',
  'peak MiB',
  'pages',
  'public/ MiB',
  'op page-data KB (median/max)',
  'op HTML KB (median)',
  'op gzip JS KB',
  'op gzip data KB',
];

async function main(): Promise<void> {
  console.log(`FMS documents — API reference build benchmark (${os.cpus().length} cores, ${mib(os.totalmem())} MiB RAM, Node ${process.version})`);
  console.log(`Build logs: ${work}`);
  // The changelog's diff on a large description, next to the builds below (decision 0021).
  const github = withGithub ? githubDescription() : undefined;
  console.log(formatDiffTiming(github && 'file' in github ? timeDiff(github.file) : timeDiff()));
  console.log(columns.join(' | '));
  const rows: { n: number; seconds: number; peak: number }[] = [];
  for (const n of counts) {
    const spec = path.join(work, `bench-${n}.json`);
    if (n === 'github') {
      const github = githubDescription();
      if ('missing' in github) {
        console.log(`github | skipped: ${github.missing}`);
        continue;
      }
      fs.copyFileSync(github.file, spec);
    } else fs.writeFileSync(spec, JSON.stringify(syntheticOpenApi(n)));
    const override = path.join(work, `override-${n}.json`);
    fs.writeFileSync(
      override,
      // The guide's examples name the shipped APIs, which the bench API replaces: they are reported, not fatal.
      JSON.stringify({
        // The document is written outside the project: its folder is where API documents may be read from.
        api: { overviewSlug: 'openapi-document-on-azure-functions', specs: [{ id: API_ID, label: 'Bench API', file: spec, schemaPages }], documentsRoot: work },
        linkChecks: { onInvalidExamples: 'warn' },
      }),
    );
    const log = path.join(work, `build-${n}.log`);
    const result = await build(override, log);
    if (result.code !== 0) {
      const tail = fs.readFileSync(log, 'utf8').trim().split('\n').slice(-8).join('\n');
      console.log(`${n} | build failed (exit ${result.code}), see ${log}:\n${tail}`);
      continue;
    }
    const site = siteBytes(publicDir);
    const op = operationPageFigures();
    const load = await firstLoad(op.routes[0]);
    if (typeof n === 'number') rows.push({ n, seconds: result.seconds, peak: result.peak });
    console.log(
      [
        n,
        result.seconds.toFixed(1),
        mib(result.peak),
        site.pages.length,
        mib(site.total),
        `${kb(op.pageData.median)} / ${kb(op.pageData.max)}`,
        kb(op.html.median),
        `${kb(load.js)} (${load.scripts.length} files)`,
        kb(load.pageData),
      ].join(' | '),
    );
    console.log(`${' '.repeat(String(n).length)} | steps: ${formatStepTimes(log)}`);
    for (const line of formatSiteBytes(site)) console.log(`${' '.repeat(String(n).length)} | ${line}`);
    console.log(
      `${' '.repeat(String(n).length)} | apiSidebar links on an operation page: ${load.sidebarLinks.html} in its HTML, ${load.sidebarLinks.hydrated} once hydrated`,
    );
  }
  for (let i = 1; i < rows.length; i += 1) {
    const [a, b] = [rows[i - 1], rows[i]];
    const added = b.n - a.n;
    console.log(
      `${a.n} → ${b.n}: +${(((b.seconds - a.seconds) / added) * 1000).toFixed(1)} ms and +${((b.peak - a.peak) / added / 1024).toFixed(0)} KiB peak per added operation; ` +
        `whole build ${((b.seconds / b.n) * 1000).toFixed(1)} ms per operation (was ${((a.seconds / a.n) * 1000).toFixed(1)})`,
    );
  }
  console.log('Note: public/ now holds the last benchmark build; run `npm run build` before serving the real site.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
