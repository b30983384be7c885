/**
 * Whether the first page has hydrated (set from gatsby-browser's onInitialClientRender). Components
 * whose first browser render must match the server's HTML but that want something else afterwards
 * (a large API's whole sidebar) read it for their initial state: false on the server and while the
 * first page hydrates, true for every component mounted later (client-side navigations).
 */
import { createContext, useSyncExternalStore } from 'react';

let hydrated = false;

/**
 * True in the tree the browser's entry hydrates (hydrateInTransition provides it): tells a render that
 * hydrates (React reads stores' server snapshots then) from one on the server (where React reads them
 * too). StaticHtml keeps the server's HTML only in the first.
 */
export const BrowserRoot = createContext(false);

export function markHydrated(): void {
  hydrated = true;
}

export function isHydrated(): boolean {
  return hydrated;
}

const subscribeToNothing = (): (() => void) => () => undefined;

/**
 * False on the server and while the component hydrates, true afterwards and in components mounted
 * later. Only the component that calls it re-renders once hydration is done (React re-renders a
 * store whose client snapshot differs from its server snapshot), not the page around it: for the
 * parts shown only when JavaScript runs (decision 0026).
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
