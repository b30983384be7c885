/**
 * An SVG file a setting or a content file names by its site path (`/img/logo.svg`: a file under
 * `static/`), found for reading at build time: the pages' sprite reads the settings' logos
 * (src/node/svgSprite.ts), the blog the authors' pictures (src/node/blog/avatars.ts). The path is the
 * writers' (threat model, decision 0023): one that leaves `static/`, as written or through a symbolic
 * link, is refused before anything is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isInside } from './pathInside';

export type StaticSvg =
  /** Not a site path to an `.svg` (another format, another site's URL, nothing): shown as given. */
  | { readonly kind: 'other' }
  /** A site path to an `.svg` with no such file in `static/`. */
  | { readonly kind: 'missing' }
  /** The file, its real path inside `static/`. */
  | { readonly kind: 'file'; readonly path: string };

/**
 * What `src` names in `staticDir`; a path out of it throws `refuse(reason)`'s error, the reason saying
 * how (`is outside static/ (…)`, `is a link to a file outside static/ (…)`) for the caller to name its input.
 */
export function staticSvg(src: string | null | undefined, staticDir: string, refuse: (reason: string) => Error): StaticSvg {
  if (!src || !/^\/[^?#]*\.svg$/i.test(src)) return { kind: 'other' };
  const root = fs.realpathSync(staticDir);
  const file = path.resolve(root, `.${decodeURI(src)}`);
  if (!isInside(root, file)) throw refuse(`is outside static/ (${staticDir})`);
  if (!fs.existsSync(file)) return { kind: 'missing' };
  const real = fs.realpathSync(file);
  if (!isInside(root, real)) throw refuse(`is a link to a file outside static/ (${real})`);
  return { kind: 'file', path: real };
}
