import React from 'react';
import { Link } from '../ui/LocaleLink';
import { translate } from '../strings';
import { blogListPath } from './paths';
import * as styles from './Pagination.module.css';

export interface PaginationProps {
  readonly pageNumber: number;
  readonly pageCount: number;
  readonly newerPath: string | null;
  readonly olderPath: string | null;
}

/** Newer / numbered pages / older links under the post list; nothing when there is one page. */
export function Pagination({ pageNumber, pageCount, newerPath, olderPath }: PaginationProps): JSX.Element | null {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={translate('blog.pagination.label')}>
      {newerPath ? (
        <Link className={styles.step} to={newerPath} rel="prev">
          <span aria-hidden="true">← </span>
          {translate('blog.pagination.newer')}
        </Link>
      ) : (
        <span />
      )}
      <ol className={styles.pages}>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === pageNumber ? (
              <span className={styles.current} aria-current="page">
                <span className="visually-hidden">{translate('blog.pagination.page', { page: number, count: pageCount })}</span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <Link className={styles.page} to={blogListPath(number)} aria-label={translate('blog.pagination.page', { page: number, count: pageCount })}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {olderPath ? (
        <Link className={`${styles.step} ${styles.older}`} to={olderPath} rel="next">
          {translate('blog.pagination.older')}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
