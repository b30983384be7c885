/**
 * @jest-environment node
 *
 * scripts/bench/layoutTask.ts: what `npm run bench:layout` reads from a trace — the page's main thread,
 * the longest task holding a layout, the time in layout, style and paint — and the benchmarks' median
 * (scripts/bench/stats.ts).
 */
import { layoutFigures, pageMainThread, type TraceEvent } from '../../scripts/bench/layoutTask';
import { median } from '../../scripts/bench/stats';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const complete = (pid: number, tid: number, name: string, ts: number, dur: number): TraceEvent => ({ name, ph: 'X', pid, tid, ts, dur });

// The page's renderer (pid 2) and a busier-looking browser thread and an idle renderer of another tab.
const trace: TraceEvent[] = [
  thread(1, 1, 'CrBrowserMain'),
  thread(2, 7, 'CrRendererMain'),
  thread(3, 9, 'CrRendererMain'),
  complete(1, 1, 'RunTask', 0, 900_000),
  complete(1, 1, 'Layout', 10, 800_000),
  complete(3, 9, 'RunTask', 0, 1_000),
  // A script task of 60 ms: long, but it lays nothing out.
  complete(2, 7, 'RunTask', 1_000, 60_000),
  // A small layout of the empty document, then the layout of the parsed page (style, layout, paint).
  complete(2, 7, 'RunTask', 70_000, 300),
  complete(2, 7, 'Layout', 70_050, 200),
  complete(2, 7, 'RunTask', 80_000, 48_000),
  complete(2, 7, 'UpdateLayoutTree', 80_100, 12_000),
  complete(2, 7, 'Layout', 92_200, 30_000),
  complete(2, 7, 'PrePaint', 122_300, 2_000),
  complete(2, 7, 'Paint', 124_400, 3_000),
];

describe('the page’s main thread', () => {
  it('is the renderer main thread that ran the most top-level work, not the browser’s', () => {
    expect(pageMainThread(trace)).toEqual({ pid: 2, tid: 7 });
  });

  it('is an error when the trace has no renderer', () => {
    expect(() => pageMainThread(trace.filter((event) => event.args?.name !== 'CrRendererMain'))).toThrow(/no renderer main thread/);
  });
});

describe('the layout figures of a load', () => {
  it('take the longest task with a layout in it, not a longer script task, and sum the kinds of work in ms', () => {
    expect(layoutFigures(trace)).toEqual({ layoutTask: 48, layout: 30.2, style: 12, paint: 5 });
  });

  it('are zero for a page that never laid out', () => {
    const withoutLayout = trace.filter((event) => !(event.pid === 2 && event.name === 'Layout'));
    expect(layoutFigures(withoutLayout).layoutTask).toBe(0);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});
