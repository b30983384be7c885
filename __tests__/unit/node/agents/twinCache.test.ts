/** @jest-environment node */
/**
 * The Markdown twins kept between builds (issue 45; src/node/agents/twinCache.ts): a kept build with
 * the same inputs makes no twin again and writes no file; a change of any input (a page's HTML, its
 * MDX file, an API node, the set of routes, the settings, the code version) makes that twin again; the
 * files are always those of a build without a cache, byte for byte.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Node } from 'gatsby';
import { writeAgentFiles, type AgentFilesCache } from '../../../../src/node/agents/writeAgentFiles';
import { digestOf } from '../../../../src/node/agents/twinCache';
import { mdxTwin } from '../../../../src/node/agents/mdxTwin';
import { apiIndexTwin, operationTwin } from '../../../../src/node/agents/apiTwins';
import { htmlToMarkdown } from '../../../../src/node/agents/htmlMarkdown';
import { normaliseApi } from '../../../../src/openapi/normalise';
import { apiNodeContents } from '../../../../src/node/api/model';
import { API_NODE_TYPES } from '../../../../src/node/api/sourceApiNodes';
import { packExamples } from '../../../../src/openapi/packedExamples';
import { packSamples } from '../../../../src/openapi/packedSamples';
import { mergeSettings, validateSettings } from '../../../../src/node/config/validate';
import { siteSettings } from '../../../../src/config/settings';
import type { ResolvedSiteSettings } from '../../../../src/config/settingsContract';
import { removeTree, tempFolder } from '../../../support/tempFolder';

// The converters, counted: a reused twin calls none of them.
jest.mock('../../../../src/node/agents/mdxTwin', () => {
  const actual = jest.requireActual('../../../../src/node/agents/mdxTwin');
  return { ...actual, mdxTwin: jest.fn(actual.mdxTwin) };
});
jest.mock('../../../../src/node/agents/apiTwins', () => {
  const actual = jest.requireActual('../../../../src/node/agents/apiTwins');
  return { ...actual, operationTwin: jest.fn(actual.operationTwin), apiIndexTwin: jest.fn(actual.apiIndexTwin) };
});
jest.mock('../../../../src/node/agents/htmlMarkdown', () => {
  const actual = jest.requireActual('../../../../src/node/agents/htmlMarkdown');
  return { ...actual, htmlToMarkdown: jest.fn(actual.htmlToMarkdown) };
});

const calls = (): { mdx: number; operation: number; html: number } => ({
  mdx: jest.mocked(mdxTwin).mock.calls.length,
  operation: jest.mocked(operationTwin).mock.calls.length,
  html: jest.mocked(htmlToMarkdown).mock.calls.length,
});

const api = normaliseApi(
  {
    openapi: '3.0.3',
    info: { title: 'Assets API', version: '1.0.0', description: 'Manage the assets.' },
    servers: [{ url: 'https://api.example.com/v1' }],
    tags: [{ name: 'Assets', description: 'Things.' }],
    paths: {
      '/assets': {
        get: {
          operationId: 'listAssets',
          summary: 'List assets',
          description: 'Lists the assets. See [the intro](/docs/intro).',
          tags: ['Assets'],
          responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } } },
        },
      },
    },
  } as never,
  { id: 'assets', file: '/Assets-v1.json' },
);
const contents = apiNodeContents({ id: 'assets', label: 'Assets API', file: '/Assets-v1.json' }, api, 0);

const page = (main: string, title = 'Page'): string =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><nav>Menu</nav><main>${main}</main></body></html>`;

/** One site's inputs: built HTML, an MDX file, the nodes; `change` edits them before a build. */
class Site {
  readonly root = tempFolder('fms-twins-');
  readonly publicDir = path.join(this.root, 'public');
  readonly cacheDir = path.join(this.root, '.cache', 'fms-agent-twins');
  readonly mdxFile = path.join(this.root, 'content', 'intro.mdx');
  settings: ResolvedSiteSettings = validateSettings(siteSettings);
  operation = { id: 'op-1', ...contents.operations[0], data: packExamples(packSamples(contents.operations[0].data)) } as Record<string, unknown>;
  mdxTitle = 'Introduction';
  readonly warnings: string[] = [];

  constructor() {
    this.html('/', page('<h1>Home</h1><p>Welcome to <a href="/docs/intro">the docs</a>.</p><button>Menu</button>'));
    this.html('/docs/intro', page('<h1>Introduction</h1>'));
    this.html(contents.spec.route, page('<h1>Assets API</h1>'));
    this.html(String(this.operation.route), page('<h1>List assets</h1>'));
    fs.mkdirSync(path.dirname(this.mdxFile), { recursive: true });
    fs.writeFileSync(this.mdxFile, '---\ntitle: Introduction\n---\n\nThe intro. See [the API](/docs/api/assets) and {props.value}.\n');
  }

