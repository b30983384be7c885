/**
 * An API's changelog from its documents: each version compared with the one before (apiDiff.ts),
 * its changes said in plain sentences (src/strings/changelog.ts), grouped by operation, breaking
 * ones first, each linking to the current operation page (and to the parameter, response or
 * property on it) or saying the operation was removed. Pure: the build and the tests share it.
 * docs/decisions/0021-api-changelog-and-breaking-changes.md.
 */
import { parameterAnchor, REQUEST_BODY_ANCHOR, responseAnchor } from '../../openapi/anchors';
import { API_PAGE_SEGMENTS } from '../../openapi/slug';
import { translate, type StringId } from '../../strings';
import type { ChangelogGroupData, ChangelogVersionData, ChangeMarkData } from '../../apiReference/changelog/changelogData';
import { diffApiDocuments, sameOperation, type ApiChange, type OperationKey } from './apiDiff';
import { apiIndexRoute, apiOperationRoute } from './routes';

/** One version of an API's document, oldest first in a history. */
export interface ApiVersionDocument {
  readonly version: string;
  /** `info['x-release-date']` (an ISO date, '2026-03-02'), when the document gives one. */
  readonly date?: string;
  /** The whole document, `$ref`s to other files bundled in. */
  readonly document: unknown;
  /** The setting that named it, for messages: 'api.specs[0].history[0].file'. */
  readonly setting: string;
}

/** An operation of the current document: where its page is. */
export interface CurrentOperation {
  readonly method: string;
  readonly path: string;
  readonly kind?: 'operation' | 'webhook';
  readonly slug: string;
  /** The anchor the page has for a wanted one: a property inside a schema its trees show by name lands on that schema's node (decision 0025). */
  readonly anchorOf?: (anchor: string) => string;
}

/** The changes of one version, with what the page needs. */
export interface ComparedVersion {
  readonly version: string;
  readonly previous: string;
  readonly date?: string;
  readonly changes: readonly ApiChange[];
}

/** Reserved in src/openapi/slug.ts: no operation slug takes it. */
export function changelogRoute(apiId: string): string {
  return `${apiIndexRoute(apiId)}/${API_PAGE_SEGMENTS.changelog}`;
}

export function versionAnchor(version: string): string {
  return `version-${version.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

export function changelogVersionHref(apiId: string, version: string): string {
  return `${changelogRoute(apiId)}#${versionAnchor(version)}`;
}

/** The JSON pointer of a document's release date, for messages. */
export const RELEASE_DATE_POINTER = '#/info/x-release-date';

/** A real calendar date written `YYYY-MM-DD` ('2026-02-30' is not one). */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The version and release date a document states. The date is `info['x-release-date']` when it is
 * a real calendar date written `YYYY-MM-DD` (what the changelog shows; a date-time is not taken,
 * since its day depends on a time zone); any other value is dropped, the version then dated like
 * one without a date, and `warn` is told why, naming the JSON pointer (the caller names the file).
 */
export function documentVersion(document: unknown, warn: (message: string) => void = () => {}): { version: string; date?: string } {
  const info = typeof document === 'object' && document !== null ? (document as { info?: Record<string, unknown> }).info : undefined;
  const date = typeof info === 'object' && info !== null ? info['x-release-date'] : undefined;
  const version = { version: String(info?.version ?? '') };
  if (date === undefined) return version;
  if (typeof date === 'string' && isCalendarDate(date)) return { ...version, date };
  const shown = typeof date === 'string' ? JSON.stringify(date.length > 60 ? `${date.slice(0, 60)}…` : date) : (JSON.stringify(date) ?? String(date));
  const hint = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(date) ? ' (a date alone, without the time)' : '';
  warn(
    `info.x-release-date ${shown} (at ${RELEASE_DATE_POINTER}) is not a calendar date written YYYY-MM-DD${hint}, such as "2026-11-02"; version ${JSON.stringify(version.version)} is shown without a date.`,
  );
  return version;
}

