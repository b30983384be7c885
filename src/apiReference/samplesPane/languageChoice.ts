/**
 * The reader's request-sample language (a `SAMPLE_LANGUAGES` id or an `x-codeSamples` label id),
 * shared by every code sample on every API page and across browser tabs.
 *
 * Kept in local storage through `src/lib/storage.ts`, plus in memory: when storage throws (private
 * modes, blocked storage) the choice still holds for the page's lifetime. Other tabs' changes
 * arrive as the window 'storage' event. During server rendering there is no choice (null), so the
 * first render in the browser matches the HTML and the stored language applies right after.
 */
import * as React from 'react';
import { STORAGE_KEYS, storageSlot } from '../../lib/storage';

type Listener = () => void;

const slot = storageSlot(STORAGE_KEYS.apiSampleLanguage);
const listeners = new Set<Listener>();
/** The latest choice seen by this page (made here or in another tab); storage is the fallback. */
let memory: string | null = null;

export function getLanguage(): string | null {
  return memory ?? slot.get();
}

export function setLanguage(id: string): void {
  memory = id;
  slot.set(id);
  notify();
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent): void {
  // key null: another tab cleared the storage.
  if (event.key === null || event.key === STORAGE_KEYS.apiSampleLanguage) {
    memory = event.key === null ? null : event.newValue;
    notify();
  }
}

/** Calls `listener` when the choice changes here or in another tab; returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = (): string | null => null;

/**
 * Ids a language had before, read as the language's id now: 'node-fetch' was the Node.js tab until
 * it became axios (decision 0011), so a reader who chose Node.js keeps it.
 */
const RENAMED: Readonly<Record<string, string>> = { 'node-fetch': 'node-axios' };

/**
 * The language to show among `availableIds`: the stored one when this operation has it, else the
 * first. Choosing sets the stored language; a stored language this operation lacks is kept (the
 * reader's choice applies again on the pages that have it).
 */
export function useSampleLanguage(availableIds: readonly string[]): [string, (id: string) => void] {
  const raw = React.useSyncExternalStore(subscribe, getLanguage, serverSnapshot);
  const stored = raw !== null && Object.hasOwn(RENAMED, raw) ? (RENAMED[raw] ?? raw) : raw;
  const current = stored !== null && availableIds.includes(stored) ? stored : (availableIds[0] ?? '');
  return [current, setLanguage];
}

/** Test hook: forgets the in-memory choice. */
export function resetLanguageChoice(): void {
  memory = null;
}
