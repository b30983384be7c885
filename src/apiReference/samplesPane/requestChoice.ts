/**
 * The request the reader chose for the samples (issue 43): which security alternative and which body
 * (an entry of `requestChoices.bodies`: a media type with one of its examples, or a branch of its
 * schema's choice). Kept for the page it was made on: another operation starts from its first pair.
 * Shared by the samples pane's control and the request body's example pickers, so each follows the other.
 */
import * as React from 'react';
import type { OperationPageData } from '../../openapi/pageData';

export interface RequestChoice {
  readonly security: number;
  readonly body: number;
  /** The named example chosen for each parameter that has a choice (`requestChoices.parameters`), by key; the first when absent. */
  readonly parameters?: Readonly<Record<string, number>>;
}

export interface RequestChoiceState extends RequestChoice {
  readonly choose: (change: Partial<RequestChoice>) => void;
  /** The body entry for a media type's example (by name), if the samples can send it. */
  readonly bodyOf: (mediaType: string, example: string) => number | undefined;
}

const FIRST: RequestChoice = { security: 0, body: 0 };

export function useRequestChoice(operation: Pick<OperationPageData, 'slug' | 'requestChoices'>): RequestChoiceState {
  const [state, setState] = React.useState<RequestChoice & { readonly slug: string }>({ ...FIRST, slug: operation.slug });
  const current = state.slug === operation.slug ? state : FIRST;
  const bodies = operation.requestChoices?.bodies;
  const slug = operation.slug;
  // One object per choice (not per render): the request body's pickers and the samples depend on it.
  return React.useMemo(
    (): RequestChoiceState => ({
      security: current.security,
      body: current.body,
      ...(current.parameters ? { parameters: current.parameters } : {}),
      choose: (change) => setState({ ...current, ...change, slug }),
      bodyOf: (mediaType, example) => {
        const index = bodies?.findIndex((entry) => entry.mediaType === mediaType && entry.example === example) ?? -1;
        return index < 0 ? undefined : index;
      },
    }),
    [current, slug, bodies],
  );
}
