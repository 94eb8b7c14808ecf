/**
 * Hint: the next move of a winning line when the solver finds one within a short budget (the same
 * line again while the player follows it), else the plain ranking; the `hint` event says which.
 */
import { applyMove, type Move } from '../../engine';
import { expectedInsteadOf, heuristicHint } from './bestMove';
import type { FairHints } from './fairHint';
import type { SessionReads } from './sessionAccess';
import type { SolverSearch } from './solverSearch';

/** How long Hint searches for a winning line before it falls back to the plain ranking. */
export const HINT_BUDGET_MS = 600;

export class Hints {
  constructor(
    private readonly search: SolverSearch,
    private readonly session: Pick<SessionReads, 'state' | 'rules' | 'events'>,
    private readonly fair?: FairHints,
  ) {}

  hint(): void {
    if (this.fair?.wanted === true) return this.fair.hint();
    const onLine = this.search.line?.nextMove(this.session.state) ?? null;
    if (onLine !== null) {
      this.show(onLine);
      return;
    }
    this.search.solveHere(HINT_BUDGET_MS, (result) => {
      const verdict = result?.verdict ?? 'unknown';
      const move = result?.verdict === 'winnable' ? (result.moves[0] ?? null) : null;
      if (move !== null) this.hintOnWinningLine(move);
      else this.session.events.emit('hint', { move: heuristicHint(this.session.state, this.session.rules), source: 'heuristic', verdict });
    });
  }

  /**
   * Several first moves often keep a game winnable, and the solver's choice may be one nobody would
   * expect (deal from the stock while a card can be turned over in plain view): the move a player
   * expects is shown instead when the game stays winnable after it.
   */
  private hintOnWinningLine(lineMove: Move): void {
    const { state, rules } = this.session;
    const expected = expectedInsteadOf(state, rules, lineMove);
    const after = expected === null ? null : applyMove(state, expected, rules);
    if (expected === null || after === null || !after.ok) {
      this.show(lineMove);
      return;
    }
    this.search.solveHere(
      HINT_BUDGET_MS,
      (result) => {
        if (result?.verdict !== 'winnable') {
          this.show(lineMove);
          return;
        }
        this.search.follow(state, [expected, ...result.moves]);
        this.show(expected);
      },
      { from: after.value.state },
    );
  }

  private show(move: Move): void {
    this.session.events.emit('hint', { move, source: 'winning-line', verdict: 'winnable' });
  }
}
