import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { SearchPage } from '../search/SearchPage';
import { Seo } from '../shell/Seo';

export default function SearchRoute({ location }: PageProps): JSX.Element {
  return <SearchPage location={location} />;
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Search" description="Search the FMS guide, the Portal and Access Control API reference and the blog." pathname={location.pathname} />
);
