/**
 * Hindsight over sampled ways the unseen cards could lie, one step of play at a time. A step is the
 * stretch of moves up to the next card shown (or the end of the game): inside it the player learns
 * nothing, so the whole stretch can be chosen at once. Each sampled way solved full-sight proposes
 * its winning line's first step; every step proposed is then tried on the same sampled ways (common
 * random numbers: a step is never better only because it met easier samples), and scores the ways
 * the solver still wins after it. Choosing whole steps rather than single moves is what keeps the
 * player from wandering: a single move that keeps every way winnable is often one of many, and a
 * player choosing afresh each move started a new plan each time and finished none (README.md).
 */
import { applyMove, type CardId, type GameState, type Move, type Rules } from '../../engine';
import { solve, type SolveResult } from '../solve';
import { faceUpCards } from './knowledge';

/**
 * A sampled way's verdict from the table now, its winning line when it has one, and the `work` its
 * search did: positions expanded plus positions remembered (see `StepBudget.decisionNodes`).
 */
export type SampleVerdict = Pick<SolveResult, 'verdict' | 'moves'> & { readonly work: number };

/** Positions a sample's search may keep: a tenth of a phone-sized search, as many samples run in a row. */
export const SAMPLE_MAX_STATES = 100_000;

export interface StepBudget {
  /** Positions each sample's search may expand. */
  readonly maxNodes: number;
  /**
   * The work all the searches of one decision may do together (those from the table now too), counted
   * as positions expanded plus positions remembered: a search's time follows both, and a search that
   * expands few positions can remember ten times as many (README.md). Each search may expand and
   * remember no more than what is left, and once it is spent the steps not yet tried are left out. In
   * positions, not time, so that a decision is the same on any machine.
   */
  readonly decisionNodes: number;
  /**
   * Read between searches, after the first: once true, the decision ends as if its budget were spent.
   * The app's wall-clock limit (a phone searches several times slower than a desktop); absent for the
   * player the benchmark and the command line run, whose decisions stay the same on any machine.
   */
  readonly stop?: () => boolean;
}

/**
 * Work done one search at a time: each `next()` runs at most one sampled way's search (a few
 * milliseconds), so that the solver's worker can read a cancel in between; `finish` runs it whole.
 */
export type Searches<T> = Generator<void, T, void>;

/** Runs `work` to its end at once. */
export function finish<T>(work: Searches<T>): T {
  for (;;) {
    const next = work.next();
    if (next.done === true) return next.value;
  }
}

/**
 * Solves one table with what is left of the decision's work once `spent` is: it expands no more
 * positions than a sample may (`budget.maxNodes`) and remembers no more than a sample may keep, and
 * neither past what is left. Its `work` is what it spent of both. Called only while some is left.
 */
export function solveSample(table: GameState, rules: Rules, budget: StepBudget, spent: number): SampleVerdict {
  const left = budget.decisionNodes - spent;
  const result = solve(table, rules, { maxNodes: Math.min(budget.maxNodes, left), maxStates: Math.min(SAMPLE_MAX_STATES, left) });
  return { verdict: result.verdict, moves: result.moves, work: result.nodes + result.states };
}

const UNSEARCHED: SampleVerdict = { verdict: 'unknown', moves: [], work: 0 };

/**
 * Solves each sampled table within a sample's budget, the searches together within the decision's: a
 * table reached once it is spent (or stopped) is left undecided, unsearched. The decision's budget is
 * what bounds its time, so the first searches must not spend more of it than it holds.
 */
export function* solveWithin(tables: readonly GameState[], rules: Rules, budget: StepBudget): Searches<SampleVerdict[]> {
  let spent = 0;
  const verdicts: SampleVerdict[] = [];
  for (const table of tables) {
    if (spent >= budget.decisionNodes || (verdicts.length > 0 && budget.stop?.() === true)) {
      verdicts.push(UNSEARCHED);
      continue;
    }
    const verdict = solveSample(table, rules, budget, spent);
    spent += verdict.work;
    verdicts.push(verdict);
    yield;
  }
  return verdicts;
}

/** Does going from `before` to `after` show a card never seen (one not in `seen`)? */
export function showsACard(after: GameState, seen: ReadonlySet<CardId>): boolean {
  return faceUpCards(after).some((card) => !seen.has(card));
}

