import fs from 'node:fs';

/**
 * The stylesheets the production browser bundle has just written, read from Gatsby's
 * `public/webpack.stats.json` (its `assetsByChunkName`), as one string: the salt of the HTML
 * renderer's hashes (webpack's `output.hashSalt`, src/node/webpack/config.ts).
 *
 * Why: an incremental `gatsby build` renders again only the pages whose data or renderer chunks
 * changed. A change to CSS alone changes the stylesheet's file name, which every page links, but not
 * the renderer (CSS modules give it class names only), so every page kept linking the old stylesheet
 * until `public/` was deleted (decision 0010's old "known limit"). With the names in the salt, a new
 * stylesheet changes the renderer's hashes and Gatsby renders every page again.
 */
export function stylesheetSalt(statsFile: string): string {
  let text: string;
  try {
    text = fs.readFileSync(statsFile, 'utf8');
  } catch (error) {
    throw new Error(`${statsFile}: cannot read the browser bundle's stats, written before the HTML renderer is built (${(error as Error).message})`);
  }
  const stats = JSON.parse(text) as { assetsByChunkName?: Record<string, unknown> };
  const names = Object.values(stats.assetsByChunkName ?? {})
    .flatMap((assets) => (Array.isArray(assets) ? assets : []))
    .filter((name): name is string => typeof name === 'string' && name.endsWith('.css'));
  if (names.length === 0) throw new Error(`${statsFile}: no stylesheet in assetsByChunkName; the pages would link none`);
  return [...new Set(names)].sort().join(' ');
}
