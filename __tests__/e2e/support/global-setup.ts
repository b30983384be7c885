/**
 * Starts the static server (scripts/serve.mjs) on a free port of 127.0.0.1 over the built site.
 * The build itself is a step of `npm test` (scripts/test-all.sh) before the browser tests.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  const publicDir = process.env.E2E_PUBLIC_DIR ?? path.join(root, 'public');
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error(`No built site in ${publicDir}: run "npm run build" first (npm test does it for you).`);
  }
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', '0', '--dir', publicDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The static server did not start within 20 s')), 20000);
    server.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`The static server exited with code ${code}`)));
  });
  process.env.E2E_BASE_URL = url;
  (globalThis as { __E2E_SERVER_PID__?: number }).__E2E_SERVER_PID__ = server.pid;
}
