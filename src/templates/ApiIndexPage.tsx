import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ApiLayout } from '../apiReference/shared/ApiLayout';
import type { ApiIndexPageContext } from '../apiReference/shared/pageContext';
import { ApiIndex, useApiIndexOutline } from '../apiReference/index/ApiIndex';
import { Seo } from '../shell/Seo';

/** One API's index page (src/apiReference/index/ApiIndex.tsx). */
export default function ApiIndexPage({ data, pageContext }: PageProps<Queries.ApiIndexPageQuery, ApiIndexPageContext>): JSX.Element {
  const spec = data.apiSpec;
  const { outline, toc } = useApiIndexOutline(spec);
  return (
    <ApiLayout context={pageContext} toc={toc}>
      {spec && <ApiIndex spec={spec} outline={outline} overviewRoute={pageContext.overviewRoute} tagPagesOf={pageContext.tagPages ? spec.route : undefined} />}
    </ApiLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ApiIndexPageQuery>): JSX.Element => (
  <Seo title={data.apiSpec?.label ?? ''} description={data.apiSpec?.metaDescription} pathname={location.pathname} />
);

// The tags' outline is the sidebar's (ApiSidebarSpec, src/apiReference/sidebar/useApiSidebar.ts); the index
// adds what only it shows: descriptions, paths and deprecation.
export const query = graphql`
  query ApiIndexPage($apiId: String!) {
    apiSpec(apiId: { eq: $apiId }) {
      ...ApiSidebarSpec
      metaDescription
      title
      version
      file
      operationCount
      tags {
        descriptionHtml
        operations {
          path
          deprecated
        }
      }
    }
  }
`;
