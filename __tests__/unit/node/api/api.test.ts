/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, SourceNodesArgs } from 'gatsby';
import { apiPageContexts, overviewTitle, API_OVERVIEW_FALLBACK_TITLE } from '../../../../src/node/api/createApiPages';
import { buildApiSidebar } from '../../../../src/apiReference/sidebar/apiSidebar';
import type { ResolvedSiteSettings } from '../../../../src/config/settingsContract';
import { loadApis, type LoadedApi } from '../../../../src/node/api/loadApis';
import { apiNodeContents, firstSentence, htmlToText, operationMetaDescription, META_DESCRIPTION_MAX } from '../../../../src/node/api/model';
import { apiIndexRoute, apiOperationRoute, apiOverviewRoute, apiRouteConflict, apiTagRoute } from '../../../../src/node/api/routes';
import { API_TYPE_DEFS } from '../../../../src/node/api/graphqlTypes';
import { API_SOURCE_NAME, onCreateApiFileNode, sourceApiNodes } from '../../../../src/node/api/sourceApiNodes';
import { reportToDevelopOverlay } from '../../../../src/node/developOverlay';
import type { SidebarItem } from '../../../../src/docs/types';
import { ApiDocumentError, API_DOCUMENT_FIX_HINT } from '../../../../src/openapi';
import { unpackExamples, type Packed } from '../../../../src/openapi/packedExamples';
import { unpackSamples, type PackedSamples } from '../../../../src/openapi/packedSamples';
import type { OperationPageData } from '../../../../src/openapi/pageData';
import { fixturePath } from '../../../support/fixtures';
import { fakeReporter } from '../../../support/reporter';
import { removeTree, tempFolder } from '../../../support/tempFolder';

// The overlay is Gatsby's (only in gatsby develop): here, what would be sent to it.
jest.mock('../../../../src/node/developOverlay', () => ({ reportToDevelopOverlay: jest.fn() }));
const overlay = reportToDevelopOverlay as jest.MockedFunction<typeof reportToDevelopOverlay>;

const fixture = (name: string): string => path.relative(process.cwd(), fixturePath(name));
const FIXTURE_SPEC = { id: 'fixture-api', label: 'Fixture API', file: fixture('openapi-3.0.json') };

let fixtureApi: LoadedApi;
beforeAll(async () => {
  [fixtureApi] = await loadApis([FIXTURE_SPEC]);
});

type Category = Extract<SidebarItem, { type: 'category' }>;
const category = (item: SidebarItem | undefined): Category => {
  if (item?.type !== 'category') throw new Error(`expected a category, got ${JSON.stringify(item)}`);
  return item;
};

describe('routes', () => {
  test('overview, API index, operation and tag routes live under /docs/api', () => {
    expect(apiOverviewRoute('openapi-document-on-azure-functions')).toBe('/docs/api/openapi-document-on-azure-functions');
    expect(apiIndexRoute('portal-api')).toBe('/docs/api/portal-api');
    expect(apiOperationRoute('ac-api', 'change-tenant')).toBe('/docs/api/ac-api/change-tenant');
    expect(apiTagRoute('portal-api', 'work-orders')).toBe('/docs/api/portal-api#work-orders');
  });

  test('an API id equal to the overview slug is refused, naming both settings', () => {
    expect(apiRouteConflict({ overviewSlug: 'overview', specs: [{ id: 'portal-api' }, { id: 'ac-api' }] })).toBeNull();
    expect(apiRouteConflict({ overviewSlug: 'ac-api', specs: [{ id: 'portal-api' }, { id: 'ac-api' }] })).toBe(
      'Invalid setting api.specs[1].id: "ac-api" is also api.overviewSlug, so the overview page and the API\'s index page ' +
        'would both be /docs/api/ac-api. Rename one of them.',
    );
  });
});

