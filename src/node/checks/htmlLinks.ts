/**
 * Broken links and anchors in the built site: every internal `<a href>` of every page in public/
 * must lead to a page or file there, and its `#fragment`, if any, to an element with that id (or an
 * `<a name>`) on the target page. The site is static, so the files are the truth: a page is
 * `<route>/index.html`, and `.html` / `/index.html` endings are removed as the host does (SPEC §2).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { normalisePath, routeOfHtmlPath, withoutTrailingSlash } from '../../lib/url';
import { listFiles } from './files';
import { formatLocation, type Finding, type SourceLocation } from './types';

export interface BuiltSiteOptions {
  readonly publicDir: string;
  /** Gatsby's path prefix when built with --prefix-paths ('/fms'), else ''. */
  readonly pathPrefix?: string;
  /** The deployed site's URL: an absolute link to it is an internal link. */
  readonly siteUrl?: string;
  /** The file a page is built from, for messages ('content/docs/intro/asset.mdx'). */
  readonly sourceOf?: (route: string) => string | undefined;
  /**
   * The last build's scans (src/node/buildCache.ts `lastBuildResults`), by the digest of the page's
   * bytes: a page whose HTML did not change is not parsed again (issue 45). The store must be of this
   * code's version (`scanPage` is all that makes a scan).
   */
  readonly scans?: { get(digest: string): KeptScan | undefined; set(digest: string, scan: KeptScan): void };
}

/** A page's scan as kept: its links and ids. */
export interface KeptScan {
  readonly links: readonly string[];
  readonly ids: readonly string[];
}

interface Problem {
  readonly kind: 'brokenLinks' | 'brokenAnchors';
  readonly href: string;
  readonly page: string;
  readonly reason: string;
}

const ORIGIN = 'http://site.invalid';
/** Listed in messages before "and N more". */
const PAGES_SHOWN = 5;
/** Elements whose content is not looked into (scripts and styles are text to the parser already). */
const OPAQUE = new Set(['noscript', 'template']);

function safeDecode(value: string, decode: (v: string) => string = decodeURI): string {
  try {
    return decode(value);
  } catch {
    return value;
  }
}

/** What answers at a URL path (decoded, without prefix) in the built site. */
export class BuiltSiteIndex {
  private readonly files: ReadonlySet<string>;

  constructor(files: Iterable<string>) {
    this.files = new Set(files);
  }

  /** The HTML file of the page at `urlPath`, or 'file' for another file, or null. */
  lookup(urlPath: string): { readonly html: string } | 'file' | null {
    const exact = urlPath.replace(/^\/+/, '');
    if (exact && this.files.has(exact)) return exact.endsWith('.html') ? { html: exact } : 'file';
    const route = normalisePath(withoutTrailingSlash(urlPath) || '/');
    const html = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
    return this.files.has(html) ? { html } : null;
  }
}

/** Gatsby's own folders hold no pages (an .html there is an asset). */
const INTERNAL_FOLDERS = ['_gatsby/', 'page-data/', 'static/', '~partytown/'];

function isPage(file: string): boolean {
  return file.endsWith('.html') && !INTERNAL_FOLDERS.some((folder) => file.startsWith(folder));
}

/**
 * A page's links (`<a href>`, each once) and the ids a fragment can name (`id`, `<a name>`), read in
 * one streaming pass (htmlparser2: no tree is built; on GitHub's description the check reads 450 MB
 * of HTML). Like the browser, <pre> is markup; the content of <noscript> and <template> is not looked
 * into, and entities in attribute values are decoded.
 */
export function scanPage(html: string): { readonly links: string[]; readonly ids: Set<string> } {
  const links = new Set<string>();
  const ids = new Set<string>();
  let opaque = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (OPAQUE.has(name)) opaque += 1;
        if (opaque > 0) return;
        if (attributes.id !== undefined) ids.add(attributes.id);
        if (name !== 'a') return;
        if (attributes.href !== undefined) links.add(attributes.href);
        if (attributes.name !== undefined) ids.add(attributes.name);
      },
      onclosetag(name) {
        if (OPAQUE.has(name) && opaque > 0) opaque -= 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { links: [...links], ids };
}

