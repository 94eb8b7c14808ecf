// @vitest-environment happy-dom
/**
 * The review dialog (src/ui/dialogs/reviewDialog.ts) over a real controller and the solver in-thread: the
 * finding replaces the progress; under single-level undo Go back asks first (and No leaves the table);
 * a review the solver could not run says so instead of waiting for ever.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ConfirmOptions } from '../../../src/ui/dialogs/confirmDialog';
import { openReviewDialog } from '../../../src/ui/dialogs/reviewDialog';
import { TRAP_RULES, trapGame } from '../../solver/trapGame';
import { InlineSolver } from '../../support/inlineSolver';
import { controllerOn } from '../../support/resumedSession';
import { byTestId, clearDocument, nextTask } from '../support/happyDom';

/** Waits until the dialog shows its finding (the review answers on later microtasks). */
async function finding(): Promise<string> {
  for (let i = 0; i < 50 && document.querySelector('[data-testid="review-result"]') === null; i++) await nextTask();
  return byTestId(document, 'review-result').textContent ?? '';
}

describe('the review dialog', () => {
  afterEach(clearDocument);

  test('single-level undo: Go back asks first; No keeps the table, Yes goes back and says it once', async () => {
    const controller = controllerOn(trapGame({ ...TRAP_RULES, undo: 'single' }));
    const say = vi.fn();
    const answers = [false, true];
    const confirm = vi.fn(async (_options: ConfirmOptions) => answers.shift()!);
    const open = (): void => openReviewDialog(controller, { say, confirm, confirmShowMe: vi.fn() });

    open();
    expect(byTestId(document, 'review-progress').textContent).toBe('Looking through 7 moves…');
    expect(await finding()).toMatch(/^The win slipped away at move 3, when you dealt from the stock\./);
    expect(say).toHaveBeenCalledTimes(1);
    expect(byTestId(document, 'review-go-back').textContent).toBe('Go back to move 2');
    const before = controller.game;
    byTestId(document, 'review-go-back').click();
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0]).toMatchObject({ title: 'Go back to move 2?' });
    await nextTask();
    expect(controller.game).toBe(before);

    open();
    await finding();
    byTestId(document, 'review-go-back').click();
    await vi.waitFor(() => expect(controller.game.cursor).toBe(2));
    expect(controller.hadHelp).toBe(true);
  });

  test('a review the solver cannot run says so', async () => {
    const solver = new InlineSolver();
    solver.review = () => ({ done: Promise.resolve(null), cancel: () => {} });
    openReviewDialog(controllerOn(trapGame(), solver), { say: vi.fn(), confirm: vi.fn(), confirmShowMe: vi.fn() });
    expect(await finding()).toBe('The review could not run here.');
    expect(document.querySelector('[data-testid="review-go-back"]')).toBeNull();
  });
});
