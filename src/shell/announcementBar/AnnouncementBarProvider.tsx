import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { settings } from '../../config/resolved';
import { STORAGE_KEYS, storageSlot } from '../../lib/storage';
import { decideAnnouncement } from './announcementState';

type AnnouncementSettings = NonNullable<typeof settings.announcementBar>;

export interface AnnouncementBarContextValue {
  readonly announcement: AnnouncementSettings | null;
  readonly isActive: boolean;
  readonly close: () => void;
}

const AnnouncementBarContext = createContext<AnnouncementBarContextValue | null>(null);
const idSlot = storageSlot(STORAGE_KEYS.announcementId);
const dismissSlot = storageSlot(STORAGE_KEYS.announcementDismiss);

export interface AnnouncementBarProviderProps {
  readonly children: React.ReactNode;
  readonly announcement?: AnnouncementSettings | null;
}

export function AnnouncementBarProvider({ children, announcement = settings.announcementBar ?? null }: AnnouncementBarProviderProps): JSX.Element {
  // Visible on the server and on the first client render; a dismissed bar is already hidden by CSS
  // (head script attribute) so it never flashes, and the effect then removes it for good.
  const [isActive, setActive] = useState(announcement !== null);

  useEffect(() => {
    if (!announcement) return;
    const decision = decideAnnouncement(announcement.id, { id: idSlot.get(), dismissed: dismissSlot.get() });
    if (decision.store) {
      idSlot.set(decision.store.id);
      dismissSlot.set(decision.store.dismissed);
      document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
    }
    setActive(decision.visible);
  }, [announcement]);

  const close = useCallback(() => {
    dismissSlot.set('true');
    setActive(false);
  }, []);

  const value = useMemo(() => ({ announcement, isActive: isActive && announcement !== null, close }), [announcement, isActive, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

export function useAnnouncementBar(): AnnouncementBarContextValue {
  const value = useContext(AnnouncementBarContext);
  if (!value) throw new Error('useAnnouncementBar() was called outside <AnnouncementBarProvider>. Wrap the page in the shell (src/shell/wrapPageElement.tsx).');
  return value;
}
