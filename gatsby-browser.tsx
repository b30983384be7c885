import './src/styles/global.css';
import './src/shell/progress/progressBar.css';
import type { GatsbyBrowser } from 'gatsby';
import { markHydrated } from './src/lib/hydrated';
import { hydrateInTransition } from './src/shell/hydration/hydrateInTransition';
import { connectionAllowsPrefetch, type ConnectionInfo } from './src/shell/prefetchPolicy';
import { routeChangeFinished, routeChangeStarted } from './src/shell/progress/progressBar';
import type * as Shell from './src/shell/wrapPageElement';

/**
 * The page shell (providers, layout, navbar, sidebars: most of the site's own code in app.js) is
 * required when first used, not imported at the top: a static import made app.js's evaluation, one
 * task, evaluate it too, with Gatsby's runtime. `onClientEntry` below has it evaluated in a task of its
 * own while the page's data downloads; Gatsby's first render finds it ready (or requires it then, if
 * the data came first). Webpack keeps it in app.js: no request is added (decision 0026, eighth pass).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated after app.js's task (see above)
const shell = (): typeof Shell => require('./src/shell/wrapPageElement') as typeof Shell;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = (args) => shell().wrapPageElement(args);

type NavigateFn = (to: string, options?: unknown) => void;
type Hovering = (path: string) => void;

/**
 * Gatsby has no "navigation started" hook (onPreRouteUpdate runs once the page's resources are
 * loaded), so the progress bar's timer starts where every navigation begins: window.___navigate.
 * Gatsby's Link also loads a page on hover via ___loader.hovering, bypassing the prefetch policy;
 * on 2g or with data saver that is skipped too (SPEC §2). Both are wrapped in onClientEntry: Gatsby
 * sets them before that hook and before the first render, so no hover or navigation can come first.
 *
 * Gatsby starts loading the page (`loader.loadPage`: the page data's request, the component's chunk)
 * once this hook's promise has resolved. Resolved from a timer, that happens in a task of its own
 * rather than at the end of the task that evaluated app.js; the shell is evaluated in the task after it,
 * while the requests are out (decision 0026, eighth pass). Each of the three stays shorter than the one
 * task they made, which on a phone-class CPU was over the 50 ms that counts as blocking.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const w = window as unknown as { ___navigate: NavigateFn; ___loader?: { hovering: Hovering } };
  const navigate = w.___navigate;
  w.___navigate = (to, options) => {
    routeChangeStarted(typeof to === 'string' ? to : undefined);
    return navigate(to, options);
  };
  const loader = w.___loader;
  if (loader) {
    const hovering = loader.hovering.bind(loader);
    loader.hovering = (path) => {
      if (connectionAllowsPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection)) hovering(path);
    };
  }
  return new Promise<void>((resolve) => {
    setTimeout(() => {
      setTimeout(shell, 0);
      resolve();
    }, 0);
  });
};

// Once React has hydrated the first page and run its effects (listeners attached): components mounted
// from now on need not match server HTML (src/lib/hydrated.ts); browser tests wait for
// the attribute instead of guessing; CSS reads it to show the Copy page button (src/ui/CopyPageButton.tsx).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markHydrated();
  document.documentElement.setAttribute('data-hydrated', 'true');
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  routeChangeFinished(location.pathname);
};

// Gatsby prefetches links on hover and when they scroll into view; not on 2g or with data saver.
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () =>
  !connectionAllowsPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);

// Hydration in slices instead of one long task (src/shell/hydration/hydrateInTransition.ts). Gatsby
// types the renderer as react-dom's legacy `render` (overloads taking arrays too); it passes one element.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
