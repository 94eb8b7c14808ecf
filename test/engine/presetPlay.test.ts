/**
 * Each preset plays like the program it names: its play style (auto-moves, tap, finish), Windows'
 * draw-three redeals, JSolitaire's opening turn and Vegas scoring, Klondike 2.3's FINISH, and undo
 * taking a move back together with the auto-moves it caused.
 */
import { describe, expect, test } from 'vitest';
import {
  applyMove,
  canUndo,
  closestPreset,
  currentState,
  finishPlan,
  makeSave,
  newGame,
  parseSave,
  play,
  playFinish,
  playSafeAutoMoves,
  playStyleOf,
  presetById,
  PRESETS,
  redo,
  parseRuleOptions,
  snapshotOf,
  undo,
  DEFAULT_RULES,
  type Game,
  type Move,
  type Rules,
} from '../../src/engine';
import { solve } from '../../src/solver';
import { PROVEN_WINNABLE } from '../../src/app/solverPort/winnableDealList';
import { winnabilityKey } from '../../src/app/solverPort/winnabilityKey';
import { position, rulesWith } from './fixtures';

const rulesOf = (id: string): Rules => presetById(id)!.rules;
const AS_HOME: Move = { type: 'move', from: 'tableau-2', to: 'foundation-1', card: 'AS' };

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The player's move followed by the safe auto-moves it allows, as the controller plays them. */
function moveWithAutoMoves(game: Game, move: Move): Game {
  const moved = must(play(game, move)).game;
  return must(playSafeAutoMoves(moved)).game;
}

describe('play styles', () => {
  test.each(PRESETS.map((p) => [p.id, playStyleOf(p.rules)] as const))('%s', (id, style) => {
    const program = id.startsWith('klondike23') ? 'klondike23' : id === 'modern' || id === 'jsolitaire' ? 'helped' : 'plain';
    expect(style.autoMoves).toBe(program === 'helped');
    // JSolitaire: "click on the card (which will highlight it) and then click on the destination".
    expect(style.tap).toBe(program === 'klondike23' || id === 'jsolitaire' ? 'select' : 'move');
    // Every seed program has its stock top left; the modern default keeps it top right.
    expect(style.stockSide).toBe(id === 'modern' ? 'right' : 'left');
    expect(style.dosInput).toBe(program === 'klondike23');
    expect(style.finish).toBe(program === 'klondike23' ? 'home-only' : 'play-out');
  });

  test("a preset changed in one option keeps its program's style", () => {
    const changed: Rules = { ...rulesOf('klondike23-var0-strict'), draw: 5 };
    expect(closestPreset(changed).id).toBe('klondike23-var0-strict');
    expect(playStyleOf(changed)).toEqual(playStyleOf(presetById('klondike23-var0-strict')!.rules));
    expect(playStyleOf({ ...rulesOf('windows'), draw: 2 }).autoMoves).toBe(false);
  });
});

describe('Windows: redeal with draw three only', () => {
  test.each([
    [
      [
        ['preset', 'windows'],
        ['draw', '3'],
      ],
    ],
    [
      [
        ['draw', '3'],
        ['preset', 'windows'],
      ],
    ],
  ])('draw 3 under the windows preset is windows-draw3, with unlimited passes (%j)', (options) => {
    const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, options as [string, string][]);
    expect(rejected).toEqual([]);
    expect(rules).toEqual(rulesOf('windows-draw3'));
    expect(rules.passes).toBeNull();
  });

  test('a pass limit given with it still wins, and draw 1 stays one pass', () => {
    expect(
      parseRuleOptions(DEFAULT_RULES, [
        ['preset', 'windows'],
        ['draw', '3'],
        ['passes', '2'],
      ]).rules.passes,
    ).toBe(2);
    expect(
      parseRuleOptions(DEFAULT_RULES, [
        ['preset', 'windows-draw3'],
        ['draw', '1'],
      ]).rules,
    ).toEqual(rulesOf('windows'));
    expect(rulesOf('windows').passes).toBe(1);
  });

  test('windows-draw3 goes through a fourth pass, each redeal charged 5 points', () => {
    const rules = rulesOf('windows-draw3');
    let state = currentState(newGame(rules, 1));
    // A score well above Windows' floor of 0, so that every charge shows (state is plain data).
    state = { ...state, score: 100 };
    for (let draws = 0; state.pass < 4; draws++) {
      expect(draws).toBeLessThan(100);
      state = must(applyMove(state, { type: 'draw' }, rules)).state;
    }
    expect(state.pass).toBe(4);
    expect(state.score).toBe(85);
  });
});

