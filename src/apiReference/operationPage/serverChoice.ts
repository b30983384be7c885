/**
 * The reader's server and variable values, per API (issue 24): kept in local storage through
 * `src/lib/storage.ts` as one JSON object `{ [apiId]: { url, values } }`, so a choice made on one
 * operation page applies on every page of that API, and in other tabs (the 'storage' event). Nothing
 * leaves the browser. During server rendering and hydration there is no choice: the page shows the
 * first server with its defaults, as its HTML does.
 */
import * as React from 'react';
import { STORAGE_KEYS, storageSlot } from '../../lib/storage';
import type { ServerChoiceData } from '../../openapi/pageData';

export interface ServerChoice {
  /** The server's URL as written (its identity: a page may list the API's servers in another order). */
  readonly url: string;
  readonly values: Readonly<Record<string, string>>;
}

type Listener = () => void;
const slot = storageSlot(STORAGE_KEYS.apiServer);
const listeners = new Set<Listener>();
let memory: string | null = null;

const snapshot = (): string | null => memory ?? slot.get();
const serverSnapshot = (): string | null => null;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.apiServer) {
    memory = event.key === null ? null : event.newValue;
    notify();
  }
}

function subscribe(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function parse(text: string | null): Record<string, ServerChoice> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, ServerChoice>) : {};
  } catch {
    return {};
  }
}

export function setServerChoice(apiId: string, choice: ServerChoice): void {
  const all = { ...parse(snapshot()), [apiId]: choice };
  memory = JSON.stringify(all);
  slot.set(memory);
  notify();
}

/**
 * The chosen server among `servers` (its index) and the values of its variables: the stored choice
 * when this page lists its server, else the first server with its defaults.
 */
export function useServerChoice(
  apiId: string,
  servers: readonly ServerChoiceData[] | undefined,
): { readonly index: number; readonly values: Readonly<Record<string, string>>; readonly choose: (choice: ServerChoice) => void } {
  const text = React.useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const stored = React.useMemo(() => parse(text)[apiId], [text, apiId]);
  const found = stored && servers ? servers.findIndex((server) => server.url === stored.url) : -1;
  const choose = React.useCallback((choice: ServerChoice) => setServerChoice(apiId, choice), [apiId]);
  const values = found >= 0 && stored && typeof stored.values === 'object' && stored.values !== null ? stored.values : {};
  return { index: Math.max(found, 0), values, choose };
}

/** Test hook: forgets the in-memory choice. */
export function resetServerChoice(): void {
  memory = null;
}
