import * as React from 'react';
import type { OperationPageData } from '../../openapi/pageData';
import { serverUrlWith } from '../../openapi/servers';
import { useChosenSamples } from './chosenSamples';
import { useRequestChoice } from '../samplesPane/requestChoice';
import { useCredentials } from '../samplesPane/credentials';
import { CallbacksSection } from './CallbacksSection';
import { HtmlContent } from '../shared/HtmlContent';
import { OperationHeader } from './OperationHeader';
import { ParametersSection } from './ParametersSection';
import { RequestBodySection } from './RequestBodySection';
import { ResponsesSection } from './ResponsesSection';
import { SamplesPane } from '../samplesPane/SamplesPane';
import { ServerChooser } from './ServerChooser';
import { useServerChoice } from './serverChoice';
import { SchemaLinksProvider } from '../schemaTree/schemaLinks';
import { useFragmentTarget } from './useFragmentTarget';
import { usePrintExpansion } from './usePrintExpansion';
import { useResponseSelection } from './useResponseSelection';
import * as styles from './OperationPage.module.css';

export interface OperationPageProps {
  readonly operation: OperationPageData;
  /** The API's index route, for the links of named schemas to their pages (`operation.schemaLinks`). */
  readonly apiRoute?: string;
  /** Shown under the title: "New in 1.1" / "Changed in 1.1" (the API's changelog, decision 0021). */
  readonly mark?: React.ReactNode;
}

/**
 * An operation page below the breadcrumbs: on wide screens two panes, the reference on the left
 * (title, endpoint, authentication, description, parameters, request body, responses) and the
 * request sample with the selected response's example on the right, sticky. Below the
 * breakpoint the samples come after the request section. One response is open at a time; the
 * first 2xx at first, or the one a link (`#response-404`, `#response-404.code`) points into.
 */
export function OperationPage({ operation, apiRoute, mark }: OperationPageProps): React.ReactElement {
  const { initial, selected, shown, select, close } = useResponseSelection(operation.responses);
  const root = React.useRef<HTMLDivElement>(null);
  useFragmentTarget(root, operation.responses, initial, select);
  usePrintExpansion(root);

  const response = operation.responses.find((entry) => entry.status === shown);
  // The reader's server and variables (per API, remembered): the URL line and the samples follow.
  const server = useServerChoice(operation.apiId, operation.servers);
  const chosen = operation.servers?.[server.index];
  const chosenUrl = chosen ? serverUrlWith(chosen, server.values) : undefined;
  const fullUrl = chosenUrl !== undefined ? `${chosenUrl.replace(/\/+$/, '')}${operation.path}` : operation.fullUrl;
  // The chosen server goes where each sample's slots say, written for its language: never found by searching the code.
  const credentials = useCredentials(operation.apiId);
  // The request the samples show (a security alternative, a body: issue 43), shared with the request body's example pickers.
  const choice = useRequestChoice(operation);
  const firstServer = operation.servers?.[0] ? serverUrlWith(operation.servers[0]) : undefined;
  const samples = useChosenSamples(
    operation.codeSamples,
    chosenUrl,
    firstServer,
    credentials,
    choice,
    operation.choiceSamples,
    operation.requestChoices?.parameters,
  );
  return (
    <SchemaLinksProvider links={operation.schemaLinks} apiRoute={apiRoute}>
      <div className={styles.page} data-operation={operation.slug} ref={root}>
        <div className={styles.main}>
          <h1 className={styles.title}>{operation.title}</h1>
          {mark}
          <OperationHeader
            method={operation.method}
            path={operation.path}
            fullUrl={fullUrl}
            kind={operation.kind}
            deprecated={operation.deprecated}
            security={operation.security}
          />
          {operation.servers && <ServerChooser servers={operation.servers} index={server.index} values={server.values} onChoose={server.choose} />}
          {operation.summaryHtml && <HtmlContent html={operation.summaryHtml} className={styles.description} />}
          {operation.descriptionHtml && <HtmlContent html={operation.descriptionHtml} className={styles.description} />}
          <ParametersSection parameters={operation.parameters} />
          {operation.requestBody && <RequestBodySection body={operation.requestBody} choice={choice} bodies={operation.requestChoices?.bodies} />}
        </div>
        <div className={styles.aside}>
          <SamplesPane
            samples={samples}
            response={response}
            apiId={operation.apiId}
            security={operation.security}
            requestChoices={operation.requestChoices}
            choice={choice}
            onChoose={choice.choose}
          />
        </div>
        <div className={styles.responses}>
          <ResponsesSection responses={operation.responses} selected={selected} onSelect={select} onClose={close} />
          <CallbacksSection callbacks={operation.callbacks} />
        </div>
      </div>
    </SchemaLinksProvider>
  );
}