describe('loadApis (what the source step calls)', () => {
  test('loads, validates and normalises each document; the download path is "/" + file name', () => {
    expect(fixtureApi.settings).toBe(FIXTURE_SPEC);
    expect(fixtureApi.api.id).toBe('fixture-api');
    expect(fixtureApi.api.file).toBe('/openapi-3.0.json');
    expect(fixtureApi.api.operations.length).toBeGreaterThan(5);
  });

  test('malformed JSON: an ApiDocumentError naming the file, line and column', async () => {
    const load = loadApis([{ ...FIXTURE_SPEC, file: fixture('malformed.json') }]);
    await expect(load).rejects.toBeInstanceOf(ApiDocumentError);
    await expect(load).rejects.toThrow(`Malformed JSON in OpenAPI document ${fixture('malformed.json')} at line 3, column 31: `);
  });

  test('an invalid document: an ApiDocumentError naming the file and the JSON pointer', async () => {
    await expect(loadApis([{ ...FIXTURE_SPEC, file: fixture('invalid.json') }])).rejects.toThrow(
      `Invalid OpenAPI document ${fixture('invalid.json')} at #/paths/~1assets/get: must have required property 'responses'. ${API_DOCUMENT_FIX_HINT}`,
    );
  });
});

describe('sourceApiNodes', () => {
  function fakeArgs() {
    const nodes: Record<string, unknown>[] = [];
    const { reporter } = fakeReporter();
    const args = {
      actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
      createNodeId: (key: string) => `id(${key})`,
      createContentDigest: () => 'digest',
      reporter,
    } as unknown as SourceNodesArgs;
    return { args, nodes, reporter };
  }
  const settingsWith = (file: string, overviewSlug = 'overview'): ResolvedSiteSettings =>
    // The fixture documents' examples are not all right; 'log' keeps their report out of the warnings checked here.
    ({ api: { overviewSlug, specs: [{ ...FIXTURE_SPEC, file }] }, linkChecks: { onInvalidExamples: 'log' } }) as unknown as ResolvedSiteSettings;

  test('a bad document stops the build with the engine message (panicOnBuild) and creates nothing', async () => {
    const { args, nodes, reporter } = fakeArgs();
    await sourceApiNodes(args, settingsWith(fixture('invalid.json')));
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(reporter.panicOnBuild.mock.calls[0][0]).toMatch(/^Invalid OpenAPI document .*invalid\.json at #\/paths\/~1assets\/get: /);
    expect(nodes).toEqual([]);
  });

  test('development: a broken document is reported (terminal and overlay) while the others are sourced; fixing it sources it and clears the overlay', async () => {
    const folder = tempFolder('fms-api-live-');
    try {
      const good = path.relative(process.cwd(), path.join(folder, 'good.json'));
      const bad = path.join(folder, 'bad.json');
      fs.copyFileSync(fixturePath('openapi-3.0.json'), path.join(folder, 'good.json'));
      fs.writeFileSync(bad, '{\n  "openapi": "3.0.3",\n  "info": {\n}');
      const { args, nodes, reporter } = fakeArgs();
      const specs = [
        { ...FIXTURE_SPEC, file: good },
        { id: 'bad-api', label: 'Bad API', file: path.relative(process.cwd(), bad) },
      ];
      overlay.mockClear();
      // The temporary folder is where these documents may be read from (settings api.documentsRoot).
      await sourceApiNodes(args, {
        api: { overviewSlug: 'overview', specs, documentsRoot: folder },
        linkChecks: { onInvalidExamples: 'log' },
      } as unknown as ResolvedSiteSettings);
      expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
      expect(reporter.panicOnBuild.mock.calls[0][0]).toMatch(/^Malformed JSON in OpenAPI document \S*bad\.json at line 4, column 2: /);
      expect(overlay).toHaveBeenCalledWith('fms-api-document bad-api', [
        expect.objectContaining({ title: expect.stringContaining('bad.json'), file: bad, line: 4, column: 2, message: reporter.panicOnBuild.mock.calls[0][0] }),
      ]);
      const specNodes = () => nodes.filter((node) => (node.internal as { type: string }).type === 'ApiSpec').map((node) => node.apiId);
      expect(specNodes()).toEqual(['fixture-api']);

      // Saving the same broken text again changes nothing; a fix reloads the document.
      const fileNode = (file: string) =>
        ({
          node: {
            id: `file ${file}`,
            sourceInstanceName: API_SOURCE_NAME,
            absolutePath: file,
            internal: { type: 'File', contentDigest: createHash('md5').update(fs.readFileSync(file)).digest('hex') },
          },
          reporter,
          getNode: () => undefined,
          actions: { ...args.actions, deleteNode: jest.fn() },
          createNodeId: args.createNodeId,
          createContentDigest: args.createContentDigest,
        }) as unknown as CreateNodeArgs;
      overlay.mockClear();
      await onCreateApiFileNode(fileNode(bad));
      expect(overlay).not.toHaveBeenCalled();
      fs.writeFileSync(bad, JSON.stringify({ openapi: '3.0.3', info: { title: 'Fixed', version: '1' }, paths: {} }));
      await onCreateApiFileNode(fileNode(bad));
      expect(specNodes()).toEqual(['fixture-api', 'bad-api']);
      expect(overlay).toHaveBeenCalledWith('fms-api-document bad-api', []);
      expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);

      // Broken again after it loaded: reported with the note that the last good version stays.
      fs.writeFileSync(bad, '{ "openapi": ');
      await onCreateApiFileNode(fileNode(bad));
      expect(reporter.panicOnBuild).toHaveBeenCalledTimes(2);
      expect(reporter.panicOnBuild.mock.calls[1][0]).toMatch(/bad\.json at line 1, column 14: .*keeps showing the last version that loaded/);
      expect(overlay).toHaveBeenLastCalledWith('fms-api-document bad-api', [expect.objectContaining({ line: 1, column: 14 })]);
    } finally {
      removeTree(folder);
    }
  });

  test('a route conflict stops the build before any document is read', async () => {
    const { args, reporter } = fakeArgs();
    await sourceApiNodes(args, settingsWith(fixture('does-not-exist.json'), 'fixture-api'));
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('api.overviewSlug'));
  });

  test('one ApiSpec, one ApiTag per tag group and one ApiOperation per operation; warnings are printed', async () => {
    const { args, nodes, reporter } = fakeArgs();
    await sourceApiNodes(args, settingsWith(FIXTURE_SPEC.file));
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const ofType = (type: string) => nodes.filter((node) => (node.internal as { type: string }).type === type);
    expect(ofType('ApiSpec')).toHaveLength(1);
    expect(ofType('ApiTag')).toHaveLength(fixtureApi.api.tags.length);
    expect(ofType('ApiOperation')).toHaveLength(fixtureApi.api.operations.length);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
    // The fixture's colliding operationId makes the engine warn; each warning names the file.
    expect(fixtureApi.api.warnings.length).toBeGreaterThan(0);
    expect(reporter.warn.mock.calls.map((call) => call[0])).toEqual(fixtureApi.api.warnings.map((w) => `${FIXTURE_SPEC.file}: ${w}`));
    // Its examples are checked on the way, each problem at the severity of onInvalidExamples ('log' here), and its examples coverage is printed (issue 43).
    const info = reporter.info.mock.calls.map(([message]) => String(message));
    expect(
      info
        .filter((message) => !message.startsWith('Examples coverage, '))
        .every((message) => message.startsWith(`Invalid example in ${FIXTURE_SPEC.file} at #/`)),
    ).toBe(true);
    expect(info.filter((message) => message.startsWith('Examples coverage, '))).toEqual([
      expect.stringMatching(/^Examples coverage, .*: \d+\/\d+ named examples, \d+\/\d+ media types, \d+\/\d+ variants — [\d.]+ %$/),
    ]);
  });

  test("an operation's node carries its data with the request samples packed, which the page writes back exactly", async () => {
    const { args, nodes } = fakeArgs();
    await sourceApiNodes(args, settingsWith(FIXTURE_SPEC.file));
    const operations = nodes.filter((node) => (node.internal as { type: string }).type === 'ApiOperation');
    expect(operations.length).toBe(fixtureApi.api.operations.length);
    for (const node of operations) {
      const data = node.data as PackedSamples<OperationPageData>;
      const original = fixtureApi.api.operations.find((operation) => operation.slug === data.slug);
      if (!original) throw new Error(`no operation ${data.slug}`);
      expect(data.codeSamples.every((sample) => !('code' in sample) || sample.id.startsWith('x-'))).toBe(true);
      expect(unpackSamples<OperationPageData>(unpackExamples(data as unknown as Packed<PackedSamples<OperationPageData>>)).codeSamples).toEqual(
        original.codeSamples,
      );
    }
  });

  test('every field of every node is declared in the GraphQL types (nothing is left to inference)', async () => {
    const { args, nodes } = fakeArgs();
    await sourceApiNodes(args, settingsWith(FIXTURE_SPEC.file));
    const types = new Map<string, Map<string, string>>();
    for (const match of API_TYPE_DEFS.matchAll(/type (\w+)[^{]*\{([^}]*)\}/g)) {
      const fields = new Map<string, string>();
      for (const line of match[2].split('\n')) {
        const field = /^\s*(\w+):\s*\[?(\w+)/.exec(line);
        if (field) fields.set(field[1], field[2]);
      }
      types.set(match[1], fields);
    }
    expect(API_TYPE_DEFS).toMatch(/type ApiSpec implements Node @dontInfer/);
    expect(API_TYPE_DEFS).toMatch(/type ApiTag implements Node @dontInfer/);
    expect(API_TYPE_DEFS).toMatch(/type ApiOperation implements Node @dontInfer/);
    const undeclared: string[] = [];
    const check = (value: Record<string, unknown>, typeName: string, where: string): void => {
      const fields = types.get(typeName);
      if (!fields) throw new Error(`no GraphQL type ${typeName}`);
      for (const [key, child] of Object.entries(value)) {
        if (['id', 'parent', 'children', 'internal'].includes(key)) continue;
        const fieldType = fields.get(key);
        if (!fieldType) undeclared.push(`${where}.${key}`);
        // JSON: an opaque value, never inferred (the page data of an operation or a schema).
        if (fieldType === 'JSON') continue;
        const items = Array.isArray(child) ? child : [child];
        for (const item of items) {
          if (item && typeof item === 'object' && fieldType) check(item as Record<string, unknown>, fieldType, `${where}.${key}`);
        }
      }
    };
    for (const node of nodes) {
      const type = (node.internal as { type: string }).type;
      check(node, type, type);
    }
    expect(undeclared).toEqual([]);
  });
});

