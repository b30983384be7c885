/**
 * A schema tree (`SchemaNode`, src/openapi/schemaTree.ts) as a compact nested bullet list for the
 * Markdown twins (issue 44): one item per node, its words in the page's order ("`name` `type` required
 * read-only — description", then the constraints, allowed values, default and example as the page's line
 * writes them), then its children one level deeper. The page's lines are the twin's (markdown-content-parity).
 *
 * Named schemas with a twin of their own are linked; a node is expanded where the page expands it, and
 * where the page links it instead ('See Asset': a big schema, src/openapi) the twin links it too. A circular
 * or cut node is named, never expanded.
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
/**
 * A list item, tight unless it holds a table: a tight item writes its blocks on consecutive lines, and a table right
 * after a line of text, or text right after a table, would be read as one table (a header row taken from the text,
 * a row made of the text below it).
 */
export const listItem = (...children: BlockContent[]): ListItem => ({
  type: 'listItem',
  spread: children.some((child) => child.type === 'table'),
  children,
});
export const bulletList = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });

/** `values` as inline code, separated by ', ' (JSON for non-strings). */
export function codeList(values: readonly (JsonValue | undefined)[]): PhrasingContent[] {
  return values.flatMap((value, index) => [...(index > 0 ? [text(', ')] : []), code(jsonText(value))]);
}

