/**
 * Deal numbers are a promise: these layouts are locked. Deals 1 and 2 are the layouts Solvitaire
 * generates for those seeds (given in the engine issue); the others lock what this engine deals.
 */
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, Mt19937, dealLayout, isDealNumber, shuffledDeck, uniformInt } from '../../src/engine';

/** Columns bottom → top as "card card …", and the stock in the order it is drawn. */
function describeDeal(deal: number): { columns: string[]; draws: string } {
  const state = dealLayout(deal);
  return {
    columns: state.tableau.map((c) => [...c.down, ...c.up].join(' ')),
    draws: [...state.stock].reverse().join(' '),
  };
}

const GOLDEN: Record<number, { columns: string[]; draws: string }> = {
  1: {
    columns: ['9D', '4C AS', 'QD TD JC', '9S JS 8S 6D', '6S 8H 5H 8D JH', '3D 3C 8C 7H 9H AH', '2H 5D KD 7S 2C KH JD'],
    draws: 'TS 6C 3H TH 7D 5S 9C 4S 7C KC 4D 2D 5C AD 3S QS QC 4H 2S AC QH TC KS 6H',
  },
  0: {
    columns: ['6D', '2D 4C', 'AH 5C 2H', '6C 4S KS 3C', '7C 2S QC AD 5D', '3S AC KC KH JD 6H', '8H QD TC 6S 2C TD JS'],
    draws: 'TH 9C 8D QH QS 4H 3H 9S AS 9H 3D 5H 4D 7D 7S 5S TS 7H JC KD JH 9D 8S 8C',
  },
  12345: {
    columns: ['4S', 'JC 9H', '9D QC QD', 'KS KH 8D JH', 'AS 5H 8S AD 9C', '2D 5C 3S 6C 5D 2C', '8H TC 4C 3D QS 6H KD'],
    draws: 'AC 8C 7D 6D 2H JS 4H 7S 9S JD 5S TS TD 7H 6S 7C TH 3H AH 3C 2S 4D QH KC',
  },
  4294967295: {
    columns: ['9H', '3C AD', '8C QC QS', '2D TD AS 7S', '2C 5D JH 4S JD', '8H 5H 4H 4D 8S AH', '3H 3S TS 2S KH 5C 3D'],
    draws: '6S JS TC 8D 6H 5S QD 9C 7H KS KC 6D 6C JC 4C AC 9S 9D 7C TH 7D QH KD 2H',
  },
};

describe('golden deals', () => {
  test.each(Object.keys(GOLDEN).map(Number))('deal %i', (deal) => {
    expect(describeDeal(deal)).toEqual(GOLDEN[deal]);
  });

  test("deal 2's face-up cards and first draws", () => {
    const state = dealLayout(2);
    expect(state.tableau.map((c) => c.up.join(' '))).toEqual(['5H', '8S', 'TS', '9H', 'TH', '8C', '2D']);
    expect([...state.stock].reverse().slice(0, 4)).toEqual(['8D', '4D', '7H', '5D']);
  });

  test('columns hold 1 … 7 cards with only the last face up; 24 in the stock', () => {
    const state = dealLayout(99);
    expect(state.tableau.map((c) => [c.down.length, c.up.length])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
    ]);
    expect(state.stock).toHaveLength(24);
    expect(state.waste).toEqual([]);
    expect(state.pass).toBe(1);
  });
});

describe('the PRNG behind deal numbers', () => {
  test('MT19937 seeded with 5489 gives 4123659995 as its 10000th output (C++ standard)', () => {
    const rng = new Mt19937(5489);
    let value = 0;
    for (let i = 0; i < 10000; i++) value = rng.next();
    expect(value).toBe(4123659995);
  });

  test('uniformInt stays in range and is close to uniform', () => {
    const rng = new Mt19937(42);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 70000; i++) counts[uniformInt(rng, 6)]! += 1;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  test('every shuffle is a permutation of the 52 cards', () => {
    for (const deal of [0, 1, 7, 2 ** 31, 4294967295]) {
      expect([...shuffledDeck(deal)].sort()).toEqual([...ALL_CARDS].sort());
    }
  });

  test.each([
    [0, true],
    [4294967295, true],
    [4294967296, false],
    [-1, false],
    [1.5, false],
    ['7', false],
    [NaN, false],
  ])('isDealNumber(%s) is %s', (value, expected) => {
    expect(isDealNumber(value)).toBe(expected);
  });
});
