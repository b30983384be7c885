/**
 * Broken Markdown links and images: every link and image an MDX source writes must point at
 * something the site publishes. Internal links go through Gatsby's Link, which resolves a relative
 * target against the page's route as a folder ('zones' on /docs/intro → /docs/intro/zones); images
 * are plain <img>, resolved by the browser against the page URL ('a.png' on /docs/intro → /docs/a.png).
 * Anchors are left to the check of the built HTML, where the heading ids exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isExternalUrl, normalisePath } from '../../lib/url';
import { extractMarkdownReferences, type MarkdownReference } from './markdownRefs';
import { formatLocation, type Finding } from './types';

export interface MdxSource {
  /** As shown in messages, relative to the project root: 'content/docs/intro/asset.mdx'. */
  readonly file: string;
  readonly absolutePath: string;
  /** The page the source is rendered on, e.g. '/docs/intro/asset'. */
  readonly route: string;
  readonly text: string;
}

/** What the site publishes, as URL paths without the path prefix. */
export interface PublishedSite {
  hasPage(route: string): boolean;
  hasFile(urlPath: string): boolean;
}

const ORIGIN = 'http://site.invalid';

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** The URL path a target leads to from a page, or null when it leaves the site or is only an anchor. */
export function resolveTarget(reference: Pick<MarkdownReference, 'kind' | 'target'>, route: string): string | null {
  const { kind, target } = reference;
  if (target.startsWith('#') || isExternalUrl(target)) return null;
  const base = kind === 'link' && !route.endsWith('/') ? `${route}/` : route;
  const url = new URL(target, `${ORIGIN}${encodeURI(base)}`);
  if (url.origin !== ORIGIN) return null;
  return safeDecode(url.pathname);
}

/** A hint for a target that names a file next to the source rather than a published path. */
function hintFor(reference: MarkdownReference, source: MdxSource, routesByFile: ReadonlyMap<string, string>): string | null {
  const target = reference.target.replace(/[?#].*$/, '');
  if (!target || target.startsWith('/')) return null;
  const file = path.resolve(path.dirname(source.absolutePath), safeDecode(target));
  const route = routesByFile.get(file);
  if (route) return `it names the source file of a page: link to its route "${route}${reference.target.replace(/^[^#]*/, '')}" instead`;
  if (fs.existsSync(file) && fs.statSync(file).isFile()) {
    return `the file exists next to the source, but only files in static/ are published: move it to static/ and link it by its path there (static/img/x.png is /img/x.png)`;
  }
  return null;
}

export function checkMarkdownSources(sources: readonly MdxSource[], site: PublishedSite): Finding[] {
  const routesByFile = new Map(sources.map((source) => [source.absolutePath, source.route]));
  const findings: Finding[] = [];
  for (const source of sources) {
    for (const reference of extractMarkdownReferences(source.text)) {
      const where = `${formatLocation({ file: source.file, line: reference.line, column: reference.column })} (page ${source.route})`;
      const kind = reference.kind === 'image' ? 'brokenMarkdownImages' : 'brokenMarkdownLinks';
      const noun = reference.kind === 'image' ? 'Markdown image' : 'Markdown link';
      if (reference.target === '') {
        findings.push({
          kind,
          count: 1,
          message: `Broken ${noun} in ${where}: the target is empty. Write the page route or file path between the parentheses.`,
        });
        continue;
      }
      const urlPath = resolveTarget(reference, source.route);
      if (urlPath === null) continue;
      const exists = reference.kind === 'image' ? site.hasFile(urlPath) : site.hasPage(normalisePath(urlPath)) || site.hasFile(urlPath);
      if (exists) continue;
      const what =
        reference.kind === 'image'
          ? `no file is published at ${urlPath}. Put the image in static/ (static${urlPath} is served as ${urlPath}) or fix the path`
          : `no page or file is published at ${urlPath}. Link to an existing route (such as /docs/intro) or to a file in static/`;
      const hint = hintFor(reference, source, routesByFile);
      findings.push({ kind, count: 1, message: `Broken ${noun} "${reference.target}" in ${where}: ${hint ?? what}.` });
    }
  }
  return findings;
}
