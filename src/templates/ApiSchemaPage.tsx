import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ApiLayout } from '../apiReference/shared/ApiLayout';
import type { ApiSchemaPageContext } from '../apiReference/shared/pageContext';
import { SchemaPage, schemaPageToc } from '../apiReference/schemaPages/SchemaPage';
import { ChangeMark } from '../apiReference/changelog/ChangeMark';
import type { SchemaPageData } from '../openapi/pageData';
import { unpackExamples, type Packed } from '../openapi/packedExamples';
import { Seo } from '../shell/Seo';

/** One named schema of an API: everything `SchemaPage` renders from the page's own data. */
export default function ApiSchemaPage({ data, pageContext }: PageProps<Queries.ApiSchemaPageQuery, ApiSchemaPageContext>): JSX.Element {
  // The page's data as built by src/node/api/model.ts (a GraphQL JSON value), its examples packed (src/openapi/packedExamples.ts).
  const packed = data.apiSchema?.data as Packed<SchemaPageData> | undefined;
  const schema = React.useMemo(() => (packed ? unpackExamples(packed) : null), [packed]);
  return (
    <ApiLayout context={pageContext} toc={schema ? schemaPageToc(schema) : []}>
      {schema && (
        <SchemaPage schema={schema} apiRoute={pageContext.apiRoute} mark={pageContext.changeMark ? <ChangeMark mark={pageContext.changeMark} /> : undefined} />
      )}
    </ApiLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ApiSchemaPageQuery>): JSX.Element => (
  <Seo title={data.apiSchema?.name ?? ''} description={data.apiSchema?.metaDescription} pathname={location.pathname} type="article" />
);

export const query = graphql`
  query ApiSchemaPage($id: String!) {
    apiSchema(id: { eq: $id }) {
      name
      metaDescription
      data
    }
  }
`;
