// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { openSettingsDialog, soundNote as soundNoteOf } from '../../../src/ui/dialogs/settingsDialog';
import { presetById } from '../../../src/engine';
import { useCatalogue } from '../../../src/i18n';
import { fakeController } from '../support/fakeController';
import { byTestId, clearDocument, nextTask } from '../support/happyDom';

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

  const note = (testid: string): string => byTestId(document, testid).querySelector('.field-note')?.textContent ?? '';

  test("the default choice says what the preset does in a few words, the note names the preset, and a choice of the player's is passed on", () => {
    const controller = fakeController();
    Object.assign(controller, { rules: presetById('klondike23-var0-strict')!.rules });
    openSettingsDialog(controller.asController);
    expect(labels('settings-auto-moves')).toEqual(['Preset: off', 'On', 'Off']);
    expect(labels('settings-tap')).toEqual(['Preset: selects it', 'Moves it', 'Selects it']);
    expect(byTestId(document, 'settings-auto-moves').querySelector('legend')!.textContent).toBe('Automatic safe moves');
    expect(note('settings-auto-moves')).toBe('Cards no one needs go home by themselves. Preset: as in Klondike 2.3.');
    expect(note('settings-tap')).toBe('Preset: as in Klondike 2.3.');
    // The note describes the group to a screen reader.
    const tap = byTestId(document, 'settings-tap');
    expect(document.getElementById(tap.getAttribute('aria-describedby')!)!.textContent).toBe(note('settings-tap'));
    byTestId<HTMLInputElement>(document, 'settings-tap').querySelector<HTMLInputElement>('input[data-value="move"]')!.click();
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ tap: 'move' });
  });

  test('under JSolitaire the default is on', () => {
    const controller = fakeController({ autoMoves: 'off' });
    Object.assign(controller, { rules: presetById('jsolitaire')!.rules });
    openSettingsDialog(controller.asController);
    expect(labels('settings-auto-moves')[0]).toBe('Preset: on');
    expect(note('settings-auto-moves')).toContain('Preset: as in JSolitaire.');
    expect(byTestId(document, 'settings-auto-moves').querySelector<HTMLInputElement>('input[data-value="off"]')!.checked).toBe(true);
  });
});

describe('Settings: names and values in few words', () => {
  afterEach(clearDocument);

  test('no choice, legend or switch name carries brackets in brackets, or a note of its own in brackets', () => {
    const controller = fakeController();
    openSettingsDialog(controller.asController);
    const dialog = byTestId(document, 'dialog-settings');
    const words = [...dialog.querySelectorAll('legend, .segment > span, .toggle-text')].map((e) => e.firstChild?.textContent ?? '');
    expect(words.length).toBeGreaterThan(10);
    for (const text of words) expect(text, text).not.toMatch(/\(.*\)/);
  });
});

describe('Settings → Sound: what each level plays', () => {
  afterEach(clearDocument);

  const soundNote = (): string => byTestId(document, 'settings-sound').querySelector('.field-note')!.textContent ?? '';

  test('the note says what Partial leaves out and what it plays softly, and follows the choice', () => {
    const controller = fakeController({ sound: 'partial' });
    openSettingsDialog(controller.asController);
    expect(soundNote()).toBe(soundNoteOf('partial'));
    expect(soundNoteOf('partial')).toMatch(/softly/);
    expect(soundNoteOf('partial')).toMatch(/No tunes: none for a new deal or a win/);
    expect(soundNoteOf('full')).toMatch(/tune for a new deal and for a win/);

    byTestId(document, 'settings-sound').querySelector<HTMLInputElement>('input[data-value="full"]')!.click();
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ sound: 'full' });
    expect(soundNote()).toBe(soundNoteOf('full'));
    byTestId(document, 'settings-sound').querySelector<HTMLInputElement>('input[data-value="off"]')!.click();
    expect(soundNote()).toBe(soundNoteOf('off'));
  });
});

