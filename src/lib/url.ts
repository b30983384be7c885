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
export function isActivePath(
  pathname: string,
  item: { readonly to?: string; readonly activeBasePath?: string; readonly activeBaseRegex?: string },
): boolean {
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
