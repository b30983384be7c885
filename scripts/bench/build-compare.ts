/**
 * `npm run bench:build` — the shipped site's cold production build, this checkout against a baseline
 * commit, measured back to back on one machine (issue: build speed; docs/decisions/0024-build-speed.md).
 *
 * The machines are shared and noisy, so only a ratio measured back to back means anything: the bench
 * checks the baseline out into a temporary worktree (its node_modules hard-linked from this checkout's,
 * so both use the same packages plus whatever this checkout added), then alternates cold builds,
 * baseline first: baseline, this, baseline, this… (`--runs N` pairs, default 2). It prints each build's
 * wall time, peak memory of the whole process tree and Gatsby's step times, then the medians and the
 * ratio this / baseline, and the published site's size of each.
 *
 * Usage: npm run bench:build -- [--against <git ref>] [--runs N]   (default: --against main~0 → HEAD)
 *        npm run bench:build -- --baseline-dir <checkout> [--runs N]
 * `--baseline-dir` takes an existing checkout with its own installed packages as the baseline, as it
 * is (for a commit whose install differs from this one's, such as one that patched Gatsby another way:
 * this checkout's packages would not be that commit's build). Its commit is read from its own git.
 * A cold build removes .cache/ and public/ of both trees: run `npm run build` afterwards to serve.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coldBuild, stepTimes, BUILD_STEPS, type BuildRun } from './coldBuild';
import { median } from './stats';

const root = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const against = option('against', 'HEAD');
const baselineDir = option('baseline-dir', '') ? path.resolve(option('baseline-dir', '')) : undefined;
if (baselineDir && !fs.existsSync(path.join(baselineDir, 'node_modules', '.bin', 'gatsby')))
  throw new Error(`--baseline-dir ${baselineDir}: no installed packages there (node_modules/.bin/gatsby); run npm ci in it first`);
const runs = Math.max(1, Number(option('runs', '2')));
const MiB = 2 ** 20;

function gitIn(dir: string, ...gitArgs: string[]): string {
  return execFileSync('git', gitArgs, { cwd: dir, encoding: 'utf8' }).trim();
}

const git = (...gitArgs: string[]): string => gitIn(root, ...gitArgs);

function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size;
  }
  return bytes;
}

interface Measured extends BuildRun {
  readonly steps: ReturnType<typeof stepTimes>;
  readonly siteBytes: number;
}

function line(label: string, run: Measured): string {
  const steps = Object.entries(run.steps)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`)
    .join(', ');
  return `${label.padEnd(9)} ${run.seconds.toFixed(1).padStart(6)} s  ${(run.peak / MiB).toFixed(0).padStart(5)} MiB peak  site ${(run.siteBytes / MiB).toFixed(1)} MiB  (${steps})`;
}

async function main(): Promise<void> {
  const commit = baselineDir ? gitIn(baselineDir, 'rev-parse', '--short', 'HEAD') : git('rev-parse', '--short', against);
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fms-bench-build-'));
  const baseline = baselineDir ?? path.join(work, 'baseline');
  console.log(
    `FMS documents — cold build, this checkout (${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}) against ${
      baselineDir ? `the checkout ${baselineDir}` : against
    } (${commit})`,
  );
  console.log(
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, logs in ${work}`,
  );
  if (!baselineDir) git('worktree', 'add', '--detach', baseline, commit);
  try {
    if (!baselineDir) execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(baseline, 'node_modules')]);
    const results: Record<'baseline' | 'this', Measured[]> = { baseline: [], this: [] };
    for (let i = 0; i < runs; i += 1) {
      for (const [label, dir] of [
        ['baseline', baseline],
        ['this', root],
      ] as const) {
        const log = path.join(work, `${label}-${i + 1}.log`);
        const run = await coldBuild(dir, log);
        if (run.code !== 0) throw new Error(`The ${label} build failed (exit ${run.code}); see ${log}`);
        const measured = { ...run, steps: stepTimes(log), siteBytes: folderBytes(path.join(dir, 'public')) };
        results[label].push(measured);
        console.log(line(`${label} ${i + 1}`, measured));
      }
    }
    const summary = (label: 'baseline' | 'this') => ({
      seconds: median(results[label].map((r) => r.seconds)),
      peak: median(results[label].map((r) => r.peak)),
      site: median(results[label].map((r) => r.siteBytes)),
      steps: Object.fromEntries(
        Object.keys(BUILD_STEPS).map((step) => [step, median(results[label].map((r) => r.steps[step as keyof typeof BUILD_STEPS] ?? 0))]),
      ),
    });
    const [a, b] = [summary('baseline'), summary('this')];
    console.log('');
    console.log(`median    baseline ${a.seconds.toFixed(1)} s, this ${b.seconds.toFixed(1)} s: ratio ${(b.seconds / a.seconds).toFixed(2)}`);
    console.log(`peak      baseline ${(a.peak / MiB).toFixed(0)} MiB, this ${(b.peak / MiB).toFixed(0)} MiB`);
    console.log(`site      baseline ${(a.site / MiB).toFixed(1)} MiB, this ${(b.site / MiB).toFixed(1)} MiB`);
    console.log(
      `steps     ${Object.keys(BUILD_STEPS)
        .map((step) => `${step} ${a.steps[step].toFixed(1)} → ${b.steps[step].toFixed(1)}`)
        .join(', ')}`,
    );
  } finally {
    if (!baselineDir) git('worktree', 'remove', '--force', baseline);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
