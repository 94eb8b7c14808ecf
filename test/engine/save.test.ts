/**
 * Saves from untrusted places (a file, IndexedDB): every malformed or hostile record is refused with a
 * code and a message, and never throws; real games survive the round trip with their undo history.
 */
import { describe, expect, it, test } from 'vitest';
import * as E from '../../src/engine';

const rulesOf = (id: string): E.Rules => E.presetById(id)!.rules;
const MODERN = rulesOf('modern');
const draw: E.Move = { type: 'draw' };
const mv = (from: E.PileId, to: E.PileId, card: E.CardId): E.Move => ({ type: 'move', from, to, card });

/** Plays moves, auto-moves ('auto'), the finish ('finish') and undos ('undo') in order; a refusal breaks the test. */
function played(rules: E.Rules, steps: (E.Move | 'undo' | 'finish')[], options: { bank?: number } = {}): E.Game {
  return steps.reduce<E.Game>(
    (game, step) => {
      const result = step === 'undo' ? E.undo(game) : step === 'finish' ? E.playFinish(game) : E.play(game, step);
      if (!result.ok) throw new Error(`test setup: ${JSON.stringify(step)} refused: ${JSON.stringify(result.error)}`);
      return 'game' in result.value ? result.value.game : result.value;
    },
    E.newGame(rules, 1, options),
  );
}

/** Deal 1: TS onto JH, 9D onto TS, both aces home; then one undo, so a redo is waiting. */
const BASE = played(MODERN, [
  draw,
  mv('waste', 'tableau-5', 'TS'),
  mv('tableau-1', 'tableau-5', '9D'),
  mv('tableau-2', 'foundation-1', 'AS'),
  mv('tableau-6', 'foundation-2', 'AH'),
  'undo',
]);
const BASE_TEXT = JSON.stringify(E.makeSave(BASE, 61_000));

/** A fresh, mutable copy of the base save as plain JSON data. */
const saveRecord = (): Record<string, unknown> & { rules: Record<string, unknown>; moves: unknown[] } => JSON.parse(BASE_TEXT);
const withField = (key: string, value: unknown) => () => ({ ...saveRecord(), [key]: value });
const without = (key: string) => () => {
  const s: Record<string, unknown> = saveRecord();
  delete s[key];
  return s;
};
const withRules = (change: Record<string, unknown>) => () => {
  const s = saveRecord();
  return { ...s, rules: { ...s.rules, ...change } };
};
const withoutRule = (key: string) => () => {
  const s = saveRecord();
  delete s.rules[key];
  return s;
};
const withEntry = (index: number, entry: unknown) => () => {
  const s = saveRecord();
  s.moves[index] = entry;
  return s;
};
/** Inserts a raw key right after the text's first `{` of `after`: JSON.parse makes it an own property. */
const injected = (after: string, key: string) => () => JSON.parse(BASE_TEXT.replace(after, `${after}"${key}":{"polluted":true},`));

/** parseSave must never throw, whatever it is given. */
function load(input: unknown): ReturnType<typeof E.parseSave> {
  let result: ReturnType<typeof E.parseSave> | undefined;
  expect(() => {
    result = E.parseSave(input);
  }).not.toThrow();
  return result!;
}

function expectRefused(result: ReturnType<typeof E.parseSave>, code: E.SaveErrorCode): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(code);
  expect(typeof result.error.message).toBe('string');
  expect(result.error.message.trim().length).toBeGreaterThan(0);
}

describe('parseSaveText refuses text that is not a save', () => {
  const rows: [string, string, E.SaveErrorCode][] = [
    ['not JSON', 'this is not json {', 'not-json'],
    ['empty text', '', 'not-json'],
    ['a truncated save', BASE_TEXT.slice(0, -5), 'not-json'],
    ['far too large', ' '.repeat(E.MAX_SAVE_TEXT + 1), 'too-large'],
    ['a real save padded past the limit', BASE_TEXT + ' '.repeat(E.MAX_SAVE_TEXT), 'too-large'],
    ['null', 'null', 'not-a-save'],
    ['an array', '[]', 'not-a-save'],
    ['a number', '42', 'not-a-save'],
    ['a string', '"klondike-save"', 'not-a-save'],
    ['a save inside an array', `[${BASE_TEXT}]`, 'not-a-save'],
  ];
  test.each(rows)('%s → %s', (_name, text, code) => {
    let result: ReturnType<typeof E.parseSaveText> | undefined;
    expect(() => {
      result = E.parseSaveText(text);
    }).not.toThrow();
    expectRefused(result!, code);
  });
});

