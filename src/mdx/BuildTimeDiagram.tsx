import React, { useEffect, useRef, useState } from 'react';
import * as styles from './MermaidDiagram.module.css';
import { DiagramSource } from './DiagramSource';
import { translate } from '../strings';

/**
 * The drawings: one for both colour modes (the dark colours as CSS scoped to <html data-theme='dark'>,
 * src/node/mdx/colourModes.ts), or one per mode when mermaid's two drawings were not the same picture.
 * Each is the SVG markup in the HTML renderer, the URL of its file in the browser bundle (src/node/webpack/config.ts,
 * DIAGRAM_FILE_RULE), so that no page's JavaScript carries drawings.
 */
export type BuildTimeDrawings =
  | { readonly drawing: string; readonly light?: undefined; readonly dark?: undefined }
  | { readonly drawing?: undefined; readonly light: string; readonly dark: string };

export type BuildTimeDiagramProps = BuildTimeDrawings & {
  /** The text alternative. */
  readonly label: string;
  /** The diagram's text, shown under "Diagram source". */
  readonly chart: string;
  /**
   * Whether the drawing may be wider than a phone's column at its smallest readable scale
   * (src/node/mdx/readableDiagram.ts): then its frame scrolls sideways and takes keyboard focus.
   */
  readonly scrolls?: boolean;
};

const isMarkup = (drawing: string): boolean => drawing.trimStart().startsWith('<');

function Drawing({
  drawing,
  mode,
  label,
  scrolls,
}: {
  readonly drawing: string;
  /** The colour mode the drawing is for, or 'both' when its own style switches its colours. */
  readonly mode: 'light' | 'dark' | 'both';
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

  const modeClass = { light: styles.light, dark: styles.dark, both: '' }[mode];
  const image = (
    <div
      ref={element}
      className={modeClass ? `${styles.diagram} ${modeClass}` : styles.diagram}
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
    <div className={modeClass ? `${styles.scroll} ${modeClass}` : styles.scroll} tabIndex={0} role="group" aria-label={translate('mdx.diagram.scrollable')}>
      {image}
    </div>
  ) : (
    image
  );
}

/**
 * A ```mermaid block drawn at build time (src/node/mdx/rehypeMermaid.ts), in the HTML. One drawing
 * carries both colour modes in its own style, switched by <html data-theme> (set before first paint
 * by the head script), so the switch needs no script and never flashes the other mode. Two drawings
 * (when mermaid's were not the same picture) are switched by CSS the same way: the hidden one is
 * `display: none`, out of the accessibility tree. The SVGs are mermaid's, made with its strict
 * security level from the repository's own text.
 */
export function BuildTimeDiagram({ drawing, light, dark, label, chart, scrolls = false }: BuildTimeDiagramProps): JSX.Element {
  return (
    <figure className={styles.figure} data-mermaid-state="static">
      {drawing !== undefined ? (
        <Drawing drawing={drawing} mode="both" label={label} scrolls={scrolls} />
      ) : (
        <>
          <Drawing drawing={light} mode="light" label={label} scrolls={scrolls} />
          <Drawing drawing={dark} mode="dark" label={label} scrolls={scrolls} />
        </>
      )}
      <DiagramSource chart={chart} />
    </figure>
  );
}
