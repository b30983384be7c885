/** Starts scripts/serve.mjs (compressed, like a real host) on a free 127.0.0.1 port for the benchmarks. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Resolves to { url, stop } once the server listens; the caller stops it. */
export function startStaticServer(publicDir) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', '0', '--dir', publicDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The static server (scripts/serve.mjs) did not start within 20 s')), 20000);
    child.stdout.on('data', (chunk) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], stop: () => child.kill('SIGTERM') });
      }
    });
    child.on('exit', (code) => reject(new Error(`The static server exited with code ${code}`)));
  });
}
