import React from 'react';
import { Link } from '../ui/LocaleLink';
import { useSiteHtml } from '../ui/siteHtml';
import { translate } from '../strings';
import { AuthorList } from './AuthorList';
import { PostMeta } from './PostMeta';
import { TagList } from './TagList';
import type { BlogPostSummary } from './types';
import * as styles from './PostCard.module.css';

export interface PostCardProps {
  readonly post: BlogPostSummary;
  /** Heading level of the title in the page outline. */
  readonly headingLevel?: 2 | 3;
}

/** A list entry: date and reading time, title, authors, the excerpt up to the truncate marker, tags. */
export function PostCard({ post, headingLevel = 2 }: PostCardProps): JSX.Element {
  const { fields, frontmatter } = post;
  const Heading = `h${headingLevel}` as const;
  const excerpt = useSiteHtml(fields.excerpt ?? '');
  return (
    <article className={styles.card}>
      <PostMeta date={frontmatter.date} dateLabel={frontmatter.dateLabel} readingTime={fields.readingTime} draft={fields.draft ?? false} />
      <Heading className={styles.title}>
        <Link to={fields.route}>{frontmatter.title}</Link>
      </Heading>
      <AuthorList authors={fields.authors ?? []} />
      {excerpt && <div className={styles.excerpt} dangerouslySetInnerHTML={{ __html: excerpt }} />}
      <footer className={styles.footer}>
        <TagList tags={frontmatter.tags ?? []} label={translate('blog.tags.label')} size="small" />
        <Link className={styles.readMore} to={fields.route}>
          {translate('blog.readMore')}
          <span className="visually-hidden"> {translate('blog.readMore.about', { title: frontmatter.title })}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </footer>
    </article>
  );
}
