/**
 * Work a page can leave until the browser has nothing better to do: after the load event, then one
 * idle period of the main thread (`requestIdleCallback`), or `timeoutMs` after the load at the latest
 * (a busy page may have no idle period for a while). Where `requestIdleCallback` is missing (Safari),
 * right after the load event's task. Returns a function that cancels the wait.
 */
export const IDLE_TIMEOUT_MS = 2000;

export function afterLoadAndIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = (): void => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    else timer = setTimeout(callback, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}
