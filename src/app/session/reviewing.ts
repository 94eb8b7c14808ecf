/**
 * The review of the game on the table (src/solver/review.ts runs it in the solver's worker), and its
 * Go back: the table as it stood after an earlier step of the reviewed game.
 */
import { canUndo, stepCursors, undoTo, type Game } from '../../engine';
import type { ReviewProgress } from '../../solver';
import { REVIEW_BUDGET_MS } from '../solverPort/reviewBudget';
import type { ReviewJob, SolverPort } from '../solverPort/solverProtocol';
import { fairOddsBefore, type FairReviewJob } from './fairReview';
import type { SessionActions, SessionReads } from './sessionAccess';
import { t } from '../../i18n';

export class Reviewing {
  constructor(
    private readonly solver: SolverPort | undefined,
    private readonly session: Pick<SessionReads, 'game' | 'won' | 'hadHelp'>,
    private readonly act: Pick<SessionActions, 'markAssisted' | 'putBack' | 'stopShowMe' | 'refuse'>,
  ) {}

  /** Can the game on the table be reviewed (a solver that reviews, and a move to review)? */
  get canReview(): boolean {
    return this.solver?.review !== undefined && this.session.game.cursor > 0 && !this.session.won;
  }

  /**
   * Reviews the game on the table: the table after each step of its history, steps counted as Undo
   * counts them. The answer's move k is the k-th step; the review keeps the game it looked at, which
   * `goBackTo` needs. Null when there is nothing to review.
   */
  review(progress: (progress: ReviewProgress) => void): { readonly job: ReviewJob; readonly game: Game } | null {
    const review = this.solver?.review;
    if (review === undefined || !this.canReview) return null;
    const game = this.session.game;
    const positions = stepCursors(game).map((cursor) => game.states[cursor]!);
    return { job: review.call(this.solver, { positions, rules: game.rules, maxMs: REVIEW_BUDGET_MS }, progress), game };
  }

  /** What the player could have known before `step` of the reviewed game: the fair odds of every move there. */
  fairAt(step: number, reviewed: Game): FairReviewJob | null {
    return fairOddsBefore(this.solver, reviewed, step);
  }

  /**
   * Would going back to a review's step cost the game its standing as the player's own win? (The
   * rules allow one undo, and the steps between are more than that, or the undo is already used.)
   */
  goingBackIsAided(step: number, reviewed: Game): boolean {
    return reviewed.rules.undo === 'single' && !this.session.hadHelp && stepCursors(reviewed).length - 1 - step > (canUndo(reviewed) ? 1 : 0);
  }

  /**
   * Go back: the table, history, score and clock as they stood after `step` steps of the reviewed
   * game, taken back as undo takes steps back (Windows scoring stops; single-level undo keeps no
   * redo). Further back than single-level undo allows, the game no longer counts as the player's
   * win. Refused when the table has changed since the review.
   */
  goBackTo(step: number, reviewed: Game): boolean {
    if (reviewed !== this.session.game) return this.act.refuse(t('notices.session.reviewStale'));
    const cursors = stepCursors(reviewed);
    const cursor = cursors[step];
    if (cursor === undefined || step === cursors.length - 1) return false;
    this.act.stopShowMe();
    if (this.goingBackIsAided(step, reviewed)) this.act.markAssisted();
    this.act.putBack(undoTo(reviewed, cursor));
    return true;
  }
}
