import React from 'react';
import * as styles from './MermaidDiagram.module.css';

/** A diagram drawn at build time (src/node/mdx/rehypeMermaid.ts): the SVG of each colour mode and its text alternative. */
export interface DrawnDiagram {
  readonly light: string;
  readonly dark: string;
  readonly label: string;
}

export interface BuildTimeDiagramProps {
  readonly chart: string;
  readonly diagram: DrawnDiagram;
}

/**
 * Both drawings are in the HTML; CSS shows the one of <html data-theme> (set before first paint by the
 * head script), so the switch needs no script and never flashes the other mode. The hidden one is
 * `display: none`, out of the accessibility tree. The SVGs are mermaid's, made with its strict
 * security level from the repository's own text.
 */
export function BuildTimeDiagram({ chart, diagram }: BuildTimeDiagramProps): JSX.Element {
  return (
    <figure className={styles.figure} data-mermaid-state="static">
      <div className={`${styles.diagram} ${styles.light}`} data-color-mode="light" role="img" aria-label={diagram.label} dangerouslySetInnerHTML={{ __html: diagram.light }} />
      <div className={`${styles.diagram} ${styles.dark}`} data-color-mode="dark" role="img" aria-label={diagram.label} dangerouslySetInnerHTML={{ __html: diagram.dark }} />
      <details className={styles.source}>
        <summary>Diagram source</summary>
        <pre>
          <code>{chart}</code>
        </pre>
      </details>
    </figure>
  );
}
