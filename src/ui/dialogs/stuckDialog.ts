/** "No more moves": the choices that make sense when nothing useful is left to do. */
import { actionButton, createDialog } from './dialogShell';
import { append, el } from '../dom';
import { t } from '../../i18n';

export interface StuckActions {
  readonly canUndo: boolean;
  readonly undo: () => void;
  readonly restart: () => void;
  readonly newDeal: () => void;
  /** Review the game (where the win slipped away), when the app can. */
  readonly review?: () => void;
  /** The player chose to look on: called when the dialog closes without an action. */
  readonly dismissed: () => void;
}

export function openStuckDialog(actions: StuckActions, host?: HTMLElement): void {
  const shell = createDialog({ testid: 'dialog-stuck', title: t('stuck.title'), className: 'narrow', ...(host === undefined ? {} : { host }) });
  shell.body.append(el('p', {}, t('stuck.body')));
  const run = (value: string, action: () => void) => (): void => {
    shell.close(value);
    action();
  };
  const reviewAfterClose = (review: () => void): void => {
    shell.onClose(review);
    shell.close('review');
  };
  const newDeal = actionButton(t('stuck.newDeal'), 'stuck-new', run('new', actions.newDeal), true);
  append(shell.footer, [
    actionButton(t('stuck.keepLooking'), 'stuck-close', () => shell.close('close')),
    actions.canUndo ? actionButton(t('stuck.undo'), 'stuck-undo', run('undo', actions.undo)) : null,
    actionButton(t('stuck.restart'), 'stuck-restart', run('restart', actions.restart)),
    // After the close, as the menu's entries: the review's own dialog then gives focus back to the table.
    actions.review === undefined ? null : actionButton(t('stuck.review'), 'stuck-review', () => reviewAfterClose(actions.review!)),
    newDeal,
  ]);
  shell.onClose((value) => {
    if (value === 'close' || value === 'cancel') actions.dismissed();
  });
  shell.open(newDeal);
}
