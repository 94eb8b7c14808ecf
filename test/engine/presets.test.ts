/** Presets and text options (URL parameters, CLI flags). */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, PRESETS, makeRuleOptions, parseRules, presetById, parseRuleOptions } from '../../src/engine';

describe('presets', () => {
  test('ids are unique and every preset is a valid rules record', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    for (const preset of PRESETS) expect(parseRules(preset.rules).ok, preset.id).toBe(true);
  });

  test.each([
    ['modern', { draw: 1, passes: null, moves: 'relaxed', fromFoundation: true, scoring: 'standard' }],
    ['klondike23-var0-strict', { draw: 1, passes: 1, moves: 'strict', fromFoundation: false, turn: 'manual', undo: 'single' }],
    ['klondike23-var0-relaxed', { draw: 1, passes: 1, moves: 'relaxed' }],
    ['klondike23-var1-strict', { draw: 3, passes: null, moves: 'strict' }],
    ['klondike23-var1-relaxed', { draw: 3, passes: null, moves: 'relaxed' }],
    ['klondike23-var2-strict', { draw: 1, passes: null, moves: 'strict' }],
    ['klondike23-var2-relaxed', { draw: 1, passes: null, moves: 'relaxed' }],
    ['jsolitaire', { draw: 3, passes: null, scoring: 'jsolitaire' }],
    ['aisleriot-draw1', { draw: 1, passes: 3, fromFoundation: true, scoring: 'foundation' }],
    ['aisleriot-draw3', { draw: 3, passes: null, scoring: 'foundation' }],
    ['aisleriot-no-redeal', { draw: 1, passes: 1, scoring: 'foundation' }],
    ['thumb-and-pouch', { build: 'any-suit', empty: 'any', scoring: 'windows-help' }],
    ['vegas-draw1', { draw: 1, passes: 1, scoring: 'vegas' }],
    ['vegas-draw3', { draw: 3, passes: 3, scoring: 'vegas' }],
  ])('%s', (id, expected) => {
    expect(presetById(id)?.rules).toMatchObject(expected);
  });
});

describe('parseRuleOptions', () => {
  test('single options change the base rules', () => {
    const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, [
      ['draw', '3'],
      ['passes', 'unlimited'],
      ['moves', 'strict'],
      ['fromFoundation', 'no'],
    ]);
    expect(rejected).toEqual([]);
    expect(rules).toMatchObject({ draw: 3, passes: null, moves: 'strict', fromFoundation: false });
  });

  test('a preset sets every rule first, whatever the order', () => {
    const { rules } = parseRuleOptions(DEFAULT_RULES, [
      ['draw', '5'],
      ['preset', 'klondike23-var0-strict'],
    ]);
    expect(rules).toEqual({ ...presetById('klondike23-var0-strict')!.rules, draw: 5 });
  });

  test.each([
    ['draw', '6'],
    ['draw', 'three'],
    ['passes', '0'],
    ['passes', '-1'],
    ['moves', 'loose'],
    ['preset', 'nope'],
    ['fromFoundation', 'maybe'],
  ])('a bad value (%s=%s) is ignored and named', (key, value) => {
    const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, [[key, value]]);
    expect(rules).toEqual(DEFAULT_RULES);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ key, value });
  });

  test('options are judged together: Vegas with a pass limit is fine in either order', () => {
    for (const order of [
      [
        ['scoring', 'vegas'],
        ['passes', '3'],
      ],
      [
        ['passes', '3'],
        ['scoring', 'vegas'],
      ],
    ] as [string, string][][]) {
      const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, order);
      expect(rejected).toEqual([]);
      expect(rules).toMatchObject({ scoring: 'vegas', passes: 3 });
    }
  });

  test('an impossible combination drops the last option and says why', () => {
    const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, [
      ['draw', '3'],
      ['scoring', 'vegas-cumulative'],
    ]);
    expect(rules).toMatchObject({ draw: 3, scoring: 'standard' });
    expect(rejected[0]?.key).toBe('scoring');
    expect(rejected[0]?.message).toMatch(/limited number of passes/);
  });

  test('makeRuleOptions round-trips every preset', () => {
    for (const preset of PRESETS) {
      expect(parseRuleOptions(DEFAULT_RULES, makeRuleOptions(preset.rules)).rules).toEqual(preset.rules);
    }
  });
});

describe('hostile option names', () => {
  test.each(['__proto__', 'constructor', 'valueOf', 'hasOwnProperty', 'toString'])('%s is not a rules option and breaks nothing', (key) => {
    const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, [
      [key, '1'],
      ['draw', '3'],
    ]);
    expect(rules).toEqual({ ...DEFAULT_RULES, draw: 3 });
    expect(rejected).toEqual([]);
  });
});
