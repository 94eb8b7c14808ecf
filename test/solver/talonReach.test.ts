/**
 * Talon cards out of reach (src/solver/buriedCards.ts, `freeTalonCards`): drawing more than one card,
 * or with the passes used up, the draws reach only some talon cards, and the rest come within reach
 * only as cards leave the talon. A card that can never be reached is buried as surely as a face-down
 * card under a king with no space. Hand-built tables with their counterparts, and random end games
 * with much of the deck in the stock, every "lost" checked by a brute-force search over the engine.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, SUITS, cardOf, type CardId, type GameState, type Rules } from '../../src/engine';
import { BuriedCardTest } from '../../src/solver/buriedCards';
import { Position } from '../../src/solver/position';
import { bruteForce, endgame, pick, random, walkRandomly } from './helpers';
import { sized } from '../support/testSize';

function lostByTest(state: GameState, rules: Rules): BuriedCardTest | null {
  const test = new BuriedCardTest(new Position(state, rules));
  return test.hasBuriedCard() ? test : null;
}

/*
 * Clubs, diamonds and hearts are home, locked there; the spades' ace, two and three are in the stock in
 * that order, and the rest of the spades lie face down under 4S. One draw of three shows 3S on AS and
 * 2S. 3S can go nowhere: no red four can come down, and only a king may fill a space. So AS and 2S are
 * never reached, although at draw 1 they would be.
 */
const spades = (drawOrder: string, waste = ''): GameState =>
  endgame({
    home: { C: 13, D: 13, H: 13, S: 0 },
    tableau: ['KS QS JS TS 9S 8S 7S 6S 5S | 4S'],
    drawOrder,
    waste,
  });
const locked: Rules = { ...DEFAULT_RULES, draw: 3, fromFoundation: false };

describe('talon cards out of reach', () => {
  test.each([
    ['draw 3', locked, 2],
    ['draw 2 (2S shows on AS, then 3S alone, and 2S has nowhere to go either)', { ...locked, draw: 2 }, 1],
  ] as const)('%s: AS 2S 3S in the stock, nothing for 3S to go onto: lost, with the cards under it out of reach', (_, rules, outOfReach) => {
    const state = spades('AS 2S 3S');
    expect(lostByTest(state, rules)?.talonOutOfReach).toBe(outOfReach);
    expect(bruteForce(state, rules).winnable).toBe(false);
  });

  test.each([
    ['the ace drawn last, on top', spades('3S 2S AS'), locked],
    ['drawing one card', spades('AS 2S 3S'), { ...locked, draw: 1 }],
    ['any card into a space', spades('AS 2S 3S'), { ...locked, empty: 'any' }],
  ] as const)('not lost with %s, and winnable', (_, state, rules) => {
    expect(lostByTest(state, rules)).toBeNull();
    expect(bruteForce(state, rules).winnable).toBe(true);
  });

  test('a card before it leaves: the later cards move down one place, onto cards a draw reaches', () => {
    // The stock in draw order KH QH AS 2S JH 3S, hearts home to the ten: the draws reach AS and 3S.
    // Once AS is home, a recycle's first draw shows 2S; then 3S, JH, QH and KH go home in turn.
    const state = endgame({
      home: { C: 13, D: 13, H: 10, S: 0 },
      tableau: ['KS QS JS TS 9S 8S 7S 6S 5S | 4S'],
      drawOrder: 'KH QH AS 2S JH 3S',
    });
    expect(lostByTest(state, locked)).toBeNull();
    expect(bruteForce(state, locked).winnable).toBe(true);
  });

  test("one pass at draw 1: a card under the waste's top comes within reach only when that top card leaves", () => {
    // Everything drawn, no pass left: the waste is AS 2S 3S with 3S on top, which can go nowhere.
    const rules: Rules = { ...locked, draw: 1, passes: 1 };
    const state = spades('', 'AS 2S 3S');
    expect(lostByTest(state, rules)?.talonOutOfReach).toBe(2);
    expect(bruteForce(state, rules).winnable).toBe(false);
    // With a pass left, a recycle reaches the ace.
    expect(lostByTest(state, { ...rules, passes: 2 })).toBeNull();
    expect(bruteForce(state, { ...rules, passes: 2 }).winnable).toBe(true);
  });
});

/** The top ranks of random suits off the foundations: half of them in the stock, the rest in two or three face-down piles. */
function stockHeavyEndgame(rnd: () => number, left: number): GameState {
  const home: Record<string, number> = { C: 13, D: 13, H: 13, S: 13 };
  for (let k = 0; k < left; k++) {
    const suit = pick(rnd, SUITS);
    if (home[suit]! > 0) home[suit] = home[suit]! - 1;
  }
  const piles: CardId[][] = [[], [], []].slice(0, 2 + Math.floor(rnd() * 2));
  const stock: CardId[] = [];
  for (const suit of SUITS) for (let r = home[suit]! + 1; r <= 13; r++) (rnd() < 0.5 ? stock : pick(rnd, piles)).push(cardOf(r, suit));
  for (let i = stock.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [stock[i], stock[j]] = [stock[j]!, stock[i]!];
  }
  const tableau = piles.map((pile) => ({ down: pile.slice(0, -1), up: pile.slice(-1) }));
  while (tableau.length < 7) tableau.push({ down: [], up: [] });
  const foundations = SUITS.map((suit) => Array.from({ length: home[suit]! }, (_, i) => cardOf(i + 1, suit)));
  return { stock, waste: [], foundations, tableau, pass: 1, score: 0, moves: 0 };
}

describe('random end games with much of the deck in the stock', () => {
  test('draw 1 to 5, any passes, a few random moves played: every position the test calls lost is lost', () => {
    const rnd = random(2026);
    let calledLost = 0;
    let talonRuleUsed = 0;
    const games = sized(1500, 3000);
    for (let i = 0; i < games; i++) {
      const rules: Rules = {
        ...DEFAULT_RULES,
        draw: pick(rnd, [1, 2, 3, 3, 4, 5] as const),
        passes: pick(rnd, [1, 2, 3, null]),
        empty: pick(rnd, ['king', 'king', 'any'] as const),
        fromFoundation: rnd() < 0.5,
      };
      const state = walkRandomly(stockHeavyEndgame(rnd, 7 + Math.floor(rnd() * 5)), rules, rnd, 6);
      const lost = lostByTest(state, rules);
      if (lost === null) continue;
      calledLost++;
      if (lost.talonOutOfReach > 0) talonRuleUsed++;
      expect(bruteForce(state, rules).winnable, JSON.stringify({ rules, state })).toBe(false);
    }
    // 101 and 49 in 3,000 games when written: the test and its talon rule both find plenty to check.
    expect(calledLost).toBeGreaterThan((80 * games) / 3000);
    expect(talonRuleUsed).toBeGreaterThan((35 * games) / 3000);
  }, 120_000);
});
