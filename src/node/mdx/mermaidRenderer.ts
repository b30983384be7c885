/**
 * Mermaid diagrams drawn to SVG at build time (issue 17), by mermaid-isomorphic in a headless Chromium
 * (docs/decisions/0013-diagrams-at-build-time.md). One browser is launched per build process, on the
 * first diagram, and shared by every render; results are cached on disk by diagram text, colour mode,
 * id and what drew them (diagramCacheVersion), so the several compiles Gatsby makes of each MDX file
 * (query extraction, JavaScript and HTML bundles, table of contents) draw each diagram once, and a
 * later build of the same diagrams draws none.
 *
 * The browser is Chromium or Chrome found on the machine (chromium.ts: `FMS_CHROMIUM_PATH`, else
 * Debian's and other usual paths, else a browser Playwright installed itself). Nothing here downloads a
 * browser. Without one, `diagramRendererFromEnvironment` returns a reason instead, and the diagrams are
 * left to the reader's browser (src/mdx/MermaidDiagram.tsx).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MermaidConfig } from 'mermaid';
import type { CreateMermaidRendererOptions, MermaidRenderer, RenderResult } from 'mermaid-isomorphic';
import type { Browser, BrowserContext, BrowserType, LaunchOptions } from 'playwright';
import type { ColorMode } from '../../lib/colorMode/colorModeState';
import { CHROMIUM_PATH_VARIABLE, findChromium } from './chromium';
import { buildCacheDir, codeVersion } from '../buildCache';

/**
 * The diagram colours of each mode: mermaid's themes, with label colours and backgrounds that keep
 * text at WCAG AA contrast on the site's surfaces (as the browser rendering has always used).
 */
export const MERMAID_CONFIG: Readonly<Record<ColorMode, MermaidConfig>> = {
  light: {
    theme: 'default',
    securityLevel: 'strict',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif',
    themeVariables: { edgeLabelBackground: '#f2f4f7', textColor: '#1c1e21' },
  },
  dark: {
    theme: 'dark',
    securityLevel: 'strict',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif',
    themeVariables: { edgeLabelBackground: '#2b2d31', textColor: '#e7e8ea' },
  },
};

export interface DiagramBatch {
  /** Unique in the page: the SVGs' ids are `${prefix}-${mode}-${index}`, so light and dark ones differ. */
  readonly prefix: string;
  /** The diagrams' texts. */
  readonly sources: readonly string[];
}

export type DiagramResult =
  { readonly ok: true; readonly svg: string; readonly title?: string; readonly description?: string } | { readonly ok: false; readonly message: string };

export interface DiagramRenderer {
  /**
   * One result per source, in order; a diagram that does not parse gives the parser's message. A
   * batch is drawn in one browser page (mermaid is loaded once for it).
   */
  render(batch: DiagramBatch, mode: ColorMode): Promise<DiagramResult[]>;
  /** Whether every diagram of the batch is drawn already (this process, or the cache on disk): render() then needs no browser. */
  isDrawn(batch: DiagramBatch, mode: ColorMode): boolean;
  readonly stats: RendererStats;
  /** Launches the browser now; rejects with a NoBrowserError when it does not start. */
  start(): Promise<void>;
  /** Closes the browser, if one was launched. */
  close(): Promise<void>;
}

export interface RendererStats {
  drawn: number;
  fromCache: number;
  browserLaunches: number;
  /** Milliseconds the browser spent drawing (batches of one mode may overlap those of the other). */
  renderMs: number;
}

/**
 * The whole browser in one process (no zygotes, no separate GPU, network or renderer processes):
 * it draws only local pages, and the drawings are byte for byte those of the default process model,
 * while the browser's memory at its peak (light and dark batches drawing at once) fell from about
 * 1.2 GB to 0.45 GB, the largest part of a build's peak (docs/decisions/0024-build-speed.md).
 */
export const CHROMIUM_ARGS: readonly string[] = ['--single-process', '--no-zygote', '--disable-gpu'];

