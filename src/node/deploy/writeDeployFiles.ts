/**
 * onPostBuild: the files a static host needs next to the pages (docs/decisions/0007-quality-gates.md).
 * - every page's inline scripts made page-independent (and Gatsby's unusable chunk mapping emptied),
 *   then hashed into the Content-Security-Policy;
 * - Gatsby's copy of the Partytown library (`~partytown/`, 340 KB) removed when no page loads it;
 * - `_headers` (Netlify) and `_headers.json` (the same security headers as one object, for
 *   scripts/serve.ts and for hosts configured by script);
 * - `_redirects`: the static rules plus one `.html` / `/index.html` rule pair per page, and one
 *   not-found rule per locale other than the default;
 * - `sitemap.xml` (merged from gatsby-plugin-sitemap's parts, which go; its index then lists
 *   sitemap.xml) and `robots.txt`; in a preview build
 *   (settings.preview) no sitemap, and a robots.txt that disallows everything.
 * Runs after gatsby-plugin-sitemap's onPostBuild (the site's own gatsby-node runs last).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import type { ResolvedSiteSettings } from '../../config/settingsContract';
import { HASHED_ASSET, contentSecurityPolicy, netlifyHeadersFile, securityHeaders, type AgentFiles } from './headers';
import { STORAGE_KEYS } from '../../lib/storage';
import { routeOfHtmlPath } from '../../lib/url';
import { siteInlineScripts } from './siteInlineScripts';
import {
  cspHashSource,
  executableInlineScripts,
  siteInlineScriptRules,
  unexpectedInlineScripts,
  withEmptyChunkMapping,
  withCompactAutolinkScript,
  withStaticPagePathScript,
} from './inlineScripts';
import { htmlRedirectRules, localeNotFoundRules, redirectsFile } from './redirects';
import { SITEMAP_FILE, mergedSitemap, robotsTxt, sitemapIndex, sitemapLocations } from './seoFiles';

/** More distinct inline scripts than this means something per-page was inlined: each one lengthens the CSP header. */
export const MAX_INLINE_SCRIPT_HASHES = 12;

/**
 * Gatsby copies the Partytown library into every build (`~partytown/`, onPreBootstrap of its internal
 * plugin); a page loads it only through the snippet Gatsby puts in its head for a `<Script
 * strategy="off-main-thread">` (`data-partytown`). No page with the snippet: nothing loads the library.
 */
export const PARTYTOWN_DIR = '~partytown';
export function usesPartytown(html: string): boolean {
  return html.includes('data-partytown') || html.includes(`/${PARTYTOWN_DIR}/`);
}

/** Every built page: HTML files outside Gatsby's internal `_gatsby/` and `page-data/` folders. */
export function builtHtmlFiles(publicDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === publicDir && ['_gatsby', 'page-data', 'static', '~partytown'].includes(entry.name)) continue;
        walk(full);
      } else if (entry.name.endsWith('.html')) {
        files.push(full);
      }
    }
  };
  walk(publicDir);
  return files.sort();
}

/** The route a built file answers: `docs/intro/index.html` → `/docs/intro`, `404.html` → `/404.html`. */
export function routeOfHtmlFile(publicDir: string, file: string): string {
  return routeOfHtmlPath(path.relative(publicDir, file).split(path.sep).join('/'));
}

export function sitePrefix(settings: Pick<ResolvedSiteSettings, 'baseUrl'>): string {
  return settings.baseUrl.replace(/\/$/, '');
}

