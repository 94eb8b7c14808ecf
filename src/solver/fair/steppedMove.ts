/**
 * The fair hint one search at a time, for the solver's worker: the fair player's move from the table
 * now (`fairDecision`, the step that keeps the most sampled ways winnable), with the odds after it.
 * A move the player plays without weighing (a turn, a card safe to send home, a lone move) has no odds
 * of its own, and keeps the chance the table has now: that chance is then worked out from the table now
 * (`SteppedFairOdds`), not after the move, which may show a card the hint must not know.
 */
import type { GameState, Rules } from '../../engine';
import { fairDecision, memoryOf, type FairDecision } from './fairPlayer';
import type { Searches } from './hindsight';
import { knowledgeOf } from './knowledge';
import { oddsFrom, type OddsOptions } from './odds';
import { SteppedFairOdds, type FairAnswer, type FairQuestion, type SteppedOddsDeadline } from './steppedOdds';

export class SteppedFairMove {
  private readonly decision: Searches<FairDecision | null>;
  /** The odds from the table now, for a move chosen without weighing (or whose ways were all undecided), once it is chosen. */
  private chanceNow: { readonly decision: FairDecision; readonly odds: SteppedFairOdds } | null = null;
  /**
   * Every move's odds, when the fair player has no move: each one leads back to a table the game has
   * stood on knowing no more (the player went round the stock again). A hint still names the best.
   */
  private everyMove: SteppedFairOdds | null = null;
  private readonly unseen: number;

  /** `history`: the tables the game has passed through, the deal first and the table now last. */
  constructor(
    private readonly history: readonly GameState[],
    private readonly rules: Rules,
    private readonly options: OddsOptions,
    private readonly deadline?: SteppedOddsDeadline,
  ) {
    this.unseen = knowledgeOf(history).unseen.length;
    const startedAt = deadline?.now();
    // Past the deadline the decision ends as if its positions were spent: the steps weighed so far answer.
    const stop = deadline === undefined || startedAt === undefined ? undefined : () => deadline.now() - startedAt > deadline.maxMs;
    this.decision = fairDecision(history, rules, options, [], memoryOf(history, rules), stop);
  }

  /** Runs one search; the answer once the move (and the odds after it) are known, else null. */
  step(): FairAnswer | null {
    if (this.everyMove !== null) {
      const answer = this.everyMove.step();
      return answer === null ? null : this.answer(answer.moves.slice(0, 1));
    }
    if (this.chanceNow !== null) {
      const answer = this.chanceNow.odds.step();
      if (answer === null) return null;
      // The chance is null only with no legal move, which a decision rules out; undecided, then.
      return this.answer([{ move: this.chanceNow.decision.move, odds: answer.chance ?? oddsFrom(0, 0, 0) }]);
    }
    const next = this.decision.next();
    if (next.done !== true) return null;
    const decision = next.value;
    if (decision === null) {
      this.everyMove = new SteppedFairOdds(this.history, this.rules, 'moves', this.options, this.deadline);
      return null;
    }
    if (decision.odds !== null) return this.answer([{ move: decision.move, odds: decision.odds }]);
    this.chanceNow = { decision, odds: new SteppedFairOdds(this.history, this.rules, 'chance', this.options, this.deadline) };
    return null;
  }

  private answer(moves: FairAnswer['moves']): FairAnswer {
    return { chance: null, moves, unseen: this.unseen };
  }
}

/** The answer to any fair question, one search a step (what the worker and the tests' inline solver run). */
export function steppedFairAnswer(
  history: readonly GameState[],
  rules: Rules,
  question: FairQuestion,
  options: OddsOptions,
  deadline?: SteppedOddsDeadline,
): { step(): FairAnswer | null } {
  return question === 'move' ? new SteppedFairMove(history, rules, options, deadline) : new SteppedFairOdds(history, rules, question, options, deadline);
}
