/**
 * Schema → renderable tree (`SchemaNode`), JSON-serialisable and self-contained: referenced
 * component schemas are inlined, so a page carries exactly the schemas it uses.
 *
 * Rules:
 * - `$ref`s are followed (local ones only); a `$ref` already on the path from the root becomes a
 *   node with `circular: true` and its name, and is not expanded again. Sibling keywords next to a
 *   `$ref` (3.1, and common in 3.0 documents) override the target's.
 * - `allOf` is merged into one schema: properties (a property in several members is merged too),
 *   `required` (union), flags (any member), numeric bounds (the strictest), everything else from the
 *   schema itself, then inline members, then referenced members. A member's `oneOf`/`anyOf`/
 *   `discriminator` is dropped when it points back at a schema on the current path (the usual
 *   "subtype allOf base, base oneOf subtypes" polymorphism), so subtypes do not list themselves.
 *   `allOf: [{ $ref }]` alone (the 3.0 way to add `nullable` or a description to a reference) is
 *   treated as that reference.
 * - `oneOf`/`anyOf` become `variants` with the discriminator; a discriminator with a `mapping` but
 *   no `oneOf` lists the mapped schemas as `oneOf` variants.
 * - Arrays show `array<Item>`; when the items are an object or a choice, their properties/variants
 *   become the array node's children, otherwise a single 'items' child carries their details.
 * - `nullable` is 3.0's `nullable: true` or 3.1's `type: [..., 'null']`.
 * - `example`/`default` are kept only when they are primitives or lists of primitives of at most
 *   200 characters of JSON: objects and big values belong to the media type examples.
 * - Budgets: nodes deeper than `maxDepth`, or beyond `maxNodes` in one tree, are not expanded; such a
 *   node is marked `truncated` and a warning is reported.
 * - Links instead of copies (docs/decisions/0025-schema-trees-link-named-schemas.md): when the API has
 *   schema pages (`linkable` says which names have one), a named component schema reached below the
 *   tree's first level whose own tree has more than `linkAbove` nodes is not expanded: the node keeps
 *   its name, type line, description and flags, and `seeSchema` names the page that shows the rest.
 *   The first level is the root and what stands for it: an array's items, a choice's options. A
 *   cycle is still a `circular` node. The count is the schema's own tree built alone (fully expanded,
 *   counted up to `linkAbove + 1`), once per document, so a schema is linked or inline everywhere alike.
 */
import { followRef, isObject, isReference, refName, toJsonValue } from './json';
import { renderMarkdown } from './markdown';
import type { JsonValue, ReferenceObject, SchemaLike, SchemaObject } from './document';
import type { SchemaConstraints, SchemaNode, SchemaNodeRole, SchemaVariantOption, SchemaVariants } from './pageData';

export const DEFAULT_MAX_DEPTH = 12;
export const DEFAULT_MAX_NODES = 1500;
/** A named schema whose own tree has more nodes than this is linked, not expanded, below a tree's first level. */
export const DEFAULT_LINK_ABOVE = 15;
const MAX_INLINE_VALUE_CHARS = 200;

export interface SchemaTreeOptions {
  readonly maxDepth?: number;
  readonly maxNodes?: number;
  /** Where the tree is, for warnings: e.g. 'GET /assets response 200 application/json'. */
  readonly where?: string;
  readonly onWarning?: (message: string) => void;
  /** Names of the component schemas that have a page: big ones are linked, not expanded. None: every tree is expanded in full. */
  readonly linkable?: (name: string) => boolean;
  /** Node count above which a linkable schema is linked (default `DEFAULT_LINK_ABOVE`). */
  readonly linkAbove?: number;
}

