/**
 * Tops that could come straight back from their foundation go home without branching
 * (src/solver/reversibleHome.ts). That the search still finds every win is checked where it matters
 * most by the brute-force comparison (bruteforce.test.ts) and by "two foundations taken down onto each
 * other to reach a card" (positions.test.ts): sending back the cards a move brought down for their
 * own sake fails both.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, currentState, newGame, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';
import { SUIT, cardNumber } from '../../src/solver/cards';
import { Position } from '../../src/solver/position';
import { playReversibleHome } from '../../src/solver/reversibleHome';
import { endgame } from './helpers';

// Drawing three cards no talon card is ever safe to send home, so only the columns change here.
const RULES: Rules = { ...DEFAULT_RULES, draw: 3, fromFoundation: true };
const SPADES = SUIT[cardNumber('8S')]!;

/*
 * Clubs complete, diamonds and hearts home to 2, spades to 7. Column 1: 9H with 8S on it; column 2:
 * 9S on a face-down QD. 8S could go home, but is not safe to (a red 7 might still need it).
 */
const eightOnNine = endgame({
  home: { D: 2, H: 2, S: 7 },
  tableau: ['9H 8S', 'QD | 9S'],
  drawOrder: '3D 4D 5D 6D 7D 8D 9D TD JD KD 3H 4H 5H 6H 7H 8H TH JH QH KH TS JS QS KS',
});

describe('tops that could come straight back go home', () => {
  test('a top on a face-up card goes home; one on face-down cards stays, as going home would turn a card', () => {
    const pos = new Position(eightOnNine, RULES);
    expect(pos.isSafeHome(cardNumber('8S'))).toBe(false);
    playReversibleHome(pos, pos.logLength);
    expect(pos.home[SPADES]).toBe(8);
    expect(pos.topOf(0)).toBe(cardNumber('9H'));
    // 9S could go home now too, but it lies on a face-down card.
    expect(pos.topOf(1)).toBe(cardNumber('9S'));
  });

  test('with foundation cards locked nothing but the safe moves goes home', () => {
    const pos = new Position(eightOnNine, { ...RULES, fromFoundation: false });
    playReversibleHome(pos, pos.logLength);
    expect(pos.home[SPADES]).toBe(7);
    expect(pos.topOf(0)).toBe(cardNumber('8S'));
  });

  test('a card the move just brought down for its own sake stays; at the next move it goes back', () => {
    const pos = new Position(eightOnNine, RULES);
    playReversibleHome(pos, pos.logLength);
    const moveStart = pos.logLength;
    pos.homeToColumn(SPADES, 0);
    playReversibleHome(pos, moveStart);
    expect(pos.topOf(0)).toBe(cardNumber('8S'));
    playReversibleHome(pos, pos.logLength);
    expect(pos.topOf(0)).toBe(cardNumber('9H'));
    expect(pos.home[SPADES]).toBe(8);
  });
});

describe('in the search of a draw-1 game', () => {
  test('deal 2382 at draw 1 is proven lost within 60,000 positions (about 119,000 without the rule)', () => {
    const rules: Rules = { ...DEFAULT_RULES, draw: 1 };
    const result = solve(currentState(newGame(rules, 2382)), rules, { maxNodes: 60_000 });
    expect(result.verdict).toBe('unwinnable');
  }, 60_000);
});
