/** The win screen: how it went (score, time, moves, deal) and what next. */
import { actionButton, createDialog } from './dialogShell';
import { append, el } from '../dom';
import { formatNumber, t } from '../../i18n';

export interface WinSummary {
  /** The score as the HUD shows it, with its label ("Vegas", "$13"); null when the game is unscored. */
  readonly score: { readonly label: string; readonly value: string } | null;
  readonly time: string;
  readonly moves: number;
  readonly deal: number;
  /** The game had help (Show me, or a step back past the one undo): it is not the player's win, and
   *  the dialog must not say it is. */
  readonly assisted?: boolean;
  /** Show me made the winning move: the note says it played the game out. */
  readonly byShowMe?: boolean;
}

export interface WinActions {
  /** A new random deal under the same rules. */
  readonly newDeal: () => void;
  /** The same deal again from the start. */
  readonly replay: () => void;
  /** Shares the result of a daily deal (its day, time and moves, and its link); offered when given. */
  readonly share?: () => void;
}

/** Why an assisted win is not counted. The help may have been a Show me the player stopped, or a
 *  review's step back past the one undo the rules allow; only Show me's own win names it alone. */
export function assistedNote(byShowMe: boolean): string {
  return byShowMe ? t('win.assisted.byShowMe') : t('win.assisted.helped');
}

export function openWinDialog(summary: WinSummary, actions: WinActions, host?: HTMLElement): void {
  const assisted = summary.assisted === true;
  const shell = createDialog({ testid: 'dialog-win', title: assisted ? t('win.title.assisted') : t('win.title.won'), ...(host === undefined ? {} : { host }) });
  const facts = el('dl', { class: 'win-facts' });
  const fact = (name: string, value: string, testid: string): void => {
    facts.append(el('dt', {}, name), el('dd', { 'data-testid': testid }, value));
  };
  if (summary.score !== null) fact(summary.score.label, summary.score.value, 'win-score');
  fact(t('win.fact.time'), summary.time, 'win-time');
  fact(t('win.fact.moves'), formatNumber(summary.moves), 'win-moves');
  fact(t('win.fact.deal'), t('win.fact.dealValue', { deal: String(summary.deal) }), 'win-deal');
  append(shell.body, [
    el('p', {}, t('win.allHome')),
    assisted ? el('p', { class: 'win-assisted', 'data-testid': 'win-assisted' }, assistedNote(summary.byShowMe === true)) : null,
    facts,
  ]);

  const newDeal = actionButton(
    t('win.newDeal'),
    'win-new',
    () => {
      shell.close('new');
      actions.newDeal();
    },
    true,
  );
  append(shell.footer, [
    actionButton(t('dialog.close'), 'win-close', () => shell.close('close')),
    actions.share === undefined ? null : actionButton(t('win.share'), 'win-share', actions.share),
    actionButton(t('win.replay'), 'win-replay', () => {
      shell.close('replay');
      actions.replay();
    }),
    newDeal,
  ]);
  shell.open(newDeal);
}