describe('apiNodeContents', () => {
  test('the spec node: label from the settings, routes, download path, tags with their operations', () => {
    const { spec } = apiNodeContents(FIXTURE_SPEC, fixtureApi.api, 3);
    expect(spec).toMatchObject({ apiId: 'fixture-api', label: 'Fixture API', position: 3, route: '/docs/api/fixture-api', file: '/openapi-3.0.json' });
    expect(spec.operationCount).toBe(fixtureApi.api.operations.length);
    expect(spec.tags.map((tag) => tag.name)).toEqual(fixtureApi.api.tags.map((tag) => tag.name));
    const assets = spec.tags.find((tag) => tag.name === 'Assets');
    expect(assets?.route).toBe('/docs/api/fixture-api#assets');
    expect(assets?.operations[0]).toEqual({
      slug: 'list-assets',
      method: 'GET',
      path: '/assets',
      title: 'List assets',
      deprecated: false,
      route: '/docs/api/fixture-api/list-assets',
    });
  });

  test('an operation node carries its own page data as a JSON value (not a string of it: decision 0025), and only its own', () => {
    const { operations } = apiNodeContents(FIXTURE_SPEC, fixtureApi.api, 0);
    operations.forEach((node, index) => {
      const data = node.data;
      expect(data).toEqual(fixtureApi.api.operations[index]);
      expect(node).toMatchObject({
        apiId: 'fixture-api',
        slug: data.slug,
        method: data.method,
        path: data.path,
        title: data.title,
        tag: data.tag,
        kind: data.kind,
      });
      expect(node.route).toBe(`/docs/api/fixture-api/${data.slug}`);
    });
    expect(new Set(operations.map((node) => node.route)).size).toBe(operations.length);
  });

  test('the description HTML is sanitised by the engine: no script survives into the page data', () => {
    const list = apiNodeContents(FIXTURE_SPEC, fixtureApi.api, 0).operations.find((node) => node.slug === 'list-assets');
    expect(JSON.stringify(list?.data)).not.toMatch(/<script/i);
  });
});

