/**
 * Whether the first page has hydrated (set from gatsby-browser's onInitialClientRender). Components
 * whose first browser render must match the server's HTML but that want something else afterwards
 * (a large API's whole sidebar) read it for their initial state: false on the server and while the
 * first page hydrates, true for every component mounted later (client-side navigations).
 */
let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

export function isHydrated(): boolean {
  return hydrated;
}
