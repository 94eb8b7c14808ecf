/**
 * The solver's public face: a verdict for any position — winnable with the moves, unwinnable
 * (proven), or unknown when the budget ran out — and a resumable form for the Web Worker. The
 * measurements behind its constants are in src/solver/README.md.
 */
import type { GameState, Move, Rules } from '../engine';
import { Position } from './position';
import { DEFAULT_MAX_STATES, Search, type SearchBudget, type SearchOutcome, type StopReason, type Verdict } from './search';
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

/**
 * The draw-1 game is a relaxation of draw 2 … 5 under the same other rules: drawing one card at a
 * time reaches every waste the bigger draw reaches (and more), with the same recycles, so a position
 * unwinnable at draw 1 is unwinnable at any draw. Its search prunes much harder (the whole talon is
 * within reach, so a talon card goes into a column only as part of a useful chain), and settles some
 * deals the draw-3 search cannot. With unlimited passes it keeps back the talon cards the real draw
 * cannot reach yet (`Position.keepTalonOrder`), and still relaxes the real game; that proves most of
 * the deals lost only at the real draw, for which the draw-3 search would take far longer.
 * It runs alongside the real search once that has not decided quickly. Its "unwinnable" decides;
 * its win does not, but guides the real search (`Search.guideBy`).
 */
const RELAXATION_AFTER_NODES = 2_000;
/**
 * Positions each search runs before the other takes a turn. The relaxation's turns are far longer: it
 * runs on only while it has not won, that is where the deal is lost in the relaxation too (its proof
 * is then the quickest way to a verdict, while a draw-3 proof of the same deal would take far longer)
 * or a hard win there.
 */
const SEARCH_TURN_NODES = 1_000;
const RELAXATION_TURN_NODES = 32_000;
/**
 * The relaxation's share of the positions the caller lets the solver remember. A relaxation that
 * fills its share starts afresh and may never finish, and some draw-1 proofs keep more than a
 * quarter of the default million positions.
 */
const RELAXATION_STATE_SHARE = 0.4;

/**
 * Where the relaxation keeps the talon order, a plain draw-1 search (the scout) runs first in its
 * turns, for at most SCOUT_NODES positions: it often wins in a few hundred positions where the
 * relaxation needs a hundred thousand, and its line, guiding the relaxation, leads that to its own
 * win soon (the real search follows that line in turn). Its "unwinnable" decides too. The cap bounds
 * what it costs where draw 1 is lost and its proof is long.
 */
const SCOUT_NODES = 8_000;
/** The scout's share of the positions the solver may remember, taken from the relaxation's while it runs. */
const SCOUT_STATE_SHARE = 0.1;

/** A search that can be run in slices and abandoned at any point between them. */
export class Solver {
  private readonly search: Search;
  /** The draw-1 relaxation (see RELAXATION_AFTER_NODES), while it may still prove something. */
  private relaxation: Search | null;
  /** Positions the relaxation and the scout expanded before they were dropped (they count against the budget). */
  private retiredNodes = 0;
  /** The plain draw-1 search that guides the relaxation (see SCOUT_NODES), while it runs. */
  private scout: Search | null;
  private readonly root: GameState;
  private readonly rules: Rules;
  private readonly maxNodes: number;
  /** Positions the caller lets the solver remember, for all the searches together. */
  private readonly maxStates: number;
  /** The relaxation's share of them (with the scout's while that runs). */
  private readonly relaxationStates: number;
  private result: SolveResult | null = null;

  constructor(state: GameState, rules: Rules, budget: SearchBudget = {}) {
    this.root = state;
    this.rules = rules;
    this.maxNodes = budget.maxNodes ?? Number.POSITIVE_INFINITY;
    const relax = rules.draw > 1;
    const states = budget.maxStates ?? DEFAULT_MAX_STATES;
    const relaxationStates = Math.floor(states * RELAXATION_STATE_SHARE);
    this.maxStates = states;
    this.relaxationStates = relaxationStates;
    this.search = new Search(new Position(state, rules), relax ? { ...budget, maxStates: states - relaxationStates } : budget);
    const relaxed = relax ? relaxationOf(state, rules) : null;
    const scoutStates = relaxed?.keepsTalonOrder === true ? Math.floor(states * SCOUT_STATE_SHARE) : 0;
    this.relaxation = relaxed !== null ? new Search(relaxed, { ...budget, maxStates: relaxationStates - scoutStates }) : null;
    this.relaxation?.aimAtProofs();
    // Moves that one move undoes are made without branching (Search.makeReversibleMoves): at draw 3
    // this decided 8–10 more deals of 1001–3000 within a second, and 4 more of 1–1000 (README.md).
    this.search.makeReversibleMoves();
    this.relaxation?.makeReversibleMoves();
    this.scout = scoutStates > 0 ? new Search(new Position(state, { ...rules, draw: 1 }), { ...budget, maxStates: scoutStates }) : null;
  }

