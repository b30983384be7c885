import * as React from 'react';
import { bodyTreeAnchor } from '../../openapi/anchors';
import { sharedKey, sharedSchemas } from '../../openapi/operationView';
import type { ResponseData } from '../../openapi/pageData';
import { translate } from '../../strings';
import { HtmlContent } from '../shared/HtmlContent';
import { responseTitle, statusClass } from '../shared/responseStatus';
import { useAfterHydration } from '../../lib/hydrated';
import { MediaTypeView, type MediaTypeViewProps } from './MediaTypeView';
import { SCHEMA_EXPAND_DEPTH } from '../schemaTree/SchemaTree';
import { SchemaNodeItem } from '../schemaTree/SchemaNode';
import * as treeStyles from '../schemaTree/SchemaTree.module.css';
import { StaticHtml } from '../shared/StaticHtml';
import { NamedExamples } from '../schemaTree/NamedExamples';
import * as styles from './ResponsesSection.module.css';

export interface ResponsesSectionProps {
  readonly responses: readonly ResponseData[];
  /** The open response's status (one at a time); undefined when the reader closed it. */
  readonly selected: string | undefined;
  readonly onSelect: (status: string | undefined) => void;
  /** Closes a response if it is the open one (useResponseSelection's `close`). */
  readonly onClose: (status: string) => void;
}

export const RESPONSES_HEADING_ID = 'responses';

/**
 * A body whose schema is an earlier response's: in the HTML a link to it (the schema is rendered once);
 * once the page runs, in full while its response is open. Only this view renders again when the page
 * has hydrated (decision 0026).
 */
function SharedMediaTypeView({
  open,
  ...props
}: Omit<MediaTypeViewProps, 'showSchema'> & { readonly open: boolean; readonly sameAs: NonNullable<MediaTypeViewProps['sameAs']> }): React.ReactElement {
  const running = useAfterHydration();
  return <MediaTypeView {...props} showSchema={running && open} />;
}

/**
 * Responses as a disclosure list, one open at a time (`<details name>` makes them exclusive even
 * without JavaScript, where each can still be opened and read). The open one is the page's
 * selected response: the samples pane shows its example. Each `<details>` is the `response-{status}`
 * deep-link target; following a link into a closed response opens it (the browser does that for
 * fragments inside `<details>`, and OperationPage does it for links followed within the page).
 */
export function ResponsesSection({ responses, selected, onSelect, onClose }: ResponsesSectionProps): React.ReactElement | null {
  const shared = React.useMemo(() => sharedSchemas(responses), [responses]);
  if (responses.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={RESPONSES_HEADING_ID}>
      <h2 id={RESPONSES_HEADING_ID}>{translate('api.responses.title')}</h2>
      <div className={styles.list}>
        {responses.map((response) => (
          <details
            key={response.status}
            id={response.anchor}
            name="responses"
            className={styles.response}
            data-status={response.status}
            data-status-class={statusClass(response.status)}
            open={response.status === selected}
            onToggle={(event) => {
              // While printing, usePrintExpansion opens every response (their `name` set aside in
              // data-name): those toggles are the print's, not the reader's choice.
              if (event.currentTarget.dataset.name !== undefined) return;
              const open = event.currentTarget.open;
              if (open) onSelect(response.status);
              else onClose(response.status);
            }}
          >
            <summary className={styles.summary}>
              {/* The summary is a flex container: the space between status and summary shows nothing, but is read and copied ('201 The asset was created.'). */}
              <span className={styles.status}>{responseTitle(response.status)}</span>
              {response.summary && (
                <>
                  {' '}
                  <span className={styles.short}>{response.summary}</span>
                </>
              )}
            </summary>
            <div className={styles.body}>
              {response.descriptionHtml && <HtmlContent html={response.descriptionHtml} />}
              {response.headers.length > 0 && (
                <>
                  <h3 className={styles.subheading}>{translate('api.responses.headers')}</h3>
                  <StaticHtml as="ul" className={`${styles.headers} ${treeStyles.items}`}>
                    {response.headers.map((header) => (
                      <SchemaNodeItem
                        key={header.name}
                        anchor={header.anchor}
                        level={1}
                        expandDepth={SCHEMA_EXPAND_DEPTH}
                        extra={header.examples && <NamedExamples examples={header.examples} />}
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
                  </StaticHtml>
                </>
              )}
              {response.content.length === 0 ? (
                <p className={styles.empty}>{translate('api.responses.noContent')}</p>
              ) : (
                response.content.map((media, index) => {
                  const same = shared.get(sharedKey(response.status, media.mediaType));
                  const anchor = bodyTreeAnchor(response.anchor, index, media.mediaType);
                  return same ? (
                    <SharedMediaTypeView
                      key={media.mediaType}
                      media={media}
                      anchor={anchor}
                      open={response.status === selected}
                      sameAs={{ anchor: same.anchor, title: responseTitle(same.status) }}
                    />
                  ) : (
                    <MediaTypeView key={media.mediaType} media={media} anchor={anchor} />
                  );
                })
              )}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
