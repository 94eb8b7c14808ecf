// @vitest-environment happy-dom
/** Help's structure: sections under headings that fold, "How to play" open, the keys as tables. */
import { afterEach, describe, expect, test } from 'vitest';
import { presetById } from '../../../src/engine';
import { COMMANDS, keysText } from '../../../src/ui/input/commandKeys';
import { openHelpDialog } from '../../../src/ui/dialogs/helpDialog';
import { describeRules, MOVE_KEY_HELP } from '../../../src/ui/text/helpText';
import { byTestId, clearDocument } from '../support/happyDom';

const modern = presetById('modern')!;

function open(): HTMLElement {
  openHelpDialog(modern.rules);
  return byTestId(document, 'dialog-help');
}

const toggles = (dialog: HTMLElement): HTMLButtonElement[] => [...dialog.querySelectorAll<HTMLButtonElement>('h3 > button')];
const panelOf = (toggle: HTMLButtonElement): HTMLElement => document.getElementById(toggle.getAttribute('aria-controls')!)!;

describe('Help', () => {
  afterEach(clearDocument);

  test('five sections, each under a heading that is its button; only "How to play" is open, and the focus starts there', () => {
    const dialog = open();
    const buttons = toggles(dialog);
    expect(buttons.map((b) => b.textContent)).toEqual([
      'How to play',
      `The rules of this game — ${modern.name}`,
      'Touch and mouse',
      'Keys',
      'Hints, Show me and winnable deals',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(buttons.map((b) => panelOf(b).hidden)).toEqual([false, true, true, true, true]);
    expect(document.activeElement).toBe(buttons[0]);
  });

  test('a heading button opens its section and closes it again', () => {
    const [, rules] = toggles(open());
    rules!.click();
    expect(rules!.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(rules!).hidden).toBe(false);
    expect([...panelOf(rules!).querySelectorAll('li')].map((li) => li.textContent)).toEqual(describeRules(modern.rules));
    rules!.click();
    expect(rules!.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(rules!).hidden).toBe(true);
  });

  test('the keys are tables, key | what it does: every move key and every command key', () => {
    const keys = byTestId(open(), 'help-keyboard');
    const tables = [...keys.querySelectorAll('table')];
    expect(tables.map((t) => t.querySelector('caption')!.textContent)).toEqual(['Moving cards', 'Commands']);
    for (const table of tables) expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Key', 'What it does']);
    const firstCells = (table: HTMLTableElement): string[] => [...table.querySelectorAll('tbody th')].map((th) => th.textContent!);
    expect(firstCells(tables[0]!)).toEqual(MOVE_KEY_HELP.map((k) => k.what));
    expect(firstCells(tables[1]!)).toEqual(COMMANDS.map(keysText));
    // A key cap per key, so that a narrow cell wraps between them.
    expect([...tables[1]!.querySelectorAll('tbody tr:nth-child(2) kbd')].map((k) => k.textContent)).toEqual(['Y', 'Ctrl+Y', 'Ctrl+Shift+Z']);
  });
});