  get nodes(): number {
    return this.search.nodes + (this.relaxation?.nodes ?? 0) + (this.scout?.nodes ?? 0) + this.retiredNodes;
  }
  get bytes(): number {
    return this.search.bytes + (this.relaxation?.bytes ?? 0) + (this.scout?.bytes ?? 0);
  }

  /** Runs up to `sliceNodes` positions; the result once decided or out of budget, else null. */
  step(sliceNodes = Number.POSITIVE_INFINITY): SolveResult | null {
    if (this.result !== null) return this.result;
    const limit = Math.min(this.nodes + sliceNodes, this.maxNodes);
    while (this.nodes < limit) {
      const relaxation = this.relaxation;
      const alternating = relaxation !== null && this.search.nodes >= RELAXATION_AFTER_NODES;
      if (alternating && this.scout !== null) {
        const scout = this.scout;
        const outcome = scout.run(Math.min(RELAXATION_TURN_NODES, SCOUT_NODES - scout.nodes, limit - this.nodes));
        if (outcome?.verdict === 'unwinnable') return this.finish(outcome);
        if (outcome !== null || scout.nodes >= SCOUT_NODES) {
          // Only the relaxation follows the scout's line: guiding the real search by it too slowed that.
          if (outcome?.verdict === 'winnable') relaxation.guideBy(scout.winningPlacements());
          this.retiredNodes += scout.nodes;
          this.scout = null;
          relaxation.allowStates(this.relaxationStates);
        }
        if (this.nodes >= limit) break;
      } else if (alternating) {
        const outcome = relaxation.run(Math.min(RELAXATION_TURN_NODES, limit - this.nodes));
        if (outcome?.verdict === 'unwinnable') return this.finish(outcome);
        if (outcome !== null) {
          // Winnable in the relaxation says nothing here, and out of budget it has nothing more to say.
          // Its winning line often shows where the cards should go at the real draw too: from now on,
          // every other restart of the real search favours those moves.
          if (outcome.verdict === 'winnable') this.search.guideBy(relaxation.winningPlacements());
          this.retiredNodes += relaxation.nodes;
          this.relaxation = null;
          // Its share of the memory is the real search's now: a proof that needs more than the rest
          // would otherwise fill it and never finish.
          this.search.allowStates(this.maxStates);
        }
        if (this.nodes >= limit) break;
      }
      // Alone until the relaxation joins (stopping there, so that the turns start on time), then in turns.
      const room = limit - this.nodes;
      const turn = this.relaxation === null ? room : Math.min(room, alternating ? SEARCH_TURN_NODES : RELAXATION_AFTER_NODES - this.search.nodes);
      const outcome = this.search.run(turn);
      if (outcome !== null) return this.finish(outcome);
    }
    return this.nodes >= this.maxNodes ? this.finish({ verdict: 'unknown', stoppedBy: 'nodes' }) : null;
  }

  private finish(outcome: SearchOutcome): SolveResult {
    const counts = { nodes: this.nodes, states: this.search.states + (this.relaxation?.states ?? 0) + (this.scout?.states ?? 0) };
    this.result =
      outcome.verdict === 'winnable'
        ? { verdict: 'winnable', moves: movesFromLog(this.root, this.rules, outcome.log), ...counts }
        : outcome.verdict === 'unknown'
          ? { verdict: 'unknown', moves: [], stoppedBy: outcome.stoppedBy, ...counts }
          : { verdict: 'unwinnable', moves: [], ...counts };
    return this.result;
  }
}

/**
 * The relaxation's position: drawing one card, and with unlimited passes, still keeping back the
 * talon cards the real draw cannot reach yet (`Position.keepTalonOrder`).
 */
function relaxationOf(state: GameState, rules: Rules): Position {
  const position = new Position(state, { ...rules, draw: 1 });
  position.keepTalonOrder(rules.draw);
  return position;
}

/** Solves a position in one go, within `budget`. */
export function solve(state: GameState, rules: Rules, budget: SearchBudget = {}): SolveResult {
  const solver = new Solver(state, rules, budget);
  for (;;) {
    const result = solver.step();
    if (result !== null) return result;
  }
}
