import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Link } from '../ui/LocaleLink';
import { BlogLayout } from '../blog/BlogLayout';
import { BLOG_TAGS_PATH } from '../blog/paths';
import { PostList } from '../blog/PostList';
import type { BlogPostSummary } from '../blog/types';
import { settings } from '../config/resolved';
import { Seo } from '../shell/Seo';
import { blogText } from '../strings/blog';
import * as styles from './BlogPages.module.css';

interface BlogTagData {
  readonly allMdx: { readonly nodes: readonly BlogPostSummary[] };
}

interface BlogTagContext {
  readonly tag: string;
  readonly ids: readonly string[];
}

function postCount(count: number): string {
  return count === 1 ? blogText('blog.tags.postCount.one') : blogText('blog.tags.postCount', { count });
}

/** `/blog/tags/<tag>`: every post with the tag, newest first. */
export default function BlogTagPage({ data, pageContext }: PageProps<BlogTagData, BlogTagContext>): JSX.Element {
  return (
    <BlogLayout
      title={blogText('blog.tag.title', { tag: pageContext.tag })}
      description={
        <>
          {postCount(data.allMdx.nodes.length)} ·{' '}
          <Link className={styles.inlineLink} to={BLOG_TAGS_PATH}>
            {blogText('blog.tags.all')}
          </Link>
        </>
      }
      section={null}
    >
      <PostList posts={data.allMdx.nodes} />
    </BlogLayout>
  );
}

export const Head = ({ location, pageContext }: HeadProps<BlogTagData, BlogTagContext>): JSX.Element => (
  <Seo
    title={blogText('blog.tag.title', { tag: pageContext.tag })}
    description={blogText('blog.tag.description', { product: settings.product, tag: pageContext.tag })}
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
