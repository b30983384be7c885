/**
 * The blog in a real browser (issue 6): the list and its pagination, a post, tag pages, the archive,
 * the feeds (parsed as XML) and the feed links in every page's head. Expectations are derived from
 * content/blog/*.mdx and the settings, so adding a post does not break them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { readingTime } from '../../src/node/blog/readingTime';
import { siteSettings } from '../../src/config/settings';
import { parseAtom, parseRss, urlsIn } from '../support/parseFeeds';
import { BASE_URL, VARIANTS, expectHealthyPage, browserSuite, withPage, visit, WIDTHS } from '../support/browser';

interface SourcePost {
  readonly title: string;
  readonly date: string;
  readonly route: string;
  readonly tags: string[];
  readonly authors: string[];
  readonly draft: boolean;
  /** The first '## ' heading after the truncate marker: never part of the list excerpt. */
  readonly firstHeading: string;
  readonly readingTimeLabel: string;
  /** The last words before the truncate marker: the end of the list excerpt. */
  readonly excerptEnd: string;
}

const unquote = (value: string): string => value.trim().replace(/^"(.*)"$/, '$1');
const list = (value: string): string[] =>
  value
    .trim()
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function readPosts(): SourcePost[] {
  const dir = path.resolve('content/blog');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const front = Object.fromEntries(
        (/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '').split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      ) as Record<string, string>;
      const slug = front.slug ? unquote(front.slug) : file.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx$/, '');
      return {
        title: unquote(front.title),
        date: unquote(front.date),
        route: `/blog/${slug}`,
        tags: list(front.tags ?? ''),
        authors: list(front.authors),
        draft: unquote(front.draft ?? 'false') === 'true',
        firstHeading: /\{\/\* truncate \*\/\}[\s\S]*?^## (.+)$/m.exec(source)?.[1] ?? '',
        readingTimeLabel: `${readingTime(source.replace(/^---\n[\s\S]*?\n---\n/, ''))} min read`,
        excerptEnd: (source.replace(/^---\n[\s\S]*?\n---\n/, '').split('{/* truncate */}')[0] ?? '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[*_`]/g, '')
          .trim()
          .split(/\s+/)
          .slice(-4)
          .join(' '),
      };
    });
}

const ALL = readPosts();
const PUBLISHED = ALL.filter((p) => !p.draft).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
const DRAFTS = ALL.filter((p) => p.draft);
const PER_PAGE = siteSettings.blog.postsPerPage;
const PAGE_COUNT = Math.ceil(PUBLISHED.length / PER_PAGE);
const AUTHORS = JSON.parse(fs.readFileSync('content/blog/authors.json', 'utf8')) as { id: string; name: string }[];
const authorName = (id: string): string => AUTHORS.find((a) => a.id === id)?.name ?? id;
const SITE_URL = siteSettings.url;

browserSuite();

const cardTitles = (page: Page): Promise<string[]> => page.locator('main article h2').allTextContents();

test('the shipped blog has at least four published posts and paginates with the shipped setting', () => {
  expect(PUBLISHED.length).toBeGreaterThanOrEqual(4);
  expect(PAGE_COUNT).toBeGreaterThanOrEqual(2);
});

