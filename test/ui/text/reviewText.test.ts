/** The review in words (src/ui/text/reviewText.ts): each verdict, the move that lost the win as played, and the progress line. */
import { afterEach, describe, expect, test } from 'vitest';
import { dealLayout, DEFAULT_RULES, type GameState } from '../../../src/engine';
import { useCatalogue } from '../../../src/i18n';
import { formatReview, formatReviewProgress, goBackLabel, goBackQuestion, slippedWhenPlayed } from '../../../src/ui/text/reviewText';
import { TRAP_MOVES, trapGame } from '../../solver/trapGame';

describe('formatReview', () => {
  const game = trapGame();

  test('slipped: the move as the step began, an example that still won, and the step to go back to', () => {
    // Step 3 is the third draw and the automatic turn-over after it: named by the draw.
    const summary = formatReview({ verdict: 'slipped', move: 3, line: [TRAP_MOVES[7]!] }, game, 10_000);
    expect(summary).toEqual({
      text: 'The win slipped away at move 3, when you dealt from the stock. A win was still possible before it. For example: The nine of spades can go home to the foundations.',
      goBackTo: 2,
    });
  });

  test('the other verdicts, never a guess', () => {
    expect(formatReview({ verdict: 'never-winnable' }, game, 10_000)).toEqual({ text: 'This deal could not be won from the start.' });
    expect(formatReview({ verdict: 'still-winnable', line: [] }, game, 10_000)).toEqual({ text: 'A win is still possible from here.', stillWinnable: true });
    expect(formatReview({ verdict: 'unknown', winnableUntil: 18 }, game, 10_000).text).toBe(
      'Could not decide within 10 s; a win was possible until at least move 18.',
    );
    expect(formatReview({ verdict: 'unknown', winnableUntil: 0 }, game, 10_000).text).toBe('Could not decide within 10 s; a win was possible at the start.');
    expect(formatReview({ verdict: 'unknown' }, game, 4_000).text).toBe('Could not decide within 4 s.');
  });
});

describe('slippedWhenPlayed', () => {
  const state: GameState = dealLayout(2);
  test.each([
    [{ type: 'draw' } as const, state, 'The win slipped away at move 5, when you dealt from the stock.'],
    [{ type: 'draw' } as const, { ...state, stock: [] }, 'The win slipped away at move 5, when you turned the waste over.'],
    [{ type: 'turn', pile: 'tableau-3' } as const, state, 'The win slipped away at move 5, when you turned over the top card of column 3.'],
    [
      { type: 'move', from: 'tableau-7', to: 'tableau-4', card: '7C' } as const,
      state,
      'The win slipped away at move 5, when you played the seven of clubs to column 4.',
    ],
    [
      { type: 'move', from: 'waste', to: 'foundation-2', card: '5D' } as const,
      state,
      'The win slipped away at move 5, when you sent the five of diamonds home.',
    ],
  ])('%j', (move, from, words) => {
    expect(slippedWhenPlayed(5, move, from)).toBe(words);
  });
});

test('going back (to the start or a move) and the progress line', () => {
  expect(goBackQuestion(0)).toBe('Go back to the start?');
  expect(goBackLabel(0)).toBe('Go back to the start');
  expect(goBackQuestion(22)).toBe('Go back to move 22?');
  expect(goBackLabel(22)).toBe('Go back to move 22');
  const game = trapGame({ ...DEFAULT_RULES, passes: 2, fromFoundation: false });
  expect(formatReviewProgress(null, game)).toBe('Looking through 7 moves…');
  expect(formatReviewProgress({ solves: 2, steps: 7, open: 3 }, game)).toBe('Looking through 7 moves… Narrowed down to 3 moves.');
});

describe('in another language', () => {
  afterEach(() => useCatalogue('en', {}));

  test("each sentence is the language's whole message, its card named in the role it has there", () => {
    useCatalogue('de', {
      'review.slipped.home': 'Bei Zug {move, number} ging der Sieg verloren, als du {card} abgelegt hast.',
      'review.slipped.stillPossible': '{slipped} Davor war ein Sieg noch möglich.',
      'review.goBack.start': 'Zurück zum Anfang',
      'review.progress': '{count, plural, one {# Zug} other {# Züge}} werden durchgesehen…',
      'card.name': '{form, select, object {den {rank}} other {der {rank}}}',
    });
    const state: GameState = dealLayout(2);
    expect(slippedWhenPlayed(5, { type: 'move', from: 'waste', to: 'foundation-2', card: '5D' }, state)).toBe(
      'Bei Zug 5 ging der Sieg verloren, als du den five abgelegt hast.',
    );
    expect(goBackLabel(0)).toBe('Zurück zum Anfang');
    expect(formatReviewProgress(null, trapGame({ ...DEFAULT_RULES, passes: 2, fromFoundation: false }))).toBe('7 Züge werden durchgesehen…');
  });
});
