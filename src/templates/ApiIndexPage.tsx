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

// The fields of the sidebar's outline (ApiSidebarSpec, src/apiReference/sidebar/useApiSidebar.ts) that
// the index shows, and what only it shows: descriptions, paths and deprecation. A split index
// (`tagPages` in its context, src/apiReference/routes/tagPages.ts) lists tags and their counts only, so
// its page data leaves the operations out: GitHub's was 467 KB, every operation of the API (decision 0025).
export const query = graphql`
  query ApiIndexPage($apiId: String!, $tagPages: Boolean = false) {
    apiSpec(apiId: { eq: $apiId }) {
      label
      route
      metaDescription
      title
      version
      file
      operationCount
      tagGroups {
        name
        slug
        tagSlugs
      }
      tags {
        name
        label
        slug
        parentSlug
        descriptionHtml
        operationCount
        operations @skip(if: $tagPages) {
          title
          method
          route
          path
          deprecated
        }
      }
    }
  }
`;
