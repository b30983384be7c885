/**
 * The machine class the speed issue's Lighthouse targets were written for, and how `bench:pages`
 * emulates it on a faster or slower host (decision 0026, eighth pass).
 *
 * The targets (performance 98, total blocking time under 100 ms) were measured with Lighthouse's
 * default mobile settings — simulated throttling, a 4× CPU slowdown — on hosts whose CPU benchmark
 * (`lhr.environment.benchmarkIndex`) was 1,570–1,850. Under simulated throttling Lighthouse times the
 * page's tasks unthrottled and multiplies them by `cpuSlowdownMultiplier`, so the total blocking time
 * depends on the host's speed times the multiplier. Lighthouse's own guidance (docs/throttling.md,
 * "Calibrating the CPU slowdown") is to pick the multiplier from the host's benchmarkIndex; taking the
 * index as proportional to speed, a host at index B with slowdown m times tasks as a host at
 * B × 4 / m does with the default 4×: its **class-equivalent index**. A run counts as in the class
 * when that index is within the class, which with m = 4 is the plain benchmarkIndex test.
 */

import { median } from './stats';

/** Lighthouse's benchmarkIndex range of the hosts the targets were measured on (issue 27). */
export const MACHINE_CLASS = { min: 1570, max: 1850 } as const;

/** Lighthouse's default mobile CPU slowdown, with which the class was measured. */
export const DEFAULT_SLOWDOWN = 4;

/** The middle of the class: what a calibrated run aims at. */
export const CLASS_TARGET_INDEX = (MACHINE_CLASS.min + MACHINE_CLASS.max) / 2;

/** Bounds on a calibrated slowdown: beyond them the host is too far from the class to emulate it. */
export const SLOWDOWN_BOUNDS = { min: 1, max: 16 } as const;

/** The benchmarkIndex a host at `benchmarkIndex` has, in effect, when run at `slowdown` instead of 4×. */
export function classEquivalentIndex(benchmarkIndex: number, slowdown: number): number {
  return (benchmarkIndex * DEFAULT_SLOWDOWN) / slowdown;
}

/** Whether a run at `slowdown` on a host measured at `benchmarkIndex` counts as a run in the class. */
export function isInMachineClass(benchmarkIndex: number, slowdown: number = DEFAULT_SLOWDOWN): boolean {
  const index = classEquivalentIndex(benchmarkIndex, slowdown);
  return index >= MACHINE_CLASS.min && index <= MACHINE_CLASS.max;
}

/**
 * The CPU slowdown that puts a host measured at `benchmarkIndex` in the middle of the class, to two
 * decimals. Throws when the index is not a positive number or the slowdown would leave the bounds
 * (a host that slow or that fast is not emulated: the run would say nothing about the class).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Cannot calibrate the CPU slowdown: the host's benchmarkIndex is ${benchmarkIndex}`);
  }
  const slowdown = Math.round(((DEFAULT_SLOWDOWN * benchmarkIndex) / CLASS_TARGET_INDEX) * 100) / 100;
  if (slowdown < SLOWDOWN_BOUNDS.min || slowdown > SLOWDOWN_BOUNDS.max) {
    throw new Error(
      `Cannot calibrate the CPU slowdown: benchmarkIndex ${Math.round(benchmarkIndex)} needs ${slowdown}×, ` +
        `outside ${SLOWDOWN_BOUNDS.min}–${SLOWDOWN_BOUNDS.max}× (the class is ${MACHINE_CLASS.min}–${MACHINE_CLASS.max} at ${DEFAULT_SLOWDOWN}×)`,
    );
  }
  return slowdown;
}

/** How many of the host's latest benchmarkIndex measurements a calibration looks at. */
export const CALIBRATION_WINDOW = 5;

/**
 * The benchmarkIndex to calibrate the next run with: the median of the host's latest measurements
 * (the first from a blank page, then each run's own), so one run measured during a burst of other
 * work on a shared host (an index half the others') does not set the next run's slowdown half as high.
 * NaN when there is no measurement yet.
 */
export function calibrationIndex(measured: readonly number[]): number {
  const latest = measured.filter((index) => Number.isFinite(index) && index > 0).slice(-CALIBRATION_WINDOW);
  return latest.length ? median(latest) : NaN;
}
