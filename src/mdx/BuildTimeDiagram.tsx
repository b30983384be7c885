import React, { useEffect, useRef, useState } from 'react';
import * as styles from './MermaidDiagram.module.css';
import { DiagramSource } from './DiagramSource';
import { translate } from '../strings';

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
  /**
   * Whether the drawing may be wider than a phone's column at its smallest readable scale
   * (src/node/mdx/readableDiagram.ts): then its frame scrolls sideways and takes keyboard focus.
   */
  readonly scrolls?: boolean;
}

const isMarkup = (drawing: string): boolean => drawing.trimStart().startsWith('<');

function Drawing({
  drawing,
  mode,
  label,
  scrolls,
}: {
  readonly drawing: string;
  readonly mode: 'light' | 'dark';
  readonly label: string;
  readonly scrolls: boolean;
}): JSX.Element {
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

  const modeClass = mode === 'light' ? styles.light : styles.dark;
  const image = (
    <div
      ref={element}
      className={`${styles.diagram} ${modeClass}`}
      data-color-mode={mode}
      role="img"
      aria-label={label}
      // In the browser the markup is not known at hydration: React keeps the server's SVG.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: markup ?? '' }}
    />
  );
  // A drawing that may be wider than the column at its readable minimum scrolls in a frame that
  // keyboard users can focus and scroll, as a wide table does.
  return scrolls ? (
    <div className={`${styles.scroll} ${modeClass}`} tabIndex={0} role="group" aria-label={translate('mdx.diagram.scrollable')}>
      {image}
    </div>
  ) : (
    image
  );
}

/**
 * A ```mermaid block drawn at build time (src/node/mdx/rehypeMermaid.ts). Both drawings are in the
 * HTML; CSS shows the one of <html data-theme> (set before first paint by the head script), so the
 * switch needs no script and never flashes the other mode. The hidden one is `display: none`, out of
 * the accessibility tree. The SVGs are mermaid's, made with its strict security level from the
 * repository's own text.
 */
export function BuildTimeDiagram({ light, dark, label, chart, scrolls = false }: BuildTimeDiagramProps): JSX.Element {
  return (
    <figure className={styles.figure} data-mermaid-state="static">
      <Drawing drawing={light} mode="light" label={label} scrolls={scrolls} />
      <Drawing drawing={dark} mode="dark" label={label} scrolls={scrolls} />
      <DiagramSource chart={chart} />
    </figure>
  );
}
