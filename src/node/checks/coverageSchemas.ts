/**
 * The choices of an API document's schemas for the examples coverage (examplesCoverage.ts): each
 * `oneOf`/`anyOf` branch and each discriminator `mapping` entry, by its JSON pointer.
 *
 * - `reachableChoices`: the ones an operation's body reaches in the document, following what a schema
 *   tree shows (`$ref`s, `allOf` members, properties, pattern and additional properties, array items,
 *   the branches themselves); `not`, `if`/`then`/`else` and tuple items are no part of a tree.
 * - `ChoicesShown`: the ones a built tree shows, read from the page data (`SchemaNode`) walked beside the
 *   document schema it was built from. The walk takes the tree builder's decisions as the tree records
 *   them: a `circular` or `seeSchema` node stops it (that schema is shown where it is expanded, or on
 *   its own page, whose tree is walked too), `sameAs` continues at the node it names, a `truncated`
 *   node shows nothing below it. What it must know of the builder is how `allOf` is merged
 *   (schemaTree.ts `mergeAllOf`): which member gives the choice, and the properties of all members.
 */
import { childAnchor, schemaSegment, variantSegment } from '../../openapi/anchors';
import { escapePointerToken, followRef, isObject, isReference, resolvePointer } from '../../openapi/json';
import type { SchemaNode } from '../../openapi/pageData';
import { hasStructure, mappingRef } from '../../openapi/schemaTree';

/** A value of the document and where it is written (a JSON pointer, '#/…'). */
export interface Located {
  readonly value: unknown;
  readonly pointer: string;
}

export type ChoiceKind = 'branch' | 'mapping';

const ALLOF_MARK = 'allOf:';

export const at = (located: Located, ...tokens: (string | number)[]): Located => {
  const pointer = `${located.pointer}${tokens.map((token) => `/${escapePointerToken(String(token))}`).join('')}`;
  const value = tokens.reduce<unknown>(
    (parent, token) => (Array.isArray(parent) ? parent[Number(token)] : isObject(parent) ? parent[String(token)] : undefined),
    located.value,
  );
  return { value, pointer };
};

/** Follows a chain of local `$ref`s (at most 10) to where the value is written; undefined when one is broken. */
export function written(document: unknown, located: Located): Located | undefined {
  let current = located;
  for (let hops = 0; isReference(current.value); hops += 1) {
    if (hops === 10) return undefined;
    const ref = current.value.$ref;
    current = { value: resolvePointer(document, ref), pointer: ref };
  }
  return current.value === undefined ? undefined : current;
}

/** `{ allOf: [{ $ref }], ...siblings }` with no structure of its own is read as the reference (schemaTree.ts `singleRefWrapper`). */
function singleRef(schema: Record<string, unknown>): string | undefined {
  if (!Array.isArray(schema.allOf) || schema.allOf.length !== 1 || !isReference(schema.allOf[0]) || hasStructure(schema)) return undefined;
  return schema.allOf[0].$ref;
}

/* ------------------------------------------------------------------ what the document reaches */

/** Every branch and mapping entry reachable from `roots` (body schemas), with their kinds, in the order met. */
export function reachableChoices(document: unknown, roots: readonly Located[], found: Map<string, ChoiceKind> = new Map()): Map<string, ChoiceKind> {
  const visited = new Set<string>();
  const stack = [...roots].reverse();
  const push = (located: Located): void => {
    stack.push(located);
  };
  while (stack.length > 0) {
    const next = written(document, stack.pop() as Located);
    if (!next || !isObject(next.value) || visited.has(next.pointer)) continue;
    visited.add(next.pointer);
    const schema = next.value;
    const later: Located[] = [];
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      if (!Array.isArray(schema[key])) continue;
      (schema[key] as unknown[]).forEach((_member, index) => {
        const member = at(next, key, index);
        if (key !== 'allOf') found.set(member.pointer, 'branch');
        later.push(member);
      });
    }
    if (isObject(schema.discriminator) && isObject(schema.discriminator.mapping)) {
      for (const [key, target] of Object.entries(schema.discriminator.mapping)) {
        found.set(at(next, 'discriminator', 'mapping', key).pointer, 'mapping');
        if (typeof target === 'string') later.push({ value: { $ref: mappingRef(target) }, pointer: mappingRef(target) });
      }
    }
    for (const key of ['properties', 'patternProperties'] as const) {
      if (isObject(schema[key])) for (const name of Object.keys(schema[key] as object)) later.push(at(next, key, name));
    }
    if (isObject(schema.additionalProperties)) later.push(at(next, 'additionalProperties'));
    if (isObject(schema.items)) later.push(at(next, 'items'));
    for (const item of later.reverse()) push(item);
  }
  return found;
}

