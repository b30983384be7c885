/**
 * The browser tests' one support layer (the e2e files and the development-server build test):
 * Debian's Chromium driven by playwright, one browser per test file (browserSuite), one context
 * per case (withPage: viewport × colour scheme), on the shipped site, a fixture site (fixtureSite) or
 * any served site (siteAt), every page of the context — a second tab or a pop-up too — held to a
 * same-origin guard and a console-error guard, and axe where a test asks (expectHealthyPage).
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { withEverythingLaidOut } from '../../scripts/first-load';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { fixtureSiteBuild } from './fixtures';
import { HEAD_SCRIPT_FILE } from '../../src/node/deploy/siteInlineScripts';

export const BASE_URL = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through jest (global-setup starts the server).');
  return url;
};

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export const VARIANTS = [
  { name: 'desktop light', viewport: DESKTOP, colorScheme: 'light' },
  { name: 'desktop dark', viewport: DESKTOP, colorScheme: 'dark' },
  { name: 'phone light', viewport: PHONE, colorScheme: 'light' },
  { name: 'phone dark', viewport: PHONE, colorScheme: 'dark' },
] as const;
export type Variant = (typeof VARIANTS)[number];

/** The two widths every behaviour is tested at: `describe.each(WIDTHS)('… at $name width', ({ viewport }) => …)`. */
export const WIDTHS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

/**
 * The browser the tests drive: $CHROME_PATH when set; else Debian's `chromium-headless-shell` (the
 * same Chromium built without the browser's UI, what Playwright itself runs headless); else Debian's
 * `chromium`. The shell takes about a third less CPU for the same tests (api.test.ts 93 → 60 s of
 * CPU on the loaded machine; decision 0028), and the browser tests share two cores, so `.ci/run`
 * installs it.
 */
export const TEST_BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;
export function testBrowserPath(env: NodeJS.ProcessEnv = process.env, exists: (file: string) => boolean = fs.existsSync): string {
  return env.CHROME_PATH || (TEST_BROWSERS.find((file) => exists(file)) ?? TEST_BROWSERS[TEST_BROWSERS.length - 1]);
}

async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: testBrowserPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface VisitContext {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every URL requested outside the site's origin. */
  readonly foreignRequests: string[];
  readonly consoleErrors: string[];
  readonly consoleWarnings: string[];
  /** Uncaught errors thrown in the page (also in consoleErrors). */
  readonly pageErrors: string[];
  /** Every URL of the context that answered 404. */
  readonly notFoundResponses: string[];
}

export interface ContextOptions {
  readonly viewport?: { width: number; height: number };
  /** The reader's stored theme choice ('light' | 'dark'); the page is otherwise in the site default. */
  readonly theme?: 'light' | 'dark';
  readonly colorScheme?: 'light' | 'dark';
  readonly initScript?: string;
  readonly reducedMotion?: 'reduce' | 'no-preference';
  readonly javaScriptEnabled?: boolean;
  /** The site's own origin, for the same-origin guard: the site's (by default the shipped site's server). */
  readonly origin?: string;
}

/** Pages opened by openScriptlessPage: their scripts fail on purpose, so their console errors are not held against the case. */
const scriptlessPages = new WeakSet<Page>();

async function newContext(browser: Browser, options: ContextOptions): Promise<VisitContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
  });
  if (options.theme) {
    await context.addInitScript(`try { localStorage.setItem('theme', '${options.theme}') } catch (e) {}`);
  }
  if (options.initScript) await context.addInitScript(options.initScript);
  const origin = options.origin ?? new URL(BASE_URL()).origin;
  const visitContext = {
    context,
    foreignRequests: [] as string[],
    consoleErrors: [] as string[],
    consoleWarnings: [] as string[],
    pageErrors: [] as string[],
    notFoundResponses: [] as string[],
  };
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:') && url !== 'about:blank') {
      visitContext.foreignRequests.push(url);
    }
  });
  context.on('response', (response) => {
    if (response.status() === 404) visitContext.notFoundResponses.push(response.url());
  });
  // Every page the context opens (the first, a second tab a case opens, a pop-up) has its console
  // watched, except a scriptless one (openScriptlessPage), whose blocked scripts fail on purpose.
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (scriptlessPages.has(page)) return;
      if (message.type() === 'error') visitContext.consoleErrors.push(message.text());
      if (message.type() === 'warning') visitContext.consoleWarnings.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (scriptlessPages.has(page)) return;
      visitContext.consoleErrors.push(String(error));
      visitContext.pageErrors.push(String(error));
    });
  });
  const page = await context.newPage();
  return { ...visitContext, page };
}

