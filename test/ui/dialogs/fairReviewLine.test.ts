// @vitest-environment happy-dom
/**
 * The fair review (src/ui/dialogs/fairReviewLine.ts, src/ui/text/fairText.ts): beside the move that lost
 * the win, what the player could have known there, once the fair odds are worked out; never a guess.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FairAnswer } from '../../../src/app/solverPort/solverProtocol';
import { replayGame, type Game, type Move } from '../../../src/engine';
import { openReviewDialog } from '../../../src/ui/dialogs/reviewDialog';
import { fairReviewText } from '../../../src/ui/text/fairText';
import { position } from '../../engine/fixtures';
import { TRAP_MOVES, TRAP_RULES, TRAP_START, trapGame } from '../../solver/trapGame';
import { FairInlineSolver } from '../../support/fairInlineSolver';
import { controllerOn } from '../../support/resumedSession';
import { byTestId, clearDocument, nextTask } from '../support/happyDom';

const table = position({ stock: '2C', waste: '9D', foundations: ['AS'], tableau: ['KD | 8S', '7H', '', 'QC | 3D', '2S', '', ''] });
const toColumn: Move = { type: 'move', from: 'tableau-2', to: 'tableau-1', card: '7H' };
const home: Move = { type: 'move', from: 'tableau-5', to: 'foundation-1', card: '2S' };
const odds = (winChance: number | null) => ({ winChance, low: null, high: null, samples: 32, undecided: winChance === null ? 32 : 0 });
const answer = (...moves: [Move, number | null][]): FairAnswer => ({
  chance: null,
  moves: moves.map(([move, chance]) => ({ move, odds: odds(chance) })),
  unseen: 20,
});

describe('the fair review in words', () => {
  test('a better bet was there to see: its share, then the share of the move played (fields in any order)', () => {
    const played = { card: '2S', to: 'foundation-1', from: 'tableau-5', type: 'move' } as const;
    expect(fairReviewText(answer([toColumn, 0.71875], [home, 0.375]), played, table)).toBe(
      'With what you could see, the seven of hearts to column 1 kept 71%; the move you played, 37%.',
    );
  });

  test('the move played was as good a bet as any: the player could not have known', () => {
    expect(fairReviewText(answer([toColumn, 0.65625], [home, 0.65625]), home, table)).toBe(
      'You could not have known: your move was the best bet with what you could see (65%); the cards that decided it were face down.',
    );
  });

  test('no odds, or none for the move played: says they could not be worked out, never a guess', () => {
    const undecided = 'What you could have known there could not be worked out in time.';
    expect(fairReviewText(null, home, table)).toBe(undecided);
    expect(fairReviewText(answer([toColumn, 0.5], [home, null]), home, table)).toBe(undecided);
    expect(fairReviewText(answer([toColumn, 0.5]), home, table)).toBe(undecided);
  });
});

/** The trap game (test/solver/trapGame.ts) with every step the player's own: the turn-over at move 4 loses the win. */
function trapPlayedByHand(): Game {
  const history = TRAP_MOVES.map((move) => ({ kind: 'move' as const, moves: [move] }));
  const base: Game = { rules: TRAP_RULES, deal: 0, bank: 0, history: [], cursor: 0, states: [TRAP_START], scoringStopsAt: null, undoLocked: false };
  const replayed = replayGame(base, history, history.length, { scoringStopsAt: null, undoLocked: false });
  if (!replayed.ok) throw new Error('the trap game does not replay');
  return replayed.value;
}

describe('the fair review in the dialog', () => {
  afterEach(clearDocument);

  const open = (game: Game, solver: FairInlineSolver): void =>
    openReviewDialog(controllerOn(game, solver), { say: vi.fn(), confirm: vi.fn(), confirmShowMe: vi.fn() });
  const result = async (): Promise<string> => {
    for (let i = 0; i < 50 && document.querySelector('[data-testid="review-result"]') === null; i++) await nextTask();
    return byTestId(document, 'review-result').textContent;
  };

  test('beside the move that lost the win: "working out", then the sentence from the odds of the tables seen before it', async () => {
    const solver = new FairInlineSolver();
    const game = trapPlayedByHand();
    open(game, solver);
    expect(await result()).toMatch(/^The win slipped away at move 4, when you turned the waste over\./);
    const line = byTestId(document, 'review-fair');
    expect(line.textContent).toBe('Working out what you could have known there…');
    expect(line.getAttribute('role')).toBe('status');
    // The tables up to the one the losing move was made on: the deal and three draws (every card seen by then).
    expect(solver.fairRequests).toEqual([expect.objectContaining({ question: 'moves', tables: game.states.slice(0, 4) })]);
    for (let i = 0; i < 50 && line.textContent.startsWith('Working out'); i++) await nextTask();
    expect(line.textContent).toBe('With what you could see, the nine of spades home kept 100%; the move you played, 0%.');
  });

  test('a step that did more than the move (here the waste turned over by itself after it): no fair line, rather than odds of another thing', async () => {
    const solver = new FairInlineSolver();
    open(trapGame(), solver);
    expect(await result()).toMatch(/^The win slipped away at move 3, when you dealt from the stock\./);
    expect(document.querySelector('[data-testid="review-fair"]')).toBeNull();
    expect(solver.fairRequests).toEqual([]);
  });
});
