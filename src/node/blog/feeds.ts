/**
 * The blog feeds: RSS 2.0 through gatsby-plugin-feed (`/rss.xml`, see gatsby-config.ts) and Atom 1.0
 * through the `feed` library (`/atom.xml`, written in onPostBuild; gatsby-plugin-feed only writes
 * RSS). Both are built from the same `FeedPost` list: every published post, newest first, absolute
 * URLs, and the full post HTML taken from its built page (see feedHtml.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import type { BuildArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { ATOM_PATH, BLOG_PATH, POST_BODY_ATTRIBUTE, RSS_PATH, tagPath } from '../../blog/paths';
import { translate } from '../../strings';
import { cleanFeedHtml, extractPostBody } from './feedHtml';

/** Published posts only: feeds never carry drafts, whatever the build mode. */
export const FEED_QUERY = `
  {
    allMdx(
      filter: { fields: { kind: { eq: "blog" }, draft: { eq: false } } }
      sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        fields {
          route
          authors {
            name
            url
          }
        }
        frontmatter {
          title
          description
          date
          tags
        }
      }
    }
  }
`;

export interface FeedQueryData {
  readonly allMdx: {
    readonly nodes: readonly {
      readonly fields: { readonly route: string; readonly authors: readonly { readonly name: string; readonly url: string | null }[] | null };
      readonly frontmatter: { readonly title: string; readonly description: string | null; readonly date: string; readonly tags: readonly string[] | null };
    }[];
  };
}

export interface FeedPost {
  readonly title: string;
  readonly url: string;
  readonly date: Date;
  readonly description: string;
  readonly html: string;
  readonly authors: readonly { readonly name: string; readonly url: string | null }[];
  readonly tags: readonly { readonly name: string; readonly url: string }[];
}

export interface FeedSite {
  /** Absolute URL of the site root without a trailing slash, base URL included: 'https://docs.fms.example.com'. */
  readonly url: string;
  /** The origin alone: root-relative links in built pages already carry the base URL. */
  readonly origin: string;
  readonly title: string;
  readonly description: string;
  readonly copyright: string;
}

export function feedSite(settings: ResolvedSiteSettings): FeedSite {
  const origin = settings.url.replace(/\/+$/, '');
  return {
    url: `${origin}${settings.baseUrl.replace(/\/+$/, '')}`,
    origin,
    title: translate('blog.feed.title', { site: settings.title }),
    description: translate('blog.description', { product: settings.product }),
    copyright: settings.footer.copyright,
  };
}

/** The built page of a route: `public/blog/x/index.html`. */
export function readBuiltPage(route: string, publicDir = 'public'): string {
  const file = path.join(publicDir, decodeURI(route), 'index.html');
  if (!fs.existsSync(file)) throw new Error(`The feed needs the built page of ${route}, but ${file} does not exist. Build the site before writing feeds.`);
  return fs.readFileSync(file, 'utf8');
}

export function feedPosts(data: FeedQueryData, site: FeedSite, readPage: (route: string) => string = (route) => readBuiltPage(route)): FeedPost[] {
  return data.allMdx.nodes.map(({ fields, frontmatter }) => {
    const url = `${site.url}${fields.route}`;
    const body = extractPostBody(readPage(fields.route));
    if (body === null)
      throw new Error(`The built page of ${fields.route} has no element with ${POST_BODY_ATTRIBUTE}: the blog post template must mark the post body.`);
    return {
      title: frontmatter.title,
      url,
      date: new Date(frontmatter.date),
      description: frontmatter.description ?? '',
      html: cleanFeedHtml(body, {
        pageUrl: url,
        siteUrl: site.origin,
        headingAnchorLabel: translate('heading.directLink', { heading: '' }),
        newTabLabel: translate('link.opensInNewTab'),
      }),
      authors: fields.authors ?? [],
      tags: (frontmatter.tags ?? []).map((name) => ({ name, url: `${site.url}${tagPath(name)}` })),
    };
  });
}

/** gatsby-plugin-feed (the `rss` package) item objects. */
export function rssItems(posts: readonly FeedPost[]): Record<string, unknown>[] {
  return posts.map((post) => ({
    title: post.title,
    description: post.description,
    // No separate guid: the `rss` package then uses the URL with isPermaLink="true".
    url: post.url,
    date: post.date,
    author: post.authors.map((author) => author.name).join(', '),
    categories: post.tags.map((tag) => tag.name),
    custom_elements: [{ 'content:encoded': { _cdata: post.html } }],
  }));
}

/** Channel fields for gatsby-plugin-feed's `setup`: absolute feed and site links. */
export function rssChannel(site: FeedSite): Record<string, string> {
  return {
    title: site.title,
    description: site.description,
    site_url: `${site.url}${BLOG_PATH}`,
    feed_url: `${site.url}${RSS_PATH}`,
    copyright: site.copyright,
    language: 'en',
  };
}

export function atomXml(posts: readonly FeedPost[], site: FeedSite): string {
  const feed = new Feed({
    id: `${site.url}${BLOG_PATH}`,
    link: `${site.url}${BLOG_PATH}`,
    title: site.title,
    description: site.description,
    copyright: site.copyright,
    language: 'en',
    favicon: `${site.url}/favicon.svg`,
    updated: posts[0]?.date,
    feedLinks: { atom: `${site.url}${ATOM_PATH}`, rss: `${site.url}${RSS_PATH}` },
  });
  for (const post of posts) {
    feed.addItem({
      id: post.url,
      link: post.url,
      title: post.title,
      date: post.date,
      published: post.date,
      description: post.description,
      content: post.html,
      author: post.authors.map((author) => ({ name: author.name, link: author.url ?? undefined })),
      category: post.tags.map((tag) => ({ term: tag.name, name: tag.name })),
    });
  }
  return feed.atom1();
}

/** onPostBuild: after the pages are written, so each post's HTML can be read back. */
export async function writeAtomFeed({ graphql, reporter }: BuildArgs, settings: ResolvedSiteSettings, publicDir = 'public'): Promise<void> {
  const result = await graphql<FeedQueryData>(FEED_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the blog posts for the Atom feed', result.errors);
    return;
  }
  const site = feedSite(settings);
  const xml = atomXml(
    feedPosts(result.data, site, (route) => readBuiltPage(route, publicDir)),
    site,
  );
  fs.writeFileSync(path.join(publicDir, ATOM_PATH), xml);
}

/** A regular expression that matches no path. */
const NEVER_MATCHES = '(?!)';

/**
 * gatsby-plugin-feed's options: one RSS 2.0 feed at RSS_PATH. The plugin's own `<link rel="alternate">`
 * is switched off (`match` never matches) because `Seo` links both feeds, RSS and Atom, from every page.
 */
export function rssFeedPluginOptions(settings: ResolvedSiteSettings): Record<string, unknown> {
  const site = feedSite(settings);
  return {
    setup: () => rssChannel(site),
    feeds: [
      {
        output: RSS_PATH,
        title: site.title,
        query: FEED_QUERY,
        match: NEVER_MATCHES,
        serialize: ({ query }: { query: FeedQueryData }) => rssItems(feedPosts(query, site)),
      },
    ],
  };
}