describe.each(VARIANTS)('blog pages, $name', (variant) => {
  const options = { viewport: variant.viewport, theme: variant.colorScheme, colorScheme: variant.colorScheme } as const;

  test('/blog: newest first, each card with date, reading time, authors, excerpt and tags; axe clean', async () => {
    await withPage(options, async (visitContext) => {
      const { page } = visitContext;
      expect(await visit(page, '/blog')).toBe(200);
      expect(await page.title()).toBe('Blog | FMS documents');
      expect(await page.locator('h1').textContent()).toBe('Blog');
      expect(await cardTitles(page)).toEqual(PUBLISHED.slice(0, PER_PAGE).map((p) => p.title));
      const cards = page.locator('main article');
      for (let i = 0; i < PER_PAGE; i += 1) {
        const post = PUBLISHED[i];
        const card = cards.nth(i);
        const text = (await card.textContent()) ?? '';
        expect(await card.locator('time').getAttribute('datetime')).toBe(post.date);
        expect(text).toContain(post.readingTimeLabel);
        for (const id of post.authors) expect(text).toContain(authorName(id));
        // The authors' SVG pictures are shown as PNGs drawn from them (src/node/blog/avatars.ts).
        expect(await card.locator('img[src^="/static/avatars/"][src$=".png"]').count()).toBe(post.authors.length);
        expect(await card.getByRole('list', { name: 'Tags of this post' }).getByRole('link').allTextContents()).toEqual(post.tags.map((t) => `#${t}`));
        expect(text.replace(/\s+/g, ' ')).toContain(post.excerptEnd);
        if (post.firstHeading) expect(text).not.toContain(post.firstHeading);
        expect(await card.getByRole('link', { name: post.title, exact: true }).getAttribute('href')).toBe(post.route);
      }
      const avatars = await page.locator('main img[src^="/static/avatars/"]').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
      for (const src of new Set(avatars)) {
        const response = await fetch(new URL(src, BASE_URL()));
        expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/png']);
      }
      await expectHealthyPage(visitContext);
    });
  });

  test('a post: header, full body, tags, newer/older links; axe clean', async () => {
    const index = 1;
    const post = PUBLISHED[index];
    await withPage(options, async (visitContext) => {
      const { page } = visitContext;
      expect(await visit(page, post.route)).toBe(200);
      expect(await page.title()).toBe(`${post.title} | FMS documents`);
      expect(await page.locator('h1').textContent()).toBe(post.title);
      const header = page.locator('article header').first();
      expect(await header.locator('time').getAttribute('datetime')).toBe(post.date);
      expect(await header.textContent()).toContain(post.readingTimeLabel);
      for (const id of post.authors) expect(await header.getByRole('list', { name: 'Authors' }).textContent()).toContain(authorName(id));
      expect(await page.locator('[data-post-body] h2').first().textContent()).toContain(post.firstHeading);
      const tagLinks = page.getByRole('list', { name: 'Tags of this post' }).getByRole('link');
      expect(await tagLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(post.tags.map((t) => `/blog/tags/${t}`));
      const nav = page.getByRole('navigation', { name: 'Blog post navigation' });
      expect(await nav.getByRole('link', { name: new RegExp(`Newer post\\s*${escape(PUBLISHED[index - 1].title)}`) }).getAttribute('href')).toBe(
        PUBLISHED[index - 1].route,
      );
      expect(await nav.getByRole('link', { name: new RegExp(`Older post\\s*${escape(PUBLISHED[index + 1].title)}`) }).getAttribute('href')).toBe(
        PUBLISHED[index + 1].route,
      );
      expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('article');
      await expectHealthyPage(visitContext);
    });
  });

  test('a tag page lists exactly the posts with that tag; axe clean', async () => {
    const tag = 'api';
    await withPage(options, async (visitContext) => {
      const { page } = visitContext;
      expect(await visit(page, `/blog/tags/${tag}`)).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(`Posts tagged “${tag}”`);
      expect(await cardTitles(page)).toEqual(PUBLISHED.filter((p) => p.tags.includes(tag)).map((p) => p.title));
      await expectHealthyPage(visitContext);
    });
  });

  test(`/blog/page/${PAGE_COUNT}: the oldest posts and a link back to newer ones; axe clean`, async () => {
    await withPage(options, async (visitContext) => {
      const { page } = visitContext;
      expect(await visit(page, `/blog/page/${PAGE_COUNT}`)).toBe(200);
      expect(await page.title()).toBe(`Blog, page ${PAGE_COUNT} | FMS documents`);
      expect(await cardTitles(page)).toEqual(PUBLISHED.slice((PAGE_COUNT - 1) * PER_PAGE).map((p) => p.title));
      const pagination = page.getByRole('navigation', { name: 'Blog list pages' });
      expect(await pagination.getByRole('link', { name: 'Newer posts' }).getAttribute('href')).toBe(
        PAGE_COUNT === 2 ? '/blog' : `/blog/page/${PAGE_COUNT - 1}`,
      );
      expect(await pagination.getByRole('link', { name: 'Older posts' }).count()).toBe(0);
      await expectHealthyPage(visitContext);
    });
  });
});

describe.each(WIDTHS)('pagination at $name width', ({ viewport }) => {
  test('every published post is on exactly one list page, in date order; "Older posts" navigates in the app', async () => {
    await withPage({ viewport }, async (visitContext) => {
      const { page } = visitContext;
      await visit(page, '/blog');
      const seen: string[] = [];
      for (let number = 1; number <= PAGE_COUNT; number += 1) {
        expect(new URL(page.url()).pathname).toBe(number === 1 ? '/blog' : `/blog/page/${number}`);
        const pagination = page.getByRole('navigation', { name: 'Blog list pages' });
        expect(await pagination.locator('[aria-current="page"]').textContent()).toContain(`Page ${number} of ${PAGE_COUNT}`);
        const titles = await cardTitles(page);
        expect(titles.length).toBeLessThanOrEqual(PER_PAGE);
        seen.push(...titles);
        if (number < PAGE_COUNT) {
          await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
          await pagination.getByRole('link', { name: 'Older posts' }).click();
          await page.waitForURL(`${BASE_URL()}/blog/page/${number + 1}`);
          await page.waitForFunction((first) => document.querySelector('main article h2')?.textContent !== first, titles[0]);
          // Client-side navigation: the window survived.
          expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
        }
      }
      expect(seen).toEqual(PUBLISHED.map((p) => p.title));
      await expectHealthyPage(visitContext);
    });
  });
});

test('every published post has its page; every tag has a page listing exactly its posts', async () => {
  await withPage({}, async (visitContext) => {
    const { page } = visitContext;
    for (const post of PUBLISHED) {
      expect(await visit(page, post.route)).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(post.title);
    }
    const tags = [...new Set(PUBLISHED.flatMap((p) => p.tags))];
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) {
      expect(await visit(page, `/blog/tags/${tag}`)).toBe(200);
      expect(await cardTitles(page)).toEqual(PUBLISHED.filter((p) => p.tags.includes(tag)).map((p) => p.title));
    }
    await expectHealthyPage(visitContext);
  });
});

