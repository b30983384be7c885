import React from 'react';
import { translate } from '../strings';
import * as styles from './PostMeta.module.css';

export interface PostMetaProps {
  /** ISO date; the schema allows null (guide docs have no date), a blog post's is checked when its node is made. */
  readonly date: string | null;
  readonly dateLabel: string | null;
  readonly readingTime: number | null;
  readonly draft?: boolean;
}

/** 'February 18, 2025 · 5 min read'. */
export function PostMeta({ date, dateLabel, readingTime, draft = false }: PostMetaProps): JSX.Element {
  return (
    <p className={styles.meta}>
      {draft && <span className={styles.draft}>{translate('blog.draft')}</span>}
      <time dateTime={date ?? undefined}>{dateLabel}</time>
      {readingTime !== null && (
        <>
          <span aria-hidden="true" className={styles.separator}>
            ·
          </span>
          <span>{translate('blog.readingTime', { minutes: readingTime })}</span>
        </>
      )}
    </p>
  );
}
