/**
 * Where a page's Markdown twin is, for coding agents (issue 44; docs/decisions/0031-docs-for-agents.md):
 * the page's route with `.md` appended (`/docs/intro/asset` → `/docs/intro/asset.md`, the home page
 * `/` → `/index.md`). A page whose route is also a folder of other pages (`/docs/intro`) has the same
 * twin at `{route}/index.md` too, the name an agent guesses from a URL with a trailing slash.
 *
 * Self-contained on purpose (no imports): the page shell, the build, scripts/serve.ts and the Netlify
 * edge function (netlify/edge-functions/, run by Deno) all read this one file.
 */

/** The site's index for agents (llmstxt.org), at the root of the site. */
export const LLMS_TXT_PATH = '/llms.txt';
/** The guide in one file. */
export const LLMS_FULL_TXT_PATH = '/llms-full.txt';
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** Whether a page route has a twin: every page but the not-found pages (and Gatsby's `.html` aliases of them). */
export function hasMarkdownTwin(route: string): boolean {
  return !/(^|\/)404(\.html)?\/?$/.test(route) && !route.endsWith('.html') && !route.startsWith('/dev-404-page');
}

/** The twin of a page route (no trailing slash, before the site's path prefix). */
export function markdownTwinPath(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** The twin's path as a URL path (percent-encoded), from a route decoded or not. */
export function encodedTwinPath(route: string): string {
  let decoded = route;
  try {
    decoded = decodeURI(route);
  } catch {
    // A malformed escape: the route as it is.
  }
  return encodeURI(markdownTwinPath(decoded));
}

/** The same twin under the page's folder: `/docs/intro` → `/docs/intro/index.md`. */
export function folderTwinPath(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return `${trimmed}/index.md`;
}

/**
 * Whether a request's Accept header asks for Markdown before HTML (RFC 9110 §12.5.1 q-values):
 * `text/markdown` listed with a q-value above that of `text/html` (and of any wildcard that covers
 * HTML). Browsers never list text/markdown, so they keep getting the page.
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  let markdown = 0;
  let html = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=(.*?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    // A q-value that is not a number (RFC 9110's qvalue is 0 to 1 with three decimals) makes the entry void.
    const weight = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q) : Number.NaN;
    if (Number.isNaN(weight)) continue;
    const name = type.trim();
    if (name === 'text/markdown' || name === 'text/x-markdown') markdown = Math.max(markdown, weight);
    else if (name === 'text/html' || name === 'application/xhtml+xml' || name === 'text/*' || name === '*/*') html = Math.max(html, weight);
  }
  return markdown > 0 && markdown > html;
}

/**
 * The twin to answer a page request with, when its Accept header prefers Markdown: the request's
 * path (a page route, with or without a trailing slash, no file extension) mapped by
 * `markdownTwinPath`. Null for anything that is not a page route (files, twins themselves).
 */
export function twinForPageRequest(pathname: string, accept: string | null | undefined): string | null {
  if (!prefersMarkdown(accept)) return null;
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (last.includes('.')) return null;
  return markdownTwinPath(pathname);
}
