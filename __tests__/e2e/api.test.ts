/**
 * The API reference in the built site (issue 4): every operation of both documents has its page,
 * reachable from the API sidebar; the overview and index pages link the two downloads; schema
 * nodes fold; the copy button copies the curl sample; pages pass axe in light and dark, at
 * desktop and 390 px, and run no script from the documents.
 */
import fs from 'node:fs';
import path from 'node:path';
import { operationSlug } from '../../src/openapi/slug';
import { parseAtom, parseRss } from '../support/parseFeeds';
import {
  BASE_URL,
  DESKTOP,
  PHONE,
  VARIANTS,
  browserSuite,
  expectHealthyPage as expectHealthyShell,
  visit,
  withPage,
  type VisitContext,
} from '../support/browser';

const OVERVIEW = '/docs/api/openapi-document-on-azure-functions';
/** A schema page (issue 24): the Portal API's Asset, used by the asset operations. */
const SCHEMA_PAGE = '/docs/api/portal-api/schemas/asset';
const APIS = [
  { id: 'portal-api', label: 'Portal API', file: 'Portal-v1.json' },
  { id: 'ac-api', label: 'Access Control API', file: 'AC-v1.json' },
] as const;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/**
 * An operation page's page-data.json holds its own operation's data (`apiOperation.data`) and what
 * belongs to that page only (breadcrumbs, previous/next, the overview route, static-query hashes),
 * never the apiSidebar: every API page reads that from one shared static query
 * (docs/decisions/0009-api-reference-scaling.md). Measured on the shipped documents: page data
 * 6.6–43 KB, of which 0.7–1.0 KB is not the operation's own data (with the sidebar in the context
 * that rest was about 22 KB, and grew with every operation). Byte budgets from that measurement.
 */
const PAGE_DATA_BUDGET_BYTES = 64 * 1024;
const PAGE_DATA_REST_BUDGET_BYTES = 2 * 1024;
const OPERATION_ROUTE = /"(\/docs\/api\/[a-z0-9-]+\/[a-z0-9-]+)"/g;

interface OperationPageDataJson {
  readonly result: {
    readonly data: { readonly apiOperation: { readonly data: { readonly path: string; readonly method: string } } };
    readonly pageContext: { readonly previous: { readonly href: string } | null; readonly next: { readonly href: string } | null };
  };
  readonly staticQueryHashes: readonly string[];
}

interface ExpectedOperation {
  readonly api: string;
  readonly method: string;
  readonly path: string;
  readonly title: string;
  readonly route: string;
}

interface SpecJson {
  readonly paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
  readonly tags?: { name: string }[];
}

const readSpec = (file: string): SpecJson => JSON.parse(fs.readFileSync(path.join(__dirname, '../../static', file), 'utf8')) as SpecJson;

/** Enumerated from the JSON files themselves; slugs follow the documented rule (kebab-case operationId). */
const OPERATIONS: readonly ExpectedOperation[] = APIS.flatMap((api) =>
  Object.entries(readSpec(api.file).paths).flatMap(([pathTemplate, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        api: api.id,
        method: method.toUpperCase(),
        path: pathTemplate,
        title: operation.summary ?? operation.operationId ?? `${method.toUpperCase()} ${pathTemplate}`,
        route: `/docs/api/${api.id}/${operationSlug({ operationId: operation.operationId, method, path: pathTemplate })}`,
      })),
  ),
);

const url = (route: string): string => new URL(route, BASE_URL()).toString();
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const decodeHtml = (html: string): string =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += width) await Promise.all(items.slice(start, start + width).map(task));
}

/**
 * No request left the origin, no console error, and a 404 only for a prefetch outside the API
 * reference (a navbar link to a part of the site that is not built yet): nothing under /docs/api,
 * and no API document, may be missing.
 */
