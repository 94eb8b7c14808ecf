/** Every rules option and every reason code, table-driven over hand-made positions. */
import { describe, expect, test } from 'vitest';
import { REASONS, applyMove, parseRules, type Move, type Reason, type Rules } from '../../src/engine';
import { describeIllegalMove } from '../../src/i18n';
import { position, rulesWith, type PositionSpec } from './fixtures';

interface Case {
  name: string;
  spec: PositionSpec;
  rules?: Partial<Rules>;
  move: Move;
  /** `null`: legal. */
  reason: Reason | null;
}

const mv = (from: Move & { type: 'move' } extends infer M ? (M extends { from: infer F } ? F : never) : never, to: typeof from, card: string): Move =>
  ({ type: 'move', from, to, card }) as Move;

const CASES: Case[] = [
  // building on the tableau: alternate colours
  { name: 'red on black, one lower', spec: { waste: '7H', tableau: ['8S'] }, move: mv('waste', 'tableau-1', '7H'), reason: null },
  { name: 'red on red', spec: { waste: '7H', tableau: ['8D'] }, move: mv('waste', 'tableau-1', '7H'), reason: 'not-alternating' },
  { name: 'not one lower', spec: { waste: '6H', tableau: ['8S'] }, move: mv('waste', 'tableau-1', '6H'), reason: 'not-descending' },
  { name: 'one higher', spec: { waste: '9H', tableau: ['8S'] }, move: mv('waste', 'tableau-1', '9H'), reason: 'not-descending' },
  // Thumb and Pouch: any suit but the same
  {
    name: 'any-suit: red on red of another suit',
    rules: { build: 'any-suit' },
    spec: { waste: '7H', tableau: ['8D'] },
    move: mv('waste', 'tableau-1', '7H'),
    reason: null,
  },
  {
    name: 'any-suit: same suit refused',
    rules: { build: 'any-suit' },
    spec: { waste: '7H', tableau: ['8H'] },
    move: mv('waste', 'tableau-1', '7H'),
    reason: 'same-suit',
  },
  // empty columns
  { name: 'king into a space', spec: { waste: 'KH' }, move: mv('waste', 'tableau-2', 'KH'), reason: null },
  { name: 'queen into a space (king only)', spec: { waste: 'QH' }, move: mv('waste', 'tableau-2', 'QH'), reason: 'king-only' },
  { name: 'queen into a space (any)', rules: { empty: 'any' }, spec: { waste: 'QH' }, move: mv('waste', 'tableau-2', 'QH'), reason: null },
  { name: 'run from a king into a space', spec: { tableau: ['5C | KS QH'] }, move: mv('tableau-1', 'tableau-2', 'KS'), reason: null },
  { name: 'run from a queen into a space (king only)', spec: { tableau: ['5C | KS QH JC'] }, move: mv('tableau-1', 'tableau-2', 'QH'), reason: 'king-only' },
  // strict and relaxed stack moves
  { name: 'relaxed: part of a run', spec: { tableau: ['KS QH JC TD', 'QD'] }, move: mv('tableau-1', 'tableau-2', 'JC'), reason: null },
  { name: 'relaxed: top card of a run', spec: { tableau: ['KS QH JC TD', 'JS'] }, move: mv('tableau-1', 'tableau-2', 'TD'), reason: null },
  {
    name: 'strict: part of a run refused',
    rules: { moves: 'strict' },
    spec: { tableau: ['KS QH JC TD', 'QS'] },
    move: mv('tableau-1', 'tableau-2', 'JC'),
    reason: 'strict-whole-run',
  },
  {
    name: 'strict: top card of a run to a column refused',
    rules: { moves: 'strict' },
    spec: { tableau: ['KS QH JC TD', 'JS'] },
    move: mv('tableau-1', 'tableau-2', 'TD'),
    reason: 'strict-whole-run',
  },
  {
    name: 'strict: the whole run',
    rules: { moves: 'strict' },
    spec: { tableau: ['2C | QH JC TD', 'KS'] },
    move: mv('tableau-1', 'tableau-2', 'QH'),
    reason: null,
  },
  {
    name: 'home onto another suit',
    spec: { foundations: ['AD 2D'], tableau: ['6C 5H 4S 3H'] },
    move: mv('tableau-1', 'foundation-1', '3H'),
    reason: 'foundation-suit',
  },
  {
    name: 'strict: top card of a run goes home',
    rules: { moves: 'strict' },
    spec: { foundations: ['AH 2H'], tableau: ['6C 5H 4S 3H'] },
    move: mv('tableau-1', 'foundation-1', '3H'),
    reason: null,
  },
  {
    name: 'a covered card cannot go home',
    spec: { foundations: ['AH 2H'], tableau: ['4S 3H 2C'] },
    move: mv('tableau-1', 'foundation-1', '3H'),
    reason: 'not-top-card',
  },
  { name: 'a face-down card cannot move', spec: { tableau: ['7H | 9C', '8S'] }, move: mv('tableau-1', 'tableau-2', '7H'), reason: 'face-down' },
  { name: 'a card that is not there', spec: { tableau: ['9C', '8S'] }, move: mv('tableau-1', 'tableau-2', '7H'), reason: 'card-not-there' },
  {
    name: 'a column ending face down takes nothing',
    rules: { turn: 'manual' },
    spec: { waste: '7H', tableau: ['8S |'] },
    move: mv('waste', 'tableau-1', '7H'),
    reason: 'target-face-down',
  },
  // foundations
  { name: 'ace to an empty foundation', spec: { waste: 'AD' }, move: mv('waste', 'foundation-3', 'AD'), reason: null },
  { name: 'two to an empty foundation', spec: { waste: '2D' }, move: mv('waste', 'foundation-1', '2D'), reason: 'ace-only' },
  { name: 'wrong suit home', spec: { waste: '2D', foundations: ['AH'] }, move: mv('waste', 'foundation-1', '2D'), reason: 'foundation-suit' },
  { name: 'wrong rank home', spec: { waste: '3H', foundations: ['AH'] }, move: mv('waste', 'foundation-1', '3H'), reason: 'foundation-rank' },
  {
    name: 'a run cannot go home',
    spec: { foundations: ['AH 2H 3H 4H'], tableau: ['6S 5H'] },
    move: mv('tableau-1', 'foundation-1', '6S'),
    reason: 'not-top-card',
  },
  {
    name: 'foundation card back to the tableau',
    spec: { foundations: ['AH 2H 3H'], tableau: ['4S'] },
    move: mv('foundation-1', 'tableau-1', '3H'),
    reason: null,
  },
  {
    name: 'foundation cards locked',
    rules: { fromFoundation: false },
    spec: { foundations: ['AH 2H 3H'], tableau: ['4S'] },
    move: mv('foundation-1', 'tableau-1', '3H'),
    reason: 'foundation-locked',
  },
  { name: 'foundation to foundation', spec: { foundations: ['AH'] }, move: mv('foundation-1', 'foundation-2', 'AH'), reason: 'bad-destination' },
  { name: 'waste card below the top', spec: { waste: '7H 2C', tableau: ['8S'] }, move: mv('waste', 'tableau-1', '7H'), reason: 'not-top-card' },
  { name: 'from an empty waste', spec: { tableau: ['8S'] }, move: mv('waste', 'tableau-1', '7H'), reason: 'empty-source' },
  { name: 'from the stock', spec: { stock: '7H', tableau: ['8S'] }, move: mv('stock', 'tableau-1', '7H'), reason: 'bad-source' },
  { name: 'onto the waste', spec: { tableau: ['8S'] }, move: mv('tableau-1', 'waste', '8S'), reason: 'onto-stock-or-waste' },
  { name: 'onto the same pile', spec: { tableau: ['8S'] }, move: mv('tableau-1', 'tableau-1', '8S'), reason: 'same-pile' },
  // the stock
  { name: 'draw', spec: { stock: '2C 3C' }, move: { type: 'draw' }, reason: null },
  { name: 'recycle within the pass limit', rules: { passes: 2 }, spec: { waste: '2C 3C' }, move: { type: 'draw' }, reason: null },
  { name: 'recycle past the pass limit', rules: { passes: 2 }, spec: { waste: '2C 3C', pass: 2 }, move: { type: 'draw' }, reason: 'pass-limit' },
  { name: 'one pass only', rules: { passes: 1 }, spec: { waste: '2C 3C' }, move: { type: 'draw' }, reason: 'pass-limit' },
  { name: 'unlimited passes', rules: { passes: null }, spec: { waste: '2C 3C', pass: 40 }, move: { type: 'draw' }, reason: null },
  { name: 'nothing left to draw', spec: {}, move: { type: 'draw' }, reason: 'stock-empty' },
  // turning
  { name: 'manual turn', rules: { turn: 'manual' }, spec: { tableau: ['8S 9C |'] }, move: { type: 'turn', pile: 'tableau-1' }, reason: null },
  {
    name: 'manual turn with a face-up card on top',
    rules: { turn: 'manual' },
    spec: { tableau: ['8S | 9C'] },
    move: { type: 'turn', pile: 'tableau-1' },
    reason: 'nothing-to-turn',
  },
  {
    name: 'turn under automatic turning',
    rules: { turn: 'auto' },
    spec: { tableau: ['8S 9C |'] },
    move: { type: 'turn', pile: 'tableau-1' },
    reason: 'turn-is-automatic',
  },
];

