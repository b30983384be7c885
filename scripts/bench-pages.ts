/**
 * npm run bench:pages — builds the site, serves it compressed (scripts/serve.ts, with the generated
 * security headers) and prints, for each page kind (scripts/page-kinds.ts): requests and gzip bytes of
 * JavaScript, CSS, HTML and page data on a first load (empty cache, 390 px), the HTML's raw bytes, the
 * page's height at 1280×800 as first shown (every part laid out: renderedHeight), and the Lighthouse mobile scores with the total blocking time (default mobile config:
 * simulated slow 4G and 4× CPU slowdown).
 *
 * Then where the site's bytes go (scripts/site-bytes.ts): the total by file type, HTML and page data
 * per page kind with its largest page, and the largest pages.
 * Options: --no-build (measure the existing build)  --dir public  --only home,operation (ids of page kinds, or routes: /docs/intro/renting)
 *          --no-lighthouse  --runs 3 (Lighthouse runs per page; the median performance run is kept)
 *          --bytes (only where the bytes go: no browser)
 *          --tasks (for each page, the kept run's long tasks and main-thread work as Lighthouse counts them)
 *          --sources (for each run, its total blocking time split by source from the run's own Lantern
 *          simulation: the navigation's commit, the document's parse/style/layout/paint, each script;
 *          and the class medians by source: scripts/bench/blockingSources.ts)
 *          --in-class 3 (after --runs, keep running Lighthouse on a kind until that many of its runs were made
 *          with the machine in the targets' class, benchmarkIndex 1,570–1,850; at most --max-runs 12 runs
 *          a kind: the in-class medians are then printed from at least that many runs, or say how many)
 *          --calibrate (emulate that class on this host: each Lighthouse run's CPU slowdown is 4× scaled by
 *          the median of the host's latest five benchmarkIndex measurements (a blank page's first, then each
 *          run's), so a host twice as fast as the class runs at 8×;
 *          a run counts as in the class by its class-equivalent index; scripts/bench/machineClass.ts)
 *          --slowdown 6 (a fixed CPU slowdown for every run instead of Lighthouse's 4×; runs count as in the
 *          class by their class-equivalent index too)
 * Chrome: $CHROME_PATH, else Debian's /usr/bin/chromium. Exits 1 when a first-load JavaScript budget is
 * exceeded (bytes are stable); scores are noisy on a busy machine, so they are reported and flagged only.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Result as LighthouseResult } from 'lighthouse';
import { chromium } from 'playwright';
import { measureFirstLoad, kb, renderedHeight, type FirstLoad } from './first-load';
import { pageKinds, type PageKind } from './page-kinds';
import { formatSiteBytes, siteBytes } from './site-bytes';
import { startStaticServer } from './static-server';
import { flag, option } from './bench/cliOptions';
import { DEFAULT_SLOWDOWN, MACHINE_CLASS, calibratedSlowdown, calibrationIndex, isInMachineClass } from './bench/machineClass';
import { formatSplit, splitBlocking, type BlockingSplit } from './bench/blockingSources';
import { lanternBlocking, type LighthouseRun } from './bench/lanternRun';

const root = path.resolve(__dirname, '..');
const publicDir = path.resolve(root, option('dir', 'public'));
const only = option('only', '').split(',').filter(Boolean);
const runs = Math.max(1, Number(option('runs', '1')));
const inClassWanted = Math.max(0, Number(option('in-class', '0')));
const maxRuns = Math.max(runs, Number(option('max-runs', '12')));
const calibrate = flag('calibrate');
const fixedSlowdown = option('slowdown', '') ? Number(option('slowdown', '')) : undefined;
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1)) throw new Error(`--slowdown must be a number of at least 1, not ${option('slowdown', '')}`);
if (fixedSlowdown !== undefined && calibrate) throw new Error('--slowdown and --calibrate exclude each other');
/** Whether runs may be made at another CPU slowdown than Lighthouse's default. */
const slowdownVaries = calibrate || fixedSlowdown !== undefined;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// The speed issue's targets: performance 98 and total blocking time under 100 ms on every page kind.
const SCORE_TARGETS: Record<string, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const TBT_TARGET_MS = 100;

