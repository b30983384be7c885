/**
 * Each MDX file compiled once per production build, not once per bundle (docs/decisions/0024-build-speed.md).
 *
 * gatsby-plugin-mdx's webpack loader compiles an MDX file to JavaScript (remark, rehype with the
 * build-time highlighting and diagrams, estree) in both production bundles, the browser's and the
 * HTML renderer's, which run one after the other in the same process, from the same source and with
 * the same options. This loader stands in front of it: the first compile of a file's text is kept,
 * the second bundle gets the same JavaScript. A changed text is a new key, so nothing stale is served.
 *
 * webpack loads a loader from a file: `mdxOnceLoaderFile` writes a one-line file under .cache/ that
 * hands webpack this module's function (registered on globalThis, as the gatsby-* files are compiled
 * into separate bundles).
 */
import { createHash } from 'node:crypto';
import { globalLoaderFile } from './loaderFile';

/** An entry of a webpack rule's `use`. */
export interface LoaderEntry {
  readonly loader: string;
  readonly options?: unknown;
}

/** What the loader uses of webpack's loader context. */
export interface MdxOnceContext {
  readonly resourcePath: string;
  getOptions(): { readonly inner: LoaderEntry };
  async(): (error: Error | null, result?: string) => void;
}

type InnerLoader = (this: unknown, source: string) => Promise<string> | string;

/** The name of gatsby-plugin-mdx's compiling loader (not its layout loader). */
const MDX_LOADER = /gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader(\.js)?$/;

// Node's own require (a loader is a file webpack requires at run time), as in mermaidRenderer.ts.
const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);

/** The compiles of this process, by file and text. */
const compiled = new Map<string, Promise<string>>();

/** The loader: the kept compile of this text, else the inner loader's, kept. */
export function mdxOnceLoader(this: MdxOnceContext, source: string): void {
  const done = this.async();
  const { inner } = this.getOptions();
  const key = `${this.resourcePath}\0${createHash('sha256').update(source).digest('hex')}`;
  let result = compiled.get(key);
  if (!result) {
    // The inner loader sees the same context, with its own options.
    const context = Object.create(this, { getOptions: { value: () => inner.options } }) as unknown;
    const exported = nodeRequire(inner.loader) as InnerLoader | { default: InnerLoader };
    const loader = typeof exported === 'function' ? exported : exported.default;
    result = Promise.resolve(loader.call(context, source));
    compiled.set(key, result);
    // A failed compile is not kept: the next bundle reports it too.
    result.catch(() => compiled.delete(key));
  }
  result.then(
    (code) => done(null, code),
    (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
  );
}

/** Writes the file webpack loads as the loader (under `cacheDir`) and returns its path. */
export function mdxOnceLoaderFile(cacheDir: string): string {
  return globalLoaderFile(cacheDir, 'fms-mdx-once-loader.js', 'fms.mdxOnceLoader', mdxOnceLoader);
}

/** The entry in place of gatsby-plugin-mdx's compiling loader; any other entry as it is. */
export function compiledOnce(entry: unknown, loaderFile: string): unknown {
  if (typeof entry !== 'object' || entry === null || typeof (entry as LoaderEntry).loader !== 'string') return entry;
  if (!MDX_LOADER.test((entry as LoaderEntry).loader)) return entry;
  return { loader: loaderFile, options: { inner: entry } };
}

/** Forgets the kept compiles (for tests). */
export function forgetCompiles(): void {
  compiled.clear();
}
