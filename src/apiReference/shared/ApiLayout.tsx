import React from 'react';
import { DocLayout } from '../../docs/DocLayout';
import type { TocEntry } from '../../docs/types';
import type { ApiPageContext } from './pageContext';
import { useApiSidebar } from '../sidebar/useApiSidebar';
import { translate } from '../../strings';

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
      sidebar={sidebar.column}
      menuSidebar={sidebar.menu}
      breadcrumbs={context.breadcrumbs}
      toc={toc}
      previous={context.previous}
      next={context.next}
      sidebarLabel={translate('api.sidebar.label')}
      sidebarKey={sidebar.columnKey}
      tocPlacement={tocPlacement}
    >
      {children}
    </DocLayout>
  );
}
