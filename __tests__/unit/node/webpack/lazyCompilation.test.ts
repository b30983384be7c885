/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import webpack from 'webpack';
import {
  compilePagesOnDemand,
  BATCH_MS,
  LAZY_COMPILATION_PATH,
  lazyCompilationBackend,
  lazyCompilationClient,
  lazyCompilationClientFile,
  PENDING_CHECK_MS,
  lazyCompilationMiddleware,
  moduleKey,
  pagesCompiledWhenOpened,
  type HandlerRegistry,
  type LazyBackendApi,
} from '../../../../src/node/webpack/lazyCompilation';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';

const CLIENT = '/x/node_modules/webpack/hot/lazy-compilation-web.js';

/** A backend made for a fake compiler, with its API and how often it asked webpack to compile again. */
function makeBackend(registry: HandlerRegistry, unusedAfterMs = 60_000): { api: LazyBackendApi; invalidations: () => number } {
  let invalidations = 0;
  let api: LazyBackendApi | undefined;
  lazyCompilationBackend(
    CLIENT,
    registry,
    unusedAfterMs,
  )({ watching: { invalidate: () => (invalidations += 1) } }, (error, made) => {
    if (error) throw error;
    api = made;
  });
  if (!api) throw new Error('the backend gave no API');
  return { api, invalidations: () => invalidations };
}