describe('parseSave refuses malformed and hostile records', () => {
  const manyEntries = () => ({ ...saveRecord(), moves: Array.from({ length: E.MAX_ENTRIES + 1 }, () => ({ kind: 'move', notation: 'P' })), cursor: 0 });
  const rows: [string, () => unknown, E.SaveErrorCode][] = [
    ['undefined', () => undefined, 'not-a-save'],
    ['null', () => null, 'not-a-save'],
    ['a number', () => 7, 'not-a-save'],
    ['an array', () => [saveRecord()], 'not-a-save'],
    ['no format tag', without('format'), 'not-a-save'],
    ['a wrong format tag', withField('format', 'klondike-sav'), 'not-a-save'],
    ['a format tag in capitals', withField('format', 'KLONDIKE-SAVE'), 'not-a-save'],
    // version
    ['no version', without('version'), 'bad-field'],
    ['version "1" as text', withField('version', '1'), 'bad-field'],
    ['version 0', withField('version', 0), 'bad-field'],
    ['version -1', withField('version', -1), 'bad-field'],
    ['version 1.5', withField('version', 1.5), 'bad-field'],
    ['version null', withField('version', null), 'bad-field'],
    ['version 2 (a newer app)', withField('version', 2), 'newer-version'],
    ['version 1e9', withField('version', 1e9), 'newer-version'],
    // rules
    ['no rules', without('rules'), 'bad-field'],
    ['rules as a preset name', withField('rules', 'modern'), 'bad-field'],
    ['rules null', withField('rules', null), 'bad-field'],
    ['an unknown rule', withRules({ jokers: true }), 'bad-field'],
    ['a missing rule', withoutRule('draw'), 'bad-field'],
    ['draw 7', withRules({ draw: 7 }), 'bad-field'],
    ['draw "1" as text', withRules({ draw: '1' }), 'bad-field'],
    ['passes 0', withRules({ passes: 0 }), 'bad-field'],
    ['passes 1.5', withRules({ passes: 1.5 }), 'bad-field'],
    ['an unknown scoring', withRules({ scoring: 'golf' }), 'bad-field'],
    ['fromFoundation "yes"', withRules({ fromFoundation: 'yes' }), 'bad-field'],
    ['cumulative Vegas with unlimited passes', withRules({ scoring: 'vegas-cumulative', passes: null }), 'bad-field'],
    // deal, bank
    ['no deal', without('deal'), 'bad-field'],
    ['deal -1', withField('deal', -1), 'bad-field'],
    ['deal 2^32', withField('deal', 2 ** 32), 'bad-field'],
    ['deal 1.5', withField('deal', 1.5), 'bad-field'],
    ['deal "1" as text', withField('deal', '1'), 'bad-field'],
    ['bank as text', withField('bank', '0'), 'bad-field'],
    ['bank 1.5', withField('bank', 1.5), 'bad-field'],
    ['bank 1e12', withField('bank', 1e12), 'bad-field'],
    // moves, cursor
    ['no move list', without('moves'), 'bad-field'],
    ['moves as text', withField('moves', 'P W>5'), 'bad-field'],
    ['moves as a record', withField('moves', {}), 'bad-field'],
    ['more entries than MAX_ENTRIES', manyEntries, 'too-large'],
    ['no cursor', without('cursor'), 'bad-field'],
    ['cursor -1', withField('cursor', -1), 'bad-field'],
    ['cursor past the last entry', withField('cursor', 6), 'bad-field'],
    ['cursor 0.5', withField('cursor', 0.5), 'bad-field'],
    ['cursor "0" as text', withField('cursor', '0'), 'bad-field'],
    // elapsed
    ['no clock', without('elapsed'), 'bad-field'],
    ['elapsed -1', withField('elapsed', -1), 'bad-field'],
    ['elapsed NaN', withField('elapsed', NaN), 'bad-field'],
    ['elapsed Infinity', withField('elapsed', Infinity), 'bad-field'],
    ['elapsed null (NaN after JSON)', withField('elapsed', null), 'bad-field'],
    ['elapsed "5" as text', withField('elapsed', '5'), 'bad-field'],
    // scoring and undo state
    ['scoringStopsAt -1', withField('scoringStopsAt', -1), 'bad-field'],
    ['scoringStopsAt 1.5', withField('scoringStopsAt', 1.5), 'bad-field'],
    ['scoringStopsAt past the move list', withField('scoringStopsAt', 99), 'bad-field'],
    ['scoringStopsAt as text', withField('scoringStopsAt', '0'), 'bad-field'],
    ['undoLocked as text', withField('undoLocked', 'yes'), 'bad-field'],
    ['undoLocked 1', withField('undoLocked', 1), 'bad-field'],
    // keys that could reach prototypes
    ['__proto__ at the top', injected('{', '__proto__'), 'forbidden-key'],
    ['constructor at the top', injected('{', 'constructor'), 'forbidden-key'],
    ['prototype at the top', injected('{', 'prototype'), 'forbidden-key'],
    ['__proto__ in the rules', injected('"rules":{', '__proto__'), 'forbidden-key'],
    ['constructor in the rules', injected('"rules":{', 'constructor'), 'forbidden-key'],
    ['__proto__ in a move entry', injected('"moves":[{', '__proto__'), 'forbidden-key'],
    // entries
    ['an entry that is text', withEntry(0, 'P'), 'bad-field'],
    ['an entry that is null', withEntry(0, null), 'bad-field'],
    ['an entry that is an array', withEntry(0, ['move', 'P']), 'bad-field'],
    ['an entry kind "undo"', withEntry(0, { kind: 'undo', notation: 'P' }), 'bad-field'],
    ['an entry kind in capitals', withEntry(0, { kind: 'MOVE', notation: 'P' }), 'bad-field'],
    ['an entry kind 0', withEntry(0, { kind: 0, notation: 'P' }), 'bad-field'],
    ['an entry without a kind', withEntry(0, { notation: 'P' }), 'bad-field'],
    ['an entry without notation', withEntry(0, { kind: 'move' }), 'bad-field'],
    ['notation as a number', withEntry(0, { kind: 'move', notation: 1 }), 'bad-field'],
    ['empty notation', withEntry(0, { kind: 'move', notation: '' }), 'bad-field'],
    ['blank notation', withEntry(0, { kind: 'move', notation: '   ' }), 'bad-field'],
    ['notation longer than MAX_ENTRY_TEXT', withEntry(0, { kind: 'move', notation: 'P '.repeat(E.MAX_ENTRY_TEXT) }), 'bad-field'],
    // moves that do not replay
    ['an illegal first move', withEntry(0, { kind: 'move', notation: '1>F' }), 'illegal-move'],
    ['a move from the empty waste', withEntry(0, { kind: 'move', notation: 'W>5' }), 'illegal-move'],
    ['a token that is not notation', withEntry(0, { kind: 'move', notation: 'X' }), 'illegal-move'],
    ['an illegal move in the redo future', withEntry(4, { kind: 'move', notation: '7>F' }), 'illegal-move'],
    ['a legal token played too late', withEntry(4, { kind: 'move', notation: '1>5' }), 'illegal-move'],
  ];

  test.each(rows)('%s → %s', (_name, make, code) => {
    expectRefused(load(make()), code);
  });

  it('leaves Object.prototype alone after the hostile records', () => {
    for (const [, make] of rows) load(make());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts the unmodified base record (so each refusal above is down to its one change)', () => {
    expect(load(saveRecord()).ok).toBe(true);
  });

  it('finds a forbidden key in any entry, not only the first few', () => {
    const long = played(
      MODERN,
      Array.from({ length: 12 }, () => draw),
    );
    const text = JSON.stringify(E.makeSave(long));
    const at = text.split('{"kind"').slice(0, 11).join('{"kind"').length; // the 11th entry
    const hostile = JSON.parse(`${text.slice(0, at + 1)}"__proto__":{"polluted":true},${text.slice(at + 1)}`);
    expect(Object.keys(hostile.moves[10])).toContain('__proto__');
    expectRefused(load(hostile), 'forbidden-key');
  });

  it('cannot switch scoring off under a system that never stops scoring (refused, or ignored)', () => {
    const result = load({ ...saveRecord(), scoringStopsAt: 0 });
    if (result.ok) expect(E.currentState(result.value.game).score).toBe(E.currentState(BASE).score);
    else expectRefused(result, 'bad-field');
  });
});

