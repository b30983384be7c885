/**
 * Issue 4, linear build time: a very large API's pages are server-rendered with a sidebar of bounded
 * size (`boundApiSidebar`), and the whole sidebar replaces it once the page has hydrated, loaded and
 * gone idle (docs/decisions/0009-api-reference-scaling.md, 0026-hydration-work.md).
 *
 * Nothing here depends on the machine's speed: the rendered APIs are a few times the limit, not
 * thousands of operations (rendering 3,000 links twice in jsdom took longer than jest's 5 s per test
 * on a loaded machine), and "no re-render afterwards" is read once act() has flushed every update
 * React scheduled, not after a wait.
 */
import * as React from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import { useStaticQuery } from 'gatsby';
import { render } from '@testing-library/react';
import { ApiLayout } from '../../../src/apiReference/shared/ApiLayout';
import { SIDEBAR_PENDING_ATTRIBUTE } from '../../../src/apiReference/sidebar/useApiSidebar';
import {
  BOUNDED_OPERATION_WINDOW,
  BOUNDED_TAG_WINDOW,
  SERVER_SIDEBAR_MAX_OPERATIONS,
  SPLIT_INDEX_WINDOW,
  allTagsLabel,
  boundApiSidebar,
  buildApiSidebar,
  countOperations,
  type ApiSidebarSource,
} from '../../../src/apiReference/sidebar/apiSidebar';
import type { SidebarItem } from '../../../src/docs/types';
import { markHydrated } from '../../../src/lib/hydrated';
import { ShellLocationProvider } from '../../../src/lib/location';
import { SecondaryMenuProvider, useSecondaryMenuContent } from '../../../src/lib/secondaryMenu';
import { DESKTOP_MEDIA_QUERY } from '../../../src/lib/breakpoints';
import { INDEX_ROWS_ON_ONE_PAGE, indexHasTagPages, tagPageRoute } from '../../../src/apiReference/routes/tagPages';

// The Node build: jsdom has no TextEncoder, which the browser build of react-dom/server needs.
const { renderToString } = require('react-dom/server.node') as typeof ReactDomServer;

const OVERVIEW = '/docs/api/overview';
/** A large API for the layout tests: over the limit, so served with the bounded sidebar first. */
const LARGE = 3 * SERVER_SIDEBAR_MAX_OPERATIONS;
// No test here is about time: a loaded machine may take several times as long as an idle one.
jest.setTimeout(60_000);

/** An API like the benchmark's synthetic one: `count` operations, five per tag. */
function bigApi(id: string, count: number, perTag = 5): ApiSidebarSource {
  const route = `/docs/api/${id}`;
  const tagCount = Math.ceil(count / perTag);
  return {
    label: `API ${id}`,
    route,
    tags: Array.from({ length: tagCount }, (_, tag) => ({
      name: `Tag ${tag}`,
      slug: `tag-${tag}`,
      operations: Array.from({ length: Math.min(perTag, count - tag * perTag) }, (__, index) => {
        const n = tag * perTag + index;
        return { title: `Operation ${n}`, method: n % 2 ? 'POST' : 'GET', route: `${route}/operation-${n}` };
      }),
    })),
  };
}

function links(items: readonly SidebarItem[]): Extract<SidebarItem, { type: 'link' }>[] {
  return items.flatMap((item) => (item.type === 'link' ? [item] : [{ type: 'link' as const, label: item.label, href: item.href ?? '' }, ...links(item.items)]));
}

