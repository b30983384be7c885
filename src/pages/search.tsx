import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { SearchPage } from '../search/SearchPage';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';

/**
 * The index's URLs are this page's query, not a static query of every page: the plugin names the files
 * by the index's digest, so only this page changes with a text edit (issue 45). The search dialog reads
 * them from this page's page data (src/search/loadSearchIndex.ts).
 */
export const query = graphql`
  query SearchPage {
    localSearchSite {
      publicIndexURL
      publicStoreURL
    }
  }
`;

export default function SearchRoute({ location, data }: PageProps<Queries.SearchPageQuery>): JSX.Element {
  return <SearchPage location={location} urls={data.localSearchSite} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={translate('search.page.seoTitle')} description={translate('search.page.description')} pathname={location.pathname} />
);