describe('real games survive a save', () => {
  function roundTrip(game: E.Game, elapsed = 0): E.LoadedGame {
    const loaded = E.parseSaveText(JSON.stringify(E.makeSave(game, elapsed)));
    if (!loaded.ok) throw new Error(`round trip refused: ${loaded.error.message}`);
    return loaded.value;
  }

  it('keeps the table, the clock and the redo that an undo left', () => {
    expect(E.canRedo(BASE)).toBe(true);
    const { game, elapsed } = roundTrip(BASE, 61_000);
    expect(elapsed).toBe(61_000);
    expect(E.snapshotOf(game)).toEqual(E.snapshotOf(BASE));
    expect([game.cursor, game.history.length]).toEqual([4, 5]);
    expect(E.canRedo(game)).toBe(true);
    const [mine, theirs] = [E.redo(BASE), E.redo(game)];
    expect(theirs.ok && E.snapshotOf(theirs.value.game)).toEqual(mine.ok && E.snapshotOf(mine.value.game));
    expect(theirs.ok && E.currentState(theirs.value.game).foundations.flat()).toEqual(['AS', 'AH']);
  });

  it('keeps Windows scoring stopped after an undo', () => {
    const game = played(rulesOf('windows'), [mv('tableau-2', 'foundation-1', 'AS'), mv('tableau-6', 'foundation-2', 'AH'), 'undo']);
    expect(game.scoringStopsAt).toBe(1);
    const loaded = roundTrip(game).game;
    expect(loaded.scoringStopsAt).toBe(1);
    expect(E.snapshotOf(loaded)).toEqual(E.snapshotOf(game));
    // The redone ace scores nothing, in the loaded game as in the original.
    const redone = E.redo(loaded);
    expect(redone.ok && E.currentState(redone.value.game).score).toBe(E.currentState(game).score);
  });

  it('keeps single undo locked after an undo and after the finish', () => {
    const rules = rulesOf('klondike23-var0-relaxed');
    const afterUndo = played(rules, [draw, mv('tableau-2', 'foundation-1', 'AS'), 'undo']);
    const afterFinish = played(rules, [draw, 'finish']);
    for (const game of [afterUndo, afterFinish]) {
      expect([game.undoLocked, E.canUndo(game)]).toEqual([true, false]);
      const loaded = roundTrip(game).game;
      expect([loaded.undoLocked, E.canUndo(loaded), E.canRedo(loaded)]).toEqual([true, false, false]);
      expect(E.snapshotOf(loaded)).toEqual(E.snapshotOf(game));
      expect(loaded.history.map((h) => h.kind)).toEqual(game.history.map((h) => h.kind));
    }
  });

  it("keeps the deal's auto-moves part of the deal: as saved before that rule, and after", () => {
    const dealt = E.playSafeAutoMoves(E.newGame(MODERN, 1));
    if (!dealt.ok) throw new Error(dealt.error);
    // A save written before the rule: the deal's auto-moves, then one draw.
    const old = {
      ...saveRecord(),
      moves: [
        { kind: 'auto', notation: '2>F 6>F' },
        { kind: 'move', notation: 'P' },
      ],
      cursor: 2,
    };
    const atDraw = load(old);
    if (!atDraw.ok) throw new Error(atDraw.error.message);
    const back = E.undo(atDraw.value.game);
    if (!back.ok) throw new Error(back.error);
    expect(E.snapshotOf(back.value)).toEqual(E.snapshotOf(dealt.value.game));
    expect(E.canUndo(back.value)).toBe(false);
    // The same table when saved again and loaded, with nothing to undo.
    const again = roundTrip(back.value).game;
    expect(E.snapshotOf(again)).toEqual(E.snapshotOf(dealt.value.game));
    expect(E.canUndo(again)).toBe(false);
    // One saved with those auto-moves undone comes back so.
    const undone = load({ ...old, cursor: 0 });
    expect(undone.ok && E.currentState(undone.value.game).foundations.flat()).toEqual([]);
  });

  it('keeps the Vegas bank carried into a cumulative game', () => {
    const game = played(rulesOf('vegas-cumulative'), [draw], { bank: 120 });
    const loaded = roundTrip(game).game;
    expect(loaded.bank).toBe(120);
    expect(E.currentState(loaded).score).toBe(120 - 52);
  });

  test.each(['bank', 'scoringStopsAt', 'undoLocked'])('treats a missing optional %s as its default', (key) => {
    const result = load(without(key)());
    expect(result.ok && E.snapshotOf(result.value.game)).toEqual(E.snapshotOf(BASE));
  });
});
