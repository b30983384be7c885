/**
 * The choices of a body's schema (issue 43): a `oneOf`/`anyOf` at the schema's top (after following
 * `$ref`s, and inside an `allOf` member, the "base allOf choice" composition), or a discriminator's
 * `mapping` without one, each branch as a schema of its own to make an example from; a branch that is
 * itself a choice gives its own branches (nested variants), each with the path of indexes that reaches
 * it. The labels are the schema tree's (`schemaTree.ts`: the branch's name, else its title), with the
 * discriminator's value when there is one. Pure: the build's only.
 */
import { isObject, isReference, refName, resolveRefs } from './json';
import type { SchemaLike, SchemaObject } from './document';

/** Branches of one body at most (every level counted): past it the first are offered and the build says so. */
export const MAX_VARIANTS = 32;
const MAX_LEVELS = 3;

export interface SchemaVariant {
  /** Indexes of the branch at each level of choice, from the top. */
  readonly path: readonly number[];
  /** "Cat (petType: cat)", "Option 2 › Card". */
  readonly label: string;
  /** The schema of this branch alone, with what the branches share (`allOf` of the rest and the branch). */
  readonly schema: SchemaLike;
  /** The discriminator's property and this branch's value of it, at each level that has one. */
  readonly discriminators: readonly { readonly property: string; readonly value: string }[];
}

interface Choice {
  readonly members: readonly SchemaLike[];
  /** The schema without its choice: what every branch also is. */
  readonly shared: SchemaObject;
  readonly discriminator?: { readonly property: string; readonly mapping?: Readonly<Record<string, string>> };
}

const mappingRef = (target: string): string => (target.startsWith('#') || target.includes('/') ? target : `#/components/schemas/${target}`);

/** The choice at a schema's top, if any, with what its branches share. */
function choiceOf(schema: SchemaLike, document: unknown, seen: Set<unknown>): Choice | undefined {
  const target = resolveRefs(document, schema);
  if (!isObject(target) || seen.has(target)) return undefined;
  const object = target as SchemaObject;
  const kind = Array.isArray(object.oneOf) ? 'oneOf' : Array.isArray(object.anyOf) ? 'anyOf' : undefined;
  const discriminator = isObject(object.discriminator) && typeof object.discriminator.propertyName === 'string' ? object.discriminator : undefined;
  const mapping = discriminator && isObject(discriminator.mapping) ? (discriminator.mapping as Record<string, string>) : undefined;
  const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...shared } = object;
  let members: readonly SchemaLike[] | undefined = kind ? (object[kind] as readonly SchemaLike[]) : undefined;
  if (!members && mapping) members = Object.values(mapping).map((value) => ({ $ref: mappingRef(String(value)) }));
  if (members && members.length > 0) {
    return {
      members,
      shared,
      ...(discriminator ? { discriminator: { property: discriminator.propertyName as string, ...(mapping ? { mapping } : {}) } } : {}),
    };
  }
  // `allOf: [Base, { oneOf: [...] }]`: the choice of the member that has one, the others shared.
  if (!Array.isArray(object.allOf)) return undefined;
  const next = new Set(seen).add(target);
  for (const [index, member] of object.allOf.entries()) {
    const inner = choiceOf(member as SchemaLike, document, next);
    // A base's choice among its subtypes, seen from one of them ("Cat allOf Pet, Pet oneOf Cat, Dog"): not this schema's choice.
    if (!inner || inner.members.some((option) => next.has(resolveRefs(document, option)))) continue;
    const rest = object.allOf.filter((_, position) => position !== index) as SchemaLike[];
    return { ...inner, shared: { ...shared, allOf: [...rest, inner.shared] } };
  }
  return undefined;
}

/** The discriminator's value that selects a member: its key in the mapping, else (a named schema) its name. */
function discriminatorValue(choice: Choice, member: SchemaLike): string | undefined {
  if (!choice.discriminator || !isReference(member)) return undefined;
  const mapping = choice.discriminator.mapping;
  if (mapping) return Object.entries(mapping).find(([, target]) => mappingRef(String(target)) === member.$ref)?.[0];
  return refName(member.$ref);
}

function memberTitle(member: SchemaLike, document: unknown, index: number): string {
  if (isReference(member)) return refName(member.$ref);
  const target = resolveRefs(document, member);
  return isObject(target) && typeof target.title === 'string' && target.title ? target.title : `Option ${index + 1}`;
}

/**
 * A branch with what the branches share. A branch that is `allOf` the schema with the choice (the
 * "Cat allOf Pet, Pet oneOf Cat, Dog" polymorphism) has the shared part in place of that member, so
 * making its example does not choose again (and take the first branch's properties).
 */
function branchSchema(choice: Choice, member: SchemaLike, document: unknown, parents: ReadonlySet<unknown>): SchemaLike {
  const target = resolveRefs(document, member);
  if (isObject(target) && Array.isArray(target.allOf) && target.allOf.some((item) => parents.has(resolveRefs(document, item)))) {
    return {
      ...(target as SchemaObject),
      allOf: target.allOf.map((item) => (parents.has(resolveRefs(document, item)) ? choice.shared : (item as SchemaLike))),
    };
  }
  return Object.keys(choice.shared).length > 0 ? { ...choice.shared, allOf: [...(choice.shared.allOf ?? []), member] } : member;
}

/** The branches of a schema's choice, nested ones as their own, at most `MAX_VARIANTS`; none when it has no choice. */
export function schemaVariants(schema: SchemaLike | undefined, document: unknown): SchemaVariant[] {
  const out: SchemaVariant[] = [];
  const visit = (current: SchemaLike, parent: Omit<SchemaVariant, 'schema'> | undefined, level: number, seen: Set<unknown>): boolean => {
    const choice = level < MAX_LEVELS ? choiceOf(current, document, seen) : undefined;
    if (!choice) return false;
    const next = new Set(seen).add(resolveRefs(document, current));
    choice.members.forEach((member, index) => {
      if (out.length >= MAX_VARIANTS) return;
      const value = discriminatorValue(choice, member);
      const title = memberTitle(member, document, index);
      const label = value !== undefined && choice.discriminator ? `${title} (${choice.discriminator.property}: ${value})` : title;
      const branch = branchSchema(choice, member, document, next);
      const variant = {
        path: [...(parent?.path ?? []), index],
        label: parent ? `${parent.label} › ${label}` : label,
        discriminators: [
          ...(parent?.discriminators ?? []),
          ...(value !== undefined && choice.discriminator ? [{ property: choice.discriminator.property, value }] : []),
        ],
      };
      if (!visit(member, variant, level + 1, next)) out.push({ ...variant, schema: branch });
    });
    return true;
  };
  if (schema !== undefined) visit(schema, undefined, 0, new Set());
  return out;
}
