import * as React from 'react';
import type { CodeSample, OperationPageData, ResponseData, SecurityRequirementData } from '../../openapi/pageData';
import type { RequestChoice } from './requestChoice';
import { RequestChoiceControl } from './RequestChoiceControl';
import { translate } from '../../strings';
import { useAfterHydration } from '../../lib/hydrated';
import { CodeSamples } from './CodeSamples';
import { AuthenticationControl } from './AuthenticationControl';
import { ExamplePicker } from '../shared/ExamplePicker';
import { REQUEST_SAMPLES_HEADING_ID } from '../shared/operationToc';
import { responseTitle, statusClass } from '../shared/responseStatus';
import * as styles from './SamplesPane.module.css';

export const RESPONSE_EXAMPLE_HEADING_ID = 'response-example';

export interface SamplesPaneProps {
  readonly samples: readonly CodeSample[];
  /** The response whose example is shown (the selected one). */
  readonly response: ResponseData | undefined;
  /** With `security`: the API whose credentials the reader may enter for the samples. */
  readonly apiId?: string;
  readonly security?: readonly SecurityRequirementData[];
  /** The requests the samples can show (issue 43), the one chosen, and how to choose another. */
  readonly requestChoices?: OperationPageData['requestChoices'];
  readonly choice?: RequestChoice;
  readonly onChoose?: (change: Partial<RequestChoice>) => void;
}

/**
 * The request sample and the selected response's example. On wide screens it is the sticky right
 * pane of the operation page (scrolling on its own when taller than the window); below the
 * breakpoint it sits in the flow after the request body.
 *
 * The response's example is already in the page, in its response's Example view: the HTML (and a
 * reader without JavaScript) has it there only, the pane linking to that response; once the page
 * runs, the pane shows it (and follows the reader's choice of response). Only the pane renders again
 * when the page has hydrated (decision 0025, session 13's second round: 2.8 MiB of GitHub's site).
 */
export function SamplesPane({ samples, response, apiId, security, requestChoices, choice, onChoose }: SamplesPaneProps): React.ReactElement | null {
  const running = useAfterHydration();
  if (samples.length === 0 && !response) return null;
  const media = response?.content.find((entry) => entry.examples.length > 0);
  return (
    <section className={styles.pane} aria-label={translate('api.samples.pane')} data-samples-pane="">
      {samples.length > 0 && (
        <div className={styles.block}>
          <h2 id={REQUEST_SAMPLES_HEADING_ID} className={styles.heading}>
            {translate('api.samples.title')}
          </h2>
          {running && requestChoices && choice && onChoose && <RequestChoiceControl choices={requestChoices} choice={choice} onChoose={onChoose} />}
          <CodeSamples samples={samples} />
          {running && apiId !== undefined && security && security.length > 0 && (
            <AuthenticationControl apiId={apiId} security={security} alternative={choice?.security ?? 0} />
          )}
        </div>
      )}
      {response && (
        // data-markdown-ignore: this block repeats, beside the request, the example its response shows below (before
        // hydration it is only a heading and a link to it); the Markdown twin gives each example once, in its response.
        <div className={styles.block} data-response-example={response.status} data-markdown-ignore="">
          <h2 id={RESPONSE_EXAMPLE_HEADING_ID} className={styles.heading}>
            {translate('api.responseExample.title')}{' '}
            <span className={styles.status} data-status-class={statusClass(response.status)}>
              {responseTitle(response.status)}
            </span>
          </h2>
          {media && !running ? (
            <p className={styles.inResponse}>
              <a href={`#${response.anchor}`}>{translate('api.responseExample.inResponse', { status: responseTitle(response.status) })}</a>
            </p>
          ) : media ? (
            <>
              {response.content.length > 1 && (
                <p className={styles.mediaType}>
                  <code>{media.mediaType}</code>
                </p>
              )}
              <ExamplePicker key={`${response.status}:${media.mediaType}`} examples={media.examples} idPrefix={`pane-${response.anchor}`} />
            </>
          ) : (
            <p className={styles.empty}>{translate(response.content.length === 0 ? 'api.responses.noContent' : 'api.responseExample.none')}</p>
          )}
        </div>
      )}
    </section>
  );
}
