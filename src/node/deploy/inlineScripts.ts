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

/**
 * The inline scripts the site means to have, each recognised by its exact text (or, for Gatsby's own,
 * by a strict shape): the build fails on any other, naming the page, instead of trusting it in the
 * CSP. An inline script that got into a page by mistake (MDX, settings HTML, a sanitiser bug) is then
 * a build error rather than a hash in the policy (issue 18).
 */
export interface InlineScriptRule {
  readonly name: string;
  readonly matches: (text: string) => boolean;
}

// gatsby-remark-autolink-headers' onRenderBody script, with its offsetY as a number.
const AUTOLINK_SCRIPT =
  /^\n {4}document\.addEventListener\("DOMContentLoaded", function\(event\) \{\n {6}var hash = window\.decodeURI\(location\.hash\.replace\('#', ''\)\)\n {6}if \(hash !== ''\) \{\n {8}var element = document\.getElementById\(hash\)\n {8}if \(element\) \{\n {10}var scrollTop = window\.pageYOffset \|\| document\.documentElement\.scrollTop \|\| document\.body\.scrollTop\n {10}var clientTop = document\.documentElement\.clientTop \|\| document\.body\.clientTop \|\| 0\n {10}var offset = element\.getBoundingClientRect\(\)\.top \+ scrollTop - clientTop\n {10}\/\/ Wait for the browser to finish rendering before scrolling\.\n {10}setTimeout\(\(function\(\) \{\n {12}window\.scrollTo\(0, offset - -?\d+(\.\d+)?\)\n {10}\}\), 0\)\n {8}\}\n {6}\}\n {4}\}\)\n {2}$/;
const AUTOLINK_ELEMENT = /<script>(\n {4}document\.addEventListener\("DOMContentLoaded"[\s\S]*?)<\/script>/;
const AUTOLINK_OFFSET = /window\.scrollTo\(0, offset - (-?\d+(?:\.\d+)?)\)/;

/**
 * gatsby-remark-autolink-headers' script, compact: the same steps (on DOMContentLoaded, scroll to the
 * fragment's element less the offset, once the browser has rendered) in 0.4 KB instead of the
 * plugin's pretty-printed 0.7 KB, which every page carries (decision 0025).
 */
export function compactAutolinkScript(offsetY: string): string {
  return (
    'document.addEventListener("DOMContentLoaded",function(){var h=window.decodeURI(location.hash.replace("#",""));if(h!==""){' +
    'var e=document.getElementById(h);if(e){var s=window.pageYOffset||document.documentElement.scrollTop||document.body.scrollTop;' +
    'var c=document.documentElement.clientTop||document.body.clientTop||0;var o=e.getBoundingClientRect().top+s-c;' +
    `setTimeout(function(){window.scrollTo(0,o-(${offsetY}))},0)}}})`
  );
}
const COMPACT_AUTOLINK_SCRIPT = new RegExp(
  `^${compactAutolinkScript('OFFSET')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('OFFSET', '-?\\d+(\\.\\d+)?')}$`,
);

/** Replaces the plugin's script, exactly as it writes it, by `compactAutolinkScript` with its offset; anything else is left. */
export function withCompactAutolinkScript(html: string): string {
  return html.replace(AUTOLINK_ELEMENT, (whole, text: string) => {
    const offset = AUTOLINK_SCRIPT.test(text) ? AUTOLINK_OFFSET.exec(text)?.[1] : undefined;
    return offset === undefined ? whole : `<script>${compactAutolinkScript(offset)}</script>`;
  });
}

const CHUNK_MAPPING = /^\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*$/;
const COMPILATION_HASH = /^window\.___webpackCompilationHash="[0-9a-f]+";$/;

/** Gatsby's chunk mapping: a JSON string of chunk name → list of root-relative script paths. */
function isChunkMapping(text: string): boolean {
  const literal = CHUNK_MAPPING.exec(text)?.[1];
  if (!literal) return false;
  try {
    const mapping = JSON.parse(JSON.parse(literal) as string) as unknown;
    return (
      typeof mapping === 'object' &&
      mapping !== null &&
      Object.values(mapping).every((files) => Array.isArray(files) && files.every((file) => typeof file === 'string' && /^\/[\w./-]+\.js$/.test(file)))
    );
  } catch {
    return false;
  }
}

// Gatsby (slices mode, which Gatsby 5 builds with) writes its chunk mapping into every page as a JSON
// *string* (`window.___chunkMapping="{\"app\":[…]}"`, stringified twice), about 7 KB a page. Its
// loader only ever indexes it by a component's chunk name (`window.___chunkMapping[name] || []`, to
// prefetch that component's script), which on a string is always undefined: the mapping serves no
// lookup. An empty object gives every lookup the same answer, in 28 bytes (docs/decisions/0025).
export const EMPTY_CHUNK_MAPPING_SCRIPT = 'window.___chunkMapping={};';
const CHUNK_MAPPING_ELEMENT = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script\s*>/;

/**
 * Replaces Gatsby's chunk mapping, when it is the JSON string no lookup can use, by an empty object
 * (`EMPTY_CHUNK_MAPPING_SCRIPT`). A mapping written as an object (a lookup that works) is left as it is.
 */
export function withEmptyChunkMapping(html: string): string {
  return html.replace(CHUNK_MAPPING_ELEMENT, (whole, text: string) =>
    isChunkMapping(text) ? `<script id="gatsby-chunk-mapping">${EMPTY_CHUNK_MAPPING_SCRIPT}</script>` : whole,
  );
}

export function siteInlineScriptRules(own: { readonly baseUrlCheck: string | null }): InlineScriptRule[] {
  // The theme and announcement bootstrap (src/lib/headScript.ts) is a file of its own, not inline (decision 0029).
  return [
    ...(own.baseUrlCheck
      ? [{ name: 'the base URL check (src/lib/headScript.ts, minified by siteInlineScripts.ts)', matches: (text: string) => text === own.baseUrlCheck }]
      : []),
    { name: "Gatsby's page path (made static by withStaticPagePathScript)", matches: (text) => text === STATIC_PAGE_PATH_SCRIPT },
    { name: "Gatsby's chunk mapping", matches: isChunkMapping },
    { name: "Gatsby's chunk mapping (emptied by withEmptyChunkMapping)", matches: (text) => text === EMPTY_CHUNK_MAPPING_SCRIPT },
    { name: "Gatsby's webpack compilation hash", matches: (text) => COMPILATION_HASH.test(text) },
    { name: "gatsby-remark-autolink-headers' scroll to the fragment", matches: (text) => AUTOLINK_SCRIPT.test(text) },
    {
      name: "gatsby-remark-autolink-headers' scroll to the fragment (made compact by withCompactAutolinkScript)",
      matches: (text) => COMPACT_AUTOLINK_SCRIPT.test(text),
    },
  ];
}

/** The executable inline scripts of a page that no rule recognises. */
export function unexpectedInlineScripts(html: string, rules: readonly InlineScriptRule[]): string[] {
  return executableInlineScripts(html).filter((text) => !rules.some((rule) => rule.matches(text)));
}
