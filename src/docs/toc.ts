/**
 * Table-of-contents entries from gatsby-plugin-mdx's `tableOfContents` (nested items whose depth
 * follows heading levels; guide pages have no h1 in their body, so the top level is h2), limited to
 * the levels in the settings (2 to 3 by default).
 */
import type { TocEntry } from './types';

export interface MdxTocItem {
  readonly url?: string;
  readonly title?: string;
  readonly items?: readonly MdxTocItem[];
}

export function tocFromMdx(
  toc: { readonly items?: readonly MdxTocItem[] } | null | undefined,
  levels: { readonly minHeadingLevel: number; readonly maxHeadingLevel: number },
): TocEntry[] {
  const out: TocEntry[] = [];
  const walk = (items: readonly MdxTocItem[] | undefined, level: number): void => {
    for (const item of items ?? []) {
      if (item.url && item.title && level >= levels.minHeadingLevel && level <= levels.maxHeadingLevel) {
        out.push({ id: item.url.replace(/^#/, ''), title: item.title, level });
      }
      walk(item.items, level + 1);
    }
  };
  walk(toc?.items, 2);
  return out;
}
