/**
 * Browser-test helpers: Debian's Chromium driven by playwright-core, one browser per test file,
 * one context per case (viewport × colour scheme), axe on every visited page, and a guard that fails
 * when a page requests anything outside the site's own origin.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
}

export interface ContextOptions {
  readonly viewport?: { width: number; height: number };
  /** The reader's stored theme choice ('light' | 'dark'); the page is otherwise in the site default. */
  readonly theme?: 'light' | 'dark';
  readonly colorScheme?: 'light' | 'dark';
  readonly initScript?: string;
  readonly reducedMotion?: 'reduce' | 'no-preference';
  /** The site's own origin, for the same-origin guard: the shipped site's server unless a fixture site's is given. */
  readonly origin?: string;
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<VisitContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  if (options.theme) {
    await context.addInitScript(`try { localStorage.setItem('theme', '${options.theme}') } catch (e) {}`);
  }
  if (options.initScript) await context.addInitScript(options.initScript);
  const origin = options.origin ?? new URL(BASE_URL()).origin;
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];
  const consoleWarnings: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:') && url !== 'about:blank') {
      foreignRequests.push(url);
    }
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'warning') consoleWarnings.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { context, page, foreignRequests, consoleErrors, consoleWarnings };
}

/**
 * Waits until React has hydrated the page and run its effects (gatsby-browser sets html[data-hydrated]).
 * The route announcer is no sign of it: it is in the server HTML. Pages whose scripts a test blocks
 * never hydrate: after 15 s the wait gives up quietly and the test's own assertions decide.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15000 }).catch(() => undefined);
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
    await page.waitForFunction((index) => document.querySelectorAll('figure[data-mermaid-state]')[index]?.getAttribute('data-mermaid-state') !== 'loading', i, { timeout: 30000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return figures.evaluateAll((els) => els.map((e) => e.getAttribute('data-mermaid-state') ?? ''));
}

/** Runs axe-core (WCAG 2.x A/AA and best practices) and returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

const NOT_FOUND_RESOURCE = /^Failed to load resource: the server responded with a status of 404/;

/**
 * The checks every browser test ends with: axe clean, nothing outside the origin, no page errors.
 * `allowNotFound` accepts the 404 responses a not-found page (or a prefetch of a route that a later
 * part of the site will add) logs.
 */
export async function expectHealthyPage(visitContext: VisitContext, options: { allowNotFound?: boolean } = {}): Promise<void> {
  expect(await axeViolations(visitContext.page)).toEqual([]);
  expect(visitContext.foreignRequests).toEqual([]);
  const errors = options.allowNotFound ? visitContext.consoleErrors.filter((e) => !NOT_FOUND_RESOURCE.test(e)) : visitContext.consoleErrors;
  expect(errors).toEqual([]);
}
