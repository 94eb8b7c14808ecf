// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { openSettingsDialog } from '../../src/ui/settingsDialog';
import { presetById } from '../../src/engine';
import { fakeController } from './support/fakeController';
import { byTestId, clearDocument } from './support/happyDom';

describe('Settings → Play: the solver toggles', () => {
  afterEach(clearDocument);

  test.each([
    ['settings-winnable-only', 'winnableOnly', 'Winnable deals only', 'New deals are proven winnable first'],
    ['settings-winnable-indicator', 'winnableIndicator', 'Still winnable?', 'Shows when the game can no longer be won (uses the face-down cards)'],
  ] as const)('%s switches %s on and off through updateSettings', (testid, key, label, hint) => {
    const controller = fakeController();
    openSettingsDialog(controller.asController);
    const dialog = byTestId(document, 'dialog-settings');
    const input = byTestId<HTMLInputElement>(dialog, testid);
    expect(input.getAttribute('role')).toBe('switch');
    expect(input.checked).toBe(false);
    // The label and its note are the switch's own row, so tapping the words works too.
    expect(input.parentNode!.textContent).toBe(`${label}${hint}`);
    // Under the Play heading.
    expect(input.parentNode!.parentNode!.textContent).toMatch(/^Play/);

    input.click();
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ [key]: true });
    input.click();
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ [key]: false });
    expect(controller.updateSettings).toHaveBeenCalledTimes(2);
  });

  test('they show the current settings', () => {
    const controller = fakeController({ winnableOnly: true, winnableIndicator: true });
    openSettingsDialog(controller.asController);
    expect(byTestId<HTMLInputElement>(document, 'settings-winnable-only').checked).toBe(true);
    expect(byTestId<HTMLInputElement>(document, 'settings-winnable-indicator').checked).toBe(true);
  });
});

describe("Settings → Play: the preset's play style, or the player's", () => {
  afterEach(clearDocument);

  const labels = (testid: string): string[] => [...byTestId(document, testid).querySelectorAll('label')].map((label) => label.textContent ?? '');

  test("the default choice says what the preset does, and a choice of the player's is passed on", () => {
    const controller = fakeController();
    Object.assign(controller, { rules: presetById('klondike23-var0-strict')!.rules });
    openSettingsDialog(controller.asController);
    expect(labels('settings-auto-moves')).toEqual(['As Klondike 2.3 — Variation 0, strict (off)', 'On', 'Off']);
    expect(labels('settings-tap')).toEqual(['As Klondike 2.3 — Variation 0, strict (selects it)', 'Moves it', 'Selects it']);
    byTestId<HTMLInputElement>(document, 'settings-tap').querySelector<HTMLInputElement>('input[data-value="move"]')!.click();
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ tap: 'move' });
  });

  test('under JSolitaire the default is on', () => {
    const controller = fakeController({ autoMoves: 'off' });
    Object.assign(controller, { rules: presetById('jsolitaire')!.rules });
    openSettingsDialog(controller.asController);
    expect(labels('settings-auto-moves')[0]).toBe('As JSolitaire (draw 3, unlimited passes) (on)');
    expect(byTestId(document, 'settings-auto-moves').querySelector<HTMLInputElement>('input[data-value="off"]')!.checked).toBe(true);
  });
});
