import React from 'react';
import { translate } from '../strings';
import * as styles from './PostMeta.module.css';

export interface PostMetaProps {
  readonly date: string;
  readonly dateLabel: string;
  readonly readingTime: number | null;
  readonly draft?: boolean;
}

/** 'February 18, 2025 · 5 min read'. */
export function PostMeta({ date, dateLabel, readingTime, draft = false }: PostMetaProps): JSX.Element {
  return (
    <p className={styles.meta}>
      {draft && <span className={styles.draft}>{translate('blog.draft')}</span>}
      <time dateTime={date}>{dateLabel}</time>
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
