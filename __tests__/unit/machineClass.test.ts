/**
 * @jest-environment node
 *
 * scripts/bench/machineClass.ts: which Lighthouse runs count as runs in the targets' machine class,
 * and the CPU slowdown `bench:pages --calibrate` gives a host so that its runs land there.
 */
import {
  CLASS_TARGET_INDEX,
  DEFAULT_SLOWDOWN,
  MACHINE_CLASS,
  CALIBRATION_WINDOW,
  calibratedSlowdown,
  calibrationIndex,
  classEquivalentIndex,
  isInMachineClass,
} from '../../scripts/bench/machineClass';

describe('the targets’ machine class', () => {
  it('at the default 4× slowdown, is the plain benchmarkIndex range', () => {
    expect(isInMachineClass(MACHINE_CLASS.min)).toBe(true);
    expect(isInMachineClass(MACHINE_CLASS.max)).toBe(true);
    expect(isInMachineClass(MACHINE_CLASS.min - 1)).toBe(false);
    expect(isInMachineClass(MACHINE_CLASS.max + 1)).toBe(false);
    expect(isInMachineClass(3000, DEFAULT_SLOWDOWN)).toBe(false);
  });

  it('counts a fast host’s run at a higher slowdown as the class run it emulates', () => {
    // A host twice as fast as the class's middle, slowed 8× instead of 4×, times tasks as the middle does.
    expect(classEquivalentIndex(2 * CLASS_TARGET_INDEX, 8)).toBe(CLASS_TARGET_INDEX);
    expect(isInMachineClass(3420, 8)).toBe(true);
    expect(isInMachineClass(3420, 4)).toBe(false);
    // Slowed too little, the same host is still faster than the class.
    expect(isInMachineClass(3420, 6)).toBe(false);
    // A host slower than the class, slowed less than 4×.
    expect(isInMachineClass(1200, 2.8)).toBe(true);
  });

  it('calibrates a host into the middle of the class', () => {
    for (const index of [900, 1570, 1710, 2269, 3813]) {
      const slowdown = calibratedSlowdown(index);
      expect(isInMachineClass(index, slowdown)).toBe(true);
      expect(Math.abs(classEquivalentIndex(index, slowdown) - CLASS_TARGET_INDEX)).toBeLessThan(5);
    }
    expect(calibratedSlowdown(CLASS_TARGET_INDEX)).toBe(DEFAULT_SLOWDOWN);
    expect(calibratedSlowdown(3420)).toBe(8);
  });

  it('refuses to calibrate from a missing index or one too far from the class', () => {
    expect(() => calibratedSlowdown(NaN)).toThrow(/benchmarkIndex is NaN/);
    expect(() => calibratedSlowdown(0)).toThrow(/benchmarkIndex is 0/);
    expect(() => calibratedSlowdown(100)).toThrow(/needs 0\.23×, outside 1–16×/);
    expect(() => calibratedSlowdown(20000)).toThrow(/outside 1–16×/);
  });
});

describe('calibrationIndex', () => {
  it('is the median of the latest measurements, so one run during a burst of other work does not skew the next', () => {
    // Session 20's home runs: the blank page's 3,356, then 3,805, then 2,041 measured during a burst;
    // the run after it was calibrated at 4.77× from the 2,041 alone and fell outside the class.
    expect(calibrationIndex([3356, 3805, 2041])).toBe(3356);
    expect(calibratedSlowdown(calibrationIndex([3356, 3805, 2041, 3598, 3850]))).toBeGreaterThan(8);
    expect(calibrationIndex([3800])).toBe(3800);
    expect(calibrationIndex([3600, 4000])).toBe(3800);
  });

  it('looks at the latest measurements only, and skips what is not a measurement', () => {
    const older = Array.from({ length: 10 }, () => 1000);
    expect(calibrationIndex([...older, ...Array.from({ length: CALIBRATION_WINDOW }, () => 3900)])).toBe(3900);
    expect(calibrationIndex([NaN, 3700, 0, -5])).toBe(3700);
    expect(calibrationIndex([])).toBeNaN();
  });
});
