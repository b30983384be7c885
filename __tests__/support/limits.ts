/**
 * Time limits of tests that do real work, not durations asserted: a test fails by its limit only when
 * something hangs. Jest's 5 s default is too short for these on a loaded CI machine.
 */

/** A unit test that runs real webpack compiles (one to four): a loaded 2-core CI machine took more than 5 s. */
export const REAL_WEBPACK_COMPILES_LIMIT_MS = 60_000;