test('no /blog/page/1 and nothing past the last page', async () => {
  await withPage({ allowNotFound: true }, async ({ page }) => {
    expect(await visit(page, '/blog/page/1')).toBe(404);
    expect(await visit(page, `/blog/page/${PAGE_COUNT + 1}`)).toBe(404);
  });
});

test('drafts are not published: no page, not in the list, tags, archive or feeds', async () => {
  expect(DRAFTS.length).toBeGreaterThan(0);
  await withPage({ allowNotFound: true }, async ({ page }) => {
    for (const draft of DRAFTS) expect(await visit(page, draft.route)).toBe(404);
    await visit(page, '/blog/archive');
    const archive = (await page.locator('main').textContent()) ?? '';
    for (const draft of DRAFTS) expect(archive).not.toContain(draft.title);
  });
  const rss = await (await fetch(`${BASE_URL()}/rss.xml`)).text();
  const atom = await (await fetch(`${BASE_URL()}/atom.xml`)).text();
  for (const draft of DRAFTS) {
    expect(rss).not.toContain(draft.title);
    expect(atom).not.toContain(draft.title);
  }
});

test('the tags index lists every tag with its count; the archive groups posts by year', async () => {
  await withPage({}, async (visitContext) => {
    const { page } = visitContext;
    await visit(page, '/blog/tags');
    const counts = new Map<string, number>();
    for (const post of PUBLISHED) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    expect(await page.getByRole('list', { name: 'Tags', exact: true }).getByRole('link').count()).toBe(counts.size);
    for (const [tag, count] of counts) {
      const link = page.getByRole('link', { name: new RegExp(`^${escape(tag)}\\s*,\\s*${count} posts?$`) });
      expect(await link.getAttribute('href')).toBe(`/blog/tags/${tag}`);
    }
    await expectHealthyPage(visitContext);

    await visit(page, '/blog/archive');
    const years = [...new Set(PUBLISHED.map((p) => p.date.slice(0, 4)))];
    expect(await page.locator('main h2').allTextContents()).toEqual(years);
    expect(await page.locator('main section li a').allTextContents()).toEqual(PUBLISHED.map((p) => p.title));
    await expectHealthyPage(visitContext);
  });
});

