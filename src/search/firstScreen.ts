import { useDeferredValue, useMemo } from 'react';
import { groupByKind } from './ranking';
import type { SearchRecord } from './types';

/** Results rendered with the keystroke: more than the dialog shows before scrolling (about 7 at 1280×800). */
export const FIRST_SCREEN = 10;

/** The first `count` results, in their groups (a group left empty is left out). */
export function firstResults<G extends { readonly items: readonly unknown[] }>(groups: readonly G[], count: number): G[] {
  const head: G[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    head.push(group.items.length <= left ? group : { ...group, items: group.items.slice(0, left) });
    left -= group.items.length;
  }
  return head;
}

/**
 * The search dialog's results grouped by kind, all of them in order (`ordered`) and those to render
 * (`shown`). A new query renders its first screen of results with the keystroke, the rest just after,
 * in a render React can interrupt (the next keystroke wins): the reader sees results at once, and the
 * results below the fold (two thirds of the work) never delay typing. Until then the list is busy
 * (`complete` false).
 */
export function useFirstScreen(results: readonly SearchRecord[]) {
  const groups = useMemo(() => groupByKind(results), [results]);
  const ordered = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const settled = useDeferredValue(groups);
  const complete = settled === groups || ordered.length <= FIRST_SCREEN;
  const shown = useMemo(() => (complete ? groups : firstResults(groups, FIRST_SCREEN)), [complete, groups]);
  return { ordered, shown, complete };
}
