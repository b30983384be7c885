/**
 * A fixture site built by scripts/build-fixture-site.sh <name> into .fixture-builds/<name>, served on its
 * own 127.0.0.1 port (the shipped build keeps the global server), and pages opened on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, waitForHydration } from './browser';
import { startServer } from './server';

export interface FixtureServer {
  /** The absolute URL of a route on the fixture server (routes include the fixture's path prefix). */
  url(route: string): string;
  stop(): Promise<void>;
}

export async function startFixtureServer(name: string, prefix: string): Promise<FixtureServer> {
  const build = path.resolve(__dirname, '../../../.fixture-builds', name);
  if (!fs.existsSync(path.join(build, 'index.html'))) {
    throw new Error(`No fixture build in ${build}: run "bash scripts/build-fixture-site.sh ${name}" (npm test does).`);
  }
  const server = await startServer(build, prefix);
  return { url: (route) => `${server.url}${route}`, stop: () => server.stop() };
}

export interface FixtureSuite {
  readonly browser: Browser;
  readonly server: FixtureServer;
}

/**
 * For a test file on a fixture site: serves the site and launches Chromium before its tests, stops
 * both after them. The returned object is filled in by `beforeAll`: read its fields inside tests.
 */
export function fixtureSuite(name: string, prefix: string): FixtureSuite {
  const suite = {} as { browser: Browser; server: FixtureServer };
  beforeAll(async () => {
    suite.server = await startFixtureServer(name, prefix);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

export interface FixturePage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught errors thrown in the page. */
  readonly errors: string[];
}

/** Opens a URL in a new context and waits for React to hydrate. */
export async function openFixturePage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } = DESKTOP,
  init?: string,
): Promise<FixturePage> {
  const context = await browser.newContext({ viewport });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await waitForHydration(page);
  return { context, page, errors };
}
