/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HeaderRoutes, RoutesManifest } from 'gatsby';
import { contentSecurityPolicy, netlifyHeadersFile, securityHeaders } from '../../../../src/node/deploy/headers';
import { htmlRedirectRules, redirectsFile } from '../../../../src/node/deploy/redirects';
import {
  ADAPTER_MARKER_END,
  ADAPTER_MARKER_START,
  changedOurPart,
  headerRoutesBesideOurs,
  netlifyAdapter,
  onNetlify,
  overlaps,
  parseHeadersFile,
  redirectSources,
  routesBesideOurRedirects,
  siteAdapter,
  STATIC_FILES_ADAPTER,
  withoutAdapterSection,
  withoutEmptyAdapterSection,
} from '../../../../src/node/deploy/netlifyAdapter';
import { fakeReporter } from '../../../support/reporter';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';

// Gatsby's own default headers, as its adapter manager hands them on (gatsby/dist/utils/adapter/manager.js).
const gatsbyHeaders = require('gatsby/dist/utils/adapter/constants') as {
  MUST_REVALIDATE_HEADERS: { key: string; value: string }[];
  PERMANENT_CACHE_CONTROL_HEADER: { key: string; value: string }[];
};

const ASSET = '/app-0123456789abcdef0123.js';
const OUR_HEADERS = netlifyHeadersFile({ prefix: '', security: securityHeaders(contentSecurityPolicy(["'sha256-abc='"])), hashedAssets: [ASSET] });
const OUR_REDIRECTS = redirectsFile('# hand-written\n/old  /docs/intro  301\n', htmlRedirectRules(['/', '/docs/intro']));

/** What Gatsby hands an adapter for this site: its two default rules and the immutable rule of each webpack asset. */
const GATSBY_HEADER_ROUTES: HeaderRoutes = [
  { path: '/*', headers: gatsbyHeaders.MUST_REVALIDATE_HEADERS },
  { path: '/static/*', headers: gatsbyHeaders.PERMANENT_CACHE_CONTROL_HEADER },
  { path: ASSET, headers: gatsbyHeaders.PERMANENT_CACHE_CONTROL_HEADER },
];

