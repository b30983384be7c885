import React from 'react';
import { withPrefix } from 'gatsby';
import { Link } from '../ui/LocaleLink';
import { translate } from '../strings';
import { ATOM_PATH, BLOG_ARCHIVE_PATH, BLOG_PATH, BLOG_TAGS_PATH, RSS_PATH } from './paths';
import * as styles from './BlogLayout.module.css';

export interface BlogLayoutProps {
  readonly title: string;
  readonly description?: React.ReactNode;
  /** Which section link is current; list pages after the first still belong to 'All posts'. */
  readonly section: 'posts' | 'tags' | 'archive' | null;
  readonly children: React.ReactNode;
}

const SECTIONS = [
  { id: 'posts', to: BLOG_PATH, label: translate('blog.nav.all') },
  { id: 'tags', to: BLOG_TAGS_PATH, label: translate('blog.tags.title') },
  { id: 'archive', to: BLOG_ARCHIVE_PATH, label: translate('blog.archive') },
] as const;

function FeedIcon(): JSX.Element {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 4.5v3a12.5 12.5 0 0 1 12.5 12.5h3A15.5 15.5 0 0 0 4 4.5Zm0 6v3a6.5 6.5 0 0 1 6.5 6.5h3A9.5 9.5 0 0 0 4 10.5Zm2.25 5.25a2.25 2.25 0 1 0 0 4.5 2.25 2.25 0 0 0 0-4.5Z"
      />
    </svg>
  );
}

/** The frame of the blog's list pages: heading, section links, feed links, then the content. */
export function BlogLayout({ title, description, section, children }: BlogLayoutProps): JSX.Element {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.lead}>{description}</p>}
        <div className={styles.toolbar}>
          <nav aria-label={translate('blog.nav.label')}>
            <ul className={styles.sections}>
              {SECTIONS.map((item) => (
                <li key={item.id}>
                  <Link
                    className={styles.section}
                    to={item.to}
                    aria-current={section === item.id ? 'page' : undefined}
                    data-current={section === item.id || undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.feeds}>
            <span className={styles.subscribe}>{translate('blog.feed.subscribe')}</span>
            <a className={styles.feed} href={withPrefix(RSS_PATH)} type="application/rss+xml">
              <FeedIcon />
              {translate('blog.feed.rss')}
            </a>
            <a className={styles.feed} href={withPrefix(ATOM_PATH)} type="application/atom+xml">
              <FeedIcon />
              {translate('blog.feed.atom')}
            </a>
          </div>
        </div>
      </header>
      {children}
    </div>
  );
}