/** A site the browser tests open: the shipped build (global-setup's server) or a fixture build. */
export interface ServedSite {
  /** The absolute URL of a route (a fixture's routes include its path prefix). */
  url(route: string): string;
  /** The origin the same-origin guard allows. */
  origin(): string;
}

export const shippedSite: ServedSite = {
  url: (route) => new URL(route, BASE_URL()).toString(),
  origin: () => new URL(BASE_URL()).origin,
};

/** A site served at `base()` (read when a case runs: a server started in beforeAll), its routes appended to it. */
export function siteAt(base: () => string): ServedSite {
  return { url: (route) => `${base()}${route}`, origin: () => new URL(base()).origin };
}

/**
 * A fixture site built by scripts/build-fixture-site.sh <name>, served by scripts/serve.ts on its own
 * 127.0.0.1 port from beforeAll to afterAll of the test file (the shipped build keeps the global server).
 */
export function fixtureSite(name: string, prefix: string): ServedSite {
  let server: StaticServer | undefined;
  beforeAll(async () => {
    server = await startStaticServer(fixtureSiteBuild(name), { prefix });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return siteAt(() => {
    if (!server) throw new Error(`The fixture site ${name} is served from beforeAll: use it inside a test.`);
    return server.url;
  });
}

let suiteBrowser: Browser | undefined;

/**
 * Launches Chromium once for the test file (beforeAll) and closes it after its tests (afterAll).
 * Returns an accessor for the tests that need the browser itself; withPage uses it too.
 */
export function browserSuite(): () => Browser {
  beforeAll(async () => {
    suiteBrowser = await launchBrowser();
  });
  afterAll(async () => {
    await suiteBrowser?.close();
    suiteBrowser = undefined;
  });
  return () => {
    if (!suiteBrowser) throw new Error('No browser: call browserSuite() at the top of the test file and use the browser inside its tests.');
    return suiteBrowser;
  };
}

export interface PageOptions extends ContextOptions {
  /** The site the page is on, whose origin the same-origin guard allows: the shipped site by default. */
  readonly site?: ServedSite;
  /** Opened (on `site`) before the callback runs, which then starts on the hydrated page. */
  readonly route?: string;
  /**
   * Accepts the console's 404 resource errors: a not-found page logs one, and a site may prefetch a
   * route it does not build (a fixture, or a navbar link to a part of the site not built yet).
   */
  readonly allowNotFound?: boolean;
  /** For a test that breaks the page on purpose (a crash, an aborted request): its console errors are expected; the same-origin guard still holds. */
  readonly allowConsoleErrors?: boolean;
}

const NOT_FOUND_RESOURCE = /^Failed to load resource: the server responded with a status of 404/;

const consoleErrorsOf = (visitContext: VisitContext, allowNotFound = false): string[] =>
  allowNotFound ? visitContext.consoleErrors.filter((e) => !NOT_FOUND_RESOURCE.test(e)) : visitContext.consoleErrors;

/** The guards every page of every browser test is held to: nothing requested outside the site's origin, no console error. */
function expectGuards(visitContext: VisitContext, options: Pick<PageOptions, 'allowNotFound' | 'allowConsoleErrors'>): void {
  expect(visitContext.foreignRequests).toEqual([]);
  if (options.allowConsoleErrors) return;
  const errors = consoleErrorsOf(visitContext, options.allowNotFound);
  // A 404's console error does not say which resource: the failure lists them.
  const notFound = errors.some((error) => NOT_FOUND_RESOURCE.test(error)) ? visitContext.notFoundResponses.map((url) => `(404: ${url})`) : [];
  expect([...errors, ...notFound]).toEqual([]);
}

/**
 * Runs `fn` on a page in a fresh browser context (viewport, colour scheme, stored theme, init script,
 * JavaScript on or off) of the file's browserSuite, with the same-origin guard and the console-error
 * capture attached; when `fn` has passed, asserts the guards; closes the context whatever happens.
 */
export async function withPage<T>(options: PageOptions, fn: (visitContext: VisitContext) => Promise<T>): Promise<T> {
  if (!suiteBrowser) throw new Error('No browser: call browserSuite() at the top of the test file.');
  const site = options.site ?? shippedSite;
  const visitContext = await newContext(suiteBrowser, { ...options, origin: options.origin ?? site.origin() });
  try {
    if (options.route !== undefined) {
      await visitContext.page.goto(site.url(options.route), { waitUntil: 'load' });
      await waitForHydration(visitContext.page);
    }
    const result = await fn(visitContext);
    expectGuards(visitContext, options);
    return result;
  } finally {
    await visitContext.context.close();
  }
}

/**
 * Another page in the case's context with its scripts blocked (every request matching `scripts`
 * aborted, but the head script's file), for what the server HTML and the head script do alone. The
 * aborted scripts' console errors are expected, so this page's console is not held against the case;
 * the same-origin guard still holds for it.
 */
export async function openScriptlessPage({ context }: Pick<VisitContext, 'context'>, scripts: RegExp = /\.js(\?.*)?$/): Promise<Page> {
  const page = await context.newPage();
  scriptlessPages.add(page);
  await page.route(scripts, (route) =>
    HEAD_SCRIPT_FILE.test(new URL(route.request().url()).pathname.split('/').pop() ?? '') ? route.continue() : route.abort(),
  );
  return page;
}

/**
 * Waits until React has hydrated the page and run its effects (gatsby-browser sets html[data-hydrated]),
 * and, on a large API's page, until the whole sidebar has replaced the bounded one of the server HTML
 * (html[data-api-sidebar-pending], src/apiReference/sidebar/useApiSidebar.ts): on a busy machine that
 * transition can end well after hydration, and a test that tabbed through or measured the sidebar
 * before it saw the wrong one. The route announcer is no sign of either: it is in the server HTML.
 * Pages whose scripts a test blocks never hydrate: after 15 s the wait gives up quietly and the
 * test's own assertions decide.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const hydrated = await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15000 }).then(
    () => true,
    () => false,
  );
  if (hydrated) await page.waitForSelector('html:not([data-api-sidebar-pending])', { state: 'attached', timeout: 30000 }).catch(() => undefined);
}

export async function visit(page: Page, route: string): Promise<number> {
  const response = await page.goto(new URL(route, BASE_URL()).toString(), { waitUntil: 'load' });
  await waitForHydration(page);
  return response?.status() ?? 0;
}

/**
 * The states of a page's diagrams: 'static' when drawn at build time (src/mdx/BuildTimeDiagram.tsx);
 * the browser fallback (src/mdx/MermaidDiagram.tsx) draws one when it comes near the viewport, so
 * each is scrolled to in turn and waited for until drawn (or failed), then the page scrolls back up.
 */
export async function drawAllDiagrams(page: Page): Promise<string[]> {
  const figures = page.locator('figure[data-mermaid-state]');
  const count = await figures.count();
  for (let i = 0; i < count; i += 1) {
    await figures.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction((index) => document.querySelectorAll('figure[data-mermaid-state]')[index]?.getAttribute('data-mermaid-state') !== 'loading', i, {
      timeout: 30000,
    });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return figures.evaluateAll((els) => els.map((e) => e.getAttribute('data-mermaid-state') ?? ''));
}

/** The axe tags every check runs: WCAG 2.x A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) and returns readable violations.
 * In legacy mode: axe.run() in the page itself. The default mode runs axe per frame (runPartial) and
 * then opens a blank page to merge the frames' results (finishRun), which took about 40 % of each
 * analysis (an API index page: 12.4 → 7.3 s on a loaded machine) for frames this site never has
 * (no iframes: the same-origin guard would catch a foreign one, and the sanitiser removes any from a
 * document's Markdown). Same rules, same results.
 *
 * The violations only: axe's `resultTypes` keeps every violating node and one node of each passing or
 * incomplete rule, so it computes the CSS selectors of a few nodes instead of every node of the page
 * (most of its time after the rules: an API index of 2,300 elements 5.0 → 2.4 s, a concept page
 * 3.6 → 1.6 s, on a loaded machine). The rules, and so the violations, are the same. `options()`
 * replaces the builder's whole options object, `runOnly` too: it must come before `withTags`, or
 * every rule of axe would run, tagged or not.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Every part laid out, those the browser skips until the reader comes near too (decision 0038).
  const results = await withEverythingLaidOut(page, () =>
    new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .withTags([...AXE_TAGS])
      .analyze(),
  );
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

/**
 * The checks every browser test ends with: axe clean, nothing outside the origin, no page errors.
 * `allowNotFound` accepts the 404 responses a not-found page (or a prefetch of a route that a later
 * part of the site will add) logs.
 */
export async function expectHealthyPage(visitContext: VisitContext, options: { allowNotFound?: boolean } = {}): Promise<void> {
  expect(await axeViolations(visitContext.page)).toEqual([]);
  expectGuards(visitContext, options);
}

/**
 * Every request-sample tab's code on an operation page as it is now (sample id → code), read by
 * clicking through the tabs: what a reader sees in each language after a choice (issues 42, 43).
 */
export async function sampleTabCodes(page: Page): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  const tabs = page.getByRole('tablist', { name: 'Request sample languages' }).getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    const panel = page.locator('[role="tabpanel"][data-sample-id]');
    codes.set((await panel.getAttribute('data-sample-id')) ?? '', (await panel.locator('pre').textContent()) ?? '');
  }
  return codes;
}
