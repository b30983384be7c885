import { useRef } from 'react';
import type React from 'react';

export interface TabListKeys {
  /** The ref callback of the tab at `index`, so the keyboard can focus it. */
  readonly tabRef: (index: number) => (element: HTMLButtonElement | null) => void;
  /** The tab's keydown handler. */
  readonly onKeyDown: (event: React.KeyboardEvent, index: number) => void;
}

/**
 * The keyboard of a WAI-ARIA tab list, for every tab list of the site (the guide's <Tabs>, request
 * samples, an example's views): ArrowRight and ArrowLeft move to the next and the previous tab,
 * wrapping round, Home and End to the first and the last; the tab moved to is selected and focused.
 * Other keys are left alone.
 */
export function useTabListKeys(count: number, select: (index: number) => void): TabListKeys {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  return {
    tabRef: (index) => (element) => {
      tabs.current[index] = element;
    },
    onKeyDown: (event, index) => {
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
    },
  };
}