function findProblems(options: BuiltSiteOptions): Problem[] {
  const { publicDir, pathPrefix = '', siteUrl } = options;
  const files = listFiles(publicDir);
  const index = new BuiltSiteIndex(files);
  const siteOrigin = siteUrl ? new URL(siteUrl).origin : null;
  const idsByFile = new Map<string, Set<string>>();
  const linksByFile = new Map<string, readonly string[]>();
  for (const file of files.filter(isPage)) {
    const bytes = fs.readFileSync(path.join(publicDir, file));
    const digest = options.scans ? createHash('sha256').update(bytes).digest('base64url') : '';
    const kept = options.scans?.get(digest);
    if (kept) {
      idsByFile.set(file, new Set(kept.ids));
      linksByFile.set(file, kept.links);
      continue;
    }
    const { links, ids } = scanPage(bytes.toString('utf8'));
    options.scans?.set(digest, { links, ids: [...ids] });
    idsByFile.set(file, ids);
    linksByFile.set(file, links);
  }

  const problems: Problem[] = [];
  for (const [file, links] of linksByFile) {
    const page = routeOfHtmlPath(file);
    const pageUrl = `${ORIGIN}${encodeURI(`${pathPrefix}${page}`)}`;
    for (const href of links) {
      const report = (kind: Problem['kind'], reason: string): void => void problems.push({ kind, href, page, reason });
      let url: URL;
      try {
        url = new URL(href, pageUrl);
      } catch {
        report('brokenLinks', 'it is not a valid URL');
        continue;
      }
      if (url.origin !== ORIGIN && url.origin !== siteOrigin) continue;
      let urlPath = safeDecode(url.pathname);
      if (pathPrefix) {
        if (urlPath !== pathPrefix && !urlPath.startsWith(`${pathPrefix}/`)) {
          report('brokenLinks', `it leaves the site's path prefix ${pathPrefix}; write internal links with Gatsby's Link or withPrefix()`);
          continue;
        }
        urlPath = urlPath.slice(pathPrefix.length) || '/';
      }
      const target = index.lookup(urlPath);
      if (target === null) {
        report('brokenLinks', `no page or file is published at ${urlPath}`);
        continue;
      }
      const fragment = url.hash.slice(1);
      if (!fragment || fragment === 'top' || target === 'file') continue;
      const ids = idsByFile.get(target.html);
      const id = safeDecode(fragment, decodeURIComponent);
      if (ids && !ids.has(id) && !ids.has(fragment)) {
        const where = target.html === file ? 'this page' : routeOfHtmlPath(target.html);
        report('brokenAnchors', `${where} has no element with id "${id}"`);
      }
    }
  }
  return problems;
}

/** The line of an MDX source that holds the link, when the page is built from one. */
function locate(file: string | undefined, href: string, pathPrefix: string): SourceLocation | undefined {
  if (!file) return undefined;
  if (!/\.mdx?$/.test(file) || !fs.existsSync(file)) return { file };
  const unprefixed = pathPrefix && href.startsWith(`${pathPrefix}/`) ? href.slice(pathPrefix.length) : href;
  const variants = [...new Set([href, unprefixed, safeDecode(unprefixed), encodeURI(safeDecode(unprefixed))])];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const index = lines.findIndex((line) => variants.some((variant) => line.includes(`(${variant}`) || line.includes(`"${variant}"`)));
  return index >= 0 ? { file, line: index + 1 } : { file };
}

const ADVICE: Readonly<Record<Problem['kind'], string>> = {
  brokenLinks: 'Fix the link, or add the page it points to.',
  brokenAnchors:
    "Fix the fragment: a heading's id is its text slugged (lower case, dashes), or its custom id (written \\{#custom-id} after the heading in MDX).",
};

/** One finding per broken href and reason, listing the pages it is on (its count); links first, then anchors, by href. */
export function checkBuiltSite(options: BuiltSiteOptions): Finding[] {
  const groups = new Map<string, Problem[]>();
  for (const problem of findProblems(options)) {
    const key = `${problem.kind}\u0000${problem.href}\u0000${problem.reason}`;
    const group = groups.get(key);
    if (group) group.push(problem);
    else groups.set(key, [problem]);
  }
  const order = (problems: readonly Problem[]): string => `${problems[0]?.kind === 'brokenLinks' ? 0 : 1} ${problems[0]?.href}`;
  return [...groups.values()]
    .sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
    .map((problems) => {
      const { kind, href, reason } = problems[0] as Problem;
      const pages = [...problems]
        .sort((a, b) => a.page.localeCompare(b.page))
        .map(({ page }) => {
          const location = locate(options.sourceOf?.(page), href, options.pathPrefix ?? '');
          return location ? `${page} (${formatLocation(location)})` : page;
        });
      const shown = pages.slice(0, PAGES_SHOWN).join(', ');
      const more = pages.length > PAGES_SHOWN ? ` and ${pages.length - PAGES_SHOWN} more` : '';
      const on = pages.length === 1 ? `on page ${shown}` : `on ${pages.length} pages: ${shown}${more}`;
      const noun = kind === 'brokenLinks' ? 'Broken link' : 'Broken anchor';
      return { kind, count: problems.length, message: `${noun} "${href}" ${on}: ${reason}. ${ADVICE[kind]}` };
    });
}
