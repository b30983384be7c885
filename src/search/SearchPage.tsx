import React, { useEffect, useState } from 'react';
import { withPrefix } from 'gatsby';
import { Link } from '../ui/LocaleLink';
import { groupByKind } from './ranking';
import { ResultLabel } from './ResultLabel';
import { useSearch } from './useSearch';
import * as styles from './Search.module.css';

export interface SearchPageProps {
  readonly location: { readonly pathname: string; readonly search: string };
}

/**
 * The full result list for ?q=…, linkable and shareable. The form is a plain GET form to /search, so
 * it submits without JavaScript; with it, results follow the typing and the address keeps the query.
 */
export function SearchPage({ location }: SearchPageProps): JSX.Element {
  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.search]);
  const { status, results, load } = useSearch(query, 200);
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
      <h1>{trimmed ? `Search results for “${trimmed}”` : 'Search the documentation'}</h1>
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
          Search
        </label>
        <input id="search-page-input" className={styles.pageInput} type="search" name="q" value={query} onChange={(e) => onChange(e.target.value)} placeholder="Search docs, API operations, blog" />
        <button type="submit" className={`button-primary ${styles.pageSubmit}`}>
          Search
        </button>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {status === 'loading' && 'Loading the search index…'}
        {status === 'error' && 'The search index could not be loaded.'}
        {status === 'ready' && trimmed && results.length === 0 && `No results for “${trimmed}”.`}
        {status === 'ready' && results.length > 0 && `${results.length} result${results.length === 1 ? '' : 's'}`}
      </p>
      {groupByKind(results).map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
          <h2 id={`results-${group.kind}`}>{group.label}</h2>
          <ul className={styles.pageList}>
            {group.items.map((record) => (
              <li key={record.id}>
                <Link to={record.url}>
                  <ResultLabel record={record} query={trimmed} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
