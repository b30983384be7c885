/**
 * An API's history (`api.specs[i].history`, decision 0021): the earlier documents loaded and checked
 * like the current one, in version order, then compared each with the next. Problems name the
 * setting: a missing file, a repeated version, an order that goes backwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiDocumentError, nearestTreeAnchor } from '../../openapi';
import type { ChangelogVersionData, ChangeMarkData } from '../../apiReference/changelog/changelogData';
import type { NormalisedApi } from '../../openapi/pageData';
import {
  changelogVersions,
  changeMarks,
  compareVersions,
  documentVersion,
  type ApiVersionDocument,
  type ComparedVersion,
  schemaChangeMarks,
} from './changelog';
import { ApiDiffLimitError } from './apiDiff';
import { keepsMajorVersion } from './breakingRules';
import { loadApiDocumentFiles } from './loadDocument';
import { documentPolicy, type DocumentPolicy } from './documentPolicy';
import { proseFreeKey, ResultMemo } from '../documentKey';
import type { ApiSpecSettings } from './specSettings';

/** A problem with a setting, reported like a broken document (sourceApiNodes stops the build with it). */
export class ApiSettingError extends ApiDocumentError {
  readonly setting: string;

  constructor(setting: string, reason: string) {
    super({ file: 'src/config/settings.ts', reason });
    this.setting = setting;
    this.message = `Invalid setting ${setting}: ${reason}`;
  }
}

/**
 * Orders two versions: numbers compared as numbers, segment by segment ('1.10' after '1.9'), a
 * leading 'v' ignored, other segments as text. 0 means the same version.
 */
export function compareVersionNumbers(a: string, b: string): number {
  const parts = (version: string): string[] => version.replace(/^v(?=\d)/i, '').split(/[.\-+]/);
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const x = left[index] ?? '0';
    const y = right[index] ?? '0';
    const order = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y);
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

export interface ApiHistory {
  /** Each version compared with the one before, newest first; empty without history. */
  readonly compared: readonly ComparedVersion[];
  /** What the changelog page shows. */
  readonly changelog: readonly ChangelogVersionData[];
  /** The newest version's "New in" / "Changed in" marks, by operation slug. */
  readonly marks: Readonly<Record<string, ChangeMarkData>>;
  /** The same for the named schemas (`components.schemas`), by name. */
  readonly schemaMarks: Readonly<Record<string, ChangeMarkData>>;
  /** The files the history is made of (watched in development). */
  readonly files: readonly string[];
}

/** Comparisons already made in this process, by the prose-free key of the documents compared. */
export const comparisons = new ResultMemo<ComparedVersion[]>(4);

export const EMPTY_HISTORY: ApiHistory = { compared: [], changelog: [], marks: {}, schemaMarks: {}, files: [] };

/**
 * Loads `settings.history` and compares it with the current document (`current`, as loaded).
 * `position` is the spec's index in `api.specs`, for messages; `policy` confines each earlier
 * document's files like the current one's (documentPolicy.ts).
 */
