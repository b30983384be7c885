/**
 * Gives the event loop a turn: resolves in a later task, so what the caller does next is a task of its
 * own, and input, rendering and other tasks may run in between (decision 0026, thirteenth pass).
 * `scheduler.yield()` where the browser has it (its continuation goes ahead of other tasks of its
 * priority), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