describe('meta descriptions', () => {
  test('the first sentence of the description, else the summary, else method and path', () => {
    const base = { method: 'GET', path: '/assets' };
    expect(
      operationMetaDescription(
        { ...base, summary: 'List assets', descriptionHtml: '<p>Returns <code>Asset</code>s, e.g. pumps. Pages of 25.</p>' },
        'Portal API',
      ),
    ).toBe('Returns Assets, e.g. pumps.');
    expect(operationMetaDescription({ ...base, summary: 'List assets' }, 'Portal API')).toBe('List assets');
    expect(operationMetaDescription(base, 'Portal API')).toBe('GET /assets in the Portal API.');
  });

  test(`cut on a word at ${META_DESCRIPTION_MAX} characters`, () => {
    const long = `<p>${'word '.repeat(60)}end.</p>`;
    const text = operationMetaDescription({ method: 'GET', path: '/', descriptionHtml: long }, 'X');
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text).toMatch(/word…$/);
  });

  test('htmlToText decodes entities and keeps block boundaries; firstSentence ignores "v1.2"', () => {
    expect(htmlToText('<p>Send <code>Authorization: Bearer &lt;token&gt;</code>.</p><p>Next &amp; more&#39;s.</p>')).toBe(
      "Send Authorization: Bearer <token>. Next & more's.",
    );
    expect(firstSentence('Version v1.2 is current. Older ones are not.')).toBe('Version v1.2 is current.');
  });
});

