/**
 * The solver's public face: a verdict for any position — winnable with the moves, unwinnable
 * (proven), or unknown when the budget ran out — and a resumable form for the Web Worker.
 */
import type { GameState, Move, Rules } from '../engine';
import { Position } from './position';
import { Search, type SearchBudget, type StopReason, type Verdict } from './search';
import { movesFromLog } from './solution';

export interface SolveResult {
  readonly verdict: Verdict;
  /** The winning line in engine moves (empty unless winnable). */
  readonly moves: readonly Move[];
  /** Positions expanded. */
  readonly nodes: number;
  /** Positions remembered. */
  readonly states: number;
  /** Why an unknown verdict stopped. */
  readonly stoppedBy?: StopReason;
}

/** A search that can be run in slices and abandoned at any point between them. */
export class Solver {
  private readonly search: Search;
  private readonly root: GameState;
  private readonly rules: Rules;
  private result: SolveResult | null = null;

  constructor(state: GameState, rules: Rules, budget: SearchBudget = {}) {
    this.root = state;
    this.rules = rules;
    this.search = new Search(new Position(state, rules), budget);
  }

  get nodes(): number { return this.search.nodes; }
  get bytes(): number { return this.search.bytes; }

  /** Runs up to `sliceNodes` positions; the result once decided or out of budget, else null. */
  step(sliceNodes?: number): SolveResult | null {
    if (this.result !== null) return this.result;
    const outcome = this.search.run(sliceNodes);
    if (outcome === null) return null;
    const counts = { nodes: this.search.nodes, states: this.search.states };
    this.result = outcome.verdict === 'winnable'
      ? { verdict: 'winnable', moves: movesFromLog(this.root, this.rules, outcome.log), ...counts }
      : outcome.verdict === 'unknown'
        ? { verdict: 'unknown', moves: [], stoppedBy: outcome.stoppedBy, ...counts }
        : { verdict: 'unwinnable', moves: [], ...counts };
    return this.result;
  }
}

/** Solves a position in one go, within `budget`. */
export function solve(state: GameState, rules: Rules, budget: SearchBudget = {}): SolveResult {
  const solver = new Solver(state, rules, budget);
  for (;;) {
    const result = solver.step();
    if (result !== null) return result;
  }
}
