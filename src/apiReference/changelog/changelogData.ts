/**
 * What an API's changelog page and the "New in" / "Changed in" marks read, made at build time by
 * src/node/api/changelog.ts (docs/decisions/0021-api-changelog-and-breaking-changes.md).
 */

/** One change, said in a sentence (code in backticks). */
export interface ChangelogChangeData {
  readonly text: string;
  readonly breaking: boolean;
  /** The apiDiff change kind ('parameter-required'). */
  readonly kind: string;
  /** JSON pointer of the change in its document. */
  readonly pointer: string;
  /** The current operation page, at the place of the change; absent when the operation was removed. */
  readonly href?: string;
}

/** The changes of one operation (or of the whole API: servers). */
export interface ChangelogGroupData {
  /** 'GET /assets', or the label of the whole API. */
  readonly title: string;
  readonly method?: string;
  readonly path?: string;
  readonly href?: string;
  /** The operation is not in the current document. */
  readonly removed: boolean;
  readonly breaking: boolean;
  readonly changes: readonly ChangelogChangeData[];
}

export interface ChangelogVersionData {
  readonly version: string;
  readonly previous: string;
  readonly date?: string;
  /** The element id of the version's section: 'version-1-1'. */
  readonly anchor: string;
  readonly changeCount: number;
  readonly breakingCount: number;
  readonly groups: readonly ChangelogGroupData[];
}

/** An operation's mark for the newest version, linking to that version's entry of the changelog. */
export interface ChangeMarkData {
  readonly kind: 'new' | 'changed';
  readonly version: string;
  readonly href: string;
}
