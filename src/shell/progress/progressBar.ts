/**
 * The route-change progress bar (SPEC §2, §9): starts only if the new page is not shown within
 * PROGRESS_DELAY_MS, so fast navigations never flash it; nprogress with the spec's defaults.
 */
import NProgress from 'nprogress';

export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_OPTIONS = { minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false } as const;

let timer: ReturnType<typeof setTimeout> | null = null;
let configured = false;

export function routeChangeStarted(): void {
  if (!configured) {
    NProgress.configure(PROGRESS_OPTIONS);
    configured = true;
  }
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    NProgress.start();
  }, PROGRESS_DELAY_MS);
}

export function routeChangeFinished(): void {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  NProgress.done();
}