describe('the Netlify adapter beside the site’s _headers and _redirects', () => {
  it('is used on Netlify only (NETLIFY, or NETLIFY_LOCAL under the Netlify CLI)', () => {
    expect([onNetlify({}), onNetlify({ NETLIFY: 'true' }), onNetlify({ NETLIFY_LOCAL: 'true' })]).toEqual([false, true, true]);
  });

  it('reads the rules of _headers and the sources of _redirects, without the adapter’s section', () => {
    const withSection = `${OUR_HEADERS}${ADAPTER_MARKER_START}\n/x\n  X-Custom: 1\n${ADAPTER_MARKER_END}\n`;
    const rules = parseHeadersFile(withSection);
    expect(rules.get('/*')?.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(rules.get(ASSET)?.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(rules.has('/x')).toBe(false);
    expect(withoutAdapterSection(withSection)).toBe(OUR_HEADERS);
    expect([...redirectSources(OUR_REDIRECTS)]).toEqual(['/old', '/index.html', '/docs/intro/index.html', '/docs/intro.html']);
  });

  it('knows which header paths can match one request', () => {
    expect([overlaps('/*', '/app.js'), overlaps('/static/x.png', '/static/*'), overlaps('/a', '/a'), overlaps('/static/*', '/app.js')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('hands on none of Gatsby’s default headers: each duplicates or contradicts one of ours, or is one the site does not send', () => {
    expect(headerRoutesBesideOurs(GATSBY_HEADER_ROUTES, parseHeadersFile(OUR_HEADERS))).toEqual([]);
  });

  it('hands on a header rule of Gatsby’s that ours do not decide', () => {
    const custom: HeaderRoutes = [
      {
        path: '/docs/intro',
        headers: [
          { key: 'X-Robots-Tag', value: 'noai' },
          { key: 'referrer-policy', value: 'no-referrer' },
        ],
      },
    ];
    expect(headerRoutesBesideOurs(custom, parseHeadersFile(OUR_HEADERS))).toEqual([{ path: '/docs/intro', headers: [{ key: 'X-Robots-Tag', value: 'noai' }] }]);
  });

  it('leaves out a redirect whose source our _redirects already has (ours come first and win)', () => {
    const routes: RoutesManifest = [
      { type: 'redirect', path: '/old', toPath: '/elsewhere', status: 301, headers: [] },
      { type: 'redirect', path: '/new', toPath: '/docs/intro', status: 301, headers: [] },
      { type: 'static', path: '/docs/intro', filePath: 'public/docs/intro/index.html', headers: [] },
    ];
    expect(routesBesideOurRedirects(routes, redirectSources(OUR_REDIRECTS)).map((route) => route.path)).toEqual(['/new', '/docs/intro']);
  });

  it('drops an empty adapter section, and tells when our part of a file changed', () => {
    expect(withoutEmptyAdapterSection(`${OUR_HEADERS}${ADAPTER_MARKER_START}\n\n${ADAPTER_MARKER_END}\n`)).toBe(OUR_HEADERS);
    expect(changedOurPart(OUR_HEADERS, `${OUR_HEADERS}${ADAPTER_MARKER_START}\n/x\n  X-A: 1\n${ADAPTER_MARKER_END}\n`, '_headers')).toBeUndefined();
    expect(changedOurPart(OUR_HEADERS, OUR_HEADERS.replace('DENY', 'SAMEORIGIN'), '_headers')).toMatch(/changed the site's own rules in public\/_headers/);
  });

  describe('gatsby-adapter-netlify’s adapt, run on a small public/', () => {
    const cwd = process.cwd();
    let site = '';
    beforeEach(() => {
      site = writeTree(
        { 'public/_headers': OUR_HEADERS, 'public/_redirects': OUR_REDIRECTS, 'public/index.html': '<p>home', 'public/docs/intro/index.html': '<p>intro' },
        tempFolder('fms-netlify-adapter-'),
      );
      process.chdir(site); // the adapter writes public/_headers and public/_redirects relative to the working folder
    });
    afterEach(() => {
      process.chdir(cwd);
      removeTree(site);
    });

    const adapt = async (headerRoutes: HeaderRoutes, extraRoutes: RoutesManifest = []): Promise<string[]> => {
      const { reporter, info } = fakeReporter();
      await netlifyAdapter(path.join(site, 'public')).adapt({
        reporter: reporter as never,
        routesManifest: [
          { type: 'static', path: '/', filePath: 'public/index.html', headers: [] },
          { type: 'static', path: '/docs/intro', filePath: 'public/docs/intro/index.html', headers: [] },
          ...extraRoutes,
        ],
        functionsManifest: [],
        headerRoutes,
        pathPrefix: '',
        trailingSlash: 'never',
        remoteFileAllowedUrls: [],
      });
      return info;
    };
    const read = (file: string): string => fs.readFileSync(path.join(site, 'public', file), 'utf8');

    it('leaves both files exactly as the site wrote them when Gatsby has only its defaults, and moves a page to route.html', async () => {
      const info = await adapt(GATSBY_HEADER_ROUTES, [{ type: 'redirect', path: '/docs/intro.html', toPath: '/x', status: 302, headers: [] }]);
      expect(read('_headers')).toBe(OUR_HEADERS);
      expect(read('_redirects')).toBe(OUR_REDIRECTS);
      // The adapter serves /docs/intro from docs/intro.html, so Netlify adds no trailing slash (trailingSlash 'never').
      expect(['docs/intro.html', 'docs/intro/index.html', 'index.html'].map((file) => fs.existsSync(path.join(site, 'public', file)))).toEqual([
        true,
        false,
        true,
      ]);
      expect(info.join('\n')).toMatch(
        /0 header rules and 2 routes handed on; 7 of Gatsby's headers left to the site's _headers, 1 redirects to its _redirects/,
      );
    });

    it('puts what ours do not decide in the adapter’s section, after ours (with a blank line between)', async () => {
      await adapt(
        [...GATSBY_HEADER_ROUTES, { path: '/docs/intro', headers: [{ key: 'X-Robots-Tag', value: 'noai' }] }],
        [{ type: 'redirect', path: '/new', toPath: '/docs/intro', status: 301, headers: [] }],
      );
      expect(read('_headers')).toBe(`${OUR_HEADERS}\n${ADAPTER_MARKER_START}\n/docs/intro\n  X-Robots-Tag: noai\n\n${ADAPTER_MARKER_END}\n`);
      expect(read('_redirects')).toBe(`${OUR_REDIRECTS}\n${ADAPTER_MARKER_START}\n/new  /docs/intro  301\n\n${ADAPTER_MARKER_END}\n`);
    });
  });
});

describe('the adapter gatsby-config names', () => {
  it('is Netlify’s on Netlify and the static files one elsewhere, so Gatsby never downloads and runs an adapters manifest', () => {
    expect(siteAdapter({ NETLIFY: 'true' }).name).toBe('gatsby-adapter-netlify');
    expect(siteAdapter({ NETLIFY_LOCAL: 'true' }).name).toBe('gatsby-adapter-netlify');
    expect(siteAdapter({})).toBe(STATIC_FILES_ADAPTER);
    expect(Object.keys(STATIC_FILES_ADAPTER).sort()).toEqual(['adapt', 'name']);
    // Reading none of the manifests: adapt touches nothing of its context.
    const context = new Proxy(
      {},
      {
        get: (_, key) => {
          throw new Error(`adapt read ${String(key)}`);
        },
      },
    );
    expect(() => STATIC_FILES_ADAPTER.adapt(context as never)).not.toThrow();
  });

  it('is set in gatsby-config.ts for every build (Gatsby looks for an adapter of its own only when none is set)', () => {
    const config = fs.readFileSync(path.resolve('gatsby-config.ts'), 'utf8');
    expect(config).toMatch(/^\s*adapter: siteAdapter\(\),$/m);
    const manager = fs.readFileSync(require.resolve('gatsby/dist/utils/adapter/manager.js'), 'utf8');
    expect(manager).toContain('if (adapterFromGatsbyConfig) {');
  });
});
