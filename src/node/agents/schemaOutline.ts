/**
 * A schema tree (`SchemaNode`, src/openapi/schemaTree.ts) as a compact nested bullet list for the
 * Markdown twins (issue 44): one item per node, "`name` (type, required) — description", then its
 * enum, default, example and constraints, then its children one level deeper.
 *
 * Named schemas with a twin of their own are linked, and below the outline's first level not
 * expanded again (the agent follows the link); a circular or cut node is named, never expanded.
 * oneOf/anyOf variants are a "One of:" sub-list with the discriminator and its mapping.
 * Everything is mdast, so no schema text can break the list.
 */
import type { BlockContent, Content, InlineCode, List, ListItem, PhrasingContent, StaticPhrasingContent, Text } from 'mdast';
import type { JsonValue, SchemaConstraints, SchemaNode } from '../../openapi/pageData';
import { formatConstraints, formatValue } from '../../apiReference/schemaTree/formatSchema';
import { translate } from '../../strings';
import { flattenToPhrasing, htmlToBlocks } from './htmlMarkdown';

export interface OutlineContext {
  /** The twin of a named schema, or undefined when it has no page. */
  schemaHref(name: string): string | undefined;
  rewriteHref(href: string): string;
}

export const text = (value: string): Text => ({ type: 'text', value });
export const code = (value: string): InlineCode => ({ type: 'inlineCode', value: value.replace(/\s*\n\s*/g, ' ') });
export const strong = (...children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
export const link = (url: string, ...children: StaticPhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
export const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });
export const listItem = (...children: BlockContent[]): ListItem => ({ type: 'listItem', spread: false, children });
export const bulletList = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });

/** `values` as inline code, separated by ', ' (JSON for non-strings). */
export function codeList(values: readonly (JsonValue | undefined)[]): PhrasingContent[] {
  return values.flatMap((value, index) => [...(index > 0 ? [text(', ')] : []), code(jsonText(value))]);
}

