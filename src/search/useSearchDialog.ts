import type React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { useFocusTrap } from '../lib/hooks/useFocusTrap';
import { useLockBodyScroll } from '../lib/hooks/useLockBodyScroll';
import { useFirstScreen } from './firstScreen';
import { useSearch } from './useSearch';

const DIALOG_LIMIT = 30;

/**
 * The search dialog's state (`SearchDialog` is its view), after the WAI-ARIA combobox pattern: the
 * first result active, Arrow keys move the active option, Enter opens it, Escape closes the dialog
 * (focus goes back where it was, via the focus trap).
 */
export function useSearchDialog(onClose: () => void) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { status, results, suggestion, highlight, load } = useSearch(query, DIALOG_LIMIT);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  /** The result list is scrolled down (kept by its scroll events, which come with the layout done). */
  const scrolled = useRef(false);
  const listId = useId();
  useFocusTrap(dialogRef, true);
  useLockBodyScroll(true);
  useEffect(load, [load]);
  const { ordered, shown, complete } = useFirstScreen(results);

  /**
   * A new query: its first result is active and the list is shown from the top. Done here, before the
   * results render, not in an effect after them (a second render, and a layout forced each time).
   */
  const search = (next: string): void => {
    setQuery(next);
    setActive(0);
    // Only when scrolled: setting scrollTop lays the previous results out first, if they are new.
    if (scrolled.current && bodyRef.current) {
      bodyRef.current.scrollTop = 0;
      scrolled.current = false;
    }
  };
  const onBodyScroll = (event: React.UIEvent<HTMLElement>): void => {
    scrolled.current = event.currentTarget.scrollTop > 0;
  };
  const searchSuggestion = (): void => {
    search(suggestion ?? '');
    inputRef.current?.focus();
  };
  const trimmed = query.trim();
  const count = ordered.length;
  const allResults = `/search?q=${encodeURIComponent(trimmed)}`;
  const optionId = (index: number): string => `${listId}-option-${index}`;
  const option = (i: number) => ({ id: optionId(i), role: 'option', 'aria-selected': i === active, tabIndex: -1, onMouseMove: () => setActive(i) }) as const;
  const go = (url: string): void => {
    onClose();
    void navigate(url);
  };

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (!['ArrowDown', 'ArrowUp', 'Enter', 'Escape'].includes(event.key)) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, count - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Escape') onClose();
    else if (count === 0 && trimmed) go(allResults);
    else if (count > 0 && ordered[active]) go(ordered[active].url);
  };
  /** The input's props: the combobox's role and state, its value and keys. */
  const input = {
    ref: inputRef,
    role: 'combobox',
    'aria-expanded': count > 0,
    'aria-controls': listId,
    'aria-autocomplete': 'list',
    'aria-activedescendant': count > 0 ? optionId(active) : undefined,
    value: query,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => search(event.target.value),
    onKeyDown,
  } as const;
  /** A click handler that closes the dialog and goes to `url`: on any click (`always`), or on a plain one only. */
  const follow =
    (url: string, always = false) =>
    (event: React.MouseEvent) => {
      if (!always && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
      event.preventDefault();
      go(url);
    };
  // Only when the active option moves (Arrow keys, the pointer): scrolling it into view forces a layout.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    moved.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the option's id follows from `active`
  }, [active]);
  const list = { status, trimmed, count, suggestion, searchSuggestion, highlight, shown, complete, listId, option, follow };
  return { ...list, dialogRef, input, body: { ref: bodyRef, onScroll: onBodyScroll }, allResults };
}
