/** Klondike 2.3's keyboard as a pure state machine: keys in, move notation out. */
import { describe, expect, test } from 'vitest';
import { dealLayout, type GameState, type Rules } from '../../../src/engine';
import { keyStep, moveKeyOf, originPile, type KeyOrigin } from '../../../src/game/input/keyboard';
import { rulesWith } from '../../engine/fixtures';

function press(keys: string[], state: GameState, rules: Rules): { plays: string[]; origin: KeyOrigin } {
  let origin: KeyOrigin = null;
  const plays: string[] = [];
  for (const key of keys) {
    const step = keyStep(origin, key, state, rules);
    origin = step.origin;
    if (step.play !== undefined) plays.push(step.play);
  }
  return { plays, origin };
}

const deal1 = dealLayout(1);
const withWaste: GameState = { ...deal1, waste: ['TS'], stock: deal1.stock.slice(0, -1) };
const rules = rulesWith({});

describe('keyStep', () => {
  test.each<[string, string[], GameState, string[]]>([
    ['column to column', ['7', '3'], deal1, ['7>3']],
    ['column home', ['2', 'F'], deal1, ['2>F']],
    ['waste to a column', ['W', '5'], withWaste, ['W>5']],
    ['waste home (lower case)', ['w', 'f'], withWaste, ['W>F']],
    ['P deals at once', ['P'], deal1, ['P']],
    ['P then W is one deal', ['P', 'W'], deal1, ['P']],
    ['P then a column plays the turned card there', ['P', '2'], withWaste, ['P', 'W>2']],
    ['P then F sends the turned card home', ['P', 'f'], withWaste, ['P', 'W>F']],
    ['P then a column after a P that turned the waste over: the column is an origin', ['P', '2', 'F'], deal1, ['P', '2>F']],
    ['P, W, then a move', ['P', 'W', '2', 'F'], withWaste, ['P', '2>F']],
    ['Esc cancels the origin', ['7', 'Escape', '3'], deal1, []],
    ['the same column twice cancels', ['7', '7'], deal1, []],
    ['W with an empty waste does nothing', ['W', '3'], deal1, []],
    ['a second origin replaces W with P', ['W', 'P'], withWaste, ['P']],
  ])('%s', (_name, keys, state, plays) => {
    expect(press(keys, state, rules).plays).toEqual(plays);
  });

  test('naming a column whose top card is face down turns it (manual turning)', () => {
    const state: GameState = { ...deal1, tableau: deal1.tableau.map((c, i) => (i === 3 ? { down: c.down, up: [] } : c)) };
    expect(press(['4'], state, rulesWith({ turn: 'manual' })).plays).toEqual(['^4']);
    expect(press(['4'], state, rules).plays).toEqual([]);
  });

  test("other keys are not the move keyboard's", () => {
    expect(keyStep(null, 'u', deal1, rules).handled).toBe(false);
    expect(keyStep(null, 'Escape', deal1, rules).handled).toBe(false);
    expect(keyStep({ kind: 'column', column: 2 }, 'Escape', deal1, rules).handled).toBe(true);
  });

  test('the origin shows as keyboard focus on its pile', () => {
    expect(originPile(press(['6'], deal1, rules).origin)).toBe('tableau-6');
    expect(originPile(press(['W'], withWaste, rules).origin)).toBe('waste');
    expect(originPile(null)).toBeNull();
  });
});

describe('Klondike 2.3: W as a destination, the keypad by place', () => {
  test("a column then W tries the column's top card on the waste (the engine then says why not)", () => {
    const top = deal1.tableau[0]!.up.at(-1)!;
    expect(keyStep({ kind: 'column', column: 1 }, 'W', withWaste, rules)).toEqual({ origin: null, toWaste: { from: 'tableau-1', card: top }, handled: true });
  });

  test.each([
    ['Numpad1 with NumLock off (End)', { key: 'End', code: 'Numpad1' }, true, '1'],
    ['Numpad7 with NumLock off (Home)', { key: 'Home', code: 'Numpad7' }, true, '7'],
    ['Numpad3 with NumLock on', { key: '3', code: 'Numpad3' }, true, '3'],
    ['Numpad8 is no column', { key: 'ArrowUp', code: 'Numpad8' }, true, 'ArrowUp'],
    ['the keypad under other presets', { key: 'End', code: 'Numpad1' }, false, 'End'],
    ['the top row', { key: '4', code: 'Digit4' }, true, '4'],
  ] as const)('%s', (_name, press, dosInput, key) => {
    expect(moveKeyOf(press, dosInput)).toBe(key);
  });
});