/* ------------------------------------------------------------------ what a tree shows */

/** A schema as the tree builder sees it once `allOf` is merged: each part with where it is written. */
interface SchemaView {
  readonly properties: ReadonlyMap<string, readonly Located[]>;
  readonly patternProperties?: Located;
  readonly additionalProperties?: Located;
  readonly items?: Located;
  readonly oneOf?: Located;
  readonly anyOf?: Located;
  readonly discriminator?: Located;
  /** The path of references the children are built with. */
  readonly stack: readonly string[];
}

/** The branches a request body's samples offer (`requestChoices.bodies`): a branch counts only when listed. */
export interface BodyBranches {
  /** Whether a branch at this path of indexes (from the body's top choice) is offered. */
  readonly offered: (path: readonly number[]) => boolean;
}

type BodyContext = BodyBranches & { readonly path: readonly number[] };

/**
 * The choices shown by the trees walked so far, by pointer; and those of a request body's top choice
 * its samples do not offer (`notOffered`), which do not count as reached wherever else they are shown.
 */
export class ChoicesShown {
  readonly shown = new Set<string>();
  readonly notOffered = new Set<string>();

  constructor(private readonly document: unknown) {}

  /** Walks one tree beside the schema it was built from (`schema` as written at `pointer`, or a `{ $ref }`). */
  tree(schema: Located, root: SchemaNode, body?: BodyBranches): void {
    const paths = new Map<string, SchemaNode>();
    const index = (node: SchemaNode, path: string): void => {
      paths.set(path, node);
      const child = (segment: string): string => (path === '' ? segment : childAnchor(path, segment));
      node.children?.forEach((item, position) => index(item, child(schemaSegment(item, position))));
      node.variants?.options.forEach((option, position) => index(option.node, child(variantSegment(position))));
    };
    index(root, '');
    this.node(schema, root, [], paths, body ? { ...body, path: [] } : undefined, new Set());
  }

  private node(
    located: Located,
    shown: SchemaNode,
    stack: readonly string[],
    paths: ReadonlyMap<string, SchemaNode>,
    body: BodyContext | undefined,
    walking: Set<string>,
    skipChoice = false,
  ): void {
    const node = shown.sameAs !== undefined ? (paths.get(shown.sameAs) ?? shown) : shown;
    if (node.circular || node.seeSchema || !isObject(located.value)) return;
    let schema = located.value;
    const wrapped = singleRef(schema);
    if (wrapped !== undefined) schema = { $ref: wrapped };
    if (isReference(schema)) {
      const ref = schema.$ref;
      const { target } = followRef(this.document, schema);
      // A reference on the path is a circular node; one being walked already (the same node, through `sameAs`) adds nothing.
      const key = `${ref} ${stack.join(' ')}`;
      if (target === undefined || stack.includes(ref) || walking.has(key)) return;
      walking.add(key);
      this.node({ value: target, pointer: ref }, node, [...stack, ref], paths, body, walking, skipChoice);
      walking.delete(key);
      return;
    }
    this.walkView(this.view({ value: schema, pointer: located.pointer }, stack), node, paths, body, walking, skipChoice);
  }

