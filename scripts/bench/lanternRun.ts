/**
 * A Lighthouse run's Lantern simulation, read back for `bench:pages -- --sources`
 * (scripts/bench/blockingSources.ts says what is done with it). Lighthouse's computed artifacts are
 * asked for again with the run's own trace, network log and settings: the same computation the run's
 * total-blocking-time audit made, so the figures are the run's, not a new simulation.
 */
import type { BlockingWindow, SimulatedTask, TaskEvent } from './blockingSources';

/** What is read from Lighthouse's result object (`runner.artifacts`, `runner.lhr`). */
export interface LighthouseRun {
  readonly artifacts: Record<string, unknown>;
  readonly lhr: { readonly configSettings: unknown; readonly finalDisplayedUrl?: string; readonly mainDocumentUrl?: string };
}

interface LanternNode {
  readonly type: string;
  readonly childEvents?: readonly TaskEvent[];
}
interface NodeTiming {
  readonly startTime: number;
  readonly endTime: number;
}
interface Estimate {
  readonly timeInMs: number;
  readonly nodeTimings?: Map<LanternNode, NodeTiming>;
}
interface LanternResult {
  readonly timing: number;
  readonly optimisticEstimate: Estimate;
  readonly pessimisticEstimate: Estimate;
}
interface ComputedArtifact {
  request(data: unknown, context: unknown): Promise<LanternResult>;
}

function cpuTasks(estimate: Estimate): SimulatedTask[] {
  const tasks: SimulatedTask[] = [];
  for (const [node, timing] of estimate.nodeTimings ?? []) {
    if (node.type !== 'cpu') continue;
    tasks.push({ start: timing.startTime, end: timing.endTime, events: node.childEvents ?? [] });
  }
  return tasks.sort((a, b) => a.start - b.start);
}

export interface LanternBlocking {
  readonly optimistic: SimulatedTask[];
  readonly pessimistic: SimulatedTask[];
  readonly window: BlockingWindow;
  readonly documentUrl: string;
}

/** The run's simulated main-thread tasks and the FCP/TTI window its total blocking time was counted in. */
export async function lanternBlocking(run: LighthouseRun): Promise<LanternBlocking> {
  const load = async (file: string, name: string): Promise<ComputedArtifact> =>
    ((await import(`lighthouse/core/computed/metrics/${file}.js`)) as Record<string, ComputedArtifact>)[name];
  const [tbt, fcp, interactive] = await Promise.all([
    load('lantern-total-blocking-time', 'LanternTotalBlockingTime'),
    load('lantern-first-contentful-paint', 'LanternFirstContentfulPaint'),
    load('lantern-interactive', 'LanternInteractive'),
  ]);
  const { artifacts, lhr } = run;
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  // One cache for the three: the total blocking time's computation makes the other two, which are then read from it.
  const blocking = await tbt.request(data, context);
  const paint = await fcp.request(data, context);
  const tti = await interactive.request(data, context);
  return {
    optimistic: cpuTasks(blocking.optimisticEstimate),
    pessimistic: cpuTasks(blocking.pessimisticEstimate),
    window: {
      fcp: { optimistic: paint.optimisticEstimate.timeInMs, pessimistic: paint.pessimisticEstimate.timeInMs },
      interactive: { optimistic: tti.optimisticEstimate.timeInMs, pessimistic: tti.pessimisticEstimate.timeInMs },
    },
    documentUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl ?? '',
  };
}
