/**
 * "Review this game": the review runs in the solver's worker while the dialog shows how far
 * it has got and can be cancelled (Cancel, Esc or ✕ stop the search); then it says what it found, once
 * to the screen reader too, with the ways on: Go back to the last move from which a win was possible,
 * Show me from there, or Hint and Show me when a win is still possible from the table.
 */
import type { TableSession } from '../../app/session/session';
import { REVIEW_BUDGET_MS } from '../../app/solverPort/reviewBudget';
import type { ReviewProgress } from '../../app/solverPort/solverProtocol';
import { stepCursors } from '../../engine';
import type { ConfirmOptions } from './confirmDialog';
import { actionButton, createDialog } from './dialogShell';
import { el } from '../dom';
import { formatReview, formatReviewProgress, goBackLabel, goBackQuestion } from '../text/reviewText';
import { showToast } from '../notices/toast';
import { appendFairReviewLine } from './fairReviewLine';
import { t } from '../../i18n';

export type ReviewSession = Pick<TableSession, 'review' | 'help'>;

export interface ReviewDialogOptions {
  /** Says the review's finding once (the table's announcer). */
  readonly say: (text: string) => void;
  /** Asks before going back further than the rules' single undo (the app's confirm dialog). */
  readonly confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Show me as the toolbar runs it (asking first). */
  readonly confirmShowMe: () => void;
  readonly host?: HTMLElement;
}

export function openReviewDialog(session: ReviewSession, options: ReviewDialogOptions): void {
  const status = el('p', { 'data-testid': 'review-progress' });
  const bar = el('progress', { 'data-testid': 'review-bar', 'aria-label': t('review.progressLabel') });
  let progress: ReviewProgress | null = null;
  // Progress is heard from the worker later, never during this call; `showProgress` reads `game` below.
  const started = session.review.start((next) => {
    progress = next;
    showProgress();
  });
  if (started === null) {
    showToast(t('review.nothingYet'));
    return;
  }
  const { job, game } = started;
  const steps = stepCursors(game).length - 1;
  bar.max = steps;
  function showProgress(): void {
    status.textContent = formatReviewProgress(progress, game);
    // The bar fills as the moves still in question narrow down; empty until the first solve has answered.
    if (progress !== null) bar.value = steps - progress.open;
  }
  showProgress();
  const shell = createDialog({
    testid: 'dialog-review',
    title: t('review.title'),
    className: 'narrow',
    ...(options.host === undefined ? {} : { host: options.host }),
  });
  shell.body.append(status, bar);
  const cancel = actionButton(t('dialog.cancel'), 'review-cancel', () => shell.close('cancel'));
  shell.footer.append(cancel);
  let answered = false;
  shell.onClose(() => {
    if (!answered) job.cancel();
  });
  shell.open(cancel);

  /** Closes the dialog, then runs `action` (focus is back on the table's controls by then). */
  const closeThen = (action: () => void) => (): void => {
    shell.onClose(action);
    shell.close('done');
  };
  /** Goes back to `step` (asking first when the rules' single undo does not reach it), then runs `then`. */
  const goBack = async (step: number, then: () => void = () => {}): Promise<void> => {
    if (session.review.goingBackIsAided(step, game)) {
      const yes = await options.confirm({
        title: goBackQuestion(step),
        body: t('review.goBack.body'),
        confirmLabel: t('review.goBack.confirm'),
        ...(options.host === undefined ? {} : { host: options.host }),
      });
      if (!yes) return;
    }
    if (session.review.goBackTo(step, game)) then();
  };

  void job.done.then((outcome) => {
    answered = true;
    if (!shell.dialog.open) return;
    const summary = outcome === null ? { text: t('review.couldNotRun') } : formatReview(outcome, game, REVIEW_BUDGET_MS);
    shell.body.replaceChildren(el('p', { 'data-testid': 'review-result' }, summary.text));
    const close = actionButton(t('dialog.close'), 'review-close', () => shell.close('close'));
    const step = summary.goBackTo;
    if (step !== undefined) appendFairReviewLine(shell, session, game, step + 1);
    const buttons =
      step !== undefined
        ? [
            actionButton(
              goBackLabel(step),
              'review-go-back',
              closeThen(() => void goBack(step)),
              true,
            ),
            actionButton(
              t('review.showMeFromThere'),
              'review-show-me',
              closeThen(() => void goBack(step, () => session.help.showMe())),
            ),
          ]
        : summary.stillWinnable === true
          ? [
              actionButton(
                t('review.hint'),
                'review-hint',
                closeThen(() => session.help.hint()),
                true,
              ),
              actionButton(t('review.showMe'), 'review-show-me', closeThen(options.confirmShowMe)),
            ]
          : [];
    if (step !== undefined) shell.body.append(el('p', { class: 'review-note' }, t('review.showMeNote')));
    shell.footer.replaceChildren(close, ...buttons);
    (buttons[0] ?? close).focus();
    options.say(summary.text);
  });
}