describe('applyMove: each rule option and reason code', () => {
  test.each(CASES)('$name', ({ spec, rules, move, reason }) => {
    const state = position(spec);
    const before = JSON.stringify(state);
    const result = applyMove(state, move, rulesWith(rules ?? {}));
    if (reason === null) {
      expect(result.ok ? 'legal' : result.error.reason).toBe('legal');
    } else {
      expect(result.ok ? 'legal' : result.error.reason).toBe(reason);
      expect(JSON.stringify(state)).toBe(before);
    }
  });

  test('every reason code has a message naming the cards', () => {
    for (const reason of REASONS) {
      const text = describeIllegalMove({ reason, card: '7H', onto: '8D' });
      expect(text.length, reason).toBeGreaterThan(10);
    }
    expect(describeIllegalMove({ reason: 'not-alternating', card: '7H', onto: '8D' })).toBe(
      "The seven of hearts can't go on the eight of diamonds: colours must alternate, red on black.",
    );
  });

  test('the table above reaches every rule-level reason', () => {
    // The notation's own reasons, and the tap's (a card with no legal place: the controller's test).
    const notationOnly: Reason[] = ['bad-notation', 'ambiguous', 'nowhere-to-go'];
    const covered = new Set(CASES.map((c) => c.reason));
    expect(REASONS.filter((r) => !covered.has(r) && !notationOnly.includes(r))).toEqual([]);
  });
});