if (!flag('no-build')) {
  console.log('Building the site (gatsby build)…');
  const build = spawnSync('npx', ['gatsby', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

interface Scores {
  scores: Record<string, number>;
  /** Total blocking time of the kept run, in ms (what issue 17's target is written in). */
  tbt?: number;
  failing: string[];
  benchmarkIndex?: number;
  /** With --tasks: the kept run's long tasks and main-thread work, as lines to print. */
  tasks?: string[];
  /** Every run: performance score, total blocking time and the machine's benchmark index then. */
  runs: RunFigures[];
}

interface RunFigures {
  readonly performance: number;
  readonly tbt: number;
  readonly benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated (4× unless --calibrate). */
  readonly slowdown: number;
  /** With --sources: the run's total blocking time by source. */
  readonly sources?: BlockingSplit;
}

/** The CPU slowdown a Lighthouse run simulated. */
function slowdownOf(lhr: LighthouseResult): number {
  return lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? DEFAULT_SLOWDOWN;
}

/**
 * The host's benchmarkIndex as Lighthouse measures it: first with its own page function in a blank page
 * of the measuring browser, then each run's. --calibrate sets a run's slowdown from the median of the
 * latest of them (calibrationIndex), so one run made during a burst of other work does not skew the next.
 */
const hostIndexes: number[] = [];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function runFigures(lhr: LighthouseResult): RunFigures | null {
  if (lhr.runtimeError) return null;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    slowdown: slowdownOf(lhr),
    ...(sourcesOf.has(lhr) ? { sources: sourcesOf.get(lhr) } : {}),
  };
}

/** With --sources: each run's split, kept beside its result. */
const sourcesOf = new WeakMap<LighthouseResult, BlockingSplit>();

/** The run's total blocking time by source; the split must add up to Lighthouse's own figure. */
async function blockingSplitOf(runner: LighthouseRun, lhr: LighthouseResult): Promise<BlockingSplit> {
  const lantern = await lanternBlocking(runner);
  const split = splitBlocking(lantern.optimistic, lantern.pessimistic, lantern.window, lantern.documentUrl);
  const audited = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  if (Math.abs(split.total - audited) > 1)
    throw new Error(
      `--sources: the split adds up to ${split.total.toFixed(1)} ms where Lighthouse counted ${audited.toFixed(1)} ms (has Lighthouse's Lantern changed?)`,
    );
  return split;
}

interface TableItem {
  readonly [key: string]: unknown;
}

/** The kept run's long tasks (Lighthouse's, at its simulated 4× slowdown) and main-thread work by kind. */
function taskLines(lhr: LighthouseResult): string[] {
  const items = (id: string): TableItem[] => ((lhr.audits[id]?.details as { items?: TableItem[] } | undefined)?.items ?? []) as TableItem[];
  const ms = (value: unknown): string => `${Math.round(Number(value))} ms`;
  const file = (url: unknown): string => (typeof url === 'string' && url.startsWith('http') ? path.basename(new URL(url).pathname) || '(page)' : String(url));
  const tasks = items('long-tasks').map((task) => `${ms(task.duration)} at ${ms(task.startTime)} (${file(task.url)})`);
  const work = items('mainthread-work-breakdown').map((group) => `${String(group.groupLabel ?? group.group)} ${ms(group.duration)}`);
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  const tti = lhr.audits.interactive?.numericValue;
  return [`FCP ${ms(fcp)}, TTI ${ms(tti)}; long tasks: ${tasks.join('; ') || 'none'}`, `main-thread work: ${work.join(', ')}`];
}

async function lighthouseScores(chromePort: number, url: string): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const results: LighthouseResult[] = [];
  const inClassRuns = (): number =>
    results.filter((lhr) => !lhr.runtimeError && isInMachineClass(lhr.environment?.benchmarkIndex ?? NaN, slowdownOf(lhr))).length;
  for (let i = 0; i < maxRuns && (i < runs || inClassRuns() < inClassWanted); i += 1) {
    // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): one more try before giving up on a run.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // Only the CPU slowdown is set: Lighthouse merges it into its default mobile throttling.
      const asked = calibrate ? calibratedSlowdown(calibrationIndex(hostIndexes)) : fixedSlowdown;
      const throttling = asked !== undefined ? { throttling: { cpuSlowdownMultiplier: asked } } : {};
      const runner = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: Object.keys(SCORE_TARGETS), ...throttling });
      if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = runner;
      if (calibrate && Number.isFinite(lhr.environment?.benchmarkIndex)) hostIndexes.push(lhr.environment.benchmarkIndex);
      if (asked !== undefined && slowdownOf(lhr) !== asked) throw new Error(`Lighthouse ran at ${slowdownOf(lhr)}× where ${asked}× was asked`);
      if (!lhr.runtimeError || attempt === 1) {
        if (flag('sources') && !lhr.runtimeError) sourcesOf.set(lhr, await blockingSplitOf(runner as unknown as LighthouseRun, lhr));
        results.push(lhr);
        break;
      }
    }
  }
  const runFiguresOfAll = results.map(runFigures).filter((run): run is RunFigures => run !== null);
  results.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  const lhr = results[Math.floor(results.length / 2)];
  if (lhr.runtimeError) {
    // A run Lighthouse could not complete (no paint, page load timeout on a busy machine…): no scores.
    return {
      scores: Object.fromEntries(Object.keys(SCORE_TARGETS).map((id) => [id, NaN])),
      failing: [`Lighthouse error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`],
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      runs: runFiguresOfAll,
    };
  }
  const scores = Object.fromEntries(Object.keys(SCORE_TARGETS).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failing = Object.keys(SCORE_TARGETS)
    .filter((id) => scores[id] < SCORE_TARGETS[id])
    .map((id) => {
      const audits = lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => (id === 'performance' ? `${ref.id} ${lhr.audits[ref.id].displayValue ?? ''}`.trim() : ref.id));
      return `${id}: ${audits.join(', ')}`;
    });
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  if (tbt !== undefined && tbt >= TBT_TARGET_MS) failing.push(`total blocking time ${Math.round(tbt)} ms (target under ${TBT_TARGET_MS} ms)`);
  return {
    runs: runFiguresOfAll,
    scores,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    ...(tbt !== undefined ? { tbt: Math.round(tbt) } : {}),
    ...(flag('tasks') ? { tasks: taskLines(lhr) } : {}),
  };
}

