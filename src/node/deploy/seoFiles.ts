/**
 * robots.txt and sitemap.xml. gatsby-plugin-sitemap writes `sitemap-index.xml` and `sitemap-N.xml`
 * parts; `sitemap.xml`, the address robots.txt names and crawlers try first, is one `<urlset>` with
 * the entries of every part; the parts are then removed and the index lists sitemap.xml.
 */

export interface RobotsInput {
  /** Absolute site URL without a trailing slash, e.g. 'https://docs.fms.example.com'. */
  readonly siteUrl: string;
  /** Base path without a trailing slash ('' at the root). */
  readonly prefix: string;
  /** settings.noIndex: keep crawlers out. */
  readonly noIndex: boolean;
  /** settings.preview: keep crawlers out, and there is no sitemap to name. */
  readonly preview?: boolean;
}

export const SITEMAP_FILE = 'sitemap.xml';

export function robotsTxt({ siteUrl, prefix, noIndex, preview = false }: RobotsInput): string {
  if (preview) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', noIndex ? 'Disallow: /' : 'Allow: /', '', `Sitemap: ${siteUrl}${prefix}/${SITEMAP_FILE}`, ''].join('\n');
}

/** The `<loc>` values of a sitemap or sitemap index. */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].trim());
}

/** A sitemap index listing one sitemap (what gatsby-plugin-sitemap's index becomes once its parts are merged). */
export function sitemapIndex(loc: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${loc}</loc></sitemap></sitemapindex>`;
}

/**
 * One `<urlset>` holding the `<url>` entries of the given sitemap parts, sorted by address: the same
 * file whatever order Gatsby created the pages in (a kept, incremental build lists an edited page's
 * node elsewhere than a cold build; decision 0036).
 */
export function mergedSitemap(parts: readonly string[]): string {
  const first = parts[0] ?? '';
  const open = /<urlset\b[^>]*>/.exec(first)?.[0] ?? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
  const location = (entry: string): string => /<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? '';
  const entries = parts
    .flatMap((part) => [...part.matchAll(/<url>[\s\S]*?<\/url>/g)].map((match) => match[0]))
    .sort((a, b) => (location(a) < location(b) ? -1 : location(a) > location(b) ? 1 : 0));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${open}\n${entries.join('\n')}\n</urlset>\n`;
}
