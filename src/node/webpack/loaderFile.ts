import fs from 'node:fs';
import path from 'node:path';

/**
 * The file webpack loads as one of the site's loaders: webpack requires a loader from a file, and
 * gatsby-node's code is compiled into bundles, so the function is registered on globalThis under
 * `Symbol.for(registryName)` and a one-line file under `cacheDir` hands it to webpack (mdxOnce.ts,
 * stableSourceMaps.ts). The file is written only when its text differs; returns its path.
 */
export function globalLoaderFile(cacheDir: string, fileName: string, registryName: string, loader: unknown): string {
  (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(registryName)] = loader;
  const file = path.join(cacheDir, fileName);
  const text = `module.exports = globalThis[Symbol.for('${registryName}')];\n`;
  fs.mkdirSync(cacheDir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}
