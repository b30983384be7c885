/**
 * npm run bench:search — the local search in a real browser. Serves the build compressed
 * (scripts/serve.ts), opens the search dialog in Chromium the way a reader does (Ctrl+K) and prints:
 * - what the first search downloads (FlexSearch's chunk, the index, the store): bytes raw and gzip;
 * - the time of 100 queries typed into the dialog (median, p95, max): from the input event to the
 *   results of that query in the DOM, i.e. the site's own code path (useSearch → FlexSearch → ranking
 *   → React render of the dialog), nothing copied here.
 * The queries come from the built store: words of guide titles, operationIds, paths (with `{id}` and
 * with the server's base path), kebab-case slugs, prefixes, phrases, typos and words that match nothing.
 *
 * Options: --dir public (the build to measure; built first when it has no search index)  --build (rebuild
 *          first)  --route /docs/intro (the page search is opened on)
 * Chrome: $CHROME_PATH, else Debian's /usr/bin/chromium. Times are reported, never asserted: they depend
 * on the machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import type { StoredRecord } from '../../src/search/types';
import { startStaticServer } from '../static-server';

const root = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const publicDir = path.resolve(root, option('dir', 'public'));
const route = option('route', '/docs/intro');
const QUERY_COUNT = 100;

const hasSearchIndex = () =>
  fs.existsSync(path.join(publicDir, 'static')) && fs.readdirSync(path.join(publicDir, 'static')).some((f) => f.endsWith('.index.txt'));

if (args.includes('--build') || !hasSearchIndex()) {
  if (publicDir !== path.join(root, 'public')) {
    console.error(`${publicDir} has no search index (static/*.index.txt): build that site first, or leave out --dir.`);
    process.exit(1);
  }
  console.log(args.includes('--build') ? 'Building the site (gatsby build)…' : 'No search index in public/: building the site first (gatsby build)…');
  const build = spawnSync('npx', ['gatsby', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log(`Measuring the existing build in ${path.relative(root, publicDir) || '.'}/ (--build to rebuild it first).`);
}

const gzipBytes = (buffer: Buffer): number => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Spread picks: `count` items evenly over the list, so the sample covers it and is the same every run. */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);
}

/** A typo a reader makes: two neighbouring letters swapped in the middle of the word. */
const swapLetters = (word: string): string => {
  const i = Math.floor(word.length / 2) - 1;
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
};

/** 100 distinct queries from what the index holds (see the header). */
function queriesFrom(store: Record<string, StoredRecord>): { group: string; query: string }[] {
  const records = Object.values(store);
  const guides = records.filter((r) => r.kind !== 'api');
  const operations = records.filter((r) => r.kind === 'api');
  const unique = (list: string[]): string[] => [...new Set(list)];
  const titleWords = unique(guides.flatMap((r) => `${r.title} ${r.section ?? ''}`.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 4));
  const withIdParams = (p: string): string => p.replace(/\{[^}]*\}/g, '{id}');
  const groups = {
    'guide title words': spread(titleWords, 18),
    operationIds: spread(operations.map((r) => r.operationId ?? '').filter(Boolean), 14),
    paths: [
      ...spread(
        operations.filter((r) => r.path?.includes('{')),
        5,
      ).map((r) => withIdParams(r.path ?? '')),
      ...spread(
        operations.filter((r) => r.basePath),
        5,
      ).map((r) => withIdParams(`${r.basePath}${r.path ?? ''}`)),
      ...spread(
        operations.filter((r) => (r.path ?? '').split('/').length > 3),
        4,
      ).map((r) => (r.path ?? '').split('/').slice(-2).join('/')),
    ],
    'kebab slugs': spread(operations.map((r) => r.slug ?? '').filter(Boolean), 14),
    prefixes: [
      ...spread(titleWords, 8).map((w) => w.slice(0, 3)),
      ...spread(
        operations.map((r) => r.operationId ?? ''),
        6,
      ).map((id) => id.slice(0, 6)),
    ],
    phrases: spread(
      guides.filter((r) => r.section),
      12,
    ).map((r) => (r.section ?? '').toLowerCase()),
    'typos and no result': [
      ...spread(
        titleWords.filter((w) => w.length >= 6),
        6,
      ).map(swapLetters),
      'zzzxqv',
      'kubernetes helm chart',
      'qwertyuiop',
      '/nothing/{here}',
    ],
  };
  const seen = new Set<string>();
  const queries: { group: string; query: string }[] = [];
  for (const [group, list] of Object.entries(groups)) {
    for (const query of list) {
      const key = query.trim();
      if (key && !seen.has(key)) {
        seen.add(key);
        queries.push({ group, query });
      }
    }
  }
  // Top up (or trim) to exactly 100 with more title words, when the site is small.
  for (const word of titleWords) {
    if (queries.length >= QUERY_COUNT) break;
    if (!seen.has(word)) {
      seen.add(word);
      queries.push({ group: 'guide title words', query: word });
    }
  }
  return queries.slice(0, QUERY_COUNT);
}

