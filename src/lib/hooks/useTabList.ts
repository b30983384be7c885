import { useRef } from 'react';
import type React from 'react';

/** What makes a button a tab of the list: spread on it beside its own id, aria-controls and onClick. */
export interface TabProps {
  readonly ref: (element: HTMLButtonElement | null) => void;
  readonly role: 'tab';
  readonly 'aria-selected': boolean;
  readonly tabIndex: 0 | -1;
  readonly onKeyDown: (event: React.KeyboardEvent) => void;
}

/**
 * A WAI-ARIA tab list, for every tab list of the site (the guide's <Tabs>, request samples, an
 * example's views): only the selected tab is in the Tab order; ArrowRight and ArrowLeft move to the
 * next and the previous tab, wrapping round, Home and End to the first and the last, and the tab
 * moved to is selected and focused. Other keys are left alone. `selected` is the selected tab's
 * index (-1 for none); `select` is called with the index of the tab to select.
 */
export function useTabList(count: number, selected: number, select: (index: number) => void): (index: number) => TabProps {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: React.KeyboardEvent, index: number): void => {
    const target = new Map([
      ['ArrowRight', index + 1],
      ['ArrowLeft', index - 1],
      ['Home', 0],
      ['End', count - 1],
    ]).get(event.key);
    if (target === undefined || count === 0) return;
    event.preventDefault();
    const next = (target + count) % count;
    select(next);
    tabs.current[next]?.focus();
  };
  return (index) => ({
    ref: (element) => {
      tabs.current[index] = element;
    },
    role: 'tab',
    'aria-selected': index === selected,
    tabIndex: index === selected ? 0 : -1,
    onKeyDown: (event) => onKeyDown(event, index),
  });
}
