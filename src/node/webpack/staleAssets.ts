/**
 * The browser bundle's files of earlier builds removed from a kept `public/` (issue 45; decision 0036).
 * Webpack writes the browser bundle into `public/` and never removes a file of an earlier compilation:
 * a build with `public/` kept (an incremental build, Netlify's build cache) kept the edited page's
 * earlier chunk and the earlier webpack runtime beside the current ones, and `_headers` named them.
 *
 * The browser stage's compiler lists the names of every asset of its compilation, emitted or
 * unchanged (BrowserAssetList, from onCreateWebpackConfig), in a file under `.cache/`. After the
 * build, onPostBuild removes the files at the top of `public/` that have a name of the browser
 * bundle (BROWSER_ASSET) and are not in that list, and the drawn diagrams webpack writes into
 * `static/` (DIAGRAM_ASSET, `static/diagram-<16 hex>.svg`) that it does not name. Nothing else: HTML,
 * page data, the rest of `static/`, `_gatsby/`, feeds and images never match.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { HEAD_SCRIPT_FILE } from '../deploy/siteInlineScripts';

/**
 * A file of the browser bundle at the top of `public/`: Gatsby's `[name]-[contenthash].js` (entries
 * and chunks: app, framework, polyfill, webpack-runtime, the pages' components, shared and async
 * chunks) and mini-css-extract-plugin's `[name].[contenthash].css`, webpack's 20 hex digits; with a
 * source map or an extracted licence beside it.
 */
export const BROWSER_ASSET = /^[\w.~-]+(-[0-9a-f]{20}\.js|\.[0-9a-f]{20}\.css)(\.map|\.LICENSE\.txt)?$/;

/** A drawn diagram's file, which the browser bundle emits into `static/` (src/node/webpack/config.ts DIAGRAM_FILE rule). */
export const DIAGRAM_ASSET = /^static\/diagram-[0-9a-f]{16}\.svg$/;

/** The file (under `cacheDir`, `.cache/`) in which the browser stage lists its compilation's assets. */
export const browserAssetListFile = (cacheDir: string): string => path.join(cacheDir, 'fms-browser-assets.json');

/**
 * Lists the names of every asset of each compilation (emitted or unchanged, relative to the output
 * folder) in `file`, as a sorted JSON array. The list of an earlier build is removed when a compile
 * starts, so a failed compile leaves none.
 */
export class BrowserAssetList implements WebpackPluginInstance {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    const forget = (): void => fs.rmSync(this.file, { force: true });
    compiler.hooks.run.tap('BrowserAssetList', forget);
    compiler.hooks.watchRun.tap('BrowserAssetList', forget);
    compiler.hooks.afterEmit.tap('BrowserAssetList', (compilation) => {
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .sort();
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(names, null, 1)}\n`);
    });
  }
}

/**
 * The files among `files` (names at the top of `public/`) that are the browser bundle's and not
 * among `current` (the current compilation's assets): sorted. The head script's file
 * (`fms-head-<hash>.js`, written by the deploy step) has the shape of a bundle's name and is not one.
 * Throws when `current` names no file of the browser bundle, or names one whose shape BROWSER_ASSET
 * does not know (then it could not tell an earlier build's files either).
 */
export function staleBrowserAssets(files: readonly string[], current: readonly string[], listFile: string): string[] {
  const diagrams = new Set(current.filter((name) => DIAGRAM_ASSET.test(name)));
  const topLevel = current.filter((name) => !name.includes('/'));
  const unknown = topLevel.filter((name) => /\.(js|css)(\.map|\.LICENSE\.txt)?$/.test(name) && !BROWSER_ASSET.test(name));
  if (unknown.length > 0) {
    throw new Error(
      `${listFile} names browser bundle files of an unknown shape (${unknown.join(', ')}): src/node/webpack/staleAssets.ts BROWSER_ASSET must learn it`,
    );
  }
  const now = new Set(topLevel.filter((name) => BROWSER_ASSET.test(name)));
  if (now.size === 0) throw new Error(`${listFile} names no file of the browser bundle: no earlier build's file was removed from public/`);
  return files
    .filter((name) => (BROWSER_ASSET.test(name) && !HEAD_SCRIPT_FILE.test(name) && !now.has(name)) || (DIAGRAM_ASSET.test(name) && !diagrams.has(name)))
    .sort();
}

/** The asset names BrowserAssetList wrote to `listFile`; throws, naming the file, when it is missing, unreadable or empty. */
export function readBrowserAssetList(listFile: string): string[] {
  let names: unknown;
  try {
    names = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  } catch (error) {
    throw new Error(
      `The browser bundle's asset list ${listFile} could not be read (${(error as Error).message}): no earlier build's file was removed from public/`,
    );
  }
  if (!Array.isArray(names) || names.length === 0 || !names.every((name) => typeof name === 'string')) {
    throw new Error(`The browser bundle's asset list ${listFile} is not a non-empty list of names: no earlier build's file was removed from public/`);
  }
  return names as string[];
}

/**
 * Removes from `publicDir` the browser bundle's files of earlier compilations: those not in the list
 * `listFile` (BrowserAssetList). Returns the names removed, sorted. Removes nothing and throws when
 * the list is missing or empty, or when a file it names is not in `publicDir` (a list of another build).
 */
export function removeStaleBrowserAssets(publicDir: string, listFile: string): string[] {
  const current = readBrowserAssetList(listFile);
  const missing = current.filter((name) => !fs.existsSync(path.join(publicDir, name)));
  if (missing.length > 0) {
    throw new Error(`${listFile} names files that are not in ${publicDir} (${missing.slice(0, 5).join(', ')}): no earlier build's file was removed`);
  }
  const staticDir = path.join(publicDir, 'static');
  const inStatic = fs.existsSync(staticDir) ? fs.readdirSync(staticDir).map((name) => `static/${name}`) : [];
  const stale = staleBrowserAssets([...fs.readdirSync(publicDir), ...inStatic], current, listFile);
  for (const name of stale) fs.rmSync(path.join(publicDir, name), { force: true });
  return stale;
}
