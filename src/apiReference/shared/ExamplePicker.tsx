import * as React from 'react';
import type { ExampleData } from '../../openapi/pageData';
import { translate } from '../../strings';
import { ExampleBlock, exampleCaption } from './ExampleBlock';
import * as styles from './ExamplePicker.module.css';

export interface ExamplePickerProps {
  readonly examples: readonly ExampleData[];
  /** Unique on the page: the select's id. */
  readonly idPrefix: string;
  /** The example shown, when another control shares the choice (the request samples' body: issue 43); the picker's own otherwise. */
  readonly index?: number;
  readonly onChoose?: (index: number) => void;
}

/**
 * A media type's examples: one shown at a time, chosen by their summary when the document names
 * several. Without JavaScript (and before hydration) the chooser is hidden and all are shown.
 */
export function ExamplePicker({ examples, idPrefix, index: shared, onChoose }: ExamplePickerProps): React.ReactElement | null {
  const [own, setOwn] = React.useState(0);
  const index = shared ?? own;
  const setIndex = (chosen: number): void => {
    setOwn(chosen);
    onChoose?.(chosen);
  };
  if (examples.length === 0) return null;
  if (examples.length === 1) return <ExampleBlock example={examples[0] as ExampleData} />;
  const selectId = `${idPrefix}-example`;
  return (
    <div className={styles.picker}>
      <p className={styles.choose}>
        <label htmlFor={selectId}>{translate('api.example.choose')}</label>{' '}
        <select id={selectId} value={index} onChange={(event) => setIndex(Number(event.currentTarget.value))} className={styles.select}>
          {examples.map((example, position) => (
            <option key={example.name} value={position}>
              {example.summary ?? example.name}
            </option>
          ))}
        </select>
      </p>
      {examples.map((example, position) => (
        <div key={example.name} hidden={position !== index} className={styles.option} data-example={example.name}>
          <ExampleBlock example={example} caption={exampleCaption(example)} />
        </div>
      ))}
    </div>
  );
}
