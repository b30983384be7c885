import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ApiLayout } from '../apiReference/shared/ApiLayout';
import type { ApiOperationPageContext } from '../apiReference/shared/pageContext';
import { OperationPage } from '../apiReference/operationPage/OperationPage';
import { ChangeMark } from '../apiReference/changelog/ChangeMark';
import { operationToc } from '../apiReference/shared/operationToc';
import type { OperationPageData } from '../openapi/pageData';
import { unpackExamples, type Packed } from '../openapi/packedExamples';
import { unpackSamples, type PackedSamples } from '../openapi/packedSamples';
import { Seo } from '../shell/Seo';

/** One API operation: everything `OperationPage` renders from the page's own data, title included. */
export default function ApiOperationPage({ data, pageContext }: PageProps<Queries.ApiOperationPageQuery, ApiOperationPageContext>): JSX.Element {
  // The page's data as built by src/node/api/model.ts (a GraphQL JSON value), its examples and request samples
  // packed (src/openapi/packedExamples.ts, packedSamples.ts).
  const packed = data.apiOperation?.data as Packed<PackedSamples<OperationPageData>> | undefined;
  const operation = React.useMemo(() => (packed ? unpackSamples<OperationPageData>(unpackExamples(packed)) : null), [packed]);
  return (
    <ApiLayout context={pageContext} toc={operation ? operationToc(operation) : []} tocPlacement="compact">
      {operation && (
        <OperationPage
          operation={operation}
          apiRoute={pageContext.apiRoute}
          mark={pageContext.changeMark ? <ChangeMark mark={pageContext.changeMark} /> : undefined}
        />
      )}
    </ApiLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ApiOperationPageQuery>): JSX.Element => (
  <Seo title={data.apiOperation?.title ?? ''} description={data.apiOperation?.metaDescription} pathname={location.pathname} type="article" />
);

export const query = graphql`
  query ApiOperationPage($id: String!) {
    apiOperation(id: { eq: $id }) {
      title
      metaDescription
      data
    }
  }
`;