describe('what a move does', () => {
  test('drawing three puts the stock top lowest in the waste', () => {
    const result = applyMove(position({ stock: '5C 4C 3C 2C AC' }), { type: 'draw' }, rulesWith({ draw: 3 }));
    expect(result.ok && result.value.state.waste).toEqual(['AC', '2C', '3C']);
    expect(result.ok && result.value.state.stock).toEqual(['5C', '4C']);
  });

  test.each([1, 2, 3, 4, 5] as const)('drawing %i takes that many (or what is left)', (draw) => {
    const result = applyMove(position({ stock: '6C 5C 4C 3C' }), { type: 'draw' }, rulesWith({ draw }));
    expect(result.ok && result.value.state.waste.length).toBe(Math.min(draw, 4));
  });

  test('recycling turns the waste back into the stock in its original order', () => {
    const rules = rulesWith({ draw: 1 });
    let state = position({ stock: '3C 2C AC' });
    const drawn: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = applyMove(state, { type: 'draw' }, rules);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.value.state;
      drawn.push(state.waste.at(-1)!);
    }
    const recycled = applyMove(state, { type: 'draw' }, rules);
    if (!recycled.ok) throw new Error(recycled.error.reason);
    expect(recycled.value.state.pass).toBe(2);
    expect(recycled.value.state.waste).toEqual([]);
    let again = recycled.value.state;
    for (const card of drawn) {
      const r = applyMove(again, { type: 'draw' }, rules);
      if (!r.ok) throw new Error(r.error.reason);
      again = r.value.state;
      expect(again.waste.at(-1)).toBe(card);
    }
  });

  test('automatic turning flips the uncovered card; manual turning leaves it face down', () => {
    const spec = { tableau: ['4C | 9H', 'TS'] };
    const move: Move = { type: 'move', from: 'tableau-1', to: 'tableau-2', card: '9H' };
    const auto = applyMove(position(spec), move, rulesWith({ turn: 'auto' }));
    expect(auto.ok && auto.value.state.tableau[0]).toEqual({ down: [], up: ['4C'] });
    expect(auto.ok && auto.value.events.map((e) => e.type)).toEqual(['move', 'turn']);
    const manual = applyMove(position(spec), move, rulesWith({ turn: 'manual' }));
    expect(manual.ok && manual.value.state.tableau[0]).toEqual({ down: ['4C'], up: [] });
  });

  test('a move counts one, however many cards it carries', () => {
    const result = applyMove(
      position({ tableau: ['KS QH JC TD', 'QD'], moves: 4 }),
      { type: 'move', from: 'tableau-1', to: 'tableau-2', card: 'JC' },
      rulesWith({}),
    );
    expect(result.ok && result.value.state.moves).toBe(5);
    expect(result.ok && result.value.state.tableau[1]!.up).toEqual(['QD', 'JC', 'TD']);
  });
});

describe('parseRules', () => {
  const good = rulesWith({});
  test.each<[string, unknown, string]>([
    ['a string', 'modern', 'not-an-object'],
    ['null', null, 'not-an-object'],
    ['an unknown key', { ...good, extra: 1 }, 'unknown-key'],
    ['a missing key', { ...good, draw: undefined }, 'missing'],
    ['draw 6', { ...good, draw: 6 }, 'bad-value'],
    ['draw "3"', { ...good, draw: '3' }, 'bad-value'],
    ['passes 0', { ...good, passes: 0 }, 'bad-value'],
    ['passes 1.5', { ...good, passes: 1.5 }, 'bad-value'],
    ['moves "loose"', { ...good, moves: 'loose' }, 'bad-value'],
    ['fromFoundation "yes"', { ...good, fromFoundation: 'yes' }, 'bad-value'],
    ['cumulative Vegas with unlimited passes', { ...good, scoring: 'vegas-cumulative', passes: null }, 'impossible'],
  ])('refuses %s', (_name, value, code) => {
    const result = parseRules(JSON.parse(JSON.stringify(value ?? null)) as unknown);
    expect(result.ok ? 'ok' : result.error.code).toBe(code);
  });

  test('accepts a valid record', () => {
    expect(parseRules({ ...good, draw: 5, passes: 3, scoring: 'vegas' }).ok).toBe(true);
  });
});