const BATCH_QUIET_MS = 150;
/** A production build closes its browser after this long without a drawing (RendererOptions.closeWhenIdleMs). */
export const BUILD_IDLE_CLOSE_MS = 3000;
const BATCH_MAX_WAIT_MS = 3000;

/** Why diagrams cannot be drawn at build time, worded for the build log. */
export class NoBrowserError extends Error {}

// mermaid-isomorphic is ESM-only: Node's own require loads it (require(esm), Node ≥ 20.19). Taken
// from process.getBuiltinModule, because jest hands out its own `module`, whose require cannot.
const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);

function packageVersion(name: string): string {
  try {
    return (nodeRequire(`${name}/package.json`) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * A BrowserType whose launch() hands out one long-lived browser: mermaid-isomorphic launches a browser
 * whenever none of its renders is in flight and closes it after the last one, which would mean one
 * browser per MDX file. Its close() is a no-op; the real browser closes with the renderer.
 */
function sharedBrowserType(launch: () => Promise<Browser>): BrowserType {
  const contexts = new WeakMap<Browser, Promise<BrowserContext>>();
  const shared = {
    launch: async () => {
      const browser = await launch();
      // One context per browser, kept until the browser closes: in one process (CHROMIUM_ARGS), closing
      // a context and opening another ends the browser. mermaid-isomorphic's own close of it does nothing.
      const newContext = (): Promise<BrowserContext> => {
        let context = contexts.get(browser);
        if (!context) {
          context = browser.newContext().then((made) => Object.assign(made, { close: async () => undefined }));
          contexts.set(browser, context);
        }
        return context;
      };
      return { newContext, close: async () => undefined };
    },
  };
  return shared as unknown as BrowserType;
}

export interface RendererOptions {
  readonly executablePath: string;
  /** Folder for the SVG cache; none when undefined. */
  readonly cacheDir?: string;
  /**
   * What else a drawing depends on besides its text, colour mode, id and the mermaid packages'
   * versions (the code that draws, the browser: `diagramCacheVersion`); part of every cache key.
   */
  readonly cacheVersion?: string;
  /**
   * Closes the browser once no diagram has been drawing for this many milliseconds (a later diagram
   * launches it again); undefined: it stays open until close(). A production build draws every
   * diagram early (drawDiagramsAhead), and the browser's few hundred MB need not last the build.
   */
  readonly closeWhenIdleMs?: number;
  /** The browser's command-line switches; CHROMIUM_ARGS by default. */
  readonly launchArgs?: readonly string[];
}

export function createDiagramRenderer({
  executablePath,
  cacheDir,
  cacheVersion = '',
  closeWhenIdleMs,
  launchArgs = CHROMIUM_ARGS,
}: RendererOptions): DiagramRenderer {
  const stats: RendererStats = { drawn: 0, fromCache: 0, browserLaunches: 0, renderMs: 0 };
  const memory = new Map<string, DiagramResult>();
  /** Diagrams being drawn, by cache key: a second request for one waits for that drawing. */
  const pending = new Map<string, Promise<DiagramResult>>();
  /** Drawings under way; the idle timer runs while there are none. */
  let drawing = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const versions = `${packageVersion('mermaid')}/${packageVersion('mermaid-isomorphic')}/${packageVersion('playwright')}/${cacheVersion}`;
  let browserPromise: Promise<Browser> | undefined;
  let launchError: unknown;

  const launchOptions: LaunchOptions = { executablePath, headless: true, args: [...launchArgs] };
  const launch = (): Promise<Browser> => {
    browserPromise ??= (async () => {
      const { chromium } = nodeRequire('playwright') as typeof import('playwright');
      stats.browserLaunches += 1;
      try {
        return await chromium.launch(launchOptions);
      } catch (error) {
        launchError = error;
        throw error;
      }
    })();
    return browserPromise;
  };
  const { createMermaidRenderer } = nodeRequire('mermaid-isomorphic') as { createMermaidRenderer: (options: CreateMermaidRendererOptions) => MermaidRenderer };
  const renderer = createMermaidRenderer({ browserType: sharedBrowserType(launch), launchOptions });

  interface Waiting {
    readonly sources: readonly string[];
    readonly prefix: string;
    readonly resolve: (results: PromiseSettledResult<RenderResult>[]) => void;
    readonly reject: (error: unknown) => void;
  }
  const queues: Record<ColorMode, { waiting: Waiting[]; timer?: ReturnType<typeof setTimeout>; since: number }> = {
    light: { waiting: [], since: 0 },
    dark: { waiting: [], since: 0 },
  };
  let batches = 0;

  /**
   * Every browser page loads mermaid (8 MB) first, which costs seconds on a busy machine, so the
   * diagrams of the files compiled at about the same time are drawn in one page per mode: requests
   * wait until none has come for BATCH_QUIET_MS (at most BATCH_MAX_WAIT_MS).
   */
  function drawInBatch(sources: readonly string[], prefix: string, mode: ColorMode): Promise<PromiseSettledResult<RenderResult>[]> {
    const queue = queues[mode];
    return new Promise((resolve, reject) => {
      if (queue.waiting.length === 0) queue.since = Date.now();
      queue.waiting.push({ sources, prefix, resolve, reject });
      clearTimeout(queue.timer);
      const wait = Math.max(0, Math.min(BATCH_QUIET_MS, queue.since + BATCH_MAX_WAIT_MS - Date.now()));
      queue.timer = setTimeout(() => void flush(mode), wait);
    });
  }

  async function flush(mode: ColorMode): Promise<void> {
    const queue = queues[mode];
    const waiting = queue.waiting;
    queue.waiting = [];
    batches += 1;
    const batchPrefix = `fmsbatch${batches}${mode}`;
    const started = Date.now();
    try {
      const settled = await renderer(
        waiting.flatMap((item) => item.sources),
        { prefix: batchPrefix, mermaidConfig: MERMAID_CONFIG[mode] },
      );
      let offset = 0;
      for (const item of waiting) {
        item.resolve(
          item.sources.map((_, index) => {
            const outcome = settled[offset + index];
            if (outcome.status === 'rejected') return outcome;
            // The SVG's id recurs in its CSS selectors, marker ids and aria references: all are renamed.
            const own = new RegExp(`${batchPrefix}-${offset + index}(?![0-9])`, 'g');
            const id = `${item.prefix}-${index}`;
            return { status: 'fulfilled', value: { ...outcome.value, id, svg: outcome.value.svg.replace(own, id) } };
          }),
        );
        offset += item.sources.length;
      }
    } catch (error) {
      const reason = launchError !== undefined ? new NoBrowserError(`the browser at ${executablePath} did not start (${firstLine(launchError)})`) : error;
      for (const item of waiting) item.reject(reason);
    } finally {
      stats.renderMs += Date.now() - started;
    }
  }

  const keyOf = (id: string, source: string, mode: ColorMode): string =>
    createHash('sha256')
      .update(JSON.stringify([versions, MERMAID_CONFIG[mode], id, source]))
      .digest('hex');
  const cacheFile = (key: string): string | undefined => (cacheDir ? path.join(cacheDir, `${key}.json`) : undefined);

  function cached(key: string): DiagramResult | undefined {
    const inMemory = memory.get(key);
    if (inMemory) return inMemory;
    const file = cacheFile(key);
    if (!file || !fs.existsSync(file)) return undefined;
    try {
      const result = JSON.parse(fs.readFileSync(file, 'utf8')) as DiagramResult;
      // Only drawings are written (remember): anything else read there is no entry, and is drawn again.
      if (result?.ok !== true || typeof result.svg !== 'string' || !result.svg.startsWith('<svg')) return undefined;
      memory.set(key, result);
      return result;
    } catch {
      return undefined;
    }
  }

  function remember(key: string, result: DiagramResult): void {
    memory.set(key, result);
    const file = cacheFile(key);
    // Only drawings are kept on disk: a broken diagram is parsed again, so its message stays current.
    if (!file || !result.ok) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Through a temporary file: a build cut off mid-write leaves no half entry.
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify(result));
    fs.renameSync(temporary, file);
  }

  async function closeBrowser(): Promise<void> {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    const browser = browserPromise;
    browserPromise = undefined;
    if (!browser) return;
    try {
      await (await browser).close();
    } catch {
      // It never started: nothing to close.
    }
  }

  /** With closeWhenIdleMs: the browser closes when that long has passed without a drawing under way. */
  function whenIdle(): void {
    if (closeWhenIdleMs === undefined || drawing > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void closeBrowser(), closeWhenIdleMs);
    // An idle timer does not keep the process alive (a build's last step closes the browser anyway).
    idleTimer.unref?.();
  }

  async function draw(keys: readonly string[], sources: readonly string[], prefix: string, mode: ColorMode): Promise<DiagramResult[]> {
    drawing += 1;
    clearTimeout(idleTimer);
    try {
      const settled = await drawInBatch(sources, `${prefix}-${mode}`, mode);
      return settled.map((outcome, index) => {
        const result: DiagramResult =
          outcome.status === 'fulfilled'
            ? {
                ok: true,
                svg: outcome.value.svg,
                ...(outcome.value.title ? { title: outcome.value.title } : {}),
                ...(outcome.value.description ? { description: outcome.value.description } : {}),
              }
            : { ok: false, message: parserMessage(outcome.reason) };
        if (result.ok) stats.drawn += 1;
        remember(keys[index], result);
        return result;
      });
    } finally {
      drawing -= 1;
      whenIdle();
    }
  }

  return {
    stats,
    async render({ prefix, sources }, mode) {
      const keys = sources.map((source, index) => keyOf(`${prefix}-${mode}-${index}`, source, mode));
      const known = keys.map((key) => cached(key) ?? pending.get(key));
      if (known.every((result) => result !== undefined)) {
        stats.fromCache += sources.length;
        return Promise.all(known);
      }
      // Drawn as one batch of the whole file, so each SVG's id is that of its place in the file.
      const results = draw(keys, sources, prefix, mode);
      keys.forEach((key, index) => {
        const one = results.then((all) => all[index]);
        // Whoever waits for it sees a failure; unwaited, it is this call's own, not an unhandled one.
        one.catch(() => undefined);
        pending.set(key, one);
      });
      try {
        return await results;
      } finally {
        for (const key of keys) pending.delete(key);
      }
    },
    isDrawn({ prefix, sources }, mode) {
      return sources.every((source, index) => cached(keyOf(`${prefix}-${mode}-${index}`, source, mode))?.ok === true);
    },
    async start() {
      try {
        await launch();
      } catch (error) {
        throw new NoBrowserError(`the browser at ${executablePath} did not start (${firstLine(error)})`);
      }
      whenIdle();
    },
    close: closeBrowser,
  };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? text
  );
}

/** mermaid's parse errors are several lines ('Parse error on line 3:', the line, a caret, 'Expecting …'). */
function parserMessage(reason: unknown): string {
  const text = typeof reason === 'object' && reason !== null && 'message' in reason ? String((reason as { message: unknown }).message) : String(reason);
  return text.trim();
}

interface BuildState {
  renderer?: DiagramRenderer | NoBrowserError;
  warned: boolean;
}

/**
 * One per process, on globalThis: gatsby-config.ts and gatsby-node.ts are compiled into separate
 * bundles, each with its own copy of this module, and both must use the same browser.
 */
function buildState(): BuildState {
  const key = Symbol.for('fms.buildTimeDiagrams');
  const registry = globalThis as unknown as Record<symbol, BuildState | undefined>;
  registry[key] ??= { warned: false };
  return registry[key];
}

/**
 * What a drawing depends on besides its text, mode, id and the mermaid packages' versions: this
 * file's own source (the code that draws: batches, ids, configuration) and the browser (its path,
 * size and date). Undefined when this source is not at `root` (a site not built from its sources):
 * then nothing is kept on disk.
 */
export function diagramCacheVersion(executablePath: string, root: string = process.cwd()): string | undefined {
  const source = path.join(root, 'src', 'node', 'mdx', 'mermaidRenderer.ts');
  if (!fs.existsSync(source)) return undefined;
  let browser = executablePath;
  try {
    const real = fs.realpathSync(executablePath);
    const { size, mtimeMs } = fs.statSync(real);
    browser = `${real} ${size} ${mtimeMs}`;
  } catch {
    // A browser that is not there does not start either.
  }
  return `${codeVersion([source])}/${browser}`;
}

/**
 * The build's renderer, made on first use from the environment, with its SVG cache in
 * node_modules/.cache/fms-mermaid (src/node/buildCache.ts: a clean build finds the drawings of the
 * one before); a NoBrowserError when there is no browser to draw with.
 */
export function diagramRendererFromEnvironment(): DiagramRenderer | NoBrowserError {
  const state = buildState();
  if (state.renderer) return state.renderer;
  const found = findChromium();
  state.renderer =
    'missing' in found
      ? new NoBrowserError(found.missing)
      : createDiagramRenderer({
          executablePath: found.executablePath,
          ...diagramCache(found.executablePath),
          // gatsby develop keeps its browser for the next edit; a build draws all early and lets it go.
          closeWhenIdleMs: process.env.gatsby_executing_command === 'develop' ? undefined : BUILD_IDLE_CLOSE_MS,
        });
  return state.renderer;
}

function diagramCache(executablePath: string): Pick<RendererOptions, 'cacheDir' | 'cacheVersion'> {
  const cacheVersion = diagramCacheVersion(executablePath);
  return cacheVersion ? { cacheDir: buildCacheDir('fms-mermaid'), cacheVersion } : {};
}

/** Marks the environment's renderer as unusable (its browser did not start): the rest of the build falls back. */
export function giveUpOnEnvironmentRenderer(reason: NoBrowserError): void {
  const state = buildState();
  const current = state.renderer;
  state.renderer = reason;
  if (current && !(current instanceof NoBrowserError)) void current.close();
}

/**
 * Before the bundles are made: whether diagrams are drawn at build time in this build (the browser
 * is found and starts). When not, the reason, already warned about once. Given the diagrams a build
 * will ask for (`ahead`), and all of them are drawn already (the cache in node_modules/.cache), the
 * browser is not started: none is needed.
 */
export async function prepareBuildTimeDiagrams(warn: (message: string) => void, ahead?: readonly DiagramBatch[]): Promise<true | NoBrowserError> {
  const renderer = diagramRendererFromEnvironment();
  if (renderer instanceof NoBrowserError) {
    warnOnceAboutFallback(renderer, warn);
    return renderer;
  }
  if (ahead?.every((batch) => renderer.isDrawn(batch, 'light') && renderer.isDrawn(batch, 'dark'))) return true;
  try {
    await renderer.start();
    return true;
  } catch (error) {
    const reason = error instanceof NoBrowserError ? error : new NoBrowserError(firstLine(error));
    giveUpOnEnvironmentRenderer(reason);
    warnOnceAboutFallback(reason, warn);
    return reason;
  }
}

/** The one warning of a build whose diagrams are left to the reader's browser. */
export function warnOnceAboutFallback(reason: NoBrowserError, warn: (message: string) => void): void {
  const state = buildState();
  if (state.warned) return;
  state.warned = true;
  warn(fallbackWarning(reason));
}

export function fallbackWarning(reason: NoBrowserError): string {
  return (
    `Diagrams are not drawn at build time: ${reason.message}. Pages with a diagram fall back to drawing it in the reader's ` +
    `browser (mermaid, about 230 KB gzip). Set ${CHROMIUM_PATH_VARIABLE} to a Chromium or Chrome executable to draw them ` +
    `at build time (README, "Diagrams at build time").`
  );
}

/** Closes the build's browser (after the bundles are made) and returns what it did, for the build log. */
export async function closeEnvironmentRenderer(): Promise<RendererStats | undefined> {
  const current = buildState().renderer;
  if (!current || current instanceof NoBrowserError) return undefined;
  await current.close();
  return current.stats;
}
