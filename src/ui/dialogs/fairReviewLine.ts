/**
 * The fair review's line in the review dialog, beside the move that lost the win: what the player could
 * have known there (src/ui/text/fairText.ts says it). "Working out…" until the solver's worker answers,
 * then the sentence, said to a screen reader as it comes; the work stops when the dialog closes.
 */
import type { TableSession } from '../../app/session/session';
import type { Game } from '../../engine';
import { t } from '../../i18n';
import { el } from '../dom';
import { fairReviewText } from '../text/fairText';
import type { DialogShell } from './dialogShell';

/** Adds the line for the step `slip` of `reviewed` (the one that lost the win) to the dialog's body, when it can be worked out. */
export function appendFairReviewLine(shell: DialogShell, session: Pick<TableSession, 'review'>, reviewed: Game, slip: number): void {
  const fair = session.review.fairAt(slip, reviewed);
  if (fair === null) return;
  const line = el('p', { 'data-testid': 'review-fair', role: 'status' }, t('fair.review.looking'));
  shell.body.append(line);
  shell.onClose(() => fair.job.cancel());
  void fair.job.done.then((answer) => {
    line.textContent = fairReviewText(answer, fair.played, fair.before);
  });
}
