/**
 * One walk over a parsed document's objects and arrays, for the checks that may meet a document
 * nested 100,000 deep (issue 42): a loop with its own stack, never recursion, depth first in
 * document order. Used by the depth limit (`documentPolicy.ts`), the `$ref` collection
 * (`bundleDocument.ts`) and the check that local references resolve (`loadDocument.ts`).
 */

/** An object or array met by the walk, with where it sits. */
export interface JsonEntry {
  readonly node: object;
  /** 1 for the root. */
  readonly depth: number;
  /** Its key or index in its parent (none for the root). */
  readonly key?: string | number;
  readonly parent?: JsonEntry;
}

/** What a visit returns: 'skip' leaves the entry's children out, 'stop' ends the walk. */
export type WalkStep = 'skip' | 'stop' | undefined;

/** The keys and indexes from the root to the entry. */
export function pathOf(entry: JsonEntry): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at: JsonEntry | undefined = entry; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse();
}

/**
 * Visits every object and array of `value` (the root first, then each child before the next
 * sibling); `descend` may leave a child out, with all below it.
 */
export function walkJson(
  value: unknown,
  visit: (entry: JsonEntry) => WalkStep,
  descend: (parent: JsonEntry, key: string | number, child: object) => boolean = () => true,
): void {
  if (value === null || typeof value !== 'object') return;
  const stack: JsonEntry[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const entry = stack.pop() as JsonEntry;
    const step = visit(entry);
    if (step === 'stop') return;
    if (step === 'skip') continue;
    const children: [string | number, unknown][] = Array.isArray(entry.node)
      ? entry.node.map((child: unknown, index) => [index, child])
      : Object.entries(entry.node);
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const [key, child] = children[index] as [string | number, unknown];
      if (child !== null && typeof child === 'object' && descend(entry, key, child)) stack.push({ node: child, depth: entry.depth + 1, key, parent: entry });
    }
  }
}