const { kinds: allKinds, missing } = pageKinds(publicDir);
// An --only entry that starts with '/' is a route of its own (e.g. --only diagram-intro,/docs/intro/renting).
const adHoc = only.filter((entry) => entry.startsWith('/')).map((route) => ({ id: route, label: route, route, status: 200, budget: null }));
const kinds = only.length ? [...allKinds.filter((kind) => only.includes(kind.id)), ...adHoc] : allKinds;
function printSiteBytes(): void {
  console.log(`\nWhere the bytes go (${path.relative(root, publicDir) || publicDir}):`);
  for (const line of formatSiteBytes(siteBytes(publicDir))) console.log(line);
}

async function main(): Promise<void> {
  if (flag('bytes')) {
    printSiteBytes();
    return;
  }
  const server = await startStaticServer(publicDir);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  if (calibrate && !flag('no-lighthouse')) {
    const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
    const blank = await browser.newPage();
    hostIndexes.push(await blank.evaluate(pageFunctions.computeBenchmarkIndex));
    await blank.close();
    console.log(
      `--calibrate: this host's benchmarkIndex ${Math.round(hostIndexes[0])}, first CPU slowdown ${calibratedSlowdown(calibrationIndex(hostIndexes))}×`,
    );
  }
  let chrome: LaunchedChrome | undefined;
  if (!flag('no-lighthouse')) {
    const chromeLauncher = await import('chrome-launcher');
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  }

  const rows: { kind: PageKind; load: FirstLoad & { height: number; rawHtml: number }; over: boolean; lh: Scores | null }[] = [];
  const notes: string[] = [];
  const benchmarkIndexes: number[] = [];
  let overBudget = false;
  try {
    for (const kind of kinds) {
      const url = new URL(encodeURI(kind.route), server.url).toString();
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const firstLoad = await measureFirstLoad(context, url);
      await context.close();
      const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const tab = await laptop.newPage();
      await tab.goto(url, { waitUntil: 'load' });
      await tab.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15000 }).catch(() => undefined);
      const height = await renderedHeight(tab);
      await laptop.close();
      const file = path.join(publicDir, decodeURIComponent(kind.route), 'index.html');
      const load = { ...firstLoad, height, rawHtml: fs.existsSync(file) ? fs.statSync(file).size : NaN };
      const over = kind.budget !== null && load.js > kind.budget;
      overBudget ||= over;
      // Lighthouse refuses to audit a response with status 404, so the not-found page is audited where the
      // host also serves it with status 200: /404.html.
      const auditUrl = kind.status === 404 ? new URL('/404.html', server.url).toString() : url;
      const lh = chrome ? await lighthouseScores(chrome.port, auditUrl) : null;
      rows.push({ kind, load, over, lh });
      if (lh?.benchmarkIndex) benchmarkIndexes.push(lh.benchmarkIndex);
      if (lh?.failing.length) notes.push(`${kind.label} ${kind.route}\n    ${lh.failing.join('\n    ')}`);
      const scores = lh ? Object.values(lh.scores).join('/') : '';
      console.log(`measured ${kind.label.padEnd(26)} ${kb(load.js).padStart(9)} JS  ${scores}`);
      for (const text of lh?.tasks ?? []) console.log(`  ${text}`);
      if (lh && lh.runs.length > 1)
        console.log(
          `  runs (performance / TBT, benchmarkIndex${slowdownVaries ? ' at CPU slowdown' : ''}): ${lh.runs
            .map((run) => `${run.performance} / ${run.tbt} ms (${run.benchmarkIndex}${slowdownVaries ? ` at ${run.slowdown}×` : ''})`)
            .join('; ')}`,
        );
      for (const [i, run] of (lh?.runs ?? []).entries())
        if (run.sources) console.log(`  run ${i + 1}, TBT ${run.tbt} ms by source: ${formatSplit(run.sources)}`);
    }
  } finally {
    await browser.close();
    chrome?.kill();
    await server.stop();
  }

  const header = ['page kind', 'route', 'req', 'JS', 'budget', 'CSS', 'HTML', 'HTML raw', 'height', 'page data', 'perf', 'a11y', 'bp', 'seo', 'TBT'];
  const table = rows.map(({ kind, load, over, lh }) => [
    kind.label,
    kind.route.length > 44 ? `${kind.route.slice(0, 43)}…` : kind.route,
    String(load.requests),
    kb(load.js),
    kind.budget === null ? '' : `${over ? '✗' : '✓'} ${kb(kind.budget)}`,
    kb(load.css),
    kb(load.html),
    Number.isNaN(load.rawHtml) ? '' : kb(load.rawHtml),
    `${load.height} px`,
    kb(load.pageData),
    ...(lh
      ? Object.entries(lh.scores).map(([id, score]) => (Number.isNaN(score) ? 'err' : `${score}${score < SCORE_TARGETS[id] ? '✗' : ''}`))
      : ['', '', '', '']),
    lh?.tbt !== undefined ? `${lh.tbt} ms` : '',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]): string => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(
    `\nFirst load (gzip, empty cache, 390 px; HTML raw = the file; height at 1280×800) and Lighthouse ${chrome ? 'mobile' : '(skipped)'} scores — ${new Date().toISOString()}`,
  );
  console.log(line(header));
  for (const row of table) console.log(line(row));
  for (const kind of missing) console.log(`(not built, skipped: ${kind.label} ${kind.route})`);
  if (chrome && rows.some(({ kind }) => kind.status === 404))
    console.log('(not-found page: bytes measured at an unknown path, Lighthouse run on /404.html, which Lighthouse accepts)');
  if (benchmarkIndexes.length) {
    // Lighthouse's CPU benchmark of this machine while it ran: a low or spread index means a busy machine,
    // whose long main-thread tasks lower the performance score (total blocking time) more than the site does.
    console.log(`Lighthouse benchmarkIndex: ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`);
  }
  printMachineClassRuns(rows);
  printSiteBytes();
  if (notes.length) console.log(`\nBelow target (performance ≥ 98, TBT under ${TBT_TARGET_MS} ms, the others 100):\n${notes.join('\n')}`);
  if (overBudget) {
    console.log('\nFirst-load JavaScript over budget (120 KB home and guide pages, 110 KB operation pages).');
    process.exitCode = 1;
  }
}

