/**
 * Links inside the Markdown twins and llms.txt (decision 0031), all absolute (the site's `url`, its
 * path prefix, the path): a twin is read out of context, pasted into a chat or fetched by an agent that
 * keeps no base URL. A link to a page of the site goes to that page's twin, keeping its fragment; a link
 * to any other file of the site (a download, a feed) to that file; an external link stays as written.
 */
import { markdownTwinPath } from '../../lib/markdownTwin';

export interface SiteLinker {
  /** A URL as content writes it (site path with or without the prefix, or external) → the twin's link (absolute). */
  twinHref(url: string): string;
  /** A page route → its twin's absolute URL. */
  twinOf(route: string): string;
  /** A page route (or any path of the site) → its absolute URL. */
  htmlOf(route: string): string;
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * `routes`: every page that has a twin (decoded, no trailing slash, '/' for the home page); `origin`:
 * the site's `url` setting (scheme and host, no trailing slash); `prefix`: its path prefix ('' at the root).
 */
export function siteLinker(routes: ReadonlySet<string>, prefix: string, origin: string): SiteLinker {
  const encode = (route: string): string => encodeURI(route).replace(/\?/g, '%3F').replace(/#/g, '%23');
  const twinOf = (route: string): string => `${origin}${prefix}${encode(markdownTwinPath(route))}`;
  const htmlOf = (route: string): string => `${origin}${prefix}${encode(route)}`;
  return {
    twinOf,
    htmlOf,
    twinHref(url: string): string {
      if (!url.startsWith('/') || url.startsWith('//')) return url;
      const prefixed = prefix !== '' && (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}#`) || url.startsWith(`${prefix}?`));
      const unprefixed = prefixed ? url.slice(prefix.length) || '/' : url;
      const cut = unprefixed.search(/[?#]/);
      const pathname = cut < 0 ? unprefixed : unprefixed.slice(0, cut);
      const fragment = cut < 0 ? '' : (/#.*$/.exec(unprefixed.slice(cut))?.[0] ?? '');
      const route = decoded(pathname).replace(/\/+$/, '') || '/';
      if (routes.has(route)) return `${twinOf(route)}${fragment}`;
      return `${origin}${prefix}${unprefixed}`;
    },
  };
}
