/**
 * `npm run bench:develop` — how long a writer waits on `gatsby develop` (the speed issue;
 * docs/decisions/0027-dev-server-speed.md). In a private copy of the project (never this checkout's
 * .cache/ or public/), on 127.0.0.1 and a free port, with Chromium (/usr/bin/chromium or CHROME_PATH)
 * as the writer's browser, it prints:
 * - cold: seconds from starting `gatsby develop` without .cache/ to the home page shown in the
 *   browser (its heading rendered: develop's HTML is an empty shell the page's JavaScript fills),
 *   and, in brackets, to its HTML answering 200 (what this benchmark measured before decision 0027's
 *   step 9, when the HTML waited for every page's component to be compiled);
 * - warm: the same with the .cache/ the cold start left (stopped once webpack had written its cache,
 *   as a session a writer ends by hand has);
 * - MDX edit: with the guide page open in the browser, seconds from saving it with a new heading to
 *   that heading shown in the page, and (in brackets) to its page data holding it (the table of
 *   contents is query data; the text is in the page's JavaScript);
 * - OpenAPI edit: with an operation's page open, seconds from saving the Portal API document with a
 *   new summary for it to the page's heading showing it, and (in brackets) to its page data.
 * Each edit is polled every 100 ms; the server is stopped by its process group, which this script
 * started. Figures only, no budget: the machines are shared (README has the latest run).
 * `--steps` also prints, under each figure, the steps Gatsby timed meanwhile ("source and transform
 * nodes - 9.1s", "Building development bundle - 20.3s"): where the seconds went.
 * Usage: npm run bench:develop [-- --steps]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright';
import { freePort } from '../../__tests__/support/freePort';
import { flag } from './cliOptions';

const root = path.resolve(__dirname, '../..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fms-bench-develop-'));
const NOT_COPIED = new Set(['node_modules', 'public', '.cache', '.fixture-builds', '.git', 'test-results', 'coverage']);
const GUIDE_FILE = 'content/docs/intro/index.mdx';
const GUIDE_ROUTE = '/docs/intro';
const GUIDE_PAGE_DATA = '/page-data/docs/intro/page-data.json';
const DOCUMENT = 'static/Portal-v1.json';
const OPERATION_ID = 'createAsset';
const OPERATION_ROUTE = '/docs/api/portal-api/create-asset';
const OPERATION_PAGE_DATA = '/page-data/docs/api/portal-api/create-asset/page-data.json';
const LIMIT_MS = 10 * 60 * 1000;

const SHOW_STEPS = flag('steps');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Gatsby's timed steps in `log` ("success source and transform nodes - 9.100s"), one indented line each. */
function stepLines(log: string): string {
  const steps = stripVTControlCharacters(log)
    .split('\n')
    .map((line) => /^(?:success|info)\s+(.+? - [0-9.]+s)/.exec(line.trim())?.[1])
    .filter((step): step is string => step !== undefined);
  return steps.map((step) => `    ${step}`).join('\n');
}

/** With `--steps`, what Gatsby timed since `from` (an offset into the server's log). */
function printSteps(server: Server, from: number): void {
  if (!SHOW_STEPS) return;
  const lines = stepLines(server.log.slice(from));
  if (lines) console.log(lines);
}

function copyProject(): void {
  for (const entry of fs.readdirSync(root)) {
    if (!NOT_COPIED.has(entry)) fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
}

interface Server {
  readonly child: ChildProcess;
  readonly base: string;
  log: string;
}

async function start(): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [path.join(copy, 'node_modules/gatsby/cli.js'), 'develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: copy,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { child, base: `http://127.0.0.1:${port}`, log: '' };
  child.stdout?.on('data', (chunk: Buffer) => (server.log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (server.log += chunk.toString()));
  return server;
}

/** Signals the process group this script started; one that has already ended is not an error. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function stop(server: Server): Promise<void> {
  if (server.child.pid === undefined || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  signalGroup(server.child.pid, 'SIGTERM');
  await Promise.race([exited, sleep(15000)]);
  if (server.child.exitCode === null) signalGroup(server.child.pid, 'SIGKILL');
}

/** Milliseconds until `check` is true, polled every 100 ms. */
async function waitFor(server: Server, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      // not answering yet
    }
    if (server.child.exitCode !== null) throw new Error(`gatsby develop stopped while waiting for ${what}:\n${server.log.slice(-2000)}`);
    if (Date.now() - started > LIMIT_MS) throw new Error(`Gave up waiting for ${what}:\n${server.log.slice(-2000)}`);
    await sleep(100);
  }
}

const answers = (server: Server, route: string, text?: string) => async (): Promise<boolean> => {
  const response = await fetch(`${server.base}${route}`);
  if (response.status !== 200) return false;
  return text === undefined || (await response.text()).includes(text);
};

/**
 * Webpack writes its filesystem cache of the browser bundle once the compiler has been idle for a
 * few seconds after the first build, as in any session a writer ends by hand. A server stopped the
 * moment its first page answers never writes it, and the next start would look colder than a
 * writer's: so before stopping, wait (up to a minute) until the cache's index is written.
 */
async function webpackCacheWritten(server: Server): Promise<void> {
  const index = path.join(copy, '.cache', 'webpack', 'stage-develop', 'index.pack');
  const started = Date.now();
  let size = -1;
  while (Date.now() - started < 60_000 && server.child.exitCode === null) {
    const now = fs.existsSync(index) ? fs.statSync(index).size : -1;
    if (now > 0 && now === size) return;
    size = now;
    await sleep(1000);
  }
}

