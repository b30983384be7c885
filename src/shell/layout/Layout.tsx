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
  /** The address the note for agents points from; null on a not-found page (wrapPageElement.tsx). */
  readonly agentNotePath?: string | null;
}

/** The page shell around every page: skip link, the note for agents, announcement bar, navbar, main content, footer. */
export function Layout({ children, agentNotePath }: LayoutProps): JSX.Element {
  const pathname = useShellPathname();
  return (
    <div className={styles.shell}>
      <SkipToContent />
      {agentNotePath && <AgentNote pathname={agentNotePath} />}
      <AnnouncementBar />
      <Navbar />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <PageErrorBoundary key={pathname}>{children}</PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
