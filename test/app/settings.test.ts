/** Settings whose default is the preset's play style, and settings stored before they took that form. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, styleInForce } from '../../src/app/settings';
import { presetById } from '../../src/engine';

describe("auto-moves and tap: the preset's unless the player chose", () => {
  test('the defaults follow the preset', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ autoMoves: 'preset', tap: 'preset' });
    expect(styleInForce(presetById('klondike23-var1-strict')!.style, DEFAULT_SETTINGS)).toEqual({ autoMoves: false, tap: 'select', finish: 'home-only' });
    expect(styleInForce(presetById('jsolitaire')!.style, DEFAULT_SETTINGS)).toMatchObject({ autoMoves: true, tap: 'move' });
  });

  test("a choice of the player's wins over the preset's", () => {
    const style = presetById('windows')!.style;
    expect(styleInForce(style, { autoMoves: 'on', tap: 'select' })).toMatchObject({ autoMoves: true, tap: 'select' });
    expect(styleInForce(presetById('modern')!.style, { autoMoves: 'off', tap: 'preset' }).autoMoves).toBe(false);
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