/** The cards where they lie (not the counters): two tables with equal keys are the same position. */
export function cardsKey(state: GameState): string {
  return JSON.stringify([state.stock, state.waste, state.foundations, state.tableau]);
}

/**
 * The first step of `line` from `table`: its moves up to and with the first that shows a card not
 * in `seen`, or the whole line when none does; null if the line does not replay (it always should).
 * A stretch that comes back to a table it passed is cut out (the solver's lines carry such detours:
 * a king moved to a column and home again): it changes nothing, and the player, who never stands on a
 * table twice knowing no more, would drop the step halfway.
 */
export function firstStep(table: GameState, line: readonly Move[], rules: Rules, seen: ReadonlySet<CardId>): Move[] | null {
  const step: Move[] = [];
  const stepAt = new Map([[cardsKey(table), 0]]);
  let now = table;
  for (const move of line) {
    const applied = applyMove(now, move, rules);
    if (!applied.ok) return null;
    step.push(move);
    now = applied.value.state;
    if (showsACard(now, seen)) break;
    const key = cardsKey(now);
    const before = stepAt.get(key);
    if (before === undefined) {
      stepAt.set(key, step.length);
      continue;
    }
    step.length = before;
    for (const [passed, at] of stepAt) if (at > before) stepAt.delete(passed);
  }
  return step;
}

/** `moves` played from `table` in turn; null when one is refused. */
export function playAll(table: GameState, moves: readonly Move[], rules: Rules): GameState | null {
  let now = table;
  for (const move of moves) {
    const applied = applyMove(now, move, rules);
    if (!applied.ok) return null;
    now = applied.value.state;
  }
  return now;
}

export interface StepScore {
  wins: number;
  losses: number;
  undecided: number;
}

/** A step's worth: each undecided way counts half (the solver could not say; neither won nor lost). */
export function stepValue(score: StepScore): number {
  return score.wins + score.undecided / 2;
}

/**
 * Scores `steps` over the sampled `tables`, whose verdicts from the table now are `verdicts` and whose
 * own first steps are `ownStep` (a key per table, null for none). A way lost now is lost after any
 * step, and a way wins after its own first step: neither needs a search. Steps are tried in the order
 * given; one is left out (null) once it cannot come within `tolerance` of the best so far, or, but
 * for the first (whose ways left count undecided), once the decision's budget is spent or its `stop`
 * says so. One search a `next()` (see `Searches`).
 */
export function* scoreSteps(
  steps: readonly { readonly key: string; readonly moves: readonly Move[] }[],
  tables: readonly GameState[],
  verdicts: readonly SampleVerdict[],
  ownStep: readonly (string | null)[],
  rules: Rules,
  budget: StepBudget,
  tolerance: number,
  spentAlready: number,
): Searches<(StepScore | null)[]> {
  let spent = spentAlready;
  let best = Number.NEGATIVE_INFINITY;
  const spentAll = (): boolean => spent >= budget.decisionNodes || budget.stop?.() === true;
  const scores: (StepScore | null)[] = [];
  for (const [index, step] of steps.entries()) {
    // The first step is always scored (a decision needs one), its ways undecided once the budget is spent.
    if (index > 0 && spentAll()) {
      scores.push(null);
      continue;
    }
    const score: StepScore | null = yield* scoreStep(step.key, step.moves, index === 0);
    if (score !== null) best = Math.max(best, stepValue(score));
    scores.push(score);
  }
  return scores;

  function* scoreStep(key: string, moves: readonly Move[], first: boolean): Searches<StepScore | null> {
    const score: StepScore = { wins: 0, losses: 0, undecided: 0 };
    for (let i = 0; i < tables.length; i++) {
      if (stepValue(score) + (tables.length - i) < best - tolerance) return null;
      const verdict = verdicts[i]!.verdict;
      if (verdict === 'unwinnable') {
        score.losses += 1;
        continue;
      }
      if (ownStep[i] === key) {
        score.wins += 1;
        continue;
      }
      if (spentAll()) {
        if (!first) return null;
        score.undecided += 1;
        continue;
      }
      const after = playAll(tables[i]!, moves, rules);
      if (after === null) throw new Error('broken invariant: a step the player can play was refused in a sampled way');
      const result = solveSample(after, rules, budget, spent);
      spent += result.work;
      if (result.verdict === 'winnable') score.wins += 1;
      else if (result.verdict === 'unwinnable') score.losses += 1;
      else score.undecided += 1;
      yield;
    }
    return score;
  }
}
