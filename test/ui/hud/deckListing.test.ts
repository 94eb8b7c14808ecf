import { describe, expect, test } from 'vitest';
import { applyMove, currentState, newGame, reachableStockCards, type GameState, type Rules } from '../../../src/engine';
import { deckOrder, shortCardText } from '../../../src/ui/hud/deckListing';
import { position, rulesWith } from '../../engine/fixtures';

function draw(state: GameState, rules: Rules, times = 1): GameState {
  let s = state;
  for (let i = 0; i < times; i++) {
    const applied = applyMove(s, { type: 'draw' }, rules);
    if (!applied.ok) throw new Error(applied.error.reason);
    s = applied.value.state;
  }
  return s;
}

describe('deckOrder', () => {
  test('waste bottom → top, then the stock in the order it will be drawn', () => {
    const state = position({ stock: '2C 3C 4C', waste: '9D TD' });
    expect(deckOrder(state)).toEqual({ waste: ['9D', 'TD'], stock: ['4C', '3C', '2C'] });
  });

  test.each([1, 2, 3, 4, 5] as const)('draw %d: the listing is the order the cards really come (and come again after a redeal)', (n) => {
    const rules = rulesWith({ draw: n, passes: null });
    let state = draw(currentState(newGame(rules, 42)), rules, 2);
    const { waste, stock } = deckOrder(state);
    const cycle = [...waste, ...stock];
    // Drawing one card at a time through the rest of the stock and a recycle meets the cards in this order.
    const one = rulesWith({ draw: 1, passes: null });
    const seen: string[] = [];
    state = { ...state };
    for (let i = 0; i < stock.length; i++) {
      state = draw(state, one);
      seen.push(state.waste[state.waste.length - 1]!);
    }
    state = draw(state, one); // recycle
    for (let i = 0; i < waste.length; i++) {
      state = draw(state, one);
      seen.push(state.waste[state.waste.length - 1]!);
    }
    expect(seen).toEqual([...stock, ...waste]);
    expect(new Set(cycle).size).toBe(24);
  });
});

describe('reachableStockCards', () => {
  test('draw 1, unlimited passes: every stock and waste card can be reached', () => {
    const rules = rulesWith({ draw: 1, passes: null });
    const state = draw(currentState(newGame(rules, 7)), rules, 5);
    expect(new Set(reachableStockCards(state, rules))).toEqual(new Set([...state.stock, ...state.waste]));
  });

  test('draw 3, one pass, fresh deal: every third card in draw order', () => {
    const rules = rulesWith({ draw: 3, passes: 1, scoring: 'standard' });
    const state = currentState(newGame(rules, 7));
    const order = deckOrder(state).stock;
    const expected = order.filter((_, i) => i % 3 === 2);
    expect(reachableStockCards(state, rules)).toEqual(expected);
  });

  test('draw 3, three passes: the waste top, the rest of this pass, then the next pass from the start', () => {
    const rules = rulesWith({ draw: 3, passes: 3, scoring: 'standard' });
    const state = position({ stock: '2C 3C 4C 5C', waste: '9D TD' });
    // This pass: 9D TD on the waste (TD on top); the stock deals 5C 4C 3C, then 2C.
    // Next pass, in order 9D TD 5C | 4C 3C 2C: tops 5C and 2C.
    expect(new Set(reachableStockCards(state, rules))).toEqual(new Set(['TD', '3C', '2C', '5C']));
  });

  test('no pass left and the stock empty: only the top of the waste', () => {
    const rules = rulesWith({ draw: 1, passes: 1, scoring: 'standard' });
    const state = position({ waste: '9D TD JD' });
    expect(reachableStockCards(state, rules)).toEqual(['JD']);
  });

  test('nothing left: nothing playable', () => {
    expect(reachableStockCards(position({}), rulesWith({}))).toEqual([]);
  });
});

test('short card text', () => {
  expect(shortCardText('TH')).toBe('10♥');
  expect(shortCardText('AS')).toBe('A♠');
  expect(shortCardText('QD')).toBe('Q♦');
});
