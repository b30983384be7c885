import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BlogLayout } from '../blog/BlogLayout';
import { Pagination } from '../blog/Pagination';
import { PostList } from '../blog/PostList';
import { settings } from '../config/resolved';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';
import type { BlogListPageContext } from '../blog/pageContext';

function listTitle(pageNumber: number): string {
  return pageNumber > 1 ? translate('blog.pagination.title', { page: pageNumber }) : translate('blog.title');
}

/** `/blog` and `/blog/page/N`: posts newest first, `settings.blog.postsPerPage` per page. */
export default function BlogListPage({ data, pageContext }: PageProps<Queries.BlogListPageQuery, BlogListPageContext>): JSX.Element {
  return (
    <BlogLayout title={listTitle(pageContext.pageNumber)} description={translate('blog.description', { product: settings.product })} section="posts">
      <PostList posts={data.allMdx.nodes} />
      <Pagination pageNumber={pageContext.pageNumber} pageCount={pageContext.pageCount} newerPath={pageContext.newerPath} olderPath={pageContext.olderPath} />
    </BlogLayout>
  );
}

export const Head = ({ location, pageContext }: HeadProps<Queries.BlogListPageQuery, BlogListPageContext>): JSX.Element => (
  <Seo title={listTitle(pageContext.pageNumber)} description={translate('blog.description', { product: settings.product })} pathname={location.pathname} />
);

export const query = graphql`
  query BlogListPage($ids: [String!]!) {
    allMdx(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]) {
      nodes {
        ...BlogPostSummary
      }
    }
  }
`;
