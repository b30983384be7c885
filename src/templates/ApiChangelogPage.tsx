import React from 'react';
import { withPrefix, type HeadProps, type PageProps } from 'gatsby';
import { ApiLayout } from '../apiReference/shared/ApiLayout';
import { ChangelogView } from '../apiReference/changelog/ChangelogView';
import type { ApiChangelogPageContext } from '../apiReference/shared/pageContext';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';

/** An API's changelog, built from its documents (docs/decisions/0021-api-changelog-and-breaking-changes.md). */
export default function ApiChangelogPage({ pageContext }: PageProps<object, ApiChangelogPageContext>): JSX.Element {
  const toc = pageContext.versions.map((version) => ({ id: version.anchor, title: translate('changelog.version', { version: version.version }), level: 2 }));
  return (
    <ApiLayout context={pageContext} toc={toc}>
      <ChangelogView title={pageContext.title} versions={pageContext.versions} feeds={pageContext.feeds} />
    </ApiLayout>
  );
}

export const Head = ({ pageContext, location }: HeadProps<object, ApiChangelogPageContext>): JSX.Element => (
  <Seo title={pageContext.title} description={pageContext.description} pathname={location.pathname}>
    <link
      rel="alternate"
      type="application/rss+xml"
      title={translate('feed.rss', { title: pageContext.feeds.title })}
      href={withPrefix(pageContext.feeds.rss)}
    />
    <link
      rel="alternate"
      type="application/atom+xml"
      title={translate('feed.atom', { title: pageContext.feeds.title })}
      href={withPrefix(pageContext.feeds.atom)}
    />
  </Seo>
);
