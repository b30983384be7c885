/**
 * `npm run bench:incremental` — what a kept build costs after each kind of change (issue 45;
 * docs/decisions/0036-incremental-builds.md). A heavy job: run it alone, as
 * `flock /tmp/fms-heavy.lock npm run bench:incremental`.
 *
 * In a private copy of the project under /tmp (the files git tracks, as they are in this checkout's
 * working tree, and a link to its node_modules, as bench:develop and the fixture builds do), it runs
 * `gatsby build` seven times with .cache/ and public/ kept: cold (no .cache/, no public/;
 * node_modules/.cache/ is this checkout's, so diagrams and the API documents' memos are reused), then
 * no change, then one change at a time, each kept for the builds after it:
 * - guide: a paragraph appended to one guide page (content/docs/intro/asset.mdx);
 * - blog: a paragraph appended to the newest published blog post;
 * - operation: the description of GET /assets (listAssets) in static/Portal-v1.json, the document the build reads;
 * - setting: the announcement bar's text (src/config/settings.ts), on every page;
 * - component: the footer's markup (src/shell/footer/Footer.tsx), on every page.
 * For each build: wall time, peak memory of the build's process tree, the pages Gatsby rendered
 * ("Building static HTML for pages … N/N"), the HTML and page-data files of public/ rewritten (their
 * modification time moved, or new) and changed (their bytes), Gatsby's step times, and the ratio of
 * the wall time to the cold build's. Figures only, no budget: the machines are shared.
 *
 * Usage: npm run bench:incremental [-- --keep] [--list]
 *   --keep  leaves the copy (its public/, .cache/ and the build logs) for a look afterwards (a failed run always does)
 *   --list  names the rewritten HTML files of each build (up to 12)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { flag } from './cliOptions';
import { BUILD_STEPS, coldBuild, measuredBuild, stepTimes, type BuildRun } from './coldBuild';
import { CHANGES } from './contentChanges';

const root = path.resolve(__dirname, '../..');
const MiB = 2 ** 20;
/** The copy: the files git tracks, as they are in the working tree (a deleted one is left out), and a link to node_modules. */
function copyProject(copy: string): void {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
}

interface FileState {
  readonly mtimeMs: number;
  readonly hash: string;
}

/** The HTML and page-data files of `publicDir`, by path: modification time and a hash of the bytes. */
function outputFiles(publicDir: string): Map<string, FileState> {
  const files = new Map<string, FileState>();
  const walk = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') || entry.name === 'page-data.json') {
        files.set(path.relative(publicDir, full), {
          mtimeMs: fs.statSync(full).mtimeMs,
          hash: createHash('sha1').update(fs.readFileSync(full)).digest('hex'),
        });
      }
    }
  };
  walk(publicDir);
  return files;
}

interface Counts {
  readonly total: number;
  readonly rewritten: string[];
  readonly changed: number;
}

function compare(before: Map<string, FileState>, after: Map<string, FileState>, kind: (file: string) => boolean): Counts {
  const files = [...after.keys()].filter(kind).sort();
  const rewritten = files.filter((file) => before.get(file)?.mtimeMs !== after.get(file)?.mtimeMs);
  const changed = files.filter((file) => before.get(file)?.hash !== after.get(file)?.hash).length;
  return { total: files.length, rewritten, changed };
}

const isPageData = (file: string): boolean => file.endsWith('page-data.json');
const isHtml = (file: string): boolean => file.endsWith('.html');

/** The pages Gatsby rendered, from its log ("Building static HTML for pages - 1.2s - 417/417"); 0 when it rendered none. */
function pagesRendered(log: string): number {
  const match = /Building static HTML for pages - [0-9.]+s - (\d+)\/\d+/.exec(stripVTControlCharacters(fs.readFileSync(log, 'utf8')));
  return match ? Number(match[1]) : 0;
}

interface Row {
  readonly name: string;
  readonly run: BuildRun;
  readonly rendered: number;
  readonly html: Counts;
  readonly pageData: Counts;
  readonly steps: ReturnType<typeof stepTimes>;
}

function printTable(rows: readonly Row[]): void {
  const cold = rows[0].run.seconds;
  const header = [
    'change, build kept',
    'wall s',
    '× cold',
    'peak MiB',
    'rendered',
    'HTML rewritten',
    'HTML changed',
    'page data rewritten',
    'page data changed',
  ];
  const lines = rows.map((row) => [
    row.name,
    row.run.seconds.toFixed(1),
    (row.run.seconds / cold).toFixed(2),
    (row.run.peak / MiB).toFixed(0),
    String(row.rendered),
    `${row.html.rewritten.length} of ${row.html.total}`,
    String(row.html.changed),
    `${row.pageData.rewritten.length} of ${row.pageData.total}`,
    String(row.pageData.changed),
  ]);
  console.log('');
  console.log(`| ${header.join(' | ')} |`);
  console.log(
    `|---|${header
      .slice(1)
      .map(() => '---:')
      .join('|')}|`,
  );
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  console.log('');
  console.log('Gatsby\'s steps, seconds (a step missing from a build\'s log is "–"):');
  const steps = Object.keys(BUILD_STEPS) as (keyof typeof BUILD_STEPS)[];
  console.log(`| change | ${steps.join(' | ')} |`);
  console.log(`|---|${steps.map(() => '---:').join('|')}|`);
  for (const row of rows) console.log(`| ${row.name} | ${steps.map((step) => row.steps[step]?.toFixed(1) ?? '–').join(' | ')} |`);
}

async function main(): Promise<void> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fms-bench-incremental-'));
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  console.log(`FMS documents — kept builds after one change each, at ${head}${dirty ? ' + uncommitted changes' : ''}`);
  console.log(
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, copy and logs in ${copy}`,
  );
  copyProject(copy);
  const publicDir = path.join(copy, 'public');
  const rows: Row[] = [];
  let finished = false;
  try {
    for (const change of [{ name: 'cold', apply: () => undefined }, ...CHANGES]) {
      change.apply(copy);
      const before = outputFiles(publicDir);
      const log = path.join(copy, `build-${rows.length + 1}-${change.name}.log`);
      const run = change.name === 'cold' ? await coldBuild(copy, log) : await measuredBuild(copy, log);
      if (run.code !== 0) throw new Error(`The ${change.name} build failed (exit ${run.code}); see ${log}`);
      const after = outputFiles(publicDir);
      const row: Row = {
        name: change.name,
        run,
        rendered: pagesRendered(log),
        html: compare(before, after, isHtml),
        pageData: compare(before, after, isPageData),
        steps: stepTimes(log),
      };
      rows.push(row);
      console.log(
        `${row.name.padEnd(9)} ${run.seconds.toFixed(1).padStart(6)} s  ${(run.peak / MiB).toFixed(0).padStart(5)} MiB peak  ` +
          `rendered ${row.rendered}, HTML rewritten ${row.html.rewritten.length}/${row.html.total} (changed ${row.html.changed}), ` +
          `page data rewritten ${row.pageData.rewritten.length} (changed ${row.pageData.changed})`,
      );
      if (flag('list') && row.name !== 'cold')
        console.log(`          ${row.html.rewritten.slice(0, 12).join(' ')}${row.html.rewritten.length > 12 ? ' …' : ''}`);
    }
    printTable(rows);
    finished = true;
  } finally {
    // A failed run keeps the copy and its logs.
    if (flag('keep') || !finished) console.log(`\nKept: ${copy}`);
    else fs.rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
