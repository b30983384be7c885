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
