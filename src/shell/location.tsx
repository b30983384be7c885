import React, { createContext, useContext } from 'react';

const LocationContext = createContext<string | null>(null);

export interface ShellLocationProviderProps {
  readonly pathname: string;
  readonly children: React.ReactNode;
}

/** The current route's pathname, as Gatsby gives it to wrapPageElement, for active-link rules. */
export function ShellLocationProvider({ pathname, children }: ShellLocationProviderProps): JSX.Element {
  return <LocationContext.Provider value={pathname}>{children}</LocationContext.Provider>;
}

export function useShellPathname(): string {
  const value = useContext(LocationContext);
  if (value === null) throw new Error('useShellPathname() was called outside <ShellLocationProvider>.');
  return value;
}
