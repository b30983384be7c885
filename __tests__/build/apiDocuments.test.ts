/**
 * API documents as teams keep them (issue 16): `gatsby build` of a fixture site
 * (__tests__/fixtures/site-api-docs) with a YAML document, a document split over six files (nested
 * relative refs, a circular one across files), an OpenAPI 3.2 document with `parent` tags and one
 * with `x-tagGroups`. Each builds with a page per operation, the sidebar shows the groups, the index
 * pages head their groups, and each download is one file (the bundled copy for the split document).
 * Issue 24: a document with callbacks, a webhook and deprecations (`hooks`) gets its callbacks section,
 * schema pages with "Used by", and deprecated marks in the sidebar; `schemaPages: false` (work-orders) none.
 * Runs in a private copy of the project, so it never touches this checkout's public/ or .cache/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApiSidebar, type ApiSidebarSource } from '../../src/apiReference/sidebar/apiSidebar';
import type { SidebarItem } from '../../src/docs/types';
import { unpackCode, type PackedSample } from '../../src/openapi/packedSamples';
import { gatsbyEnv, projectCopy } from '../support/projectCopy';
import { stripVTControlCharacters } from 'node:util';

const BUILD_TIMEOUT_MS = 20 * 60 * 1000;
const FIXTURE = '__tests__/fixtures/site-api-docs';
let copy = '';
let output = '';
let status: number | null = null;

const publicFile = (...parts: string[]) => path.join(copy, 'public', ...parts);

beforeAll(() => {
  copy = projectCopy('api-documents', process.env.FMS_API_DOCUMENTS_DIR);
  const result = spawnSync(process.execPath, [path.join(copy, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: copy,
    env: gatsbyEnv(`${FIXTURE}/override.json`),
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    timeout: BUILD_TIMEOUT_MS,
  });
  status = result.status;
  output = stripVTControlCharacters(`${result.stdout ?? ''}\n${result.stderr ?? ''}`);
}, BUILD_TIMEOUT_MS);

function shape(items: readonly SidebarItem[]): unknown[] {
  return items.map((item) => (item.type === 'category' ? { [item.label]: shape(item.items) } : item.label));
}

/** The sidebar as the browser builds it: from the shared static query's result in public/. */
function builtSidebar(): SidebarItem[] {
  const dir = publicFile('page-data', 'sq', 'd');
  for (const name of fs.readdirSync(dir)) {
    const result = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { data?: { allApiSpec?: { nodes: ApiSidebarSource[] } } };
    const nodes = result.data?.allApiSpec?.nodes;
    if (nodes && nodes.some((node) => 'tagGroups' in node)) return buildApiSidebar(nodes, '/docs/api');
  }
  throw new Error('no static query result with the API sidebar in public/page-data/sq/d');
}

