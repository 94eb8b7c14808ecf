// @vitest-environment happy-dom
/** A confirmation's buttons: under Klondike 2.3's presets they show the keys its manual names, Y and N. */
import { afterEach, describe, expect, test } from 'vitest';
import { confirmAction, showConfirmKeysWhen } from '../../../src/ui/dialogs/confirmDialog';
import { byTestId, clearDocument, nextTask } from '../support/happyDom';

function ask(): Promise<boolean> {
  return confirmAction({ title: 'Start a new game?', body: 'The game in progress will count as a loss.', confirmLabel: 'New game' });
}

const keyOf = (testid: string): { shown: string | null; shortcut: string | null; name: string } => {
  const button = byTestId<HTMLButtonElement>(document, testid);
  const key = button.querySelector('kbd');
  // What a screen reader names it by: the words, not the key cap (which aria-keyshortcuts tells).
  const name = [...button.childNodes]
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('')
    .trim();
  return { shown: key?.textContent ?? null, shortcut: button.getAttribute('aria-keyshortcuts'), name };
};

describe('confirmation buttons', () => {
  afterEach(() => {
    showConfirmKeysWhen(() => false);
    clearDocument();
  });

  test("under Klondike 2.3's presets each answer shows its key, and the key answers", async () => {
    showConfirmKeysWhen(() => true);
    const answer = ask();
    expect(keyOf('confirm-yes')).toEqual({ shown: 'Y', shortcut: 'Y', name: 'New game' });
    expect(keyOf('confirm-no')).toEqual({ shown: 'N', shortcut: 'N', name: 'Keep playing' });
    byTestId(document, 'dialog-confirm').dispatchEvent(new KeyboardEvent('keydown', { key: 'y', bubbles: true, cancelable: true }));
    await nextTask();
    expect(await answer).toBe(true);
  });

  test('elsewhere the buttons are their words alone', () => {
    void ask();
    expect(keyOf('confirm-yes')).toEqual({ shown: null, shortcut: null, name: 'New game' });
    expect(keyOf('confirm-no')).toEqual({ shown: null, shortcut: null, name: 'Keep playing' });
  });
});
