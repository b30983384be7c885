/**
 * Gatsby's `replaceHydrateFunction` (gatsby-browser.tsx). Gatsby hydrates the server-rendered page
 * with `hydrateRoot` at React's default priority, which React 18 does in one uninterrupted task: on a
 * page with a long sidebar that is one long task of main-thread time while the page looks ready, the
 * Total Blocking Time Lighthouse counts against the page (issue 10). Hydrating inside
 * `startTransition` gives the same result in slices of about 5 ms, between which the browser handles
 * input (React still hydrates first the part a reader clicks or types into, and replays the event).
 * A page without server-rendered content (none today) is rendered, as Gatsby does.
 *
 * React DOM is required here, when Gatsby first renders (a task of its own, after the page's data has
 * arrived), not imported at the top: a static import made app.js's evaluation evaluate React DOM too
 * (its largest module, about a third of that one long task), before the first render needs it
 * (decision 0026, seventh pass). Webpack keeps the module in the same chunk: no request is added. Gatsby's
 * own entry gets renderers that do the same (./reactDomUtilsOnFirstRender.ts; decision 0037).
 */
import type React from 'react';
import { createElement, startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { BrowserRoot } from '../../lib/hydrated';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated at the first render, not with app.js (see above)
const reactDomClient = (): typeof ReactDomClient => require('react-dom/client') as typeof ReactDomClient;

/** Gatsby's wrapper around the server-rendered page content. */
const FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';

/** `container` is Gatsby's `#___gatsby` (typed like react-dom's legacy `Renderer`, which Gatsby's types use). */
export function hydrateInTransition(element: React.ReactElement, container: Element | Document | DocumentFragment | null): void {
  if (!(container instanceof Element)) throw new Error(`hydrateInTransition: Gatsby gave no #___gatsby element to render into (got ${String(container)}).`);
  const focusWrapper = document.getElementById(FOCUS_WRAPPER_ID);
  if (!focusWrapper || focusWrapper.children.length === 0) {
    reactDomClient().createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    reactDomClient().hydrateRoot(container, createElement(BrowserRoot.Provider, { value: true }, element));
  });
}
