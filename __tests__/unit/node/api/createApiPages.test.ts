/** @jest-environment node */
import path from 'node:path';
import type { Actions, CreatePagesArgs, Node, Page } from 'gatsby';
import { createApiPages } from '../../../../src/node/api/createApiPages';
import { INDEX_ROWS_ON_ONE_PAGE } from '../../../../src/apiReference/routes/tagPages';
import { loadApis } from '../../../../src/node/api/loadApis';
import { apiNodeContents } from '../../../../src/node/api/model';
import { API_NODE_TYPES } from '../../../../src/node/api/sourceApiNodes';
import type { ResolvedSiteSettings } from '../../../../src/config/settingsContract';
import type { ApiPageContext } from '../../../../src/apiReference/shared/pageContext';
import { fixturePath } from '../../../support/fixtures';

const fixture = (name: string): string => path.relative(process.cwd(), fixturePath(name));
const SETTINGS = { api: { overviewSlug: 'overview' } } as unknown as ResolvedSiteSettings;

type CreatedPage = Page<ApiPageContext & Record<string, unknown>>;

/**
 * The nodes sourceApiNodes would make for two APIs, put into the store in the reverse of their
 * settings' order, and the pages createApiPages makes of them.
 */
async function pagesOfTwoApis(): Promise<{ pages: CreatedPage[]; operationIds: string[] }> {
  const apis = await loadApis([
    { id: 'first-api', label: 'First API', file: fixture('openapi-3.0.json') },
    { id: 'second-api', label: 'Second API', file: fixture('openapi-3.0.json') },
  ]);
  const byType = new Map<string, Node[]>();
  const add = (type: string, id: string, fields: object): void => {
    const node = { ...fields, id, parent: null, children: [], internal: { type, contentDigest: id, owner: 'test' } } as Node;
    byType.set(type, [...(byType.get(type) ?? []), node]);
  };
  const operationIds: string[] = [];
  [...apis].reverse().forEach((loaded) => {
    const contents = apiNodeContents(loaded.settings, loaded.api, apis.indexOf(loaded));
    add(API_NODE_TYPES.spec, `spec ${loaded.settings.id}`, contents.spec);
    for (const operation of contents.operations) {
      const id = `operation ${loaded.settings.id} ${operation.slug}`;
      operationIds.push(id);
      add(API_NODE_TYPES.operation, id, operation);
    }
  });
  const pages: CreatedPage[] = [];
  const args = {
    getNodesByType: (type: string) => byType.get(type) ?? [],
    actions: { createPage: (page: CreatedPage) => pages.push(page) } as unknown as Actions,
  } as unknown as CreatePagesArgs;
  createApiPages(args, SETTINGS);
  return { pages, operationIds };
}

describe('createApiPages (from the API nodes in the store)', () => {
  test('the overview, then one index page per API in the order of the settings, then one page per operation', async () => {
    const { pages, operationIds } = await pagesOfTwoApis();
    expect(pages[0]).toMatchObject({ path: '/docs/api/overview', context: { sidebarId: 'apiSidebar', overviewRoute: '/docs/api/overview', previous: null } });
    expect(pages[0].component).toMatch(/ApiOverviewPage\.tsx$/);
    expect(pages.slice(1, 3).map((page) => [page.path, page.context?.apiId])).toEqual([
      ['/docs/api/first-api', 'first-api'],
      ['/docs/api/second-api', 'second-api'],
    ]);
    const operationPages = pages.slice(3);
    expect(operationPages.map((page) => page.context?.id).sort()).toEqual([...operationIds].sort());
    expect(operationPages.every((page) => /ApiOperationPage\.tsx$/.test(page.component))).toBe(true);
  });

  test("an operation page's breadcrumbs and previous/next follow the sidebar built from the nodes", async () => {
    const { pages } = await pagesOfTwoApis();
    // The overview's next page is the first API's index: the sidebar lists the APIs by `position`.
    expect(pages[0].context?.next).toEqual({ label: 'First API', href: '/docs/api/first-api' });
    const operation = pages.find((page) => page.path.startsWith('/docs/api/second-api/'));
    expect(operation?.context?.breadcrumbs[0]).toEqual({ label: 'Second API', href: '/docs/api/second-api' });
    expect(operation?.context?.breadcrumbs).toHaveLength(3);
  });
});

