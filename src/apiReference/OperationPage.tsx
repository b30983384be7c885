import * as React from 'react';
import type { OperationPageData } from '../openapi/types';
import { apiText } from './apiText';
import { CodeSamples } from './CodeSamples';
import { HtmlContent } from './HtmlContent';
import { OperationHeader } from './OperationHeader';
import { REQUEST_SAMPLES_HEADING_ID } from './operationToc';
import { ParametersSection } from './ParametersSection';
import { RequestBodySection } from './RequestBodySection';
import { ResponsesSection } from './ResponsesSection';
import * as styles from './OperationPage.module.css';

export interface OperationPageProps {
  readonly operation: OperationPageData;
}

/**
 * Everything below the page title (the template renders the h1 from `operation.title`):
 * endpoint, description, parameters, request body, request samples, responses.
 */
export function OperationPage({ operation }: OperationPageProps): React.ReactElement {
  return (
    <div className={styles.page} data-operation={operation.slug}>
      <OperationHeader
        method={operation.method}
        path={operation.path}
        fullUrl={operation.fullUrl}
        kind={operation.kind}
        deprecated={operation.deprecated}
        security={operation.security}
      />
      {operation.descriptionHtml && <HtmlContent html={operation.descriptionHtml} className={styles.description} />}
      <ParametersSection parameters={operation.parameters} />
      {operation.requestBody && <RequestBodySection body={operation.requestBody} />}
      {operation.codeSamples.length > 0 && (
        <section className={styles.samples} aria-labelledby={REQUEST_SAMPLES_HEADING_ID}>
          <h2 id={REQUEST_SAMPLES_HEADING_ID}>{apiText('api.samples.title')}</h2>
          <CodeSamples samples={operation.codeSamples} />
        </section>
      )}
      <ResponsesSection responses={operation.responses} />
    </div>
  );
}
