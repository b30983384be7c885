import React from 'react';
import { withPrefix } from 'gatsby';
import { ATOM_PATH, RSS_PATH } from '../blog/paths';
import { settings } from '../config/resolved';
import { translate } from '../strings';
import { routeOf } from '../lib/location';
import { hasMarkdownTwin, encodedTwinPath } from '../lib/markdownTwin';

/** '<page> | FMS documents' (the delimiter is a setting). */
export function pageTitle(page: string): string {
  return `${page} ${settings.titleDelimiter} ${settings.title}`;
}

export interface SeoProps {
  readonly title: string;
  readonly description?: string;
  readonly pathname: string;
  readonly type?: 'website' | 'article';
  /** `<link rel="alternate">` to the blog's RSS and Atom feeds, so readers find them from any page. On by default. */
  readonly feeds?: boolean;
  /** `<link rel="alternate" type="text/markdown">` to the page's Markdown twin (decision 0031). On by default; the not-found page has none. */
  readonly markdownTwin?: boolean;
  readonly children?: React.ReactNode;
}

/** The <head> of every page, for Gatsby's Head API: title, description, canonical URL, social cards. */
export function Seo({
  title,
  description = settings.description,
  pathname,
  type = 'website',
  feeds = true,
  markdownTwin = true,
  children,
}: SeoProps): JSX.Element {
  const fullTitle = pageTitle(title);
  const route = routeOf(pathname).replace(/(.)\/+$/, '$1');
  const twin = markdownTwin && settings.agents.markdownTwins && hasMarkdownTwin(route) ? withPrefix(encodedTwinPath(route)) : null;
  const canonical = `${settings.url}${encodeURI(decodeURI(pathname))}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {settings.noIndex ? <meta name="robots" content="noindex, nofollow" /> : settings.preview && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {/* PNGs drawn from static/favicon.svg (npm run favicons): an SVG favicon is an SVG document the
          browser builds on the page's main thread while it loads (decision 0026, eleventh pass). */}
      <link rel="icon" href={withPrefix('/favicon-32.png')} type="image/png" sizes="32x32" />
      <link rel="icon" href={withPrefix('/favicon-192.png')} type="image/png" sizes="192x192" />
      <meta name="theme-color" content="#1d4ed8" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={settings.title} />
      <meta property="og:locale" content="en_US" />
      {/* X (Twitter) reads the og: title and description when its own are absent: only the card type is its own. */}
      <meta name="twitter:card" content="summary" />
      {twin && <link rel="alternate" type="text/markdown" href={twin} />}
      {feeds && <FeedLinks />}
      {children}
    </>
  );
}

function FeedLinks(): JSX.Element {
  const title = translate('blog.feed.title', { site: settings.title });
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={translate('feed.rss', { title })} href={withPrefix(RSS_PATH)} />
      <link rel="alternate" type="application/atom+xml" title={translate('feed.atom', { title })} href={withPrefix(ATOM_PATH)} />
    </>
  );
}
