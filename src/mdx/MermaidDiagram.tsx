import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useColorMode } from '../lib/colorMode/ColorModeProvider';
import { translate } from '../strings';
import * as styles from './MermaidDiagram.module.css';
import { useNearViewportWhenIdle } from './useNearViewportWhenIdle';
import { DiagramSource } from './DiagramSource';

type MermaidModule = typeof import('mermaid');
type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly svg: string }
  | { readonly kind: 'load-failed' }
  | { readonly kind: 'syntax-error'; readonly message: string };

/**
 * Defined by src/node/webpack/config.ts: false when the build drew every diagram itself (a browser was found),
 * so that webpack leaves mermaid's chunks out of the site.
 */
declare const __MERMAID_IN_BROWSER__: boolean;

let mermaidPromise: Promise<MermaidModule> | null = null;

/** mermaid (about 230 KB gzip with its chunks) is fetched once, in the browser, when a diagram first needs it. */
function loadMermaid(): Promise<MermaidModule> {
  mermaidPromise ??= (
    __MERMAID_IN_BROWSER__
      ? import(/* webpackChunkName: "mermaid" */ 'mermaid')
      : Promise.reject(new Error('This build drew its diagrams at build time and ships no mermaid'))
  ).catch((error: unknown) => {
    mermaidPromise = null;
    throw error;
  });
  return mermaidPromise;
}

export interface MermaidDiagramProps {
  readonly chart: string;
  /**
   * The parser's message for a diagram the build could not draw: shown as mermaid would show it,
   * without loading mermaid. Put in place of a broken fence by `gatsby develop` (src/node/mdx/rehypeMermaid.ts).
   */
  readonly error?: string;
}

/**
 * The fallback for a build without a browser (src/node/mdx/rehypeMermaid.ts): a ```mermaid block drawn as SVG in the current colour mode (drawn again when it changes). mermaid is
 * loaded only when the diagram comes near the viewport, after the page has loaded and gone idle, so a
 * page whose diagrams are further down does not download it on first load. Shows a spinner until the
 * diagram is drawn (`aria-busy` while mermaid loads and draws), 'Retry' if loading fails, and the
 * parser's message for a broken diagram.
 */
export default function MermaidDiagram({ chart, error }: MermaidDiagramProps): JSX.Element {
  const { mode } = useColorMode();
  const [drawn, setState] = useState<State>({ kind: 'loading' });
  const state: State = error !== undefined ? { kind: 'syntax-error', message: error } : drawn;
  const [attempt, setAttempt] = useState(0);
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const figure = useRef<HTMLElement>(null);
  const wanted = useNearViewportWhenIdle(figure);

  useEffect(() => {
    if (!wanted || error !== undefined) return undefined;
    let cancelled = false;
    setState({ kind: 'loading' });
    loadMermaid()
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({
          startOnLoad: false,
          theme: mode === 'dark' ? 'dark' : 'default',
          securityLevel: 'strict',
          fontFamily: 'inherit',
          // Label backgrounds that keep text at WCAG AA contrast in both modes.
          themeVariables: mode === 'dark' ? { edgeLabelBackground: '#2b2d31', textColor: '#e7e8ea' } : { edgeLabelBackground: '#f2f4f7', textColor: '#1c1e21' },
        });
        try {
          const { svg } = await mermaid.render(`${id}-${attempt}-${mode}`, chart);
          if (!cancelled) setState({ kind: 'ready', svg });
        } catch (error) {
          document.getElementById(`d${id}-${attempt}-${mode}`)?.remove();
          if (!cancelled) setState({ kind: 'syntax-error', message: error instanceof Error ? error.message : String(error) });
        }
      })
      .catch(() => {
        if (!cancelled) setState({ kind: 'load-failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [chart, mode, attempt, id, wanted, error]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <figure ref={figure} className={styles.figure} data-mermaid-state={state.kind} aria-busy={(wanted && state.kind === 'loading') || undefined}>
      {state.kind === 'loading' && (
        <div className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {translate('loading')}
        </div>
      )}
      {state.kind === 'ready' && (
        <div className={styles.diagram} role="img" aria-label={translate('mdx.diagram.label')} dangerouslySetInnerHTML={{ __html: state.svg }} />
      )}
      {state.kind === 'load-failed' && (
        <div className={styles.status} role="alert">
          {translate('mdx.diagram.loadFailed')}{' '}
          <button type="button" className={`button-primary ${styles.retry}`} onClick={retry}>
            {translate('error.retry')}
          </button>
        </div>
      )}
      {state.kind === 'syntax-error' && (
        <div className={styles.error} role="alert">
          <strong>{translate('mdx.diagram.syntaxError')}</strong>
          <pre>{state.message}</pre>
        </div>
      )}
      <DiagramSource chart={chart} />
    </figure>
  );
}
