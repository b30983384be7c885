/**
 * Inline scripts and the Content-Security-Policy: a static host cannot add a per-response nonce, so
 * every inline script the HTML carries is allowed by its SHA-256 hash (docs/decisions/0007-quality-gates.md).
 */
import crypto from 'node:crypto';

/** `type` values a browser runs as script (an absent or empty type is JavaScript too). */
const JAVASCRIPT_TYPES = /^(module|(text|application)\/(x-)?(java|ecma)script)$/i;
const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*(?:=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The text of every inline `<script>` the browser executes: no `src`, and no type, an empty type, a
 * JavaScript MIME type or `module`. Data blocks (`application/ld+json`, `application/json`) are not
 * run, so CSP does not govern them.
 */
export function executableInlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'src') !== null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim();
    if (type !== '' && !JAVASCRIPT_TYPES.test(type)) continue;
    bodies.push(match[2]);
  }
  return bodies;
}

/** A CSP hash source for a script's exact text (UTF-8), e.g. `'sha256-…='`. */
export function cspHashSource(scriptText: string): string {
  return `'sha256-${crypto.createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

// Gatsby writes the page's own path into an inline script on every page, which would make one hash per
// page (230 hashes, a 12 KB header that some proxies and CDNs refuse). The rewrite below moves the path
// into a data attribute and leaves one script text, identical on every page.
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;
export const STATIC_PAGE_PATH_SCRIPT = '/*<![CDATA[*/window.pagePath=document.currentScript.dataset.pagePath;/*]]>*/';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Replaces Gatsby's per-page `window.pagePath="/route"` script with a page-independent one that reads
 * the same value from `data-page-path`. Returns the HTML unchanged when there is no such script (or it
 * was already rewritten).
 */
export function withStaticPagePathScript(html: string): string {
  return html.replace(PAGE_PATH_SCRIPT, (_whole, literal: string) => {
    const pagePath = JSON.parse(literal) as string;
    return `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">${STATIC_PAGE_PATH_SCRIPT}</script>`;
  });
}
