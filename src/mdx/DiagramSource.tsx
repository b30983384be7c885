import React from 'react';
import { translate } from '../strings';
import * as styles from './MermaidDiagram.module.css';

/** The diagram's text under a 'Diagram source' disclosure: the same for drawn and in-browser diagrams. */
export function DiagramSource({ chart }: { readonly chart: string }): JSX.Element {
  return (
    <details className={styles.source}>
      <summary>{translate('mdx.diagram.source')}</summary>
      <pre>
        <code>{chart}</code>
      </pre>
    </details>
  );
}
