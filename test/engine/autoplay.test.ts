/** Safe auto-moves, the auto-finish, "certainly won" and "no more moves". */
import { describe, expect, test } from 'vitest';
import {
  finishPlan,
  isCertainlyWon,
  isSafeToSendHome,
  isStuck,
  safeAutoMoves,
  applyMove,
  isWon,
  presetById,
  type GameState,
  type Rules,
} from '../../src/engine';
import { position, rulesWith, type PositionSpec } from './fixtures';

/** JSolitaire's rules: its twos wait for the aces that could sit on them (PlayStyle.twosWaitForAces). */
const JSOLITAIRE = presetById('jsolitaire')!.rules;

describe('isSafeToSendHome (JSolitaire: when every card that could sit on it is home)', () => {
  test.each<[string, PositionSpec, string, Partial<Rules>, boolean]>([
    ['an ace', {}, 'AH', {}, true],
    // "if the cards which might be placed on top of it are already in the suit stacks": a two too.
    ['JSolitaire: a two with a black ace out', { foundations: ['AH', 'AS'] }, '2H', JSOLITAIRE, false],
    ['JSolitaire: a two with both black aces home', { foundations: ['AH', 'AS', 'AC'] }, '2H', JSOLITAIRE, true],
    ['JSolitaire: a black two with the diamond ace out', { foundations: ['AS', 'AH'] }, '2S', JSOLITAIRE, false],
    // Elsewhere a two goes at once: it could hold only an ace, and aces go home by themselves.
    ['modern: a two with a black ace out', { foundations: ['AH', 'AS'] }, '2H', {}, true],
    ['a red five with both black fours home', { foundations: ['AH 2H 3H 4H', 'AS 2S 3S 4S', 'AC 2C 3C 4C'] }, '5H', {}, true],
    ['a red five with a black four out', { foundations: ['AH 2H 3H 4H', 'AS 2S 3S 4S', 'AC 2C 3C'] }, '5H', {}, false],
    ['red threes do not matter to a red five', { foundations: ['AH 2H 3H 4H', 'AS 2S 3S 4S', 'AC 2C 3C 4C'] }, '5H', {}, true],
    [
      'Thumb and Pouch: any other suit may sit on it',
      { foundations: ['AH 2H 3H 4H', 'AS 2S 3S 4S', 'AC 2C 3C 4C', 'AD 2D 3D'] },
      '5H',
      { build: 'any-suit' },
      false,
    ],
    [
      'Thumb and Pouch: all three other fours home',
      { foundations: ['AH 2H 3H 4H', 'AS 2S 3S 4S', 'AC 2C 3C 4C', 'AD 2D 3D 4D'] },
      '5H',
      { build: 'any-suit' },
      true,
    ],
  ])('%s', (_name, spec, card, rules, safe) => {
    expect(isSafeToSendHome(position(spec), card as 'AH', rulesWith(rules))).toBe(safe);
  });
});

function playOut(state: GameState, rules: Rules, moves: ReturnType<typeof finishPlan>): GameState {
  return moves.reduce((s, m) => {
    const r = applyMove(s, m, rules);
    if (!r.ok) throw new Error(r.error.reason);
    return r.value.state;
  }, state);
}

describe('safe auto-moves', () => {
  test('sends aces home, and a two once the aces that could sit on it are; keeps a card that could still be needed', () => {
    const rules = rulesWith({});
    const state = position({ waste: '2H', foundations: ['AS', 'AC'], tableau: ['9C | AH', '5S 3D', '7C'] });
    const moves = safeAutoMoves(state, rules);
    const after = playOut(state, rules, moves);
    expect(after.foundations[2]).toEqual(['AH', '2H']);
    expect(after.tableau[1]!.up).toEqual(['5S', '3D']); // 3D is not safe: black twos are out
    expect(after.tableau[0]!.up).toEqual(['9C']); // the turned card
  });

  test('under JSolitaire a two waits while an ace that could sit on it is out; under modern it goes', () => {
    const state = position({ waste: '2S', foundations: ['AS', 'AH'], stock: 'AD' });
    expect(safeAutoMoves(state, JSOLITAIRE)).toEqual([]);
    expect(safeAutoMoves(state, rulesWith({}))).toHaveLength(1);
  });
});

