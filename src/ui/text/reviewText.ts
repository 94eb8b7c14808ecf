/**
 * A game's review in plain words, from the solver's outcome and the game it looked at:
 * where the win slipped away and the move that lost it, with a move that still won before it; never a
 * guess when the review could not decide. Pure, so that every sentence is unit-tested in Node.
 */
import { decapitalise, isFoundationId, plural, stepCursors, type Game, type GameState, type Move } from '../../engine';
import { cardName, pileName } from '../../i18n';
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

/** "when you played the seven of clubs to column 4": the first move of a step, as the player made it. */
export function describePlayed(move: Move, state: GameState): string {
  switch (move.type) {
    case 'draw':
      return state.stock.length > 0 ? 'you dealt from the stock' : 'you turned the waste over';
    case 'turn':
      return `you turned over the top card of ${pileName(move.pile)}`;
    case 'move':
      return isFoundationId(move.to) ? `you sent ${cardName(move.card)} home` : `you played ${cardName(move.card)} to ${pileName(move.to)}`;
  }
}

/** The step's own words: its first entry's first move (a step is a move and the auto-moves it set off). */
function describeStep(game: Game, step: number): string {
  const cursor = stepCursors(game)[step - 1]!;
  const entry = game.history[cursor]!;
  if (entry.kind === 'finish') return 'you sent the cards home with Finish';
  if (entry.kind === 'auto') return 'the cards went home by themselves';
  return describePlayed(entry.moves[0]!, game.states[cursor]!);
}

/** "move 22", or "the start" for step 0. */
export function formatStep(step: number): string {
  return step === 0 ? 'the start' : `move ${step}`;
}

export function formatReview(outcome: ReviewOutcome, game: Game, budgetMs: number): ReviewSummary {
  switch (outcome.verdict) {
    case 'never-winnable':
      return { text: 'This deal could not be won from the start.' };
    case 'still-winnable':
      return { text: 'A win is still possible from here.', stillWinnable: true };
    case 'slipped': {
      const before = game.states[stepCursors(game)[outcome.move - 1]!]!;
      const example = outcome.line[0];
      const hint = example === undefined ? '' : ` — for example: ${decapitalise(describeMove(example, before))}`;
      const text = `The win slipped away at move ${outcome.move}, when ${describeStep(game, outcome.move)}. A win was still possible before it${hint}`;
      return { text: hint === '' ? `${text}.` : text, goBackTo: outcome.move - 1 };
    }
    case 'unknown': {
      const within = `Could not decide within ${Math.round(budgetMs / 1000)} s`;
      const until = outcome.winnableUntil;
      if (until === undefined) return { text: `${within}.` };
      return { text: until === 0 ? `${within}; a win was possible at the start.` : `${within}; a win was possible until at least move ${until}.` };
    }
  }
}

/** The progress line while the review runs: "Looking through 83 moves… Narrowed down to 12." */
export function formatReviewProgress(progress: ReviewProgress | null, game: Game): string {
  const steps = stepCursors(game).length - 1;
  const looking = `Looking through ${plural(steps, 'move')}…`;
  if (progress === null || progress.solves === 0) return looking;
  return progress.open === 0 ? looking : `${looking} Narrowed down to ${plural(progress.open, 'move')}.`;
}
