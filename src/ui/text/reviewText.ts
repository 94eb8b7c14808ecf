/**
 * A game's review in plain words, from the solver's outcome and the game it looked at:
 * where the win slipped away and the move that lost it, with a move that still won before it; never a
 * guess when the review could not decide. Pure, so that every sentence is unit-tested in Node.
 * Each sentence is one message of the catalogue (review.*), whole, so that a language can order it its way.
 */
import { isFoundationId, stepCursors, type Game, type GameState, type Move } from '../../engine';
import { cardName, pileName, t } from '../../i18n';
import type { ReviewOutcome, ReviewProgress } from '../../app/solverPort/solverProtocol';
import { describeMove } from './format';

export interface ReviewSummary {
  /** What the review found, in one or two sentences. */
  readonly text: string;
  /** Slipped: the step to go back to (the last one from which a win was possible). */
  readonly goBackTo?: number;
  /** A win is still possible from the table (Hint and Show me are offered). */
  readonly stillWinnable?: boolean;
}

/** "The win slipped away at move 3, when you played the seven of clubs to column 4.": the step's first move, as the player made it. */
export function slippedWhenPlayed(step: number, move: Move, state: GameState): string {
  switch (move.type) {
    case 'draw':
      return state.stock.length > 0 ? t('review.slipped.dealt', { move: step }) : t('review.slipped.redealt', { move: step });
    case 'turn':
      return t('review.slipped.turned', { move: step, pile: pileName(move.pile) });
    case 'move':
      return isFoundationId(move.to)
        ? t('review.slipped.home', { move: step, card: cardName(move.card, 'object') })
        : t('review.slipped.played', { move: step, card: cardName(move.card, 'object'), pile: pileName(move.to) });
  }
}

/** The step's own words: its first entry's first move (a step is a move and the auto-moves it set off). */
function slippedAt(game: Game, step: number): string {
  const cursor = stepCursors(game)[step - 1]!;
  const entry = game.history[cursor]!;
  if (entry.kind === 'finish') return t('review.slipped.finish', { move: step });
  if (entry.kind === 'auto') return t('review.slipped.auto', { move: step });
  return slippedWhenPlayed(step, entry.moves[0]!, game.states[cursor]!);
}

/** The question before going back to `step` (0 is the start). */
export function goBackQuestion(step: number): string {
  return step === 0 ? t('review.goBack.startQuestion') : t('review.goBack.moveQuestion', { step });
}

/** The button that goes back to `step` (0 is the start). */
export function goBackLabel(step: number): string {
  return step === 0 ? t('review.goBack.start') : t('review.goBack.move', { step });
}

export function formatReview(outcome: ReviewOutcome, game: Game, budgetMs: number): ReviewSummary {
  switch (outcome.verdict) {
    case 'never-winnable':
      return { text: t('review.neverWinnable') };
    case 'still-winnable':
      return { text: t('review.stillWinnable'), stillWinnable: true };
    case 'slipped': {
      const before = game.states[stepCursors(game)[outcome.move - 1]!]!;
      const example = outcome.line[0];
      const slipped = slippedAt(game, outcome.move);
      const text =
        example === undefined
          ? t('review.slipped.stillPossible', { slipped })
          : t('review.slipped.example', { slipped, example: describeMove(example, before) });
      return { text, goBackTo: outcome.move - 1 };
    }
    case 'unknown': {
      const seconds = Math.round(budgetMs / 1000);
      const until = outcome.winnableUntil;
      if (until === undefined) return { text: t('review.unknown', { seconds }) };
      return { text: until === 0 ? t('review.unknown.atStart', { seconds }) : t('review.unknown.until', { seconds, move: until }) };
    }
  }
}

/** The progress line while the review runs: "Looking through 83 moves… Narrowed down to 12 moves." */
export function formatReviewProgress(progress: ReviewProgress | null, game: Game): string {
  const count = stepCursors(game).length - 1;
  if (progress === null || progress.solves === 0 || progress.open === 0) return t('review.progress', { count });
  return t('review.progress.narrowed', { count, open: progress.open });
}