  /** A schema's view beside its node: its properties, its choice, then its items (whose properties and choice an array shows as its own). */
  private walkView(
    view: SchemaView,
    node: SchemaNode,
    paths: ReadonlyMap<string, SchemaNode>,
    body: BodyContext | undefined,
    walking: Set<string>,
    skipChoice = false,
  ): void {
    const children = node.children ?? [];
    let itemsChild: SchemaNode | undefined;
    for (const child of children) {
      if (child.role === 'property' && child.name !== undefined) {
        const parts = view.properties.get(child.name) ?? [];
        if (parts.length === 1) this.node(parts[0] as Located, child, view.stack, paths, undefined, walking);
        // A property written in several members: the builder merges `{ allOf: [a, b] }`.
        else if (parts.length > 1) this.walkView(this.view({ value: {}, pointer: '' }, view.stack, parts), child, paths, undefined, walking);
      } else if (child.role === 'patternProperty' && view.patternProperties && child.name !== undefined) {
        this.node(at(view.patternProperties, child.name), child, view.stack, paths, undefined, walking);
      } else if (child.role === 'additionalProperties' && view.additionalProperties) {
        this.node(view.additionalProperties, child, view.stack, paths, undefined, walking);
      } else if (child.role === 'items') itemsChild = child;
    }
    const choice = view.oneOf ?? view.anyOf;
    if (!skipChoice) this.choice(view, choice, node, paths, body, walking);
    if (view.items && isObject(view.items.value)) {
      if (itemsChild) this.node(view.items, itemsChild, view.stack, paths, undefined, walking);
      else
        this.node(
          view.items,
          { ...node, children: children.filter((child) => child.role !== 'items') },
          view.stack,
          paths,
          undefined,
          walking,
          choice !== undefined,
        );
    }
  }

  /** The branches (and mapping entries) of the node's choice, each walked beside its option. */
  private choice(
    view: SchemaView,
    choice: Located | undefined,
    node: SchemaNode,
    paths: ReadonlyMap<string, SchemaNode>,
    body: BodyContext | undefined,
    walking: Set<string>,
  ): void {
    const mapping = view.discriminator && isObject(view.discriminator.value) && isObject(view.discriminator.value.mapping) ? view.discriminator : undefined;
    const options = node.variants?.options ?? [];
    const members: Located[] = Array.isArray(choice?.value)
      ? (choice.value as unknown[]).map((_member, position) => at(choice, position))
      : mapping
        ? Object.values((mapping.value as { mapping: Record<string, unknown> }).mapping).map((target) => {
            const pointer = mappingRef(String(target));
            return { value: { $ref: pointer }, pointer };
          })
        : [];
    if (!node.variants) return;
    members.forEach((member, position) => {
      const option = options[position];
      if (!option) return;
      const path = body ? [...body.path, position] : undefined;
      const offered = !body || !path || body.offered(path);
      if (choice && Array.isArray(choice.value)) this.shown.add(member.pointer);
      if (!offered) this.notOffered.add(member.pointer);
      this.node(member, option.node, view.stack, paths, body && path && offered ? { ...body, path } : undefined, walking);
    });
    if (mapping && node.variants.discriminator?.mapping) {
      const keys = node.variants.discriminator.mapping;
      for (const key of Object.keys((mapping.value as { mapping: Record<string, unknown> }).mapping)) {
        if (key in keys) this.shown.add(at(mapping, 'mapping', key).pointer);
      }
    }
  }

