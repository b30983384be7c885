import * as React from 'react';
import { bodyTreeAnchor, REQUEST_BODY_ANCHOR } from '../../openapi/anchors';
import type { RequestBodyData } from '../../openapi/pageData';
import { translate } from '../../strings';
import { HtmlContent } from '../shared/HtmlContent';
import { MediaTypeView } from './MediaTypeView';
import * as styles from './RequestBodySection.module.css';

export interface RequestBodySectionProps {
  readonly body: RequestBodyData;
}

export const REQUEST_BODY_HEADING_ID = REQUEST_BODY_ANCHOR;

/** The request body in each media type the operation accepts. */
export function RequestBodySection({ body }: RequestBodySectionProps): React.ReactElement {
  return (
    <section className={styles.section} aria-labelledby={REQUEST_BODY_HEADING_ID}>
      <h2 id={REQUEST_BODY_HEADING_ID}>
        {translate('api.requestBody.title')}
        {/* The space opens the mark, in its own font, so its words are apart when read or copied ('Request body required');
            its margin is that much narrower (RequestBodySection.module.css). */}
        {body.required && <span className={styles.required}>{` ${translate('api.schema.required')}`}</span>}
      </h2>
      {body.descriptionHtml && <HtmlContent html={body.descriptionHtml} />}
      {body.content.map((media, index) => (
        <MediaTypeView key={media.mediaType} media={media} anchor={bodyTreeAnchor(REQUEST_BODY_ANCHOR, index, media.mediaType)} />
      ))}
    </section>
  );
}
