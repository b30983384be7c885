import * as React from 'react';
import { bodyTreeAnchor } from '../../openapi/anchors';
import type { CallbackData, CallbackOperationData, ResponseData } from '../../openapi/pageData';
import { translate } from '../../strings';
import { MethodBadge } from '../../ui/MethodBadge';
import { HtmlContent } from '../shared/HtmlContent';
import { MediaTypeView } from './MediaTypeView';
import { responseTitle, statusClass } from '../shared/responseStatus';
import * as header from './OperationHeader.module.css';
import * as body from './RequestBodySection.module.css';
import * as styles from './ResponsesSection.module.css';

export interface CallbacksSectionProps {
  readonly callbacks: readonly CallbackData[] | undefined;
}

export const CALLBACKS_HEADING_ID = 'callbacks';

/**
 * The requests the API makes back to the client (issue 24), after the responses: each callback a
 * fold (`callback-{name}`) whose summary gives its name and URL expression as written; inside, each
 * of its operations (`callback-{name}-{method}`) with method, description, request body and the
 * responses it expects, each response a fold like the page's own. Everything is in the HTML and
 * opens without JavaScript; a link to any of these ids opens the folds around it.
 */
export function CallbacksSection({ callbacks }: CallbacksSectionProps): React.ReactElement | null {
  if (!callbacks || callbacks.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={CALLBACKS_HEADING_ID}>
      <h2 id={CALLBACKS_HEADING_ID}>{translate('api.callbacks.title')}</h2>
      <p>{translate('api.callbacks.lead')}</p>
      <div className={styles.list}>
        {callbacks.map((callback) => (
          <details key={callback.name} id={callback.anchor} className={styles.response}>
            <summary className={styles.summary}>
              <span className={styles.status}>{callback.name}</span>
              <code>{callback.operations[0]?.expression}</code>
            </summary>
            <div className={styles.body}>
              {callback.operations.map((operation) => (
                <CallbackOperation key={operation.anchor} operation={operation} />
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

function CallbackOperation({ operation }: { readonly operation: CallbackOperationData }): React.ReactElement {
  return (
    <div id={operation.anchor}>
      <h3 className={styles.subheading}>
        <MethodBadge method={operation.method} /> <code>{operation.expression}</code>
      </h3>
      {operation.summary && <p>{operation.summary}</p>}
      {operation.deprecated && (
        <p className={header.deprecated} role="note">
          <strong>{translate('api.deprecated')}.</strong> {translate('api.callbacks.deprecated')}
        </p>
      )}
      {operation.descriptionHtml && <HtmlContent html={operation.descriptionHtml} />}
      {operation.requestBody && (
        <>
          <h4 className={styles.subheading}>
            {translate('api.requestBody.title')}
            {/* As RequestBodySection's: the mark opens with a space, its margin narrowed to match. */}
            {operation.requestBody.required && <span className={body.required}>{` ${translate('api.schema.required')}`}</span>}
          </h4>
          {operation.requestBody.descriptionHtml && <HtmlContent html={operation.requestBody.descriptionHtml} />}
          {operation.requestBody.content.map((media, index) => (
            <MediaTypeView key={media.mediaType} media={media} anchor={bodyTreeAnchor(`${operation.anchor}-request-body`, index, media.mediaType)} />
          ))}
        </>
      )}
      {operation.responses.length > 0 && (
        <>
          <h4 className={styles.subheading}>{translate('api.callbacks.responses')}</h4>
          <div className={styles.list}>
            {operation.responses.map((response) => (
              <CallbackResponse key={response.status} response={response} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function CallbackResponse({ response }: { readonly response: ResponseData }): React.ReactElement {
  return (
    <details id={response.anchor} className={styles.response} data-status-class={statusClass(response.status)}>
      <summary className={styles.summary}>
        <span className={styles.status}>{responseTitle(response.status)}</span>
        {response.summary && <span className={styles.short}>{response.summary}</span>}
      </summary>
      <div className={styles.body}>
        {response.descriptionHtml && <HtmlContent html={response.descriptionHtml} />}
        {response.content.length === 0 ? (
          <p className={styles.empty}>{translate('api.responses.noContent')}</p>
        ) : (
          response.content.map((media, index) => (
            <MediaTypeView key={media.mediaType} media={media} anchor={bodyTreeAnchor(response.anchor, index, media.mediaType)} />
          ))
        )}
      </div>
    </details>
  );
}
