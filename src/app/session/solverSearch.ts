/**
 * The solver searches Hint and Show me share: one at a time (a new one replaces the last), answered
 * only while the table stays as it was asked about, and the last winning line found kept for reuse.
 */
import type { GameState, Move } from '../../engine';
import type { ShortLineBudget, SolveResult } from '../../solver';
import type { SolveJob, SolverPort } from '../solverPort/solverProtocol';
import { WinningLine } from '../solverPort/winningLine';
import type { SessionReads } from './sessionAccess';

export class SolverSearch {
  /** The last winning line found, reused by Hint while the table stays on it. */
  private winningLine: WinningLine | null = null;
  private job: SolveJob | null = null;

  constructor(
    private readonly solver: SolverPort | undefined,
    private readonly session: Pick<SessionReads, 'state' | 'rules'>,
  ) {}

  /** Is there a solver to search with (without one Hint is the plain ranking and Show me is off)? */
  get available(): boolean {
    return this.solver !== undefined;
  }

  get line(): WinningLine | null {
    return this.winningLine;
  }

  /** Keeps `moves` from `start` as the winning line (Hint's line through the move a player expects). */
  follow(start: GameState, moves: readonly Move[]): void {
    this.winningLine = WinningLine.from(start, this.session.rules, moves);
  }

  /** Another game is on the table: its line is not this one's. */
  forget(): void {
    this.winningLine = null;
  }

  /** Drops the search under way, if any (its caller hears `dropped`). */
  cancel(): void {
    this.job?.cancel();
    this.job = null;
  }

  /**
   * Solves the table as it stands (or `from`, a table one move on); `use` gets the answer, unless the
   * table changed or another search took this one's place first: then `dropped` is called instead, so
   * a waiting caller always hears. With `shortLine`, the solver looks on for a short line after the
   * first (Show me's request).
   */
  solveHere(
    maxMs: number,
    use: (result: SolveResult | null) => void,
    options: { from?: GameState; dropped?: () => void; shortLine?: ShortLineBudget } = {},
  ): void {
    const { from = this.session.state, dropped = () => {}, shortLine } = options;
    const state = this.session.state;
    this.job?.cancel();
    if (this.solver === undefined) {
      use(null);
      return;
    }
    const job = this.solver.solve({ state: from, rules: this.session.rules, maxMs, ...(shortLine === undefined ? {} : { shortLine }) });
    this.job = job;
    void job.done.then((result) => {
      if (this.job !== job) {
        dropped();
        return;
      }
      this.job = null;
      if (this.session.state !== state) {
        dropped();
        return;
      }
      if (result?.verdict === 'winnable') this.winningLine = WinningLine.from(from, this.session.rules, result.moves, shortLine !== undefined);
      use(result);
    });
  }
}
