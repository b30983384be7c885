/**
 * One place for every UI string (decision 0017), so labels stay consistent and can be translated later:
 * one module per feature, one typed `translate`. `translate('heading.directLink', { heading: 'Fields' })`
 * → 'Direct link to Fields'. A component never writes a label as a literal (__tests__/unit/strings/).
 */
import { apiStrings } from './api';
import { blogStrings } from './blog';
import { changelogStrings } from './changelog';
import { docsStrings } from './docs';
import { pagesStrings } from './pages';
import { searchStrings } from './search';
import { shellStrings } from './shell';

/** Each feature's strings, by module: ids are unique across them (a unit test keeps it so). */
export const STRING_MODULES = {
  shell: shellStrings,
  docs: docsStrings,
  api: apiStrings,
  changelog: changelogStrings,
  blog: blogStrings,
  search: searchStrings,
  pages: pagesStrings,
} as const;

const strings = { ...shellStrings, ...docsStrings, ...apiStrings, ...changelogStrings, ...blogStrings, ...searchStrings, ...pagesStrings } as const;

export type StringId = keyof typeof strings;

/** The string `id` with each {name} placeholder replaced by `values[name]`; unknown placeholders are left as they are. */
export function translate(id: StringId, values: Readonly<Record<string, string | number>> = {}): string {
  return strings[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
