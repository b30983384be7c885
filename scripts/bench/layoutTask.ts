/**
 * What `npm run bench:layout` reads from a Chromium trace (decision 0026, tenth pass): the longest
 * top-level task of the page's main thread that lays the page out, and the time in layout, style and
 * paint. Under Lighthouse's simulated throttling every task counts at its unthrottled duration × the
 * CPU slowdown, and on the API pages the task that lays out the parsed page is the one that carries
 * their blocking time; measured unthrottled, it moves by far less between loads than Lighthouse's TBT.
 */

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

export interface LayoutFigures {
  /** The longest top-level task (RunTask) with a Layout event inside it, in ms. */
  readonly layoutTask: number;
  /** The sums of the main thread's Layout, UpdateLayoutTree (style) and PrePaint + Paint events, in ms. */
  readonly layout: number;
  readonly style: number;
  readonly paint: number;
}

/** The renderer main thread (CrRendererMain) that ran the most top-level work: the page's. */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const threads = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busy = (pid: number, tid: number): number =>
    events
      .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const ranked = threads.map(({ pid, tid }) => ({ pid, tid, busy: busy(pid, tid) })).sort((a, b) => b.busy - a.busy);
  if (!ranked.length) throw new Error('The trace has no renderer main thread (CrRendererMain)');
  return { pid: ranked[0].pid, tid: ranked[0].tid };
}

/** The figures of one page load's trace (durations in the trace are µs; the figures are ms). */
export function layoutFigures(events: readonly TraceEvent[]): LayoutFigures {
  const { pid, tid } = pageMainThread(events);
  const complete = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const layouts = complete.filter((event) => event.name === 'Layout');
  let layoutTask = 0;
  for (const task of complete) {
    if (task.name !== 'RunTask') continue;
    const end = task.ts + (task.dur ?? 0);
    if (layouts.some((layout) => layout.ts >= task.ts && layout.ts <= end)) layoutTask = Math.max(layoutTask, (task.dur ?? 0) / 1000);
  }
  const sum = (...names: string[]): number =>
    complete.filter((event) => names.includes(event.name)).reduce((total, event) => total + (event.dur ?? 0), 0) / 1000;
  return { layoutTask, layout: sum('Layout'), style: sum('UpdateLayoutTree'), paint: sum('PrePaint', 'Paint') };
}