interface NodeMeta {
  readonly name?: string;
  readonly role?: SchemaNodeRole;
  readonly required?: boolean;
  /** The tree's first level (the root, its items, its options): a named schema here is always expanded. */
  readonly top?: boolean;
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';

/** Node counts of named schemas' own trees, per document and budget (`{linkAbove}:{maxDepth}:{ref}`). */
const weights = new WeakMap<object, Map<string, number>>();

type MutableSchema = { -readonly [K in keyof SchemaObject]: SchemaObject[K] };

/** Stack entries: a plain ref while it is being expanded; 'allOf:' + ref while merged although already on the path. */
type Stack = readonly string[];

const ALLOF_MARK = 'allOf:';

export function buildSchemaTree(schema: SchemaLike | undefined, document: unknown, options: SchemaTreeOptions = {}): SchemaNode {
  return new TreeBuilder(document, options).root(schema ?? true);
}

/** The number of nodes of a schema's tree, counted up to `cap + 1` (so a big schema costs little to measure). */
export function schemaTreeWeight(schema: SchemaLike, document: unknown, cap: number, maxDepth = DEFAULT_MAX_DEPTH): number {
  const builder = new TreeBuilder(document, { maxNodes: cap + 1, maxDepth });
  builder.root(schema);
  return builder.nodes;
}

class TreeBuilder {
  private count = 0;
  private truncated = false;
  private readonly maxDepth: number;
  private readonly maxNodes: number;
  private readonly reported = new Set<string>();

  constructor(
    private readonly document: unknown,
    private readonly options: SchemaTreeOptions,
  ) {
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    this.maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
  }

  get nodes(): number {
    return this.count;
  }

  root(schema: SchemaLike): SchemaNode {
    const node = this.build(schema, [], 0, { top: true });
    if (this.truncated) {
      this.warn(`Schema tree${this.where()} was cut short (more than ${this.maxNodes} nodes or deeper than ${this.maxDepth} levels).`);
    }
    return node;
  }

  private where(): string {
    return this.options.where ? ` of ${this.options.where}` : '';
  }

  private warn(message: string): void {
    if (this.reported.has(message)) return;
    this.reported.add(message);
    this.options.onWarning?.(message);
  }

  private build(schema: SchemaLike, stack: Stack, depth: number, meta: NodeMeta): SchemaNode {
    this.count += 1;
    if (typeof schema === 'boolean' || !isObject(schema)) {
      return withMeta({ typeLabel: schema === false ? 'never' : 'any' }, meta);
    }
    const wrapped = singleRefWrapper(schema);
    if (wrapped) return this.buildRef(wrapped, stack, depth, meta);
    if (isReference(schema)) return this.buildRef(schema, stack, depth, meta);

    let merged: SchemaObject = schema;
    let childStack = stack;
    if (Array.isArray(schema.allOf)) {
      const result = this.mergeAllOf(schema, stack);
      merged = result.schema;
      childStack = result.stack;
    }
    return this.buildObject(merged, childStack, depth, meta);
  }

  private buildRef(schema: SchemaObject, stack: Stack, depth: number, meta: NodeMeta): SchemaNode {
    const { ref, siblings, target } = followRef(this.document, schema as SchemaObject & ReferenceObject);
    const name = refName(ref);
    if (target === undefined) {
      this.warn(`Schema reference "${ref}"${this.where()} cannot be resolved; it is shown by name only.`);
      return withMeta({ typeLabel: name, refName: name, ...this.annotations(siblings as SchemaObject) }, meta);
    }
    const effective = target as SchemaLike;
    if (stack.includes(ref)) {
      return withMeta(
        {
          typeLabel: shallowTypeLabel(effective, this.document),
          refName: name,
          circular: true,
          ...(isObject(effective) ? flagsOf(effective) : {}),
          ...this.annotations(siblings as SchemaObject),
        },
        meta,
      );
    }
    if (!meta.top && this.linked(ref, name)) return withMeta(this.linkNode(effective, stack, name), meta);
    const node = this.build(effective, [...stack, ref], depth, meta);
    return { ...node, refName: name };
  }

