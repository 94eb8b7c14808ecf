/**
 * The move notation (README, "Move notation"), table-driven on deal 1. Positions are set up with explicit `Move`
 * objects (not with the parser under test), so a parser bug cannot hide inside its own setup.
 */
import { describe, expect, it, test } from 'vitest';
import * as E from '../../src/engine';

const MODERN = E.presetById('modern')!.rules;
/** Modern, but any card may fill an empty column: `5>1` can then fit more than one run. */
const EMPTY_ANY: E.Rules = { ...MODERN, empty: 'any' };
const MANUAL = E.presetById('klondike23-var0-relaxed')!.rules; // manual turning, foundations locked
const LOCKED = E.presetById('thumb-and-pouch')!.rules; // fromFoundation: false, empty: 'any'

const draw: E.Move = { type: 'draw' };
const mv = (from: E.PileId, to: E.PileId, card: E.CardId): E.Move => ({ type: 'move', from, to, card });
const turn = (pile: E.TableauId): E.Move => ({ type: 'turn', pile });

/** Setups used below. Deal 1 draws TS first; tableau-1 holds only 9D and tableau-5 ends in JH. */
const SETUP = {
  start: [] as E.Move[],
  asHome: [mv('tableau-2', 'foundation-1', 'AS')],
  drawn: [draw],
  tsOnJh: [draw, mv('waste', 'tableau-5', 'TS')],
  /** TS onto JH, 9D onto TS: tableau-1 is empty and tableau-5's face-up run is JH TS 9D. */
  run: [draw, mv('waste', 'tableau-5', 'TS'), mv('tableau-1', 'tableau-5', '9D')],
  runAndAsHome: [draw, mv('waste', 'tableau-5', 'TS'), mv('tableau-1', 'tableau-5', '9D'), mv('tableau-2', 'foundation-1', 'AS')],
  /** Fourteen draws put AD on top of the waste. */
  adOnWaste: Array.from({ length: 14 }, () => draw),
};
type SetupName = keyof typeof SETUP;

/** Plays moves from deal 1's opening under `rules`; a refusal here is a broken test setup. */
function position(setup: SetupName, rules: E.Rules = MODERN): E.GameState {
  let state = E.currentState(E.newGame(rules, 1));
  for (const move of SETUP[setup]) {
    const applied = E.applyMove(state, move, rules);
    if (!applied.ok) throw new Error(`setup ${setup}: ${JSON.stringify(move)} refused (${applied.error.reason})`);
    state = applied.value.state;
  }
  return state;
}

const cards = (text: string): string[] => text.split(' ');

describe('deal 1 (golden layout)', () => {
  const state = E.currentState(E.newGame(MODERN, 1));
  const golden = ['9D', '4C AS', 'QD TD JC', '9S JS 8S 6D', '6S 8H 5H 8D JH', '3D 3C 8C 7H 9H AH', '2H 5D KD 7S 2C KH JD'];

  test.each(golden.map((text, i) => [i + 1, text] as const))('tableau-%i is %s, last card face up', (n, text) => {
    const column = state.tableau[n - 1]!;
    expect([...column.down, ...column.up]).toEqual(cards(text));
    expect(column.up).toEqual(cards(text).slice(-1));
  });

  it('draws the stock in the documented order', () => {
    expect([...state.stock].reverse()).toEqual(cards('TS 6C 3H TH 7D 5S 9C 4S 7C KC 4D 2D 5C AD 3S QS QC 4H 2S AC QH TC KS 6H'));
  });
});

