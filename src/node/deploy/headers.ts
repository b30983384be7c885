/**
 * Response headers for the deployed site: the security headers every response carries (with the
 * Content-Security-Policy computed from the built HTML) and the cache rules for hashed assets.
 * Written as Netlify's `_headers` and, for scripts/serve.ts and other hosts, `_headers.json`.
 */

import { LLMS_TXT_PATH, MARKDOWN_CONTENT_TYPE } from '../../lib/markdownTwin';

/** Content-addressed file names: `app-<hash>.js`, `styles.<hash>.css`, chunks, their source maps. */
export const HASHED_ASSET = /[.-][0-9a-f]{16,}\.(js|css)(\.map)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The policy. Scripts: the site's own files plus the listed inline-script hashes (no 'unsafe-inline',
 * no eval). Styles: 'unsafe-inline', because Gatsby inlines the global CSS in a `<style>` element,
 * React renders `style` attributes and mermaid draws SVG with a `<style>` element and inline styles
 * computed in the browser, which no build-time hash can cover. Everything else is same-origin only,
 * and nothing may frame the site.
 */
export function contentSecurityPolicy(scriptHashSources: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashSources)].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The headers of every response. No Cache-Control here: it is per path (see `netlifyHeadersFile`). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

export interface HeadersFileInput {
  /** The site's base path without a trailing slash ('' at the root). */
  readonly prefix: string;
  readonly security: Readonly<Record<string, string>>;
  /** Hashed files at the top of the publish folder, as URL paths ('/app-1a2b….js'). */
  readonly hashedAssets: readonly string[];
  /** The pages' Markdown twins and the llms files (decision 0031), paths before the prefix. */
  readonly agentFiles?: AgentFiles;
}

/** What src/node/agents/ wrote for coding agents (decision 0031), as the deploy files name it; paths before the prefix. */
export interface AgentFiles {
  /** Each page route with its twin's path, and the twin's copy at `{route}/index.md` for a page that is a folder. */
  readonly twins: readonly { readonly route: string; readonly twin: string; readonly folderTwin?: string }[];
  /** The llms files written. */
  readonly llmsFiles: readonly string[];
}

/**
 * For agents (decision 0031): each twin (and its folder copy) as `text/markdown`, each llms file as
 * UTF-8 text, and each page with a `Link` to its twin and to llms.txt (RFC 8288), so an agent that
 * reads headers finds both. Listed path by path, as the hashed assets are: a `/*.md` rule is not one
 * every host reads the same way.
 */
export function agentHeaderBlocks(prefix: string, agentFiles: HeadersFileInput['agentFiles']): [string, Record<string, string>][] {
  if (!agentFiles || agentFiles.twins.length === 0) return [];
  const url = (file: string): string => `${prefix}${encodeURI(file)}`;
  const llms = agentFiles.llmsFiles.includes(LLMS_TXT_PATH) ? `, <${url(LLMS_TXT_PATH)}>; rel="index"; type="text/plain"` : '';
  const markdown = { 'Content-Type': MARKDOWN_CONTENT_TYPE };
  return [
    ...agentFiles.twins.flatMap(({ route, twin }): [string, Record<string, string>][] => [
      [url(route === '/' ? '/' : route), { Link: `<${url(twin)}>; rel="alternate"; type="text/markdown"${llms}`, Vary: 'Accept' }],
      [url(twin), markdown],
    ]),
    ...agentFiles.twins.flatMap(({ folderTwin }): [string, Record<string, string>][] => (folderTwin ? [[url(folderTwin), markdown]] : [])),
    ...agentFiles.llmsFiles.map((file): [string, Record<string, string>] => [url(file), { 'Content-Type': 'text/plain; charset=utf-8' }]),
  ];
}

/**
 * Netlify's `_headers`: the security headers on `/*`; `immutable` caching on `/static/*` and on each
 * hashed script and stylesheet (listed one by one: a wildcard such as `/*.js` would also catch files
 * whose names do not change). Everything else keeps the host's default, which revalidates.
 */
export function netlifyHeadersFile({ prefix, security, hashedAssets, agentFiles }: HeadersFileInput): string {
  const block = (path: string, headers: Record<string, string>): string =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    '# Generated by src/node/deploy at build time; do not edit (the CSP hashes change with the build).',
    block(`${prefix}/*`, { ...security }),
    block(`${prefix}/static/*`, { 'Cache-Control': IMMUTABLE }),
    ...[...hashedAssets].sort().map((asset) => block(`${prefix}${encodeURI(asset)}`, { 'Cache-Control': IMMUTABLE })),
    ...agentHeaderBlocks(prefix, agentFiles).map(([path, headers]) => block(path, headers)),
  ];
  return `${blocks.join('\n\n')}\n`;
}
