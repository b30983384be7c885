import React from 'react';
import { withPrefix } from 'gatsby';
import { Link } from '../../ui/LocaleLink';
import { HtmlContent } from '../shared/HtmlContent';
import { describeScheme } from '../shared/schemeWords';
import { schemaRoute } from '../routes/schemaPages';
import type { TocEntry } from '../../docs/types';
import * as styles from './ApiOverview.module.css';
import { DeprecatedMark } from '../../ui/DeprecatedMark';
import { translate } from '../../strings';

/** One API as the overview page's query (src/templates/ApiOverviewPage.tsx) reads it. */
export type ApiOverviewSpec = Queries.ApiOverviewPageQuery['allApiSpec']['nodes'][number];

const sectionId = (spec: ApiOverviewSpec, section: string): string => `${spec.apiId}-${section}`;
/** The APIs' labels in one phrase ("A and the B"), for the lead and the page's description. */
export const overviewLabels = (specs: readonly ApiOverviewSpec[]): string => specs.map((spec) => spec.label).join(' and the ');

/** The overview's table of contents: each API, and its sections one level below. */
export function overviewToc(specs: readonly ApiOverviewSpec[]): TocEntry[] {
  return specs.flatMap((spec) => [
    { id: spec.apiId, title: spec.label, level: 2 },
    { id: sectionId(spec, 'servers'), title: translate('api.overview.servers'), level: 3 },
    { id: sectionId(spec, 'authentication'), title: translate('api.overview.authentication'), level: 3 },
    { id: sectionId(spec, 'download'), title: translate('api.overview.download'), level: 3 },
    { id: sectionId(spec, 'tags'), title: translate('api.overview.tags'), level: 3 },
    ...(spec.schemas.length > 0 ? [{ id: sectionId(spec, 'schemas'), title: translate('api.overview.schemas'), level: 3 }] : []),
  ]);
}

/** The page about all APIs: for each, its version, description, servers, authentication, download and tags. */
export function ApiOverview({ title, specs }: { readonly title: string; readonly specs: readonly ApiOverviewSpec[] }): JSX.Element {
  return (
    <>
      <h1>{title}</h1>
      <p className={styles.lead}>{translate('api.overview.lead', { labels: overviewLabels(specs) })}</p>
      {specs.map((spec) => (
        <section key={spec.apiId} className={styles.api} aria-labelledby={spec.apiId}>
          <h2 id={spec.apiId}>{spec.label}</h2>
          <p className={styles.version}>
            {translate('api.overview.version', { version: spec.version, openapi: spec.openapiVersion })}
            {spec.changelogRoute && (
              <>
                {' · '}
                <Link to={spec.changelogRoute}>{translate('changelog.overviewLink', { api: spec.label })}</Link>
              </>
            )}
          </p>
          {spec.descriptionHtml && <HtmlContent html={spec.descriptionHtml} className={styles.description} />}

          <h3 id={sectionId(spec, 'servers')}>{translate('api.overview.servers')}</h3>
          {spec.servers.length === 0 ? (
            <p>{translate('api.overview.noServers')}</p>
          ) : (
            <ul className={styles.servers}>
              {spec.servers.map((server) => (
                <li key={server.url}>
                  <code>{server.template ?? server.url}</code>
                  {server.descriptionHtml && <HtmlContent html={server.descriptionHtml} className={styles.inlineDescription} />}
                  {server.variables && server.variables.length > 0 && (
                    <ul>
                      {server.variables.map((variable) => (
                        <li key={variable.name}>
                          <code>{variable.name}</code>
                          {variable.enum && variable.enum.length > 0 && <> {translate('api.overview.serverValues', { values: variable.enum.join(', ') })}</>}
                          {variable.default && <> {translate('api.overview.serverDefault', { value: variable.default })}</>}
                          {variable.descriptionHtml && <HtmlContent html={variable.descriptionHtml} className={styles.inlineDescription} />}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}

          <h3 id={sectionId(spec, 'authentication')}>{translate('api.overview.authentication')}</h3>
          {spec.securitySchemes.length === 0 ? (
            <p>{translate('api.overview.noSchemes')}</p>
          ) : (
            <dl className={styles.schemes}>
              {spec.securitySchemes.map((scheme) => (
                <React.Fragment key={scheme.name}>
                  <dt>
                    <code>{scheme.name}</code>:{' '}
                    {describeScheme({
                      name: scheme.name,
                      type: scheme.type,
                      scheme: scheme.scheme ?? undefined,
                      in: scheme.in ?? undefined,
                      paramName: scheme.paramName ?? undefined,
                      scopes: [],
                    })}
                    {scheme.bearerFormat && `, ${translate('api.overview.bearerFormat', { format: scheme.bearerFormat })}`}
                  </dt>
                  <dd>{scheme.descriptionHtml && <HtmlContent html={scheme.descriptionHtml} />}</dd>
                </React.Fragment>
              ))}
            </dl>
          )}

          <h3 id={sectionId(spec, 'download')}>{translate('api.overview.download')}</h3>
          <p>
            <a href={withPrefix(spec.file)} download>
              {translate('api.overview.downloadLink', { file: spec.file.replace(/^\//, '') })}
            </a>
          </p>

          <h3 id={sectionId(spec, 'tags')}>{translate('api.overview.tags')}</h3>
          <p>
            <Link to={spec.route}>{translate('api.overview.allOperations', { label: spec.label })}</Link>
          </p>
          <ul className={styles.tags}>
            {spec.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={tag.route}>{tag.label}</Link>{' '}
                <span className={styles.count}>
                  (
                  {tag.operationCount === 1
                    ? translate('api.overview.operationCount.one')
                    : translate('api.overview.operationCount', { count: tag.operationCount })}
                  )
                </span>
              </li>
            ))}
          </ul>

          {spec.schemas.length > 0 && (
            <>
              <h3 id={sectionId(spec, 'schemas')}>{translate('api.overview.schemas')}</h3>
              <p>{translate('api.overview.schemasLead', { label: spec.label })}</p>
              <ul className={styles.tags}>
                {spec.schemas.map((schema) => (
                  <li key={schema.slug}>
                    <Link to={schemaRoute(spec.route, schema.slug)}>{schema.name}</Link>
                    {schema.deprecated && (
                      <>
                        {' '}
                        <DeprecatedMark word="api.index.deprecated" />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
    </>
  );
}
