import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import { mdxComponents } from '../mdx/components';
import { Seo } from '../shell/Seo';
import * as styles from '../pages/pages.module.css';

interface MdxPageData {
  readonly mdx: { readonly frontmatter: { readonly title: string; readonly description: string | null } } | null;
}

/** A stand-alone MDX page from content/pages/. */
export default function MdxPage({ children }: PageProps<MdxPageData>): JSX.Element {
  return (
    <article className={styles.page}>
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<MdxPageData>): JSX.Element => (
  <Seo title={data.mdx?.frontmatter.title ?? ''} description={data.mdx?.frontmatter.description ?? undefined} pathname={location.pathname} />
);

export const query = graphql`
  query MdxPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
    }
  }
`;
