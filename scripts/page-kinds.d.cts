/** Types of page-kinds.cjs for the TypeScript tests. */
export interface PageKind {
  readonly id: string;
  readonly label: string;
  readonly route: string;
  readonly status: number;
  /** First-load gzip JavaScript budget in bytes, or null when the kind has none. */
  readonly budget: number | null;
}
export interface MissingPageKind {
  readonly id: string;
  readonly label: string;
  readonly route: string;
}
export declare const BUDGETS: { readonly guide: number; readonly operation: number };
export declare function pageKinds(publicDir: string): { kinds: PageKind[]; missing: MissingPageKind[] };
