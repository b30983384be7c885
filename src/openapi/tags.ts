/**
 * The tags of a normalised API (normalise.ts): an operation's tags, the tag groups in order with their
 * labels, slugs and 3.2 parents, and Redoc's `x-tagGroups` as sections.
 * - The document's `tags` list first, then tags in order of first use; an operation without tags goes
 *   to the default group 'Other' (last unless the document lists it). An operation with several tags
 *   is listed in each group. Empty groups are left out, except a 3.2 `parent` tag with operations
 *   below it. A tag's label is its `x-displayName`, else its 3.2 `summary`, else its name.
 */
import { isObject } from './json';
import { renderMarkdown } from './markdown';
import { kebabCase, uniqueSlugs } from './slug';
import { translate } from '../strings';
import type { OpenApiV3Document, OperationObject } from './document';
import type { TagGroup, TagSection } from './pageData';

/** The tag (and tag heading) of an operation its document gives none. */
export const DEFAULT_TAG = translate('api.tag.default');

/** An operation's tags, without blanks and repeats; the default tag when it has none. */
export function operationTags(operation: OperationObject): string[] {
  const tags = Array.isArray(operation.tags) ? operation.tags.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
  return tags.length > 0 ? [...new Set(tags)] : [DEFAULT_TAG];
}

/** The tag groups, each with the slugs of its operations (`slugs[i]` is the page of the operation with `tagNames[i]`). */
export function groupTags(document: OpenApiV3Document, tagNames: readonly (readonly string[])[], slugs: readonly string[], warnings: string[]): TagGroup[] {
  const declared = new Map<string, Readonly<Record<string, unknown>>>();
  for (const tag of Array.isArray(document.tags) ? (document.tags as readonly unknown[]) : []) {
    if (isObject(tag) && typeof tag.name === 'string' && !declared.has(tag.name)) declared.set(tag.name, tag);
  }
  const members = new Map<string, string[]>();
  for (const name of declared.keys()) members.set(name, []);
  tagNames.forEach((names, index) => {
    for (const name of names) {
      if (name === DEFAULT_TAG && !declared.has(DEFAULT_TAG)) continue;
      const list = members.get(name) ?? [];
      list.push(slugs[index] ?? '');
      members.set(name, list);
    }
  });
  const untagged = tagNames.flatMap((names, index) => (names.includes(DEFAULT_TAG) && !declared.has(DEFAULT_TAG) ? [slugs[index] ?? ''] : []));
  if (untagged.length > 0) members.set(DEFAULT_TAG, untagged);

  // A 3.2 parent is kept while a tag below it has operations, even with none of its own.
  const parentOf = (name: string): string | undefined => {
    const parent = declared.get(name)?.parent;
    return typeof parent === 'string' && parent !== name && declared.has(parent) ? parent : undefined;
  };
  const kept = new Set<string>();
  for (const [name, list] of members) {
    if (list.length === 0) continue;
    for (let current: string | undefined = name; current !== undefined && !kept.has(current); current = parentOf(current)) kept.add(current);
  }
  const groups = [...members.entries()].filter(([name]) => kept.has(name));
  const { slugs: tagSlugs, warnings: tagWarnings } = uniqueSlugs(
    groups.map(([name]) => kebabCase(name) || 'tag'),
    groups.map(([name]) => `tag "${name}"`),
  );
  warnings.push(...tagWarnings);
  const slugByName = new Map(groups.map(([name], index) => [name, tagSlugs[index] ?? '']));
  return groups.map(([name, operationSlugs], index) => {
    const tag = declared.get(name);
    const descriptionHtml = renderMarkdown(typeof tag?.description === 'string' ? tag.description : undefined);
    const label = [tag?.['x-displayName'], tag?.summary].find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? name;
    const parent = parentOf(name);
    const parentSlug = parent !== undefined ? slugByName.get(parent) : undefined;
    return {
      name,
      label: label.trim(),
      slug: tagSlugs[index] ?? '',
      ...(parentSlug ? { parentSlug } : {}),
      ...(descriptionHtml ? { descriptionHtml } : {}),
      operationSlugs,
    };
  });
}

/** Redoc's `x-tagGroups`: `[{ name, tags: [tag names] }]`; names of tags without operations are skipped. */
export function readTagSections(document: OpenApiV3Document, tags: readonly TagGroup[], warnings: string[]): TagSection[] {
  const raw = document['x-tagGroups'];
  if (!Array.isArray(raw)) return [];
  const slugByName = new Map(tags.map((tag) => [tag.name, tag.slug]));
  const groups = raw.filter((group): group is Record<string, unknown> => isObject(group) && typeof group.name === 'string' && group.name.trim() !== '');
  // A section's slug is an id on the index page, as each tag's is: a tag named 'Group admin' keeps 'group-admin'.
  const { slugs } = uniqueSlugs(
    groups.map((group) => `group-${kebabCase(String(group.name)) || 'tags'}`),
    groups.map((group) => `x-tagGroups "${String(group.name)}"`),
    { reserved: new Map(tags.map((tag) => [tag.slug, `tag "${tag.name}"`])) },
  );
  return groups.map((group, index) => {
    const names = Array.isArray(group.tags) ? group.tags.filter((name): name is string => typeof name === 'string') : [];
    const declared = new Set(
      (Array.isArray(document.tags) ? (document.tags as readonly unknown[]) : []).flatMap((tag) =>
        isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [],
      ),
    );
    const unknown = names.filter((name) => !slugByName.has(name) && !declared.has(name));
    if (unknown.length > 0)
      warnings.push(`x-tagGroups "${String(group.name)}" names ${unknown.map((name) => `"${name}"`).join(', ')}, which no operation or tag declares.`);
    return {
      name: String(group.name).trim(),
      slug: slugs[index] ?? '',
      tagSlugs: names.flatMap((name) => (slugByName.has(name) ? [slugByName.get(name) ?? ''] : [])),
    };
  });
}
