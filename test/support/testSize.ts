/**
 * How big the randomised and exhaustive tests run. `npm test` runs a sample sized for a 2-core machine
 * in about twelve minutes; `npm run test:long` (KLONDIKE_LONG_TESTS=1) runs every trial at full size.
 * Every randomised test prints its seed, so a failure in either run repeats with that seed.
 */
export const LONG_TESTS = process.env.KLONDIKE_LONG_TESTS === '1';

/** `quick` in the default run, `long` under `npm run test:long`. */
export function sized(quick: number, long: number): number {
  return LONG_TESTS ? long : quick;
}