  html(route: string, text: string): void {
    const file = path.join(this.publicDir, route === '/' ? '' : route, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }

  private nodes(): { pages: Node[]; byId: Map<string, Node> } {
    const mdx = {
      id: 'mdx-1',
      frontmatter: { title: this.mdxTitle, description: 'What it is.' },
      fields: { kind: 'doc', route: '/docs/intro', sourceFile: 'content/intro.mdx', version: 'current' },
      internal: { type: 'Mdx', contentFilePath: this.mdxFile, contentDigest: 'x', owner: 'gatsby-plugin-mdx', counter: Math.random() },
    };
    const pages = [
      { path: '/', component: '/site/src/pages/index.tsx', context: {} },
      { path: '/docs/intro/', component: `/site/src/templates/DocPage.tsx?__contentFilePath=${this.mdxFile}`, context: { id: 'mdx-1' } },
      { path: `${contents.spec.route}/`, component: '/site/src/templates/ApiIndexPage.tsx', context: { apiId: 'assets' } },
      { path: `${String(this.operation.route)}/`, component: '/site/src/templates/ApiOperationPage.tsx', context: { id: 'op-1' } },
    ].map((sitePage) => ({ ...sitePage, id: `page ${sitePage.path}`, internal: { type: 'SitePage', counter: Math.random() } }));
    return { pages: pages as unknown as Node[], byId: new Map([mdx, this.operation].map((node) => [String(node.id), node as unknown as Node])) };
  }

  /** Builds the agent files; returns every file written, by path. */
  build(cache: AgentFilesCache): Map<string, Buffer> {
    const { pages, byId } = this.nodes();
    const spec = { id: 'spec-1', ...contents.spec, internal: { type: API_NODE_TYPES.spec, counter: Math.random() } };
    writeAgentFiles(
      {
        getNode: ((id: string) => byId.get(id)) as never,
        getNodesByType: ((type: string) => (type === 'SitePage' ? pages : type === API_NODE_TYPES.spec ? [spec] : [])) as never,
        reporter: { info: () => undefined, warn: (message: string) => this.warnings.push(message) } as never,
      },
      this.settings,
      this.publicDir,
      cache,
    );
    return this.agentFiles();
  }

  agentFiles(): Map<string, Buffer> {
    const files = new Map<string, Buffer>();
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (!entry.name.endsWith('.html')) files.set(path.relative(this.publicDir, full), fs.readFileSync(full));
      }
    };
    walk(this.publicDir);
    return files;
  }

  /** A copy of this site's inputs (not its agent files or cache), built without a cache. */
  uncached(): Map<string, Buffer> {
    const copy = new Site();
    copy.settings = this.settings;
    copy.operation = this.operation;
    copy.mdxTitle = this.mdxTitle;
    fs.rmSync(copy.publicDir, { recursive: true });
    fs.cpSync(this.publicDir, copy.publicDir, { recursive: true, filter: (source) => !/\.(md|txt)$/.test(source) });
    fs.copyFileSync(this.mdxFile, copy.mdxFile);
    try {
      return copy.build({ dir: copy.cacheDir, codeVersion: undefined });
    } finally {
      expect(fs.existsSync(copy.cacheDir)).toBe(false);
      copy.remove();
    }
  }

  /** Every agent file's date set in the past, to see which a build writes again. */
  age(): void {
    const past = new Date('2020-01-01T00:00:00Z');
    for (const file of this.agentFiles().keys()) fs.utimesSync(path.join(this.publicDir, file), past, past);
  }

  rewritten(): string[] {
    return [...this.agentFiles().keys()].filter((file) => fs.statSync(path.join(this.publicDir, file)).mtime.getUTCFullYear() !== 2020).sort();
  }

  remove(): void {
    removeTree(this.root);
  }
}

let site: Site;
const v1: () => AgentFilesCache = () => ({ dir: site.cacheDir, codeVersion: 'v1' });

beforeEach(() => {
  jest.clearAllMocks();
  site = new Site();
});
afterEach(() => site.remove());

/** Builds with a cache and expects the converters' calls since `before` and the files of a build without one. */
function expectBuild(before: ReturnType<typeof calls>, made: Partial<ReturnType<typeof calls>>, cache = v1()): Map<string, Buffer> {
  const files = site.build(cache);
  const after = calls();
  expect({ mdx: after.mdx - before.mdx, operation: after.operation - before.operation, html: after.html - before.html }).toEqual({
    mdx: 0,
    operation: 0,
    html: 0,
    ...made,
  });
  expect(files).toEqual(site.uncached());
  return files;
}