/**
 * The runs made while Lighthouse's CPU benchmark put this machine in the class the targets were
 * written for, per page kind: their median performance and TBT. Runs on a busier machine are counted,
 * not dropped silently; a kind with no such run says so.
 */
function printMachineClassRuns(rows: readonly { kind: PageKind; lh: Scores | null }[]): void {
  const measured = rows.filter((row) => row.lh && row.lh.runs.length > 0);
  if (measured.length === 0) return;
  const how = slowdownVaries ? `, as emulated: benchmarkIndex × ${DEFAULT_SLOWDOWN} / slowdown in it` : '';
  console.log(`\nRuns at benchmarkIndex ${MACHINE_CLASS.min}–${MACHINE_CLASS.max} (the machine class of the targets${how}): median performance / TBT`);
  for (const { kind, lh } of measured) {
    const runs = lh?.runs ?? [];
    const inClass = runs.filter((run) => isInMachineClass(run.benchmarkIndex, run.slowdown));
    const performance = median(inClass.map((run) => run.performance));
    const tbt = median(inClass.map((run) => run.tbt));
    const below = performance < SCORE_TARGETS.performance || tbt >= TBT_TARGET_MS ? ' ✗' : '';
    const figures = inClass.length ? `${performance} / ${tbt} ms${below}` : 'no run in the class';
    console.log(`  ${kind.label.padEnd(26)} ${figures} (${inClass.length} of ${runs.length} runs in the class)`);
    const split = inClass.filter((run) => run.sources);
    if (split.length) console.log(`  ${''.padEnd(26)} by source, medians: ${formatSourceMedians(split.map((run) => run.sources as BlockingSplit))}`);
  }
}

/** Per source, the median over runs of its blocking time (a run without it counts 0), largest first. */
function formatSourceMedians(splits: readonly BlockingSplit[]): string {
  const sources = [...new Set(splits.flatMap((split) => split.bySource.map(([source]) => source)))];
  const medians = sources
    .map((source) => [source, median(splits.map((split) => split.bySource.find(([name]) => name === source)?.[1] ?? 0))] as const)
    .sort((a, b) => b[1] - a[1]);
  return formatSplit({ total: 0, bySource: medians });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
