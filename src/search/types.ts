/**
 * One result's data, as kept in the index's store (shipped to the browser on first search). Only what
 * the result list shows and the ranking rules read: the text the index is built from is not stored.
 */
/** What a result is, and the group it is listed in: Guide, API, Schemas, Blog. */
export type SearchKind = 'guide' | 'api' | 'schema' | 'blog';

export interface StoredRecord {
  readonly kind: SearchKind;
  /** Page title (guide, blog), operation summary (API) or schema name. */
  readonly title: string;
  /** Guide section heading when the record is a section of a page. */
  readonly section?: string;
  readonly url: string;
  readonly method?: string;
  readonly path?: string;
  /** The path of the operation's server URL ('/api' for https://host/api), when it has one. */
  readonly basePath?: string;
  readonly operationId?: string;
  /** The name of the API an operation or schema belongs to ('Portal API'), shown with it. */
  readonly apiName?: string;
  readonly slug?: string;
  /** A deprecated operation or schema: the result says so. */
  readonly deprecated?: true;
  /** The first words of the text, for the result list. */
  readonly excerpt: string;
}

/** A record in the browser: the stored data and its key in the store (the id the index returns). */
export interface SearchRecord extends StoredRecord {
  readonly id: string;
}

/** What the build makes of a page, section, post or operation: the stored data and the text to index. */
export interface SearchSource extends StoredRecord {
  readonly text: string;
}

/**
 * What the index is built from: a source numbered by its position, since every id is written once
 * for every word prefix it is indexed under (a small number keeps the index small).
 */
export interface IndexedDocument extends SearchSource {
  readonly id: number;
}
