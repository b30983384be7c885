/**
 * Where a doc is served: /docs + the version's path + the doc's slug (frontmatter), or, without a
 * slug, its file path inside the version folder (`intro/index.mdx` → `/intro`).
 */
import path from 'node:path';

export function docRoute(options: {
  readonly routeBasePath: string;
  readonly versionPath: string;
  readonly slug?: string;
  readonly relativeFile: string;
}): string {
  const fromFile = `/${options.relativeFile
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '')}`;
  const slug = options.slug ?? fromFile;
  const joined = [options.routeBasePath, options.versionPath, slug].filter(Boolean).join('/');
  const normalised = joined.replace(/\/{2,}/g, '/');
  return normalised.length > 1 ? normalised.replace(/\/$/, '') : normalised;
}

/** A doc's id: frontmatter id, else its file name without extension (index → folder name). */
export function docId(frontmatterId: string | undefined, relativeFile: string): string {
  if (frontmatterId) return frontmatterId;
  const parsed = path.parse(relativeFile);
  return parsed.name === 'index' && parsed.dir ? path.basename(parsed.dir) : parsed.name;
}