/** Milliseconds until `page` shows an element matching `selector` whose text holds `text` (any, when undefined). */
async function shown(server: Server, page: Page, what: string, selector: string, text?: string): Promise<number> {
  return waitFor(server, what, async () => {
    const texts = await page.locator(selector).allTextContents();
    return text === undefined ? texts.length > 0 : texts.some((t) => t.includes(text));
  });
}

/** Opens `route` in a new page once the server answers it; the page is shown when `selector` is there. */
async function openPage(server: Server, browser: Browser, route: string, selector: string): Promise<Page> {
  const page = await browser.newPage();
  await waitFor(server, route, answers(server, route));
  await page.goto(`${server.base}${route}`, { waitUntil: 'domcontentloaded' });
  await shown(server, page, `${route} shown`, selector);
  return page;
}

/** How long the home page may stay blank after loading before the benchmark reloads it, as a writer would. */
const RELOAD_AFTER_MS = 30_000;

/**
 * The home page shown in the browser: the HTML first (polled), then its heading (polled in the
 * page). A page loaded while develop was still between compilations can stay blank (seen with and
 * without decision 0027's step 9): after RELOAD_AFTER_MS it is reloaded, and the reloads are printed.
 */
async function firstPage(label: string, browser: Browser): Promise<number> {
  const started = Date.now();
  const server = await start();
  const page = await browser.newPage();
  try {
    await waitFor(server, 'the home page', answers(server, '/'));
    const html = Date.now() - started;
    let reloads = 0;
    for (;;) {
      await page.goto(`${server.base}/`, { waitUntil: 'domcontentloaded' });
      const loaded = Date.now();
      const heading = await waitFor(server, 'the home page shown', async () => (await page.locator('h1').count()) > 0 || Date.now() - loaded > RELOAD_AFTER_MS);
      if (heading <= RELOAD_AFTER_MS && (await page.locator('h1').count()) > 0) break;
      reloads += 1;
    }
    const ms = Date.now() - started;
    console.log(
      `${label.padEnd(14)} first page shown after ${(ms / 1000).toFixed(1)} s (HTML after ${(html / 1000).toFixed(1)} s${reloads ? `; reloaded ${reloads} time(s)` : ''})`,
    );
    printSteps(server, 0);
    await webpackCacheWritten(server);
    return ms;
  } finally {
    await page.close();
    await stop(server);
  }
}

function setSummary(document: string, operationId: string, summary: string): string {
  const parsed = JSON.parse(document) as { paths: Record<string, Record<string, { operationId?: string; summary?: string }>> };
  for (const item of Object.values(parsed.paths)) {
    for (const operation of Object.values(item)) {
      if (typeof operation === 'object' && operation?.operationId === operationId) {
        operation.summary = summary;
        return JSON.stringify(parsed, null, 2);
      }
    }
  }
  throw new Error(`${DOCUMENT}: no operation ${operationId}`);
}

async function main(): Promise<void> {
  console.log(
    `FMS documents — gatsby develop (${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  );
  copyProject();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await firstPage('cold', browser);
    await firstPage('warm', browser);
    const server = await start();
    try {
      await waitFor(server, 'the home page', answers(server, '/'));
      // The writer has the page open while editing it: its component is compiled and receives the edit.
      const guidePage = await openPage(server, browser, GUIDE_ROUTE, 'article h1');
      const token = `Benchmark heading ${Date.now()}`;
      const guide = path.join(copy, GUIDE_FILE);
      let from = server.log.length;
      fs.writeFileSync(guide, `${fs.readFileSync(guide, 'utf8')}\n## ${token}\n`);
      const [mdx, mdxData] = await Promise.all([
        shown(server, guidePage, 'the MDX edit shown', 'article h2', token),
        waitFor(server, 'the MDX edit in the page data', answers(server, GUIDE_PAGE_DATA, token)),
      ]);
      console.log(`${'MDX edit'.padEnd(14)} shown after ${(mdx / 1000).toFixed(1)} s (page data ${(mdxData / 1000).toFixed(1)} s; ${GUIDE_FILE})`);
      printSteps(server, from);
      await guidePage.close();
      const operationPage = await openPage(server, browser, OPERATION_ROUTE, 'article h1');
      from = server.log.length;
      const summary = `Create an asset ${Date.now()}`;
      const document = path.join(copy, DOCUMENT);
      fs.writeFileSync(document, setSummary(fs.readFileSync(document, 'utf8'), OPERATION_ID, summary));
      const [api, apiData] = await Promise.all([
        shown(server, operationPage, 'the OpenAPI edit shown', 'article h1', summary),
        waitFor(server, 'the OpenAPI edit in the page data', answers(server, OPERATION_PAGE_DATA, summary)),
      ]);
      console.log(
        `${'OpenAPI edit'.padEnd(14)} shown after ${(api / 1000).toFixed(1)} s (page data ${(apiData / 1000).toFixed(1)} s; ${DOCUMENT}, ${OPERATION_ID}'s summary)`,
      );
      printSteps(server, from);
      await operationPage.close();
    } finally {
      await stop(server);
    }
  } finally {
    await browser.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
