/**
 * All browser storage goes through here. When localStorage is unavailable (private modes, blocked
 * cookies, sandboxed iframes: access throws), one warning is logged and the site works without
 * persistence. Never touched during server rendering.
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'announcement.dismiss',
  announcementId: 'announcement.id',
  docsPreferredVersion: 'docs.preferredVersion',
  apiSampleLanguage: 'api.sampleLanguage',
  apiServer: 'api.server',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`Browser storage is unavailable, so preferences (theme, dismissed announcement) will not be remembered: ${String(error)}`);
}

/** Test hook: lets each test see the single warning again. */
export function resetStorageWarning(): void {
  warned = false;
}

function getStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    // Accessing the property itself throws in some browsers when storage is blocked.
    return window.localStorage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function storageSlot(key: StorageKey): StorageSlot {
  return {
    get() {
      try {
        return getStorage()?.getItem(key) ?? null;
      } catch (error) {
        warnOnce(error);
        return null;
      }
    },
    set(value) {
      try {
        getStorage()?.setItem(key, value);
      } catch (error) {
        warnOnce(error);
      }
    },
    remove() {
      try {
        getStorage()?.removeItem(key);
      } catch (error) {
        warnOnce(error);
      }
    },
  };
}
