/**
 * Gatsby's `replaceHydrateFunction` (gatsby-browser.tsx). Gatsby hydrates the server-rendered page
 * with `hydrateRoot` at React's default priority, which React 18 does in one uninterrupted task: on a
 * page with a long sidebar that is one long task of main-thread time while the page looks ready, the
 * Total Blocking Time Lighthouse counts against the page (issue 10). Hydrating inside
 * `startTransition` gives the same result in slices of about 5 ms, between which the browser handles
 * input (React still hydrates first the part a reader clicks or types into, and replays the event).
 * A page without server-rendered content (none today) is rendered, as Gatsby does.
 */
import type React from 'react';
import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRoot } from '../../lib/hydrated';

/** Gatsby's wrapper around the server-rendered page content. */
const FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';

/** `container` is Gatsby's `#___gatsby` (typed like react-dom's legacy `Renderer`, which Gatsby's types use). */
export function hydrateInTransition(element: React.ReactElement, container: Element | Document | DocumentFragment | null): void {
  if (!(container instanceof Element)) throw new Error(`hydrateInTransition: Gatsby gave no #___gatsby element to render into (got ${String(container)}).`);
  const focusWrapper = document.getElementById(FOCUS_WRAPPER_ID);
  if (!focusWrapper || focusWrapper.children.length === 0) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, createElement(BrowserRoot.Provider, { value: true }, element));
  });
}
