/** The review in words (src/ui/text/reviewText.ts): each verdict, the move that lost the win as played, and the progress line. */
import { describe, expect, test } from 'vitest';
import { dealLayout, DEFAULT_RULES, type GameState } from '../../../src/engine';
import { describePlayed, formatReview, formatReviewProgress, formatStep } from '../../../src/ui/text/reviewText';
import { TRAP_MOVES, trapGame } from '../../solver/trapGame';

describe('formatReview', () => {
  const game = trapGame();

  test('slipped: the move as the step began, an example that still won, and the step to go back to', () => {
    // Step 3 is the third draw and the automatic turn-over after it: named by the draw.
    const summary = formatReview({ verdict: 'slipped', move: 3, line: [TRAP_MOVES[7]!] }, game, 10_000);
    expect(summary).toEqual({
      text: 'The win slipped away at move 3, when you dealt from the stock. A win was still possible before it — for example: the nine of spades can go home to the foundations.',
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

describe('describePlayed', () => {
  const state: GameState = dealLayout(2);
  test.each([
    [{ type: 'draw' } as const, state, 'you dealt from the stock'],
    [{ type: 'draw' } as const, { ...state, stock: [] }, 'you turned the waste over'],
    [{ type: 'turn', pile: 'tableau-3' } as const, state, 'you turned over the top card of column 3'],
    [{ type: 'move', from: 'tableau-7', to: 'tableau-4', card: '7C' } as const, state, 'you played the seven of clubs to column 4'],
    [{ type: 'move', from: 'waste', to: 'foundation-2', card: '5D' } as const, state, 'you sent the five of diamonds home'],
  ])('%j', (move, from, words) => {
    expect(describePlayed(move, from)).toBe(words);
  });
});

test('formatStep and the progress line', () => {
  expect(formatStep(0)).toBe('the start');
  expect(formatStep(22)).toBe('move 22');
  const game = trapGame({ ...DEFAULT_RULES, passes: 2, fromFoundation: false });
  expect(formatReviewProgress(null, game)).toBe('Looking through 7 moves…');
  expect(formatReviewProgress({ solves: 2, steps: 7, open: 3 }, game)).toBe('Looking through 7 moves… Narrowed down to 3 moves.');
});
