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

/** `Title {#custom-id}`, as gatsby-remark-autolink-headers (enableCustomId) reads it at the end of a heading. */
const CUSTOM_ID = /^(.*?)\s*\{#([\w-]+)\}$/;

/**
 * gatsby-plugin-mdx builds `tableOfContents` without the remark plugins that give headings their ids, so
 * a heading with a custom id arrives as title 'Title {#id}' and a URL slugged from that whole text: take
 * the id and the title the page's heading really has.
 */
function entryOf(url: string, title: string, level: number): TocEntry {
  const custom = CUSTOM_ID.exec(title);
  if (custom && custom[1]) return { id: custom[2], title: custom[1], level };
  return { id: url.replace(/^#/, ''), title, level };
}

/**
 * `firstLevel`: the heading level of the top items (2 on guide pages, which have no h1 in their body;
 * a stand-alone page with a `# Title` starts at 1, and its h1 is then below the TOC's levels).
 */
export function tocFromMdx(
  /** gatsby-plugin-mdx's `tableOfContents` JSON (typegen types it as a record): `{ items?: MdxTocItem[] }`. */
  toc: Readonly<Record<string, unknown>> | null | undefined,
  levels: { readonly minHeadingLevel: number; readonly maxHeadingLevel: number },
  firstLevel = 2,
): TocEntry[] {
  const out: TocEntry[] = [];
  const walk = (items: readonly MdxTocItem[] | undefined, level: number): void => {
    for (const item of items ?? []) {
      if (item.url && item.title && level >= levels.minHeadingLevel && level <= levels.maxHeadingLevel) {
        out.push(entryOf(item.url, item.title, level));
      }
      walk(item.items, level + 1);
    }
  };
  walk(toc?.items as readonly MdxTocItem[] | undefined, firstLevel);
  return out;
}