describe('JSolitaire', () => {
  const rules = rulesOf('jsolitaire');

  test('the deal opens with the first turn made: three cards on the waste, no move counted', () => {
    const jsol = currentState(newGame(rules, 1));
    const plain = currentState(newGame({ ...rules, openingTurn: false }, 1));
    expect(jsol.waste).toHaveLength(3);
    expect(jsol.stock).toHaveLength(21);
    expect(jsol.waste).toEqual(plain.stock.slice(-3).reverse());
    expect(jsol.tableau).toEqual(plain.tableau);
    expect({ moves: jsol.moves, pass: jsol.pass, score: jsol.score }).toEqual({ moves: 0, pass: 1, score: 0 });
  });

  test('Vegas scoring with unlimited passes is allowed, as JSolitaire offers it', () => {
    const { rules: vegas, rejected } = parseRuleOptions(DEFAULT_RULES, [
      ['preset', 'jsolitaire'],
      ['scoring', 'vegas'],
    ]);
    expect(rejected).toEqual([]);
    expect(vegas).toMatchObject({ scoring: 'vegas', passes: null, draw: 3 });
    expect(currentState(newGame(vegas, 1)).score).toBe(-52);
  });

  test('a save keeps the opening turn; a save from before the rule replays without it', () => {
    const game = must(play(newGame(rules, 1), { type: 'draw' })).game;
    const loaded = must(parseSave(JSON.parse(JSON.stringify(makeSave(game))))).game;
    expect(snapshotOf(loaded)).toEqual(snapshotOf(game));

    const { openingTurn: _absentBefore, ...oldRules } = rules;
    const old = makeSave(must(play(newGame({ ...rules, openingTurn: false }, 1), { type: 'draw' })).game);
    const oldLoaded = must(parseSave({ ...old, rules: oldRules })).game;
    expect(oldLoaded.rules.openingTurn).toBe(false);
    expect(currentState(oldLoaded).waste).toHaveLength(3);
    expect(currentState(oldLoaded).stock).toHaveLength(21);
  });

  test('the solver wins a listed deal from the opening turn, and its line replays', () => {
    const deal = PROVEN_WINNABLE[winnabilityKey(rules)]![0]!;
    const start = newGame(rules, deal);
    const result = solve(currentState(start), rules, { maxNodes: 2_000_000 });
    expect(result.verdict).toBe('winnable');
    const won = (result.verdict === 'winnable' ? result.moves : []).reduce((g, move) => must(play(g, move)).game, start);
    expect(currentState(won).foundations.every((f) => f.length === 13)).toBe(true);
  });
});

describe('undo takes back a move with the auto-moves it caused', () => {
  test('one undo, one redo (deal 1: AS home lets AH follow)', () => {
    const start = newGame(rulesWith({}), 1);
    const after = moveWithAutoMoves(start, AS_HOME);
    expect(currentState(after).foundations.flat()).toEqual(['AS', 'AH']);
    const undone = must(undo(after));
    expect(currentState(undone)).toEqual(currentState(start));
    const redone = must(redo(undone)).game;
    expect(currentState(redone)).toEqual(currentState(after));
  });

  test('auto-moves at the deal are part of the deal: no undo takes them back', () => {
    const dealt = must(playSafeAutoMoves(newGame(rulesWith({}), 1))).game;
    expect(undo(dealt)).toEqual({ ok: false, error: 'nothing-to-undo' });
  });

  test('Klondike 2.3: the single UNDO takes back the move and its auto-moves, then is spent', () => {
    const start = newGame(rulesOf('klondike23-var0-relaxed'), 1);
    const after = moveWithAutoMoves(start, AS_HOME);
    expect(currentState(after).foundations.flat()).toEqual(['AS', 'AH']);
    const undone = must(undo(after));
    expect(currentState(undone)).toEqual(currentState(start));
    expect(canUndo(undone)).toBe(false);
  });

  test("the grouping survives a save: an old save's auto entry goes with its move", () => {
    const after = moveWithAutoMoves(newGame(rulesWith({}), 1), AS_HOME);
    const loaded = must(parseSave(makeSave(after))).game;
    expect(must(undo(loaded)).cursor).toBe(0);
  });
});

describe('Klondike 2.3 FINISH: only what can go home now', () => {
  const rules = rulesOf('klondike23-var2-relaxed');
  const table = position({
    stock: '2D',
    waste: '3C 2C',
    foundations: ['AC', 'AD'],
    tableau: ['5H | 2H', '4S | AH', '', '', '', '', ''],
  });

  test("home-only sends the columns' and the waste's cards home, and turns and draws nothing", () => {
    const plan = finishPlan(table, rules, 'home-only');
    expect(plan).toEqual([
      { type: 'move', from: 'tableau-2', to: 'foundation-3', card: 'AH' },
      { type: 'move', from: 'waste', to: 'foundation-1', card: '2C' },
      { type: 'move', from: 'tableau-1', to: 'foundation-3', card: '2H' },
      { type: 'move', from: 'waste', to: 'foundation-1', card: '3C' },
    ]);
  });

  test('play-out turns the uncovered cards too, and the Klondike 2.3 presets finish home-only', () => {
    expect(finishPlan(table, rules, 'play-out').some((m) => m.type === 'turn')).toBe(true);
    const game: Game = { ...newGame(rules, 1), states: [table] };
    const finished = currentState(must(playFinish(game)).game);
    expect(finished.tableau.slice(0, 2)).toEqual([
      { down: ['5H'], up: [] },
      { down: ['4S'], up: [] },
    ]);
    expect(finished.stock).toEqual(['2D']);
  });
});
