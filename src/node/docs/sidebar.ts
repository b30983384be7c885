/**
 * Resolves a sidebar from src/config/sidebars.ts against the docs that exist. Every entry must link
 * somewhere: a missing doc id, or a category with no link and no items, is an error naming the entry.
 */
import type { SidebarItemConfig } from '../../config/sidebars';
import type { SidebarItem } from '../../docs/types';

export interface DocSummary {
  readonly id: string;
  readonly title: string;
  readonly sidebarLabel: string | null;
  readonly route: string;
  readonly description: string | null;
}

export class SidebarError extends Error {
  override name = 'SidebarError';
}

export function resolveSidebar(
  sidebarId: string,
  items: readonly SidebarItemConfig[],
  docs: ReadonlyMap<string, DocSummary>,
  routeBase = '/docs',
): SidebarItem[] {
  const problems: string[] = [];
  const known = (): string => [...docs.keys()].sort().join(', ');
  const walk = (list: readonly SidebarItemConfig[], path: string): SidebarItem[] =>
    list.flatMap((item, index): SidebarItem[] => {
      const where = `${sidebarId}${path}[${index}]`;
      const entry = typeof item === 'string' ? { type: 'doc' as const, id: item } : item;
      if (entry.type === 'doc') {
        const doc = docs.get(entry.id);
        if (!doc) {
          problems.push(`${where}: doc "${entry.id}" does not exist. Known doc ids: ${known()}`);
          return [];
        }
        return [{ type: 'link', label: entry.label ?? doc.sidebarLabel ?? doc.title, href: doc.route, docId: doc.id }];
      }
      if (entry.type === 'link') return [{ type: 'link', label: entry.label, href: entry.href }];
      const children = walk(entry.items, `${path}[${index}].items`);
      let href: string | undefined;
      let generatedIndex: { slug: string; title: string; description: string } | undefined;
      if (entry.link?.type === 'doc') {
        const doc = docs.get(entry.link.id);
        if (!doc) problems.push(`${where}.link: doc "${entry.link.id}" does not exist. Known doc ids: ${known()}`);
        href = doc?.route;
      } else if (entry.link?.type === 'generated-index') {
        href = `${routeBase}${entry.link.slug}`;
        generatedIndex = { slug: entry.link.slug, title: entry.link.title ?? entry.label, description: entry.link.description ?? '' };
      }
      if (!href && children.length === 0) {
        problems.push(`${where}: the category "${entry.label}" has nothing to link to (no link and no items).`);
        return [];
      }
      return [{ type: 'category', label: entry.label, ...(href ? { href } : {}), ...(generatedIndex ? { generatedIndex } : {}), items: children }];
    });
  const resolved = walk(items, '');
  if (resolved.length === 0) problems.push(`${sidebarId}: the sidebar has nothing to link to.`);
  if (problems.length > 0) {
    throw new SidebarError(`Invalid sidebar in src/config/sidebars.ts:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return resolved;
}

/** The sidebar's pages in reading order (category index pages included), for previous/next links. */
export function flattenSidebar(items: readonly SidebarItem[]): { label: string; href: string }[] {
  return items.flatMap((item) =>
    item.type === 'link'
      ? [{ label: item.label, href: item.href }]
      : [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flattenSidebar(item.items)],
  );
}

/** The categories above the page at `href`, outermost first. */
export function breadcrumbsFor(items: readonly SidebarItem[], href: string): { label: string; href?: string }[] {
  for (const item of items) {
    if (item.type === 'link' && item.href === href) return [{ label: item.label }];
    if (item.type === 'category') {
      if (item.href === href) return [{ label: item.label }];
      const inner = breadcrumbsFor(item.items, href);
      if (inner.length > 0) return [{ label: item.label, href: item.href }, ...inner];
    }
  }
  return [];
}