export async function loadApiHistory(
  settings: ApiSpecSettings,
  current: { readonly bundled: unknown; readonly api: NormalisedApi },
  position: number,
  root: string,
  policy: DocumentPolicy = documentPolicy({}, root),
): Promise<ApiHistory> {
  const history = settings.history ?? [];
  if (history.length === 0) return EMPTY_HISTORY;
  const base = `api.specs[${position}]`;
  // A release date that is not a date (documentVersion) is reported with the document's own warnings,
  // which sourceApiNodes prints naming the document's file. `current.api` is this load's own
  // normalisation (loadApi makes it just before), so its list is added to, not a shared one.
  const warn = (message: string): void => {
    (current.api.warnings as string[]).push(message);
  };
  const versions: ApiVersionDocument[] = [];
  const files: string[] = [];
  for (const [index, entry] of history.entries()) {
    const setting = `${base}.history[${index}].file`;
    const absolute = path.resolve(root, entry.file);
    if (!fs.existsSync(absolute)) throw new ApiSettingError(setting, `no file at ${entry.file} (paths are relative to the project root)`);
    let loaded;
    try {
      loaded = await loadApiDocumentFiles(absolute, policy);
    } catch (error) {
      if (error instanceof ApiDocumentError) error.message = `${error.message} (It is an earlier version of the API, listed in ${setting}.)`;
      throw error;
    }
    files.push(...loaded.files);
    versions.push({
      ...documentVersion(loaded.bundled, (message) => warn(`In its earlier version ${entry.file} (listed in ${setting}), ${message}`)),
      document: loaded.bundled,
      setting,
    });
  }
  versions.push({ ...documentVersion(current.bundled, warn), document: current.bundled, setting: `${base}.file` });
  for (let index = 1; index < versions.length; index += 1) {
    const older = versions[index - 1] as ApiVersionDocument;
    const newer = versions[index] as ApiVersionDocument;
    const order = compareVersionNumbers(older.version, newer.version);
    if (order === 0)
      throw new ApiSettingError(newer.setting, `its info.version "${newer.version}" is also the version of ${older.setting}; each version appears once`);
    if (order > 0) {
      throw new ApiSettingError(
        newer.setting,
        `its info.version "${newer.version}" is older than "${older.version}" of ${older.setting}; list the history oldest first, the current document being the newest`,
      );
    }
  }
  // A save that changes only prose compares as before (documentKey.ts): the comparison is kept.
  const key = proseFreeKey(...versions.map((version) => ({ other: [version.version, version.date ?? null, version.setting], document: version.document })));
  const compared = comparisons.get(key, () => compareOrExplain(versions, settings, base));
  const operations = current.api.operations.map((operation) => ({
    method: operation.method,
    path: operation.path,
    kind: operation.kind,
    slug: operation.slug,
    anchorOf: (anchor: string) => nearestTreeAnchor(operation, anchor),
  }));
  return {
    compared,
    changelog: changelogVersions(current.api.id, compared, operations),
    marks: changeMarks(current.api.id, compared[0], operations),
    schemaMarks: schemaChangeMarks(current.api.id, compared[0]?.version, versions[versions.length - 2]?.document, current.bundled),
    files,
  };
}

/**
 * `compareVersions`, with a comparison that could not be made (apiDiff.ts stops one that finds too
 * many differences, or overflows the stack) reported like the history's other problems: a broken
 * document that stops the build, naming the API, both files with their settings, and the reason.
 * Not a warning that drops the entry: a changelog missing a version would hide its breaking changes.
 */
function compareOrExplain(versions: readonly ApiVersionDocument[], settings: ApiSpecSettings, base: string): ComparedVersion[] {
  try {
    return compareVersions(versions);
  } catch (error) {
    if (!(error instanceof ApiDiffLimitError)) throw error;
    const history = settings.history ?? [];
    const named = (version: string): { file: string; setting: string } => {
      const index = versions.findIndex((entry) => entry.version === version);
      const entry = history[index];
      return entry ? { file: entry.file, setting: `${base}.history[${index}].file` } : { file: settings.file, setting: `${base}.file` };
    };
    const older = named(error.before);
    const newer = named(error.after);
    const failure = new ApiDocumentError({
      file: newer.file,
      pointer: '#',
      reason: `the changelog of ${settings.id} could not compare ${older.file} (${older.setting}, version ${error.before}) with ${newer.file} (${newer.setting}, version ${error.after}): ${error.reason}`,
    });
    throw failure;
  }
}

/** A breaking change shipped without a new major version: what the build reports (decision 0021). */
export interface UnversionedBreakingChange {
  readonly message: string;
}

/**
 * The breaking changes of the newest version when its major version is that of the one before (or
 * the version did not change), each worded with the file and JSON pointer.
 */
export function unversionedBreakingChanges(settings: ApiSpecSettings, history: ApiHistory): UnversionedBreakingChange[] {
  const newest = history.compared[0];
  if (!newest) return [];
  if (!keepsMajorVersion(newest.previous, newest.version)) return [];
  return newest.changes
    .filter((change) => change.breaking)
    .map((change) => {
      const operation = change.operation ? `${change.operation.method} ${change.operation.path}: ` : '';
      const sentence =
        history.changelog[0]?.groups.flatMap((group) => group.changes).find((entry) => entry.pointer === change.pointer && entry.kind === change.kind)?.text ??
        change.kind;
      return {
        message: `${settings.file} at ${change.pointer}: ${operation}${sentence} This breaks clients of ${newest.previous}, but info.version went from "${newest.previous}" to "${newest.version}", the same major version (api.onBreakingChange).`,
      };
    });
}
