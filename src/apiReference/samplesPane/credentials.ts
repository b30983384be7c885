/**
 * The reader's credentials, per API (issue 43): what they typed for each security scheme, and
 * whether the values are shown. Kept in this tab's memory only (a module variable): it lasts while
 * the reader moves between pages of the site (client navigation keeps the page's JavaScript), and
 * is gone on reload, in a new tab and when the tab closes. Never in localStorage or sessionStorage
 * (which another tab opened from this one may copy, and which outlives the page), never in the URL
 * or page data, never sent: the values only go into the samples on the page (threat model, 0023).
 */
import * as React from 'react';
import type { SecurityRequirementData } from '../../openapi/pageData';
import type { CredentialValues } from '../../openapi/sampleSlots';

export interface CredentialsState {
  /** By security scheme name. */
  readonly values: Readonly<Record<string, CredentialValues>>;
  /** Values shown as typed (false: masked, the default). */
  readonly shown: boolean;
}

const EMPTY: CredentialsState = { values: {}, shown: false };
const byApi = new Map<string, CredentialsState>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function credentialsOf(apiId: string): CredentialsState {
  return byApi.get(apiId) ?? EMPTY;
}

/** Sets one field of one scheme's credentials ('' removes it). */
export function setCredential(apiId: string, scheme: string, field: keyof CredentialValues, value: string): void {
  const state = credentialsOf(apiId);
  const { [field]: _old, ...others } = state.values[scheme] ?? {};
  const entry: CredentialValues = value === '' ? others : { ...others, [field]: value };
  byApi.set(apiId, { ...state, values: { ...state.values, [scheme]: entry } });
  notify();
}

export function showCredentials(apiId: string, shown: boolean): void {
  byApi.set(apiId, { ...credentialsOf(apiId), shown });
  notify();
}

/** Forgets every value of the API's schemes (and masks again). */
export function clearCredentials(apiId: string): void {
  byApi.delete(apiId);
  notify();
}

/** The schemes of the requirement the samples send (`alternative`, the first by default) that they hold a credential for (requestSample.ts). */
export function credentialSchemes(security: readonly SecurityRequirementData[], alternative = 0): SecurityRequirementData['schemes'][number][] {
  return (security[alternative]?.schemes ?? []).filter((scheme) => scheme.type !== 'unknown' && !(scheme.type === 'apiKey' && !scheme.paramName));
}

/** Whether any value is entered. */
export function hasCredentials(state: CredentialsState): boolean {
  return Object.values(state.values).some((entry) => Object.values(entry).some(Boolean));
}

/** The API's credentials, following every change; none during server rendering and hydration. */
export function useCredentials(apiId: string): CredentialsState {
  return React.useSyncExternalStore(
    subscribe,
    () => credentialsOf(apiId),
    () => EMPTY,
  );
}

/** Test hook: forgets every API's credentials. */
export function resetCredentials(): void {
  byApi.clear();
  notify();
}
