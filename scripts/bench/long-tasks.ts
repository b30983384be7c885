/**
 * npm run bench:tasks — what runs on the main thread after a page's HTML arrives, per page kind
 * (scripts/page-kinds.ts), on an existing build served compressed (decision 0026). Chromium at
 * 390 × 844 px with the CPU slowed down 4× (as Lighthouse's mobile run), the page opened with an
 * empty cache and left alone until it has hydrated (html[data-hydrated]), the API sidebar's swap has
 * ended (no html[data-api-sidebar-pending]) and a second has passed without a commit or a request.
 * Printed per kind (the median run by blocking time):
 * - the top-level tasks over 50 ms of a performance trace, and their blocking time (the sum of each
 *   one's part over 50 ms: what Lighthouse's TBT counts, here observed at 4× rather than simulated);
 * - the kinds of work in them (script, layout, style…, from the trace's events);
 * - React's commits (through its DevTools hook, which production builds call too): when, how many
 *   components rendered and elements were created, and the components that rendered most;
 * - the functions that took the most time in the long tasks (sampled CPU profile, inclusive). React's
 *   own names are minified; ours are too unless the build keeps them (for a profile only: SWC's
 *   `mangle: false` in gatsby-node.ts's TerserPlugin options).
 *
 * Options: --dir public  --only operation,schema,/docs/intro (ids of page kinds or routes)
 *          --runs 3  --throttle 4  --top 12  --per-task (each long task's kinds of work and its six costliest functions)
 * Chrome: $CHROME_PATH, else Debian's /usr/bin/chromium. Timings are noisy on a busy machine: compare
 * runs made back to back, and read the load average printed with them.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { pageKinds } from '../page-kinds';
import { startStaticServer } from '../static-server';
import { pageMainThread } from './layoutTask';
import { flag, option } from './cliOptions';

const root = path.resolve(__dirname, '../..');
const publicDir = path.resolve(root, option('dir', 'public'));
const only = option('only', '').split(',').filter(Boolean);
const runs = Math.max(1, Number(option('runs', '3')));
const throttle = Math.max(1, Number(option('throttle', '4')));
const top = Math.max(1, Number(option('top', '12')));
/** --per-task: each long task's kinds of work on a line of its own. */
const perTaskWork = flag('per-task');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LONG_TASK_MS = 50;
/** --per-task: how many of each long task's costliest functions are printed. */
const FUNCTIONS_PER_TASK = 6;

interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly id?: string;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly startTime?: number;
      readonly cpuProfile?: { readonly nodes?: CpuProfileNode[]; readonly samples?: number[] };
      readonly timeDeltas?: number[];
    };
  };
}
interface CpuProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url?: string; readonly lineNumber?: number };
  readonly parent?: number;
}
interface LongTask {
  /** Milliseconds from the navigation's start. */
  readonly start: number;
  readonly duration: number;
  /** Milliseconds of each kind of work in this task (see WORK), most first. */
  readonly work: [string, number][];
  /** Milliseconds per function in this task (inclusive, sampled). */
  readonly functions: Map<string, number>;
}
interface Run {
  readonly tasks: LongTask[];
  readonly blocking: number;
  /** Milliseconds inside long tasks, per function (inclusive, sampled). */
  readonly functions: Map<string, number>;
  /** Milliseconds inside long tasks, per kind of work the trace names (script, layout, style…). */
  readonly work: Map<string, number>;
  /** React's commits (see recordCommits). */
  readonly commits: Commit[];
}
interface Commit {
  readonly at: number;
  readonly rendered: Record<string, number>;
  readonly hostNodes: number;
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
/** The trace events, below a top-level task, whose own time is counted as a kind of work. */
const WORK = new Map([
  ['EvaluateScript', 'script (evaluate)'],
  ['v8.compile', 'script (compile)'],
  ['v8.compileModule', 'script (compile)'],
  ['FunctionCall', 'script'],
  ['TimerFire', 'script'],
  ['EventDispatch', 'script'],
  ['FireAnimationFrame', 'script'],
  ['RunMicrotasks', 'script'],
  ['V8.GC_SCAVENGER', 'garbage collection'],
  ['MajorGC', 'garbage collection'],
  ['MinorGC', 'garbage collection'],
  ['ParseHTML', 'HTML parsing'],
  ['ParseAuthorStyleSheet', 'CSS parsing'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['PrePaint', 'paint'],
  ['Paint', 'paint'],
  ['Layerize', 'paint'],
]);

/** A function's name and where it is (bundle file and line), or what V8 calls its own work. */
function frameLabel(frame: CpuProfileNode['callFrame']): string {
  const file = frame.url ? path.basename(new URL(frame.url).pathname).replace(/-[0-9a-f]{20}\.js$/, '.js') : '';
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} ${file}:${(frame.lineNumber ?? 0) + 1}` : name;
}

/** Reads a trace: the main thread's long top-level tasks, the functions and the kinds of work in them. */
function analyse(events: readonly TraceEvent[]): Omit<Run, 'commits'> {
  const { pid, tid } = pageMainThread(events);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
  const navigation = onMain.find((event) => event.name === 'navigationStart') ?? events.find((event) => event.name === 'navigationStart');
  const origin = navigation?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const top = onMain.filter((event) => event.ph === 'X' && event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_MS * 1000);
  const taskOf = (ts: number): number => top.findIndex((task) => ts >= task.ts && ts <= task.ts + (task.dur ?? 0));
  const inTask = (ts: number): boolean => taskOf(ts) >= 0;

  // Kinds of work: each complete event's own time (its duration less its children's) inside a long task.
  const work = new Map<string, number>();
  const perTask = top.map(() => new Map<string, number>());
  const nested = onMain
    .filter((event) => event.ph === 'X' && event.name !== 'RunTask' && inTask(event.ts))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { end: number; kind: string | undefined; child: number; dur: number; task: number }[] = [];
  const close = (until: number): void => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const done = stack.pop();
      if (!done?.kind) continue;
      const own = (done.dur - done.child) / 1000;
      work.set(done.kind, (work.get(done.kind) ?? 0) + own);
      const mine = perTask[done.task];
      if (mine) mine.set(done.kind, (mine.get(done.kind) ?? 0) + own);
    }
  };
  for (const event of nested) {
    close(event.ts);
    const dur = event.dur ?? 0;
    if (stack.length) stack[stack.length - 1].child += dur;
    const kind = WORK.get(event.name) ?? (stack.length ? stack[stack.length - 1].kind : 'other');
    stack.push({ end: event.ts + dur, kind, child: 0, dur, task: taskOf(event.ts) });
  }
  close(Infinity);
  const taskFunctions = top.map(() => new Map<string, number>());
  const tasks = top.map((event, index) => ({
    start: (event.ts - origin) / 1000,
    duration: (event.dur ?? 0) / 1000,
    work: [...(perTask[index] ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]),
    functions: taskFunctions[index],
  }));

  // Functions: the sampled CPU profile (Profile + ProfileChunk events of the main thread's isolate).
  const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid);
  const nodes = new Map<number, CpuProfileNode>();
  const functions = new Map<string, number>();
  const profileStart = events.find((event) => event.name === 'Profile' && event.pid === pid)?.args?.data?.startTime;
  let time = profileStart ?? 0;
  let last: number | undefined;
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i += 1) {
      time += deltas[i] ?? 0;
      const task = last === undefined ? -1 : taskOf(time);
      if (last !== undefined && task >= 0) {
        addStack(nodes, samples[i], functions, (time - last) / 1000);
        addStack(nodes, samples[i], taskFunctions[task], (time - last) / 1000);
      }
      last = time;
    }
  }
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
  return { tasks, blocking, functions, work };
}

/** Adds `ms` to every distinct function on the sample's stack. */
function addStack(nodes: ReadonlyMap<number, CpuProfileNode>, leaf: number, totals: Map<string, number>, ms: number): void {
  const seen = new Set<string>();
  for (let node = nodes.get(leaf); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
    if (['(root)', '(program)', '(idle)'].includes(node.callFrame.functionName)) continue;
    const label = frameLabel(node.callFrame);
    if (seen.has(label)) continue;
    seen.add(label);
    totals.set(label, (totals.get(label) ?? 0) + ms);
  }
}

/**
 * Waits, polling from Node every 250 ms with one cheap expression (playwright's waitForSelector polls
 * inside the page on every animation frame, which would be counted), until the page has hydrated, the
 * API sidebar's swap has ended and a second has passed without a commit or a new resource.
 */
async function settle(page: Page): Promise<void> {
  const deadline = Date.now() + 60000;
  let quietSince = Date.now();
  let last = '';
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const state = await page.evaluate(
      () =>
        `${document.documentElement.hasAttribute('data-hydrated')}:${document.documentElement.hasAttribute('data-api-sidebar-pending')}:` +
        `${(window as unknown as { __commits?: unknown[] }).__commits?.length ?? 0}:${performance.getEntriesByType('resource').length}`,
    );
    if (state !== last) {
      last = state;
      quietSince = Date.now();
    } else if (state.startsWith('true:false:') && Date.now() - quietSince >= 1000) return;
  }
  throw new Error(`${page.url()} did not settle within 60 s (${last})`);
}

/**
 * Installed before the page's scripts: React's DevTools hook, which React calls on every commit
 * (production builds too). For each commit: when, and the components that
 * rendered in it (fibers flagged PerformedWork, as React DevTools tells them), by name.
 */
function recordCommits(): void {
  interface Fiber {
    readonly type: unknown;
    readonly flags: number;
    readonly child: Fiber | null;
    readonly sibling: Fiber | null;
    readonly alternate: Fiber | null;
    readonly tag: number;
  }
  const commits: { at: number; rendered: Record<string, number>; hostNodes: number }[] = [];
  (window as unknown as { __commits: typeof commits }).__commits = commits;
  const nameOf = (type: unknown): string | undefined => {
    if (typeof type === 'function') return (type as { displayName?: string; name?: string }).displayName ?? (type as { name?: string }).name ?? '(anonymous)';
    if (type && typeof type === 'object') {
      const inner = (type as { render?: unknown; type?: unknown }).render ?? (type as { type?: unknown }).type;
      return inner ? nameOf(inner) : undefined;
    }
    return undefined;
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const rendered: Record<string, number> = {};
      let hostNodes = 0;
      const stack: Fiber[] = [root.current];
      while (stack.length) {
        const fiber = stack.pop() as Fiber;
        // PerformedWork (1): the component's render function ran for this commit. A fiber whose child is
        // its previous version's child was bailed out with its subtree: nothing below it rendered.
        const name = fiber.flags & 1 ? nameOf(fiber.type) : undefined;
        if (name) rendered[name] = (rendered[name] ?? 0) + 1;
        if (fiber.tag === 5 && fiber.alternate === null) hostNodes += 1; // an element created in this commit
        if (fiber.alternate && fiber.alternate.child === fiber.child) continue;
        for (let child = fiber.child; child; child = child.sibling) stack.push(child);
      }
      commits.push({ at: performance.now(), rendered, hostNodes });
    },
  };
}

async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  return text;
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    // tsx names functions with an `__name` helper the page does not have: the script brings its own.
    await context.addInitScript({ content: `var __name = (f) => f; (${recordCommits.toString()})();` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const complete = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')));
    await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: TRACE_CATEGORIES } });
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    await cdp.send('Tracing.end');
    const text = await readStream(cdp, await complete);
    const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const commits = await page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
    return { ...analyse(Array.isArray(parsed) ? parsed : parsed.traceEvents), commits };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { kinds: allKinds } = pageKinds(publicDir);
  const adHoc = only.filter((entry) => entry.startsWith('/')).map((route) => ({ id: route, label: route, route }));
  const kinds = only.length ? [...allKinds.filter((kind) => only.includes(kind.id)), ...adHoc] : allKinds.filter((kind) => kind.status === 200);
  const server = await startStaticServer(publicDir);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  console.log(
    `Long tasks at ${throttle}× CPU slowdown, 390 px, ${runs} run(s) per page, median by blocking time — load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  try {
    for (const kind of kinds) {
      const url = new URL(encodeURI(kind.route), server.url).toString();
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await measure(browser, url));
      results.sort((a, b) => a.blocking - b.blocking);
      const median = results[Math.floor(results.length / 2)];
      const ms = (n: number): string => `${Math.round(n)} ms`;
      console.log(`\n${kind.label} ${kind.route}\n  blocking ${ms(median.blocking)} (runs: ${results.map((run) => ms(run.blocking)).join(', ')})`);
      console.log(`  long tasks: ${median.tasks.map((task) => `${ms(task.duration)} at ${ms(task.start)}`).join('; ') || 'none'}`);
      if (perTaskWork) {
        for (const task of median.tasks) {
          const kinds = task.work.filter(([, time]) => time >= 1).map(([name, time]) => `${name} ${ms(time)}`);
          console.log(`    ${ms(task.duration)} at ${ms(task.start)}: ${kinds.join(', ')}`);
          const own = [...task.functions.entries()].sort((a, b) => b[1] - a[1]).slice(0, FUNCTIONS_PER_TASK);
          console.log(`      ${own.map(([label, time]) => `${label} ${ms(time)}`).join('; ')}`);
        }
      }
      const work = [...median.work.entries()].sort((a, b) => b[1] - a[1]);
      console.log(`  work in them: ${work.map(([kind, time]) => `${kind} ${ms(time)}`).join(', ')}`);
      for (const commit of median.commits) {
        const rendered = Object.entries(commit.rendered).sort((a, b) => b[1] - a[1]);
        const count = rendered.reduce((sum, [, n]) => sum + n, 0);
        console.log(
          `  commit at ${ms(commit.at)}: ${count} components rendered, ${commit.hostNodes} elements created; ${rendered
            .slice(0, 8)
            .map(([name, n]) => `${name} ×${n}`)
            .join(', ')}`,
        );
      }
      const functions = [...median.functions.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
      for (const [label, time] of functions) console.log(`  ${ms(time).padStart(8)}  ${label}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
