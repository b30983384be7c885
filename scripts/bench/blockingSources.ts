/**
 * Where a Lighthouse run's total blocking time comes from (decision 0026, twelfth pass): the run's own
 * Lantern simulation, task by task, each task named by what it did.
 *
 * Under simulated throttling Lighthouse does not time the page's tasks as they ran: its Lantern model
 * rebuilds the load as a graph (network requests and main-thread tasks), replays it on a simulated
 * slow phone (every task's unthrottled duration × the CPU slowdown, layout tasks × half of it) and
 * counts, for every simulated task, its part after the simulated first contentful paint minus 50 ms,
 * up to the simulated time to interactive. The total blocking time is the mean of two such sums: the
 * optimistic simulation with the pessimistic FCP and the optimistic TTI, and the pessimistic one with
 * the optimistic FCP and the pessimistic TTI (`@paulirish/trace_engine`'s lantern/metrics
 * TotalBlockingTime.js and TBTUtils.js, as installed with Lighthouse 12). This module repeats that sum
 * per task, so the total can be split by source and checked against Lighthouse's own figure:
 *
 * - **navigation**: the task that commits the navigation (`CommitLoad`): the new document, its script
 *   context and the first requests its preload scan finds; no page code runs in it;
 * - **document**: the page's own HTML — parsing (with the inline scripts run while parsing), style,
 *   layout and paint;
 * - **script <file>**: a task that evaluates or calls into an external script, named by the script
 *   whose events took the most time in it;
 * - **other**: anything else (garbage collection, the browser's own tasks).
 */

/** A trace event inside a simulated task, as much of it as the split needs. */
export interface TaskEvent {
  readonly name: string;
  /** Microseconds (trace time); absent for instant events. */
  readonly dur?: number;
  readonly args?: { readonly data?: { readonly url?: string; readonly styleSheetUrl?: string } };
}

/** A main-thread task as Lantern simulated it: start and end in simulated ms, and its trace events. */
export interface SimulatedTask {
  readonly start: number;
  readonly end: number;
  readonly events: readonly TaskEvent[];
}

/** The two simulations' FCP and TTI, as Lantern's total blocking time pairs them. */
export interface BlockingWindow {
  readonly fcp: { readonly optimistic: number; readonly pessimistic: number };
  readonly interactive: { readonly optimistic: number; readonly pessimistic: number };
}

/** Lighthouse's threshold: only the part of a task beyond 50 ms blocks. */
export const BLOCKING_THRESHOLD_MS = 50;

/** One task's blocking time between `from` and `to` (Lantern's calculateTbtImpactForEvent for a top-level task). */
export function taskBlocking(task: Pick<SimulatedTask, 'start' | 'end'>, from: number, to: number): number {
  const duration = task.end - task.start;
  if (duration < BLOCKING_THRESHOLD_MS || task.end < from || task.start > to) return 0;
  const clipped = Math.min(task.end, to) - Math.max(task.start, from);
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS;
}

const DOCUMENT_EVENTS = new Set(['ParseHTML', 'ParseAuthorStyleSheet', 'Layout', 'UpdateLayoutTree', 'RecalculateStyles', 'Paint', 'PrePaint', 'Layerize']);
// Events that name the script running (a fetch's callbacks, XHRReadyStateChange, name the data, not the code).
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'EvaluateModule', 'TimerFire']);

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** What a task did, by its events (see the module's comment); `documentUrl` is the page's own URL. */
export function taskSource(events: readonly TaskEvent[], documentUrl: string): string {
  if (events.some((event) => event.name === 'CommitLoad')) return 'navigation';
  const page = withoutFragment(documentUrl);
  const byScript = new Map<string, number>();
  let documentTime = 0;
  for (const event of events) {
    const url = event.args?.data?.url;
    if (SCRIPT_EVENTS.has(event.name) && url && withoutFragment(url) !== page) {
      byScript.set(url, (byScript.get(url) ?? 0) + (event.dur ?? 0));
    } else if (DOCUMENT_EVENTS.has(event.name) || (SCRIPT_EVENTS.has(event.name) && url && withoutFragment(url) === page)) {
      documentTime += event.dur ?? 0;
    }
  }
  const [script] = [...byScript.entries()].sort((a, b) => b[1] - a[1]);
  // Nested events are counted in their parents too, so compare totals, not self times: a task that
  // evaluated an external script at all and spent longer in it than in the document's work is the script's.
  if (script && script[1] >= documentTime) return `script ${scriptName(script[0])}`;
  if (documentTime > 0) return 'document';
  return 'other';
}

/** A script's file name without its content hash: `app-0c2e8698936c49ecbd74.js` → `app.js`. */
export function scriptName(url: string): string {
  let file: string;
  try {
    file = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? url);
  } catch {
    file = url;
  }
  return file.replace(/-[0-9a-f]{16,}(?=\.m?js$)/, '') || url;
}

export interface BlockingSplit {
  /** Lantern's total blocking time recomputed from the tasks (ms). */
  readonly total: number;
  /** The same total by source, largest first. */
  readonly bySource: readonly (readonly [source: string, ms: number])[];
}

/**
 * The total blocking time of a run split by source, from the optimistic and the pessimistic
 * simulation's tasks (Lighthouse simulates the same graph twice; the two task lists are usually equal).
 */
export function splitBlocking(
  optimistic: readonly SimulatedTask[],
  pessimistic: readonly SimulatedTask[],
  window: BlockingWindow,
  documentUrl: string,
): BlockingSplit {
  const bySource = new Map<string, number>();
  const add = (tasks: readonly SimulatedTask[], from: number, to: number): void => {
    for (const task of tasks) {
      const blocking = taskBlocking(task, from, to) / 2;
      if (blocking > 0) {
        const source = taskSource(task.events, documentUrl);
        bySource.set(source, (bySource.get(source) ?? 0) + blocking);
      }
    }
  };
  // Lantern pairs each simulation with the other estimate's FCP and its own TTI (TotalBlockingTime.js).
  add(optimistic, window.fcp.pessimistic, window.interactive.optimistic);
  add(pessimistic, window.fcp.optimistic, window.interactive.pessimistic);
  const entries = [...bySource.entries()].sort((a, b) => b[1] - a[1]);
  return { total: entries.reduce((sum, [, ms]) => sum + ms, 0), bySource: entries };
}

/** One line: `navigation 105, document 96, script app.js 12 ms`. */
export function formatSplit(split: BlockingSplit): string {
  if (split.bySource.length === 0) return 'none';
  return `${split.bySource.map(([source, ms]) => `${source} ${Math.round(ms)}`).join(', ')} ms`;
}
