import React from 'react';
import { graphql, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import { ApiLayout } from '../apiReference/ApiLayout';
import type { ApiIndexPageContext } from '../apiReference/pageContext';
import { Link } from '../ui/LocaleLink';
import { HtmlContent } from '../apiReference/HtmlContent';
import { MethodBadge } from '../ui/MethodBadge';
import type { TocEntry } from '../docs/types';
import { Seo } from '../shell/Seo';
import * as styles from './ApiIndexPage.module.css';
import { translate } from '../strings';

/** One API: its tags, each with its description and operations (method, title, path). */
export default function ApiIndexPage({ data, pageContext }: PageProps<Queries.ApiIndexPageQuery, ApiIndexPageContext>): JSX.Element {
  const spec = data.apiSpec;
  const toc: TocEntry[] = spec?.tags.map((tag) => ({ id: tag.slug, title: tag.name, level: 2 })) ?? [];
  return (
    <ApiLayout context={pageContext} toc={toc}>
      {spec && (
        <>
          <h1>{spec.label}</h1>
          <p className={styles.lead}>{translate('api.index.summary', { title: spec.title, version: spec.version, operations: spec.operationCount, groups: spec.tags.length })}</p>
          <ul className={styles.links}>
            <li>
              <Link to={pageContext.overviewRoute}>{translate('api.index.overview')}</Link>
            </li>
            <li>
              <a href={withPrefix(spec.file)} download>
                {translate('api.index.download', { file: spec.file.replace(/^\//, '') })}
              </a>
            </li>
          </ul>
          {spec.tags.map((tag) => (
            <section key={tag.slug} className={styles.tag} aria-labelledby={tag.slug}>
              <h2 id={tag.slug}>{tag.name}</h2>
              {tag.descriptionHtml && <HtmlContent html={tag.descriptionHtml} className={styles.tagDescription} />}
              <ul className={styles.operations}>
                {tag.operations.map((operation) => (
                  <li key={operation.route}>
                    <Link to={operation.route} className={styles.operation}>
                      <MethodBadge method={operation.method} className={styles.method} />
                      <span className={styles.title}>
                        {operation.title}
                        {operation.deprecated && <span className={styles.deprecated}>{translate('api.index.deprecated')}</span>}
                      </span>
                      <code className={styles.path}>{operation.path}</code>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </ApiLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ApiIndexPageQuery>): JSX.Element => (
  <Seo
    title={data.apiSpec?.label ?? ''}
    description={data.apiSpec?.metaDescription}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ApiIndexPage($apiId: String!) {
    apiSpec(apiId: { eq: $apiId }) {
      label
      metaDescription
      title
      version
      file
      operationCount
      tags {
        name
        slug
        descriptionHtml
        operations {
          method
          path
          title
          deprecated
          route
        }
      }
    }
  }
`;
