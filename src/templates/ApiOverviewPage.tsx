import React from 'react';
import { graphql, withPrefix, type HeadProps, type PageProps } from 'gatsby';
import { ApiLayout, type ApiPageContext } from '../apiReference/ApiLayout';
import { Link } from '../ui/LocaleLink';
import { HtmlContent } from '../apiReference/HtmlContent';
import { describeScheme } from '../apiReference/SecurityRequirements';
import type { TocEntry } from '../docs/types';
import { Seo } from '../shell/Seo';
import * as styles from './ApiOverviewPage.module.css';

/** Page strings; they belong in src/strings/api.ts once that module takes page strings. */
const TEXT = {
  lead: (labels: string) => `The reference of the ${labels}, generated from their OpenAPI documents.`,
  version: (version: string, openapi: string) => `Version ${version} · OpenAPI ${openapi}`,
  servers: 'Servers',
  noServers: 'The document names no server: requests go to the host that serves the API.',
  authentication: 'Security schemes',
  noSchemes: 'The document declares no security scheme.',
  bearerFormat: (format: string) => `token format ${format}`,
  download: 'Download',
  downloadLink: (file: string) => `OpenAPI document ${file}`,
  tags: 'Operations by tag',
  operationCount: (count: number) => (count === 1 ? '1 operation' : `${count} operations`),
  allOperations: (label: string) => `All operations of the ${label}`,
  description: (labels: string) => `Overview of the ${labels}: servers, authentication, the OpenAPI documents to download and their operations by tag.`,
} as const;

type Nullable<T> = { readonly [K in keyof T]: T[K] | null };

interface ApiOverviewSpec {
  readonly apiId: string;
  readonly label: string;
  readonly version: string;
  readonly openapiVersion: string;
  readonly descriptionHtml: string | null;
  readonly servers: readonly { readonly url: string; readonly descriptionHtml: string | null }[];
  readonly securitySchemes: readonly (Nullable<{
    readonly scheme: string;
    readonly bearerFormat: string;
    readonly in: string;
    readonly paramName: string;
    readonly descriptionHtml: string;
  }> & { readonly name: string; readonly type: string })[];
  readonly file: string;
  readonly route: string;
  readonly tags: readonly { readonly name: string; readonly label: string; readonly slug: string; readonly route: string; readonly operationCount: number }[];
}

interface ApiOverviewPageData {
  readonly allApiSpec: { readonly nodes: readonly ApiOverviewSpec[] };
}

interface ApiOverviewPageContext extends ApiPageContext {
  readonly title: string;
}

const sectionId = (spec: ApiOverviewSpec, section: string): string => `${spec.apiId}-${section}`;
const labels = (specs: readonly ApiOverviewSpec[]): string => specs.map((spec) => spec.label).join(' and the ');

/** The page about all APIs: for each, its version, description, servers, authentication, download and tags. */
export default function ApiOverviewPage({ data, pageContext }: PageProps<ApiOverviewPageData, ApiOverviewPageContext>): JSX.Element {
  const specs = data.allApiSpec.nodes;
  const toc: TocEntry[] = specs.flatMap((spec) => [
    { id: spec.apiId, title: spec.label, level: 2 },
    { id: sectionId(spec, 'servers'), title: TEXT.servers, level: 3 },
    { id: sectionId(spec, 'authentication'), title: TEXT.authentication, level: 3 },
    { id: sectionId(spec, 'download'), title: TEXT.download, level: 3 },
    { id: sectionId(spec, 'tags'), title: TEXT.tags, level: 3 },
  ]);
  return (
    <ApiLayout context={pageContext} toc={toc}>
      <h1>{pageContext.title}</h1>
      <p className={styles.lead}>{TEXT.lead(labels(specs))}</p>
      {specs.map((spec) => (
        <section key={spec.apiId} className={styles.api} aria-labelledby={spec.apiId}>
          <h2 id={spec.apiId}>{spec.label}</h2>
          <p className={styles.version}>{TEXT.version(spec.version, spec.openapiVersion)}</p>
          {spec.descriptionHtml && <HtmlContent html={spec.descriptionHtml} className={styles.description} />}

          <h3 id={sectionId(spec, 'servers')}>{TEXT.servers}</h3>
          {spec.servers.length === 0 ? (
            <p>{TEXT.noServers}</p>
          ) : (
            <ul className={styles.servers}>
              {spec.servers.map((server) => (
                <li key={server.url}>
                  <code>{server.url}</code>
                  {server.descriptionHtml && <HtmlContent html={server.descriptionHtml} className={styles.inlineDescription} />}
                </li>
              ))}
            </ul>
          )}

          <h3 id={sectionId(spec, 'authentication')}>{TEXT.authentication}</h3>
          {spec.securitySchemes.length === 0 ? (
            <p>{TEXT.noSchemes}</p>
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
                    {scheme.bearerFormat && `, ${TEXT.bearerFormat(scheme.bearerFormat)}`}
                  </dt>
                  <dd>{scheme.descriptionHtml && <HtmlContent html={scheme.descriptionHtml} />}</dd>
                </React.Fragment>
              ))}
            </dl>
          )}

          <h3 id={sectionId(spec, 'download')}>{TEXT.download}</h3>
          <p>
            <a href={withPrefix(spec.file)} download>
              {TEXT.downloadLink(spec.file.replace(/^\//, ''))}
            </a>
          </p>

          <h3 id={sectionId(spec, 'tags')}>{TEXT.tags}</h3>
          <p>
            <Link to={spec.route}>{TEXT.allOperations(spec.label)}</Link>
          </p>
          <ul className={styles.tags}>
            {spec.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={tag.route}>{tag.label}</Link> <span className={styles.count}>({TEXT.operationCount(tag.operationCount)})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ApiLayout>
  );
}

export const Head = ({ data, pageContext, location }: HeadProps<ApiOverviewPageData, ApiOverviewPageContext>): JSX.Element => (
  <Seo title={pageContext.title} description={TEXT.description(labels(data.allApiSpec.nodes))} pathname={location.pathname} />
);

export const query = graphql`
  query ApiOverviewPage {
    allApiSpec(sort: { position: ASC }) {
      nodes {
        apiId
        label
        version
        openapiVersion
        descriptionHtml
        servers {
          url
          descriptionHtml
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
      }
    }
  }
`;