describe('feeds', () => {
  const expectFeed = (feed: ReturnType<typeof parseRss> | ReturnType<typeof parseAtom>): void => {
    expect(feed.items).toHaveLength(PUBLISHED.length);
    expect(feed.items.map((i) => i.title)).toEqual(PUBLISHED.map((p) => p.title));
    expect(feed.items.map((i) => i.date.toISOString().slice(0, 10))).toEqual(PUBLISHED.map((p) => p.date));
    expect(feed.items.map((i) => i.link)).toEqual(PUBLISHED.map((p) => `${SITE_URL}${p.route}`));
    PUBLISHED.forEach((post, index) => {
      const item = feed.items[index];
      expect(item.authors).toEqual(post.authors.map(authorName));
      // The full post, not the excerpt: its first section heading is there.
      expect(item.content).toContain(`<h2>${post.firstHeading}</h2>`);
      expect(item.content).not.toMatch(/Direct link to|<button|class=/);
      for (const url of urlsIn(item.content)) expect(url).toMatch(/^(https?:|mailto:)/);
    });
  };

  test('RSS 2.0 at /rss.xml: every published post, newest first, absolute links, full content', async () => {
    const response = await fetch(`${BASE_URL()}/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const rss = parseRss(await response.text());
    expect(rss.version).toBe('2.0');
    expect(rss.link).toBe(`${SITE_URL}/blog`);
    expect(rss.self).toBe(`${SITE_URL}/rss.xml`);
    expectFeed(rss);
  });

  test('Atom 1.0 at /atom.xml: every published post, newest first, absolute links, full content', async () => {
    const response = await fetch(`${BASE_URL()}/atom.xml`);
    expect(response.status).toBe(200);
    const atom = parseAtom(await response.text());
    expect(atom.namespace).toBe('http://www.w3.org/2005/Atom');
    expect(atom.link).toBe(`${SITE_URL}/blog`);
    expect(atom.self).toBe(`${SITE_URL}/atom.xml`);
    expectFeed(atom);
  });

  test.each([
    '/',
    '/docs/intro',
    '/docs/api/openapi-document-on-azure-functions',
    '/blog',
    PUBLISHED[0].route,
    '/blog/tags',
    '/my-react-page',
    '/no-such-page',
  ])('%s links both feeds in its <head>, below the base URL of the origin that serves it (issue 18)', async (route) => {
    // The not-found page logs its own 404 (and those of the page data it asks for).
    await withPage({ allowNotFound: route === '/no-such-page' }, async ({ page }) => {
      await visit(page, route);
      const links = await page
        .locator('head link[rel="alternate"]:not([type="text/markdown"])')
        .evaluateAll((els) => els.map((l) => [l.getAttribute('type'), l.getAttribute('href'), (l as HTMLLinkElement).href]));
      const origin = new URL(page.url()).origin;
      expect(links).toEqual([
        ['application/rss+xml', '/rss.xml', `${origin}/rss.xml`],
        ['application/atom+xml', '/atom.xml', `${origin}/atom.xml`],
      ]);
      // Beside them, once hydrated, the page's Markdown twin (issue 44); the not-found page has none.
      const twins = await page.locator('head link[rel="alternate"][type="text/markdown"]').evaluateAll((els) => els.map((l) => (l as HTMLLinkElement).href));
      expect(twins).toEqual(route === '/no-such-page' ? [] : [`${origin}${route === '/' ? '/index' : route}.md`]);
    });
  });

  test('the blog header links the feeds', async () => {
    await withPage({}, async ({ page }) => {
      await visit(page, '/blog');
      expect(await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/rss.xml');
      expect(await page.getByRole('link', { name: 'Atom feed' }).getAttribute('href')).toBe('/atom.xml');
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
