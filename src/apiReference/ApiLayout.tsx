import React from 'react';
import { DocLayout } from '../docs/DocLayout';
import type { Crumb, PagerLink, TocEntry } from '../docs/types';
import { useApiSidebar } from './useApiSidebar';

/** Accessible name of the API sidebar; belongs in src/strings/api.ts once that module takes page strings. */
export const API_SIDEBAR_LABEL = 'API reference';

/** What every API page's context holds (src/node/api/createApiPages.ts): no sidebar, see `useApiSidebar`. */
export interface ApiPageContext {
  readonly breadcrumbs: readonly Crumb[];
  readonly previous: PagerLink | null;
  readonly next: PagerLink | null;
  readonly overviewRoute: string;
}

export interface ApiLayoutProps {
  readonly context: ApiPageContext;
  readonly toc: readonly TocEntry[];
  /** See DocLayout: operation pages use 'compact' and put their samples pane in the right column. */
  readonly tocPlacement?: 'column' | 'compact';
  readonly children: React.ReactNode;
}

/** The doc layout of the API overview, index and operation pages, with the shared `apiSidebar`. */
export function ApiLayout({ context, toc, tocPlacement, children }: ApiLayoutProps): JSX.Element {
  const sidebar = useApiSidebar(context.overviewRoute);
  return (
    <DocLayout
      sidebar={sidebar}
      breadcrumbs={context.breadcrumbs}
      toc={toc}
      previous={context.previous}
      next={context.next}
      sidebarLabel={API_SIDEBAR_LABEL}
      tocPlacement={tocPlacement}
    >
      {children}
    </DocLayout>
  );
}
