/**
 * `gatsby develop` compiles a page's component when a browser first asks for it, not at start
 * (docs/decisions/0027-dev-server-speed.md). Gatsby's develop bundle imports every page component
 * with `import()` (`$virtual/async-requires`): every template, and a copy of a template per MDX file
 * with that file compiled in (highlighting, diagrams). webpack's `experiments.lazyCompilation`
 * (imports only) puts a small proxy in place of each such module; the browser's proxy tells the
 * server which ones a page uses, and webpack compiles them then, delivering them through hot module
 * replacement. The start compiles the runtime, the shell and what `gatsby-browser` imports.
 *
 * Two pieces of webpack's default set-up are replaced:
 * - **The backend.** webpack's own opens a second HTTP server on another port (another origin, on
 *   every interface unless told). Here the proxies talk to the development server itself, under
 *   `LAZY_COMPILATION_PATH`: the backend registers its request handler on `globalThis` (the webpack
 *   config is made in gatsby-node's bundle, the server's middleware in gatsby-config's: two bundles,
 *   one process) and `lazyCompilationMiddleware` (gatsby-config's `developMiddleware`) hands it the
 *   requests. The protocol is webpack's: a Server-Sent-Events request per set of modules in use,
 *   named by their keys joined with `@`; a module is in use while a request naming it is open (and
 *   for two minutes after), and a new one makes webpack compile again (BATCH_MS later, with any
 *   other that came meanwhile).
 * - **The client.** A page whose component's update cannot reach it (another compilation came in
 *   between) checks for it itself and reloads when there is none (`lazyCompilationClientFile`).
 * - **Static queries.** Gatsby lists a page's static queries from webpack's module graph, and the
 *   browser fetches them with the page's data, before the component. A component not compiled yet
 *   has no static queries in the graph, and Gatsby's develop runtime does not fetch a query that
 *   appears later ("there is currently no trigger to fetch them", dev-loader.js). So every module
 *   that holds a static query is added to the develop bundle's entry: Gatsby then counts its query
 *   for every page (as it does for the shell's), and each page's data lists them from the start.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';

/** Where the browser's proxies say which lazily compiled modules a page uses (same origin as the pages). */
export const LAZY_COMPILATION_PATH = '/__fms-lazy-compilation/';
/** How long a module stays compiled after its last user went away (webpack's own backend: two minutes). */
const UNUSED_AFTER_MS = 120_000;
/**
 * How long the backend waits for more modules before asking webpack to compile: a page asks for its
 * component and its Head in two requests a moment apart (webpack's client reopens its stream with
 * both), which would otherwise be two compilations.
 */
export const BATCH_MS = 100;
const HANDLER = Symbol.for('fms.lazyCompilation.handler');

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
/** Where the backend leaves its handler for the middleware: `globalThis` unless a test gives its own. */
export type HandlerRegistry = { [HANDLER]?: Handler };

/** The part of a webpack module the backend reads. */
interface ModuleLike {
  identifier(): string;
}

/** What webpack asks of a lazy compilation backend (its `BackendApi`). */
export interface LazyBackendApi {
  dispose(callback: (error?: Error | null) => void): void;
  module(module: ModuleLike): { client: string; data: string; active: boolean };
}

export type LazyBackend = (compiler: { watching?: { invalidate(): void } }, callback: (error: Error | null, api?: LazyBackendApi) => void) => void;

/** A module's key in the requests: its identifier, URL-safe, as webpack's own backend makes it. */
export function moduleKey(identifier: string): string {
  return encodeURIComponent(identifier.replace(/\\/g, '/').replace(/@/g, '_')).replace(/%(2F|3A|24|26|2B|2C|3B|3D)/g, decodeURIComponent);
}

/**
 * The backend: counts, per module key, the open requests that name it; a key going from unused to
 * used makes webpack compile again (`compiler.watching.invalidate()`). `client` is the browser module
 * of webpack's protocol (webpack/hot/lazy-compilation-web.js).
 */
export function lazyCompilationBackend(
  client: string,
  registry: HandlerRegistry = globalThis as HandlerRegistry,
  unusedAfterMs = UNUSED_AFTER_MS,
): LazyBackend {
  return (compiler, callback) => {
    const inUse = new Map<string, number>();
    const open = new Set<ServerResponse>();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let batch: ReturnType<typeof setTimeout> | undefined;
    // Not at once: the request may be one of those webpack-dev-middleware lets through, one after
    // the other, when a compilation ends; invalidating in the middle of that loop leaves the ones
    // after it without the compilation's stats, and the middleware throws (seen in develop). And
    // not once per request: see BATCH_MS.
    const invalidateSoon = (): void => {
      clearTimeout(batch);
      batch = setTimeout(() => {
        batch = undefined;
        compiler.watching?.invalidate();
      }, BATCH_MS);
    };
    const handler: Handler = (request, response) => {
      const keys = (request.url ?? '').slice(LAZY_COMPILATION_PATH.length).split('@').filter(Boolean);
      response.writeHead(200, {
        'Content-Type': 'text/event-stream',
        // Not through Gatsby's compression, which would hold the stream back.
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
      });
      response.write('\n');
      open.add(response);
      let activated = false;
      for (const key of keys) {
        const count = inUse.get(key) ?? 0;
        inUse.set(key, count + 1);
        if (count === 0) activated = true;
      }
      response.on('close', () => {
        open.delete(response);
        const timer = setTimeout(() => {
          timers.delete(timer);
          for (const key of keys) inUse.set(key, (inUse.get(key) ?? 1) - 1);
        }, unusedAfterMs);
        timer.unref?.();
        timers.add(timer);
      });
      if (activated) invalidateSoon();
    };
    registry[HANDLER] = handler;
    callback(null, {
      dispose(done) {
        if (registry[HANDLER] === handler) delete registry[HANDLER];
        clearTimeout(batch);
        for (const timer of timers) clearTimeout(timer);
        for (const response of open) response.destroy();
        done(null);
      },
      module(module) {
        const key = moduleKey(module.identifier());
        return { client: `${client}?${encodeURIComponent(LAZY_COMPILATION_PATH)}`, data: key, active: (inUse.get(key) ?? 0) > 0 };
      },
    });
  };
}

