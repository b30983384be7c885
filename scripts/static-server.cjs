/**
 * The one way the project starts scripts/serve.mjs (gzip, `.html` redirects, the 404 page, like the
 * host): on a free 127.0.0.1 port, resolving once it listens. Used by the browser tests (the shipped
 * build and the fixture sites), serve.mjs's own test and the benchmarks. CommonJS, so that jest (which
 * does not load .mjs) and the ES-module bench scripts can both require it.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');

const START_TIMEOUT_MS = 20000;

/**
 * Serves `dir` (below `options.prefix`, a site's base URL, when given). Resolves to { url, pid, stop };
 * stop() ends the server by its PID and resolves when it has exited.
 */
function startStaticServer(dir, options = {}) {
  const args = [path.join(__dirname, 'serve.mjs'), '--port', '0', '--dir', dir, ...(options.prefix ? ['--prefix', options.prefix] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The static server (scripts/serve.mjs) did not start within ${START_TIMEOUT_MS / 1000} s`));
      void stop();
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], pid: child.pid, stop });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The static server (scripts/serve.mjs) exited with code ${code}`));
    });
  });
}

module.exports = { startStaticServer };
