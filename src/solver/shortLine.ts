/**
 * A short winning line, for Show me: the fewest recycles of the waste found within a budget, then the
 * fewest moves. The plain search (`Solver`) wins deals fast but by any line at all: on deal 2 at draw 1
 * it recycles nine times in 245 moves, four minutes of watching.
 *
 * A line that recycles k times is a line of the same game with the passes limited to k + 1 (counted
 * from the pass the table is on), so after the plain search has found its line (r recycles), searches
 * of the same table with 0, 1, … r − 1 recycles allowed run in turns, the lowest few at once: the first
 * to win sets a new bound and drops every search at or above it, and a proof that a limit cannot win
 * lets the next one in. Limited passes prune the search hard, so these searches are often quicker
 * than the plain one. The best line is then shortened by `LineShortener`. Every line is replayed
 * through the engine under the player's own rules before it is used; anything that fails, or a budget
 * spent, leaves the best line verified so far — at worst the plain one.
 */
import type { GameState, Move, Rules } from '../engine';
import { LineShortener, recyclesOf, replayToWin } from './lineShortening';
import { DEFAULT_MAX_STATES, type SearchBudget } from './search';
import { Solver, type SolveResult } from './solve';

/** What the search for a shorter line may spend once the plain line is found. */
export interface ShortLineBudget {
  /** Milliseconds, read with the plain budget's `now` (no time limit without it). */
  readonly maxMs?: number;
  /** Work, in positions searched (two engine moves replayed count as one). */
  readonly maxNodes?: number;
}

export interface ShortLineResult extends SolveResult {
  /** Moves and recycles of the plain search's line, when there is one (for comparison and the benchmark). */
  readonly plain?: { readonly moves: number; readonly recycles: number };
  /** Recycles of the waste in `moves`. */
  readonly recycles?: number;
}

/** Searches with fewer recycles that run at once; each gets this share of the positions the caller lets the solver remember. */
const PARALLEL_SEARCHES = 3;
/** Positions one of them searches before the next takes its turn. */
const TURN_NODES = 1_000;
/** Replaying an engine move costs about half as much as expanding a position (measured: 3 µs and 6 µs). */
const MOVES_PER_NODE = 2;

interface LimitedSearch {
  /** The recycles this search allows. */
  readonly recycles: number;
  /** The search just below the best line's recycles (see `fillSearches`). */
  readonly fromTop: boolean;
  readonly solver: Solver;
  /** Positions it had expanded at the last look (its progress is counted as work). */
  nodes: number;
}

/** A short line search that runs in slices (the Web Worker's way) and can be abandoned between them. */
export class ShortLineSolver {
  private readonly root: GameState;
  private readonly rules: Rules;
  /** The plain search, until it has answered (then dropped: its memory is the limited searches' now). */
  private plainSolver: Solver | null;
  private readonly now: (() => number) | undefined;
  private readonly shortBudget: ShortLineBudget;
  private readonly searchStates: number;
  private plain: SolveResult | null = null;
  /** The plain line's length and recycles, once it is verified. */
  private plainLine: { moves: number; recycles: number } | undefined;
  /** When the short phase began (by `now`), and the work it has done. */
  private shortStartedAt = 0;
  private shortWork = 0;
  /** The best verified line so far and its recycles. */
  private best: { moves: readonly Move[]; recycles: number } | null = null;
  private live: LimitedSearch[] = [];
  /** The recycle counts searched so far (each at most once). */
  private readonly started = new Set<number>();
  private shortener: LineShortener | null = null;
  private result: ShortLineResult | null = null;
  /** Positions expanded by searches no longer held (the plain one, and limited ones that ended). */
  private pastNodes = 0;

  constructor(state: GameState, rules: Rules, budget: SearchBudget = {}, shortBudget: ShortLineBudget = {}) {
    this.root = state;
    this.rules = rules;
    this.plainSolver = new Solver(state, rules, budget);
    this.now = budget.now;
    this.shortBudget = shortBudget;
    this.searchStates = Math.max(1, Math.floor((budget.maxStates ?? DEFAULT_MAX_STATES) / PARALLEL_SEARCHES));
  }

  /** Positions expanded by every search so far. */
  get nodes(): number {
    return (this.plainSolver?.nodes ?? 0) + this.pastNodes + this.live.reduce((n, s) => n + s.solver.nodes, 0);
  }

  /** Runs about `sliceNodes` of work; the result once there is one, else null. */
  step(sliceNodes = Number.POSITIVE_INFINITY): ShortLineResult | null {
    if (this.result !== null) return this.result;
    if (this.plainSolver !== null) {
      const plain = this.plainSolver.step(sliceNodes);
      if (plain === null) return null;
      this.pastNodes += this.plainSolver.nodes;
      this.plainSolver = null;
      this.plain = plain;
      this.startShortPhase(plain);
      return this.result;
    }
    let work = 0;
    while (work < sliceNodes) {
      if (this.shortBudgetSpent()) return this.finish();
      const done = this.live.length > 0 ? this.searchTurn(Math.min(TURN_NODES, sliceNodes - work)) : this.shortenTurn(sliceNodes - work);
      if (done === null) return this.finish();
      work += done;
      this.shortWork += done;
    }
    return null;
  }