describe('the changelog page and the marks (decision 0021)', () => {
  test('an API with history gets its changelog page, in its sidebar place, and its changed operations a mark', async () => {
    const [loaded] = await loadApis([
      { id: 'portal-api', label: 'Portal API', file: 'static/Portal-v1.json', history: [{ file: 'api-history/Portal-1.0.json' }] },
    ]);
    if (!loaded) throw new Error('not loaded');
    const contents = apiNodeContents(loaded.settings, loaded.api, 0, loaded.history);
    const nodes = new Map<string, Node[]>([
      [
        API_NODE_TYPES.spec,
        [{ ...contents.spec, id: 'spec', parent: null, children: [], internal: { type: API_NODE_TYPES.spec, contentDigest: 'x', owner: 'test' } } as Node],
      ],
      [
        API_NODE_TYPES.operation,
        contents.operations.map(
          (operation) =>
            ({
              ...operation,
              id: operation.slug,
              parent: null,
              children: [],
              internal: { type: API_NODE_TYPES.operation, contentDigest: 'x', owner: 'test' },
            }) as Node,
        ),
      ],
    ]);
    const pages: CreatedPage[] = [];
    createApiPages(
      {
        getNodesByType: (type: string) => nodes.get(type) ?? [],
        actions: { createPage: (page: CreatedPage) => pages.push(page) },
      } as unknown as CreatePagesArgs,
      SETTINGS,
    );
    const changelog = pages.find((page) => page.path === '/docs/api/portal-api/changelog');
    expect(changelog?.component).toMatch(/ApiChangelogPage\.tsx$/);
    expect(changelog?.context).toMatchObject({
      title: 'Portal API changelog',
      feeds: { rss: '/docs/api/portal-api/changelog/rss.xml', atom: '/docs/api/portal-api/changelog/atom.xml' },
      breadcrumbs: [{ label: 'Portal API' }, { label: 'Changelog' }],
    });
    expect((changelog?.context?.versions as { version: string }[]).map((version) => version.version)).toEqual(['1.1']);
    const availability = pages.find((page) => page.path === '/docs/api/portal-api/get-asset-availabilities');
    expect(availability?.context?.changeMark).toEqual({ kind: 'changed', version: '1.1', href: '/docs/api/portal-api/changelog#version-1-1' });
    expect(pages.find((page) => page.path === '/docs/api/portal-api/ask-chat-query')?.context?.changeMark).toMatchObject({ kind: 'new' });
    expect(pages.find((page) => page.path === '/docs/api/portal-api/get-asset')?.context?.changeMark).toMatchObject({ kind: 'changed' });
    expect(pages.find((page) => page.path === '/docs/api/portal-api/list-zones')?.context).not.toHaveProperty('changeMark');
  }, 60000);
});

describe('a large API: its index split by tag (decision 0025)', () => {
  test('over INDEX_ROWS_ON_ONE_PAGE rows, the index says so and each tag gets its page with its share of the index; small APIs get none', async () => {
    const [loaded] = await loadApis([{ id: 'big-api', label: 'Big API', file: fixture('openapi-3.0.json') }]);
    if (!loaded) throw new Error('not loaded');
    const contents = apiNodeContents(loaded.settings, loaded.api, 0);
    const [first] = contents.spec.tags;
    // The fixture's first tag listed again and again: more rows than one index page holds.
    const copies = Math.ceil(INDEX_ROWS_ON_ONE_PAGE / Math.max(1, first.operations.length)) + 1;
    const tags = [...contents.spec.tags, ...Array.from({ length: copies }, (_, i) => ({ ...first, slug: `copy-${i}`, name: `Copy ${i}`, label: `Copy ${i}` }))];
    const node = (fields: object, id: string, type: string) =>
      ({ ...fields, id, parent: null, children: [], internal: { type, contentDigest: id, owner: 'test' } }) as Node;
    const pagesOf = (spec: object): CreatedPage[] => {
      const pages: CreatedPage[] = [];
      createApiPages(
        {
          getNodesByType: (type: string) => (type === API_NODE_TYPES.spec ? [node(spec, 'spec', type)] : []),
          actions: { createPage: (page: CreatedPage) => pages.push(page) },
        } as unknown as CreatePagesArgs,
        SETTINGS,
      );
      return pages;
    };
    const small = pagesOf(contents.spec);
    expect(small.find((page) => page.path === '/docs/api/big-api')?.context).not.toHaveProperty('tagPages');
    expect(small.filter((page) => page.path.includes('/tags/'))).toEqual([]);

    const pages = pagesOf({ ...contents.spec, tags });
    expect(pages.find((page) => page.path === '/docs/api/big-api')?.context).toMatchObject({ tagPages: true });
    const tagPages = pages.filter((page) => /ApiTagPage\.tsx$/.test(page.component));
    expect(tagPages.map((page) => page.path)).toEqual(tags.map((tag) => `/docs/api/big-api/tags/${tag.slug}`));
    const copy = tagPages.find((page) => page.path.endsWith('/copy-0'));
    expect(copy?.context).toMatchObject({
      breadcrumbs: [{ label: 'Big API', href: '/docs/api/big-api' }, { label: 'Copy 0' }],
      previous: null,
      next: null,
      tag: { apiLabel: 'Big API', apiRoute: '/docs/api/big-api', label: 'Copy 0', slug: 'copy-0' },
    });
    expect((copy?.context?.tag as { operations: { route: string }[] }).operations.map((operation) => operation.route)).toEqual(
      first.operations.map((operation) => operation.route),
    );
  }, 60000);
});
