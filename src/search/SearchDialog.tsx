import React from 'react';
import { withPrefix } from 'gatsby';
import { ResultLabel } from './ResultLabel';
import { resultCount } from './resultCount';
import * as styles from './Search.module.css';
import { translate } from '../strings';
import { SearchIcon } from './SearchIcon';
import { useSearchDialog } from './useSearchDialog';

export interface SearchDialogProps {
  readonly onClose: () => void;
}

/**
 * The search dialog, after the WAI-ARIA combobox pattern (its state and keys: `useSearchDialog`): the
 * input controls a listbox of results grouped by kind (Guide, API, Schemas, Blog: each a named group),
 * the first result active. A misspelt query offers "Did you mean …", a button that searches the suggestion.
 */
export function SearchDialog({ onClose }: SearchDialogProps): JSX.Element {
  const dialog = useSearchDialog(onClose);
  const { status, trimmed, count, suggestion, highlight, shown, complete, listId, option, follow } = dialog;
  let index = -1;
  return (
    <div className={styles.overlay} role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog.dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={translate('search.dialog.label')}>
        <div className={styles.inputRow}>
          <SearchIcon size={18} className={styles.inputIcon} />
          <input
            {...dialog.input}
            className={styles.input}
            type="search"
            aria-label={translate('search.input.label')}
            placeholder={translate('search.input.placeholder')}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            {translate('search.close')}
          </button>
        </div>
        <div {...dialog.body} className={styles.body} tabIndex={0} role="group" aria-label={translate('search.results.scrollable')}>
          <div role="status" aria-live="polite">
            <p className={styles.status}>
              {status === 'loading' && translate('search.status.loading')}
              {status === 'error' && translate('search.status.failed')}
              {status === 'ready' && !trimmed && translate('search.status.hint', {})}
              {status === 'ready' && trimmed && count === 0 && translate('search.status.none', { query: trimmed })}
              {status === 'ready' && count > 0 && resultCount(count)}
            </p>
            {status === 'ready' && suggestion && (
              <p className={styles.suggestion}>
                {translate('search.didYouMean')}{' '}
                <button type="button" className={styles.suggestionButton} onClick={dialog.searchSuggestion}>
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
                  // A real link with the option role: a reader can open it in a new tab, middle-click it or
                  // copy its address; the combobox keeps focus (tabIndex -1) and its keyboard model.
                  // Keyed by place, not by record: a new query updates the options in place instead of
                  // removing and creating them (options hold no state of their own).
                  return (
                    <a key={i} {...option(i)} href={withPrefix(record.url)} className={styles.option} onClick={follow(record.url)}>
                      <ResultLabel record={record} words={highlight} />
                    </a>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
        {trimmed && (
          <a className={styles.allResults} href={withPrefix(dialog.allResults)} onClick={follow(dialog.allResults, true)}>
            {translate('search.seeAll', { query: trimmed })}
          </a>
        )}
      </div>
    </div>
  );
}
