/**
 * What counts as a breaking change (docs/decisions/0021-api-changelog-and-breaking-changes.md), in
 * one place: the changelog (`apiDiff`) classifies each change it finds by `isBreaking`, and the build
 * check (`breakingChangeCheck`, through `unversionedBreakingChanges` in `apiHistory`) reports the
 * breaking ones of a version that `keepsMajorVersion`.
 */
import type { ChangeKind, ChangeSide } from './changeKinds';

/** What a kind's rule reads beyond the kind and the side. */
export interface BreakingDetails {
  /** A parameter, request body or property added: whether it is required. */
  readonly required?: boolean;
  /** A response removed: its status ('200', '4XX', 'default'). */
  readonly status?: string;
  /** A security requirement added: whether it is one more alternative (not authentication demanded where none was). */
  readonly alternative?: boolean;
}

/**
 * Breaking or not, by our rules: for what the client sends, whatever the server now accepts less
 * of breaks; for what it receives, whatever it may now get that it could not before, or no longer
 * gets, breaks. Security: an accepted alternative removed, or authentication demanded where none
 * was, breaks; a new alternative accepted does not.
 */
export function isBreaking(kind: ChangeKind, side: ChangeSide | undefined, details: BreakingDetails = {}): boolean {
  const request = side !== 'response';
  switch (kind) {
    case 'operation-removed':
    case 'parameter-removed':
    case 'parameter-moved':
    case 'parameter-required':
    case 'request-body-required':
    case 'media-type-removed':
    case 'type-changed':
    case 'constraint-changed':
    case 'security-removed':
    case 'server-removed':
      return true;
    case 'security-added':
      return details.alternative !== true;
    case 'parameter-added':
    case 'request-body-added':
      return details.required === true;
    case 'request-body-removed':
      return true;
    case 'response-removed':
      return /^2/.test(details.status ?? '');
    case 'property-added':
      return request && details.required === true;
    case 'property-removed':
      return true;
    case 'property-required':
      return request;
    case 'property-optional':
      return !request;
    case 'enum-value-removed':
    case 'constraint-narrowed':
      return request;
    case 'enum-value-added':
    case 'constraint-widened':
      return !request;
    default:
      return false;
  }
}

/** The major version: the first number ('1.1' → '1', 'v2' → '2'), else the whole version. */
export function majorVersion(version: string): string {
  const match = /^v?(\d+)/i.exec(version);
  return match ? String(Number(match[1])) : version;
}

/** A version that keeps its predecessor's major version promises no breaking change (the build check's rule). */
export function keepsMajorVersion(previous: string, version: string): boolean {
  return majorVersion(version) === majorVersion(previous);
}
