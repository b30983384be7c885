/**
 * Element ids of operation pages, for deep links. Pure and dependency-free: the build computes
 * them into the page data and components may call them too.
 * Rules: `parameter-{in}-{name}`, `response-{status}`, `response-{status}-header-{name}`, where a
 * character outside [A-Za-z0-9_.:-] becomes '-' (ids may not contain spaces; '#' and '/' break URLs).
 */

export function anchorSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9_.:-]/g, '-');
}

export function parameterAnchor(location: string, name: string): string {
  return `parameter-${location}-${anchorSafe(name)}`;
}

export function responseAnchor(status: string): string {
  return `response-${anchorSafe(status)}`;
}

export function responseHeaderAnchor(status: string, name: string): string {
  return `${responseAnchor(status)}-header-${anchorSafe(name)}`;
}

/**
 * Schema property anchors: the anchor of the tree (`request-body`, `response-201`, or with a media
 * type suffix when a body has several), then one dot-separated segment per level, e.g.
 * `request-body.location.zoneId`. A segment is the property name; `items` for an array's item
 * details; `additionalProperties`; `pattern-{n}` for the n-th pattern property; `option-{n}` for
 * the n-th `oneOf`/`anyOf` option (1-based). Property names keep their case; characters outside
 * [A-Za-z0-9_:-] (the dot included, since it separates levels) become '-'.
 */
export function schemaSegment(node: { readonly name?: string; readonly role?: string }, index: number): string {
  if (node.role === 'items') return 'items';
  if (node.role === 'additionalProperties') return 'additionalProperties';
  if (node.role === 'patternProperty') return `pattern-${index + 1}`;
  return (node.name ?? `${index + 1}`).replace(/[^A-Za-z0-9_:-]/g, '-') || '-';
}

export function variantSegment(index: number): string {
  return `option-${index + 1}`;
}

export function childAnchor(parent: string, segment: string): string {
  return `${parent}.${segment}`;
}

export const REQUEST_BODY_ANCHOR = 'request-body';

/**
 * Callbacks (issue 24): `callback-{name}` for a callback's fold, `callback-{name}-{method}` for one of
 * its operations ('-2', '-3'… when it has several URL expressions with the same method), and inside
 * it `{operation}-request-body…` and `{operation}-response-{status}…` as on the page itself.
 */
export function callbackAnchor(name: string): string {
  return `callback-${anchorSafe(name)}`;
}

export function callbackOperationAnchor(name: string, method: string, occurrence = 1): string {
  return `${callbackAnchor(name)}-${anchorSafe(method.toLowerCase())}${occurrence > 1 ? `-${occurrence}` : ''}`;
}

/** The anchor of a body's schema tree: the section's own for the first media type, then a suffix. */
export function bodyTreeAnchor(base: string, mediaIndex: number, mediaType: string): string {
  return mediaIndex === 0 ? base : `${base}-${anchorSafe(mediaType.split(';')[0] ?? mediaType).replace(/[./]/g, '-')}`;
}

/** `response-404.code` → `response-404`; ids that are not in a response give undefined. */
export function responseAnchorOf(id: string, responseAnchors: readonly string[]): string | undefined {
  return responseAnchors.find((anchor) => id === anchor || id.startsWith(`${anchor}.`) || id.startsWith(`${anchor}-`));
}
