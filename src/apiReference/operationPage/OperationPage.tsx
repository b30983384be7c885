import * as React from 'react';
import { responseAnchorOf } from '../../openapi/anchors';
import { defaultResponseStatus } from '../../openapi/operationView';
import type { OperationPageData } from '../../openapi/pageData';
import { rewriteSample, sampleBase, serverUrlWith } from '../../openapi/servers';
import { CallbacksSection } from './CallbacksSection';
import { HtmlContent } from '../shared/HtmlContent';
import { OperationHeader } from './OperationHeader';
import { ParametersSection } from './ParametersSection';
import { RequestBodySection } from './RequestBodySection';
import { ResponsesSection } from './ResponsesSection';
import { SamplesPane } from '../samplesPane/SamplesPane';
import { ServerChooser } from './ServerChooser';
import { useServerChoice } from './serverChoice';
import { SchemaLinksProvider } from '../schemaTree/schemaLinks';
import * as styles from './OperationPage.module.css';

export interface OperationPageProps {
  readonly operation: OperationPageData;
  /** The API's index route, for the links of named schemas to their pages (`operation.schemaLinks`). */
  readonly apiRoute?: string;
  /** Shown under the title: "New in 1.1" / "Changed in 1.1" (the API's changelog, decision 0021). */
  readonly mark?: React.ReactNode;
}

/**
 * An operation page below the breadcrumbs: on wide screens two panes, the reference on the left
 * (title, endpoint, authentication, description, parameters, request body, responses) and the
 * request sample with the selected response's example on the right, sticky. Below the
 * breakpoint the samples come after the request section. One response is open at a time; the
 * first 2xx at first, or the one a link (`#response-404`, `#response-404.code`) points into.
 */
export function OperationPage({ operation, apiRoute, mark }: OperationPageProps): React.ReactElement {
  const initial = defaultResponseStatus(operation.responses);
  const [selected, setSelected] = React.useState<string | undefined>(initial);
  // The pane keeps showing the last opened response when the reader closes it.
  const [shown, setShown] = React.useState<string | undefined>(initial);
  const [hydrated, setHydrated] = React.useState(false);
  const root = React.useRef<HTMLDivElement>(null);
  const pendingHash = React.useRef<string | null>(null);
  // A render after each followed fragment, so the reveal effect runs even when nothing else changed.
  const [, afterHash] = React.useReducer((count: number) => count + 1, 0);

  const select = React.useCallback((status: string | undefined) => {
    setSelected(status);
    if (status !== undefined) setShown(status);
  }, []);

  // Follows a fragment: opens the response it is in (state), then every fold around the target.
  const followHash = React.useCallback(() => {
    const id = decodeHash(window.location.hash);
    if (!id || !root.current) return;
    const anchor = responseAnchorOf(
      id,
      operation.responses.map((response) => response.anchor),
    );
    const response = anchor ? operation.responses.find((entry) => entry.anchor === anchor) : undefined;
    if (response) select(response.status);
    pendingHash.current = id;
    afterHash();
  }, [operation.responses, select]);

  React.useEffect(() => {
    setHydrated(true);
    // The browser may already have opened a response for the fragment before hydration.
    const open = root.current?.querySelector<HTMLDetailsElement>('details[data-status][open]');
    if (open?.dataset.status && open.dataset.status !== initial) select(open.dataset.status);
    followHash();
    window.addEventListener('hashchange', followHash);
    return () => window.removeEventListener('hashchange', followHash);
  }, [followHash, initial, select]);

  // After the render that opened the response (and rendered a shared schema), reveal the target.
  React.useEffect(() => {
    const id = pendingHash.current;
    if (!id) return;
    const target = document.getElementById(id);
    if (!target || !root.current?.contains(target)) return;
    pendingHash.current = null;
    for (let node: HTMLElement | null = target; node && node !== root.current; node = node.parentElement) {
      if (node instanceof HTMLDetailsElement && !node.dataset.status) node.open = true;
    }
    target.scrollIntoView?.({ block: 'start' });
  });

  usePrintOpensEverything(root);

  const response = operation.responses.find((entry) => entry.status === shown);
  // The reader's server and variables (per API, remembered): the URL line and the samples follow.
  const server = useServerChoice(operation.apiId, operation.servers);
  const chosen = operation.servers?.[server.index];
  const chosenUrl = chosen ? serverUrlWith(chosen, server.values) : undefined;
  const fullUrl = chosenUrl !== undefined ? `${chosenUrl.replace(/\/+$/, '')}${operation.path}` : operation.fullUrl;
  const samples = React.useMemo(
    () =>
      chosenUrl !== undefined && operation.sampleBase
        ? operation.codeSamples.map((sample) => ({ ...sample, code: rewriteSample(sample.code, operation.sampleBase ?? '', sampleBase(chosenUrl)) }))
        : operation.codeSamples,
    [chosenUrl, operation.codeSamples, operation.sampleBase],
  );
  return (
    <SchemaLinksProvider links={operation.schemaLinks} apiRoute={apiRoute}>
      <div className={styles.page} data-operation={operation.slug} ref={root}>
        <div className={styles.main}>
          <h1 className={styles.title}>{operation.title}</h1>
          {mark}
          <OperationHeader
            method={operation.method}
            path={operation.path}
            fullUrl={fullUrl}
            kind={operation.kind}
            deprecated={operation.deprecated}
            security={operation.security}
          />
          {hydrated && operation.servers && <ServerChooser servers={operation.servers} index={server.index} values={server.values} onChoose={server.choose} />}
          {operation.descriptionHtml && <HtmlContent html={operation.descriptionHtml} className={styles.description} />}
          <ParametersSection parameters={operation.parameters} />
          {operation.requestBody && <RequestBodySection body={operation.requestBody} />}
        </div>
        <div className={styles.aside}>
          <SamplesPane samples={samples} response={response} />
        </div>
        <div className={styles.responses}>
          <ResponsesSection responses={operation.responses} selected={selected} onSelect={select} hydrated={hydrated} />
          <CallbacksSection callbacks={operation.callbacks} />
        </div>
      </div>
    </SchemaLinksProvider>
  );
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A printed page shows every response and every fold open; the reader's view comes back afterwards. */
function usePrintOpensEverything(root: React.RefObject<HTMLElement>): void {
  React.useEffect(() => {
    let closed: HTMLDetailsElement[] = [];
    const before = (): void => {
      const all = [...(root.current?.querySelectorAll<HTMLDetailsElement>('details') ?? [])];
      // `name` makes the responses exclusive: set it aside while printing so that all stay open.
      for (const details of all) {
        const name = details.getAttribute('name');
        if (name === null) continue;
        details.dataset.name = name;
        details.removeAttribute('name');
      }
      closed = all.filter((details) => !details.open);
      for (const details of closed) details.open = true;
    };
    const after = (): void => {
      for (const details of closed) details.open = false;
      closed = [];
      for (const details of root.current?.querySelectorAll<HTMLDetailsElement>('details[data-name]') ?? []) {
        details.setAttribute('name', details.dataset.name ?? '');
        delete details.dataset.name;
      }
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [root]);
}
