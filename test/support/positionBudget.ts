/**
 * Search budgets in positions, not time, for the tests: a busy machine (a load of 12 to 16 on two
 * cores has been seen) changes how long a search takes, never where it stops, and so never a verdict.
 */

/**
 * A clock for the searches' millisecond budgets that counts its own readings instead of real time.
 * The solver reads its clock once every 256 positions it expands, so under this clock a budget of
 * `maxMs: N` is a budget of about N × 256 positions (plus the review's few readings of its own).
 */
export function positionClock(): () => number {
  let readings = 0;
  return () => ++readings;
}

/**
 * The time limit of a test whose searches are budgeted in positions: it only ends a hang. The slowest
 * such tests take about 40 s on a quiet machine and took up to 165 s beside a CPU load.
 */
export const HANG_GUARD_MS = 600_000;
