import React from 'react';
import { withPrefix } from 'gatsby';
import { settings } from '../config/resolved';

/** '<page> | FMS documents' (the delimiter is a setting). */
export function pageTitle(page: string): string {
  return `${page} ${settings.titleDelimiter} ${settings.title}`;
}

export interface SeoProps {
  readonly title: string;
  readonly description?: string;
  readonly pathname: string;
  readonly type?: 'website' | 'article';
  readonly children?: React.ReactNode;
}

/** The <head> of every page, for Gatsby's Head API: title, description, canonical URL, social cards. */
export function Seo({ title, description = settings.description, pathname, type = 'website', children }: SeoProps): JSX.Element {
  const fullTitle = pageTitle(title);
  const canonical = `${settings.url}${encodeURI(decodeURI(pathname))}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {settings.noIndex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={canonical} />
      <link rel="icon" href={withPrefix('/favicon.svg')} type="image/svg+xml" />
      <meta name="theme-color" content="#1d4ed8" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={settings.title} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {children}
    </>
  );
}
