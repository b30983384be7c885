import * as React from 'react';
import { defaultResponseStatus } from '../../openapi/operationView';
import type { ResponseData } from '../../openapi/pageData';

export interface ResponseSelection {
  /** The response open first: the first 2xx, else the first. */
  readonly initial: string | undefined;
  /** The open response, if any (the reader may close it). */
  readonly selected: string | undefined;
  /** The response whose example the samples pane shows: the last one opened. */
  readonly shown: string | undefined;
  /** Opens a response (`undefined`: closes it; the pane keeps showing the last one). */
  readonly select: (status: string | undefined) => void;
  /**
   * Closes `status` if it is the open one. The browser closes the open response itself when another
   * opens (`<details name>`) and reports it in a toggle event of its own: comparing there with the
   * `selected` of an earlier render closed the response just opened (decision 0026's test found it).
   */
  readonly close: (status: string) => void;
}

/** The operation page's one open response, and the one the samples pane shows. */
export function useResponseSelection(responses: readonly ResponseData[]): ResponseSelection {
  const initial = defaultResponseStatus(responses);
  const [selected, setSelected] = React.useState<string | undefined>(initial);
  // The pane keeps showing the last opened response when the reader closes it.
  const [shown, setShown] = React.useState<string | undefined>(initial);

  const select = React.useCallback((status: string | undefined) => {
    setSelected(status);
    if (status !== undefined) setShown(status);
  }, []);

  const close = React.useCallback((status: string) => setSelected((current) => (current === status ? undefined : current)), []);

  return { initial, selected, shown, select, close };
}