/**
 * The development server's side (gatsby-config's `developMiddleware`): requests under
 * `LAZY_COMPILATION_PATH` go to the backend; before webpack has made one (no bundle yet, so no
 * proxy that could ask), they are answered 503.
 */
export function lazyCompilationMiddleware(registry: HandlerRegistry = globalThis as HandlerRegistry) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (!request.url?.startsWith(LAZY_COMPILATION_PATH)) {
      next();
      return;
    }
    const handler = registry[HANDLER];
    if (!handler) {
      response.statusCode = 503;
      response.end();
      return;
    }
    handler(request, response);
  };
}

/**
 * The environment variable that turns this on (`1`). Off by default: measured back to back at one
 * load, the start's bundle was as long without the pages as with them, and the warm start slower
 * (decision 0027, step 9).
 */
export const PAGES_WHEN_OPENED = 'FMS_DEVELOP_PAGES_WHEN_OPENED';

/** Whether `gatsby develop` compiles each page's component when a browser first opens it (FMS_DEVELOP_PAGES_WHEN_OPENED=1) or every one at start (the default). */
export function pagesCompiledWhenOpened(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[PAGES_WHEN_OPENED] === '1';
}

/** A static query's module as Gatsby's store knows it after extracting the queries. */
interface StaticQueryComponent {
  readonly componentPath: string;
}

/**
 * Rewrites the develop stage's webpack config in place: page components (everything the bundle
 * imports with `import()`) compiled on first use, and every module holding a static query added to
 * the `commons` entry. Throws when the config has no `commons` entry (Gatsby's layout changed).
 */
export function compilePagesOnDemand(config: Configuration, staticQueries: Iterable<StaticQueryComponent>, backend: LazyBackend): { entryModules: number } {
  const entry = config.entry as Record<string, string | string[]> | undefined;
  const commons = entry?.commons;
  if (entry === undefined || commons === undefined) throw new Error('The develop webpack config has no `commons` entry: pages cannot be compiled on demand');
  const staticQueryFiles = [...new Set([...staticQueries].map((query) => path.resolve(query.componentPath)))].sort();
  const existing = Array.isArray(commons) ? commons : [commons];
  config.entry = { ...entry, commons: [...existing, ...staticQueryFiles.filter((file) => !existing.includes(file))] };
  config.experiments = { ...config.experiments, lazyCompilation: { entries: false, imports: true, backend } };
  return { entryModules: staticQueryFiles.length };
}

/** How often a page whose component has not arrived checks for it itself. */
export const PENDING_CHECK_MS = 4000;

/**
 * The browser side of the proxies: webpack's client (`webpackClient`, which opens the event streams),
 * wrapped so that a page cannot wait for ever. A component arrives by hot module replacement, which
 * needs the page's code to be one compilation behind the server's: when another compilation came
 * between (an edit saved while the page loaded), Gatsby's hot-update client finds no update, does not
 * reload (its default) and the page stays blank. So, every PENDING_CHECK_MS while its component has
 * not arrived, the proxy asks for the update itself (when no other update is under way) and reloads
 * the page when there is none to apply: the server has compiled the component by then, and the
 * reloaded page gets it at once. An error of the event stream (the server restarting) does not fail
 * the page either; the same check takes over. Written under `cacheDir` (webpack loads a client from
 * a file); returns the file.
 */
export function lazyCompilationClientFile(cacheDir: string, webpackClient: string = lazyCompilationClient()): string {
  const request = `${webpackClient}?${encodeURIComponent(LAZY_COMPILATION_PATH)}`;
  const text = `/* webpack's lazy compilation client, with the check of src/node/webpack/lazyCompilation.ts (generated). */
var client = require(${JSON.stringify(request)});
exports.keepAlive = function (options) {
  var hot = options.module && options.module.hot;
  if (options.active || !hot) return client.keepAlive(options);
  var stop = client.keepAlive(Object.assign({}, options, { onError: function () {} }));
  var timer = setInterval(function () {
    if (hot.status() !== "idle") return;
    hot.check(true).then(
      function (updated) { if (!updated || updated.length === 0) window.location.reload(); },
      function () { window.location.reload(); }
    );
  }, ${PENDING_CHECK_MS});
  return function (data) { clearInterval(timer); stop(data); };
};
`;
  const file = path.join(cacheDir, 'fms-lazy-compilation-client.js');
  fs.mkdirSync(cacheDir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** webpack's browser client of the lazy compilation protocol, as the site's webpack resolves it. */
export function lazyCompilationClient(root: string = process.cwd()): string {
  return createRequire(path.join(root, 'package.json')).resolve('webpack/hot/lazy-compilation-web.js');
}
