/** One search result's data, as stored in the index's store (shipped to the browser on first search). */
export interface SearchRecord {
  readonly id: string;
  readonly kind: 'guide' | 'api' | 'blog';
  /** Page title (guide, blog) or operation summary (API). */
  readonly title: string;
  /** Guide section heading when the record is a section of a page. */
  readonly section?: string;
  readonly url: string;
  readonly method?: string;
  readonly path?: string;
  readonly operationId?: string;
  readonly slug?: string;
  readonly tag?: string;
  /** The first words of the text, for the result list. */
  readonly excerpt: string;
}

/** What the index is built from: the record plus the full text to index (not stored). */
export interface IndexedDocument extends SearchRecord {
  readonly text: string;
}
