/** Small URL rules shared by links, the navbar and the build. */

/** External = has a scheme or is protocol-relative; such links open in a new tab. */
export function isExternalUrl(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** Removes a trailing slash except for the root: '/docs/' → '/docs'. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Whether a navbar item is active for the current path. Precedence: activeBaseRegex, then
 * activeBasePath (prefix on a segment boundary), then the item's own route (exact match).
 */
export function isActivePath(pathname: string, item: { readonly to?: string; readonly activeBasePath?: string; readonly activeBaseRegex?: string }): boolean {
  const current = withoutTrailingSlash(decodeURI(pathname));
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(current);
  if (item.activeBasePath) {
    const base = withoutTrailingSlash(item.activeBasePath);
    return current === base || current.startsWith(`${base}/`);
  }
  return item.to !== undefined && withoutTrailingSlash(item.to) === current;
}

/**
 * SPEC §2: a trailing `.html` or `/index.html` is removed before the path is matched.
 * '/docs/intro.html' → '/docs/intro'; '/docs/index.html' → '/docs'; '/index.html' → '/'.
 */
export function normalisePath(pathname: string): string {
  const stripped = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return withoutTrailingSlash(stripped) || '/';
}

/**
 * Rewrites the root-relative URLs ('/docs/intro', not '//host' or 'https:') of the `href` and `src`
 * attributes in an HTML string. For HTML written in the settings or rendered at build time (the
 * announcement bar, raw-HTML navbar items, blog excerpts), whose links must follow the base URL and
 * locale like every other link of the site.
 */
export function rewriteRootRelativeUrls(html: string, rewrite: (url: string, attribute: 'href' | 'src') => string): string {
  return html.replace(/(\s(href|src)\s*=\s*)(["'])(\/(?!\/)[^"']*)\3/gi, (_whole, before: string, attribute: string, quote: string, url: string) => {
    return `${before}${quote}${rewrite(url, attribute.toLowerCase() as 'href' | 'src')}${quote}`;
  });
}

/**
 * The route a built HTML file answers, from its path relative to the build folder (POSIX): 'index.html'
 * → '/', 'docs/intro/index.html' → '/docs/intro', '404.html' → '/404.html'. The deploy files, the link
 * check and the files for agents all read routes this way.
 */
export function routeOfHtmlPath(relative: string): string {
  if (relative === 'index.html') return '/';
  return `/${relative.replace(/\/index\.html$/, '')}`;
}
