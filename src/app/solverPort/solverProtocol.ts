/**
 * The messages between the app and the solver's Web Worker. Both sides import these types, so a
 * change to one side that the other does not follow fails to compile.
 */
import type { GameState, Rules } from '../../engine';
import type { FairAnswer, FairQuestion, ReviewOutcome, ReviewProgress, ShortLineBudget, SolveResult } from '../../solver';

/** For the UI, which may not import the solver itself. */
export type { FairAnswer, FairQuestion, ReviewOutcome, ReviewProgress };

export interface SolveRequest {
  readonly state: GameState;
  readonly rules: Rules;
  /** Wall-clock budget for this search. */
  readonly maxMs: number;
  /** Positions the search may remember (its memory bound); the solver's default when absent. */
  readonly maxStates?: number;
  /**
   * Show me's request: once the plain search has found its line, look on within this budget for a
   * shorter one (fewest recycles, then fewest moves; see src/solver/shortLine.ts).
   */
  readonly shortLine?: ShortLineBudget;
}

/** A game's review (src/solver/review.ts): the table after each step of its history, the first being the deal. */
export interface ReviewRequest {
  readonly positions: readonly GameState[];
  readonly rules: Rules;
  /** Wall-clock budget for the whole review. */
  readonly maxMs: number;
  readonly maxStates?: number;
}

/**
 * Fair help (src/solver/fair): the odds from what the player has seen, over sampled ways the unseen
 * cards could lie. The same request gives the same answer (the seed), unless the deadline cut it short.
 */
export interface FairRequest {
  /** The tables the game has passed through, the deal first and the table now last: what the player saw. */
  readonly tables: readonly GameState[];
  readonly rules: Rules;
  /**
   * `chance`: the odds from the table now; `moves`: every legal move's odds after it, best first;
   * `move`: the fair player's move (the hint), with the odds after its step.
   */
  readonly question: FairQuestion;
  readonly samples: number;
  readonly seed: number;
  /** Positions each sampled way's search may expand. */
  readonly maxNodes: number;
  /** `move` only: the work all the searches of the decision may do together, in positions expanded plus remembered. */
  readonly decisionNodes?: number;
  /** Wall-clock budget for the whole answer: past it, the ways searched so far answer. */
  readonly maxMs: number;
}

export type ToSolver =
  | { readonly type: 'solve'; readonly id: number; readonly request: SolveRequest }
  | { readonly type: 'review'; readonly id: number; readonly request: ReviewRequest }
  | { readonly type: 'fair'; readonly id: number; readonly request: FairRequest }
  | { readonly type: 'cancel'; readonly id: number };

export type FromSolver =
  | { readonly type: 'result'; readonly id: number; readonly result: SolveResult; readonly ms: number }
  | { readonly type: 'reviewed'; readonly id: number; readonly outcome: ReviewOutcome; readonly ms: number }
  | { readonly type: 'fairOdds'; readonly id: number; readonly answer: FairAnswer; readonly ms: number }
  /** A review's progress, after each of its solves. */
  | { readonly type: 'progress'; readonly id: number; readonly progress: ReviewProgress }
  | { readonly type: 'cancelled'; readonly id: number }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

/** A search under way: its result (null when cancelled or failed), and a way to stop it. */
export interface SolveJob {
  readonly done: Promise<SolveResult | null>;
  cancel(): void;
}

/** A review under way: its outcome (null when cancelled or failed), and a way to stop it. */
export interface ReviewJob {
  readonly done: Promise<ReviewOutcome | null>;
  cancel(): void;
}

/** Fair odds under way: the answer (null when cancelled or failed), and a way to stop them. */
export interface FairJob {
  readonly done: Promise<FairAnswer | null>;
  cancel(): void;
}

/** Where the app sends positions to be solved: the Web Worker in the page, the solver itself in tests. */
export interface SolverPort {
  solve(request: SolveRequest): SolveJob;
  /** Reviews a game; `progress` hears after each solve. Absent: the app offers no review. */
  review?(request: ReviewRequest, progress: (progress: ReviewProgress) => void): ReviewJob;
  /** Works out the fair odds. Absent: the app offers no fair help (hints see every card, no chance shown). */
  fair?(request: FairRequest): FairJob;
}
