/**
 * A position with a card buried for good (it can never be turned, or never leave its column) is
 * called unwinnable before any search (see `hasBuriedCard` in src/solver/search.ts). Checked on a
 * hand-built position, and against a brute-force search on random small end games whose cards lie in
 * face-down piles, where such cards are common: the check must never call a winnable one unwinnable.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, SUITS, cardOf, type CardId, type GameState, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';
import { bruteForce, endgame } from './helpers';

const BUDGET = { maxNodes: 1_000_000, maxMs: 20_000, now: () => performance.now() };

/** xorshift32: the same positions on every run. */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

function randomRules(rnd: () => number): Rules {
  return {
    ...DEFAULT_RULES,
    draw: pick(rnd, [1, 3] as const),
    passes: pick(rnd, [1, 3, null]),
    moves: pick(rnd, ['strict', 'relaxed'] as const),
    build: pick(rnd, ['alternate', 'alternate', 'any-suit'] as const),
    empty: pick(rnd, ['king', 'king', 'any'] as const),
    fromFoundation: rnd() < 0.5,
  };
}

/**
 * An end game with the top ranks of random suits off the foundations, most of them in two or three
 * face-down piles (each with its top card turned) and the rest in the stock.
 */
function buriedEndgame(rnd: () => number, left: number): GameState {
  const home: Record<string, number> = { C: 13, D: 13, H: 13, S: 13 };
  for (let k = 0; k < left; k++) {
    const suit = pick(rnd, SUITS);
    if (home[suit]! > 0) home[suit] = home[suit]! - 1;
  }
  const cards: CardId[] = [];
  for (const suit of SUITS) for (let r = home[suit]! + 1; r <= 13; r++) cards.push(cardOf(r, suit));
  const piles: CardId[][] = [[], [], []].slice(0, 2 + Math.floor(rnd() * 2));
  const stock: CardId[] = [];
  for (const card of cards) (rnd() < 0.8 ? pick(rnd, piles) : stock).push(card);
  const tableau = piles.map((pile) => ({ down: pile.slice(0, -1), up: pile.slice(-1) }));
  while (tableau.length < 7) tableau.push({ down: [], up: [] });
  const foundations = SUITS.map((suit) => Array.from({ length: home[suit]! }, (_, i) => cardOf(i + 1, suit)));
  return { stock, waste: [], foundations, tableau, pass: 1, score: 0, moves: 0 };
}

describe('cards buried for good', () => {
  /*
   * Diamonds and hearts home to 5, spades to 3; every other card in the stock.
   *   1: 6H 6D 4S | 5S
   * 5S can neither go home (4S lies under it) nor onto a red six (both lie under it): with kings only
   * into a space, 4S, 6D and 6H never come free. With any card into a space, 5S takes one and all is won.
   */
  const buried = endgame({
    home: { D: 5, H: 5, S: 3 },
    tableau: ['6H 6D 4S | 5S'],
    drawOrder: '7H 8H 9H TH JH QH KH 7D 8D 9D TD JD QD KD 6S 7S 8S 9S TS JS QS KS',
  });

  test('a card that can never leave buries the ones beneath: unwinnable before any search', () => {
    const result = solve(buried, DEFAULT_RULES, BUDGET);
    expect(result.verdict).toBe('unwinnable');
    expect(result.states).toBe(0);
  });

  test('the same cards with any card into a space: searched, and won', () => {
    expect(solve(buried, { ...DEFAULT_RULES, empty: 'any' }, BUDGET).verdict).toBe('winnable');
  });

  test('random end games in face-down piles: the solver agrees with a brute-force search', () => {
    const rnd = random(7);
    let decidedByTheCheck = 0;
    for (let i = 0; i < 300; i++) {
      const rules = randomRules(rnd);
      const state = buriedEndgame(rnd, 8 + Math.floor(rnd() * 5));
      const expected = bruteForce(state, rules).winnable ? 'winnable' : 'unwinnable';
      const result = solve(state, rules, BUDGET);
      expect(result.verdict, JSON.stringify({ rules, state })).toBe(expected);
      if (result.states === 0 && result.verdict === 'unwinnable') decidedByTheCheck++;
    }
    expect(decidedByTheCheck).toBeGreaterThan(15);
  }, 120_000);
});
