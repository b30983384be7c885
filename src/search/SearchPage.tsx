import React, { useEffect, useState } from 'react';
import { withPrefix } from 'gatsby';
import { Link } from '../ui/LocaleLink';
import { groupByKind } from './ranking';
import { ResultLabel } from './ResultLabel';
import type { SearchIndexUrls } from './searchIndex';
import { useSearch } from './useSearch';
import { resultCount } from './resultCount';
import * as styles from './Search.module.css';
import { translate } from '../strings';

export interface SearchPageProps {
  readonly location: { readonly pathname: string; readonly search: string };
  /** The index's URLs, from the page's query (without them, they are read from /search's page data). */
  readonly urls?: SearchIndexUrls | null;
}

/**
 * The full result list for ?q=…, linkable and shareable, in the dialog's groups (Guide, API, Schemas,
 * Blog: each a heading and a list). The form is a plain GET form to /search, so it submits without
 * JavaScript, and the page says that the results need it; with it, results follow the typing and the
 * address keeps the query.
 */
export function SearchPage({ location, urls }: SearchPageProps): JSX.Element {
  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.search]);
  const { status, results, suggestion, highlight, load } = useSearch(query, 200, urls);
  useEffect(load, [load]);

  const keepInAddress = (value: string): void => {
    const url = value.trim() ? `${location.pathname}?q=${encodeURIComponent(value)}` : location.pathname;
    window.history.replaceState(window.history.state, '', url);
  };
  const onChange = (value: string): void => {
    setQuery(value);
    keepInAddress(value);
  };
  const trimmed = query.trim();
  return (
    <div className={styles.page}>
      <h1>{trimmed ? translate('search.page.titleWithQuery', { query: trimmed }) : translate('search.page.title')}</h1>
      <form
        role="search"
        method="get"
        action={withPrefix('/search')}
        className={styles.pageForm}
        onSubmit={(e) => {
          e.preventDefault();
          keepInAddress(query);
        }}
      >
        <label htmlFor="search-page-input" className="visually-hidden">
          {translate('search.input.label')}
        </label>
        <input
          id="search-page-input"
          className={styles.pageInput}
          type="search"
          name="q"
          value={query}
          onChange={(e) => onChange(e.target.value)}
          placeholder={translate('search.input.placeholder')}
        />
        <button type="submit" className={`button-primary ${styles.pageSubmit}`}>
          {translate('search.page.submit')}
        </button>
      </form>
      <noscript>
        <p className={styles.status}>{translate('search.page.noScript')}</p>
      </noscript>
      <div role="status" aria-live="polite">
        <p className={styles.status}>
          {status === 'loading' && translate('search.status.loading')}
          {status === 'error' && translate('search.status.failedPage')}
          {status === 'ready' && trimmed && results.length === 0 && translate('search.status.none', { query: trimmed })}
          {status === 'ready' && results.length > 0 && resultCount(results.length)}
        </p>
        {status === 'ready' && suggestion && (
          <p className={styles.suggestion}>
            {translate('search.didYouMean')}{' '}
            <a
              href={withPrefix(`/search?q=${encodeURIComponent(suggestion)}`)}
              onClick={(e) => {
                e.preventDefault();
                onChange(suggestion);
              }}
            >
              {suggestion}
            </a>
            {translate('search.didYouMean.end')}
          </p>
        )}
      </div>
      {groupByKind(results).map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
          <h2 id={`results-${group.kind}`}>{group.label}</h2>
          <ul className={styles.pageList}>
            {group.items.map((record) => (
              <li key={record.id}>
                <Link to={record.url}>
                  <ResultLabel record={record} words={highlight} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
