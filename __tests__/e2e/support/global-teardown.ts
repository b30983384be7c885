/** Stops the server that global-setup started, by its PID only. */
export default async function globalTeardown(): Promise<void> {
  const pid = (globalThis as { __E2E_SERVER_PID__?: number }).__E2E_SERVER_PID__;
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