describe('YAML, split, 3.2 and x-tagGroups documents build', () => {
  it('the build succeeds', () => {
    expect({ status, tail: status === 0 ? '' : output.slice(-4000) }).toEqual({ status: 0, tail: '' });
  });

  it.each([
    ['work-orders', ['list-work-orders', 'get-work-order']],
    ['assets', ['list-assets', 'get-zone']],
    ['zones', ['list-sites', 'list-buildings', 'list-floors', 'list-people', 'search-people', 'copy-people']],
    ['access', ['list-badges', 'list-doors', 'list-audit', 'loose-thing']],
  ])('%s has a page per operation', (api, slugs) => {
    for (const slug of slugs) {
      const pageData = JSON.parse(fs.readFileSync(publicFile('page-data', 'docs', 'api', api, slug, 'page-data.json'), 'utf8')) as {
        result: { data: { apiOperation: { data: { slug: string } } } };
      };
      // A JSON value, not a string of it (decision 0025).
      expect(pageData.result.data.apiOperation.data.slug).toBe(slug);
    }
  });

  it("3.2's QUERY and additionalOperations (COPY) operations get pages with their method and request samples", () => {
    for (const [slug, method] of [
      ['search-people', 'QUERY'],
      ['copy-people', 'COPY'],
    ]) {
      const html = fs.readFileSync(publicFile('docs', 'api', 'zones', slug, 'index.html'), 'utf8');
      expect(html).toMatch(new RegExp(`data-method="${method.toLowerCase()}"[^>]*>${method}<`));
      const pageData = JSON.parse(fs.readFileSync(publicFile('page-data', 'docs', 'api', 'zones', slug, 'page-data.json'), 'utf8')) as {
        result: { data: { apiOperation: { data: { codeSamples: PackedSample[] } } } };
      };
      // Page data carries a generated sample packed (src/openapi/packedSamples.ts): its lines, shared ones by number.
      const curl = pageData.result.data.apiOperation.data.codeSamples.find((sample) => sample.id === 'curl');
      expect(curl).toBeDefined();
      expect(unpackCode(curl?.lines ?? [])).toContain(`curl --request ${method}`);
    }
  });

  it('the split document renders its referenced schemas, including the circular one across files', () => {
    const pageData = fs.readFileSync(publicFile('page-data', 'docs', 'api', 'assets', 'get-zone', 'page-data.json'), 'utf8');
    // The zone's assets, each naming its zone again: the schema tree shows the properties of both files.
    expect(pageData).toContain('assets');
    expect(pageData).toContain('zone');
    const listAssets = fs.readFileSync(publicFile('page-data', 'docs', 'api', 'assets', 'list-assets', 'page-data.json'), 'utf8');
    expect(listAssets).toContain('Something went wrong.');
  });

  it('the sidebar shows x-tagGroups as categories and 3.2 parent tags nested, with display names', () => {
    const sidebar = shape(buildApiSidebarItems());
    expect(sidebar).toContainEqual({
      Access: [
        { 'Access control': [{ Badges: ['List badges'] }, { Doors: ['List doors'] }] },
        { Compliance: [{ 'Audit log': ['List audit entries'] }] },
        { loose: ['A loose operation'] },
      ],
    });
    expect(sidebar).toContainEqual({
      Zones: [
        { Facilities: ['List sites', { Buildings: ['List buildings', { Floors: ['List floors'] }] }] },
        { People: ['List people', 'Search people', 'Copy people'] },
      ],
    });
  });

  it('the index pages head the groups and nest the child tags', () => {
    const access = fs.readFileSync(publicFile('docs', 'api', 'access', 'index.html'), 'utf8');
    expect(access).toMatch(/<h2[^>]* id="group-access-control"[^>]*>Access control<\/h2>/);
    expect(access).toMatch(/<h3[^>]* id="badges"[^>]*>Badges<\/h3>/);
    const zones = fs.readFileSync(publicFile('docs', 'api', 'zones', 'index.html'), 'utf8');
    expect(zones).toMatch(/<h2[^>]* id="facilities"[^>]*>Facilities<\/h2>/);
    expect(zones).toMatch(/<h3[^>]* id="buildings"[^>]*>Buildings<\/h3>/);
    expect(zones).toMatch(/<h4[^>]* id="floors"[^>]*>Floors<\/h4>/);
  });

  it('each download is one file: the split document bundled, a one-file YAML document as written, JSON compact', () => {
    const bundled = fs.readFileSync(publicFile('openapi.yaml'), 'utf8');
    expect(bundled).toContain('listAssets');
    expect(bundled).toContain('getZone');
    expect(bundled).not.toMatch(/\$ref: ["']?\.{1,2}\//);
    expect(fs.readFileSync(publicFile('yaml-3.1.yaml'), 'utf8')).toBe(fs.readFileSync(path.join(copy, '__tests__/fixtures/openapi/yaml-3.1.yaml'), 'utf8'));
    const written = fs.readFileSync(path.join(copy, '__tests__/fixtures/openapi/tag-groups.json'), 'utf8');
    expect(fs.readFileSync(publicFile('tag-groups.json'), 'utf8')).toBe(JSON.stringify(JSON.parse(written)));
  });
});

describe('callbacks, schema pages and deprecations (issue 24)', () => {
  const html = (...route: string[]) => fs.readFileSync(publicFile(...route, 'index.html'), 'utf8');

  it("an operation's callbacks follow its responses, with the URL expression as written and deep-link ids", () => {
    const page = html('docs', 'api', 'hooks', 'create-subscription');
    expect(page.indexOf('id="responses"')).toBeLessThan(page.indexOf('id="callbacks"'));
    expect(page).toMatch(/<details[^>]* id="callback-onEvent"/);
    expect(page).toContain('{$request.body#/callbackUrl}');
    expect(page).toContain('id="callback-onEvent-post-response-410"');
    expect(page).toContain('id="callback-onEvent-post-request-body.thing"');
  });

  it('a webhook page has the same parts: method, description, request body, responses', () => {
    const page = html('docs', 'api', 'hooks', 'thing-retired');
    for (const part of ['Sent when a thing is retired.', 'id="request-body"', 'id="responses"', 'id="response-200"']) expect(page).toContain(part);
  });

  it('a page per named schema, with Used by (through other schemas and callbacks) linking the operations', () => {
    const thing = html('docs', 'api', 'hooks', 'schemas', 'thing');
    expect(thing).toMatch(/<h1[^>]*>Thing<\/h1>/);
    for (const slug of ['create-subscription', 'list-things', 'get-thing', 'thing-retired']) expect(thing).toContain(`href="/docs/api/hooks/${slug}"`);
    expect(thing).toContain('callback onEvent');
    expect(html('docs', 'api', 'hooks', 'schemas', 'legacy-thing')).toContain('This schema is deprecated');
    // Operation pages link the named schemas of their trees.
    expect(html('docs', 'api', 'hooks', 'create-subscription')).toContain('href="/docs/api/hooks/schemas/subscription"');
    // The split document's schemas, bundled from their files, get pages too; schemaPages: false gives none.
    expect(fs.existsSync(publicFile('docs', 'api', 'assets', 'schemas', 'error', 'index.html'))).toBe(true);
    expect(fs.existsSync(publicFile('docs', 'api', 'work-orders', 'schemas'))).toBe(false);
  });

  it('the overview lists the server variables and every schema page', () => {
    const overview = html('docs', 'api', 'openapi-document-on-azure-functions');
    expect(overview).toContain('https://{tenant}.{region}.hooks.example.com/v1');
    expect(overview).toContain('one of eu, us');
    expect(overview).toContain('href="/docs/api/hooks/schemas/legacy-thing"');
  });

  it('the sidebar lists the schemas after the tags and marks deprecated operations and schemas', () => {
    const hooks = builtSidebar().find((item) => item.label === 'Hooks');
    expect(hooks && shape([hooks])).toEqual([
      {
        Hooks: [
          { Subscriptions: ['Subscribe to events'] },
          { Things: ['List things', 'Get a thing', 'A thing was retired'] },
          { Schemas: ['Subscription', 'Event', 'Thing', 'LegacyThing'] },
        ],
      },
    ]);
    const links = JSON.stringify(hooks);
    expect(links).toContain('"label":"List things","href":"/docs/api/hooks/list-things","method":"GET","deprecated":true');
    expect(links).toContain('"label":"LegacyThing","href":"/docs/api/hooks/schemas/legacy-thing","deprecated":true');
    expect(builtSidebar().find((item) => item.label === 'Work Orders')).not.toHaveProperty(
      'items',
      expect.arrayContaining([expect.objectContaining({ label: 'Schemas' })]),
    );
  });
});

function buildApiSidebarItems(): SidebarItem[] {
  return builtSidebar();
}