  /** Whether a reference is to a named schema with a page whose own tree is too big to repeat here. */
  private linked(ref: string, name: string): boolean {
    const linkable = this.options.linkable;
    if (!linkable || !ref.startsWith(SCHEMA_REF_PREFIX) || ref.includes('/', SCHEMA_REF_PREFIX.length) || !linkable(name)) return false;
    const linkAbove = this.options.linkAbove ?? DEFAULT_LINK_ABOVE;
    const key = `${linkAbove}:${this.maxDepth}:${ref}`;
    const cache = isObject(this.document) ? (weights.get(this.document) ?? new Map<string, number>()) : new Map<string, number>();
    if (isObject(this.document)) weights.set(this.document, cache);
    let weight = cache.get(key);
    if (weight === undefined) {
      weight = schemaTreeWeight({ $ref: ref }, this.document, linkAbove, this.maxDepth);
      cache.set(key, weight);
    }
    return weight > linkAbove;
  }

  /** A named schema shown by name: its type line, description and flags, and the page with the rest. */
  private linkNode(target: SchemaLike, stack: Stack, name: string): SchemaNode {
    const schema = isObject(target) ? (Array.isArray(target.allOf) ? this.mergeAllOf(target, stack).schema : target) : {};
    return {
      typeLabel: shallowTypeLabel(target, this.document),
      refName: name,
      ...(typeof schema.title === 'string' && schema.title ? { title: schema.title } : {}),
      ...flagsOf(schema),
      ...this.annotations(schema),
      seeSchema: name,
    };
  }

  private buildObject(schema: SchemaObject, stack: Stack, depth: number, meta: NodeMeta): SchemaNode {
    const node: { -readonly [K in keyof SchemaNode]: SchemaNode[K] } = {
      typeLabel: shallowTypeLabel(schema, this.document),
      ...this.annotations(schema),
    };
    if (typeof schema.title === 'string' && schema.title) node.title = schema.title;
    Object.assign(node, flagsOf(schema));
    const values = enumValues(schema);
    if (values) node.enum = values;
    const defaultValue = smallValue(schema.default);
    if (defaultValue !== undefined) node.default = defaultValue;
    const example = smallValue(schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined));
    if (example !== undefined) node.example = example;
    const constraints = constraintsOf(schema);
    if (constraints) node.constraints = constraints;

    if (!hasStructure(schema)) return withMeta(node, meta);
    if (depth >= this.maxDepth || this.count >= this.maxNodes) {
      this.truncated = true;
      return withMeta({ ...node, truncated: true }, meta);
    }

    const children: SchemaNode[] = [];
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const addChildren = (entries: [string, SchemaLike][], role: SchemaNodeRole): void => {
      for (const [name, child] of entries) {
        if (this.count >= this.maxNodes) {
          this.truncated = true;
          node.truncated = true;
          return;
        }
        children.push(this.build(child, stack, depth + 1, { name, role, required: role === 'property' && required.has(name) }));
      }
    };
    if (isObject(schema.properties)) addChildren(Object.entries(schema.properties as Record<string, SchemaLike>), 'property');
    if (isObject(schema.patternProperties)) {
      addChildren(Object.entries(schema.patternProperties as Record<string, SchemaLike>), 'patternProperty');
    }
    if (isObject(schema.additionalProperties)) addChildren([['', schema.additionalProperties as SchemaObject]], 'additionalProperties');

    if (schema.items !== undefined && !Array.isArray(schema.items)) {
      const items = this.build(schema.items, stack, depth + 1, { role: 'items', ...(meta.top ? { top: true } : {}) });
      if (items.circular) node.circular = true;
      else if (items.seeSchema) node.seeSchema = items.seeSchema;
      else if (items.children || items.variants) {
        if (items.children) children.push(...items.children);
        if (items.variants) node.variants = items.variants;
        if (items.truncated) node.truncated = true;
      } else if (items.descriptionHtml || items.enum || items.constraints || items.nullable || items.example !== undefined) {
        children.push(items);
      }
    }

    const variants = this.variants(schema, stack, depth, meta.top === true);
    if (variants) node.variants = variants;
    if (children.length > 0) node.children = children;
    return withMeta(node, meta);
  }

