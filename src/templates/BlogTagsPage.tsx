import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { BlogLayout } from '../blog/BlogLayout';
import { TagList } from '../blog/TagList';
import { settings } from '../config/resolved';
import { Seo } from '../shell/Seo';
import { blogText } from '../strings/blog';

interface BlogTagsContext {
  readonly tags: readonly { readonly name: string; readonly path: string; readonly count: number }[];
}

/** `/blog/tags`: every tag with its number of posts. */
export default function BlogTagsPage({ pageContext }: PageProps<object, BlogTagsContext>): JSX.Element {
  const counts = Object.fromEntries(pageContext.tags.map((tag) => [tag.name, tag.count]));
  return (
    <BlogLayout title={blogText('blog.tags.title')} description={blogText('blog.tags.description', { product: settings.product })} section="tags">
      <TagList tags={pageContext.tags.map((tag) => tag.name)} counts={counts} label={blogText('blog.tags.title')} />
    </BlogLayout>
  );
}

export const Head = ({ location }: HeadProps<object, BlogTagsContext>): JSX.Element => (
  <Seo title={blogText('blog.tags.title')} description={blogText('blog.tags.description', { product: settings.product })} pathname={location.pathname} />
);