test('a second build with the same inputs makes no twin again, writes no file, and gives the same files and warnings', () => {
  const first = expectBuild(calls(), { mdx: 1, operation: 1, html: 1 });
  expect(first.has('index.md')).toBe(true);
  expect(first.has('llms.txt')).toBe(true);
  expect(fs.existsSync(path.join(site.cacheDir, 'twins.json'))).toBe(true);
  const warnings = site.warnings.filter((message) => message.startsWith('Markdown twin:'));
  expect(warnings).toHaveLength(1);

  site.age();
  const cacheDate = fs.statSync(path.join(site.cacheDir, 'twins.json')).mtimeMs;
  const second = expectBuild(calls(), {});
  expect(second).toEqual(first);
  expect(site.rewritten()).toEqual([]);
  // The MDX expression's warning is said again, from the kept twin.
  expect(site.warnings.filter((message) => message.startsWith('Markdown twin:'))).toEqual([...warnings, ...warnings]);
  // Nothing new to keep: the cache file is not written again either.
  expect(fs.statSync(path.join(site.cacheDir, 'twins.json')).mtimeMs).toBe(cacheDate);
});

test("a page's built HTML changed: only that twin is made again and only its file written", () => {
  site.build(v1());
  site.age();
  site.html('/', page('<h1>Home</h1><p>Welcome back.</p>'));
  expectBuild(calls(), { html: 1 });
  expect(site.rewritten()).toEqual(['index.md']);
});

test('an MDX file changed, or its node: that twin is made again', () => {
  site.build(v1());
  site.age();
  fs.appendFileSync(site.mdxFile, '\nOne more paragraph.\n');
  expectBuild(calls(), { mdx: 1 });
  expect(site.rewritten()).toEqual(['docs/intro.md', 'llms-full.txt']);

  site.mdxTitle = 'Intro, renamed';
  expectBuild(calls(), { mdx: 1 });
});

test("an API operation's node changed: its twin is made again; the index twin reads the document and is kept", () => {
  const indexTwin = jest.mocked(apiIndexTwin);
  site.build(v1());
  expect(indexTwin).toHaveBeenCalledTimes(1);
  site.operation = { ...site.operation, metaDescription: 'Another sentence.', title: 'List every asset' };
  expectBuild(calls(), { operation: 1 });
  // Once more for the build without a cache that expectBuild compares with, not for the kept build.
  expect(indexTwin).toHaveBeenCalledTimes(2);
});

test('another set of routes, other settings or another code version: every twin is made again', () => {
  site.build(v1());
  // A new page: links to it become links to its twin, in any page.
  site.html('/docs/api', page('<h1>APIs</h1>'));
  expectBuild(calls(), { mdx: 1, operation: 1, html: 2 });

  site.settings = validateSettings(mergeSettings(siteSettings, { url: 'https://elsewhere.example.org' }));
  const moved = expectBuild(calls(), { mdx: 1, operation: 1, html: 2 });
  expect(moved.get('index.md')?.toString()).toContain('https://elsewhere.example.org/docs/intro.md');
  // And kept for the next build with those settings.
  expectBuild(calls(), {});

  expectBuild(calls(), { mdx: 1, operation: 1, html: 2 }, { dir: site.cacheDir, codeVersion: 'v2' });
  // Back to v1: its twins were not kept (only the last build's are).
  expectBuild(calls(), { mdx: 1, operation: 1, html: 2 });
});

test('an unreadable cache file is ignored', () => {
  site.build(v1());
  fs.writeFileSync(path.join(site.cacheDir, 'twins.json'), '{"version":"v1","twins":');
  expectBuild(calls(), { mdx: 1, operation: 1, html: 1 });
});

test("the digest's parts cannot run into each other", () => {
  expect(digestOf(['ab', 'c'])).not.toBe(digestOf(['a', 'bc']));
  expect(digestOf(['1'])).not.toBe(digestOf([1]));
  expect(digestOf([Buffer.from('x')])).not.toBe(digestOf(['x']));
  expect(digestOf([{ a: 1 }])).toBe(digestOf([{ a: 1 }]));
});

test('a page no longer built: its twin leaves the kept public/ (src/node/agents/staleAgentFiles.ts), the others stay', () => {
  site.build(v1());
  expect(fs.existsSync(path.join(site.publicDir, 'index.md'))).toBe(true);
  fs.rmSync(path.join(site.publicDir, 'index.html'));
  site.build(v1());
  expect(fs.existsSync(path.join(site.publicDir, 'index.md'))).toBe(false);
  expect(fs.existsSync(path.join(site.publicDir, 'docs/intro.md'))).toBe(true);
  expect(fs.existsSync(path.join(site.publicDir, 'llms.txt'))).toBe(true);
});
