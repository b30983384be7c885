import * as React from 'react';
import type { ResponseData } from '../openapi/types';
import { apiText } from './apiText';
import { DirectLink } from './DirectLink';
import { HtmlContent } from './HtmlContent';
import { MediaTypeView } from './MediaTypeView';
import { SCHEMA_EXPAND_DEPTH } from './SchemaTree/SchemaTree';
import { SchemaNodeItem } from './SchemaTree/SchemaNodeItem';
import * as styles from './ResponsesSection.module.css';

export interface ResponsesSectionProps {
  readonly responses: readonly ResponseData[];
}

export const RESPONSES_HEADING_ID = 'responses';

/** 'default' reads as 'Default response'; codes and ranges ('404', '4XX') as written. */
export function responseTitle(status: string): string {
  return status === 'default' ? apiText('api.response.default') : status;
}

/** Each response by status code, its heading being the `response-{status}` deep-link target. */
export function ResponsesSection({ responses }: ResponsesSectionProps): React.ReactElement | null {
  if (responses.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={RESPONSES_HEADING_ID}>
      <h2 id={RESPONSES_HEADING_ID}>{apiText('api.responses.title')}</h2>
      {responses.map((response) => (
        <section
          key={response.status}
          className={styles.response}
          aria-labelledby={response.anchor}
          data-status-class={/^[1-5]/.test(response.status) ? `${response.status[0]}xx` : 'default'}
        >
          <h3 id={response.anchor} className={styles.title}>
            <span className={styles.status}>{responseTitle(response.status)}</span>
            <DirectLink anchor={response.anchor} name={responseTitle(response.status)} />
          </h3>
          {response.descriptionHtml && <HtmlContent html={response.descriptionHtml} />}
          {response.headers.length > 0 && (
            <>
              <h4 className={styles.subheading}>{apiText('api.responses.headers')}</h4>
              <ul className={styles.headers}>
                {response.headers.map((header) => (
                  <SchemaNodeItem
                    key={header.name}
                    anchor={header.anchor}
                    level={1}
                    expandDepth={SCHEMA_EXPAND_DEPTH}
                    node={{
                      ...header.schema,
                      name: header.name,
                      role: 'property',
                      ...(header.required ? { required: true as const } : {}),
                      ...(header.deprecated ? { deprecated: true as const } : {}),
                      ...(header.descriptionHtml ? { descriptionHtml: header.descriptionHtml } : {}),
                    }}
                  />
                ))}
              </ul>
            </>
          )}
          {response.content.length === 0 ? (
            <p className={styles.empty}>{apiText('api.responses.noContent')}</p>
          ) : (
            response.content.map((media) => <MediaTypeView key={media.mediaType} media={media} />)
          )}
        </section>
      ))}
    </section>
  );
}
