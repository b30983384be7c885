/** Types of first-load.cjs for the TypeScript tests. */
import type { BrowserContext } from 'playwright-core';

export interface FirstLoad {
  readonly status: number;
  readonly requests: number;
  readonly js: number;
  readonly css: number;
  readonly html: number;
  readonly pageData: number;
  readonly prefetch: number;
  readonly scripts: { readonly path: string; readonly gzip: number }[];
}
export declare function measureFirstLoad(context: BrowserContext, url: string): Promise<FirstLoad>;
export declare function gzipSize(buffer: Buffer): number;
export declare function kb(bytes: number): string;
