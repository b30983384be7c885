import type { StaticServer } from '../../scripts/static-server';

/** Stops the server that global-setup started (by its PID, through the server's own stop). */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __E2E_SERVER__?: StaticServer }).__E2E_SERVER__?.stop();
}
