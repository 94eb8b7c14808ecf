/**
 * Launch played on a stand-in while storage was slow, and the saved game turned up after the player had
 * moves on the stand-in: which one to carry on with? The other is kept in Earlier games either way.
 */
import type { TableSession } from '../../app/session/session';
import type { LateGameChoice } from '../../app/storage/storedGameSync';
import type { StoredGame } from '../../app/storage/gameStore';
import { currentState, plural } from '../../engine';
import { confirmAction } from '../dialogs/confirmDialog';

export function askAboutLateGame(controller: TableSession, stored: StoredGame, host?: HTMLElement): Promise<LateGameChoice> {
  const { deal, moves } = controller.snapshot();
  const found = stored.loaded.game;
  return confirmAction({
    title: 'Your saved game was found',
    body:
      `Storage answered late: your saved game (deal ${found.deal}, ${plural(currentState(found).moves, 'move')}) was found while you played deal ${deal} ` +
      `(${plural(moves, 'move')}). Carry on with the saved game, or keep this one? The other is kept in Earlier games (menu).`,
    confirmLabel: 'Resume the saved game',
    cancelLabel: 'Keep this one',
    ...(host === undefined ? {} : { host }),
  }).then((yes) => (yes ? 'stored' : 'this'));
}
