/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atomXml, feedPosts, feedSite, readBuiltPage, rssFeedPluginOptions, type FeedQueryData } from '../../../../src/node/blog/feeds';
import { siteSettings } from '../../../../src/config/settings';
import { validateSettings } from '../../../../src/node/config/validate';
import { parseAtom, parseRss, urlsIn } from '../../../support/parseFeeds';
import { fakeReporter } from '../../../support/reporter';
import { removeTree, tempFolder, writeTree } from '../../../support/tempFolder';

const settings = validateSettings(siteSettings);
const site = feedSite(settings);
const SITE = 'https://docs.fms.example.com';

const node = (
  slug: string,
  title: string,
  date: string,
  tags: string[],
  authors: { name: string; url: string | null }[],
): FeedQueryData['allMdx']['nodes'][number] => ({
  fields: { route: `/blog/${slug}`, authors },
  frontmatter: { title, description: `About ${title}.`, date, tags },
});

/** As the query returns them: published posts only, newest first. */
const DATA: FeedQueryData = {
  allMdx: {
    nodes: [
      node('newest', 'Newest: tenants & <groups>', '2025-10-14T00:00:00.000Z', ['api', 'Work orders'], [{ name: 'Priya Raman', url: 'https://github.com/p' }]),
      node(
        'middle',
        'Middle post',
        '2025-06-10T00:00:00.000Z',
        [],
        [
          { name: 'Tomas Lindqvist', url: null },
          { name: 'Amara Okafor', url: 'https://github.com/a' },
        ],
      ),
      node('oldest', 'Oldest post', '2025-02-18T00:00:00.000Z', ['release'], [{ name: 'Priya Raman', url: 'https://github.com/p' }]),
    ],
  },
};

const pageHtml = (route: string): string =>
  `<html><body><main><article><h1>T</h1><div class="x" data-post-body=""><p>Body of ${route}. See <a href="/docs/intro">the guide</a> and <a href="#part">part</a>.</p>` +
  `<h2 id="part">Part<a href="#part" aria-label="Direct link to Part">#</a></h2><img src="/img/a.png" alt="A"/></div></article></main></body></html>`;

describe('feedPosts', () => {
  const posts = feedPosts(DATA, site, pageHtml);
  test('keeps the query order (newest first) and makes every URL absolute', () => {
    expect(posts.map((p) => p.url)).toEqual([`${SITE}/blog/newest`, `${SITE}/blog/middle`, `${SITE}/blog/oldest`]);
    expect(posts[0].tags).toEqual([
      { name: 'api', url: `${SITE}/blog/tags/api` },
      { name: 'Work orders', url: `${SITE}/blog/tags/work-orders` },
    ]);
    expect(urlsIn(posts[0].html)).toEqual([`${SITE}/docs/intro`, `${SITE}/blog/newest#part`, `${SITE}/img/a.png`]);
  });
  test('the full body HTML, without the site-only heading anchor', () => {
    expect(posts[1].html).toBe(
      `<p>Body of /blog/middle. See <a href="${SITE}/docs/intro">the guide</a> and <a href="${SITE}/blog/middle#part">part</a>.</p><h2>Part</h2><img src="${SITE}/img/a.png" alt="A">`,
    );
  });
  test('with a base URL, post and tag URLs include it; links in the built page already do', () => {
    const prefixed = feedSite({ ...settings, baseUrl: '/fms/' });
    expect(prefixed).toMatchObject({ url: `${SITE}/fms`, origin: SITE });
    const [post] = feedPosts(DATA, prefixed, (route) => pageHtml(route).replace('href="/docs/intro"', 'href="/fms/docs/intro"'));
    expect(post.url).toBe(`${SITE}/fms/blog/newest`);
    expect(post.tags[0].url).toBe(`${SITE}/fms/blog/tags/api`);
    expect(urlsIn(post.html)).toEqual([`${SITE}/fms/docs/intro`, `${SITE}/fms/blog/newest#part`, `${SITE}/img/a.png`]);
  });
  test('a built page without the post body marker is a clear error', () => {
    expect(() => feedPosts(DATA, site, () => '<html><body></body></html>')).toThrow('The built page of /blog/newest has no element with data-post-body');
  });
  test('a missing built page is a clear error', () => {
    expect(() => readBuiltPage('/blog/nope', path.join(os.tmpdir(), 'no-such-public'))).toThrow(
      /The feed needs the built page of \/blog\/nope, but .*index\.html does not exist/,
    );
  });
});

