// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { openSettingsDialog } from '../../src/ui/settingsDialog';
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
