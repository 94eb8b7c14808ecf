/** Settings whose default is the preset's play style, and settings stored before they took that form. */
import { describe, expect, test } from 'vitest';
import { languageToShow } from '../../src/app/displayLanguage';
import { DEFAULT_SETTINGS, parseSettings, parseSettingsQuery, styleInForce } from '../../src/app/settings';
import { playStyleOf, presetById } from '../../src/engine';

describe("auto-moves and tap: the preset's unless the player chose", () => {
  test('the defaults follow the preset', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ autoMoves: 'preset', tap: 'preset' });
    expect(styleInForce(playStyleOf(presetById('klondike23-var1-strict')!.rules), DEFAULT_SETTINGS)).toEqual({
      autoMoves: false,
      tap: 'select',
      finish: 'home-only',
      stockSide: 'left',
      dosInput: true,
      twosWaitForAces: false,
    });
    // JSolitaire: "click on the card (which will highlight it) and then click on the destination".
    expect(styleInForce(playStyleOf(presetById('jsolitaire')!.rules), DEFAULT_SETTINGS)).toMatchObject({ autoMoves: true, tap: 'select', stockSide: 'left' });
  });

  test("a choice of the player's wins over the preset's", () => {
    const style = playStyleOf(presetById('windows')!.rules);
    expect(styleInForce(style, { autoMoves: 'on', tap: 'select', stockSide: 'right' })).toMatchObject({ autoMoves: true, tap: 'select', stockSide: 'right' });
    expect(styleInForce(playStyleOf(presetById('modern')!.rules), { autoMoves: 'off', tap: 'preset', stockSide: 'left' })).toMatchObject({
      autoMoves: false,
      stockSide: 'left',
    });
  });

  test.each([
    [true, 'preset'],
    [false, 'off'],
  ] as const)('a stored switch from before (%s) reads as %s, with nothing dropped', (stored, now) => {
    expect(parseSettings({ autoMoves: stored })).toEqual({ settings: { ...DEFAULT_SETTINGS, autoMoves: now }, dropped: [] });
  });

  test('a bad value is still dropped and named', () => {
    expect(parseSettings({ autoMoves: 'sometimes', tap: 'hold' }).dropped).toEqual(['autoMoves', 'tap']);
  });
});

describe("the stock side: the preset's unless the player chose", () => {
  test.each([
    ['modern', 'right'],
    ['jsolitaire', 'left'],
    ['aisleriot-draw1', 'left'],
    ['klondike23-var0-strict', 'left'],
    ['windows', 'left'],
    ['windows-draw3', 'left'],
  ] as const)('%s opens with the stock on the %s', (id, side) => {
    expect(styleInForce(playStyleOf(presetById(id)!.rules), DEFAULT_SETTINGS).stockSide).toBe(side);
  });

  test.each([
    [true, 'left', true],
    [false, 'preset', false],
  ] as const)('a stored "leftHanded: %s" reads as stockSide %s and leftHandedToolbar %s, with nothing dropped', (stored, now, toolbar) => {
    expect(parseSettings({ leftHanded: stored })).toEqual({ settings: { ...DEFAULT_SETTINGS, stockSide: now, leftHandedToolbar: toolbar }, dropped: [] });
  });

  test('a stockSide stored beside the old switch wins; a bad old value is named as the new setting', () => {
    expect(parseSettings({ leftHanded: true, stockSide: 'right' }).settings.stockSide).toBe('right');
    expect(parseSettings({ leftHanded: 'yes' })).toEqual({ settings: DEFAULT_SETTINGS, dropped: ['stockSide'] });
  });
});

describe('the language', () => {
  test("the browser's until the player picks one; a stored choice is kept, a stored stranger dropped", () => {
    expect(DEFAULT_SETTINGS.language).toBe('browser');
    expect(parseSettings({ language: 'ru' }).settings.language).toBe('ru');
    expect(parseSettings({ language: 'xx' })).toEqual({ settings: DEFAULT_SETTINGS, dropped: ['language'] });
  });

  test.each([
    ['browser', ['de-AT', 'en'], 'de'],
    ['browser', ['ko'], 'en'],
    ['ja', ['de-AT'], 'ja'],
  ] as const)('choice %s with the browser preferring %j shows %s', (choice, preferences, shown) => {
    expect(languageToShow(choice, preferences)).toBe(shown);
  });

  test.each([
    ['?lang=ar', 'ar'],
    ['?lang=PT-pt', 'pt-BR'],
    ['?lang=zh-TW', 'zh-CN'],
  ] as const)('%s shows %s over the saved choice', (search, language) => {
    expect(parseSettingsQuery(search, { ...DEFAULT_SETTINGS, language: 'fr' })).toEqual({ settings: { ...DEFAULT_SETTINGS, language }, rejected: [] });
  });

  test('a language the game does not speak is named and changes nothing', () => {
    expect(parseSettingsQuery('?lang=klingon', DEFAULT_SETTINGS)).toEqual({ settings: DEFAULT_SETTINGS, rejected: ['lang="klingon"'] });
  });
});

describe('fair help: hints and the chance to win', () => {
  test('hints see only what the player has seen by default; the chance to win is off', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ hints: 'fair', winChance: false });
  });

  test('saves from before these settings read as the defaults, with nothing dropped', () => {
    const { settings, dropped } = parseSettings({ errors: false, language: 'browser', winnableIndicator: true });
    expect(settings).toMatchObject({ errors: false, winnableIndicator: true, hints: 'fair', winChance: false });
    expect(dropped).toEqual([]);
  });

  test("a player's choice is kept; a bad one is dropped and named", () => {
    expect(parseSettings({ hints: 'full', winChance: true }).settings).toMatchObject({ hints: 'full', winChance: true });
    expect(parseSettings({ hints: 'all', winChance: 'yes' })).toEqual({ settings: DEFAULT_SETTINGS, dropped: ['hints', 'winChance'] });
  });
});
