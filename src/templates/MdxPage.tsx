import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import { settings } from '../config/resolved';
// The import order is the guide page's (DocPage → DocLayout): first what imports 'gatsby' (and with it
// the shell and its CSS), then the table of contents, then the MDX components. The one stylesheet
// needs one CSS order that agrees with every page's imports (src/node/webpack/cssOrder.ts).
import { Seo } from '../shell/Seo';
import { TableOfContents, TableOfContentsMobile } from '../docs/TableOfContents';
import { tocFromMdx } from '../docs/toc';
import { mdxComponents } from '../mdx/components';
import * as styles from '../pages/pages.module.css';

/**
 * A stand-alone MDX page from content/pages/, with the guide's table of contents (levels from the
 * settings, 2 to 3): a right column on wide screens, the collapsible control on narrow ones, none
 * when the page has no such headings or its frontmatter says `hide_table_of_contents: true`.
 */
export default function MdxPage({ data, children }: PageProps<Queries.MdxPageQuery>): JSX.Element {
  const mdx = data.mdx;
  const firstLevel = mdx?.fields?.topHeadingLevel ?? 2;
  const toc = mdx?.frontmatter.hide_table_of_contents ? [] : tocFromMdx(mdx?.tableOfContents, settings.tableOfContents, firstLevel);
  const article = (
    <article className={styles.page}>
      {toc.length > 0 && (
        <div className={styles.mobileToc}>
          <TableOfContentsMobile entries={toc} />
        </div>
      )}
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </article>
  );
  if (toc.length === 0) return article;
  return (
    <div className={styles.withToc}>
      {article}
      <div className={styles.tocColumn}>
        <TableOfContents entries={toc} />
      </div>
    </div>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.MdxPageQuery>): JSX.Element => (
  <Seo title={data.mdx?.frontmatter.title ?? ''} description={data.mdx?.frontmatter.description ?? undefined} pathname={location.pathname} />
);

export const query = graphql`
  query MdxPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        hide_table_of_contents
      }
      tableOfContents(maxDepth: 6)
      fields {
        topHeadingLevel
      }
    }
  }
`;