describe('boundApiSidebar', () => {
  test('its size does not depend on the number of operations', () => {
    const sidebar = (count: number) => boundApiSidebar([bigApi('a', count), bigApi('b', count)], OVERVIEW, `/docs/api/a/operation-${count / 2}`);
    // The same entries; the bytes differ only by the digits of the numbers in labels and routes.
    expect(links(sidebar(1000))).toHaveLength(links(sidebar(30000)).length);
    expect(JSON.stringify(sidebar(30000)).length).toBeLessThan(JSON.stringify(sidebar(1000)).length * 1.05);
    expect(JSON.stringify(sidebar(30000)).length).toBeLessThan(8 * 1024);
  });

  test('the current operation in its tag, the neighbouring tags linking to the index page, the rest one link away', () => {
    // At most INDEX_ROWS_ON_ONE_PAGE rows: the index lists every operation, its tags' sections are the links.
    const api = bigApi('a', INDEX_ROWS_ON_ONE_PAGE);
    const other = bigApi('b', 3000);
    const sidebar = boundApiSidebar([api, other], OVERVIEW, '/docs/api/a/operation-252/');
    expect(sidebar[0]).toEqual({ type: 'link', label: 'Overview', href: OVERVIEW });
    // The other API: a link to its index page, which lists every operation.
    expect(sidebar[2]).toEqual({ type: 'link', label: 'API b', href: '/docs/api/b' });
    const current = sidebar[1] as Extract<SidebarItem, { type: 'category' }>;
    expect(current).toMatchObject({ type: 'category', label: 'API a', href: '/docs/api/a' });
    const tagItems = current.items;
    // Operation 252 is in tag 50; ten tags either side, then the link to everything.
    expect(tagItems).toHaveLength(2 * BOUNDED_TAG_WINDOW + 2);
    expect(tagItems[0]).toEqual({ type: 'link', label: 'Tag 40', href: '/docs/api/a#tag-40' });
    expect(tagItems[BOUNDED_TAG_WINDOW]).toEqual({
      type: 'category',
      label: 'Tag 50',
      items: [250, 251, 252, 253, 254].map((n) => ({
        type: 'link',
        label: `Operation ${n}`,
        href: `/docs/api/a/operation-${n}`,
        method: n % 2 ? 'POST' : 'GET',
      })),
    });
    expect(tagItems[2 * BOUNDED_TAG_WINDOW]).toEqual({ type: 'link', label: 'Tag 60', href: '/docs/api/a#tag-60' });
    expect(tagItems.at(-1)).toEqual({ type: 'link', label: allTagsLabel(100, 500), href: '/docs/api/a' });
  });

  test('an API whose index is split by tag: smaller windows, its tags linking to their pages, the current tag too', () => {
    const api = bigApi('a', 3000, 50);
    expect(indexHasTagPages(api.tags)).toBe(true);
    const sidebar = boundApiSidebar([api], OVERVIEW, '/docs/api/a/operation-1525');
    const tagItems = (sidebar[1] as Extract<SidebarItem, { type: 'category' }>).items;
    // Operation 1525 is in tag 30: SPLIT_INDEX_WINDOW tags either side, then the link to the index.
    expect(tagItems).toHaveLength(2 * SPLIT_INDEX_WINDOW + 2);
    expect(tagItems[0]).toEqual({ type: 'link', label: 'Tag 25', href: tagPageRoute('/docs/api/a', 'tag-25') });
    const currentTag = tagItems[SPLIT_INDEX_WINDOW] as Extract<SidebarItem, { type: 'category' }>;
    // The tag's page lists the operations its window leaves out.
    expect(currentTag).toMatchObject({ type: 'category', label: 'Tag 30', href: tagPageRoute('/docs/api/a', 'tag-30') });
    expect(links(currentTag.items).map((link) => link.href)).toEqual(
      [1520, 1521, 1522, 1523, 1524, 1525, 1526, 1527, 1528, 1529, 1530].map((n) => `/docs/api/a/operation-${n}`),
    );
    expect(tagItems.at(-1)).toEqual({ type: 'link', label: allTagsLabel(60, 3000), href: '/docs/api/a' });

    // On a tag's page: the tags around it, itself marked by its route; no operation (the page lists them).
    const onTagPage = (boundApiSidebar([api], OVERVIEW, tagPageRoute('/docs/api/a', 'tag-30'))[1] as Extract<SidebarItem, { type: 'category' }>).items;
    expect(onTagPage.map((item) => (item.type === 'link' ? item.href : item.label))).toEqual([
      ...[25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35].map((n) => tagPageRoute('/docs/api/a', `tag-${n}`)),
      '/docs/api/a',
    ]);
    // On a schema page: the schemas around it.
    const withSchemas = { ...api, schemas: Array.from({ length: 100 }, (_, n) => ({ name: `Schema${n}`, slug: `schema-${n}` })) };
    const onSchema = (boundApiSidebar([withSchemas], OVERVIEW, '/docs/api/a/schemas/schema-50')[1] as Extract<SidebarItem, { type: 'category' }>).items;
    const schemas = onSchema.find((item) => item.type === 'category') as Extract<SidebarItem, { type: 'category' }>;
    expect(schemas.items).toHaveLength(2 * SPLIT_INDEX_WINDOW + 1);
    expect(onSchema.filter((item) => item.type === 'link' && item.href.includes('/tags/'))).toHaveLength(SPLIT_INDEX_WINDOW + 1);
  });

  test('every link it holds is in the whole sidebar, a tag section of an index page or a tag page', () => {
    // 'a' is split by tag, 'b' is not.
    const specs = [bigApi('a', 1200), bigApi('b', 400)];
    const whole = new Set(links(buildApiSidebar(specs, OVERVIEW)).map((link) => link.href));
    const sections = new Set(specs.flatMap((spec) => spec.tags.map((tag) => `${spec.route}#${tag.slug}`)));
    const tagPages = new Set(specs[0].tags.map((tag) => tagPageRoute(specs[0].route, tag.slug)));
    const routes = [OVERVIEW, '/docs/api/a', '/docs/api/b', '/docs/api/a/operation-0', '/docs/api/a/operation-600', '/docs/api/b/operation-399'];
    for (const current of [...routes, tagPageRoute('/docs/api/a', 'tag-7')]) {
      for (const link of links(boundApiSidebar(specs, OVERVIEW, current))) {
        expect(whole.has(link.href) || sections.has(link.href) || tagPages.has(link.href)).toBe(true);
      }
    }
  });

  test('a tag with very many operations shows a window around the current one; the index page lists the first tags without a link to itself', () => {
    const api = bigApi('a', INDEX_ROWS_ON_ONE_PAGE, INDEX_ROWS_ON_ONE_PAGE);
    const tag = (boundApiSidebar([api], OVERVIEW, '/docs/api/a/operation-250')[1] as Extract<SidebarItem, { type: 'category' }>).items;
    const operations = (tag[0] as Extract<SidebarItem, { type: 'category' }>).items;
    expect(operations).toHaveLength(2 * BOUNDED_OPERATION_WINDOW + 1);
    expect(operations[BOUNDED_OPERATION_WINDOW]).toMatchObject({ href: '/docs/api/a/operation-250' });
    expect(tag.at(-1)).toEqual({ type: 'link', label: allTagsLabel(1, INDEX_ROWS_ON_ONE_PAGE), href: '/docs/api/a' });

    const onIndex = (boundApiSidebar([bigApi('a', INDEX_ROWS_ON_ONE_PAGE)], OVERVIEW, '/docs/api/a')[1] as Extract<SidebarItem, { type: 'category' }>).items;
    expect(onIndex).toHaveLength(BOUNDED_TAG_WINDOW + 1);
    expect(onIndex.every((item) => item.type === 'link' && item.href.startsWith('/docs/api/a#'))).toBe(true);
    // A split index: its first tags, each linking to its page.
    const onSplitIndex = (boundApiSidebar([bigApi('a', 3000)], OVERVIEW, '/docs/api/a')[1] as Extract<SidebarItem, { type: 'category' }>).items;
    expect(onSplitIndex.map((item) => item.type === 'link' && item.href)).toEqual([0, 1, 2, 3, 4, 5].map((n) => tagPageRoute('/docs/api/a', `tag-${n}`)));
  });

  test('an operation listed under several tags is found, and counted once', () => {
    const api = bigApi('a', 10);
    const shared = { ...api, tags: [...api.tags, { name: 'Again', slug: 'again', operations: api.tags[0]?.operations ?? [] }] };
    expect(countOperations([shared])).toBe(10);
  });
});

