// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { openWinDialog, type WinSummary } from '../../../src/ui/dialogs/winDialog';
import { byTestId, clearDocument } from '../support/happyDom';

const SUMMARY: WinSummary = { score: { label: 'Score', value: '650' }, time: '4:12', moves: 97, deal: 12345 };

describe('the win dialog', () => {
  afterEach(clearDocument);

  const open = (summary: WinSummary): HTMLElement => {
    openWinDialog(summary, { newDeal: vi.fn(), replay: vi.fn() });
    return byTestId(document, 'dialog-win');
  };

  test.each([undefined, false])('a win of the player\'s own (assisted: %s): "You won!", no Show me note', (assisted) => {
    const dialog = open({ ...SUMMARY, ...(assisted === undefined ? {} : { assisted }) });
    expect(dialog.querySelector('h2')!.textContent).toBe('You won!');
    expect(dialog.querySelector('[data-testid="win-assisted"]')).toBeNull();
    expect(byTestId(dialog, 'win-moves').textContent).toBe('97');
  });

  test('played out by Show me: says so, and that it does not count as a win', () => {
    const dialog = open({ ...SUMMARY, assisted: true, byShowMe: true });
    expect(byTestId(dialog, 'win-assisted').textContent).toBe('Show me played this game out, so it does not count as a win.');
    expect(dialog.querySelector('h2')!.textContent).not.toMatch(/You won/);
    expect(byTestId(dialog, 'win-deal').textContent).toBe('#12345');
  });

  test('won by the player after help (a stopped Show me, a step back past the one undo): names the help, not Show me alone', () => {
    const dialog = open({ ...SUMMARY, assisted: true, byShowMe: false });
    const note = byTestId(dialog, 'win-assisted').textContent ?? '';
    expect(note).toMatch(/^You had help in this game .*does not count as a win\.$/);
    expect(note).not.toMatch(/played this game out/);
    expect(dialog.querySelector('h2')!.textContent).toBe('All cards home');
  });
});
