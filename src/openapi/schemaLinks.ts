/**
 * Which words of a schema tree name a schema with a page of its own. Pure and dependency-free: the
 * build collects a page's schema names (`schemaNamesIn`), the tree's type line splits its label
 * (`typeLabelParts`) to link them.
 *
 * A type label is written by `shallowTypeLabel`: type names joined by ' | ', `array<…>` around an
 * item's label, and `type<format>` for a format. So a word is a schema name when it starts the label,
 * follows 'array<' or follows ' | '; a word after another '<' is a format and is never linked.
 */
import type { SchemaNode } from './pageData';

/** JSON Schema's own type names (and the labels the tree uses for none): never a schema link. */
const TYPE_WORDS = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null', 'any', 'never', 'oneOf', 'anyOf']);

const NAME_POSITION = /(?<=^|array<|\| )[^\s<>|]+/g;

export interface TypeLabelPart {
  readonly text: string;
  /** Set when the text is a schema's name in a position that names a type. */
  readonly schema?: true;
}

/** The label in parts, schema names (those `isSchema` accepts) apart: 'array<Asset>' → 'array<', Asset, '>'. */
export function typeLabelParts(label: string, isSchema: (name: string) => boolean): TypeLabelPart[] {
  const parts: TypeLabelPart[] = [];
  let last = 0;
  for (const match of label.matchAll(NAME_POSITION)) {
    const word = match[0];
    const start = match.index ?? 0;
    if (TYPE_WORDS.has(word) || !isSchema(word)) continue;
    if (start > last) parts.push({ text: label.slice(last, start) });
    parts.push({ text: word, schema: true });
    last = start + word.length;
  }
  if (last < label.length) parts.push({ text: label.slice(last) });
  return parts;
}

/**
 * Every schema name a value's trees show, by their nodes' `refName`, `seeSchema` and the names in
 * their type labels; `value` is any page data (trees are found wherever they are in it).
 */
export function schemaNamesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) schemaNamesIn(item, out);
    return out;
  }
  if (typeof value !== 'object' || value === null) return out;
  const node = value as Partial<SchemaNode> & Record<string, unknown>;
  if (typeof node.typeLabel === 'string') {
    if (typeof node.refName === 'string') out.add(node.refName);
    if (typeof node.seeSchema === 'string') out.add(node.seeSchema);
    for (const match of node.typeLabel.matchAll(NAME_POSITION)) if (!TYPE_WORDS.has(match[0])) out.add(match[0]);
  }
  for (const [key, child] of Object.entries(node)) {
    // Examples and code samples are text, not trees.
    if (key === 'examples' || key === 'codeSamples' || typeof child !== 'object') continue;
    schemaNamesIn(child, out);
  }
  return out;
}

/** The `schemaLinks` of a page: the names its trees show that have a page (`slugs`), except `self`. */
export function schemaLinksFor(value: unknown, slugs: ReadonlyMap<string, string>, self?: string): Record<string, string> | undefined {
  if (slugs.size === 0) return undefined;
  const links: Record<string, string> = {};
  for (const name of [...schemaNamesIn(value)].sort()) {
    const slug = slugs.get(name);
    if (slug !== undefined && name !== self) links[name] = slug;
  }
  return Object.keys(links).length > 0 ? links : undefined;
}
