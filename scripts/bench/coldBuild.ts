/**
 * One cold production build, measured: what `npm run bench` (api-build.ts) and `npm run bench:build`
 * (build-compare.ts) share. Cold = no .cache/ and no public/. node_modules/ stays, and with it
 * node_modules/.cache/, where the site keeps the API documents' memos and the diagrams' drawings
 * between builds (src/node/buildCache.ts; decision 0024, fifth step), as it stays on a machine or CI
 * cache that keeps node_modules/; a fresh clone has neither (until its first build).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRss(pid: number): number {
  let total = 0;
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)?.push(Number(entry));
    } catch {
      // process ended
    }
  }
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop() as number;
    try {
      const status = fs.readFileSync(`/proc/${current}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // process ended
    }
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

export interface BuildRun {
  readonly code: number | null;
  /** Wall-clock seconds of `gatsby build`, start to exit. */
  readonly seconds: number;
  /** Peak resident memory of the build's whole process tree, sampled every 500 ms, in bytes. */
  readonly peak: number;
}

/** A clean build of the project at `root` (removes its .cache/ and public/ first); output goes to `log`. */
export function coldBuild(root: string, log: string, env: NodeJS.ProcessEnv = {}): Promise<BuildRun> {
  fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true });
  fs.rmSync(path.join(root, 'public'), { recursive: true, force: true });
  return measuredBuild(root, log, env);
}

/** `gatsby build` of the project at `root` as it is (.cache/ and public/ kept, if any), measured; output goes to `log`. */
export function measuredBuild(root: string, log: string, env: NodeJS.ProcessEnv = {}): Promise<BuildRun> {
  return new Promise((resolve) => {
    const started = Date.now();
    const out = fs.openSync(log, 'w');
    const child = spawn('npx', ['gatsby', 'build'], {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', out, out],
    });
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, child.pid === undefined ? 0 : treeRss(child.pid))), 500);
    child.on('exit', (code) => {
      clearInterval(timer);
      fs.closeSync(out);
      resolve({ code, seconds: (Date.now() - started) / 1000, peak });
    });
  });
}

/** Gatsby's build steps as its log names them ('success <step> - 12.3s'). */
export const BUILD_STEPS = {
  bootstrap: 'bootstrap finished',
  bundles: 'Building production JavaScript and CSS bundles',
  renderer: 'Building HTML renderer',
  queries: 'run queries in workers',
  html: 'Building static HTML for pages',
  stitching: 'stitching slices',
  onPostBuild: 'onPostBuild',
} as const;

/** Seconds of each of `BUILD_STEPS` found in a build log. */
export function stepTimes(log: string): Partial<Record<keyof typeof BUILD_STEPS, number>> {
  const text = stripVTControlCharacters(fs.readFileSync(log, 'utf8'));
  const times: Partial<Record<keyof typeof BUILD_STEPS, number>> = {};
  for (const [name, label] of Object.entries(BUILD_STEPS) as [keyof typeof BUILD_STEPS, string][]) {
    const match = new RegExp(`${label} - ([0-9.]+)s`).exec(text);
    if (match) times[name] = Number(match[1]);
  }
  return times;
}

/** '<step> 12 s, …' for the steps a build log names. */
export function formatStepTimes(log: string): string {
  return Object.entries(stepTimes(log))
    .map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`)
    .join(', ');
}