describe('Settings opens on the card back in use', () => {
  afterEach(clearDocument);

  test('the chosen back has the focus, so that a Space keeps it', () => {
    const controller = fakeController({ back: 3 });
    openSettingsDialog(controller.asController);
    const focused = document.activeElement as HTMLInputElement;
    expect(focused.closest('[data-testid="settings-back"]')).not.toBeNull();
    expect(focused.dataset.value).toBe('3');
    expect(focused.checked).toBe(true);
  });
});

describe("Settings under Klondike 2.3's presets: its BACK and CONFIG keys", () => {
  afterEach(clearDocument);

  const press = (key: string): void => {
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  };
  const checked = (testid: string): string | undefined => byTestId(document, testid).querySelector<HTMLInputElement>('input:checked')?.dataset.value;

  test('a number picks the back, F, P or O the sound, Y or N the error messages, Enter closes', async () => {
    const controller = fakeController({ back: 1, sound: 'full', errors: true });
    Object.assign(controller, { rules: presetById('klondike23-var2-relaxed')!.rules });
    openSettingsDialog(controller.asController);
    expect(byTestId(document, 'settings-keys').textContent).toBe('Keys: 1–5 card back; F, P or O sound; Y or N error messages; Enter when done.');

    press('4');
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ back: 4 });
    expect(checked('settings-back')).toBe('4');
    press('p');
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ sound: 'partial' });
    expect(checked('settings-sound')).toBe('partial');
    expect(byTestId(document, 'settings-sound').querySelector('.field-note')!.textContent).toBe(soundNoteOf('partial'));
    press('O');
    expect(checked('settings-sound')).toBe('off');
    expect(byTestId<HTMLInputElement>(document, 'settings-volume').disabled).toBe(true);
    press('n');
    expect(controller.updateSettings).toHaveBeenLastCalledWith({ errors: false });
    expect(byTestId<HTMLInputElement>(document, 'settings-errors').checked).toBe(false);
    press('y');
    expect(byTestId<HTMLInputElement>(document, 'settings-errors').checked).toBe(true);
    press('Enter');
    // At once, not with the 'close' event: a key typed next is the table's, not a radio's of a closed dialog.
    expect(byTestId(document, 'dialog-settings').contains(document.activeElement)).toBe(false);
    await nextTask();
    expect(document.querySelector('[data-testid="dialog-settings"]')).toBeNull();
  });

  test('under other presets those keys do nothing here', () => {
    const controller = fakeController({ back: 1 });
    openSettingsDialog(controller.asController);
    expect(document.querySelector('[data-testid="settings-keys"]')).toBeNull();
    for (const key of ['4', 'p', 'n', 'Enter']) press(key);
    expect(controller.updateSettings).not.toHaveBeenCalled();
    expect(checked('settings-back')).toBe('1');
    expect(byTestId<HTMLDialogElement>(document, 'dialog-settings').open).toBe(true);
  });
});

describe('Settings in the language shown when it opens', () => {
  afterEach(() => {
    clearDocument();
    useCatalogue('en', {});
  });

  test("another catalogue's words replace the English: title, headings, choices and the preset's play style", () => {
    useCatalogue('de', {
      'settings.title': 'Einstellungen',
      'settings.section.play': 'Spiel',
      'settings.sound.partial': 'Teilweise',
      'settings.tap.note': 'Vorgabe: wie in {style}.',
      'presets.style.modern': 'modernem Klondike',
    });
    openSettingsDialog(fakeController().asController);
    const dialog = byTestId(document, 'dialog-settings');
    expect(dialog.querySelector('h2')!.textContent).toBe('Einstellungen');
    expect([...dialog.querySelectorAll('h3')].map((h) => h.textContent)).toContain('Spiel');
    expect(byTestId(dialog, 'settings-sound').textContent).toContain('Teilweise');
    expect(byTestId(dialog, 'settings-tap').querySelector('.field-note')!.textContent).toBe('Vorgabe: wie in modernem Klondike.');
  });
});