export function jsonText(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/** `values` as JSON in inline code, separated by ', ': '"Draft", "Active"', as the HTML page shows values (so "1" and 1 differ). */
export function jsonList(values: readonly JsonValue[]): PhrasingContent[] {
  return values.flatMap((value, index) => [...(index > 0 ? [text(', ')] : []), code(formatValue(value))]);
}

/**
 * Constraints in the words and order of the HTML page (`formatConstraints`: 'min length 1', 'max length 200',
 * 'pattern ^a', 'unique items'), each in inline code as the page shows them, separated by ', '.
 */
export function constraintPhrasing(constraints: SchemaConstraints | undefined): PhrasingContent[] {
  return formatConstraints(constraints).flatMap((words, index) => [...(index > 0 ? [text(', ')] : []), code(words)]);
}

/** A description's blocks when they fit one line (one paragraph), else undefined. */
export function oneLine(html: string | undefined, context: OutlineContext): PhrasingContent[] | undefined {
  const blocks = htmlToBlocks(html, { headingDepthBase: 6, rewriteHref: context.rewriteHref });
  return blocks.length === 1 && blocks[0].type === 'paragraph' ? blocks[0].children : undefined;
}

/** A description inside a list item: headings become bold paragraphs (depth base 6). */
export function nestedDescription(html: string | undefined, context: OutlineContext): BlockContent[] {
  return htmlToBlocks(html, { headingDepthBase: 6, rewriteHref: context.rewriteHref });
}

/**
 * The tree's root as blocks: an object's properties as the list (after a line naming its schema),
 * anything else as one item. `ownName` is given on the schema's own twin: the root is not named or linked there.
 */
export function schemaOutline(root: SchemaNode, context: OutlineContext, ownName?: string): BlockContent[] {
  const shown: SchemaNode = ownName ? { ...root, refName: undefined, seeSchema: undefined } : root;
  const isPlainObject = (shown.children?.length ?? 0) > 0 && !shown.variants && shown.children?.every((child) => child.role === 'property');
  if (isPlainObject) {
    const head = shown.refName ? [paragraph(text('Schema: '), ...typePhrasing(shown, context, true), text('.'))] : [];
    // The object's own description, as the page shows it above its properties (on the schema's own twin it is the Description section).
    const said = ownName ? [] : nestedDescription(shown.descriptionHtml, context);
    return [...head, ...said, bulletList((shown.children ?? []).map((child) => nodeItem(child, 1, context)))];
  }
  return [bulletList([nodeItem(shown, 0, context, [text(ownName ?? 'value')])])];
}

/** Nodes as properties (a parameter group, a response's headers): one item each, as in an object's outline. */
export function propertyList(nodes: readonly SchemaNode[], context: OutlineContext): BlockContent {
  return bulletList(nodes.map((node) => nodeItem(node, 1, context)));
}

/** The label of a node: its name, or what it is to its parent. */
function labelOf(node: SchemaNode): PhrasingContent[] {
  switch (node.role) {
    case 'property':
      return [code(node.name ?? '')];
    case 'items':
      return [text('items')];
    case 'additionalProperties':
      return [text('additional properties')];
    case 'patternProperty':
      return [text('properties matching '), code(node.name ?? '')];
    default:
      return [text('value')];
  }
}

/**
 * The type, linked to the named schema's twin when it has one: 'object Asset' inside an item's parentheses,
 * 'object (Asset)' on the line naming a body's schema (`parenthesised`), as the page writes it there.
 */
function typePhrasing(node: SchemaNode, context: OutlineContext, parenthesised = false): PhrasingContent[] {
  const named = node.refName ?? node.seeSchema;
  if (!named) return [code(node.typeLabel)];
  const href = context.schemaHref(named);
  const name = href ? link(href, code(named)) : code(named);
  return parenthesised ? [code(node.typeLabel), text(' ('), name, text(')')] : [code(node.typeLabel), text(' '), name];
}

function flags(node: SchemaNode): string[] {
  return [
    ...(node.required ? ['required'] : []),
    ...(node.nullable ? ['nullable'] : []),
    ...(node.readOnly ? ['read-only'] : []),
    ...(node.writeOnly ? ['write-only'] : []),
    ...(node.deprecated ? ['deprecated'] : []),
  ];
}

/**
 * "Allowed values: …. Default: …. Example: …. Constraints: …." as phrasing, each part present only when set (no
 * leading space). The labels are the page's (src/strings/api.ts) and values are JSON as the page shows them
 * (`Example: "AST-000123"`, `Default: false`), so the twin says what the page says in its words.
 */
function factsOf(node: SchemaNode): PhrasingContent[] {
  const parts: PhrasingContent[][] = [];
  if (node.enum && node.enum.length > 0) parts.push([text(`${translate('api.schema.enum')} `), ...jsonList(node.enum)]);
  if (node.default !== undefined) parts.push([text(`${translate('api.schema.default')} `), code(formatValue(node.default))]);
  if (node.example !== undefined) parts.push([text(`${translate('api.schema.example')} `), code(formatValue(node.example))]);
  const constraints = constraintPhrasing(node.constraints);
  if (constraints.length > 0) parts.push([text('Constraints: '), ...constraints]);
  return parts.flatMap((part) => [text(' '), ...part, text('.')]).slice(1);
}

/** Whether a named node is shown by its link alone: below the first level, with a twin of its own. */
function linkedOnly(node: SchemaNode, level: number, context: OutlineContext): boolean {
  const named = node.refName ?? node.seeSchema;
  return named !== undefined && level > 1 && context.schemaHref(named) !== undefined;
}

function nodeItem(node: SchemaNode, level: number, context: OutlineContext, label = labelOf(node)): ListItem {
  const head: PhrasingContent[] = [...label, text(' ('), ...typePhrasing(node, context)];
  for (const flag of flags(node)) head.push(text(`, ${flag}`));
  head.push(text(')'));
  const description = oneLine(node.descriptionHtml, context);
  const facts = factsOf(node);
  if (description) head.push(text(' — '), ...flattenToPhrasing(description as Content[]), ...(facts.length > 0 ? [text(' ')] : []), ...facts);
  else if (facts.length > 0) head.push(text(' — '), ...facts);

  const more: BlockContent[] = description ? [] : nestedDescription(node.descriptionHtml, context);
  const named = node.seeSchema ?? node.refName;
  if (node.circular) more.push(paragraph(text('Circular: refers back to '), code(named ?? node.typeLabel), text(', not expanded again.')));
  else if (node.sameAs) more.push(paragraph(text('Same as '), code(node.sameAs), text(' above.')));
  else if (node.truncated) more.push(paragraph(text('Not expanded: the tree is cut here.')));
  else if (linkedOnly(node, level, context) || (node.seeSchema && !node.children?.length)) {
    const href = named ? context.schemaHref(named) : undefined;
    more.push(paragraph(text('Fields: see '), href ? link(href, code(named ?? '')) : code(named ?? ''), text('.')));
  } else {
    const children = node.children ?? [];
    // An array's items sit at the array's own level: a list of a named schema still shows its fields.
    if (children.length > 0) more.push(bulletList(children.map((child) => nodeItem(child, child.role === 'items' ? level : level + 1, context))));
    if (node.variants) more.push(...variantBlocks(node, level, context));
  }
  return listItem(paragraph(...head), ...more);
}

function variantBlocks(node: SchemaNode, level: number, context: OutlineContext): BlockContent[] {
  const variants = node.variants;
  if (!variants) return [];
  const intro: PhrasingContent[] = [text(variants.kind === 'oneOf' ? 'One of' : 'Any of')];
  const discriminator = variants.discriminator;
  if (discriminator) {
    intro.push(text(' (discriminator '), code(discriminator.propertyName));
    const mapping = Object.entries(discriminator.mapping ?? {});
    if (mapping.length > 0) {
      intro.push(text(': '));
      mapping.forEach(([value, name], index) => intro.push(...(index > 0 ? [text(', ')] : []), code(value), text(' → '), code(name)));
    }
    intro.push(text(')'));
  }
  intro.push(text(':'));
  const items = variants.options.map((option) => nodeItem(option.node, level, context, [strong(text(option.title))]));
  return [paragraph(...intro), bulletList(items)];
}
