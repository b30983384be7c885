/**
 * The five content checks of SPEC §2 ("Link checking at build time"), each governed by one setting of
 * `settings.linkChecks`, and the problem records they produce.
 */
import type { ResolvedSiteSettings } from '../../config/settingsContract';

export type LinkCheckPolicy = ResolvedSiteSettings['linkChecks'];
export type Severity = LinkCheckPolicy[keyof LinkCheckPolicy];

/** In the order of the summary line. */
export const CHECK_KINDS = ['brokenLinks', 'brokenAnchors', 'duplicateRoutes', 'brokenMarkdownLinks', 'brokenMarkdownImages', 'invalidExamples'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export const CHECK_SETTING: Readonly<Record<CheckKind, keyof LinkCheckPolicy>> = {
  brokenLinks: 'onBrokenLinks',
  brokenAnchors: 'onBrokenAnchors',
  duplicateRoutes: 'onDuplicateRoutes',
  brokenMarkdownLinks: 'onBrokenMarkdownLinks',
  brokenMarkdownImages: 'onBrokenMarkdownImages',
  invalidExamples: 'onInvalidExamples',
};

export const CHECK_NOUN: Readonly<Record<CheckKind, string>> = {
  brokenLinks: 'broken links',
  brokenAnchors: 'broken anchors',
  duplicateRoutes: 'duplicate routes',
  brokenMarkdownLinks: 'broken Markdown links',
  brokenMarkdownImages: 'broken Markdown images',
  invalidExamples: 'invalid examples',
};

/** A source file and, when known, the 1-based line (and column) of the problem in it. */
export interface SourceLocation {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * One problem, already worded. `count` is how many occurrences it stands for (a broken link in the
 * navbar is one message for every page it is on); the summary adds the counts.
 */
export interface Finding {
  readonly kind: CheckKind;
  readonly message: string;
  readonly count: number;
}

export type CheckCounts = Record<CheckKind, number>;

export function emptyCounts(): CheckCounts {
  return { brokenLinks: 0, brokenAnchors: 0, duplicateRoutes: 0, brokenMarkdownLinks: 0, brokenMarkdownImages: 0, invalidExamples: 0 };
}

export function formatLocation({ file, line, column }: SourceLocation): string {
  if (line === undefined) return file;
  return column === undefined ? `${file}:${line}` : `${file}:${line}:${column}`;
}
