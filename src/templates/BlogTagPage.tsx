import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Link } from '../ui/LocaleLink';
import { BlogLayout } from '../blog/BlogLayout';
import { BLOG_TAGS_PATH } from '../blog/paths';
import { PostList } from '../blog/PostList';
import { settings } from '../config/resolved';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';
import * as styles from './BlogPages.module.css';
import type { BlogTagPageContext } from '../blog/pageContext';

function postCount(count: number): string {
  return count === 1 ? translate('blog.tags.postCount.one') : translate('blog.tags.postCount', { count });
}

/** `/blog/tags/<tag>`: every post with the tag, newest first. */
export default function BlogTagPage({ data, pageContext }: PageProps<Queries.BlogTagPageQuery, BlogTagPageContext>): JSX.Element {
  return (
    <BlogLayout
      title={translate('blog.tag.title', { tag: pageContext.tag })}
      description={
        <>
          {postCount(data.allMdx.nodes.length)} ·{' '}
          <Link className={styles.inlineLink} to={BLOG_TAGS_PATH}>
            {translate('blog.tags.all')}
          </Link>
        </>
      }
      section={null}
    >
      <PostList posts={data.allMdx.nodes} />
    </BlogLayout>
  );
}

export const Head = ({ location, pageContext }: HeadProps<Queries.BlogTagPageQuery, BlogTagPageContext>): JSX.Element => (
  <Seo
    title={translate('blog.tag.title', { tag: pageContext.tag })}
    description={translate('blog.tag.description', { product: settings.product, tag: pageContext.tag })}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query BlogTagPage($ids: [String!]!) {
    allMdx(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]) {
      nodes {
        ...BlogPostSummary
      }
    }
  }
`;
