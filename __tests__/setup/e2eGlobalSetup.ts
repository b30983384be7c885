/**
 * Starts the static server (scripts/serve.ts) on a free port of 127.0.0.1 over the built site.
 * The build itself is a step of `npm test` (scripts/test-all.sh) before the browser tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { ROOT } from '../support/fixtures';

export default async function globalSetup(): Promise<void> {
  const publicDir = process.env.E2E_PUBLIC_DIR ?? path.join(ROOT, 'public');
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error(`No built site in ${publicDir}: run "npm run build" first (npm test does it for you).`);
  }
  const server = await startStaticServer(publicDir);
  process.env.E2E_BASE_URL = server.url;
  // Global setup and teardown run in the same process: the teardown finds the server here.
  (globalThis as { __E2E_SERVER__?: StaticServer }).__E2E_SERVER__ = server;
}