export async function writeDeployFiles(
  { reporter }: Pick<BuildArgs, 'reporter'>,
  settings: ResolvedSiteSettings,
  publicDir = 'public',
  agentFiles: AgentFiles = { twins: [], llmsFiles: [] },
): Promise<void> {
  const prefix = sitePrefix(settings);
  const htmlFiles = builtHtmlFiles(publicDir);

  const hashes = new Set<string>();
  const rules = siteInlineScriptRules(siteInlineScripts(settings, STORAGE_KEYS));
  const unexpected: string[] = [];
  let partytown = false;
  for (const file of htmlFiles) {
    const html = fs.readFileSync(file, 'utf8');
    partytown ||= usesPartytown(html);
    const rewritten = withCompactAutolinkScript(withEmptyChunkMapping(withStaticPagePathScript(html)));
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
    for (const script of unexpectedInlineScripts(rewritten, rules)) {
      unexpected.push(`${routeOfHtmlFile(publicDir, file)}: <script>${script.trim().slice(0, 120)}${script.trim().length > 120 ? '…' : ''}</script>`);
    }
    for (const script of executableInlineScripts(rewritten)) hashes.add(cspHashSource(script));
  }
  if (unexpected.length > 0) {
    // Thrown, not reported: the CSP would otherwise trust a script the site does not mean to have.
    throw new Error(
      `${unexpected.length} inline script${unexpected.length === 1 ? ' is' : 's are'} not one the site writes, so the Content-Security-Policy ` +
        `will not allow ${unexpected.length === 1 ? 'it' : 'them'} (the known ones are listed in src/node/deploy/inlineScripts.ts):\n  ${unexpected.join('\n  ')}`,
    );
  }
  if (hashes.size > MAX_INLINE_SCRIPT_HASHES) {
    reporter.warn(
      `The built pages carry ${hashes.size} different inline scripts (more than ${MAX_INLINE_SCRIPT_HASHES}); each adds a hash to the ` +
        'Content-Security-Policy header. Move per-page data out of inline scripts (see src/node/deploy/inlineScripts.ts).',
    );
  }

  if (!partytown) fs.rmSync(path.join(publicDir, PARTYTOWN_DIR), { recursive: true, force: true });

  const csp = contentSecurityPolicy([...hashes]);
  const security = securityHeaders(csp);
  const hashedAssets = fs
    .readdirSync(publicDir)
    .filter((name) => HASHED_ASSET.test(name))
    .map((name) => `/${name}`);
  fs.writeFileSync(path.join(publicDir, '_headers'), netlifyHeadersFile({ prefix, security, hashedAssets, agentFiles }));
  fs.writeFileSync(path.join(publicDir, '_headers.json'), `${JSON.stringify(security, null, 2)}\n`);

  const redirectsPath = path.join(publicDir, '_redirects');
  const staticRules = fs.existsSync(redirectsPath) ? fs.readFileSync(redirectsPath, 'utf8') : '';
  const routes = htmlFiles.map((file) => routeOfHtmlFile(publicDir, file)).filter((route) => !route.endsWith('.html'));
  const otherLocales = settings.i18n.locales.filter((locale) => locale !== settings.i18n.defaultLocale);
  fs.writeFileSync(redirectsPath, redirectsFile(staticRules, [...htmlRedirectRules(routes, prefix), ...localeNotFoundRules(otherLocales, routes, prefix)]));

  const indexFile = path.join(publicDir, 'sitemap-index.xml');
  // A preview build has no sitemap: gatsby-config.ts leaves gatsby-plugin-sitemap out, and no sitemap.xml is written.
  if (settings.preview) reporter.info('A preview build (settings.preview): every page noindex, robots.txt disallows all, no sitemap.');
  else if (fs.existsSync(indexFile)) {
    const locations = sitemapLocations(fs.readFileSync(indexFile, 'utf8'));
    const partFiles = locations.map((loc) => {
      const pathname = decodeURI(new URL(loc).pathname);
      return path.join(publicDir, prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname);
    });
    fs.writeFileSync(path.join(publicDir, SITEMAP_FILE), mergedSitemap(partFiles.map((file) => fs.readFileSync(file, 'utf8'))));
    // The parts would be a second copy of sitemap.xml (390 KB for GitHub's 2,553 pages): the index, which
    // every page's <link rel="sitemap"> names, lists sitemap.xml instead.
    for (const file of partFiles) if (path.basename(file) !== SITEMAP_FILE) fs.rmSync(file, { force: true });
    if (locations[0]) fs.writeFileSync(indexFile, sitemapIndex(new URL(SITEMAP_FILE, locations[0]).href));
  } else {
    reporter.warn('No sitemap-index.xml in the build (is gatsby-plugin-sitemap in gatsby-config.ts?): sitemap.xml not written.');
  }
  fs.writeFileSync(
    path.join(publicDir, 'robots.txt'),
    robotsTxt({ siteUrl: settings.url.replace(/\/$/, ''), prefix, noIndex: settings.noIndex, preview: settings.preview }),
  );

  reporter.info(
    `Deploy files: CSP with ${hashes.size} inline-script hashes, ${hashedAssets.length} immutable assets, ${routes.length} pages redirected from .html`,
  );
}
