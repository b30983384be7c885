/**
 * scripts/bench/blockingSources.ts: a Lighthouse run's total blocking time split by source, task by
 * task, with Lantern's own arithmetic (decision 0026, twelfth pass).
 */
import { formatSplit, scriptName, splitBlocking, taskBlocking, taskSource, type SimulatedTask, type TaskEvent } from '../../scripts/bench/blockingSources';

const page = 'http://127.0.0.1:4000/docs/api/portal-api/update-asset';
const app = 'http://127.0.0.1:4000/app-cefa4a1b953f1ea269c5.js';
const framework = 'http://127.0.0.1:4000/framework-f4c8d3d332e164bbf7f8.js';
const ev = (name: string, dur: number, url?: string): TaskEvent => ({ name, dur, ...(url ? { args: { data: { url } } } : {}) });
const task = (start: number, end: number, events: TaskEvent[]): SimulatedTask => ({ start, end, events });

describe('taskBlocking (Lantern calculateTbtImpactForEvent)', () => {
  it('counts the part of a task after FCP beyond 50 ms', () => {
    expect(taskBlocking({ start: 1000, end: 1120 }, 760, 2000)).toBe(70);
    // Straddling FCP: only the part after it counts, then the 50 ms threshold.
    expect(taskBlocking({ start: 640, end: 900 }, 760, 2000)).toBe(90);
    expect(taskBlocking({ start: 640, end: 800 }, 760, 2000)).toBe(0);
    // Beyond the time to interactive: clipped there.
    expect(taskBlocking({ start: 1900, end: 2100 }, 760, 2000)).toBe(50);
    // Short tasks, tasks before FCP or after TTI: nothing.
    expect(taskBlocking({ start: 1000, end: 1049 }, 760, 2000)).toBe(0);
    expect(taskBlocking({ start: 500, end: 700 }, 760, 2000)).toBe(0);
    expect(taskBlocking({ start: 2100, end: 2300 }, 760, 2000)).toBe(0);
  });
});

describe('taskSource', () => {
  it('names the navigation commit, the document and the scripts', () => {
    expect(taskSource([ev('CommitLoad', 0), ev('ResourceSendRequest', 0, app)], page)).toBe('navigation');
    // Parsing with an inline script (the page's own URL) is the document's work.
    expect(taskSource([ev('ParseHTML', 10_000), ev('EvaluateScript', 3_000, page)], page)).toBe('document');
    expect(taskSource([ev('UpdateLayoutTree', 4_000), ev('Layout', 20_000), ev('Paint', 3_000)], page)).toBe('document');
    expect(taskSource([ev('EvaluateScript', 12_000, app), ev('v8.compile', 1_000, app)], page)).toBe('script app.js');
    // The script that took longest names a task holding several.
    expect(taskSource([ev('FunctionCall', 2_000, app), ev('EvaluateScript', 9_000, framework)], page)).toBe('script framework.js');
    // A page-data fetch's callback is named by the code it runs, not by the data.
    expect(taskSource([ev('XHRReadyStateChange', 5_000, `${page}/page-data.json`), ev('FunctionCall', 4_800, app)], page)).toBe('script app.js');
    // Layout forced by a script, shorter than the script: the script's.
    expect(taskSource([ev('FunctionCall', 8_000, app), ev('Layout', 3_000)], page)).toBe('script app.js');
    // A script's call that forced a longer layout: the document's.
    expect(taskSource([ev('FunctionCall', 2_000, app), ev('Layout', 9_000)], page)).toBe('document');
    expect(taskSource([ev('MajorGC', 6_000)], page)).toBe('other');
  });

  it('treats the page URL with a fragment as the page', () => {
    expect(taskSource([ev('EvaluateScript', 3_000, `${page}#responses`)], page)).toBe('document');
  });
});

describe('scriptName', () => {
  it('drops the content hash and the origin', () => {
    expect(scriptName(app)).toBe('app.js');
    expect(scriptName('http://127.0.0.1:4000/component---src-templates-operation-tsx-6a9f6f2ddd7fa57d04ed.js')).toBe(
      'component---src-templates-operation-tsx.js',
    );
    expect(scriptName('http://127.0.0.1:4000/webpack-runtime-82949616791a7bd2738d.js')).toBe('webpack-runtime.js');
  });
});

describe('splitBlocking', () => {
  const window = { fcp: { optimistic: 760, pessimistic: 900 }, interactive: { optimistic: 2000, pessimistic: 2200 } };
  const tasks = [
    task(600, 920, [ev('CommitLoad', 0)]),
    task(920, 1030, [ev('ParseHTML', 12_000), ev('EvaluateScript', 3_000, page)]),
    task(1030, 1200, [ev('Layout', 30_000)]),
    task(1500, 1610, [ev('EvaluateScript', 12_000, app)]),
    task(2050, 2150, [ev('FunctionCall', 11_000, framework)]),
    task(1700, 1740, [ev('EvaluateScript', 4_000, app)]),
  ];

  it("adds up to Lantern's mean of the two simulations, by source", () => {
    const split = splitBlocking(tasks, tasks, window, page);
    // Optimistic simulation with the pessimistic FCP (900) and the optimistic TTI (2000):
    //   commit 920−900 → 0; parse 110 → 60; layout 170 → 120; app 110 → 60; framework after TTI → 0.
    // Pessimistic simulation with the optimistic FCP (760) and the pessimistic TTI (2200):
    //   commit 920−760 = 160 → 110; parse 60; layout 120; app 60; framework 100 → 50.
    expect(split.total).toBeCloseTo((0 + 60 + 120 + 60 + 0 + (110 + 60 + 120 + 60 + 50)) / 2, 6);
    expect(Object.fromEntries(split.bySource)).toEqual({ document: 180, navigation: 55, 'script app.js': 60, 'script framework.js': 25 });
    expect(split.bySource[0][0]).toBe('document');
    expect(formatSplit(split)).toBe('document 180, script app.js 60, navigation 55, script framework.js 25 ms');
  });

  it('says none when nothing blocks', () => {
    expect(formatSplit(splitBlocking([task(1000, 1040, [ev('Layout', 4_000)])], [], window, page))).toBe('none');
  });
});
