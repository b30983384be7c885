/**
 * A resolved sidebar entry, as the build makes it (src/node/docs/sidebar.ts, src/apiReference/sidebar/apiSidebar.ts)
 * and the doc layout renders it. A category with a generated index page carries that page's title and text.
 */
export type SidebarItem =
  | {
      readonly type: 'link';
      readonly label: string;
      readonly href: string;
      readonly docId?: string;
      readonly method?: string;
      /** An API operation or schema marked deprecated: shown with a visible, spoken mark. */
      readonly deprecated?: boolean;
      /** A short mark after the label ('New'), with its full text for screen readers ('new in 1.1'). */
      readonly mark?: { readonly label: string; readonly text: string };
    }
  | {
      readonly type: 'category';
      readonly label: string;
      readonly href?: string;
      /** Starts collapsed unless it holds the current page (the API sidebar's Schemas); its entries are rendered once opened. */
      readonly collapsed?: boolean;
      readonly generatedIndex?: { readonly slug: string; readonly title: string; readonly description: string };
      readonly items: readonly SidebarItem[];
    };

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
