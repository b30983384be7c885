/**
 * Static query results no page uses any more, removed from a kept `public/` (issue 45; decision 0036).
 * Gatsby writes each static query's result to `page-data/sq/d/<hash>.json` and every page's (and
 * slice's) data names the hashes it uses (`staticQueryHashes`); it never removes the result of a
 * query the code no longer has (a component edited, or the search index's URLs, which left every page).
 * onPostBuild removes the results that no page or slice data names. With no page data at all, nothing
 * is removed.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every `page-data.json` below `page-data/` (not the results in `sq/`) and every slice's data file. */
function dataFiles(publicDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(publicDir, 'page-data', 'sq')) walk(full);
      } else if (entry.name.endsWith('.json')) files.push(full);
    }
  };
  walk(path.join(publicDir, 'page-data'));
  walk(path.join(publicDir, 'slice-data'));
  return files;
}

/** The static query hashes a page's or slice's data names; none when it names none or does not parse. */
export function namedStaticQueries(json: string): string[] {
  try {
    const data = JSON.parse(json) as { staticQueryHashes?: unknown };
    return Array.isArray(data.staticQueryHashes) ? data.staticQueryHashes.map(String) : [];
  } catch {
    return [];
  }
}

/** Removes `page-data/sq/d/<hash>.json` files no page or slice data names; returns their hashes, sorted. */
export function removeUnusedStaticQueryResults(publicDir: string): string[] {
  const resultsDir = path.join(publicDir, 'page-data', 'sq', 'd');
  if (!fs.existsSync(resultsDir)) return [];
  const pages = dataFiles(publicDir).filter((file) => path.basename(file) === 'page-data.json' || file.includes(`${path.sep}slice-data${path.sep}`));
  if (!pages.some((file) => path.basename(file) === 'page-data.json')) return [];
  const used = new Set(pages.flatMap((file) => namedStaticQueries(fs.readFileSync(file, 'utf8'))));
  const unused = fs
    .readdirSync(resultsDir)
    .filter((name) => /^\d+\.json$/.test(name) && !used.has(name.slice(0, -'.json'.length)))
    .sort();
  for (const name of unused) fs.rmSync(path.join(resultsDir, name), { force: true });
  return unused.map((name) => name.slice(0, -'.json'.length));
}
