import React from 'react';
import { withPrefix } from 'gatsby';
import { translate } from '../strings';
import { SmartLink } from '../ui/SmartLink';
import type { BlogAuthor } from './types';
import * as styles from './AuthorList.module.css';

export interface AuthorListProps {
  readonly authors: readonly BlogAuthor[];
  /** 'full' (post page): avatar, name and job title per author; 'compact' (lists): overlapping avatars and names. */
  readonly variant?: 'full' | 'compact';
}

function AuthorName({ author }: { readonly author: BlogAuthor }): JSX.Element {
  return author.url ? (
    <SmartLink className={styles.name} href={author.url}>
      {author.name}
    </SmartLink>
  ) : (
    <span className={styles.name}>{author.name}</span>
  );
}

// The avatar is decoration next to the written name, so its alt text is empty.
function Avatar({ author, size }: { readonly author: BlogAuthor; readonly size: number }): JSX.Element | null {
  if (!author.image) return null;
  return <img className={styles.avatar} src={withPrefix(author.image)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}

export function AuthorList({ authors, variant = 'compact' }: AuthorListProps): JSX.Element | null {
  if (authors.length === 0) return null;
  if (variant === 'full') {
    return (
      <ul className={styles.full} aria-label={translate('blog.byline')}>
        {authors.map((author) => (
          <li key={author.jsonId} className={styles.author}>
            <Avatar author={author} size={44} />
            <span className={styles.text}>
              <AuthorName author={author} />
              <span className={styles.jobTitle}>{author.title}</span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.compact}>
      <span className={styles.stack}>
        {authors.map((author) => (
          <Avatar key={author.jsonId} author={author} size={28} />
        ))}
      </span>
      <span className={styles.names}>
        {authors.map((author, index) => (
          <React.Fragment key={author.jsonId}>
            {index > 0 && (index === authors.length - 1 ? translate('blog.authors.and') : ', ')}
            <span className={styles.compactName}>{author.name}</span>
          </React.Fragment>
        ))}
      </span>
    </div>
  );
}
