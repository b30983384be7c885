/**
 * Preview deploys that search engines ignore (issue 28): `gatsby build` of a fixture site
 * (__tests__/fixtures/site-shell) with Netlify's CONTEXT=deploy-preview. Every page, of every kind,
 * carries `<meta name="robots" content="noindex">`, robots.txt disallows everything and no sitemap is
 * written, while the canonical links still name the production URL. The production side (the same
 * tags absent, robots.txt allowing, the sitemap there) is checked on the shipped build by
 * shippedSite.test.ts. Runs in a private copy of the project, so it never touches this checkout's
 * public/ or .cache/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { siteSettings } from '../../src/config/settings';
import { gatsbyEnv, projectCopy } from '../support/projectCopy';

const BUILD_TIMEOUT_MS = 20 * 60 * 1000;
const FIXTURE = '__tests__/fixtures/site-shell';
const ROBOTS_NOINDEX = /<meta name="robots" content="noindex"[ >/]/;
let copy = '';
let output = '';
let status: number | null = null;

const publicDir = (): string => path.join(copy, 'public');

function htmlPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_gatsby' ? [] : htmlPages(file); // Gatsby's slice fragments, not pages
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

const headOf = (file: string): string => /<head>([\s\S]*?)<\/head>/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';

beforeAll(() => {
  copy = projectCopy('preview-deploy', process.env.FMS_PREVIEW_DEPLOY_DIR);
  const result = spawnSync(process.execPath, [path.join(copy, 'node_modules/gatsby/cli.js'), 'build', '--prefix-paths'], {
    cwd: copy,
    env: { ...gatsbyEnv(`${FIXTURE}/override.json`), CONTEXT: 'deploy-preview' },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    timeout: BUILD_TIMEOUT_MS,
  });
  status = result.status;
  output = stripVTControlCharacters(`${result.stdout ?? ''}\n${result.stderr ?? ''}`);
}, BUILD_TIMEOUT_MS);

describe('a deploy preview (CONTEXT=deploy-preview)', () => {
  it('builds', () => {
    expect({ status, tail: status === 0 ? '' : output.slice(-4000) }).toEqual({ status: 0, tail: '' });
  });

  it('puts noindex on every page of every kind, and keeps the canonical link on the production URL', () => {
    const override = JSON.parse(fs.readFileSync(path.join(copy, FIXTURE, 'override.json'), 'utf8')) as { url?: string };
    const url = override.url ?? siteSettings.url;
    const pages = htmlPages(publicDir());
    const routes = pages.map((file) => path.relative(publicDir(), file).split(path.sep).join('/'));
    // Every page kind is among them: home, guide, API overview and index (docs/api/<id>/) and operation, blog list and post, search, 404.
    const kinds = [
      /^index\.html$/,
      /^docs\/intro\/index\.html$/,
      /^docs\/api\/[^/]+\/index\.html$/,
      /^docs\/api\/[^/]+\/[^/]+\/index\.html$/,
      /^blog\/index\.html$/,
      /^blog\/[^/]+\/index\.html$/,
      /^search\/index\.html$/,
      /^404\.html$/,
    ];
    for (const kind of kinds) {
      expect({ kind: String(kind), found: routes.some((route) => kind.test(route)) }).toEqual({ kind: String(kind), found: true });
    }
    expect(routes.filter((route, index) => !ROBOTS_NOINDEX.test(headOf(pages[index] ?? '')))).toEqual([]);
    const canonicals = pages.flatMap((file) => [...headOf(file).matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => match[1] ?? ''));
    expect(canonicals.length).toBeGreaterThan(0);
    expect(canonicals.filter((href) => !href.startsWith(`${url}/`))).toEqual([]);
  });

  it('has a robots.txt that disallows everything, and no sitemap', () => {
    expect(fs.readFileSync(path.join(publicDir(), 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
    expect(fs.readdirSync(publicDir()).filter((name) => /^sitemap/.test(name))).toEqual([]);
  });
});