export function jsonText(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/** The page's words for `key` with `inner` (inline code, a link) where its `{param}` goes: 'See `Asset`', 'keys matching `^x-`'. */
function wordsAround(key: Parameters<typeof translate>[0], param: string, inner: PhrasingContent): PhrasingContent[] {
  const MARK = '\u0000';
  const [before, after = ''] = translate(key, { [param]: MARK }).split(MARK);
  return [...(before ? [text(before)] : []), inner, ...(after ? [text(after)] : [])];
}

/** Phrasing runs joined by a space, empty ones left out. */
export function spaced(runs: readonly PhrasingContent[][]): PhrasingContent[] {
  return runs.filter((run) => run.length > 0).flatMap((run, index) => [...(index > 0 ? [text(' ')] : []), ...run]);
}

/** `values` as JSON in inline code, separated by a space: '`"Draft"` `"Active"`', as the page's line shows values (so "1" and 1 differ). */
export function jsonList(values: readonly JsonValue[]): PhrasingContent[] {
  return spaced(values.map((value) => [code(formatValue(value))]));
}

/**
 * Constraints in the words and order of the HTML page (`formatConstraints`: 'min length 1', 'max length 200',
 * 'pattern ^a', 'unique items'), each in inline code as the page shows them, separated by a space.
 */
export function constraintPhrasing(constraints: SchemaConstraints | undefined): PhrasingContent[] {
  return spaced(formatConstraints(constraints).map((words) => [code(words)]));
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
  // On the schema's own twin its name is not a link (the page is this one), and the root is not sent to it.
  const own: OutlineContext = ownName ? { ...context, schemaHref: (name) => (name === ownName ? undefined : context.schemaHref(name)) } : context;
  const shown: SchemaNode = ownName ? { ...root, seeSchema: undefined } : root;
  const isPlainObject = (shown.children?.length ?? 0) > 0 && !shown.variants && shown.children?.every((child) => child.role === 'property');
  if (isPlainObject) {
    // The tree's first row on the page: 'object (Asset)', 'array<PrincipalName>' (an array of objects shows their properties).
    const head = shown.refName || shown.typeLabel !== 'object' ? [paragraph(text('Schema: '), ...typePhrasing(shown, own), text('.'))] : [];
    // The object's own description, as the page shows it above its properties (on the schema's own twin it is the Description section).
    const said = ownName ? [] : nestedDescription(shown.descriptionHtml, own);
    return [...head, ...said, bulletList((shown.children ?? []).map((child) => nodeItem(child, own)))];
  }
  // Anything else is one item, its row the page's ('`string` (`OrderStatus`)'); in a body it is named 'value'.
  return [bulletList([nodeItem(shown, own, ownName ? [] : [text('value')])])];
}

/** Nodes as properties (a parameter group, a response's headers): one item each, as in an object's outline. */
export function propertyList(nodes: readonly SchemaNode[], context: OutlineContext): BlockContent {
  return bulletList(nodes.map((node) => nodeItem(node, context)));
}

/** The label of a node as the page's row names it (SchemaNodeItem.tsx `nodeLabel`): its name, or what it is to its parent. */
function labelOf(node: SchemaNode): PhrasingContent[] {
  switch (node.role) {
    case 'property':
      return [code(node.name ?? '')];
    case 'items':
      return [text(translate('api.schema.items'))];
    case 'additionalProperties':
      return [text(translate('api.schema.additionalProperties'))];
    case 'patternProperty':
      return wordsAround('api.schema.patternProperty', 'pattern', code(node.name ?? ''));
    default:
      return [text('value')];
  }
}

/**
 * The type as the page's row writes it (SchemaTypeLine.tsx): 'object (Asset)' for a named schema its label does
 * not show, 'array<Asset>' for one it does; the name, or the whole label, linked to the schema's twin when it has one.
 */
export function typePhrasing(node: SchemaNode, context: OutlineContext): PhrasingContent[] {
  const named = node.refName;
  if (named !== undefined && !node.typeLabel.includes(named)) {
    const href = context.schemaHref(named);
    return [code(node.typeLabel), text(' ('), href ? link(href, code(named)) : code(named), text(')')];
  }
  const shown = named ?? node.seeSchema;
  const href = shown !== undefined && node.typeLabel.includes(shown) ? context.schemaHref(shown) : undefined;
  return [href ? link(href, code(node.typeLabel)) : code(node.typeLabel)];
}

/** The row's flags in the page's words and order (SchemaTypeLine.tsx): 'required', 'read-only', '↻ circular reference to Zone'… */
export function flagWords(node: SchemaNode): string[] {
  return [
    ...(node.required ? [translate('api.schema.required')] : []),
    ...(node.nullable ? [translate('api.schema.nullable')] : []),
    ...(node.readOnly ? [translate('api.schema.readOnly')] : []),
    ...(node.writeOnly ? [translate('api.schema.writeOnly')] : []),
    ...(node.deprecated ? [translate('api.schema.deprecated')] : []),
    ...(node.circular ? [`↻ ${translate('api.schema.circular', { name: node.refName ?? node.typeLabel })}`] : []),
  ];
}

/**
 * The parts of the page's facts line (SchemaFacts.tsx), each present only when set: the constraints and allowed
 * values ('`min length 1` `max length 200`', 'Allowed values: `"Draft"` `"Active"`'), 'Default: `false`',
 * 'Example: `"AST-000123"`'. Labels are the page's (src/strings/api.ts), values JSON as the page shows them.
 */
export function factParts(node: SchemaNode): {
  readonly constraints: PhrasingContent[];
  readonly default: PhrasingContent[];
  readonly example: PhrasingContent[];
} {
  return {
    constraints: spaced([
      constraintPhrasing(node.constraints),
      node.enum && node.enum.length > 0 ? [text(`${translate('api.schema.enum')} `), ...jsonList(node.enum)] : [],
    ]),
    default: node.default !== undefined ? [text(`${translate('api.schema.default')} `), code(formatValue(node.default))] : [],
    example: node.example !== undefined ? [text(`${translate('api.schema.example')} `), code(formatValue(node.example))] : [],
  };
}

/** The page's facts line in its order: constraints, allowed values, default, example (empty when none is set). */
function factsOf(node: SchemaNode): PhrasingContent[] {
  const parts = factParts(node);
  return spaced([parts.constraints, parts.default, parts.example]);
}

/** The row's words in the page's order: "`name` `type` required read-only". */
function rowPhrasing(node: SchemaNode, context: OutlineContext, label: PhrasingContent[]): PhrasingContent[] {
  return spaced([label, typePhrasing(node, context), ...flagWords(node).map((word) => [text(word)])]);
}

/**
 * A node's item: its row's words, ' — ' and its description when it is one paragraph, then its facts line; a longer
 * description and the facts line below it. Then what the page shows inside it: a note (circular, same fields as,
 * not expanded, see a schema) or its properties and options.
 */
function nodeItem(node: SchemaNode, context: OutlineContext, label = labelOf(node)): ListItem {
  const head = rowPhrasing(node, context, label);
  const description = oneLine(node.descriptionHtml, context);
  const facts = factsOf(node);
  if (description) head.push(text(' — '), ...spaced([flattenToPhrasing(description as Content[]), facts]));
  else if (facts.length > 0) head.push(text(' — '), ...facts);
  const more: BlockContent[] = description ? [] : nestedDescription(node.descriptionHtml, context);
  return listItem(paragraph(...head), ...more, ...innerBlocks(node, context));
}

/** What the page shows inside a node, below its row and facts (SchemaFacts.tsx's notes, then its properties and options). */
export function innerBlocks(node: SchemaNode, context: OutlineContext): BlockContent[] {
  const more: BlockContent[] = [];
  const named = node.seeSchema ?? node.refName;
  // A circular node says so in its row's flag ('↻ circular reference to Zone'): nothing below it.
  if (node.circular) return more;
  if (node.sameAs) more.push(paragraph(...wordsAround('api.schema.sameAsNode', 'path', code(node.sameAs)), text('.')));
  else if (node.truncated) more.push(paragraph(text(translate('api.schema.truncated'))));
  else if (node.seeSchema && !node.children?.length) {
    const href = named ? context.schemaHref(named) : undefined;
    more.push(paragraph(...wordsAround('api.schema.see', 'name', href ? link(href, code(named ?? '')) : code(named ?? '')), text('.')));
  } else {
    const children = node.children ?? [];
    if (children.length > 0) more.push(bulletList(children.map((child) => nodeItem(child, context))));
    if (node.variants) more.push(...variantBlocks(node, context));
  }
  return more;
}

/**
 * 'One of — Chosen by the property `kind`:' and an item per option, as the page's title and summaries say them:
 * '**Cat** `kind = cat`', then the option's own row (its type) and facts.
 */
function variantBlocks(node: SchemaNode, context: OutlineContext): BlockContent[] {
  const variants = node.variants;
  if (!variants) return [];
  const discriminator = variants.discriminator;
  const intro: PhrasingContent[] = [
    text(translate(variants.kind === 'oneOf' ? 'api.schema.oneOf' : 'api.schema.anyOf')),
    ...(discriminator ? [text(' — '), ...wordsAround('api.schema.discriminator', 'property', code(discriminator.propertyName))] : []),
    text(':'),
  ];
  const valueFor = (name: string | undefined): string | undefined =>
    discriminator?.mapping && name !== undefined ? Object.entries(discriminator.mapping).find(([, target]) => target === name)?.[0] : undefined;
  const items = variants.options.map((option) => {
    const value = discriminator ? valueFor(option.node.refName) : undefined;
    const label: PhrasingContent[] = [
      strong(text(option.title)),
      ...(discriminator && value !== undefined
        ? [text(' '), code(translate('api.schema.discriminatorValue', { property: discriminator.propertyName, value }))]
        : []),
      text(':'),
    ];
    return nodeItem(option.node, context, label);
  });
  return [paragraph(...intro), bulletList(items)];
}
