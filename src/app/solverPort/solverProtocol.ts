/**
 * The messages between the app and the solver's Web Worker. Both sides import these types, so a
 * change to one side that the other does not follow fails to compile.
 */
import type { GameState, Rules } from '../../engine';
import type { ShortLineBudget, SolveResult } from '../../solver';

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

export type ToSolver = { readonly type: 'solve'; readonly id: number; readonly request: SolveRequest } | { readonly type: 'cancel'; readonly id: number };

export type FromSolver =
  | { readonly type: 'result'; readonly id: number; readonly result: SolveResult; readonly ms: number }
  | { readonly type: 'cancelled'; readonly id: number }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

/** A search under way: its result (null when cancelled or failed), and a way to stop it. */
export interface SolveJob {
  readonly done: Promise<SolveResult | null>;
  cancel(): void;
}

/** Where the app sends positions to be solved: the Web Worker in the page, the solver itself in tests. */
export interface SolverPort {
  solve(request: SolveRequest): SolveJob;
}
