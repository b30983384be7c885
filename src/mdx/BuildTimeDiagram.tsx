import React, { useEffect, useRef, useState } from 'react';
import * as styles from './MermaidDiagram.module.css';
import { DiagramSource } from './DiagramSource';

export interface BuildTimeDiagramProps {
  /**
   * The light drawing: the SVG markup in the HTML renderer, the URL of its file in the browser bundle
   * (gatsby-node.ts, DIAGRAM_FILE_RULE), so that no page's JavaScript carries drawings.
   */
  readonly light: string;
  readonly dark: string;
  /** The text alternative. */
  readonly label: string;
  /** The diagram's text, shown under "Diagram source". */
  readonly chart: string;
}

const isMarkup = (drawing: string): boolean => drawing.trimStart().startsWith('<');

function Drawing({ drawing, mode, label }: { readonly drawing: string; readonly mode: 'light' | 'dark'; readonly label: string }): JSX.Element {
  const element = useRef<HTMLDivElement>(null);
  const firstDrawing = useRef<string | null>(null);
  const [fetched, setFetched] = useState<string | undefined>(undefined);
  const markup = isMarkup(drawing) ? drawing : fetched;

  useEffect(() => {
    if (isMarkup(drawing)) return undefined;
    // Hydrating a server-rendered page keeps the SVG of the HTML; a page opened by client-side
    // navigation has none yet, and a diagram edited under `gatsby develop` gets a new file: those
    // fetch it (same origin, cached immutably).
    const keptFromServer = firstDrawing.current === null && Boolean(element.current?.firstElementChild);
    firstDrawing.current ??= drawing;
    if (keptFromServer) return undefined;
    let cancelled = false;
    fetch(drawing)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status} for ${drawing}`))))
      .then((svg) => {
        if (!cancelled) setFetched(svg);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [drawing]);

  return (
    <div
      ref={element}
      className={`${styles.diagram} ${mode === 'light' ? styles.light : styles.dark}`}
      data-color-mode={mode}
      role="img"
      aria-label={label}
      // In the browser the markup is not known at hydration: React keeps the server's SVG.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: markup ?? '' }}
    />
  );
}

/**
 * A ```mermaid block drawn at build time (src/node/mdx/rehypeMermaid.ts). Both drawings are in the
 * HTML; CSS shows the one of <html data-theme> (set before first paint by the head script), so the
 * switch needs no script and never flashes the other mode. The hidden one is `display: none`, out of
 * the accessibility tree. The SVGs are mermaid's, made with its strict security level from the
 * repository's own text.
 */
export function BuildTimeDiagram({ light, dark, label, chart }: BuildTimeDiagramProps): JSX.Element {
  return (
    <figure className={styles.figure} data-mermaid-state="static">
      <Drawing drawing={light} mode="light" label={label} />
      <Drawing drawing={dark} mode="dark" label={label} />
      <DiagramSource chart={chart} />
    </figure>
  );
}
