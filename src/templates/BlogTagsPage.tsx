import React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { BlogLayout } from '../blog/BlogLayout';
import { TagList } from '../blog/TagList';
import { settings } from '../config/resolved';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';
import type { BlogTagsPageContext } from '../blog/pageContext';

/** `/blog/tags`: every tag with its number of posts. */
export default function BlogTagsPage({ pageContext }: PageProps<object, BlogTagsPageContext>): JSX.Element {
  const counts = Object.fromEntries(pageContext.tags.map((tag) => [tag.name, tag.count]));
  return (
    <BlogLayout title={translate('blog.tags.title')} description={translate('blog.tags.description', { product: settings.product })} section="tags">
      <TagList tags={pageContext.tags.map((tag) => tag.name)} counts={counts} label={translate('blog.tags.title')} />
    </BlogLayout>
  );
}

export const Head = ({ location }: HeadProps<object, BlogTagsPageContext>): JSX.Element => (
  <Seo title={translate('blog.tags.title')} description={translate('blog.tags.description', { product: settings.product })} pathname={location.pathname} />
);
