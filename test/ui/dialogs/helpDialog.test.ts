// @vitest-environment happy-dom
/** Help's structure: sections under headings that fold, "How to play" open, the keys as tables. */
import { afterEach, describe, expect, test } from 'vitest';
import { presetById } from '../../../src/engine';
import { formatMoney, useCatalogue } from '../../../src/i18n';
import { COMMANDS, keysText } from '../../../src/ui/input/commandKeys';
import { openHelpDialog } from '../../../src/ui/dialogs/helpDialog';
import { describeRules, moveKeyHelp } from '../../../src/ui/text/helpText';
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
    expect(firstCells(tables[0]!)).toEqual(moveKeyHelp().map((k) => k.what));
    expect(firstCells(tables[1]!)).toEqual(COMMANDS.map(keysText));
    // A key cap per key, so that a narrow cell wraps between them.
    expect([...tables[1]!.querySelectorAll('tbody tr:nth-child(2) kbd')].map((k) => k.textContent)).toEqual(['Y', 'Ctrl+Y', 'Ctrl+Shift+Z']);
  });
});

describe('Help in the language shown when it opens', () => {
  afterEach(() => {
    clearDocument();
    useCatalogue('en', {});
  });

  test("another catalogue's words replace the English: headings, the rules, gestures, the keys' words, and Vegas's dollars", () => {
    useCatalogue('fr', {
      'help.section.rulesOfPreset': 'Les règles de cette partie — {preset}',
      'presets.vegas-draw1.name': 'Vegas — une carte, un passage',
      'help.rules.scoring.vegas': 'Vegas : la partie coûte {stake}, chaque carte posée rapporte {perCard}.',
      'help.rules.passesOnce': 'Un seul passage dans la pioche.',
      'help.gesture.drag': 'Glisser',
      'help.keys.whatColumn': 'Effet',
      'keys.undo': 'Annuler le dernier coup',
      'help.moveKeys.then': 'puis',
    });
    openHelpDialog(presetById('vegas-draw1')!.rules);
    const dialog = byTestId(document, 'dialog-help');
    const [, rules] = toggles(dialog);
    expect(rules!.textContent).toBe('Les règles de cette partie — Vegas — une carte, un passage');
    const lines = [...panelOf(rules!).querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toContain('Un seul passage dans la pioche.');
    // Dollars as French writes them ("52 $"), by the game's own money format.
    expect(formatMoney(52)).not.toBe('$52');
    expect(lines.at(-1)).toBe(`Vegas : la partie coûte ${formatMoney(52)}, chaque carte posée rapporte ${formatMoney(5)}.`);
    expect(byTestId(dialog, 'help-touch').querySelector('dt')!.textContent).toBe('Glisser');
    const commands = byTestId(dialog, 'help-keyboard').querySelectorAll('table')[1]!;
    expect(commands.querySelector('thead th:nth-child(2)')!.textContent).toBe('Effet');
    expect(commands.querySelector('tbody td')!.textContent).toBe('Annuler le dernier coup');
    // Two keys pressed in turn: a cap each, the word between them in French.
    const fromFoundation = [...byTestId(dialog, 'help-keyboard').querySelectorAll('table')[0]!.querySelectorAll('tbody th')].find((th) =>
      th.textContent!.startsWith('F '),
    )!;
    expect(fromFoundation.textContent).toBe('F puis 1 – 4');
    expect([...fromFoundation.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual(['F', '1 – 4']);
  });
});