async function expectCleanRun(visitContext: VisitContext): Promise<void> {
  await visitContext.page.waitForLoadState('networkidle').catch(() => undefined);
  expect(visitContext.notFoundResponses.filter((address) => !new URL(address).pathname.startsWith('/page-data/') || address.includes('/docs/api'))).toEqual([]);
  expect(visitContext.foreignRequests).toEqual([]);
  expect(visitContext.consoleErrors.filter((error) => !/^Failed to load resource: .* 404/.test(error))).toEqual([]);
}

/** The above, plus the shell's checks: axe clean (WCAG 2.2 AA and best practices). */
async function expectHealthyPage(visitContext: VisitContext): Promise<void> {
  await expectCleanRun(visitContext);
  await expectHealthyShell(visitContext, { allowNotFound: true });
}

browserSuite();

describe('every operation has its page (plain HTTP)', () => {
  test('both documents are enumerated: 160 portal and 21 access-control operations, unique routes', () => {
    expect(OPERATIONS.filter((op) => op.api === 'portal-api')).toHaveLength(160);
    expect(OPERATIONS.filter((op) => op.api === 'ac-api')).toHaveLength(21);
    expect(new Set(OPERATIONS.map((op) => op.route)).size).toBe(OPERATIONS.length);
    expect(OPERATIONS.map((op) => op.route)).toEqual(
      expect.arrayContaining([
        '/docs/api/ac-api/change-tenant',
        '/docs/api/ac-api/get-users-or-groups-names-by-id',
        '/docs/api/portal-api/recreate-qr-for-asset',
      ]),
    );
  });

  test('each route answers 200 with the title, method and path in the article', async () => {
    const problems: string[] = [];
    await inBatches(OPERATIONS, 12, async (op) => {
      const response = await fetch(url(op.route));
      const html = await response.text();
      const article = /<article\b[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
      if (response.status !== 200) problems.push(`${op.route}: status ${response.status}`);
      else if (!article.includes(`data-method="${op.method.toLowerCase()}">${op.method}<`)) problems.push(`${op.route}: no ${op.method} badge`);
      else if (!article.includes(`>${escapeHtml(op.path)}</span>`)) problems.push(`${op.route}: no path ${op.path}`);
      else if (!decodeHtml(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(article)?.[1] ?? '').includes(op.title)) problems.push(`${op.route}: no title "${op.title}"`);
    });
    expect(problems).toEqual([]);
  });

  test('each page carries only its own operation: page data within budget, no other operation, never the whole document', async () => {
    const wholeDocument = fs.statSync(path.join(__dirname, '../../static/Portal-v1.json')).size;
    const problems: string[] = [];
    await inBatches(OPERATIONS, 12, async (op) => {
      const response = await fetch(url(`/page-data${op.route}/page-data.json`));
      const body = await response.text();
      const bytes = Buffer.byteLength(body);
      if (response.status !== 200) {
        problems.push(`${op.route}: page-data status ${response.status}`);
        return;
      }
      const json = JSON.parse(body) as OperationPageDataJson;
      // A JSON value, not a string of it (decision 0025): its bytes are its JSON's.
      const data = json.result.data.apiOperation.data;
      const rest = bytes - Buffer.byteLength(JSON.stringify(data));
      const { previous, next } = json.result.pageContext;
      const neighbours = [op.route, previous?.href, next?.href];
      const others = [...body.matchAll(OPERATION_ROUTE)].map((match) => match[1]).filter((route) => !neighbours.includes(route));
      if (bytes > PAGE_DATA_BUDGET_BYTES) problems.push(`${op.route}: page data ${bytes} B`);
      if (rest > PAGE_DATA_REST_BUDGET_BYTES) problems.push(`${op.route}: ${rest} B of page data besides the operation's own data`);
      if (others.length > 0) problems.push(`${op.route}: routes of other operations in the page data: ${others.slice(0, 3).join(', ')}…`);
      if (data.path !== op.path || data.method !== op.method) problems.push(`${op.route}: data of ${data.method} ${data.path}`);
    });
    expect(problems).toEqual([]);
    expect(PAGE_DATA_BUDGET_BYTES).toBeLessThan(wholeDocument / 8);
  });

  test('the apiSidebar is one static-query result that every API page shares', async () => {
    const hashesOf = async (route: string): Promise<readonly string[]> =>
      ((await (await fetch(url(`/page-data${route}/page-data.json`))).json()) as OperationPageDataJson).staticQueryHashes;
    const shared = new Map<string, number>();
    const pages = [OVERVIEW, ...APIS.map((api) => `/docs/api/${api.id}`), ...OPERATIONS.map((op) => op.route)];
    await inBatches(pages, 12, async (route) => {
      for (const hash of await hashesOf(route)) shared.set(hash, (shared.get(hash) ?? 0) + 1);
    });
    const everywhere = [...shared].filter(([, count]) => count === pages.length).map(([hash]) => hash);
    const sidebars: string[] = [];
    for (const hash of everywhere) {
      const body = await (await fetch(url(`/page-data/sq/d/${hash}.json`))).text();
      if (OPERATIONS.every((op) => body.includes(`"${op.route}"`))) sidebars.push(hash);
    }
    expect(sidebars).toHaveLength(1);
  });

  test('the two OpenAPI documents are published at the site root', async () => {
    for (const api of APIS) {
      const response = await fetch(url(`/${api.file}`));
      expect(response.status).toBe(200);
      expect((await response.json()) as object).toHaveProperty('openapi');
    }
  });
});

describe('in the browser', () => {
  test('the API sidebar links every operation, with its method badge, and marks the current page', async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/api/ac-api/change-tenant');
      const sidebar = page.getByRole('navigation', { name: 'API reference' });
      // Above SERVER_SIDEBAR_MAX_OPERATIONS the HTML holds the bounded sidebar; the whole one follows hydration.
      await page.waitForFunction(
        (count) => document.querySelectorAll('nav[aria-label="API reference"] a[href^="/docs/api/"]').length >= count,
        OPERATIONS.length,
      );
      const links = await sidebar.locator('a').evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), text: a.textContent ?? '' })));
      const hrefs = new Set(links.map((link) => link.href));
      expect(OPERATIONS.filter((op) => !hrefs.has(op.route)).map((op) => op.route)).toEqual([]);
      expect([...hrefs]).toEqual(expect.arrayContaining([OVERVIEW, '/docs/api/portal-api', '/docs/api/ac-api']));
      for (const op of OPERATIONS) {
        const link = links.find((candidate) => candidate.href === op.route);
        expect(link?.text.startsWith(op.method)).toBe(true);
      }
      expect(await sidebar.locator('[aria-current="page"]').getAttribute('href')).toBe('/docs/api/ac-api/change-tenant');
      await sidebar.locator('a[href="/docs/api/ac-api/authorize"]').click();
      await page.waitForURL(url('/docs/api/ac-api/authorize'));
      // Client-side navigation changes the address just before the new page renders.
      await page.locator('h1').filter({ hasText: "Check the caller's permissions" }).first().waitFor();
      expect(await page.locator('h1').textContent()).toBe("Check the caller's permissions");
      await expectCleanRun(visitContext);
    });
  });

  test('the current operation stays highlighted and scrolled into view, on load and after a client-side navigation', async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      /** Where the current link is, once it is `href` (the scroll happens in an effect after rendering). */
      const current = async (href: string): Promise<{ href: string | null; scrolled: boolean; visible: boolean }> => {
        // Settled only once the whole sidebar is there: a large API's server HTML holds a bounded one
        // (src/apiReference/sidebar/useApiSidebar.ts), replaced in a transition after hydration, and only then
        // does the sidebar scroll to the current entry.
        const state = ({ target, operations }: { target: string; operations: number }) => {
          const nav = document.querySelector('nav[aria-label="API reference"]');
          const whole = (nav?.querySelectorAll('a[href^="/docs/api/"]').length ?? 0) >= operations;
          const link = nav?.querySelector('[aria-current="page"]');
          const box = nav?.getBoundingClientRect();
          const rect = link?.getBoundingClientRect();
          const visible = !!box && !!rect && rect.top >= box.top && rect.bottom <= box.bottom;
          return {
            href: link?.getAttribute('href') ?? null,
            scrolled: (nav?.scrollTop ?? 0) > 0,
            visible,
            settled: whole && link?.getAttribute('href') === target && visible,
          };
        };
        const args = { target: href, operations: OPERATIONS.length };
        let result = await page.evaluate(state, args);
        for (let tries = 0; !result.settled && tries < 100; tries += 1) {
          await page.waitForTimeout(100);
          result = await page.evaluate(state, args);
        }
        const { settled: _settled, ...where } = result;
        return where;
      };
      // Layout shifts of the sidebar's elements: the whole sidebar replacing the bounded one must not move
      // what the reader saw (src/docs/Sidebar.tsx, CurrentEntryInPlace; it was 0.13 on the AC pages).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { sidebarShifts: number[] }).sidebarShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
            const nav = document.querySelector('nav[aria-label="API reference"]');
            if ((entry.sources ?? []).some((source) => !!source.node && !!nav?.contains(source.node))) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const last = OPERATIONS[OPERATIONS.length - 1];
      await visit(page, last.route);
      expect(await current(last.route)).toEqual({ href: last.route, scrolled: true, visible: true });
      expect(await page.evaluate(() => (window as unknown as { sidebarShifts: number[] }).sidebarShifts)).toEqual([]);
      const target = OPERATIONS[OPERATIONS.length - 12];
      await page.getByRole('navigation', { name: 'API reference' }).locator(`a[href="${target.route}"]`).click();
      await page.waitForURL(url(target.route));
      // Client-side navigation changes the address just before the new page renders.
      await page.locator('h1').filter({ hasText: target.title }).first().waitFor();
      expect(await page.locator('h1').textContent()).toBe(target.title);
      expect(await current(target.route)).toEqual({ href: target.route, scrolled: true, visible: true });
      await expectCleanRun(visitContext);
    });
  });

  test('a handful of operation pages: title, method, path, the TOC and breadcrumbs', async () => {
    const sample = [OPERATIONS[0], OPERATIONS[40], OPERATIONS[120], OPERATIONS[159], OPERATIONS[160], OPERATIONS[OPERATIONS.length - 1]];
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      for (const op of sample) {
        expect(await visit(page, op.route)).toBe(200);
        const article = page.locator('article');
        expect(await article.locator('h1').textContent()).toBe(op.title);
        await expect(page.title()).resolves.toBe(`${op.title} | FMS documents`);
        expect(await article.locator(`[data-method="${op.method.toLowerCase()}"]`).first().textContent()).toBe(op.method);
        expect(await article.textContent()).toContain(op.path);
        expect((await page.getAttribute('meta[name="description"]', 'content'))?.length).toBeGreaterThan(10);
        const api = APIS.find((candidate) => candidate.id === op.api);
        expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain(api?.label);
        // Every TOC entry points at a heading that exists.
        const targets = await page.locator('nav a[href^="#"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')?.slice(1) ?? ''));
        for (const id of targets) expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
      }
      await expectCleanRun(visitContext);
    });
  });

  test('a schema node expands and collapses', async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/api/portal-api/create-asset');
      const details = page.locator('article details').first();
      const summary = details.locator('> summary');
      const content = details.locator('> :not(summary)').first();
      const wasOpen = await details.evaluate((element) => (element as HTMLDetailsElement).open);
      await summary.click();
      expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(!wasOpen);
      expect(await content.isVisible()).toBe(!wasOpen);
      await summary.click();
      expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(wasOpen);
      expect(await content.isVisible()).toBe(wasOpen);
      // And from the keyboard.
      await summary.focus();
      await page.keyboard.press('Enter');
      expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(!wasOpen);
      await expectCleanRun(visitContext);
    });
  });

  test('the copy button copies the curl sample', async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page, context } = visitContext;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(BASE_URL()).origin });
      await visit(page, '/docs/api/portal-api/create-asset');
      const panel = page.locator('article [role="tabpanel"][data-sample-id]:not([hidden])').first();
      expect(await panel.getAttribute('data-sample-id')).toBe('curl');
      const code = (await panel.locator('pre code').textContent()) ?? '';
      expect(code).toMatch(/^curl /);
      expect(code).toContain('/assets');
      await panel.getByRole('button', { name: 'Copy code to clipboard' }).click();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code);
      expect(await panel.getByRole('status').textContent()).toBe('Copied');
      await expectCleanRun(visitContext);
    });
  });

  test('the overview covers both APIs and links their downloads and index pages', async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      expect(await visit(page, OVERVIEW)).toBe(200);
      await expect(page.title()).resolves.toBe('OpenAPI Document on Azure Functions | FMS documents');
      const article = page.locator('article');
      expect(await article.locator('h2').allTextContents()).toEqual(APIS.map((api) => api.label));
      const text = (await article.textContent()) ?? '';
      for (const expected of [
        'Version 1.1',
        'What changed in each version of the Portal API',
        'https://fms-portal.example.com/api',
        'https://fms-ac.example.com/api',
        'bearerAuth',
        'functionKey',
        'HTTP bearer',
      ]) {
        expect(text).toContain(expected);
      }
      for (const api of APIS) {
        const download = article.locator(`a[href="/${api.file}"]`);
        expect(await download.count()).toBe(1);
        expect((await fetch(url(`/${api.file}`))).status).toBe(200);
        expect(await article.locator(`a[href="/docs/api/${api.id}"]`).count()).toBe(1);
        for (const tag of readSpec(api.file).tags ?? []) {
          expect(await article.getByRole('link', { name: tag.name, exact: true }).count()).toBeGreaterThan(0);
        }
      }
      await article.locator('a[href="/docs/api/ac-api"]').click();
      await page.waitForURL(url('/docs/api/ac-api'));
      // Client-side navigation changes the address just before the new page renders.
      await page.locator('h1').filter({ hasText: 'Access Control API' }).first().waitFor();
      expect(await page.locator('h1').textContent()).toBe('Access Control API');
      await expectCleanRun(visitContext);
    });
  });

  test.each(APIS)('the $label index page lists its tags and every operation, and links the download', async (api) => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      expect(await visit(page, `/docs/api/${api.id}`)).toBe(200);
      const article = page.locator('article');
      expect(await article.locator('h1').textContent()).toBe(api.label);
      expect(await article.locator('h2').allTextContents()).toEqual(expect.arrayContaining((readSpec(api.file).tags ?? []).map((tag) => tag.name)));
      const hrefs = await article.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      const own = OPERATIONS.filter((op) => op.api === api.id);
      expect(own.filter((op) => !hrefs.includes(op.route)).map((op) => op.route)).toEqual([]);
      expect(hrefs).toContain(`/${api.file}`);
      expect(hrefs).toContain(OVERVIEW);
      await expectCleanRun(visitContext);
    });
  });

  test('no script from a document runs: nothing set on window, no script in the article, no console error', async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      for (const route of [OVERVIEW, '/docs/api/portal-api', OPERATIONS[0].route, OPERATIONS[OPERATIONS.length - 1].route]) {
        await visit(page, route);
        expect(await page.evaluate(() => Object.keys(window).filter((key) => /xss|pwned/i.test(key)))).toEqual([]);
        expect(await page.locator('article script, article iframe, article object, article embed').count()).toBe(0);
        expect(await page.locator('article [onerror], article [onclick], article [onload], article a[href^="javascript:"]').count()).toBe(0);
      }
      await expectCleanRun(visitContext);
    });
  });
});

