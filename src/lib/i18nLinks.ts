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