describe('Atom 1.0 (feed library)', () => {
  const atom = parseAtom(atomXml(feedPosts(DATA, site, pageHtml), site));
  test('is an Atom feed with absolute id, alternate and self links', () => {
    expect(atom.namespace).toBe('http://www.w3.org/2005/Atom');
    expect(atom.title).toBe('FMS documents blog');
    expect(atom.id).toBe(`${SITE}/blog`);
    expect(atom.link).toBe(`${SITE}/blog`);
    expect(atom.self).toBe(`${SITE}/atom.xml`);
  });
  test('one entry per post, newest first, with titles, dates, authors, tags and full content', () => {
    expect(atom.items).toHaveLength(3);
    expect(atom.items.map((i) => i.title)).toEqual(['Newest: tenants & <groups>', 'Middle post', 'Oldest post']);
    expect(atom.items.map((i) => i.date.toISOString().slice(0, 10))).toEqual(['2025-10-14', '2025-06-10', '2025-02-18']);
    expect(atom.items.map((i) => i.link)).toEqual([`${SITE}/blog/newest`, `${SITE}/blog/middle`, `${SITE}/blog/oldest`]);
    expect(atom.items.map((i) => i.id)).toEqual(atom.items.map((i) => i.link));
    expect(atom.items[1].authors).toEqual(['Tomas Lindqvist', 'Amara Okafor']);
    expect(atom.items[0].categories).toEqual(['api', 'Work orders']);
    expect(atom.items[0].content).toContain('<h2>Part</h2>');
    for (const item of atom.items) expect(urlsIn(item.content).every((url) => url.startsWith(`${SITE}/`))).toBe(true);
  });
});

describe('RSS 2.0 (gatsby-plugin-feed with our options)', () => {
  let rss: ReturnType<typeof parseRss>;
  let match: string;

  // The plugin writes to ./public: run it in a scratch directory holding the built post pages.
  beforeAll(async () => {
    const cwd = process.cwd();
    const dir = writeTree(
      Object.fromEntries(DATA.allMdx.nodes.map(({ fields }) => [path.join('public', fields.route, 'index.html'), pageHtml(fields.route)])),
      tempFolder('fms-rss-'),
    );
    const options = rssFeedPluginOptions(settings) as { feeds: { match: string }[] };
    match = options.feeds[0].match;

    const plugin = require('gatsby-plugin-feed/gatsby-node') as { onPostBuild: (args: unknown, options: unknown) => Promise<void> };
    const graphql = async (query: string): Promise<{ data: unknown }> =>
      query.includes('allMdx') ? { data: DATA } : { data: { site: { siteMetadata: { title: 'x', description: 'x', siteUrl: SITE, site_url: SITE } } } };
    try {
      process.chdir(dir);
      await plugin.onPostBuild({ graphql, reporter: fakeReporter().reporter }, { ...options, plugins: [] });
      rss = parseRss(fs.readFileSync(path.join(dir, 'public/rss.xml'), 'utf8'));
    } finally {
      process.chdir(cwd);
      removeTree(dir);
    }
  });

  test('is RSS 2.0 with absolute channel and self links', () => {
    expect(rss.version).toBe('2.0');
    expect(rss.title).toBe('FMS documents blog');
    expect(rss.link).toBe(`${SITE}/blog`);
    expect(rss.self).toBe(`${SITE}/rss.xml`);
  });
  test('one item per post, newest first, with titles, dates, authors, tags and the full content', () => {
    expect(rss.items).toHaveLength(3);
    expect(rss.items.map((i) => i.title)).toEqual(['Newest: tenants & <groups>', 'Middle post', 'Oldest post']);
    expect(rss.items.map((i) => i.date.toISOString().slice(0, 10))).toEqual(['2025-10-14', '2025-06-10', '2025-02-18']);
    expect(rss.items.map((i) => i.link)).toEqual([`${SITE}/blog/newest`, `${SITE}/blog/middle`, `${SITE}/blog/oldest`]);
    expect(rss.items.map((i) => i.id)).toEqual(rss.items.map((i) => i.link));
    expect(rss.items[1].authors).toEqual(['Tomas Lindqvist', 'Amara Okafor']);
    expect(rss.items[0].categories).toEqual(['api', 'Work orders']);
    expect(rss.items[2].content).toContain('<p>Body of /blog/oldest.');
    for (const item of rss.items) expect(urlsIn(item.content).every((url) => url.startsWith(`${SITE}/`))).toBe(true);
  });
  test("the plugin's own <link rel=alternate> is off: Seo links both feeds on every page", () => {
    for (const pathname of ['/', '/blog', '/docs/intro', '/blog/x', '']) expect(new RegExp(match).exec(pathname)).toBeNull();
  });
});