describe('parseMove resolves tokens against the position', () => {
  const rows: [string, SetupName, E.Rules, E.Move][] = [
    ['2>F', 'start', MODERN, mv('tableau-2', 'foundation-1', 'AS')],
    ['6>F', 'start', MODERN, mv('tableau-6', 'foundation-1', 'AH')],
    ['6>F', 'asHome', MODERN, mv('tableau-6', 'foundation-2', 'AH')],
    ['6>F4', 'asHome', MODERN, mv('tableau-6', 'foundation-4', 'AH')],
    ['P', 'start', MODERN, draw],
    ['W>5', 'drawn', MODERN, mv('waste', 'tableau-5', 'TS')],
    ['W>F', 'adOnWaste', MODERN, mv('waste', 'foundation-1', 'AD')],
    ['W>F3', 'adOnWaste', MODERN, mv('waste', 'foundation-3', 'AD')],
    ['5:TS>7', 'run', MODERN, mv('tableau-5', 'tableau-7', 'TS')],
    ['5:JH>1', 'run', EMPTY_ANY, mv('tableau-5', 'tableau-1', 'JH')],
    ['5>7', 'run', MODERN, mv('tableau-5', 'tableau-7', 'TS')], // only TS 9D fits on JD
    ['F1>1', 'runAndAsHome', EMPTY_ANY, mv('foundation-1', 'tableau-1', 'AS')],
    ['^2', 'asHome', MANUAL, turn('tableau-2')],
    // lower case is accepted
    ['p', 'start', MODERN, draw],
    ['w>5', 'drawn', MODERN, mv('waste', 'tableau-5', 'TS')],
    ['2>f', 'start', MODERN, mv('tableau-2', 'foundation-1', 'AS')],
    ['5:ts>7', 'run', MODERN, mv('tableau-5', 'tableau-7', 'TS')],
    ['f1>1', 'runAndAsHome', EMPTY_ANY, mv('foundation-1', 'tableau-1', 'AS')],
  ];

  test.each(rows)('%s after %s', (token, setup, rules, expected) => {
    const state = position(setup, rules);
    const parsed = E.parseMove(token, state, rules);
    expect(parsed).toEqual({ ok: true, value: expected });
    // and the move it names is legal there
    expect(E.applyMove(state, expected, rules).ok).toBe(true);
  });

  it('moves the whole run that starts at the named card', () => {
    const state = position('run');
    const applied = E.applyMove(state, mv('tableau-5', 'tableau-7', 'TS'), MODERN);
    expect(applied.ok && applied.value.state.tableau[6]!.up).toEqual(['JD', 'TS', '9D']);
    expect(applied.ok && applied.value.state.tableau[4]!.up).toEqual(['JH']);
  });
});

describe('tokens that are refused, with their reason', () => {
  const long = `1:${'Q'.repeat(98)}`;
  const rows: [string, string, SetupName, E.Rules, E.Reason][] = [
    ['empty token', '', 'start', MODERN, 'bad-notation'],
    ['blank token', '   ', 'start', MODERN, 'bad-notation'],
    ['unknown letter', 'X', 'start', MODERN, 'bad-notation'],
    ['no column 8', '8>1', 'start', MODERN, 'bad-notation'],
    ['no column 9', '1>9', 'start', MODERN, 'bad-notation'],
    ['not a card', '1:ZZ>2', 'start', MODERN, 'bad-notation'],
    ['rank 1 is not a card', '1:1S>2', 'start', MODERN, 'bad-notation'],
    ['a 100-character token', long, 'start', MODERN, 'bad-notation'],
    ['no foundation 5', '1>F5', 'start', MODERN, 'bad-notation'],
    ['waste is no destination', 'W>W', 'start', MODERN, 'bad-notation'],
    ['no destination', '3:JC', 'start', MODERN, 'bad-notation'],
    ['turn a non-column', '^W', 'start', MODERN, 'bad-notation'],
    ['turn column 8', '^8', 'start', MODERN, 'bad-notation'],
    ['ambiguous run into an empty column', '5>1', 'run', EMPTY_ANY, 'ambiguous'],
    ['nothing fits, king-only column', '5>1', 'run', MODERN, 'king-only'],
    ['empty column as source', '1>5', 'run', MODERN, 'empty-source'],
    ['empty waste', 'W>5', 'start', MODERN, 'empty-source'],
    ['empty foundation', 'F1>5', 'start', MODERN, 'empty-source'],
    ['foundation cards locked', 'F1>1', 'runAndAsHome', LOCKED, 'foundation-locked'],
    ['turning is automatic', '^2', 'asHome', MODERN, 'turn-is-automatic'],
    ['nothing to turn', '^1', 'start', MANUAL, 'nothing-to-turn'],
    ['move from a face-down column', '2>5', 'asHome', MANUAL, 'face-down'],
    ['not a foundation card', '1>F', 'start', MODERN, 'ace-only'],
    ['not descending', 'W>1', 'drawn', MODERN, 'not-descending'],
    ['strict moves take the whole run', '5:TS>7', 'run', E.presetById('klondike23-var0-strict')!.rules, 'strict-whole-run'],
  ];

  test.each(rows)('%s: %s', (_name, token, setup, rules, reason) => {
    const state = position(setup, rules);
    const single = E.parseMove(token, state, rules);
    const refused = single.ok ? E.applyMove(state, single.value, rules) : single;
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.reason).toBe(reason);
    // parseMoves reports parse and play refusals alike (a blank list is simply empty)
    if (token.trim() !== '') expect(E.parseMoves(token, state, rules)).toMatchObject({ ok: false, error: { reason, index: 0 } });
  });
});

