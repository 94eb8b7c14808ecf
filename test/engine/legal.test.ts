/** legalMoves and targetsOf: what the table highlights and what a player (or the solver) may do. */
import { describe, expect, test } from 'vitest';
import { legalMoves, targetsOf, makeMoveNotation, type Rules } from '../../src/engine';
import { position, rulesWith, type PositionSpec } from './fixtures';

function listed(spec: PositionSpec, rules: Partial<Rules>): string[] {
  const state = position(spec);
  return legalMoves(state, rulesWith(rules))
    .map((m) => makeMoveNotation(m, state))
    .sort();
}

describe('legalMoves', () => {
  const spec: PositionSpec = { stock: '4D', waste: 'AD', foundations: ['AH 2H'], tableau: ['KS QH JC', 'QD', '3S', '9C | 3C'] };

  test('relaxed: runs, home moves, foundation cards back, the draw; kings offered every space', () => {
    expect(listed(spec, { moves: 'relaxed' })).toEqual(['1:JC>2', '1:KS>5', '1:KS>6', '1:KS>7', 'F1>3', 'F1>4', 'P', 'W>F']);
  });

  test('a queen is not offered a space under king-only, but is under any', () => {
    expect(listed(spec, { empty: 'any' })).toEqual(expect.arrayContaining(['2:QD>5', '4:3C>5', '1:JC>5']));
  });

  test('strict: only whole runs move between columns', () => {
    const strictSpec = { tableau: ['2C | KS QH JC', 'QD', '', '5H | KD', '8S', '8H', '9D'] };
    expect(listed(strictSpec, { moves: 'strict' })).toEqual(['1:KS>3', '4:KD>3', '5:8S>7']);
    expect(listed(strictSpec, { moves: 'relaxed' })).toEqual(['1:JC>2', '1:KS>3', '4:KD>3', '5:8S>7']);
  });

  test('foundation cards locked: none come back', () => {
    expect(listed(spec, { fromFoundation: false })).not.toContain('F1>3');
  });

  test('an ace is offered to one empty foundation, not four', () => {
    expect(listed({ waste: 'AC' }, {}).filter((m) => m.startsWith('W>'))).toEqual(['W>F']);
  });

  test('manual turning offers the turn; automatic does not', () => {
    expect(listed({ tableau: ['4C 5D |'] }, { turn: 'manual' })).toEqual(['^1']);
    expect(listed({ tableau: ['4C 5D |'] }, { turn: 'auto' })).toEqual([]);
  });

  test('no draw once the last pass is spent', () => {
    expect(listed({ waste: '9H' }, { passes: 1 })).toEqual([]);
    expect(listed({ waste: '9H' }, { passes: 2 })).toEqual(['P']);
  });
});

describe('targetsOf', () => {
  test('lists every pile a card may go to, each empty foundation for an ace', () => {
    const state = position({ waste: 'AD', tableau: ['2S', '2C'] });
    expect(targetsOf(state, rulesWith({}), 'waste', 'AD')).toEqual(['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4', 'tableau-1', 'tableau-2']);
  });

  test('a run goes only to columns', () => {
    const state = position({ tableau: ['KS QH JC', 'KD', '', 'QD'] });
    expect(targetsOf(state, rulesWith({}), 'tableau-1', 'QH')).toEqual([]);
    expect(targetsOf(state, rulesWith({}), 'tableau-1', 'JC')).toEqual(['tableau-4']);
    expect(targetsOf(state, rulesWith({}), 'tableau-1', 'KS')).toEqual(['tableau-3', 'tableau-5', 'tableau-6', 'tableau-7']);
  });
});