describe('the API as a whole (issue 24)', () => {
  test('a schema page: its tree, and Used by linking the operations that use it', async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      expect(await visit(page, SCHEMA_PAGE)).toBe(200);
      expect(await page.locator('article h1').textContent()).toBe('Asset');
      expect(await page.locator('article [id="schema.status"]').count()).toBe(1);
      const usedBy = page.getByRole('region', { name: 'Used by' });
      const hrefs = await usedBy.locator('a[href^="/docs/api/portal-api/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(
        expect.arrayContaining(['/docs/api/portal-api/create-asset', '/docs/api/portal-api/get-asset', '/docs/api/portal-api/list-assets']),
      );
      expect(await usedBy.textContent()).toContain('response 200 through AssetPage');
      await usedBy.getByRole('link', { name: 'POST Create an asset' }).click();
      await page.waitForURL(url('/docs/api/portal-api/create-asset'));
      await page.locator('h1').filter({ hasText: 'Create an asset' }).first().waitFor();
      await expectCleanRun(visitContext);
    });
  });

  test("an operation page links a tree's named schema to its page", async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/api/portal-api/get-asset');
      const link = page.locator('#response-200 [data-schema-tree] a[href="/docs/api/portal-api/schemas/asset"]').first();
      expect(await link.textContent()).toBe('Asset');
      await link.click();
      await page.waitForURL(url(SCHEMA_PAGE));
      await page.locator('article h1').filter({ hasText: 'Asset' }).first().waitFor();
      await expectCleanRun(visitContext);
    });
  });

  test('the sidebar marks a deprecated operation in words, part of its accessible name; its Schemas group opens on demand', async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/docs/api/portal-api/get-asset');
      const sidebar = page.getByRole('navigation', { name: 'API reference' });
      // The word is part of the link's name; a "Changed in 1.1" mark (the changelog) may follow it.
      const deprecated = sidebar.getByRole('link', { name: /^GET List work orders \(deprecated\) deprecated( |$)/ });
      await deprecated.waitFor();
      expect(await deprecated.locator('span', { hasText: /^deprecated$/ }).isVisible()).toBe(true);
      expect(await sidebar.locator(`a[href="${SCHEMA_PAGE}"]`).count()).toBe(0);
      await sidebar.getByRole('button', { name: "Expand sidebar category 'Schemas'" }).first().click();
      await sidebar.locator(`a[href="${SCHEMA_PAGE}"]`).waitFor();
      await expectCleanRun(visitContext);
    });
  });

  test('JavaScript off: a schema page shows its tree, example and Used by', async () => {
    await withPage({ viewport: DESKTOP, javaScriptEnabled: false, allowNotFound: true }, async ({ page }) => {
      const response = await page.goto(url(SCHEMA_PAGE));
      expect(response?.status()).toBe(200);
      expect(await page.locator('article [id="schema.status"]').isVisible()).toBe(true);
      expect(await page.getByRole('region', { name: 'Used by' }).locator('a[href="/docs/api/portal-api/create-asset"]').isVisible()).toBe(true);
      expect(await page.locator('article pre').first().textContent()).toContain('"id"');
    });
  });
});

