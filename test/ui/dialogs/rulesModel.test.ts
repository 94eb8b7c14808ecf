import { describe, expect, test } from 'vitest';
import { err, ok, presetById, PRESETS, rulesEqual } from '../../../src/engine';
import { matchingPreset, parseRulesDraft, withDraw } from '../../../src/ui/dialogs/rulesModel';
import { rulesWith } from '../../engine/fixtures';

describe('matchingPreset', () => {
  test.each(PRESETS.map((p) => [p.id, p] as const))('%s is recognised', (_id, preset) => {
    expect(rulesEqual(matchingPreset(preset.rules)!.rules, preset.rules)).toBe(true);
  });

  test('custom rules match no preset', () => {
    expect(matchingPreset(rulesWith({ draw: 5, passes: 7 }))).toBeUndefined();
  });
});

describe('parseRulesDraft', () => {
  test('good rules pass', () => {
    const rules = rulesWith({ draw: 2 });
    expect(parseRulesDraft({ ...rules })).toEqual(ok(rules));
  });

  test("an impossible combination is refused in the engine's words", () => {
    const result = parseRulesDraft(rulesWith({ scoring: 'vegas-cumulative', passes: null }));
    expect(result).toEqual(err('Cumulative Vegas scoring needs a limited number of passes through the stock.'));
  });

  test.each([0, 1000, 2.5, Number.NaN])('passes %d: told the range', (passes) => {
    expect(parseRulesDraft({ ...rulesWith({}), passes })).toEqual(err('The number of passes must be a whole number from 1 to 999.'));
  });
});

describe('withDraw', () => {
  test("draw 3 under the Windows preset is Windows' draw three, with unlimited redeals; and back", () => {
    expect(withDraw(presetById('windows')!.rules, 3)).toEqual(presetById('windows-draw3')!.rules);
    expect(withDraw(presetById('windows-draw3')!.rules, 1)).toEqual(presetById('windows')!.rules);
  });

  test('elsewhere only the draw changes', () => {
    expect(withDraw(presetById('windows')!.rules, 2)).toEqual({ ...presetById('windows')!.rules, draw: 2 });
    expect(withDraw(presetById('aisleriot-draw1')!.rules, 3)).toEqual({ ...presetById('aisleriot-draw1')!.rules, draw: 3 });
  });
});
