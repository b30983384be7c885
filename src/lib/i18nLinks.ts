/**
 * Locale and version link rules for the navbar (pure, unit-tested).
 */

/** The locale a path is in: its first segment when that is a non-default locale, else the default. */
export function localeOfPath(pathname: string, locales: readonly string[], defaultLocale: string): string {
  const first = pathname.split('/')[1] ?? '';
  return locales.includes(first) && first !== defaultLocale ? first : defaultLocale;
}

/**
 * The same page in another locale, keeping query string and hash. The default locale has no prefix:
 * '/fr/docs/intro?x=1#a' → en: '/docs/intro?x=1#a'; '/docs/intro' → fr: '/fr/docs/intro'.
 */
export function localeLink(
  location: { readonly pathname: string; readonly search?: string; readonly hash?: string },
  target: string,
  locales: readonly string[],
  defaultLocale: string,
): string {
  const current = localeOfPath(location.pathname, locales, defaultLocale);
  const unprefixed = current === defaultLocale ? location.pathname : location.pathname.slice(current.length + 1) || '/';
  const prefixed = target === defaultLocale ? unprefixed : `/${target}${unprefixed === '/' ? '' : unprefixed}`;
  return `${prefixed}${location.search ?? ''}${location.hash ?? ''}`;
}

export interface VersionDocs {
  readonly name: string;
  readonly label: string;
  /** Route of the version's main doc. */
  readonly mainRoute: string;
  /** doc id → route, in this version. */
  readonly docs: Readonly<Record<string, string>>;
}

/** The doc id of the page at `pathname`, and in which version, if it is a doc. */
export function docAtPath(pathname: string, versions: readonly VersionDocs[]): { version: string; docId: string } | null {
  for (const version of versions) {
    for (const [docId, route] of Object.entries(version.docs)) {
      if (route === pathname) return { version: version.name, docId };
    }
  }
  return null;
}

/**
 * For each version, the link the version dropdown shows: the same doc in that version when it
 * exists there, else that version's main doc.
 */
export function versionLinks(pathname: string, versions: readonly VersionDocs[]): { name: string; label: string; href: string }[] {
  const current = docAtPath(pathname, versions);
  return versions.map((version) => ({
    name: version.name,
    label: version.label,
    href: (current && version.docs[current.docId]) || version.mainRoute,
  }));
}

/** The path without its locale prefix: '/fr/docs/intro' → '/docs/intro', '/fr' → '/'. */
export function unlocalisedPath(pathname: string, locales: readonly string[], defaultLocale: string): string {
  const locale = localeOfPath(pathname, locales, defaultLocale);
  return locale === defaultLocale ? pathname : pathname.slice(locale.length + 1) || '/';
}

/**
 * A site route as seen from a page in `locale`: every page exists in every locale, under /<locale>
 * for the non-default ones, so an internal link on a French page goes to the French page.
 * Left alone: the default locale, external or relative links, links already under a locale, and
 * files ('/Portal-v1.json', '/rss.xml'), which exist once.
 */
export function localisedRoute(to: string, locale: string, locales: readonly string[], defaultLocale: string): string {
  if (locale === defaultLocale || !to.startsWith('/') || to.startsWith('//')) return to;
  const pathEnd = to.search(/[?#]/);
  const pathname = pathEnd === -1 ? to : to.slice(0, pathEnd);
  const rest = pathEnd === -1 ? '' : to.slice(pathEnd);
  const first = pathname.split('/')[1] ?? '';
  if (locales.includes(first)) return to;
  const last = pathname.split('/').pop() ?? '';
  if (/\.[a-z\d]+$/i.test(last)) return to;
  return `/${locale}${pathname === '/' ? '' : pathname}${rest}`;
}
