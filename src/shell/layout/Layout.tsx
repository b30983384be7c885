import React from 'react';
import { AnnouncementBar } from '../announcementBar/AnnouncementBar';
import { Footer } from '../footer/Footer';
import { Navbar } from '../navbar/Navbar';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { useShellPathname } from '../../lib/location';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';
import { AgentNote } from './AgentNote';
import * as styles from './Layout.module.css';

export interface LayoutProps {
  readonly children: React.ReactNode;
  /** The page's own path (Gatsby's `props.path`): which page this is, whatever the address. */
  readonly pagePath?: string;
}

/** The page shell around every page: skip link, the note for agents, announcement bar, navbar, main content, footer. */
export function Layout({ children, pagePath }: LayoutProps): JSX.Element {
  const pathname = useShellPathname();
  return (
    <div className={styles.shell}>
      <SkipToContent />
      {pagePath !== undefined && <AgentNote pagePath={pagePath} />}
      <AnnouncementBar />
      <Navbar />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <PageErrorBoundary key={pathname}>{children}</PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