/** Types one query into the open dialog and times it until the results of that query are in the DOM. */
function typeAndTime(query: string): Promise<{ ms: number; results: number }> {
  // Runs in the page (page.evaluate): the dialog is open, so its combobox and list exist.
  const input = document.querySelector('[role="dialog"] [role="combobox"]') as HTMLInputElement;
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  const expected = query.trim();
  const done = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (list.dataset.query === expected) {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(list, { attributes: true, attributeFilter: ['data-query'] });
  });
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set as (this: HTMLInputElement, value: string) => void;
  const start = performance.now();
  setValue.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return done.then((end) => ({ ms: end - start, results: list.querySelectorAll('[role="option"]').length }));
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const server = await startStaticServer(publicDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.goto(new URL(route, server.url).toString(), { waitUntil: 'load' });
    await page.waitForSelector('#gatsby-announcer', { state: 'attached', timeout: 15000 });
    // Link prefetching settles first: everything requested from here on is what opening search costs.
    await page.waitForLoadState('networkidle');

    const downloads: { path: string; origin: string; file: string | null; transferred: number; encoding: string }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const file = path.join(publicDir, decodeURIComponent(url.pathname));
      const onDisk = file.startsWith(publicDir) && fs.existsSync(file) && fs.statSync(file).isFile();
      const headers = response.headers();
      downloads.push({
        path: url.pathname,
        origin: url.origin,
        file: onDisk ? file : null,
        transferred: Number(headers['content-length'] ?? NaN),
        encoding: headers['content-encoding'] ?? 'none',
      });
    });
    const opened = Date.now();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByText('Type to search').waitFor({ timeout: 60000 });
    const openMs = Date.now() - opened;

    const foreign = downloads.filter((d) => d.origin !== new URL(server.url).origin);
    if (foreign.length) throw new Error(`Search requested outside the site: ${foreign.map((d) => d.path).join(', ')}`);
    const indexFiles = downloads.filter((d) => /\.(index\.txt|store\.json)$/.test(d.path));
    const storeFile = indexFiles.find((d) => d.path.endsWith('.store.json'))?.file;
    if (indexFiles.length !== 2 || !storeFile)
      throw new Error(`Expected opening search to fetch one index and one store, got: ${downloads.map((d) => d.path).join(', ') || 'nothing'}`);

    console.log(`\nWhat the first search downloads (${route}, Ctrl+K; served by scripts/serve.ts, gzip level 9):`);
    let totalRaw = 0;
    let totalGzip = 0;
    for (const d of downloads) {
      const raw = d.file ? fs.statSync(d.file).size : NaN;
      const gzip = d.file ? gzipBytes(fs.readFileSync(d.file)) : NaN;
      totalRaw += raw;
      totalGzip += gzip;
      const sent = d.encoding === 'gzip' ? `${d.transferred} B sent gzip` : `${d.transferred} B sent ${d.encoding}`;
      console.log(
        `  ${path.basename(d.path).padEnd(48)} ${String(raw).padStart(9)} B raw  ${String(gzip).padStart(8)} B gzip  (${kb(raw)} / ${kb(gzip)}; ${sent})`,
      );
    }
    console.log(`  ${'total'.padEnd(48)} ${String(totalRaw).padStart(9)} B raw  ${String(totalGzip).padStart(8)} B gzip  (${kb(totalRaw)} / ${kb(totalGzip)})`);
    console.log(`  index ready ${openMs} ms after Ctrl+K (one sample, includes download and import)`);

    const store = JSON.parse(fs.readFileSync(storeFile, 'utf8')) as Record<string, StoredRecord>;
    const queries = queriesFrom(store);
    const input = dialog.getByRole('combobox');
    await input.focus();
    const timings: { group: string; query: string; ms: number; results: number }[] = [];
    for (const { group, query } of queries) {
      const { ms, results } = await page.evaluate(typeAndTime, query);
      timings.push({ group, query, ms, results });
    }
    if (pageErrors.length) throw new Error(`The page reported errors:\n  ${pageErrors.join('\n  ')}`);

    const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
    const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;
    console.log(`\n${timings.length} queries typed into the dialog (input event → that query's results in the DOM), ${Object.keys(store).length} records:`);
    console.log(`  median ${fmt(percentile(sorted, 50))}   p95 ${fmt(percentile(sorted, 95))}   max ${fmt(sorted[sorted.length - 1])}`);
    const byGroup = new Map<string, typeof timings>();
    for (const t of timings) byGroup.set(t.group, [...(byGroup.get(t.group) ?? []), t]);
    for (const [group, list] of byGroup) {
      const ms = list.map((t) => t.ms).sort((a, b) => a - b);
      const empty = list.filter((t) => t.results === 0).length;
      console.log(
        `  ${group.padEnd(20)} ${String(list.length).padStart(3)} queries  median ${fmt(percentile(ms, 50)).padStart(9)}  ${empty ? `${empty} without results  ` : ''}e.g. ${JSON.stringify(list[0].query)}`,
      );
    }
    const slowest = [...timings].sort((a, b) => b.ms - a.ms)[0];
    console.log(`  slowest: ${JSON.stringify(slowest.query)} (${fmt(slowest.ms)}, ${slowest.results} results)`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