describe('the auto-finish', () => {
  test('plays every card that can go home, lowest first', () => {
    const rules = rulesWith({});
    const state = position({ waste: '3H', foundations: ['AH 2H', 'AS'], tableau: ['2S', '4H', 'KC | 9D'] });
    const moves = finishPlan(state, rules);
    expect(moves.map((m) => (m.type === 'move' ? m.card : m.type))).toEqual(['2S', '3H', '4H']);
  });

  test('turns cards under manual turning and uses the stock when the game is certainly won', () => {
    const rules = rulesWith({ draw: 1, passes: null, turn: 'manual' });
    const state = position({ stock: '2C', waste: '3C', foundations: ['AC'], tableau: ['4C'] });
    expect(isCertainlyWon(state, rules)).toBe(true);
    const after = playOut(state, rules, finishPlan(state, rules));
    expect(after.foundations[0]).toEqual(['AC', '2C', '3C', '4C']);
  });

  test('without certainty the finish never draws', () => {
    const rules = rulesWith({ draw: 3, passes: null });
    const state = position({ stock: '2C', foundations: ['AC'], tableau: ['4H |'] });
    expect(isCertainlyWon(state, rules)).toBe(false);
    expect(finishPlan(state, rules)).toEqual([]);
  });

  test.each<[string, PositionSpec, Partial<Rules>, boolean]>([
    ['no face-down cards, nothing in the stock', { tableau: ['KS QH', 'KH'] }, {}, true],
    ['a face-down card left', { tableau: ['2C | KS'] }, {}, false],
    ['stock left, drawing one with unlimited passes', { stock: '2C', tableau: ['KS'] }, { draw: 1, passes: null }, true],
    ['stock left, drawing three', { stock: '2C', tableau: ['KS'] }, { draw: 3, passes: null }, false],
    ['stock left, limited passes', { stock: '2C', tableau: ['KS'] }, { draw: 1, passes: 3 }, false],
  ])('certainly won: %s', (_name, spec, rules, expected) => {
    expect(isCertainlyWon(position(spec), rulesWith(rules))).toBe(expected);
  });

  test('a certainly-won finish always ends the game', () => {
    const rules = rulesWith({});
    const state = position({
      foundations: ['AH 2H 3H 4H 5H 6H 7H 8H 9H', 'AS 2S 3S 4S 5S 6S 7S 8S', 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC', 'AD 2D 3D 4D 5D 6D 7D 8D'],
      tableau: ['KS QD JS TH', 'KH QS JD TS 9D', 'KC', 'KD QC JC', 'QH JH', '9S', 'TD'],
    });
    expect(isCertainlyWon(state, rules)).toBe(true);
    expect(isWon(playOut(state, rules, finishPlan(state, rules)))).toBe(true);
  });
});

describe('no more moves', () => {
  test.each<[string, PositionSpec, Partial<Rules>, boolean]>([
    ['a card can go home', { foundations: ['AH'], tableau: ['5C | 2H'] }, {}, false],
    ['a stock card can be played later in the pass, and frees a card', { stock: '8H 2C', tableau: ['9C | 9S', 'KH | 7S'] }, { passes: 1 }, false],
    ['a stock card can be played, but nothing follows', { stock: '8H 2C', tableau: ['9C | 9S'], waste: '' }, { passes: 1 }, true],
    ['nothing but cycling a useless stock', { stock: '8S 2C', waste: '5D', tableau: ['9C | 9S', 'KH | 4D'] }, { passes: null }, true],
    ['the last pass is over and nothing fits', { waste: '8H', tableau: ['9C | 9D', 'KH | 4D'] }, { passes: 1 }, true],
    ['a move that turns a card', { tableau: ['2D | 8D', '9S'] }, {}, false],
    ['only a king shuffling between spaces', { tableau: ['KH QS', '', '3C | 5D'] }, { passes: 1 }, true],
    ['a face-down card to turn by hand', { tableau: ['2D 4C |'] }, { turn: 'manual' }, false],
    [
      'a foundation card that holds a stock card, which frees a card',
      { stock: '3S', foundations: ['AH 2H 3H 4H'], tableau: ['3C | 5S', '4D | 2D'] },
      { passes: 1 },
      false,
    ],
    [
      'a foundation card that can hold a stock card, to no end',
      { stock: '3S', foundations: ['AH 2H 3H 4H'], tableau: ['3C | 5S', '4D | 7C'] },
      { passes: 1 },
      true,
    ],
    [
      'two foundation cards taken back, then a run that frees a card',
      { foundations: ['AH 2H 3H 4H 5H 6H 7H 8H 9H', 'AC 2C 3C 4C 5C 6C 7C 8C'], tableau: ['5S | 7D', 'TS'] },
      { passes: 1 },
      false,
    ],
    [
      'the same, where foundation cards may not come back',
      { foundations: ['AH 2H 3H 4H 5H 6H 7H 8H 9H', 'AC 2C 3C 4C 5C 6C 7C 8C'], tableau: ['5S | 7D', 'TS'] },
      { passes: 1, fromFoundation: false },
      true,
    ],
    ['a foundation card nothing could use', { foundations: ['AH 2H 3H 4H'], tableau: ['3C | 5S', '4D | 7C'] }, { passes: 1 }, true],
  ])('%s', (_name, spec, rules, stuck) => {
    expect(isStuck(position(spec), rulesWith(rules))).toBe(stuck);
  });
});