  /**
   * The schema's parts as the tree builder merges them (schemaTree.ts `mergeAllOf`): the choice, items
   * and extra properties from the schema itself, else its inline members, else its referenced ones
   * (a member's choice dropped when it points back at a schema on the path); the properties of all.
   * `memberList` stands for `allOf` when the schema is made up here (a property in several members).
   */
  private view(located: Located, stack: readonly string[], memberList?: readonly Located[]): SchemaView {
    const schema = located.value as Record<string, unknown>;
    const own = (key: string): Located | undefined => (schema[key] !== undefined && !memberList ? at(located, key) : undefined);
    if (!memberList && !Array.isArray(schema.allOf)) {
      const properties = new Map<string, Located[]>();
      if (isObject(schema.properties)) for (const name of Object.keys(schema.properties)) properties.set(name, [at(located, 'properties', name)]);
      return {
        properties,
        patternProperties: isObject(schema.patternProperties) ? at(located, 'patternProperties') : undefined,
        additionalProperties: own('additionalProperties'),
        items: own('items'),
        oneOf: Array.isArray(schema.oneOf) ? at(located, 'oneOf') : undefined,
        anyOf: Array.isArray(schema.anyOf) ? at(located, 'anyOf') : undefined,
        discriminator: isObject(schema.discriminator) ? at(located, 'discriminator') : undefined,
        stack,
      };
    }
    let childStack = stack;
    const members: { readonly located: Located; readonly viaRef: boolean }[] = [];
    const visit = (member: Located, merging: readonly string[], parentViaRef: boolean): void => {
      if (!isObject(member.value)) return;
      let resolved: Located = member;
      let viaRef = parentViaRef;
      const seenRefs = new Set<string>();
      while (isReference(resolved.value)) {
        const ref: string = resolved.value.$ref;
        if (seenRefs.has(ref) || merging.includes(ref)) return;
        seenRefs.add(ref);
        viaRef = true;
        const { target } = followRef(this.document, resolved.value);
        if (target === undefined) return;
        if (childStack.includes(ref)) {
          if (childStack.includes(ALLOF_MARK + ref)) return;
          childStack = [...childStack, ALLOF_MARK + ref];
        } else childStack = [...childStack, ref];
        resolved = { value: target, pointer: ref };
      }
      if (!isObject(resolved.value)) return;
      const nested = resolved.value.allOf;
      if (Array.isArray(nested)) nested.forEach((_part, position) => visit(at(resolved, 'allOf', position), [...merging, ...seenRefs], viaRef));
      members.push({ located: resolved, viaRef });
    };
    const list = memberList ?? (schema.allOf as unknown[]).map((_member, position) => at(located, 'allOf', position));
    for (const member of list) visit(member, [], false);
    const backReferences = (member: Record<string, unknown>): boolean => {
      const refs = [
        ...[...(Array.isArray(member.oneOf) ? member.oneOf : []), ...(Array.isArray(member.anyOf) ? member.anyOf : [])].flatMap((option) =>
          isReference(option) ? [option.$ref] : [],
        ),
        ...(isObject(member.discriminator) && isObject(member.discriminator.mapping)
          ? Object.values(member.discriminator.mapping).map((target) => mappingRef(String(target)))
          : []),
      ];
      return refs.some((ref) => childStack.includes(ref));
    };
    const byPrecedence = [...members.filter((m) => !m.viaRef), ...members.filter((m) => m.viaRef)].map((m) => m.located);
    const first = (key: string, choice: boolean): Located | undefined => {
      const mine = own(key);
      if (mine) return mine;
      const from = byPrecedence.find((member) => {
        const value = member.value as Record<string, unknown>;
        return value[key] !== undefined && !(choice && backReferences(value));
      });
      return from ? at(from, key) : undefined;
    };
    const properties = new Map<string, Located[]>();
    for (const part of [...members.map((m) => m.located), ...(memberList ? [] : [located])]) {
      const map = (part.value as Record<string, unknown>).properties;
      if (!isObject(map)) continue;
      for (const name of Object.keys(map)) properties.set(name, [...(properties.get(name) ?? []), at(part, 'properties', name)]);
    }
    const oneOf = first('oneOf', true);
    const anyOf = first('anyOf', true);
    const pattern = first('patternProperties', false);
    return {
      properties,
      patternProperties: pattern && isObject(pattern.value) ? pattern : undefined,
      additionalProperties: first('additionalProperties', false),
      items: first('items', false),
      oneOf: oneOf && Array.isArray(oneOf.value) ? oneOf : undefined,
      anyOf: anyOf && Array.isArray(anyOf.value) ? anyOf : undefined,
      discriminator: first('discriminator', true),
      stack: childStack,
    };
  }
}
