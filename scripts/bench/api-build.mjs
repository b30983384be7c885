#!/usr/bin/env node
/**
 * `npm run bench` — the API reference's build benchmark (issue 4). For each N (default 200, 1000,
 * 3000) it writes a synthetic OpenAPI document, builds the site with it as the only API (settings
 * override; the guide and blog stay), and prints build seconds, peak memory of the build's process
 * tree, pages built, and the gzip JavaScript a reader downloads to open one operation page.
 * Usage: node scripts/bench/api-build.mjs [200 1000 3000]. Not part of the tests: it prints figures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { syntheticOpenApi } from './synthetic-openapi.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const counts = sizes.length > 0 ? sizes : [200, 1000, 3000];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fms-bench-'));

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid) {
  let total = 0;
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // process ended
    }
  }
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop();
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

function build(override) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['gatsby', 'build'], {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', FMS_SETTINGS_OVERRIDE: override },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let peak = 0;
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 500);
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({ code, seconds: (Date.now() - started) / 1000, peak, stderr });
    });
  });
}

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The JavaScript files an operation page's HTML loads (Gatsby lists them as <script src> and <link rel=preload as=script>). */
function operationPageJs(publicDir, apiId) {
  const dir = path.join(publicDir, 'docs/api', apiId);
  const first = fs.readdirSync(dir).find((name) => fs.existsSync(path.join(dir, name, 'index.html')));
  const html = fs.readFileSync(path.join(dir, first, 'index.html'), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const file of files) bytes += gzipSize(path.join(publicDir, file));
  return { page: `/docs/api/${apiId}/${first}`, bytes, files: files.size };
}

function countPages(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += countPages(path.join(dir, entry.name));
    else if (entry.name === 'index.html') n += 1;
  }
  return n;
}

console.log(`FMS documents — API reference build benchmark (${os.cpus().length} cores)`);
console.log('operations | build s | peak MiB | pages | op-page gzip JS KB');
for (const n of counts) {
  const spec = path.join(work, `bench-${n}.json`);
  fs.writeFileSync(spec, JSON.stringify(syntheticOpenApi(n)));
  const override = path.join(work, `override-${n}.json`);
  fs.writeFileSync(override, JSON.stringify({ api: { overviewSlug: 'openapi-document-on-azure-functions', specs: [{ id: 'bench-api', label: 'Bench API', file: spec }] } }));
  const result = await build(override);
  if (result.code !== 0) {
    console.log(`${n} | build failed (exit ${result.code}): ${result.stderr.split('\n').slice(-5).join(' ')}`);
    continue;
  }
  const js = operationPageJs(path.join(root, 'public'), 'bench-api');
  console.log(`${String(n).padStart(10)} | ${result.seconds.toFixed(1).padStart(7)} | ${(result.peak / 2 ** 20).toFixed(0).padStart(8)} | ${String(countPages(path.join(root, 'public'))).padStart(5)} | ${(js.bytes / 1024).toFixed(1)} (${js.files} files, ${js.page})`);
}
console.log('Note: public/ now holds the last benchmark build; run `npm run build` before serving the real site.');
