import React, { createContext, useContext } from 'react';
import { Link as GatsbyLink, type GatsbyLinkProps } from 'gatsby';
import { settings } from '../config/resolved';
import { localeOfPath, localisedRoute } from '../lib/i18nLinks';
import { useOptionalShellPathname, useShellPathname, useUnlocalisedPathname } from '../lib/location';

/** Inside it, links keep their target as given (the language switcher links across locales). */
export const KeepLinkLocale = createContext(false);

/** A function moving the `to` of an internal link into the current page's locale. */
export function useLocaliseRoute(): (to: string) => string {
  const pathname = useOptionalShellPathname();
  const keep = useContext(KeepLinkLocale);
  if (keep || pathname === null) return (to) => to;
  const { locales, defaultLocale } = settings.i18n;
  const locale = localeOfPath(pathname, locales, defaultLocale);
  return (to) => localisedRoute(to, locale, locales, defaultLocale);
}

/**
 * The path navbar items are matched against for their active state: without the locale prefix, as
 * items are configured with default-locale routes — except inside the language switcher, whose links
 * carry their locale.
 */
export function useActiveMatchPathname(): string {
  const keep = useContext(KeepLinkLocale);
  const localised = useShellPathname();
  const unlocalised = useUnlocalisedPathname();
  return keep ? localised : unlocalised;
}

/**
 * Gatsby's Link, locale-aware: on a page under /fr, `<Link to="/blog">` goes to /fr/blog (every page
 * exists in every configured locale). Use it instead of gatsby's Link for links between pages.
 */
export function Link<TState = unknown>({ to, ref: _ref, ...rest }: GatsbyLinkProps<TState>): JSX.Element {
  const localised = useLocaliseRoute()(to);
  return <GatsbyLink<TState> {...rest} to={localised} />;
}