  private startShortPhase(plain: SolveResult): void {
    this.shortStartedAt = this.now?.() ?? 0;
    if (plain.verdict !== 'winnable') {
      this.result = plain;
      return;
    }
    const line = replayToWin(this.root, plain.moves, this.rules);
    if (line === null) {
      // Never expected (the solver's lines are replayed as they are made): nothing to shorten safely.
      this.result = plain;
      return;
    }
    this.best = { moves: line.moves, recycles: recyclesOf(line.states) };
    this.plainLine = { moves: line.moves.length, recycles: this.best.recycles };
    this.fillSearches();
  }

  private shortBudgetSpent(): boolean {
    const { maxMs, maxNodes } = this.shortBudget;
    if (maxNodes !== undefined && this.shortWork >= maxNodes) return true;
    return maxMs !== undefined && this.now !== undefined && this.now() - this.shortStartedAt >= maxMs;
  }

  /**
   * Starts searches with fewer recycles than the best line: one just below it (a limit close to the
   * plain line's is often won in a few hundred positions, and each win lowers the bound), the others
   * from none upwards (the best answer, when they win or their proofs come quickly).
   */
  private fillSearches(): void {
    const below = this.best!.recycles;
    const open = (k: number): boolean => k < below && !this.started.has(k);
    while (this.live.length < PARALLEL_SEARCHES) {
      let recycles = -1;
      if (!this.live.some((s) => s.fromTop)) for (let k = below - 1; k >= 0 && recycles < 0; k--) if (open(k)) recycles = k;
      const fromTop = recycles >= 0;
      for (let k = 0; k < below && recycles < 0; k++) if (open(k)) recycles = k;
      if (recycles < 0) return;
      this.started.add(recycles);
      const passes = this.root.pass + recycles;
      // A table past the limit (never from a real game) or one the solver cannot take is skipped.
      if (this.rules.passes !== null && passes > this.rules.passes) continue;
      try {
        const solver = new Solver(this.root, { ...this.rules, passes }, { maxStates: this.searchStates });
        this.live.push({ recycles, fromTop, solver, nodes: 0 });
      } catch {
        // Skipped (see above).
      }
    }
  }

  /** One turn of the first live search; the positions it expanded. */
  private searchTurn(maxNodes: number): number {
    const search = this.live.shift()!;
    let outcome: SolveResult | null;
    try {
      outcome = search.solver.step(maxNodes);
    } catch {
      outcome = { verdict: 'unknown', moves: [], nodes: search.solver.nodes, states: 0 };
    }
    const work = search.solver.nodes - search.nodes;
    search.nodes = search.solver.nodes;
    if (outcome === null) {
      this.live.push(search);
      return Math.max(1, work);
    }
    this.pastNodes += search.solver.nodes;
    if (outcome.verdict === 'winnable') this.offer(outcome.moves);
    this.fillSearches();
    return Math.max(1, work);
  }

  /** A line one of the limited searches found: kept when it replays to a win under the real rules with fewer recycles. */
  private offer(moves: readonly Move[]): void {
    const line = replayToWin(this.root, moves, this.rules);
    if (line === null) return;
    const recycles = recyclesOf(line.states);
    if (recycles >= this.best!.recycles) return;
    this.best = { moves: line.moves, recycles };
    const dropped = this.live.filter((s) => s.recycles >= recycles);
    for (const s of dropped) this.pastNodes += s.solver.nodes;
    this.live = this.live.filter((s) => s.recycles < recycles);
  }

  /** Shortens the best line; the work done, or null once nothing more can be shortened. */
  private shortenTurn(maxWork: number): number | null {
    if (this.shortener === null) {
      try {
        this.shortener = new LineShortener(this.root, this.best!.moves, this.rules);
      } catch {
        return null;
      }
    }
    if (this.shortener.done) return null;
    return Math.max(1, Math.ceil(this.shortener.run(maxWork * MOVES_PER_NODE) / MOVES_PER_NODE));
  }

  private finish(): ShortLineResult {
    const plain = this.plain!;
    const shortened = this.shortener;
    const best =
      shortened !== null &&
      (shortened.recycles < this.best!.recycles || (shortened.recycles === this.best!.recycles && shortened.line.length <= this.best!.moves.length))
        ? { moves: shortened.line, recycles: shortened.recycles }
        : this.best!;
    for (const s of this.live) this.pastNodes += s.solver.nodes;
    this.live = [];
    this.result = { ...plain, moves: best.moves, nodes: this.nodes, recycles: best.recycles, plain: this.plainLine };
    return this.result;
  }
}

/** Finds a short winning line in one go: the plain search within `budget`, then the shortening within `shortBudget`. */
export function solveShortLine(state: GameState, rules: Rules, budget: SearchBudget = {}, shortBudget: ShortLineBudget = {}): ShortLineResult {
  const solver = new ShortLineSolver(state, rules, budget, shortBudget);
  for (;;) {
    const result = solver.step(10_000);
    if (result !== null) return result;
  }
}