describe('parseMoves', () => {
  const rows: [string, string, number, E.Reason][] = [
    ['P W>5 1>5 1>5', '1>5', 3, 'empty-source'],
    ['P X W>5', 'X', 1, 'bad-notation'],
    ['P W>1', 'W>1', 1, 'not-descending'],
    ['2>F 6>F 6>F', '6>F', 2, 'foundation-rank'], // 9H is uncovered; the hearts pile holds only AH
  ];

  test.each(rows)('"%s" stops at %s (index %i)', (text, token, index, reason) => {
    const result = E.parseMoves(text, position('start'), MODERN);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ index, token, reason });
  });

  it('returns every move of a legal list, spaces of any kind between them', () => {
    const result = E.parseMoves('  P\tW>5\n1>5   2>F 6>F 5:TS>7 ', position('start'), MODERN);
    expect(result).toEqual({
      ok: true,
      value: [...SETUP.run, mv('tableau-2', 'foundation-1', 'AS'), mv('tableau-6', 'foundation-2', 'AH'), mv('tableau-5', 'tableau-7', 'TS')],
    });
  });

  it('adds no automatic moves: after 2>F the ace of hearts, always safe to send home, stays on tableau-6', () => {
    const result = E.parseMoves('2>F', position('start'), MODERN);
    expect(result).toEqual({ ok: true, value: SETUP.asHome });
    expect(E.safeAutoMoves(position('asHome'), MODERN)).not.toEqual([]); // there was one to add
    expect(position('asHome').tableau[5]!.up).toEqual(['AH']);
  });
});

describe('makeMoveNotation', () => {
  const rows: [string, SetupName, E.Rules, E.Move][] = [
    ['W>F', 'adOnWaste', MODERN, mv('waste', 'foundation-1', 'AD')],
    ['W>F3', 'adOnWaste', MODERN, mv('waste', 'foundation-3', 'AD')],
    ['6>F', 'asHome', MODERN, mv('tableau-6', 'foundation-2', 'AH')],
    ['6>F', 'start', MODERN, mv('tableau-6', 'foundation-1', 'AH')],
    ['6>F3', 'asHome', MODERN, mv('tableau-6', 'foundation-3', 'AH')],
    ['2>F', 'start', MODERN, mv('tableau-2', 'foundation-1', 'AS')],
    ['W>5', 'drawn', MODERN, mv('waste', 'tableau-5', 'TS')],
    ['5:TS>7', 'run', MODERN, mv('tableau-5', 'tableau-7', 'TS')],
    ['1:9D>5', 'tsOnJh', MODERN, mv('tableau-1', 'tableau-5', '9D')],
    ['F1>1', 'runAndAsHome', EMPTY_ANY, mv('foundation-1', 'tableau-1', 'AS')],
    ['^2', 'asHome', MANUAL, turn('tableau-2')],
    ['P', 'start', MODERN, draw],
  ];

  test.each(rows)('writes %s, which parses back to the same move', (text, setup, rules, move) => {
    const state = position(setup, rules);
    expect(E.makeMoveNotation(move, state)).toBe(text);
    expect(E.parseMove(text, state, rules)).toEqual({ ok: true, value: move });
  });

  it('makeMovesNotation and parseMoves are inverse on a played line', () => {
    const moves = [...SETUP.run, mv('tableau-2', 'foundation-1', 'AS'), mv('tableau-6', 'foundation-3', 'AH'), mv('tableau-5', 'tableau-7', 'TS')];
    const text = E.makeMovesNotation(moves, position('start'), MODERN);
    expect(text).toBe('P W>5 1:9D>5 2>F 6>F3 5:TS>7');
    expect(E.parseMoves(text, position('start'), MODERN)).toEqual({ ok: true, value: moves });
  });
});
