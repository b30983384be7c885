import React from 'react';
import { type HeadProps, type PageProps } from 'gatsby';
import { Link } from '../ui/LocaleLink';
import { settings } from '../config/resolved';
import { DocLayout } from '../docs/DocLayout';
import type { DocCategoryPageContext } from '../docs/pageContext';
import { Seo } from '../shell/Seo';
import * as styles from './DocCategoryPage.module.css';
import { translate } from '../strings';

/** A generated category index: the category's docs with their descriptions. */
export default function DocCategoryPage({ pageContext }: PageProps<object, DocCategoryPageContext>): JSX.Element {
  return (
    <DocLayout
      sidebar={pageContext.sidebar}
      breadcrumbs={pageContext.breadcrumbs}
      toc={[]}
      previous={pageContext.previous}
      next={pageContext.next}
      sidebarLabel={translate('docs.sidebar.guide', { product: settings.product })}
    >
      <h1>{pageContext.title}</h1>
      {pageContext.description && <p className={styles.lead}>{pageContext.description}</p>}
      <ul className={styles.cards}>
        {pageContext.entries.map((entry) => (
          <li key={entry.href} className={styles.card}>
            <Link to={entry.href} className={styles.cardLink}>
              <span className={styles.cardTitle}>{entry.label}</span>
              {entry.description && <span className={styles.cardDescription}>{entry.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </DocLayout>
  );
}

export const Head = ({ pageContext, location }: HeadProps<object, DocCategoryPageContext>): JSX.Element => (
  <Seo title={pageContext.title} description={pageContext.description || undefined} pathname={location.pathname} />
);
