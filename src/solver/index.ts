/** The solver: pure search over engine positions, for the Web Worker, the command line and the benchmark. */
export { solve, Solver, type SolveResult } from './solve';
export { DEFAULT_MAX_STATES, type SearchBudget, type StopReason, type Verdict } from './search';
export { GameReview, reviewGame, type ReviewBudget, type ReviewOutcome, type ReviewProgress } from './review';
export { solveShortLine, ShortLineSolver, type ShortLineBudget, type ShortLineResult } from './shortLine';
export { SteppedFairOdds, type FairAnswer, type FairQuestion } from './fair/steppedOdds';
export { steppedFairAnswer } from './fair/steppedMove';
export type { MoveOdds, Odds } from './fair/odds';