  private variants(schema: SchemaObject, stack: Stack, depth: number, top: boolean): SchemaVariants | undefined {
    const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
    const discriminator = isObject(schema.discriminator) ? schema.discriminator : undefined;
    const mapping = discriminator && isObject(discriminator.mapping) ? discriminator.mapping : undefined;
    let members: readonly SchemaLike[] | undefined = kind ? (schema[kind] as readonly SchemaLike[]) : undefined;
    if (!members && mapping) members = Object.values(mapping).map((target) => ({ $ref: mappingRef(target) }));
    if (!members || members.length === 0) return undefined;

    const options: SchemaVariantOption[] = members.map((member) => {
      const node = this.build(member, stack, depth + 1, top ? { top: true } : {});
      return { title: node.refName ?? node.title ?? node.typeLabel, node };
    });
    const result: { -readonly [K in keyof SchemaVariants]: SchemaVariants[K] } = { kind: kind ?? 'oneOf', options };
    if (discriminator && typeof discriminator.propertyName === 'string') {
      const explicit = mapping ? Object.fromEntries(Object.entries(mapping).map(([value, target]) => [value, refName(mappingRef(String(target)))])) : undefined;
      const implicit = Object.fromEntries(
        options.filter((option) => option.node.refName).map((option) => [option.node.refName, option.node.refName]),
      ) as Record<string, string>;
      const chosen = explicit ?? implicit;
      result.discriminator = {
        propertyName: discriminator.propertyName,
        ...(Object.keys(chosen).length > 0 ? { mapping: chosen } : {}),
      };
    }
    return result;
  }

  /** Merges `allOf` members into one schema; returns it with the stack its children must be built with. */
  private mergeAllOf(schema: SchemaObject, stack: Stack): { schema: SchemaObject; stack: Stack } {
    let childStack = stack;
    const members: { readonly schema: SchemaObject; readonly viaRef: boolean }[] = [];
    const visit = (member: SchemaLike, merging: readonly string[], parentViaRef: boolean): void => {
      if (!isObject(member)) return;
      let resolved: SchemaLike | undefined = member;
      let viaRef = parentViaRef;
      const seenRefs = new Set<string>();
      while (isReference(resolved)) {
        const ref: string = resolved.$ref;
        if (seenRefs.has(ref) || merging.includes(ref)) return;
        seenRefs.add(ref);
        viaRef = true;
        const { target } = followRef(this.document, resolved);
        if (target === undefined) {
          this.warn(`Schema reference "${ref}"${this.where()} cannot be resolved; it is left out of the merged schema.`);
          return;
        }
        if (childStack.includes(ref)) {
          if (childStack.includes(ALLOF_MARK + ref)) return;
          childStack = [...childStack, ALLOF_MARK + ref];
        } else {
          childStack = [...childStack, ref];
        }
        resolved = target as SchemaLike;
      }
      if (!isObject(resolved)) return;
      const { allOf, ...own } = resolved as SchemaObject;
      if (Array.isArray(allOf)) {
        const nextMerging = [...merging, ...seenRefs];
        for (const nested of allOf) visit(nested as SchemaLike, nextMerging, viaRef);
      }
      members.push({ schema: own, viaRef });
    };
    const { allOf, ...own } = schema;
    for (const member of allOf ?? []) visit(member, [], false);

    // Values: the schema's own first, then inline members, then referenced ones.
    const byPrecedence = [...members.filter((m) => !m.viaRef), ...members.filter((m) => m.viaRef)];
    let merged: MutableSchema = { ...own };
    for (const member of byPrecedence) merged = combine(merged, withoutBackReferences(member.schema, childStack));
    // Structure: members in document order (a base's properties before the extension's), then the schema's own.
    const structural = [...members.map((m) => m.schema), own];
    const properties: Record<string, SchemaLike> = {};
    for (const part of structural) {
      for (const [name, property] of Object.entries(isObject(part.properties) ? part.properties : {})) {
        const existing = properties[name];
        properties[name] = existing === undefined ? property : { allOf: [existing, property] };
      }
    }
    const required = [...new Set(structural.flatMap((part) => (Array.isArray(part.required) ? part.required : [])))];
    if (Object.keys(properties).length > 0) merged.properties = properties;
    if (required.length > 0) merged.required = required;
    return { schema: merged, stack: childStack };
  }

