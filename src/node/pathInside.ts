/**
 * Whether a path lies in a folder, for the checks that keep what the build reads inside the site
 * (API documents: src/node/api/documentPolicy.ts; inlined SVGs: src/node/staticSvg.ts). Apart from
 * both so that neither folder imports the other for it.
 */
import path from 'node:path';

/** True when `target` (an absolute path) is `folder` itself or lies below it. */
export function isInside(folder: string, target: string): boolean {
  const relative = path.relative(folder, target);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}
