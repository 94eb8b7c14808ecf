// @vitest-environment happy-dom
/**
 * The Rules dialog: draw 3 under the Windows preset is Windows' draw three; the number of passes only
 * under "Other"; the presets' table, and its cards for a phone.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { presetById, PRESETS, type Rules } from '../../../src/engine';
import { PRESET_COLUMNS, presetRow } from '../../../src/ui/dialogs/presetTable';
import { openRulesDialog } from '../../../src/ui/dialogs/rulesDialog';
import { parseRulesDraft } from '../../../src/ui/dialogs/rulesModel';
import { useCatalogue } from '../../../src/i18n';
import { byTestId, clearDocument } from '../support/happyDom';

function open(current: Rules): ReturnType<typeof vi.fn> {
  const apply = vi.fn(() => Promise.resolve(true));
  openRulesDialog({ current, apply });
  return apply;
}

const choose = (testid: string, value: string): void => byTestId(document, testid).querySelector<HTMLInputElement>(`input[data-value="${value}"]`)!.click();

describe('Rules dialog', () => {
  afterEach(clearDocument);

  test('choosing draw 3 under Windows gives its unlimited redeals, and Apply deals with them', () => {
    const apply = open(presetById('windows')!.rules);
    choose('rules-draw', '3');
    expect(byTestId<HTMLSelectElement>(document, 'rules-preset').value).toBe('windows-draw3');
    expect(byTestId(document, 'rules-passes').querySelector<HTMLInputElement>('input:checked')!.dataset.value).toBe('unlimited');
    byTestId<HTMLButtonElement>(document, 'rules-apply').click();
    expect(apply).toHaveBeenCalledWith(presetById('windows-draw3')!.rules);
  });

  test('under another preset only the draw changes', () => {
    open(presetById('aisleriot-draw1')!.rules);
    choose('rules-draw', '3');
    expect(byTestId(document, 'rules-passes').querySelector<HTMLInputElement>('input:checked')!.dataset.value).toBe('3');
  });

  test("Klondike 2.3's keys as its manual types them: 2, Enter, R, Enter applies Variation 2 relaxed, and only the last Enter", () => {
    const apply = open(presetById('klondike23-var0-strict')!.rules);
    const press = (key: string): void => {
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    };
    press('2');
    press('Enter');
    expect(apply).not.toHaveBeenCalled();
    expect(byTestId<HTMLDialogElement>(document, 'dialog-rules').open).toBe(true);
    // The second question is asked, its current answer focused.
    expect(byTestId(document, 'rules-key-step').hidden).toBe(false);
    expect(document.activeElement).toBe(byTestId(document, 'rules-moves').querySelector('input:checked'));
    press('r');
    expect(apply).not.toHaveBeenCalled();
    press('Enter');
    expect(apply).toHaveBeenCalledWith(presetById('klondike23-var2-relaxed')!.rules);
  });

  test('its table has a row for every preset', () => {
    open(presetById('modern')!.rules);
    const rows = byTestId(document, 'rules-presets').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(PRESETS.length);
  });

  test('the number of passes shows only while "Other" is chosen', () => {
    open(presetById('modern')!.rules);
    const number = byTestId<HTMLInputElement>(document, 'rules-passes-number');
    expect(number.hidden).toBe(true);
    choose('rules-passes', '1');
    expect(number.hidden).toBe(true);
    choose('rules-passes', 'other');
    expect(number.hidden).toBe(false);
    choose('rules-passes', 'unlimited');
    expect(number.hidden).toBe(true);
  });

  test('rules with 7 passes open on "Other", the number shown; a preset of one pass hides it', () => {
    open({ ...presetById('modern')!.rules, passes: 7 });
    const number = byTestId<HTMLInputElement>(document, 'rules-passes-number');
    expect(number.hidden).toBe(false);
    expect(number.value).toBe('7');
    const select = byTestId<HTMLSelectElement>(document, 'rules-preset');
    select.selectedIndex = PRESETS.findIndex((p) => p.id === 'vegas-draw1');
    select.dispatchEvent(new Event('change'));
    expect(byTestId(document, 'rules-passes').querySelector<HTMLInputElement>('input:checked')!.dataset.value).toBe('1');
    expect(number.hidden).toBe(true);
  });

  test('for a narrow screen, a card per preset: its name, then each rule as label and value', () => {
    open(presetById('modern')!.rules);
    const cards = [...byTestId(document, 'rules-preset-cards').querySelectorAll('li')];
    expect(cards).toHaveLength(PRESETS.length);
    for (const [index, card] of cards.entries()) {
      const [name, ...values] = presetRow(PRESETS[index]!);
      expect(card.querySelector('h3')!.textContent).toBe(name);
      expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(PRESET_COLUMNS.slice(1));
      expect([...card.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(values);
    }
  });
});

describe('Rules in the language shown when it opens', () => {
  afterEach(() => {
    clearDocument();
    useCatalogue('en', {});
  });

  test("another catalogue's words replace the English: options, preset names, the table, the verdict and a refusal", () => {
    useCatalogue('de', {
      'rules.title': 'Regeln',
      'rules.moves.relaxed': 'Locker',
      'presets.modern.name': 'Klondike (modern)',
      'rules.status.currentPreset': 'Die Regeln des laufenden Spiels: {preset}.',
      'rules.table.follows': 'Nach',
      'rules.table.stockSide': '{side, select, left {oben links} other {oben rechts}}',
      'presets.scoring.standard': 'Normal',
      'rules.error.cumulativeVegasPasses': 'Kumuliertes Vegas braucht begrenzte Durchgänge.',
    });
    open(presetById('modern')!.rules);
    const dialog = byTestId(document, 'dialog-rules');
    expect(dialog.querySelector('h2')!.textContent).toBe('Regeln');
    expect(byTestId(dialog, 'rules-moves').textContent).toContain('Locker');
    expect(byTestId<HTMLSelectElement>(dialog, 'rules-preset').selectedOptions[0]!.textContent).toBe('Klondike (modern)');
    expect(byTestId(dialog, 'rules-match').textContent).toBe('Die Regeln des laufenden Spiels: Klondike (modern).');
    expect([...byTestId(dialog, 'rules-presets').querySelectorAll('th')].map((th) => th.textContent)).toContain('Nach');
    const modernRow = presetRow(presetById('modern')!);
    expect(modernRow[PRESET_COLUMNS.indexOf('Stock')]).toBe('oben rechts');
    expect(modernRow[PRESET_COLUMNS.indexOf('Scoring')]).toBe('Normal');
    expect(parseRulesDraft({ ...presetById('vegas-cumulative')!.rules, passes: null })).toEqual({
      ok: false,
      error: 'Kumuliertes Vegas braucht begrenzte Durchgänge.',
    });
  });
});
