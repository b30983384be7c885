import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { OperationPage } from '../apiReference/OperationPage';
import { operationToc } from '../apiReference/operationToc';
import { DocLayout } from '../docs/DocLayout';
import type { Crumb, PagerLink, SidebarItem } from '../docs/types';
import type { OperationPageData } from '../openapi/types';
import { Seo } from '../shell/Seo';

/** Accessible name of the API sidebar; belongs in src/strings/api.ts once that module takes page strings. */
const API_SIDEBAR_LABEL = 'API reference';

interface ApiOperationPageData {
  readonly apiOperation: { readonly title: string; readonly metaDescription: string; readonly data: string } | null;
}

interface ApiOperationPageContext {
  readonly sidebar: readonly SidebarItem[];
  readonly breadcrumbs: readonly Crumb[];
  readonly previous: PagerLink | null;
  readonly next: PagerLink | null;
}

/** One API operation: its title, then everything `OperationPage` renders from the page's own data. */
export default function ApiOperationPage({ data, pageContext }: PageProps<ApiOperationPageData, ApiOperationPageContext>): JSX.Element {
  const json = data.apiOperation?.data;
  const operation = React.useMemo(() => (json ? (JSON.parse(json) as OperationPageData) : null), [json]);
  return (
    <DocLayout
      sidebar={pageContext.sidebar}
      breadcrumbs={pageContext.breadcrumbs}
      toc={operation ? operationToc(operation) : []}
      previous={pageContext.previous}
      next={pageContext.next}
      sidebarLabel={API_SIDEBAR_LABEL}
    >
      {operation && (
        <>
          <h1>{operation.title}</h1>
          <OperationPage operation={operation} />
        </>
      )}
    </DocLayout>
  );
}

export const Head = ({ data, location }: HeadProps<ApiOperationPageData>): JSX.Element => (
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
