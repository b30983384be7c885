import React from 'react';
import { Link } from '../ui/LocaleLink';
import { translate } from '../strings';
import { tagPath } from './paths';
import * as styles from './TagList.module.css';

export interface TagListProps {
  readonly tags: readonly string[];
  /** Accessible name of the list ('Tags of this post'). */
  readonly label: string;
  /** Each chip may show a count (tags index). */
  readonly counts?: Readonly<Record<string, number>>;
  readonly size?: 'small' | 'normal';
}

/** Tags as chips, each linking to its tag page. */
export function TagList({ tags, label, counts, size = 'normal' }: TagListProps): JSX.Element | null {
  if (tags.length === 0) return null;
  return (
    <ul className={`${styles.tags} ${size === 'small' ? styles.small : ''}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className={styles.chip} to={tagPath(tag)}>
            <span aria-hidden="true" className={styles.hash}>
              #
            </span>
            {tag}
            {counts?.[tag] !== undefined && (
              <span className={styles.count}>
                <span className="visually-hidden">, </span>
                {counts[tag]}
                <span className="visually-hidden"> {counts[tag] === 1 ? translate('blog.tags.post') : translate('blog.tags.posts')}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
