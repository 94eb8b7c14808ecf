/**
 * A game's review: where along its history the win slipped away. Along a history, winnability only
 * goes from "winnable" to "lost" (a position one legal move before a winnable one is winnable), so a
 * binary search over the positions between the steps finds the step that lost the win with a handful
 * of solves, each within its share of the budget. A solve that runs out of time decides nothing: the
 * search tries another position in the interval still open, and says "unknown" (with the last move
 * after which a win was proven possible) rather than guess. Shared by the command line, the benchmark
 * and the solver's Web Worker (which runs it in slices, like a solve).
 */
import type { GameState, Move, Rules } from '../engine';
import { DEFAULT_MAX_STATES } from './search';
import { Solver } from './solve';

export type ReviewOutcome =
  /** The first position is proven lost. */
  | { readonly verdict: 'never-winnable' }
  /** Step `move` (1-based) lost the win; `line` wins from the position before it. */
  | { readonly verdict: 'slipped'; readonly move: number; readonly line: readonly Move[] }
  /** The last position is winnable: `line` wins from it. */
  | { readonly verdict: 'still-winnable'; readonly line: readonly Move[] }
  /** Undecided within the budget; `winnableUntil`: the last step after which a win was proven possible (0: the start). */
  | { readonly verdict: 'unknown'; readonly winnableUntil?: number };

/** How far a review has got, for its progress bar. */
export interface ReviewProgress {
  /** Solves finished. */
  readonly solves: number;
  /** Steps in the game. */
  readonly steps: number;
  /** Steps whose verdict is still open: the interval between the last proven winnable and the first proven lost. */
  readonly open: number;
}

export interface ReviewBudget {
  /** Wall-clock milliseconds for the whole review, read with `now`. */
  readonly maxMs: number;
  readonly now: () => number;
  /** Positions one solve may remember; the solver's default when absent. */
  readonly maxStates?: number;
}

/**
 * The share of the review's time one solve may take. The positions next to the slip are the hard
 * ones; a quarter lets three of them run out and still leaves time to try their neighbours.
 */
const SOLVE_SHARE = 0.25;

/** A review that runs in slices (the worker's way) and can be abandoned between them. */
export class GameReview {
  /** The last step after which a win is proven possible (-1: none yet), and its winning line. */
  private winnable = -1;
  private line: readonly Move[] = [];
  /** The first step after which the game is proven lost (`last + 1`: none yet). */
  private lost: number;
  /** Positions a solve left undecided: not tried again. */
  private readonly undecided = new Set<number>();
  private probe: { readonly index: number; readonly solver: Solver } | null = null;
  private solves = 0;
  private readonly startedAt: number;
  private result: ReviewOutcome | null = null;

  /** `positions[k]`: the table after k steps (`positions[0]`: the start). */
  constructor(
    private readonly positions: readonly GameState[],
    private readonly rules: Rules,
    private readonly budget: ReviewBudget,
  ) {
    if (positions.length === 0) throw new Error('a review needs at least the first position');
    this.lost = positions.length;
    this.startedAt = budget.now();
  }

  get progress(): ReviewProgress {
    const steps = this.positions.length - 1;
    return { solves: this.solves, steps, open: Math.max(0, this.lost - this.winnable - 1) };
  }

  /** Searches up to `sliceNodes` positions; the outcome once decided or out of time, else null. */
  step(sliceNodes = Number.POSITIVE_INFINITY): ReviewOutcome | null {
    if (this.result !== null) return this.result;
    const decided = this.decided();
    if (decided !== null) return this.finish(decided);
    const left = this.budget.maxMs - (this.budget.now() - this.startedAt);
    if (this.probe === null) {
      const index = this.nextIndex();
      if (index === null || left <= 0) return this.finish(this.undecidedOutcome());
      const maxMs = Math.min(left, this.budget.maxMs * SOLVE_SHARE);
      const budget = { maxMs, now: this.budget.now, maxStates: this.budget.maxStates ?? DEFAULT_MAX_STATES };
      this.probe = { index, solver: new Solver(this.positions[index]!, this.rules, budget) };
    }
    const { index, solver } = this.probe;
    const result = solver.step(sliceNodes);
    if (result === null) return null;
    this.probe = null;
    this.solves += 1;
    if (result.verdict === 'winnable') {
      this.winnable = index;
      this.line = result.moves;
    } else if (result.verdict === 'unwinnable') {
      this.lost = index;
    } else {
      this.undecided.add(index);
    }
    return null;
  }

  private decided(): ReviewOutcome | null {
    const last = this.positions.length - 1;
    if (this.lost === 0) return { verdict: 'never-winnable' };
    if (this.winnable === last) return { verdict: 'still-winnable', line: this.line };
    if (this.winnable >= 0 && this.lost === this.winnable + 1) return { verdict: 'slipped', move: this.lost, line: this.line };
    return null;
  }

  private undecidedOutcome(): ReviewOutcome {
    return this.winnable >= 0 ? { verdict: 'unknown', winnableUntil: this.winnable } : { verdict: 'unknown' };
  }

  /**
   * The end first (a game still winnable needs that one solve), then the untried position nearest the
   * middle of the interval still open. Not the start second: it is usually the slowest to solve, and
   * the halving reaches it anyway when the deal was lost from the start.
   */
  private nextIndex(): number | null {
    if (this.solves === 0) return this.positions.length - 1;
    const middle = (this.winnable + this.lost) / 2;
    let best: number | null = null;
    for (let index = this.winnable + 1; index < this.lost; index++) {
      if (this.undecided.has(index)) continue;
      if (best === null || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
    }
    return best;
  }

  private finish(outcome: ReviewOutcome): ReviewOutcome {
    this.probe = null;
    this.result = outcome;
    return outcome;
  }
}

/** Reviews a game in one go (the command line and the benchmark). */
export function reviewGame(positions: readonly GameState[], rules: Rules, budget: ReviewBudget): ReviewOutcome {
  const review = new GameReview(positions, rules, budget);
  for (;;) {
    const outcome = review.step();
    if (outcome !== null) return outcome;
  }
}
