/**
 * The route-change progress bar (SPEC §2, §9): starts only if the new page is not shown within
 * PROGRESS_DELAY_MS, so fast navigations never flash it; nprogress with the spec's defaults.
 */
import NProgress from 'nprogress';

export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_OPTIONS = { minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false } as const;

let timer: ReturnType<typeof setTimeout> | null = null;
let configured = false;
/** The navigation under way: the path it leaves and the path it goes to. */
let pending: { readonly from: string; readonly to: string } | null = null;

/** A URL's path, resolved against the page's, without a trailing slash. */
function pathOf(url: string): string {
  try {
    return new URL(url, window.location.href).pathname.replace(/\/+$/, '') || '/';
  } catch {
    return url;
  }
}

/** A navigation begins (window.___navigate); `to` is where it goes, when it is a path. */
export function routeChangeStarted(to?: string): void {
  if (!configured) {
    NProgress.configure(PROGRESS_OPTIONS);
    configured = true;
  }
  pending = to === undefined ? null : { from: pathOf(window.location.href), to: pathOf(to) };
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    NProgress.start();
  }, PROGRESS_DELAY_MS);
}

/**
 * A route was shown (onRouteUpdate, with its path). The route update of the page being left can come
 * after the next navigation has begun (React commits the earlier page a moment later, when a reader
 * clicks again at once): it does not end the new navigation, whose bar would then never show. Seen in
 * the browser tests: a navigation started 5–15 ms after the previous page's URL changed showed no bar.
 */
export function routeChangeFinished(pathname?: string): void {
  if (pending && pathname !== undefined) {
    const shown = pathOf(pathname);
    if (shown !== pending.to && shown === pending.from) return;
  }
  pending = null;
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  NProgress.done();
}
