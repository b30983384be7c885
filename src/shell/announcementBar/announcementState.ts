/**
 * Announcement dismissal (SPEC §3, §4): the bar shows unless dismissed; closing stores a dismissed
 * flag; a changed announcement id resets the dismissal.
 */
export interface StoredAnnouncement {
  readonly id: string | null;
  readonly dismissed: string | null;
}

export interface AnnouncementDecision {
  readonly visible: boolean;
  /** What to write back to storage, or null when it is already right. */
  readonly store: { readonly id: string; readonly dismissed: 'true' | 'false' } | null;
}

export function decideAnnouncement(currentId: string, stored: StoredAnnouncement): AnnouncementDecision {
  if (stored.id !== currentId) {
    return { visible: true, store: { id: currentId, dismissed: 'false' } };
  }
  return { visible: stored.dismissed !== 'true', store: null };
}
