import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Link } from '../ui/LocaleLink';
import { MDXProvider } from '@mdx-js/react';
import { AuthorList } from '../blog/AuthorList';
import { BLOG_PATH, POST_BODY_ATTRIBUTE } from '../blog/paths';
import { PostMeta } from '../blog/PostMeta';
import { useShellPathname } from '../lib/location';
import { PostNav } from '../blog/PostNav';
import { TagList } from '../blog/TagList';
import { settings } from '../config/resolved';
// Before the MDX components, as in the guide's pages (DocLayout): one CSS order for every chunk.
import { CopyPageButton } from '../ui/CopyPageButton';
import { mdxComponents } from '../mdx/components';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';
import * as styles from './BlogPostPage.module.css';
import type { BlogPostPageContext } from '../blog/pageContext';

/**
 * One post: the same header as its list entry (date, reading time, title, authors), the full MDX body,
 * its tags and links to the newer and older posts. The body is marked with POST_BODY_ATTRIBUTE: the
 * feeds take the post's HTML from there in the built page.
 */
export default function BlogPostPage({ data, pageContext, children }: PageProps<Queries.BlogPostPageQuery, BlogPostPageContext>): JSX.Element | null {
  const pathname = useShellPathname();
  if (!data.mdx) return null;
  const { fields, frontmatter } = data.mdx;
  const tags = frontmatter.tags ?? [];
  return (
    <article className={styles.post}>
      <header className={styles.header}>
        <Link className={styles.back} to={BLOG_PATH}>
          <span aria-hidden="true">← </span>
          {translate('blog.title')}
        </Link>
        <div className={styles.metaRow}>
          <PostMeta date={frontmatter.date} dateLabel={frontmatter.dateLabel} readingTime={fields.readingTime} draft={fields.draft ?? false} />
          <CopyPageButton route={pathname} className={styles.copyPage} />
        </div>
        <h1 className={styles.title}>{frontmatter.title}</h1>
        <AuthorList authors={fields.authors ?? []} variant="full" />
      </header>
      {fields.draft && (
        <p className={styles.draftNotice} role="note">
          {translate('blog.draft.notice')}
        </p>
      )}
      <div className={styles.body} {...{ [POST_BODY_ATTRIBUTE]: '' }}>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </div>
      {tags.length > 0 && (
        <footer className={styles.footer}>
          <h2 className={styles.footerHeading}>{translate('blog.tags')}</h2>
          <TagList tags={tags} label={translate('blog.tags.label')} />
        </footer>
      )}
      <PostNav newer={pageContext.newer} older={pageContext.older} />
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.BlogPostPageQuery>): JSX.Element => (
  <Seo
    title={data.mdx?.frontmatter.title ?? translate('blog.title')}
    description={data.mdx?.frontmatter.description ?? translate('blog.description', { product: settings.product })}
    pathname={location.pathname}
    type="article"
  >
    {data.mdx?.frontmatter.date && <meta property="article:published_time" content={data.mdx.frontmatter.date} />}
    {data.mdx?.frontmatter.tags?.map((tag) => (
      <meta key={tag} property="article:tag" content={tag} />
    ))}
  </Seo>
);

export const query = graphql`
  query BlogPostPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...BlogPostSummary
    }
  }
`;