  private annotations(schema: SchemaObject): Pick<SchemaNode, 'descriptionHtml'> {
    const descriptionHtml = renderMarkdown(typeof schema.description === 'string' ? schema.description : undefined);
    return descriptionHtml ? { descriptionHtml } : {};
  }
}

/** `{ allOf: [{ $ref }], ...siblings }` with no other structure → `{ $ref, ...siblings }`. */
function singleRefWrapper(schema: SchemaObject): SchemaObject | undefined {
  if (!Array.isArray(schema.allOf) || schema.allOf.length !== 1 || !isReference(schema.allOf[0])) return undefined;
  if (hasStructure(schema)) return undefined;
  const { allOf, ...siblings } = schema;
  return { ...siblings, $ref: (allOf[0] as SchemaObject).$ref };
}

/** Whether a schema has contents a tree shows below its row: properties, items, a choice. */
export function hasStructure(schema: SchemaObject): boolean {
  return (
    isObject(schema.properties) ||
    isObject(schema.patternProperties) ||
    isObject(schema.additionalProperties) ||
    (schema.items !== undefined && schema.items !== true) ||
    Array.isArray(schema.oneOf) ||
    Array.isArray(schema.anyOf) ||
    (isObject(schema.discriminator) && isObject(schema.discriminator.mapping))
  );
}

/** A discriminator mapping's value as a reference: a schema name stands for `#/components/schemas/{name}`. */
export function mappingRef(target: string): string {
  return target.startsWith('#') || target.includes('/') ? target : `#/components/schemas/${target}`;
}

/** Drops a member's choices when they point back at a schema on the current path. */
function withoutBackReferences(member: SchemaObject, stack: Stack): SchemaObject {
  const refs = [
    ...[...(member.oneOf ?? []), ...(member.anyOf ?? [])].flatMap((option) => (isReference(option) ? [option.$ref] : [])),
    ...(isObject(member.discriminator) && isObject(member.discriminator.mapping)
      ? Object.values(member.discriminator.mapping).map((target) => mappingRef(String(target)))
      : []),
  ];
  if (!refs.some((ref) => stack.includes(ref))) return member;
  const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...rest } = member;
  return rest;
}

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;
const FLAGS = ['nullable', 'readOnly', 'writeOnly', 'deprecated', 'uniqueItems'] as const;

/** Combines the values of two schemas; `target` wins, except bounds (the strictest) and flags (either). */
function combine(target: MutableSchema, source: SchemaObject): MutableSchema {
  const out: MutableSchema = { ...source, ...target };
  for (const key of LOWER_BOUNDS) {
    const a = target[key];
    const b = source[key];
    if (typeof a === 'number' && typeof b === 'number') out[key] = Math.max(a, b);
  }
  for (const key of UPPER_BOUNDS) {
    const a = target[key];
    const b = source[key];
    if (typeof a === 'number' && typeof b === 'number') out[key] = Math.min(a, b);
  }
  for (const key of FLAGS) {
    if (target[key] === true || source[key] === true) out[key] = true;
  }
  if (target.title === undefined) delete out.title;
  return out;
}

function withMeta(node: SchemaNode, meta: NodeMeta): SchemaNode {
  return {
    ...(meta.name !== undefined && meta.role !== 'additionalProperties' && meta.role !== 'items' ? { name: meta.name } : {}),
    ...(meta.role ? { role: meta.role } : {}),
    ...node,
    ...(meta.required ? { required: true as const } : {}),
  };
}

function typesOf(schema: SchemaObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  return [];
}

