/**
 * The draw-1 relaxation that keeps a bigger draw's talon order (`Position.keepTalonOrder`): which
 * talon cards it holds back, that the real draw never reaches a card it holds back, and that the
 * relaxation's "unwinnable" is never said of a position the real draw wins.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, applyMove, currentState, newGame, type GameState, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';
import { cardIdOf, cardNumber } from '../../src/solver/cards';
import { Position } from '../../src/solver/position';
import { Search } from '../../src/solver/search';
import { endgame, random } from './helpers';

/** Clubs 7 to king in the stock, drawn king first; everything else is home. */
const SEVEN_CLUBS: GameState = endgame({ home: { C: 6 }, drawOrder: 'KC QC JC TC 9C 8C 7C' });

function keptOrder(state: GameState, draw: number): Position {
  const position = new Position(state, { ...DEFAULT_RULES, draw: 1 });
  position.keepTalonOrder(draw);
  return position;
}

function reachableCards(position: Position): string[] {
  return Array.from(position.talon.subarray(0, position.talonCount))
    .filter((card) => position.reachable(card))
    .map(cardIdOf);
}

/** Takes `card` out of the talon (the position does not check that the move is legal). */
function takeFromTalon(position: Position, card: string): void {
  position.talonHome(position.talon.indexOf(cardNumber(card as never)), false);
}

/** The relaxation of drawing `rules.draw` cards, searched on its own. */
function relaxationVerdict(state: GameState, rules: Rules, maxNodes: number): { verdict: string; nodes: number } {
  const search = new Search(keptOrder(state, rules.draw), { maxNodes });
  return { verdict: search.run()!.verdict, nodes: search.nodes };
}

describe('which talon cards are held back', () => {
  test('drawing three from a full stock, only every third card and the last are within reach', () => {
    // Talon indices 0–6: KC QC JC TC 9C 8C 7C. Draws reach indices 2 and 5; the last, 6, too.
    expect(reachableCards(keptOrder(SEVEN_CLUBS, 3))).toEqual(['JC', '8C', '7C']);
  });

  test('a held-back card comes within reach once a card before it, or the card right after it, leaves', () => {
    const position = keptOrder(SEVEN_CLUBS, 3);
    expect(position.wouldRelease(cardNumber('JC'))).toBe(true); // QC after it, TC and 9C before it
    expect(position.wouldRelease(cardNumber('8C'))).toBe(true); // 9C, right before it
    expect(position.wouldRelease(cardNumber('7C'))).toBe(false); // every card before it is held back by another
    takeFromTalon(position, 'JC');
    expect(position.released(cardNumber('JC'))).toBe(true);
    expect(reachableCards(position)).toEqual(['QC', 'TC', '9C', '8C', '7C']);
    takeFromTalon(position, 'QC');
    expect(reachableCards(position)).toEqual(['KC', 'TC', '9C', '8C', '7C']);
  });

  test('drawing two, with cards already in the waste, the waste top and the cards the draws reach are', () => {
    const state = endgame({ home: { C: 6 }, waste: 'KC QC JC', drawOrder: 'TC 9C 8C 7C' });
    // Waste count 3: the top JC (index 2); draws reach 9C (4) and 7C (6); after a recycle, QC (1), TC (3) and 8C (5).
    expect(reachableCards(keptOrder(state, 2))).toEqual(['QC', 'JC', 'TC', '9C', '8C', '7C']);
  });

  test('drawing one card, or with limited passes, nothing is held back', () => {
    expect(reachableCards(keptOrder(SEVEN_CLUBS, 1))).toHaveLength(7);
    const limited = new Position(SEVEN_CLUBS, { ...DEFAULT_RULES, draw: 1, passes: 3 });
    limited.keepTalonOrder(3);
    expect(reachableCards(limited)).toHaveLength(7);
  });

  test('random draws, recycles and plays from the waste: the real draw never shows a card the relaxation holds back', () => {
    const rnd = random(20261125);
    const order = ['KC', 'QC', 'JC', 'TC', '9C', '8C', '7C'];
    let checked = 0;
    for (let game = 0; game < 300; game++) {
      const draw = 2 + Math.floor(rnd() * 4);
      const opening = Math.floor(rnd() * 8);
      const state = endgame({ home: { C: 6 }, waste: order.slice(0, opening).join(' '), drawOrder: order.slice(opening).join(' ') });
      const position = keptOrder(state, draw);
      // The real talon: cards in draw order, and how many are drawn.
      const talon = [...order];
      let drawn = opening;
      for (let step = 0; step < 60 && talon.length > 0; step++) {
        if (drawn > 0) {
          expect(position.reachable(cardNumber(talon[drawn - 1] as never)), `draw ${draw}, ${talon.join(' ')} with ${drawn} drawn`).toBe(true);
          checked++;
          if (rnd() < 0.25) {
            takeFromTalon(position, talon[drawn - 1]!);
            talon.splice(drawn - 1, 1);
            drawn -= 1;
            continue;
          }
        }
        drawn = drawn === talon.length ? 0 : Math.min(drawn + draw, talon.length);
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });
});

describe('the relaxation in the solver', () => {
  const draw3: Rules = { ...DEFAULT_RULES, draw: 3 };

  test('deal 765 at draw 3, won at draw 1, is proved lost by the relaxation in some 32,000 positions', () => {
    const state = currentState(newGame(draw3, 765));
    expect(relaxationVerdict(state, { ...draw3, draw: 1 }, 100_000).verdict).toBe('winnable');
    const kept = relaxationVerdict(state, draw3, 100_000);
    expect(kept.verdict).toBe('unwinnable');
    expect(kept.nodes).toBeLessThan(50_000);
    // The real search takes some 350,000 positions; with the relaxation alongside, far fewer.
    expect(solve(state, draw3, { maxNodes: 150_000 }).verdict).toBe('unwinnable');
  });

  test('deals won at draw 3 are never called lost by it (these needed chains that end with a card whose leaving releases another)', () => {
    for (const deal of [275, 643, 755, 815, 897]) {
      const { verdict } = relaxationVerdict(currentState(newGame(draw3, deal)), draw3, 300_000);
      expect(verdict, `deal ${deal}`).not.toBe('unwinnable');
    }
  });

  test('no position on the winning lines of deals 2–30 at draw 3 is called lost by it', () => {
    let checked = 0;
    for (let deal = 2; deal <= 30; deal++) {
      let state = currentState(newGame(draw3, deal));
      const result = solve(state, draw3, { maxNodes: 300_000 });
      if (result.verdict !== 'winnable') continue;
      result.moves.forEach((move, k) => {
        const applied = applyMove(state, move, draw3);
        if (!applied.ok) throw new Error(`deal ${deal}: move ${k} is illegal`);
        state = applied.value.state;
        if (k % 4 !== 0) return;
        expect(relaxationVerdict(state, draw3, 100_000).verdict, `deal ${deal} after move ${k}`).not.toBe('unwinnable');
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(500);
  });
});
