/**
 * One place for every UI string, so labels stay consistent and can be translated later.
 * `translate('heading.directLink', { heading: 'Fields' })` → 'Direct link to Fields'.
 */
import { shellStrings } from './shell';

const strings = { ...shellStrings } as const;

export type StringId = keyof typeof strings;

export function translate(id: StringId, values: Readonly<Record<string, string | number>> = {}): string {
  return strings[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
