import React, { useMemo } from 'react';
import { useShellPathname } from '../lib/location';
import { SecondaryMenuFiller } from '../lib/secondaryMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { Pager } from './Pager';
import { Sidebar, type SidebarProps } from './Sidebar';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents';
import { CopyPageButton } from '../ui/CopyPageButton';
import type { Crumb, PagerLink, SidebarItem, TocEntry } from './types';
import * as styles from './DocLayout.module.css';
import { translate } from '../strings';
import { settings } from '../config/resolved';

export interface DocLayoutProps {
  readonly sidebar: readonly SidebarItem[];
  /**
   * The mobile menu's entries when they are not `sidebar`'s (a large API's whole sidebar while the
   * column shows a bounded one), built when the menu first renders its sidebar.
   */
  readonly menuSidebar?: () => readonly SidebarItem[];
  readonly breadcrumbs: readonly Crumb[];
  readonly toc: readonly TocEntry[];
  readonly previous: PagerLink | null;
  readonly next: PagerLink | null;
  readonly sidebarLabel?: string;
  /** Names the sidebar's set of entries (see Sidebar's `entriesKey`). */
  readonly sidebarKey?: string;
  /**
   * 'column' (default): the table of contents in a right column on wide screens, the compact
   * control below that. 'compact': the compact 'On this page' control at every width, and the
   * content takes the right column too (operation pages put their samples pane there).
   */
  readonly tocPlacement?: 'column' | 'compact';
  readonly children: React.ReactNode;
}

/** Guide and API pages: sidebar | breadcrumbs, content, previous/next | table of contents. */
export function DocLayout({
  sidebar,
  menuSidebar,
  breadcrumbs,
  toc,
  previous,
  next,
  sidebarLabel,
  sidebarKey,
  tocPlacement = 'column',
  children,
}: DocLayoutProps): JSX.Element {
  const pathname = useShellPathname();
  const mobileSidebar = useMemo(
    () => (
      <MenuSidebar
        items={menuSidebar ?? (() => sidebar)}
        currentPath={pathname}
        label={translate('docs.sidebar.menu', { label: sidebarLabel ?? translate('docs.sidebar.default') })}
      />
    ),
    [sidebar, menuSidebar, pathname, sidebarLabel],
  );
  return (
    <div className={tocPlacement === 'compact' ? `${styles.layout} ${styles.wide}` : styles.layout}>
      <SecondaryMenuFiller>{mobileSidebar}</SecondaryMenuFiller>
      {/* A plain column: the sidebar's own <nav> is the landmark (an unnamed <aside> around it made a second, nameless one). */}
      <div className={styles.sidebarColumn}>
        <Sidebar items={sidebar} currentPath={pathname} label={sidebarLabel} entriesKey={sidebarKey} />
      </div>
      <div className={styles.contentColumn}>
        <div className={styles.pageTools} data-copy-page={settings.agents.copyButton ? '' : undefined}>
          <Breadcrumbs crumbs={breadcrumbs} />
          <CopyPageButton route={pathname} className={styles.copyPage} />
        </div>
        <div className={styles.mobileToc}>
          <TableOfContentsMobile entries={toc} />
        </div>
        <article className={styles.article}>{children}</article>
        <Pager previous={previous} next={next} />
      </div>
      {tocPlacement === 'column' && (
        <div className={styles.tocColumn}>
          <TableOfContents entries={toc} />
        </div>
      )}
    </div>
  );
}

/** The mobile menu's sidebar: its entries are built when it renders (the menu renders it when it first opens). */
function MenuSidebar({ items, ...props }: Omit<SidebarProps, 'items'> & { readonly items: () => readonly SidebarItem[] }): JSX.Element {
  const entries = useMemo(items, [items]);
  return <Sidebar items={entries} {...props} />;
}
