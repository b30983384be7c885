/**
 * The order and nesting in which an API's tags are shown, shared by the sidebar and the index page
 * so they always agree. Pure. Rules:
 * - a tag with a parent (OpenAPI 3.2 `parent`, as `parentSlug`) is shown inside its parent, after
 *   the parent's own operations; tags without one are top-level, in the API's tag order;
 * - with Redoc's `x-tagGroups` (`sections`), the top-level tags are shown inside their named
 *   groups, in each group's order (a tag in two groups is shown in both); top-level tags no group
 *   names follow the groups, so that no operation becomes unreachable (Redoc hides them).
 */

export interface OutlineTagSource {
  readonly slug: string;
  readonly parentSlug?: string | null;
}

export interface OutlineSectionSource {
  readonly name: string;
  readonly slug: string;
  readonly tagSlugs: readonly string[];
}

export interface OutlineTag<T extends OutlineTagSource> {
  readonly tag: T;
  readonly children: readonly OutlineTag<T>[];
}

export type OutlineEntry<T extends OutlineTagSource> =
  | { readonly type: 'section'; readonly name: string; readonly slug: string; readonly tags: readonly OutlineTag<T>[] }
  | { readonly type: 'tag'; readonly node: OutlineTag<T> };

export function tagOutline<T extends OutlineTagSource>(tags: readonly T[], sections: readonly OutlineSectionSource[] = []): OutlineEntry<T>[] {
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  const childrenOf = new Map<string, T[]>();
  const roots: T[] = [];
  for (const tag of tags) {
    const parent = tag.parentSlug && tag.parentSlug !== tag.slug && bySlug.has(tag.parentSlug) ? tag.parentSlug : undefined;
    if (parent === undefined) roots.push(tag);
    else childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), tag]);
  }
  // A parent chain that loops has no root: such tags are shown at the top level instead of not at all.
  const placed = new Set<string>();
  const node = (tag: T): OutlineTag<T> => {
    placed.add(tag.slug);
    return { tag, children: (childrenOf.get(tag.slug) ?? []).filter((child) => !placed.has(child.slug)).map(node) };
  };
  const rootNodes = roots.map(node);
  for (const tag of tags) if (!placed.has(tag.slug)) rootNodes.push(node(tag));

  const rootBySlug = new Map(rootNodes.map((root) => [root.tag.slug, root]));
  const used = sections.filter((section) => section.tagSlugs.some((slug) => rootBySlug.has(slug)));
  if (used.length === 0) return rootNodes.map((root) => ({ type: 'tag', node: root }));
  const grouped = new Set(used.flatMap((section) => section.tagSlugs));
  return [
    ...used.map((section): OutlineEntry<T> => ({
      type: 'section',
      name: section.name,
      slug: section.slug,
      tags: section.tagSlugs.flatMap((slug) => {
        const root = rootBySlug.get(slug);
        return root ? [root] : [];
      }),
    })),
    ...rootNodes.filter((root) => !grouped.has(root.tag.slug)).map((root): OutlineEntry<T> => ({ type: 'tag', node: root })),
  ];
}
