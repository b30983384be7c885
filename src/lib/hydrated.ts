/**
 * Whether the first page has hydrated (set from gatsby-browser's onInitialClientRender). Components
 * whose first browser render must match the server's HTML but that want something else afterwards
 * (a large API's whole sidebar) read it for their initial state: false on the server and while the
 * first page hydrates, true for every component mounted later (client-side navigations).
 */
import { useSyncExternalStore } from 'react';

let hydrated = false;

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
