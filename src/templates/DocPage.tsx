import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import { settings } from '../config/resolved';
import { DocLayout } from '../docs/DocLayout';
import { tocFromMdx } from '../docs/toc';
import type { DocPageContext } from '../docs/pageContext';
import { mdxComponents } from '../mdx/components';
import { Seo } from '../shell/Seo';
import { translate } from '../strings';

/** A guide page: its MDX in the doc layout with the {product} sidebar. */
export default function DocPage({ data, pageContext, children }: PageProps<Queries.DocPageQuery, DocPageContext>): JSX.Element {
  const toc = tocFromMdx(data.mdx?.tableOfContents, settings.tableOfContents);
  return (
    <DocLayout
      sidebar={pageContext.sidebar}
      breadcrumbs={pageContext.breadcrumbs}
      toc={toc}
      previous={pageContext.previous}
      next={pageContext.next}
      sidebarLabel={translate('docs.sidebar.guide', { product: settings.product })}
    >
      <h1>{data.mdx?.frontmatter.title}</h1>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </DocLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.DocPageQuery>): JSX.Element => (
  <Seo title={data.mdx?.frontmatter.title ?? ''} description={data.mdx?.frontmatter.description ?? undefined} pathname={location.pathname} type="article" />
);

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
      tableOfContents(maxDepth: 6)
    }
  }
`;
