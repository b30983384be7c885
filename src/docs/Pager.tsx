import React from 'react';
import { Link } from '../ui/LocaleLink';
import type { PagerLink } from './types';
import * as styles from './DocLayout.module.css';
import { translate } from '../strings';

export function Pager({ previous, next }: { readonly previous: PagerLink | null; readonly next: PagerLink | null }): JSX.Element | null {
  if (!previous && !next) return null;
  return (
    <nav className={styles.pager} aria-label={translate('docs.pager.label')}>
      {previous ? (
        <Link to={previous.href} className={styles.pagerLink} rel="prev">
          <span className={styles.pagerLabel}>{translate('docs.pager.previous')}</span>
          <span className={styles.pagerTitle}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
          <span className={styles.pagerLabel}>{translate('docs.pager.next')}</span>
          <span className={styles.pagerTitle}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
