/** Starts scripts/serve.mjs on a free 127.0.0.1 port for a given build; stops it by its PID. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startServer(dir: string, prefix = ''): Promise<RunningServer> {
  const root = path.resolve(__dirname, '../../..');
  const args = [path.join(root, 'scripts/serve.mjs'), '--port', '0', '--dir', dir, ...(prefix ? ['--prefix', prefix] : [])];
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The static server did not start within 20 s')), 20000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`The static server exited with code ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        if (child.pid) process.kill(child.pid, 'SIGTERM');
      }),
  };
}
