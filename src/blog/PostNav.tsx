import React from 'react';
import { Link } from '../ui/LocaleLink';
import { translate } from '../strings';
import type { BlogPostLink } from './types';
import * as styles from './PostNav.module.css';

export interface PostNavProps {
  readonly newer: BlogPostLink | null;
  readonly older: BlogPostLink | null;
}

/** Links to the neighbouring posts by date, under a post. */
export function PostNav({ newer, older }: PostNavProps): JSX.Element | null {
  if (!newer && !older) return null;
  return (
    <nav className={styles.nav} aria-label={translate('blog.postNav.label')}>
      {newer ? (
        <Link className={styles.link} to={newer.path} rel="prev">
          <span className={styles.label}>
            <span aria-hidden="true">← </span>
            {translate('blog.postNav.newer')}
          </span>
          <span className={styles.title}>{newer.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {older && (
        <Link className={`${styles.link} ${styles.older}`} to={older.path} rel="next">
          <span className={styles.label}>
            {translate('blog.postNav.older')}
            <span aria-hidden="true"> →</span>
          </span>
          <span className={styles.title}>{older.title}</span>
        </Link>
      )}
    </nav>
  );
}
