/**
 * `npm run bench:develop` — how long a writer waits on `gatsby develop` (the speed issue;
 * docs/decisions/0024-build-speed.md). In a private copy of the project (never this checkout's
 * .cache/ or public/), on 127.0.0.1 and a free port, it prints:
 * - cold: seconds from starting `gatsby develop` without .cache/ to the home page answering 200;
 * - warm: the same with the .cache/ the cold start left (stopped once webpack had written its cache,
 *   as a session a writer ends by hand has);
 * - MDX edit: seconds from saving a guide page with a new heading to its page data holding it (the
 *   table of contents is query data; the page's text itself is in its JavaScript chunk in develop);
 * - OpenAPI edit: seconds from saving the Portal API document with a new operation summary to that
 *   operation's page data holding it.
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
import { freePort } from '../../__tests__/support/freePort';
import { flag } from './cliOptions';

const root = path.resolve(__dirname, '../..');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fms-bench-develop-'));
const NOT_COPIED = new Set(['node_modules', 'public', '.cache', '.fixture-builds', '.git', 'test-results', 'coverage']);
const GUIDE_FILE = 'content/docs/intro/index.mdx';
const GUIDE_PAGE_DATA = '/page-data/docs/intro/page-data.json';
const DOCUMENT = 'static/Portal-v1.json';
const OPERATION_ID = 'createAsset';
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

async function firstPage(label: string): Promise<number> {
  const server = await start();
  try {
    const ms = await waitFor(server, 'the home page', answers(server, '/'));
    console.log(`${label.padEnd(14)} first page after ${(ms / 1000).toFixed(1)} s`);
    printSteps(server, 0);
    await webpackCacheWritten(server);
    return ms;
  } finally {
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
  try {
    await firstPage('cold');
    await firstPage('warm');
    const server = await start();
    try {
      await waitFor(server, 'the home page', answers(server, '/'));
      await waitFor(server, 'the guide page', answers(server, GUIDE_PAGE_DATA));
      await waitFor(server, 'the operation page', answers(server, OPERATION_PAGE_DATA));
      const token = `Benchmark heading ${Date.now()}`;
      const guide = path.join(copy, GUIDE_FILE);
      let from = server.log.length;
      fs.writeFileSync(guide, `${fs.readFileSync(guide, 'utf8')}\n## ${token}\n`);
      const mdx = await waitFor(server, 'the MDX edit', answers(server, GUIDE_PAGE_DATA, token));
      console.log(`${'MDX edit'.padEnd(14)} shown after ${(mdx / 1000).toFixed(1)} s (${GUIDE_FILE})`);
      printSteps(server, from);
      from = server.log.length;
      const summary = `Create an asset ${Date.now()}`;
      const document = path.join(copy, DOCUMENT);
      fs.writeFileSync(document, setSummary(fs.readFileSync(document, 'utf8'), OPERATION_ID, summary));
      const api = await waitFor(server, 'the OpenAPI edit', answers(server, OPERATION_PAGE_DATA, summary));
      console.log(`${'OpenAPI edit'.padEnd(14)} shown after ${(api / 1000).toFixed(1)} s (${DOCUMENT}, ${OPERATION_ID}'s summary)`);
      printSteps(server, from);
    } finally {
      await stop(server);
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