describe.each(VARIANTS)('axe, $name', (variant) => {
  // Issue 24: a schema page in every variant (light and dark, desktop and 390 px).
  const routes =
    variant.name === 'desktop light' || variant.name === 'phone dark'
      ? [OPERATIONS[1].route, '/docs/api/ac-api', OVERVIEW, SCHEMA_PAGE]
      : [OPERATIONS[1].route, SCHEMA_PAGE];
  test.each(routes)(
    '%s',
    async (route) => {
      await withPage(
        { viewport: variant.viewport, theme: variant.colorScheme, colorScheme: variant.colorScheme, allowNotFound: true },
        async (visitContext) => {
          const { page } = visitContext;
          expect(await visit(page, route)).toBe(200);
          expect(await page.getAttribute('html', 'data-theme')).toBe(variant.colorScheme);
          await expectHealthyPage(visitContext);
        },
      );
      // axe over a full operation page (sidebar of 180 links, schema trees) takes 10–40 s on a busy machine.
    },
    180000,
  );
});

/** The API changelog (issue 25, docs/decisions/0021-api-changelog-and-breaking-changes.md). */
describe('the API changelog', () => {
  const CHANGELOG = '/docs/api/portal-api/changelog';

  test.each(['light', 'dark'] as const)(
    'its page at 390 px, %s: axe clean, no sideways scroll, breaking changes first and marked',
    async (scheme) => {
      await withPage({ viewport: PHONE, theme: scheme, colorScheme: scheme, allowNotFound: true }, async (visitContext) => {
        const { page } = visitContext;
        expect(await visit(page, CHANGELOG)).toBe(200);
        await expectHealthyPage(visitContext);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const version = page.getByRole('region', { name: 'Version 1.1' });
        const first = version.locator('li').first();
        await expect(first.textContent()).resolves.toMatch(/^Breaking/);
        const required = version.getByRole('link', { name: 'Query parameter from is now required.' });
        expect(await required.getAttribute('href')).toBe('/docs/api/portal-api/get-asset-availabilities#parameter-query-from');
      });
    },
    180000,
  );

  test('"New in" and "Changed in" marks: on the operation and schema pages and in the sidebar, linking to the version', async () => {
    await withPage({ viewport: DESKTOP, allowNotFound: true }, async (visitContext) => {
      const { page } = visitContext;
      expect(await visit(page, '/docs/api/portal-api/ask-chat-query')).toBe(200);
      const sidebar = page
        .locator('nav')
        .filter({ has: page.getByRole('link', { name: /^Changelog$/ }) })
        .first();
      await expect(sidebar.getByRole('link', { name: /Ask a question.*\(new in 1\.1\)$/ }).count()).resolves.toBeGreaterThan(0);
      await page.getByRole('link', { name: 'New in 1.1', exact: true }).click();
      await page.waitForURL(/\/docs\/api\/portal-api\/changelog#version-1-1$/);
      // The changelog page renders after the client-side navigation: wait for its heading.
      await page.getByRole('heading', { level: 2, name: 'Version 1.1' }).waitFor();
      expect(await visit(page, '/docs/api/portal-api/get-asset-availabilities')).toBe(200);
      expect(await page.getByRole('link', { name: 'Changed in 1.1', exact: true }).getAttribute('href')).toBe(`${CHANGELOG}#version-1-1`);
      // A schema page too: Asset's qrCodeUrl was deprecated in 1.1.
      expect(await visit(page, '/docs/api/portal-api/schemas/asset')).toBe(200);
      expect(await page.getByRole('link', { name: 'Changed in 1.1', exact: true }).getAttribute('href')).toBe(`${CHANGELOG}#version-1-1`);
      await expectCleanRun(visitContext);
    });
  });

  test('both feeds parse, one item per version, and the page links them as alternates', async () => {
    for (const api of ['portal-api', 'ac-api']) {
      const rss = parseRss(await (await fetch(`${BASE_URL()}/docs/api/${api}/changelog/rss.xml`)).text());
      const atom = parseAtom(await (await fetch(`${BASE_URL()}/docs/api/${api}/changelog/atom.xml`)).text());
      for (const feed of [rss, atom]) {
        expect(feed.items.map((item) => item.link)).toEqual([expect.stringMatching(new RegExp(`/docs/api/${api}/changelog#version-1-1$`))]);
      }
    }
    const html = await (await fetch(`${BASE_URL()}${CHANGELOG}`)).text();
    expect(html).toContain('rel="alternate" type="application/rss+xml" title="Portal API changelog (RSS)" href="/docs/api/portal-api/changelog/rss.xml"');
    expect(html).toContain('href="/docs/api/portal-api/changelog/atom.xml"');
  });
});
