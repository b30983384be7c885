import * as React from 'react';
import { childAnchor, variantSegment } from '../../openapi/anchors';
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
  /** The example shown when another control shares the choice (the request samples' body: issue 43). */
  readonly chosenExample?: number;
  readonly onChooseExample?: (index: number) => void;
}

/**
 * When the reader shows an example of one branch of the schema's choice, that branch of the tree
 * opens and is marked (`data-chosen`), at each level of a nested choice. The tree is static HTML
 * (StaticHtml: `<details>` open by themselves), so this sets its elements' state directly; never on
 * the first render, so nothing moves while the page loads.
 */
function useTreeFollowsExample(media: MediaTypeData, anchor: string, index: number): void {
  const first = React.useRef(true);
  const variant = media.examples[index]?.variant;
  const path = variant?.join('.');
  React.useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (path === undefined) return;
    let id = anchor;
    for (const position of path.split('.')) {
      id = childAnchor(id, variantSegment(Number(position)));
      const item = document.getElementById(id);
      if (!item) return;
      for (const sibling of item.parentElement?.children ?? []) sibling.removeAttribute('data-chosen');
      item.setAttribute('data-chosen', '');
      const details = item.querySelector(':scope > details');
      if (details instanceof HTMLDetailsElement) details.open = true;
    }
  }, [anchor, path]);
}

/** A body in one media type: 'Schema' and 'Example' views (each example chosen by its summary). */
export function MediaTypeView({ media, anchor, showSchema = true, sameAs, chosenExample, onChooseExample }: MediaTypeViewProps): React.ReactElement {
  const [own, setOwn] = React.useState(0);
  const index = chosenExample ?? own;
  useTreeFollowsExample(media, anchor, index);
  const choose = (chosen: number): void => {
    setOwn(chosen);
    onChooseExample?.(chosen);
  };
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
    tabs.push({
      id: 'example',
      label: translate('api.example'),
      content: <ExamplePicker examples={media.examples} idPrefix={anchor} index={index} onChoose={choose} />,
    });
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
