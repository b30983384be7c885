import * as React from 'react';
import type { MediaTypeData } from '../openapi/types';
import { apiText } from './apiText';
import { ExampleBlock } from './ExampleBlock';
import { SchemaTree } from './SchemaTree/SchemaTree';
import * as styles from './MediaTypeView.module.css';

export interface MediaTypeViewProps {
  readonly media: MediaTypeData;
}

/** A body in one media type: its schema tree, then its examples. */
export function MediaTypeView({ media }: MediaTypeViewProps): React.ReactElement {
  return (
    <div className={styles.media}>
      <p className={styles.mediaType}>
        {apiText('api.mediaType')} <code>{media.mediaType}</code>
      </p>
      {media.schema && <SchemaTree node={media.schema} />}
      {media.examples.map((example) => (
        <ExampleBlock key={example.name} example={example} />
      ))}
    </div>
  );
}
