/**
 * Whether the first page has hydrated (set from gatsby-browser's onInitialClientRender). Components
 * whose first browser render must match the server's HTML but that want something else afterwards
 * (a large API's whole sidebar) read it for their initial state: false on the server and while the
 * first page hydrates, true for every component mounted later (client-side navigations).
 */
import { createContext, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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
 * Whether this render reads stores' server snapshots: on the server and while React hydrates server
 * HTML, never in a component mounted later (nor when React gives up hydrating and renders anew). Both
 * snapshots are equal, so reading it never makes anything render again.
 */
export function useServerSnapshotRender(): boolean {
  let server = false;
  useSyncExternalStore(
    subscribeToNothing,
    () => 0,
    () => {
      server = true;
      return 0;
    },
  );
  return server;
}

/**
 * False on the server and while the component hydrates, true afterwards and in components mounted
 * later. Only the component that calls it re-renders once hydration is done, not the page around it:
 * for the parts shown only when JavaScript runs (decision 0026).
 *
 * That render is a transition started from the component's passive effect, so React renders it in
 * slices and commits it in a task of its own. A store whose client snapshot differs from its server
 * snapshot (what this hook was before) makes React render every such component again synchronously,
 * inside the task that runs the hydration's passive effects: on an operation page about 55 ms of a
 * 100–130 ms task at the targets' speed (decision 0026, ninth pass).
 */
export function useAfterHydration(): boolean {
  const server = useServerSnapshotRender();
  const [running, setRunning] = useState(!server);
  useEffect(() => {
    if (!running) startTransition(() => setRunning(true));
  }, [running]);
  return running;
}
