/** Each scoring system against the numbers its seed document gives. */
import { describe, expect, test } from 'vitest';
import { PROVEN_WINNABLE } from '../../src/app/solverPort/winnableDealList';
import { winnabilityKey } from '../../src/app/solverPort/winnabilityKey';
import {
  applyMove,
  countFaceDown,
  currentState,
  newGame,
  nextBank,
  play,
  playFinish,
  presetById,
  restart,
  stopScoring,
  undo,
  redo,
  type Game,
  type GameState,
  type Move,
  type Rules,
  type ScoringId,
} from '../../src/engine';
import { solve } from '../../src/solver';
import { position, rulesWith } from './fixtures';

/** The points `moves` score, from a score high enough that no floor is reached. */
function scoreAfter(state: GameState, moves: Move[], rules: Rules): number {
  return finalScore({ ...state, score: 1000 }, moves, rules) - 1000;
}

function finalScore(state: GameState, moves: Move[], rules: Rules): number {
  let current = state;
  for (const move of moves) {
    const r = applyMove(current, move, rules);
    if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.reason}`);
    current = r.value.state;
  }
  return current.score;
}

const toFoundation = { spec: { waste: 'AH' }, moves: [{ type: 'move', from: 'waste', to: 'foundation-1', card: 'AH' }] as Move[] };
const turnOver = { spec: { tableau: ['4C | 9H', 'TS'] }, moves: [{ type: 'move', from: 'tableau-1', to: 'tableau-2', card: '9H' }] as Move[] };
const wasteToTableau = { spec: { waste: '9H', tableau: ['TS'] }, moves: [{ type: 'move', from: 'waste', to: 'tableau-1', card: '9H' }] as Move[] };
const fromFoundation = {
  spec: { foundations: ['AH 2H'], tableau: ['3S'] },
  moves: [{ type: 'move', from: 'foundation-1', to: 'tableau-1', card: '2H' }] as Move[],
};
const tableauToTableau = { spec: { tableau: ['9H', 'TS'] }, moves: [{ type: 'move', from: 'tableau-1', to: 'tableau-2', card: '9H' }] as Move[] };

describe.each<[ScoringId, Record<string, number>]>([
  // JSolitaire: +10 home, +5 turning a card or playing to the building stacks, −15 back from a suit stack.
  ['standard', { toFoundation: 10, turnOver: 5, wasteToTableau: 5, fromFoundation: -15, tableauToTableau: 0 }],
  // JSolitaire's own: the same points ("moving a card to a building stack" read as from the deck).
  ['jsolitaire', { toFoundation: 10, turnOver: 5, wasteToTableau: 5, fromFoundation: -15, tableauToTableau: 0 }],
  // Vegas: $5 a card home (and given back when the card leaves).
  ['vegas', { toFoundation: 5, turnOver: 0, wasteToTableau: 0, fromFoundation: -5, tableauToTableau: 0 }],
  // Aisleriot: one point per card in the foundations.
  ['foundation', { toFoundation: 1, turnOver: 0, wasteToTableau: 0, fromFoundation: -1, tableauToTableau: 0 }],
  // Windows: 1 point a card home and a card turned over.
  ['windows-help', { toFoundation: 1, turnOver: 1, wasteToTableau: 0, fromFoundation: -1, tableauToTableau: 0 }],
  ['none', { toFoundation: 0, turnOver: 0, wasteToTableau: 0, fromFoundation: 0, tableauToTableau: 0 }],
])('%s scoring', (scoring, expected) => {
  const rules = rulesWith({ scoring, passes: 3 });
  test.each(Object.entries({ toFoundation, turnOver, wasteToTableau, fromFoundation, tableauToTableau }))('%s', (name, { spec, moves }) => {
    expect(scoreAfter(position(spec), moves, rules)).toBe(expected[name]);
  });
});

describe('pass charges', () => {
  const recycle: Move[] = [{ type: 'draw' }];
  test.each([
    // JSolitaire drawing three: 20 points for each pass after the third.
    ['standard', 3, 2, 0],
    ['standard', 3, 3, 0],
    ['standard', 3, 4, -20],
    ['standard', 3, 9, -20],
    // JSolitaire drawing one: 100 points for every pass after the first.
    ['standard', 1, 2, -100],
    ['standard', 1, 5, -100],
    // Windows: 5 points for each redeal.
    ['windows-help', 1, 2, -5],
    ['windows-help', 3, 3, -5],
    ['vegas', 3, 2, 0],
    ['foundation', 1, 2, 0],
    ['none', 1, 2, 0],
  ] as const)('%s drawing %i: starting pass %i costs %i', (scoring, draw, newPass, points) => {
    const rules = rulesWith({ scoring, draw, passes: 99 });
    expect(scoreAfter(position({ waste: '2C 3C', pass: newPass - 1 }), recycle, rules)).toBe(points);
  });
});

describe('the floor at zero (standard scoring only: the others go below 0)', () => {
  const recycle: Move[] = [{ type: 'draw' }];
  test.each([
    ['standard', 0, 0],
    ['standard', 40, 0],
    ['standard', 130, 30],
    // JSolitaire states its deductions with no floor.
    ['jsolitaire', 0, -100],
    ['jsolitaire', 40, -60],
    ['vegas', -52, -52],
    ['foundation', 0, 0],
    // The Windows help states no floor.
    ['windows-help', 0, -5],
  ] as const)('%s from %i: a recycle leaves %i', (scoring, from, after) => {
    const rules = rulesWith({ scoring, draw: 1, passes: 99 });
    expect(finalScore(position({ waste: '2C 3C', pass: 1, score: from }), recycle, rules)).toBe(after);
  });

  test('standard: a card back from the foundation at 10 points leaves 0, and the next card home scores 10', () => {
    const rules = rulesWith({ scoring: 'standard' });
    const moves: Move[] = [
      { type: 'move', from: 'foundation-1', to: 'tableau-1', card: '2H' },
      { type: 'move', from: 'tableau-1', to: 'foundation-1', card: '2H' },
    ];
    expect(finalScore(position({ foundations: ['AH 2H'], tableau: ['3S'], score: 10 }), moves.slice(0, 1), rules)).toBe(0);
    expect(finalScore(position({ foundations: ['AH 2H'], tableau: ['3S'], score: 10 }), moves, rules)).toBe(10);
  });
});

describe("Windows scoring to the help's own arithmetic", () => {
  const rules = presetById('windows-draw3')!.rules;

  test('drawing three, a redeal from 3 points gives −2', () => {
    expect(finalScore(position({ waste: '2C 3C', pass: 1, score: 3 }), [{ type: 'draw' }], rules)).toBe(-2);
  });

  test('a whole draw-3 win with 8 redeals scores 52 cards home + 21 turned − 40 = 33', () => {
    // A proven-winnable deal and the solver's winning line, after full trips through the stock to make 8 redeals in all.
    const deal = PROVEN_WINNABLE[winnabilityKey(rules)]![8]!;
    const start = newGame(rules, deal);
    const line = solve(currentState(start), rules, { maxNodes: 2_000_000 });
    if (line.verdict !== 'winnable') throw new Error(`deal ${deal}: ${line.verdict}`);
    const lineRedeals = replayed(start, line.moves).pass - 1;
    expect(lineRedeals, "the line's own redeals").toBeLessThanOrEqual(8);
    const trip: Move[] = Array.from({ length: 9 }, () => ({ type: 'draw' })); // 8 turns of 3 cards, then the redeal
    const played = replayed(start, [...Array.from({ length: 8 - lineRedeals }, () => trip).flat(), ...line.moves]);
    expect(played.foundations.flat()).toHaveLength(52);
    expect(countFaceDown(currentState(start))).toBe(21);
    expect(played.pass - 1).toBe(8);
    expect(played.score).toBe(33);
  });
});

/** The table after playing `moves` from the deal. */
function replayed(game: Game, moves: readonly Move[]): GameState {
  const end = moves.reduce<Game>((g, move) => {
    const next = play(g, move);
    if (!next.ok) throw new Error(`${JSON.stringify(move)}: ${next.error.reason}`);
    return next.value.game;
  }, game);
  return currentState(end);
}

/** Four columns of 13 alternating cards: a certainly-won table holding the whole pack. */
function allInColumns(rules: Rules): Game {
  const columns = [
    'KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AS',
    'KH QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S AH',
    'KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D AC',
    'KD QC JD TC 9D 8C 7D 6C 5D 4C 3D 2C AD',
  ];
  const game = newGame(rules, 1);
  const state = { ...position({ tableau: columns }), score: game.states[0]!.score };
  return { ...game, states: [state] };
}

describe('whole games', () => {
  test.each<[ScoringId, number]>([
    ['foundation', 52],
    ['standard', 520],
    ['vegas', -52 + 260],
    ['windows-help', 52],
    ['none', 0],
  ])('%s: every card home scores %i', (scoring, total) => {
    const finished = playFinish(allInColumns(rulesWith({ scoring, passes: 3 })));
    if (!finished.ok) throw new Error(finished.error);
    expect(currentState(finished.value.game).score).toBe(total);
  });

  test('Vegas starts at −52; cumulative Vegas starts from the bank and carries the result', () => {
    expect(currentState(newGame(rulesWith({ scoring: 'vegas', passes: 1 }), 1, { bank: 500 })).score).toBe(-52);
    const first = newGame(rulesWith({ scoring: 'vegas-cumulative', passes: 1 }), 1, { bank: 100 });
    expect(currentState(first).score).toBe(48);
    const played = play(first, { type: 'move', from: 'tableau-2', to: 'foundation-1', card: 'AS' });
    if (!played.ok) throw new Error(played.error.reason);
    expect(nextBank(played.value.game)).toBe(53);
    expect(nextBank(newGame(rulesWith({ scoring: 'vegas', passes: 1 }), 1))).toBe(0);
  });

  test('Windows scoring stops after an undo, a restart or a load, until a new game', () => {
    const rules = rulesWith({ scoring: 'windows-help' });
    const start = newGame(rules, 1); // deal 1: AS on tableau-2 over 4C, AH on tableau-6
    const home = play(start, { type: 'move', from: 'tableau-2', to: 'foundation-1', card: 'AS' });
    if (!home.ok) throw new Error(home.error.reason);
    expect(currentState(home.value.game).score).toBe(2); // a card home and a card turned over
    const undone = undo(home.value.game);
    if (!undone.ok) throw new Error(undone.error);
    expect(currentState(undone.value).score).toBe(0);
    const again = play(undone.value, { type: 'move', from: 'tableau-2', to: 'foundation-1', card: 'AS' });
    if (!again.ok) throw new Error(again.error.reason);
    expect(currentState(again.value.game).score).toBe(0);

    const afterRestart = play(restart(home.value.game), { type: 'move', from: 'tableau-6', to: 'foundation-1', card: 'AH' });
    expect(afterRestart.ok && currentState(afterRestart.value.game).score).toBe(0);
    const afterLoad = play(stopScoring(home.value.game), { type: 'move', from: 'tableau-6', to: 'foundation-2', card: 'AH' });
    expect(afterLoad.ok && currentState(afterLoad.value.game).score).toBe(2);

    const fresh = play(newGame(rules, 1), { type: 'move', from: 'tableau-2', to: 'foundation-1', card: 'AS' });
    expect(fresh.ok && currentState(fresh.value.game).score).toBe(2);
  });

  test('other systems keep scoring after an undo; redo restores the score', () => {
    const rules = rulesWith({ scoring: 'standard' });
    const home = play(newGame(rules, 1), { type: 'move', from: 'tableau-2', to: 'foundation-1', card: 'AS' });
    if (!home.ok) throw new Error(home.error.reason);
    const undone = undo(home.value.game);
    if (!undone.ok) throw new Error(undone.error);
    const redone = redo(undone.value);
    expect(redone.ok && currentState(redone.value.game).score).toBe(15);
  });
});
