import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ApiLayout } from '../apiReference/shared/ApiLayout';
import type { ApiOverviewPageContext } from '../apiReference/shared/pageContext';
import { ApiOverview, overviewLabels, overviewToc } from '../apiReference/overview/ApiOverview';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';

/** The page about all APIs (src/apiReference/overview/ApiOverview.tsx). */
export default function ApiOverviewPage({ data, pageContext }: PageProps<Queries.ApiOverviewPageQuery, ApiOverviewPageContext>): JSX.Element {
  const specs = data.allApiSpec.nodes;
  return (
    <ApiLayout context={pageContext} toc={overviewToc(specs)}>
      <ApiOverview title={pageContext.title} specs={specs} />
    </ApiLayout>
  );
}

export const Head = ({ data, pageContext, location }: HeadProps<Queries.ApiOverviewPageQuery, ApiOverviewPageContext>): JSX.Element => (
  <Seo
    title={pageContext.title}
    description={translate('api.overview.description', { labels: overviewLabels(data.allApiSpec.nodes) })}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ApiOverviewPage {
    allApiSpec(sort: { position: ASC }) {
      nodes {
        apiId
        label
        version
        openapiVersion
        changelogRoute
        descriptionHtml
        servers {
          url
          descriptionHtml
          template
          variables {
            name
            default
            enum
            descriptionHtml
          }
        }
        securitySchemes {
          name
          type
          scheme
          bearerFormat
          in
          paramName
          descriptionHtml
        }
        file
        route
        tags {
          name
          label
          slug
          route
          operationCount
        }
        schemas {
          name
          slug
          deprecated
        }
      }
    }
  }
`;