/** An HTTP server on 127.0.0.1 that serves only the middleware (anything else: 404). */
async function serve(registry: HandlerRegistry): Promise<{ url: string; close: () => Promise<void> }> {
  const middleware = lazyCompilationMiddleware(registry);
  const server = http.createServer((request, response) =>
    middleware(request, response, () => {
      response.statusCode = 404;
      response.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const moduleNamed = (identifier: string) => ({ identifier: () => identifier });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('moduleKey', () => {
  it('makes a module identifier URL-safe as webpack does, keeping path separators and loader marks readable', () => {
    expect(moduleKey('javascript/auto|/site/src/templates/Doc Page.tsx?__contentFilePath=/site/a@b.mdx&export=default')).toBe(
      'javascript/auto%7C/site/src/templates/Doc%20Page.tsx%3F__contentFilePath=/site/a_b.mdx&export=default',
    );
    expect(moduleKey('C:\\site\\page.tsx')).toBe('C:/site/page.tsx');
  });
});

describe('the lazy compilation backend behind the development server', () => {
  it('answers a proxy request as Server-Sent Events, not compressed, and compiles again (not during the request) when a module comes into use', async () => {
    const registry: HandlerRegistry = {};
    const { api, invalidations } = makeBackend(registry);
    const server = await serve(registry);
    try {
      const page = moduleNamed('/site/src/templates/DocPage.tsx');
      const head = moduleNamed('/site/src/templates/DocPage.tsx?export=head');
      const { client, data, active } = api.module(page);
      expect(active).toBe(false);
      expect(client).toBe(`${CLIENT}?${encodeURIComponent(LAZY_COMPILATION_PATH)}`);
      const controller = new AbortController();
      const response = await fetch(`${server.url}${LAZY_COMPILATION_PATH}${data}@${api.module(head).data}`, { signal: controller.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream');
      expect(response.headers.get('cache-control')).toContain('no-transform');
      await sleep(BATCH_MS + 50);
      expect(invalidations()).toBe(1);
      expect(api.module(page).active).toBe(true);
      expect(api.module(head).active).toBe(true);
      expect(api.module(moduleNamed('/site/src/templates/Other.tsx')).active).toBe(false);
      // A second user of the same modules needs no new compilation.
      const again = new AbortController();
      await fetch(`${server.url}${LAZY_COMPILATION_PATH}${data}`, { signal: again.signal });
      await sleep(BATCH_MS + 50);
      expect(invalidations()).toBe(1);
      controller.abort();
      again.abort();
      await new Promise<void>((resolve) => api.dispose(() => resolve()));
      expect(registry).toEqual({});
    } finally {
      await server.close();
    }
  });

  it('asks webpack to compile only after the request has been handed over, once for modules asked for together', async () => {
    const registry: HandlerRegistry = {};
    const { api, invalidations } = makeBackend(registry);
    const response = { writeHead: () => undefined, write: () => true, on: () => undefined, destroy: () => undefined };
    const middleware = lazyCompilationMiddleware(registry);
    middleware({ url: `${LAZY_COMPILATION_PATH}${api.module(moduleNamed('/site/src/pages/index.tsx')).data}` } as never, response as never, () => {
      throw new Error('not the next middleware');
    });
    // A second module a moment later (the page's Head): one compilation for both.
    middleware({ url: `${LAZY_COMPILATION_PATH}${api.module(moduleNamed('/site/src/pages/index.tsx?export=head')).data}` } as never, response as never, () => {
      throw new Error('not the next middleware');
    });
    expect(invalidations()).toBe(0);
    await sleep(BATCH_MS + 50);
    expect(invalidations()).toBe(1);
    await new Promise<void>((resolve) => api.dispose(() => resolve()));
  });

  it('keeps a module in use until its last request has been closed for the given time', async () => {
    const registry: HandlerRegistry = {};
    const { api, invalidations } = makeBackend(registry, 50);
    const server = await serve(registry);
    try {
      const page = moduleNamed('/site/src/pages/index.tsx');
      const controller = new AbortController();
      await fetch(`${server.url}${LAZY_COMPILATION_PATH}${api.module(page).data}`, { signal: controller.signal });
      controller.abort();
      await sleep(20);
      expect(api.module(page).active).toBe(true);
      await sleep(200);
      expect(api.module(page).active).toBe(false);
      // In use again: compiled again.
      const next = new AbortController();
      await fetch(`${server.url}${LAZY_COMPILATION_PATH}${api.module(page).data}`, { signal: next.signal });
      await sleep(BATCH_MS + 50);
      expect(invalidations()).toBe(2);
      next.abort();
      await new Promise<void>((resolve) => api.dispose(() => resolve()));
    } finally {
      await server.close();
    }
  });

  it('leaves other requests to the next middleware, and answers 503 while no backend is there', async () => {
    const registry: HandlerRegistry = {};
    const server = await serve(registry);
    try {
      const other = await fetch(`${server.url}/page-data/index/page-data.json`);
      expect([other.status, await other.text()]).toEqual([404, 'next']);
      expect((await fetch(`${server.url}${LAZY_COMPILATION_PATH}key`)).status).toBe(503);
    } finally {
      await server.close();
    }
  });
});

describe('compilePagesOnDemand', () => {
  it("adds every static query's module to the commons entry once and turns on lazy compilation of import()s only", () => {
    const config: webpack.Configuration = { entry: { polyfill: '/site/.cache/polyfill-entry', commons: ['/site/.cache/app'] } };
    const backend = lazyCompilationBackend(CLIENT, {});
    const result = compilePagesOnDemand(
      config,
      [{ componentPath: '/site/src/search/useSearch.ts' }, { componentPath: '/site/src/a/useA.ts' }, { componentPath: '/site/src/search/useSearch.ts' }],
      backend,
    );
    expect(result).toEqual({ entryModules: 2 });
    expect(config.entry).toEqual({
      polyfill: '/site/.cache/polyfill-entry',
      commons: ['/site/.cache/app', '/site/src/a/useA.ts', '/site/src/search/useSearch.ts'],
    });
    expect(config.experiments?.lazyCompilation).toEqual({ entries: false, imports: true, backend });
  });

  it('is off unless FMS_DEVELOP_PAGES_WHEN_OPENED=1 asks for it', () => {
    expect(pagesCompiledWhenOpened({})).toBe(false);
    expect(pagesCompiledWhenOpened({ FMS_DEVELOP_PAGES_WHEN_OPENED: '0' })).toBe(false);
    expect(pagesCompiledWhenOpened({ FMS_DEVELOP_PAGES_WHEN_OPENED: '1' })).toBe(true);
  });

  it('stops with a message when the develop config has no commons entry', () => {
    expect(() => compilePagesOnDemand({ entry: { app: '/site/.cache/app' } }, [], lazyCompilationBackend(CLIENT, {}))).toThrow(/no `commons` entry/);
  });

  it('resolves the browser client webpack ships', () => {
    expect(fs.existsSync(lazyCompilationClient())).toBe(true);
    expect(lazyCompilationClient()).toMatch(/webpack[/\\]hot[/\\]lazy-compilation-web\.js$/);
  });

  it('leaves a module imported with import() out of the compilation until it is used, and keeps static ones in', async () => {
    const root = writeTree({
      'app.js': 'export const load = () => import("./page.js");\n',
      'useQuery.js': 'export const useQuery = () => "static";\n',
      // Not valid JavaScript: compiling it would fail the build.
      'page.js': 'export default = ;\n',
    });
    const registry: HandlerRegistry = {};
    try {
      const config: webpack.Configuration = {
        mode: 'development',
        target: 'web',
        context: root,
        entry: { commons: [path.join(root, 'app.js')] },
        output: { path: path.join(root, 'out'), filename: '[name].js' },
        plugins: [new webpack.HotModuleReplacementPlugin()],
      };
      compilePagesOnDemand(config, [{ componentPath: path.join(root, 'useQuery.js') }], lazyCompilationBackend(lazyCompilationClient(), registry));
      const compiler = webpack(config);
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
      );
      await new Promise<void>((resolve) => compiler.close(() => resolve()));
      expect(stats.hasErrors()).toBe(false);
      const out = path.join(root, 'out');
      const commons = fs.readFileSync(path.join(out, 'commons.js'), 'utf8');
      expect(commons).toContain('useQuery');
      // In the page's place, a proxy that asks the development server for it.
      const proxy = fs.readFileSync(path.join(out, 'page_js_lazy-compilation-proxy.js'), 'utf8');
      expect(proxy).toContain('lazy-compilation-web.js');
      expect(proxy).toContain(JSON.stringify(moduleKey(path.join(root, 'page.js'))).slice(1, -1));
      const everything = fs.readdirSync(out).map((file) => fs.readFileSync(path.join(out, file), 'utf8'));
      expect(everything.some((text) => text.includes('export default = '))).toBe(false);
    } finally {
      removeTree(root);
    }
  });
});

describe('lazyCompilationClientFile', () => {
  /** The generated client run with a fake webpack client and a fake page; returns what happened. */
  function runClient(check: () => Promise<unknown>, status = 'idle') {
    const dir = tempFolder('fms-lazy-client-');
    const file = lazyCompilationClientFile(dir, '/x/webpack/hot/lazy-compilation-web.js');
    const text = fs.readFileSync(file, 'utf8');
    removeTree(dir);
    const required: string[] = [];
    const stopped: unknown[] = [];
    const given: { onError?: () => void }[] = [];
    const webpackClient = {
      keepAlive: (options: { onError?: () => void }) => {
        given.push(options);
        return (data: unknown) => stopped.push(data);
      },
    };
    const reloads: number[] = [];
    const exports: { keepAlive?: (options: object) => (data: unknown) => void } = {};
    new Function('require', 'exports', 'window', text)(
      (request: string) => {
        required.push(request);
        return webpackClient;
      },
      exports,
      { location: { reload: () => reloads.push(1) } },
    );
    const onError = jest.fn();
    const module = { hot: { status: () => status, check } };
    return { text, required, stopped, given, reloads, exports, onError, module };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("requires webpack's client with the development server's path", () => {
    const { required } = runClient(async () => null);
    expect(required).toEqual([`/x/webpack/hot/lazy-compilation-web.js?${encodeURIComponent(LAZY_COMPILATION_PATH)}`]);
  });

  it('while a component has not arrived, asks for the update itself and reloads the page when there is none', async () => {
    const check = jest.fn(async () => null);
    const { exports, module, reloads, onError, given, stopped } = runClient(check);
    const dispose = exports.keepAlive?.({ data: 'key', active: false, module, onError });
    // An error of the event stream does not fail the page.
    given[0].onError?.();
    expect(onError).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(PENDING_CHECK_MS);
    expect(check).toHaveBeenCalledWith(true);
    expect(reloads).toHaveLength(1);
    // Arrived (the proxy is replaced): no more checks.
    dispose?.({ resolveSelf: true });
    expect(stopped).toEqual([{ resolveSelf: true }]);
    await jest.advanceTimersByTimeAsync(PENDING_CHECK_MS * 3);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('does not reload when an update was applied, nor check while another update is under way or for an active module', async () => {
    const applied = runClient(jest.fn(async () => ['module-id']));
    applied.exports.keepAlive?.({ data: 'key', active: false, module: applied.module, onError: applied.onError });
    await jest.advanceTimersByTimeAsync(PENDING_CHECK_MS);
    expect(applied.reloads).toHaveLength(0);

    const busyCheck = jest.fn(async () => null);
    const busy = runClient(busyCheck, 'apply');
    busy.exports.keepAlive?.({ data: 'key', active: false, module: busy.module, onError: busy.onError });
    await jest.advanceTimersByTimeAsync(PENDING_CHECK_MS * 2);
    expect(busyCheck).not.toHaveBeenCalled();

    const activeCheck = jest.fn(async () => null);
    const active = runClient(activeCheck);
    active.exports.keepAlive?.({ data: 'key', active: true, module: active.module, onError: active.onError });
    await jest.advanceTimersByTimeAsync(PENDING_CHECK_MS * 2);
    expect(activeCheck).not.toHaveBeenCalled();
    expect(active.given[0].onError).toBe(active.onError);
  });
});
