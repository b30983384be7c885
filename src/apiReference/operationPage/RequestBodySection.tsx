import * as React from 'react';
import { bodyTreeAnchor, REQUEST_BODY_ANCHOR } from '../../openapi/anchors';
import type { OperationPageData, RequestBodyData } from '../../openapi/pageData';
import { translate } from '../../strings';
import { HtmlContent } from '../shared/HtmlContent';
import { MediaTypeView } from './MediaTypeView';
import type { RequestChoiceState } from '../samplesPane/requestChoice';
import * as styles from './RequestBodySection.module.css';

export interface RequestBodySectionProps {
  readonly body: RequestBodyData;
  /** The body the samples send (issue 43): each media type's example picker shows it and chooses it. */
  readonly choice?: RequestChoiceState;
  readonly bodies?: NonNullable<OperationPageData['requestChoices']>['bodies'];
}

export const REQUEST_BODY_HEADING_ID = REQUEST_BODY_ANCHOR;

/** The request body in each media type the operation accepts. */
export function RequestBodySection({ body, choice, bodies }: RequestBodySectionProps): React.ReactElement {
  const sent = choice ? bodies?.[choice.body] : undefined;
  return (
    <section className={styles.section} aria-labelledby={REQUEST_BODY_HEADING_ID}>
      <h2 id={REQUEST_BODY_HEADING_ID}>
        {translate('api.requestBody.title')}
        {/* The space opens the mark, in its own font, so its words are apart when read or copied ('Request body required');
            its margin is that much narrower (RequestBodySection.module.css). */}
        {body.required && <span className={styles.required}>{` ${translate('api.schema.required')}`}</span>}
      </h2>
      {body.descriptionHtml && <HtmlContent html={body.descriptionHtml} />}
      {body.content.map((media, index) => {
        const shown = sent?.mediaType === media.mediaType ? media.examples.findIndex((example) => example.name === sent.example) : -1;
        return (
          <MediaTypeView
            key={media.mediaType}
            media={media}
            anchor={bodyTreeAnchor(REQUEST_BODY_ANCHOR, index, media.mediaType)}
            {...(shown >= 0 ? { chosenExample: shown } : {})}
            onChooseExample={(position) => {
              const entry = choice?.bodyOf(media.mediaType, media.examples[position]?.name ?? '');
              if (entry !== undefined) choice?.choose({ body: entry });
            }}
          />
        );
      })}
    </section>
  );
}
