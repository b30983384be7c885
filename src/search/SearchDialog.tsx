import React, { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { navigate, withPrefix } from 'gatsby';
import { useFocusTrap } from '../lib/hooks/useFocusTrap';
import { useLockBodyScroll } from '../lib/hooks/useLockBodyScroll';
import { groupByKind } from './ranking';
import { ResultLabel } from './ResultLabel';
import { useSearch } from './useSearch';
import { resultCount } from './resultCount';
import * as styles from './Search.module.css';
import { translate } from '../strings';
import { SearchIcon } from './SearchIcon';

export interface SearchDialogProps {
  readonly onClose: () => void;
}

const DIALOG_LIMIT = 30;
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
 * The search dialog, after the WAI-ARIA combobox pattern: the input controls a listbox of results
 * grouped by kind (Guide, API, Schemas, Blog: each a named group), the first result active; Arrow keys
 * move the active option, Enter opens it, Escape closes the dialog (focus goes back where it was, via
 * the focus trap). A misspelt query offers "Did you mean …", a button that searches the suggestion.
 */
export function SearchDialog({ onClose }: SearchDialogProps): JSX.Element {
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

  const groups = useMemo(() => groupByKind(results), [results]);
  const ordered = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  // A new query renders its first screen of results with the keystroke, the rest just after, in a
  // render React can interrupt (the next keystroke wins): the reader sees results at once, and the
  // results below the fold (two thirds of the work) never delay typing. Until then the list is busy.
  const settled = useDeferredValue(groups);
  const complete = settled === groups || ordered.length <= FIRST_SCREEN;
  const shown = useMemo(() => (complete ? groups : firstResults(groups, FIRST_SCREEN)), [complete, groups]);

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

  const optionId = (index: number): string => `${listId}-option-${index}`;
  const open = (index: number): void => {
    const record = ordered[index];
    if (!record) return;
    onClose();
    void navigate(record.url);
  };

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, ordered.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (ordered.length > 0) open(active);
      else if (query.trim()) {
        onClose();
        void navigate(`/search?q=${encodeURIComponent(query.trim())}`);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  // Only when the active option moves (Arrow keys, the pointer): scrolling it into view forces a layout.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    moved.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the option's id follows from `active`
  }, [active]);

  let index = -1;
  const trimmed = query.trim();
  return (
    <div className={styles.overlay} role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={translate('search.dialog.label')}>
        <div className={styles.inputRow}>
          <SearchIcon size={18} className={styles.inputIcon} />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={translate('search.input.label')}
            aria-expanded={ordered.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={ordered.length > 0 ? optionId(active) : undefined}
            placeholder={translate('search.input.placeholder')}
            value={query}
            onChange={(e) => search(e.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            {translate('search.close')}
          </button>
        </div>
        <div
          ref={bodyRef}
          className={styles.body}
          onScroll={(event) => {
            scrolled.current = event.currentTarget.scrollTop > 0;
          }}
          tabIndex={0}
          role="group"
          aria-label={translate('search.results.scrollable')}
        >
          <div role="status" aria-live="polite">
            <p className={styles.status}>
              {status === 'loading' && translate('search.status.loading')}
              {status === 'error' && translate('search.status.failed')}
              {status === 'ready' && !trimmed && translate('search.status.hint', {})}
              {status === 'ready' && trimmed && ordered.length === 0 && translate('search.status.none', { query: trimmed })}
              {status === 'ready' && ordered.length > 0 && resultCount(ordered.length)}
            </p>
            {status === 'ready' && suggestion && (
              <p className={styles.suggestion}>
                {translate('search.didYouMean')}{' '}
                <button
                  type="button"
                  className={styles.suggestionButton}
                  onClick={() => {
                    search(suggestion);
                    inputRef.current?.focus();
                  }}
                >
                  {suggestion}
                </button>
                {translate('search.didYouMean.end')}
              </p>
            )}
          </div>
          {/* data-query: the query the shown results answer, once the index is loaded; aria-busy: its results below the first screen are still to come (the benchmark and tests wait for them). */}
          <div
            id={listId}
            role="listbox"
            aria-label={translate('search.results.label')}
            aria-busy={!complete}
            data-query={status === 'ready' ? trimmed : undefined}
          >
            {shown.map((group) => (
              <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
                <div id={`${listId}-${group.kind}`} className={styles.groupLabel} role="presentation">
                  {group.label}
                </div>
                {group.items.map((record) => {
                  index += 1;
                  const i = index;
                  return (
                    // A real link with the option role: a reader can open it in a new tab, middle-click it or
                    // copy its address; the combobox keeps focus (tabIndex -1) and its keyboard model.
                    // Keyed by place, not by record: a new query updates the options in place instead of
                    // removing and creating them (options hold no state of their own).
                    <a
                      key={i}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      tabIndex={-1}
                      href={withPrefix(record.url)}
                      className={styles.option}
                      onMouseMove={() => setActive(i)}
                      onClick={(event) => {
                        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                        event.preventDefault();
                        open(i);
                      }}
                    >
                      <ResultLabel record={record} words={highlight} />
                    </a>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
        {trimmed && (
          <a
            className={styles.allResults}
            href={withPrefix(`/search?q=${encodeURIComponent(trimmed)}`)}
            onClick={(e) => {
              e.preventDefault();
              onClose();
              void navigate(`/search?q=${encodeURIComponent(trimmed)}`);
            }}
          >
            {translate('search.seeAll', { query: trimmed })}
          </a>
        )}
      </div>
    </div>
  );
}
