import { describe, expect, test } from 'vitest';
import { parseRulesQuery } from '../../src/app/startup/urlRules';
import { DEFAULT_RULES, presetById } from '../../src/engine';

describe('parseRulesQuery', () => {
  test('no rule parameters: the base rules, no notice', () => {
    expect(parseRulesQuery('?deal=5&back=2', DEFAULT_RULES)).toEqual({ rules: DEFAULT_RULES, notice: null, named: false });
  });

  test('a preset, then single rules on top of it', () => {
    const { rules, notice } = parseRulesQuery('?draw=5&preset=aisleriot-draw1', DEFAULT_RULES);
    expect(notice).toBeNull();
    expect(rules).toEqual({ ...presetById('aisleriot-draw1')!.rules, draw: 5 });
  });

  test('bad values are ignored and named; the good ones still apply', () => {
    const { rules, notice } = parseRulesQuery('?draw=9&moves=strict&passes=lots', DEFAULT_RULES);
    expect(rules).toEqual({ ...DEFAULT_RULES, moves: 'strict' });
    expect(notice).toContain('draw="9"');
    expect(notice).toContain('passes="lots"');
  });
});

describe('parseRulesQuery names a link only for rules it accepted', () => {
  test.each([
    ['?draw=3', true],
    ['?preset=jsolitaire', true],
    ['?draw=9', false],
    ['?preset=nonsense', false],
    ['?back=2&deal=4', false],
  ])('%s → named %s', (search, named) => {
    expect(parseRulesQuery(search, DEFAULT_RULES).named).toBe(named);
  });
});
