/** Shapes the doc layout receives from the page context (built in src/node/docs/). */
export type SidebarItem =
  | { readonly type: 'link'; readonly label: string; readonly href: string; readonly docId?: string; readonly method?: string }
  | { readonly type: 'category'; readonly label: string; readonly href?: string; readonly items: readonly SidebarItem[] };

export interface Crumb {
  readonly label: string;
  readonly href?: string;
}

export interface PagerLink {
  readonly label: string;
  readonly href: string;
}

export interface TocEntry {
  readonly id: string;
  readonly title: string;
  /** Heading level, 2–6. */
  readonly level: number;
}
