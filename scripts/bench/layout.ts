/**
 * npm run bench:layout — the page's own layout work, per page kind, on one or more existing builds
 * loaded alternately (decision 0026, tenth pass). Chromium as Lighthouse's phone (412 × 823 px, device
 * pixel ratio 1.75, touch), no CPU slowdown, a fresh context per load, a trace until the page has
 * hydrated. Printed per kind and build: the median of the longest task that lays the page out (what
 * Lighthouse's simulation multiplies by its CPU slowdown, and on the API pages most of their total
 * blocking time), and of the time in layout, style and paint, with every load's task.
 *
 * Options: --dir public (repeat `--dir` or give `--against <dir>` to compare builds, loaded in turn)
 *          --only operation,operation-ac,schema,home (ids of page kinds, or routes)  --loads 8
 *          --throttle 1 (a CPU slowdown for the loads, if wanted)
 * Chrome: $CHROME_PATH, else Debian's /usr/bin/chromium. Compare builds in one run, not across runs.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { pageKinds } from '../page-kinds';
import { startStaticServer } from '../static-server';
import { option } from './cliOptions';
import { layoutFigures, type LayoutFigures, type TraceEvent } from './layoutTask';
import { median } from './stats';

const root = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const dirs = [
  ...args.flatMap((arg, i) => (arg === '--dir' && args[i + 1] ? [args[i + 1]] : [])),
  ...args.flatMap((arg, i) => (arg === '--against' && args[i + 1] ? [args[i + 1]] : [])),
];
const publicDirs = (dirs.length ? dirs : ['public']).map((dir) => path.resolve(root, dir));
const only = option('only', 'operation,operation-ac,schema,home').split(',').filter(Boolean);
const loads = Math.max(1, Number(option('loads', '8')));
const throttle = Math.max(1, Number(option('throttle', '1')));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function load(browser: Browser, url: string): Promise<LayoutFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,__metadata', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(300);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return layoutFigures(events);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { kinds: allKinds } = pageKinds(publicDirs[0]);
  const adHoc = only.filter((entry) => entry.startsWith('/')).map((route) => ({ id: route, label: route, route }));
  const kinds = [...allKinds.filter((kind) => only.includes(kind.id)), ...adHoc];
  const unknown = only.filter((entry) => !entry.startsWith('/') && !allKinds.some((kind) => kind.id === entry));
  if (unknown.length) throw new Error(`--only: no page kind ${unknown.join(', ')} in ${publicDirs[0]}`);
  const servers = await Promise.all(publicDirs.map((dir) => startStaticServer(dir)));
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const load1 = os.loadavg()[0].toFixed(2);
  console.log(
    `The page's layout work: Lighthouse's phone (412 px, DPR 1.75), CPU ${throttle}×, ${loads} load(s) per page and build, builds in turn — load average ${load1}`,
  );
  try {
    for (const kind of kinds) {
      const results = publicDirs.map((): LayoutFigures[] => []);
      for (let i = 0; i < loads; i += 1) {
        for (const [b, server] of servers.entries()) results[b].push(await load(browser, new URL(encodeURI(kind.route), server.url).toString()));
      }
      console.log(`\n${kind.label} ${kind.route}`);
      for (const [b, dir] of publicDirs.entries()) {
        const runs = results[b];
        const ms = (pick: (run: LayoutFigures) => number): string => median(runs.map(pick)).toFixed(1);
        console.log(
          `  ${path.relative(root, dir) || dir}: layout task ${ms((run) => run.layoutTask)} ms (loads ${runs
            .map((run) => run.layoutTask.toFixed(0))
            .join(', ')}); layout ${ms((run) => run.layout)}, style ${ms((run) => run.style)}, paint ${ms((run) => run.paint)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  console.log(`\nload average at the end ${os.loadavg()[0].toFixed(2)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
