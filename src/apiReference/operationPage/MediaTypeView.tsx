import * as React from 'react';
import type { MediaTypeData } from '../../openapi/pageData';
import { translate } from '../../strings';
import { ExamplePicker } from '../shared/ExamplePicker';
import { SchemaTree } from '../schemaTree/SchemaTree';
import { ViewTabs, type ViewTab } from './ViewTabs';
import * as styles from './MediaTypeView.module.css';

export interface MediaTypeViewProps {
  readonly media: MediaTypeData;
  /** The schema tree's anchor (`request-body`, `response-201`…): property anchors extend it. */
  readonly anchor: string;
  /** False: the schema is the same as an earlier response's and is not repeated here. */
  readonly showSchema?: boolean;
  /** Where the schema is shown in full when `showSchema` is false. */
  readonly sameAs?: { readonly anchor: string; readonly title: string };
}

/** A body in one media type: 'Schema' and 'Example' views (each example chosen by its summary). */
export function MediaTypeView({ media, anchor, showSchema = true, sameAs }: MediaTypeViewProps): React.ReactElement {
  const tabs: ViewTab[] = [];
  if (media.schema) {
    tabs.push({
      id: 'schema',
      label: translate('api.schema.title'),
      content:
        showSchema || !sameAs ? (
          <SchemaTree node={media.schema} anchor={anchor} />
        ) : (
          <p className={styles.same}>
            <span className={styles.refName}>{media.schema.refName ?? media.schema.typeLabel}</span>{' '}
            <a href={`#${sameAs.anchor}`}>{translate('api.schema.sameAs', { status: sameAs.title })}</a>
          </p>
        ),
    });
  }
  if (media.examples.length > 0) {
    tabs.push({ id: 'example', label: translate('api.example'), content: <ExamplePicker examples={media.examples} idPrefix={anchor} /> });
  }
  const mediaType = (
    <p className={styles.mediaType}>
      {translate('api.mediaType')} <code>{media.mediaType}</code>
    </p>
  );
  return (
    <div className={styles.media}>
      {tabs.length > 1 ? (
        <ViewTabs tabs={tabs} label={translate('api.mediaType.views', { mediaType: media.mediaType })} idPrefix={`${anchor}-view`} aside={mediaType} />
      ) : (
        <>
          {mediaType}
          {tabs[0]?.content}
        </>
      )}
    </div>
  );
}
