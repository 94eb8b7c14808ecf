// @vitest-environment happy-dom
/** The Rules dialog: draw 3 under the Windows preset is Windows' draw three; the presets' table. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { presetById, PRESETS, type Rules } from '../../src/engine';
import { openRulesDialog } from '../../src/ui/rulesDialog';
import { byTestId, clearDocument } from './support/happyDom';

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

  test('its table has a row for every preset', () => {
    open(presetById('modern')!.rules);
    const rows = byTestId(document, 'rules-presets').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(PRESETS.length);
  });
});