describe('the API layout of a very large API', () => {
  const context = { sidebarId: 'apiSidebar', breadcrumbs: [], previous: null, next: null, overviewRoute: OVERVIEW };
  const page = (current: string): JSX.Element => (
    <ShellLocationProvider pathname={current}>
      <ApiLayout context={context} toc={[]}>
        <h1>Operation</h1>
      </ApiLayout>
    </ShellLocationProvider>
  );
  const serve = (specs: readonly ApiSidebarSource[]): void => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allApiSpec: { nodes: specs } });
  };
  const sidebarLinks = (root: ParentNode): number => root.querySelectorAll('nav[aria-label="API reference"] a').length;

  test('is server-rendered with the bounded sidebar: the HTML does not grow with the number of operations', () => {
    const html = (count: number): string => {
      serve([bigApi('a', count)]);
      return renderToString(page('/docs/api/a/operation-17'));
    };
    // The same markup but for the digits of the counts in the last link's label: an index on one page…
    expect(html(INDEX_ROWS_ON_ONE_PAGE).length - html(SERVER_SIDEBAR_MAX_OPERATIONS + 5).length).toBeLessThanOrEqual(4);
    // …and split by tag.
    expect(html(5000).length - html(INDEX_ROWS_ON_ONE_PAGE + 5).length).toBeLessThanOrEqual(4);
    expect(html(50000).length - html(5000).length).toBeLessThanOrEqual(4);
    const markup = html(5000);
    expect(markup).toMatch(/<a[^>]*href="\/docs\/api\/a\/operation-17"[^>]*aria-current="page"/);
    expect(markup).toContain(`>${allTagsLabel(1000, 5000)}<`);
    expect(markup).not.toContain('href="/docs/api/a/operation-4999"');
  });

  test("a split index's sidebar is a few KB of the HTML: a smaller window than an index on one page", () => {
    // GitHub's description: about 1,500 operations in 50 tags, titles of about 35 characters.
    const github = (count: number): ApiSidebarSource => {
      const api = bigApi('github', count, 30);
      return {
        ...api,
        tags: api.tags.map((tag) => ({
          ...tag,
          operations: tag.operations.map((operation) => ({ ...operation, title: `${operation.title}: list the things of a repository` })),
        })),
      };
    };
    const sidebar = (count: number): { links: number; bytes: number } => {
      serve([github(count)]);
      const markup = renderToString(page('/docs/api/github/operation-255'));
      const nav = /<nav[^>]*aria-label="API reference"[\s\S]*?<\/nav>/.exec(markup)?.[0] ?? '';
      return { links: (nav.match(/<a /g) ?? []).length, bytes: Buffer.byteLength(nav) };
    };
    const split = sidebar(1500);
    const onOnePage = sidebar(INDEX_ROWS_ON_ONE_PAGE);
    // Overview, the API, 11 tags (the current one a category linking to its page), 11 operations, the index.
    expect(split.links).toBe(1 + 1 + 2 * SPLIT_INDEX_WINDOW + 1 + 1 + 2 * SPLIT_INDEX_WINDOW + 1);
    expect(split.bytes).toBeLessThan(5 * 1024);
    // Decision 0009's window, on an index of one page: here the 16 other tags, the current one's 30 operations
    // (GitHub's pages had 21 tags and up to 101 operations: 114 links, 15 KB).
    expect(onOnePage.links).toBe(1 + 1 + 16 + 30);
    expect(onOnePage.bytes).toBeGreaterThan(1.5 * split.bytes);
  });

  test('an API at the limit keeps the whole sidebar in its HTML', () => {
    serve([bigApi('a', SERVER_SIDEBAR_MAX_OPERATIONS)]);
    const markup = renderToString(page('/docs/api/a/operation-17'));
    expect(markup).toContain(`href="/docs/api/a/operation-${SERVER_SIDEBAR_MAX_OPERATIONS - 1}"`);
  });

  // Before the test below, which marks the first page hydrated (module state: later pages mount with the whole sidebar).
  test('below the desktop width the column keeps the bounded sidebar, nothing pending, until the window becomes wide; the menu has the whole sidebar', async () => {
    serve([bigApi('a', LARGE)]);
    // A phone: the column is not displayed, so the whole sidebar waits for a wide window, not for idle.
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const original = window.matchMedia;
    let wide = false;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === DESKTOP_MEDIA_QUERY && wide;
      },
      media: query,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    })) as never;
    // What the mobile menu shows once open: the page's sidebar registered as its secondary menu.
    function OpenMenu(): JSX.Element {
      return <div data-menu="">{useSecondaryMenuContent()}</div>;
    }
    const withMenu = (current: string): JSX.Element => (
      <SecondaryMenuProvider>
        {page(current)}
        <OpenMenu />
      </SecondaryMenuProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(withMenu('/docs/api/a/operation-17'));
    document.body.appendChild(container);
    const column = (): Element => container.querySelector('nav[aria-label="API reference"]') as Element;
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await act(async () => {
        hydrateRoot(container, withMenu('/docs/api/a/operation-17'));
      });
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      expect(document.documentElement.hasAttribute(SIDEBAR_PENDING_ATTRIBUTE)).toBe(false);
      expect(sidebarLinks(column())).toBeLessThan(2 * 40);
      const menu = container.querySelector('[data-menu] nav') as Element;
      expect(menu.querySelectorAll('a').length).toBeGreaterThanOrEqual(LARGE);
      expect(menu.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/docs/api/a/operation-17');

      wide = true;
      await act(async () => {
        for (const listener of listeners) listener({ matches: true } as MediaQueryListEvent);
      });
      expect(sidebarLinks(column())).toBeGreaterThanOrEqual(LARGE);
    } finally {
      jest.useRealTimers();
      window.matchMedia = original;
      container.remove();
    }
  });

  test('hydrates without a mismatch, then shows the whole sidebar; a page mounted later shows it at once', async () => {
    serve([bigApi('a', LARGE)]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('/docs/api/a/operation-17'));
    document.body.appendChild(container);
    expect(sidebarLinks(container)).toBeLessThan(2 * 40);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    // The wait for the whole sidebar is marked on <html> for browser tests: set, then removed.
    const marked: (string | null)[] = [];
    const marks = new MutationObserver((records) => marked.push(...records.map((record) => record.oldValue)));
    marks.observe(document.documentElement, { attributes: true, attributeFilter: [SIDEBAR_PENDING_ATTRIBUTE], attributeOldValue: true });
    // The swap waits for the load event and an idle period (src/lib/idle.ts): jsdom has no
    // requestIdleCallback, so a timer, which the test runs when it chooses.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await act(async () => {
        hydrateRoot(container, page('/docs/api/a/operation-17'), { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      // Hydrated, the page waits for the browser to be idle: still the bounded sidebar, marked as waiting.
      expect(sidebarLinks(container)).toBeLessThan(2 * 40);
      expect(document.documentElement.hasAttribute(SIDEBAR_PENDING_ATTRIBUTE)).toBe(true);
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
    } finally {
      jest.useRealTimers();
      errors.mockRestore();
    }
    // Each record holds the value before its change: set while absent, then removed while set ('').
    marked.push(...marks.takeRecords().map((record) => record.oldValue));
    expect(marked.map((oldValue) => oldValue ?? 'absent')).toEqual(['absent', '']);
    marks.disconnect();
    expect(document.documentElement.hasAttribute(SIDEBAR_PENDING_ATTRIBUTE)).toBe(false);
    markHydrated(); // what gatsby-browser's onInitialClientRender does once the first page has hydrated
    // The whole sidebar in the desktop sidebar (the mobile menu's copy is rendered when the menu first opens).
    expect(sidebarLinks(container)).toBeGreaterThanOrEqual(LARGE);
    expect(container.querySelector('nav[aria-label="API reference"] a[aria-current="page"]')?.getAttribute('href')).toBe('/docs/api/a/operation-17');

    const later = render(page('/docs/api/a/operation-18'));
    expect(sidebarLinks(later.container)).toBeGreaterThanOrEqual(LARGE);
    container.remove();
  });

  test('an API under the limit hydrates without any re-render afterwards (a re-render of the whole sidebar is one long task)', async () => {
    serve([bigApi('a', SERVER_SIDEBAR_MAX_OPERATIONS)]);
    const commits: string[] = [];
    const profiled = (): JSX.Element => (
      <React.Profiler id="api" onRender={(_id, phase) => commits.push(phase)}>
        {page('/docs/api/a/operation-17')}
      </React.Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(profiled());
    document.body.appendChild(container);
    commits.length = 0;
    await act(async () => {
      hydrateRoot(container, profiled());
    });
    // A second act() runs whatever the first left scheduled (effects, transitions): nothing.
    await act(async () => undefined);
    expect(commits).toEqual(['mount']);
    expect(sidebarLinks(container)).toBeGreaterThanOrEqual(SERVER_SIDEBAR_MAX_OPERATIONS);
    container.remove();
  });
});
