/**
 * What a first visit to a page downloads, measured in Chromium (playwright) with an empty cache,
 * without scrolling: every response from the navigation until the load event, network idle, an idle
 * period of the main thread and no `aria-busy` element (see settle()), each body gzip-sized (level 9,
 * as scripts/serve.ts and most hosts send it). Shared by __tests__/e2e/budgets.test.ts and
 * scripts/bench-pages.ts; the definition is recorded in docs/decisions/0007-quality-gates.md.
 *
 * - js: scripts the page runs (the `<script src>` of the HTML, the chunks the Gatsby loader adds, the
 *   lazy chunks the page asks for without being scrolled, such as mermaid for a diagram near the
 *   first viewport);
 * - css: stylesheet files plus the inline `<style>` of the HTML (Gatsby inlines the global CSS);
 * - html: the document; pageData: page-data.json, app-data.json and static-query results;
 * - prefetch: requests made only for a later navigation (`<link rel=prefetch>`); not in the totals.
 */
import zlib from 'node:zlib';
import type { BrowserContext, Page, Request } from 'playwright';

export interface FirstLoad {
  readonly status: number;
  readonly requests: number;
  readonly js: number;
  readonly css: number;
  readonly html: number;
  readonly pageData: number;
  readonly prefetch: number;
  readonly scripts: { readonly path: string; readonly gzip: number }[];
  /** The SVG files loaded (images, CSS images, `<use>` of another file, the favicon): the browser builds a document for each on the page's main thread. */
  readonly svgFiles: string[];
}

interface Entry {
  readonly url: string;
  readonly type: string;
  readonly status: number;
  readonly prefetch: boolean;
  readonly gzip: number;
  readonly svg: boolean;
}

export const gzipSize = (buffer: Buffer): number => zlib.gzipSync(buffer, { level: 9 }).length;

function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '');
}

/**
 * Waits until the first load is over: the network is idle (no request for 500 ms), the main thread
 * has had an idle period (work a page defers until idle, such as loading mermaid for a diagram in
 * view, has started) and nothing is `aria-busy` (such work has finished, including chunks it asks
 * for later); then the network is idle again. Repeated until a round starts no request, so a slow
 * machine cannot end the measurement between two steps of deferred work.
 */
async function settle(page: Page): Promise<void> {
  let requests = 0;
  const count = () => {
    requests += 1;
  };
  page.on('request', count);
  try {
    for (let round = 0; round < 5; round += 1) {
      const before = requests;
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 5000 }) : setTimeout(resolve, 50),
          ),
      );
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 60000 });
      await page.waitForLoadState('networkidle');
      if (requests === before) return;
    }
  } finally {
    page.off('request', count);
  }
}

/** `context` must be a fresh context (empty cache). */
export async function measureFirstLoad(context: BrowserContext, url: string): Promise<FirstLoad> {
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const entries: Entry[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        let body: Buffer = Buffer.alloc(0);
        try {
          body = await response.body();
        } catch {
          // redirects and aborted requests have no body
        }
        entries.push({
          url: response.url(),
          type: request.resourceType(),
          status: response.status(),
          prefetch: isPrefetch(request),
          gzip: body.length ? gzipSize(body) : 0,
          svg: /^image\/svg\+xml\b/.test(response.headers()['content-type'] ?? ''),
        });
      })(),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  // Hydrated (gatsby-browser sets html[data-hydrated]); the route announcer is already in the server HTML.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15000 }).catch(() => undefined);
  await settle(page);
  await Promise.all(pending);
  const inlineCss = await page.evaluate(() => {
    const html = document.documentElement.outerHTML;
    return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  });
  await page.close();

  const loaded = entries.filter((entry) => !entry.prefetch);
  const sum = (filter: (entry: Entry) => boolean): number => loaded.filter(filter).reduce((total, entry) => total + entry.gzip, 0);
  const isPageData = (entry: Entry): boolean => /\/page-data\//.test(new URL(entry.url).pathname);
  return {
    status: response ? response.status() : 0,
    requests: loaded.length,
    js: sum((entry) => entry.type === 'script'),
    css: sum((entry) => entry.type === 'stylesheet') + (inlineCss ? gzipSize(Buffer.from(inlineCss)) : 0),
    html: sum((entry) => entry.type === 'document'),
    pageData: sum((entry) => entry.type !== 'script' && isPageData(entry)),
    prefetch: entries.length - loaded.length,
    scripts: loaded
      .filter((entry) => entry.type === 'script')
      .map((entry) => ({ path: new URL(entry.url).pathname, gzip: entry.gzip }))
      .sort((a, b) => b.gzip - a.gzip),
    svgFiles: loaded.filter((entry) => entry.svg).map((entry) => new URL(entry.url).pathname),
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs `measure` with every part of the page laid out. Parts with `content-visibility: auto` (the
 * operation page's responses, decision 0038) are skipped until they come near the viewport: a height
 * would count their estimated size, and axe cannot see the colours of what is not painted. An inline
 * style set from script (which the pages' CSP allows) lays them out; put back afterwards.
 */
export async function withEverythingLaidOut<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.setProperty('content-visibility', 'visible');
      element.dataset.fmsLaidOut = '';
    }
  });
  try {
    return await measure();
  } finally {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-fms-laid-out]')) {
        element.style.removeProperty('content-visibility');
        if (element.getAttribute('style') === '') element.removeAttribute('style');
        delete element.dataset.fmsLaidOut;
      }
    });
  }
}

/** The page's height with every part laid out (not the estimates of the parts not laid out yet). */
export function renderedHeight(page: Page): Promise<number> {
  return withEverythingLaidOut(page, () => page.evaluate(() => document.documentElement.scrollHeight));
}
