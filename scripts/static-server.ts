/**
 * The one way the project starts scripts/serve.ts (gzip, `.html` redirects, the 404 page, like the
 * host): on a free 127.0.0.1 port, resolving once it listens. Used by the browser tests (the shipped
 * build and the fixture sites), serve.ts's own test and the benchmarks.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const START_TIMEOUT_MS = 20000;

export interface StaticServer {
  /** http://127.0.0.1:<port>, without the prefix. */
  readonly url: string;
  readonly pid: number;
  /** Ends the server by its PID; resolves when it has exited. */
  stop(): Promise<void>;
}

/**
 * Serves `dir` (below `options.prefix`, a site's base URL, when given). serve.ts runs in one Node
 * process with tsx's loader (--import), not under the tsx command, which would put a second process
 * between the PID returned and the server.
 */
export function startStaticServer(dir: string, options: { readonly prefix?: string } = {}): Promise<StaticServer> {
  const loader = pathToFileURL(require.resolve('tsx')).href;
  const args = ['--import', loader, path.join(__dirname, 'serve.ts'), '--port', '0', '--dir', dir, ...(options.prefix ? ['--prefix', options.prefix] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The static server (scripts/serve.ts) did not start within ${START_TIMEOUT_MS / 1000} s`));
      void stop();
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match && child.pid !== undefined) {
        clearTimeout(timer);
        resolve({ url: match[1], pid: child.pid, stop });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The static server (scripts/serve.ts) exited with code ${code}`));
    });
  });
}
