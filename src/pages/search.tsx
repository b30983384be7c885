import React, { useEffect, useState } from 'react';
import { type HeadFC, type PageProps } from 'gatsby';
import { Link } from '../ui/LocaleLink';
import { groupByKind } from '../search/ranking';
import { ResultLabel } from '../search/ResultLabel';
import { useSearch } from '../search/useSearch';
import { Seo } from '../shell/Seo';
import * as styles from '../search/Search.module.css';

/** The full result list for ?q=…, linkable and shareable. */
export default function SearchPage({ location }: PageProps): JSX.Element {
  const [query, setQuery] = useState('');
  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.search]);
  const { status, results, load } = useSearch(query, 200);
  useEffect(load, [load]);

  const onChange = (value: string): void => {
    setQuery(value);
    const url = value.trim() ? `${location.pathname}?q=${encodeURIComponent(value)}` : location.pathname;
    window.history.replaceState(window.history.state, '', url);
  };
  const trimmed = query.trim();
  return (
    <div className={styles.page}>
      <h1>{trimmed ? `Search results for “${trimmed}”` : 'Search the documentation'}</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search
        </label>
        <input id="search-page-input" className={styles.pageInput} type="search" name="q" value={query} onChange={(e) => onChange(e.target.value)} placeholder="Search docs, API operations, blog" />
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

export const Head: HeadFC = ({ location }) => (
  <Seo title="Search" description="Search the FMS guide, the Portal and Access Control API reference and the blog." pathname={location.pathname} />
);
