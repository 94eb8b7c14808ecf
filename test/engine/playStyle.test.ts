/**
 * The play style is stated by the rule set (`Rules.style`), never guessed from the other fields: a
 * link's single options keep the base's style, a preset brings its own, and records written before
 * rules named a style are read once with the old inference and written back explicit.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseRulesQuery } from '../../src/app/startup/urlRules';
import { DEFAULT_RULES, PLAY_STYLES, PRESETS, RULE_KEYS, STYLE_IDS, makeSave, newGame, parseSave, playStyleOf, presetById, type Rules } from '../../src/engine';

describe('the play style is stated', () => {
  test("?draw=3&openingTurn=yes plays in the default style (not JSolitaire's, the nearest preset's)", () => {
    const { rules } = parseRulesQuery('?draw=3&openingTurn=yes', DEFAULT_RULES);
    expect(rules).toMatchObject({ draw: 3, openingTurn: true, style: 'modern' });
    expect(playStyleOf(rules).tap).toBe('move');
  });

  test('a preset brings its style; a single option on top keeps it; style= names one', () => {
    expect(parseRulesQuery('?preset=jsolitaire&draw=1', DEFAULT_RULES).rules.style).toBe('jsolitaire');
    expect(parseRulesQuery('?style=klondike-2.3', DEFAULT_RULES).rules).toEqual({ ...DEFAULT_RULES, style: 'klondike-2.3' });
    expect(parseRulesQuery('?style=fancy', DEFAULT_RULES).notice).toContain('style');
  });

  test("the style depends on nothing but the record's own style: no rule field, no preset list", () => {
    const field = <K extends keyof Rules>(key: K) => fc.constantFrom(...PRESETS.map((p) => p.rules[key]));
    const rulesArb = fc.record(
      Object.fromEntries([...RULE_KEYS, 'style'].map((key) => [key, field(key as keyof Rules)])) as {
        [K in keyof Rules]: fc.Arbitrary<Rules[K]>;
      },
    );
    fc.assert(fc.property(rulesArb, (rules) => playStyleOf(rules) === PLAY_STYLES[rules.style]));
    // JSolitaire's style over the modern rules of play, which the old inference read as modern's.
    const changed: Rules = { ...presetById('modern')!.rules, style: 'jsolitaire' };
    expect(playStyleOf(changed).tap).toBe('select');
  });

  test("every preset names its program's style", () => {
    expect(Object.fromEntries(PRESETS.map((p) => [p.id, p.rules.style]))).toMatchObject({
      modern: 'modern',
      'klondike23-var0-strict': 'klondike-2.3',
      jsolitaire: 'jsolitaire',
      windows: 'plain',
      'aisleriot-draw3': 'plain',
    });
    for (const preset of PRESETS) expect(STYLE_IDS).toContain(preset.rules.style);
  });
});

describe('records written before rules named a style', () => {
  test("an old save is read with the nearest preset's style, and saved again explicit", () => {
    const jsolitaire = presetById('jsolitaire')!.rules;
    const save = makeSave(newGame(jsolitaire, 5));
    const { style: _style, ...oldRules } = save.rules as Rules;
    const loaded = parseSave({ ...save, rules: oldRules });
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.game.rules.style).toBe('jsolitaire');
    expect(makeSave(loaded.value.game).rules).toMatchObject({ style: 'jsolitaire' });
  });

  test('a save that states a style keeps it, even where another preset is nearer', () => {
    const rules: Rules = { ...presetById('modern')!.rules, style: 'klondike-2.3' };
    const loaded = parseSave(JSON.parse(JSON.stringify(makeSave(newGame(rules, 5)))));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.game.rules.style).toBe('klondike-2.3');
  });

  test('a style that is no style is refused, with its name', () => {
    const save = makeSave(newGame(DEFAULT_RULES, 5));
    const loaded = parseSave({ ...save, rules: { ...save.rules, style: 'fancy' } });
    expect(loaded.ok).toBe(false);
  });
});