describe('the apiSidebar', () => {
  const source = (api: LoadedApi) => apiNodeContents(api.settings, api.api, 0).spec;

  test('Overview first, then one category per API (linking to its index) with one category per tag', () => {
    const sidebar = buildApiSidebar([source(fixtureApi)], '/docs/api/overview');
    expect(sidebar[0]).toEqual({ type: 'link', label: 'Overview', href: '/docs/api/overview' });
    const api = category(sidebar[1]);
    expect(api).toMatchObject({ label: 'Fixture API', href: '/docs/api/fixture-api' });
    // The tags, then (issue 24) the collapsed Schemas category when the document has named schemas.
    const schemas = fixtureApi.api.schemas.length > 0 ? ['Schemas'] : [];
    expect(api.items.map((item) => category(item).label)).toEqual([...fixtureApi.api.tags.map((tag) => tag.name), ...schemas]);
    expect(api.items.every((item) => category(item).href === undefined)).toBe(true);
  });

  test('operation links carry the title, route and HTTP method, in the tag order of the document', () => {
    const sidebar = buildApiSidebar([source(fixtureApi)], '/docs/api/overview');
    const tags = category(sidebar[1]).items.map(category);
    fixtureApi.api.tags.forEach((tag, index) => {
      expect(tags[index].items).toEqual(
        tag.operationSlugs.map((slug) => {
          const operation = fixtureApi.api.operations.find((op) => op.slug === slug);
          return {
            type: 'link',
            label: operation?.title,
            href: `/docs/api/fixture-api/${slug}`,
            method: operation?.method,
            ...(operation?.deprecated ? { deprecated: true } : {}),
          };
        }),
      );
    });
  });

  test('breadcrumbs and previous/next follow the sidebar', () => {
    const sidebar = buildApiSidebar([source(fixtureApi)], '/docs/api/overview');
    const context = apiPageContexts(sidebar, '/docs/api/overview');
    const first = category(category(sidebar[1]).items[0]);
    const firstLink = first.items[0] as Extract<SidebarItem, { type: 'link' }>;
    const page = context(firstLink.href);
    expect(page.sidebarId).toBe('apiSidebar');
    expect(page.overviewRoute).toBe('/docs/api/overview');
    expect(page.breadcrumbs).toEqual([{ label: 'Fixture API', href: '/docs/api/fixture-api' }, { label: first.label }, { label: firstLink.label }]);
    expect(page.previous).toEqual({ label: 'Fixture API', href: '/docs/api/fixture-api' });
    expect(context('/docs/api/overview')).toMatchObject({ previous: null, next: { label: 'Fixture API', href: '/docs/api/fixture-api' } });
  });

  test("a page's context holds no sidebar and does not grow with the number of operations", () => {
    const operations = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ title: `Operation ${index}`, method: 'GET', route: `/docs/api/big-api/operation-${index}` }));
    const contextBytes = (count: number): number => {
      const source = { label: 'Big API', route: '/docs/api/big-api', tags: [{ name: 'All', slug: 'all', operations: operations(count) }] };
      const context = apiPageContexts(buildApiSidebar([source], '/docs/api/overview'), '/docs/api/overview');
      const page = context('/docs/api/big-api/operation-5');
      expect(page).not.toHaveProperty('sidebar');
      expect(page.previous?.href).toBe('/docs/api/big-api/operation-4');
      return JSON.stringify(page).length;
    };
    expect(contextBytes(3000)).toBe(contextBytes(10));
    expect(contextBytes(3000)).toBeLessThan(1024);
  });

  test('the shipped documents: Portal then AC, every operation linked once per tag it has', async () => {
    const apis = await loadApis([
      { id: 'portal-api', label: 'Portal API', file: 'static/Portal-v1.json' },
      { id: 'ac-api', label: 'Access Control API', file: 'static/AC-v1.json' },
    ]);
    const sidebar = buildApiSidebar(apis.map(source), apiOverviewRoute('openapi-document-on-azure-functions'));
    expect(sidebar.map((item) => item.label)).toEqual(['Overview', 'Portal API', 'Access Control API']);
    const links = sidebar.slice(1).flatMap((api) =>
      category(api)
        .items.filter((tag) => tag.label !== 'Schemas')
        .flatMap((tag) => category(tag).items),
    );
    for (const { api } of apis) {
      for (const operation of api.operations) {
        expect(links).toContainEqual({
          type: 'link',
          label: operation.title,
          href: apiOperationRoute(api.id, operation.slug),
          method: operation.method,
          ...(operation.deprecated ? { deprecated: true } : {}),
        });
      }
    }
    expect(links.every((link) => link.type === 'link' && /^[A-Z]+$/.test(link.method ?? ''))).toBe(true);
    // Loading validates every example of both documents too (decision 0012): slower on a busy machine.
  }, 180000);
});

describe('overviewTitle', () => {
  test("the APIs' shared title, else a generic one", () => {
    expect(overviewTitle(['OpenAPI Document on Azure Functions', 'OpenAPI Document on Azure Functions'])).toBe('OpenAPI Document on Azure Functions');
    expect(overviewTitle(['Portal', 'AC'])).toBe(API_OVERVIEW_FALLBACK_TITLE);
  });
});
