import * as React from 'react';
import type { ExampleData } from '../../openapi/pageData';
import { translate } from '../../strings';
import * as treeStyles from './SchemaTree.module.css';
import * as styles from './NamedExamples.module.css';

/**
 * A parameter's or a header's named examples (issue 43), all in the HTML: one line, each example by its
 * summary (else its name) and its value, 'Examples: In service "active"; Out of service "retired"'.
 * Static: the list it sits in hydrates as one element, and such a value is short, so no chooser is needed.
 */
export function NamedExamples({ examples }: { readonly examples: readonly ExampleData[] }): React.ReactElement {
  return (
    <p className={styles.examples}>
      {`${translate('api.parameter.examples')} `}
      {examples.map((example, index) => (
        <span key={example.name} data-example={example.name}>
          {`${example.summary ?? example.name} `}
          <code className={treeStyles.value}>{example.externalValue && !example.value ? example.externalValue : example.value}</code>
          {index < examples.length - 1 ? '; ' : ''}
        </span>
      ))}
    </p>
  );
}
