import React, { createContext, useContext } from 'react';
import { withPrefix } from 'gatsby';

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

export function useShellPathname(): string {
  const value = useContext(LocationContext);
  if (value === null) throw new Error('useShellPathname() was called outside <ShellLocationProvider>.');
  return value;
}
