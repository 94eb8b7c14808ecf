/**
 * Launch played on a stand-in while storage was slow, and the saved game turned up after the player had
 * moves on the stand-in: which one to carry on with? The other is kept in Earlier games either way.
 */
import type { TableSession } from '../../app/session/session';
import type { LateGameChoice } from '../../app/storage/storedGameSync';
import type { StoredGame } from '../../app/storage/gameStore';
import { currentState } from '../../engine';
import { t } from '../../i18n';
import { confirmAction } from '../dialogs/confirmDialog';

export function askAboutLateGame(controller: TableSession, stored: StoredGame, host?: HTMLElement): Promise<LateGameChoice> {
  const { deal, moves } = controller.snapshot();
  const found = stored.loaded.game;
  return confirmAction({
    title: t('notices.lateGame.title'),
    body: t('notices.lateGame.body', { savedDeal: String(found.deal), savedMoves: currentState(found).moves, deal: String(deal), moves }),
    confirmLabel: t('notices.lateGame.resume'),
    cancelLabel: t('notices.lateGame.keep'),
    ...(host === undefined ? {} : { host }),
  }).then((yes) => (yes ? 'stored' : 'this'));
}
