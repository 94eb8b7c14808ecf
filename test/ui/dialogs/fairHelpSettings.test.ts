// @vitest-environment happy-dom
/** Settings → Hints: what a hint may look at, and the chance to win in the status bar. */
import { afterEach, describe, expect, test } from 'vitest';
import { useCatalogue } from '../../../src/i18n';
import { openSettingsDialog } from '../../../src/ui/dialogs/settingsDialog';
import { fakeController } from '../support/fakeController';
import { byTestId, clearDocument } from '../support/happyDom';

describe('Settings → Hints', () => {
  afterEach(() => {
    clearDocument();
    useCatalogue('en', {});
  });

  const labels = (): string[] => [...byTestId(document, 'settings-hints').querySelectorAll('label')].map((label) => label.textContent ?? '');
  const note = (): string => byTestId(document, 'settings-hints').querySelector('.field-note')?.textContent ?? '';
  const choice = (value: string): HTMLInputElement => byTestId(document, 'settings-hints').querySelector<HTMLInputElement>(`input[data-value="${value}"]`)!;

  test('"See what you see" is the default; "Know every card" is passed on, and the note follows the choice', () => {
    const controller = fakeController();
    openSettingsDialog(controller.asController);
    const section = byTestId(document, 'settings-hints').parentElement!;
    expect(section.querySelector('h3')!.textContent).toBe('Hints');
    expect(labels()).toEqual(['See what you see', 'Know every card']);
    expect(choice('fair').checked).toBe(true);
    expect(note()).toBe('A hint uses only the cards you have seen, and says how often its move still wins.');

    choice('full').click();
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ hints: 'full' });
    expect(note()).toBe('A hint looks under the face-down cards and through the stock.');
  });

  test('the chance to win is a switch, off by default, in the same section', () => {
    const controller = fakeController();
    openSettingsDialog(controller.asController);
    const input = byTestId<HTMLInputElement>(document, 'settings-win-chance');
    expect(input.checked).toBe(false);
    expect(input.parentNode!.textContent).toBe('Chance to winIn the status bar, from the cards you have seen');
    expect(input.closest('section')!.querySelector('h3')!.textContent).toBe('Hints');
    input.click();
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ winChance: true });
  });

  test('they show the current settings, in the language shown when the dialog opens', () => {
    useCatalogue('fr', { 'fair.settings.hints.full': 'Voir toutes les cartes' });
    const controller = fakeController({ hints: 'full', winChance: true });
    openSettingsDialog(controller.asController);
    expect(choice('full').checked).toBe(true);
    expect(labels()).toContain('Voir toutes les cartes');
    expect(byTestId<HTMLInputElement>(document, 'settings-win-chance').checked).toBe(true);
  });
});