/** Each version compared with the one before, newest first. `versions` is oldest first, the current document last. */
export function compareVersions(versions: readonly ApiVersionDocument[]): ComparedVersion[] {
  const out: ComparedVersion[] = [];
  for (let index = versions.length - 1; index > 0; index -= 1) {
    const newer = versions[index] as ApiVersionDocument;
    const older = versions[index - 1] as ApiVersionDocument;
    out.push({
      version: newer.version,
      previous: older.version,
      ...(newer.date ? { date: newer.date } : {}),
      changes: diffApiDocuments(older.document, newer.document),
    });
  }
  return out;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function propertyName(property: readonly string[] | undefined): string {
  return (property ?? []).reduce((name, segment) => (segment === '[]' ? `${name}[]` : name ? `${name}.${segment}` : segment), '');
}

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The body or parameter a change is in, without the property: 'query parameter `zoneId`', 'the 200 response'. */
function container(change: ApiChange): string {
  const { location } = change;
  if (location.parameterName !== undefined) return translate('changelog.where.parameter', { in: location.parameterIn ?? '', name: location.parameterName });
  const body =
    location.side === 'response' ? translate('changelog.where.response', { status: location.status ?? '' }) : translate('changelog.where.requestBody');
  return location.mediaType && !/^application\/json\b/.test(location.mediaType)
    ? translate('changelog.where.mediaType', { where: body, mediaType: location.mediaType })
    : body;
}

/** Where a change is, property included: 'field `zoneId` of the request body'. */
function where(change: ApiChange): string {
  const property = propertyName(change.location.property);
  if (!property) return container(change);
  const { location } = change;
  if (location.parameterName !== undefined)
    return translate('changelog.where.parameterField', { property, in: location.parameterIn ?? '', name: location.parameterName });
  return translate('changelog.where.field', { property, where: container(change) });
}

/** The change in one plain sentence; code in backticks. */
export function changeSentence(change: ApiChange): string {
  const place = where(change);
  const values: Record<string, string> = {
    where: place,
    Where: capitalise(place),
    name: change.location.parameterName ?? '',
    status: change.location.status ?? '',
    mediaType: change.location.mediaType ?? '',
    property: propertyName(change.location.property),
    keyword: change.keyword ?? '',
    before: formatValue(change.before),
    after: formatValue(change.after),
    value: formatValue(change.after ?? change.before),
  };
  const response = change.location.side === 'response';
  switch (change.kind) {
    case 'parameter-added':
    case 'request-body-added':
      return translate(`changelog.change.${change.kind}${change.breaking ? '.required' : ''}` as StringId, values);
    case 'media-type-added':
    case 'media-type-removed':
      return translate(`changelog.change.${change.kind}`, {
        ...values,
        Where: capitalise(container({ ...change, location: { ...change.location, mediaType: undefined } })),
      });
    case 'property-added': {
      const property = change.location.property ?? [];
      const parent = { ...change, location: { ...change.location, property: property.slice(0, -1) } };
      const required = change.breaking || (response && change.after === true);
      return translate(required ? 'changelog.change.property-added.required' : 'changelog.change.property-added', {
        ...values,
        where: where(parent),
        property: property[property.length - 1] ?? '',
      });
    }
    case 'property-removed': {
      const property = change.location.property ?? [];
      const parent = { ...change, location: { ...change.location, property: property.slice(0, -1) } };
      return translate('changelog.change.property-removed', { ...values, where: where(parent), property: property[property.length - 1] ?? '' });
    }
    case 'property-required':
    case 'property-optional':
      return translate(`changelog.change.${change.kind}${response ? '.response' : ''}` as StringId, values);
    case 'constraint-narrowed':
    case 'constraint-widened':
    case 'constraint-changed': {
      if (change.keyword === 'enum' && change.before === undefined)
        return translate('changelog.change.constraint.added', { ...values, keyword: 'enum', after: formatValue(change.after) });
      if (change.before === undefined) return translate('changelog.change.constraint.added', values);
      if (change.after === undefined) return translate('changelog.change.constraint.removed', values);
      return translate(change.keyword === 'type' ? 'changelog.change.type-changed' : 'changelog.change.constraint.changed', values);
    }
    case 'security-added':
      return translate(change.breaking ? 'changelog.change.security-added.required' : 'changelog.change.security-added', values);
    default:
      return translate(`changelog.change.${change.kind}` as StringId, values);
  }
}

/** The anchor on the operation page that shows where the change is, if it is still there. */
export function changeAnchor(change: ApiChange): string | undefined {
  const { location, kind } = change;
  if (kind.endsWith('-removed') && kind !== 'enum-value-removed' && kind !== 'security-removed') {
    // The thing is gone: the nearest place that still exists.
    if (kind === 'property-removed' && location.property && location.property.length > 1)
      return changeAnchor({ ...change, kind: 'property-added', location: { ...location, property: location.property.slice(0, -1) } });
    if (kind === 'property-removed' || kind === 'media-type-removed')
      return changeAnchor({ ...change, kind: 'response-added', location: { ...location, property: [] } });
    return undefined;
  }
  if (location.parameterName !== undefined) return parameterAnchor(location.parameterIn ?? '', location.parameterName);
  if (!location.side) return undefined;
  const base = location.side === 'response' ? responseAnchor(location.status ?? '') : REQUEST_BODY_ANCHOR;
  const property = location.property ?? [];
  // An array's items are not a level of their own on the page: their properties sit under the array's.
  const segments = property.filter((segment) => segment !== '[]').map((segment) => segment.replace(/[^A-Za-z0-9_:-]/g, '-'));
  return segments.length ? `${base}.${segments.join('.')}` : base;
}

function operationLabel(operation: OperationKey): string {
  return operation.webhook ? `${operation.method} ${operation.path} (webhook)` : `${operation.method} ${operation.path}`;
}

/** The current page of an operation, by method and path (its operationId may have changed). */
function findOperation(operations: readonly CurrentOperation[], key: OperationKey): CurrentOperation | undefined {
  return operations.find((operation) =>
    sameOperation({ method: operation.method.toUpperCase(), path: operation.path, ...(operation.kind === 'webhook' ? { webhook: true } : {}) }, key),
  );
}

/** One version's changes grouped by operation: groups with a breaking change first, the whole API's changes (servers) last. */
export function groupChanges(apiId: string, changes: readonly ApiChange[], operations: readonly CurrentOperation[]): ChangelogGroupData[] {
  const groups: { key?: OperationKey; changes: ApiChange[] }[] = [];
  for (const change of changes) {
    const group = groups.find((entry) => (change.operation ? sameOperation(entry.key, change.operation) : entry.key === undefined));
    if (group) group.changes.push(change);
    else groups.push({ ...(change.operation ? { key: change.operation } : {}), changes: [change] });
  }
  const data = groups.map((group): ChangelogGroupData => {
    const current = group.key ? findOperation(operations, group.key) : undefined;
    const route = current ? apiOperationRoute(apiId, current.slug) : undefined;
    const sorted = [...group.changes].sort((a, b) => Number(b.breaking) - Number(a.breaking));
    return {
      title: group.key ? operationLabel(group.key) : translate('changelog.document'),
      ...(group.key ? { method: group.key.method, path: group.key.path } : {}),
      ...(route ? { href: route } : {}),
      removed: group.key !== undefined && !current,
      breaking: sorted.some((change) => change.breaking),
      changes: sorted.map((change) => {
        const wanted = route ? changeAnchor(change) : undefined;
        const anchor = wanted && current?.anchorOf ? current.anchorOf(wanted) : wanted;
        return {
          text: changeSentence(change),
          breaking: change.breaking,
          kind: change.kind,
          pointer: change.pointer,
          ...(route ? { href: anchor ? `${route}#${anchor}` : route } : {}),
        };
      }),
    };
  });
  return data.sort((a, b) => Number(b.breaking) - Number(a.breaking) || Number(a.method === undefined) - Number(b.method === undefined));
}

/** The changelog page's versions, newest first. */
export function changelogVersions(apiId: string, compared: readonly ComparedVersion[], operations: readonly CurrentOperation[]): ChangelogVersionData[] {
  return compared.map((entry) => ({
    version: entry.version,
    previous: entry.previous,
    ...(entry.date ? { date: entry.date } : {}),
    anchor: versionAnchor(entry.version),
    changeCount: entry.changes.length,
    breakingCount: entry.changes.filter((change) => change.breaking).length,
    groups: groupChanges(apiId, entry.changes, operations),
  }));
}

/**
 * The "New in" / "Changed in" marks of the newest version, by operation slug: an operation added in
 * it is new; one with any other change (its parameters, bodies, responses, security) changed.
 */
export function changeMarks(apiId: string, newest: ComparedVersion | undefined, operations: readonly CurrentOperation[]): Record<string, ChangeMarkData> {
  const marks: Record<string, ChangeMarkData> = {};
  if (!newest) return marks;
  const href = changelogVersionHref(apiId, newest.version);
  for (const change of newest.changes) {
    if (!change.operation) continue;
    const current = findOperation(operations, change.operation);
    if (!current) continue;
    const kind = change.kind === 'operation-added' ? 'new' : 'changed';
    if (marks[current.slug]?.kind === 'new') continue;
    marks[current.slug] = { kind, version: newest.version, href };
  }
  return marks;
}

/** A value as JSON with its object keys sorted: two schemas that differ only in key order are the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function namedSchemas(document: unknown): Record<string, unknown> {
  const components = document !== null && typeof document === 'object' ? (document as { components?: { schemas?: unknown } }).components : undefined;
  const schemas = components?.schemas;
  return schemas !== null && typeof schemas === 'object' ? (schemas as Record<string, unknown>) : {};
}

/**
 * The "New in" / "Changed in" marks of the newest version for the named schemas, by name: a schema
 * the previous version did not name is new; one whose own definition differs (key order aside) is
 * changed. A schema that only refers to a changed one is not marked: its own page shows the change
 * where it is, one link away.
 */
export function schemaChangeMarks(apiId: string, newestVersion: string | undefined, previous: unknown, current: unknown): Record<string, ChangeMarkData> {
  const marks: Record<string, ChangeMarkData> = {};
  if (newestVersion === undefined) return marks;
  const href = changelogVersionHref(apiId, newestVersion);
  const before = namedSchemas(previous);
  for (const [name, schema] of Object.entries(namedSchemas(current))) {
    if (!(name in before)) marks[name] = { kind: 'new', version: newestVersion, href };
    else if (canonicalJson(before[name]) !== canonicalJson(schema)) marks[name] = { kind: 'changed', version: newestVersion, href };
  }
  return marks;
}