function flagsOf(schema: SchemaObject): Pick<SchemaNode, 'nullable' | 'readOnly' | 'writeOnly' | 'deprecated'> {
  return {
    ...(isNullable(schema) ? { nullable: true as const } : {}),
    ...(schema.readOnly === true ? { readOnly: true as const } : {}),
    ...(schema.writeOnly === true ? { writeOnly: true as const } : {}),
    ...(schema.deprecated === true ? { deprecated: true as const } : {}),
  };
}

function isNullable(schema: SchemaObject): boolean {
  return schema.nullable === true || typesOf(schema).includes('null');
}

/** The label without expanding anything: 'string<uuid>', 'array<Asset>', 'integer | string'… */
export function shallowTypeLabel(schema: SchemaLike | undefined, document?: unknown, depth = 0): string {
  if (schema === undefined || schema === true) return 'any';
  if (schema === false) return 'never';
  if (!isObject(schema)) return 'any';
  if (isReference(schema)) return refName(schema.$ref);
  const wrapped = singleRefWrapper(schema);
  if (wrapped?.$ref) return refName(wrapped.$ref);
  const format = typeof schema.format === 'string' && schema.format ? schema.format : undefined;
  let types = typesOf(schema).filter((t) => t !== 'null');
  if (types.length === 0) {
    if (isObject(schema.properties) || isObject(schema.additionalProperties) || Array.isArray(schema.allOf)) types = ['object'];
    else if (schema.items !== undefined) types = ['array'];
    else if (enumValues(schema)) types = [inferType(enumValues(schema) ?? [])];
    else if (Array.isArray(schema.oneOf)) return 'oneOf';
    else if (Array.isArray(schema.anyOf)) return 'anyOf';
    else if (typesOf(schema).includes('null')) return 'null';
    else return format ? `any<${format}>` : 'any';
  }
  return types
    .map((type) => {
      if (type === 'array') {
        const items = schema.items;
        const inner = depth > 4 ? 'any' : shallowTypeLabel(Array.isArray(items) ? undefined : (items as SchemaLike | undefined), document, depth + 1);
        return `array<${inner}>`;
      }
      return format && type !== 'object' ? `${type}<${format}>` : type;
    })
    .join(' | ');
}

function inferType(values: readonly JsonValue[]): string {
  const value = values.find((v) => v !== null);
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value;
  if (Array.isArray(value)) return 'array';
  return value === undefined ? 'null' : 'object';
}

function enumValues(schema: SchemaObject): JsonValue[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => toJsonValue(v) ?? null);
  if (schema.const !== undefined) {
    const value = toJsonValue(schema.const);
    return value === undefined ? undefined : [value];
  }
  return undefined;
}

/** Objects are left out: their properties show their own examples, and the media type shows the whole. */
function smallValue(value: unknown): JsonValue | undefined {
  const json = toJsonValue(value);
  if (json === undefined || (typeof json === 'object' && json !== null && !Array.isArray(json))) return undefined;
  if (Array.isArray(json) && json.some((item) => typeof item === 'object' && item !== null)) return undefined;
  return JSON.stringify(json).length <= MAX_INLINE_VALUE_CHARS ? json : undefined;
}

const CONSTRAINT_KEYS = ['minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'] as const;

function constraintsOf(schema: SchemaObject): SchemaConstraints | undefined {
  const out: { -readonly [K in keyof SchemaConstraints]: SchemaConstraints[K] } = {};
  for (const key of CONSTRAINT_KEYS) {
    const value = schema[key];
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  // 3.0: a boolean that makes `minimum`/`maximum` exclusive; 3.1: the exclusive bound itself.
  if (schema.exclusiveMinimum === true && out.minimum !== undefined) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (typeof schema.exclusiveMinimum === 'number') out.exclusiveMinimum = schema.exclusiveMinimum;
  if (schema.exclusiveMaximum === true && out.maximum !== undefined) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (typeof schema.exclusiveMaximum === 'number') out.exclusiveMaximum = schema.exclusiveMaximum;
  if (typeof schema.pattern === 'string' && schema.pattern) out.pattern = schema.pattern;
  if (schema.uniqueItems === true) out.uniqueItems = true;
  return Object.keys(out).length > 0 ? out : undefined;
}
