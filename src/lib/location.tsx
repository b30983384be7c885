import React, { createContext, useContext } from 'react';
import { withPrefix } from 'gatsby';
import { settings } from '../config/resolved';
import { unlocalisedPath } from './i18nLinks';

/** The route without the site's base URL: '/fms/docs/intro' → '/docs/intro' when built for '/fms/'. */
export function routeOf(pathname: string): string {
  const prefix = withPrefix('/').replace(/\/$/, '');
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname.slice(prefix.length) || '/';
  return pathname;
}

const LocationContext = createContext<string | null>(null);

export interface ShellLocationProviderProps {
  readonly pathname: string;
  readonly children: React.ReactNode;
}

/** The current route (pathname without the base URL), for active-link and version/locale rules. */
export function ShellLocationProvider({ pathname, children }: ShellLocationProviderProps): JSX.Element {
  return <LocationContext.Provider value={routeOf(pathname)}>{children}</LocationContext.Provider>;
}

/** The current route, or null outside the shell (components rendered on their own, in tests). */
export function useOptionalShellPathname(): string | null {
  return useContext(LocationContext);
}

export function useShellPathname(): string {
  const value = useContext(LocationContext);
  if (value === null) throw new Error('useShellPathname() was called outside <ShellLocationProvider>.');
  return value;
}

/**
 * The current route without its locale prefix ('/fr/docs/intro' → '/docs/intro'): navbar items are
 * configured with default-locale routes, and are active on the same page in any locale.
 */
export function useUnlocalisedPathname(): string {
  const { locales, defaultLocale } = settings.i18n;
  return unlocalisedPath(useShellPathname(), locales, defaultLocale);
}
