import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { SearchPage } from '../search/SearchPage';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';

export default function SearchRoute({ location }: PageProps): JSX.Element {
  return <SearchPage location={location} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={translate('search.page.seoTitle')} description={translate('search.page.description')} pathname={location.pathname} />
);
