/**
 * This tab's game and the stored one, when they differ. Two moments bring that about:
 * - launch played on without storage (it was slow to open), and the stored game arrives late;
 * - a save finds a game this tab has not seen (another tab saved it, and this one took the save over;
 *   or storage came back holding another game).
 * The rule is the same: a game the player has not touched since it was last in step with storage gives
 * way to the stored one at once; otherwise nothing is lost: at launch the player chooses, later the
 * newer game stays on the table, and the other is kept in Earlier games.
 */
import { currentState, isWon } from '../../engine';
import type { SessionController } from '../session/controller';
import type { GameStore, StoredGame } from './gameStore';
import { t, type MessageKey } from '../../i18n';

/** The notices' message keys (words looked up when said: the language can change). */
export const NEWER_STORED_NOTICE: MessageKey = 'storage.tabs.newerStored';
export const OURS_NEWER_NOTICE: MessageKey = 'storage.tabs.oursNewer';
export const ADOPTED_NOTICE: MessageKey = 'storage.tabs.adopted';
/** The same, where no other tab is known to save (storage came back holding another game): no tab is named. */
export const NEWER_STORED_ALONE_NOTICE: MessageKey = 'storage.tabs.newerStoredAlone';
export const OURS_NEWER_ALONE_NOTICE: MessageKey = 'storage.tabs.oursNewerAlone';
export const ADOPTED_ALONE_NOTICE: MessageKey = 'storage.tabs.adoptedAlone';

/** The player's answer when both games matter: carry on with the stored one, or keep the one on the table. */
export type LateGameChoice = 'stored' | 'this';

export interface StoredGameSync {
  /**
   * Launch read storage late: `stored` is what it found (null: nothing to resume). Resolves once the
   * table shows the right game and saving has started. `link`: the stand-in is a link's game, so an
   * untouched one gives way to the stored game and the link is asked about as usual (`askLink`).
   */
  arrive(stored: StoredGame | null, options: { link: boolean; askLink: () => void }): Promise<void>;
}

export function startStoredGameSync(
  controller: SessionController,
  games: GameStore,
  notice: (text: string) => void,
  ask: (stored: StoredGame) => Promise<LateGameChoice>,
  /** May another tab have saved the game? (Without it, the notices name no other tab.) */
  otherTab: () => boolean = () => true,
): StoredGameSync {
  const say = (withTab: MessageKey, alone: MessageKey): void => notice(t(otherTab() ? withTab : alone));
  const resume = (stored: StoredGame): void => {
    games.adopt(stored);
    controller.resumeGame({ game: stored.loaded.game, elapsedMs: stored.loaded.elapsed, assisted: stored.loaded.assisted, gameId: stored.gameId });
  };
  const keepThisAside = (reason: string): Promise<boolean> =>
    games.keepAside(controller.game, controller.elapsedMs, controller.hadHelp, controller.gameId, reason);

  games.onConflict = (stored) => {
    if (!controller.inProgress || !games.movedOnFrom()) {
      resume(stored);
      say(ADOPTED_NOTICE, ADOPTED_ALONE_NOTICE);
      return;
    }
    if (stored.savedAt > games.lastChangeAt) {
      void keepThisAside('left for a newer game saved in another tab').then((kept) => {
        if (kept) {
          resume(stored);
          say(NEWER_STORED_NOTICE, NEWER_STORED_ALONE_NOTICE);
        } else {
          // No room to keep this tab's game: it stays, and the stored one is kept aside when it is written.
          void games.keepOurs(stored, 'replaced by a game from another tab while the disk was full');
          say(OURS_NEWER_NOTICE, OURS_NEWER_ALONE_NOTICE);
        }
      });
    } else {
      void games.keepOurs(stored, 'replaced by a newer game from another tab');
      say(OURS_NEWER_NOTICE, OURS_NEWER_ALONE_NOTICE);
    }
  };

  return {
    arrive: async (stored, { link, askLink }) => {
      const resumable = stored !== null && !isWon(currentState(stored.loaded.game));
      if (!resumable) {
        await games.startSaving();
        return;
      }
      if (!controller.inProgress) {
        resume(stored);
        await games.startSaving();
        if (link) askLink();
        return;
      }
      const choice = await ask(stored);
      if (choice === 'stored') {
        await keepThisAside('left for the saved game found at launch');
        resume(stored);
      } else {
        void games.keepOurs(stored, 'left for the game played while storage was slow');
      }
      await games.startSaving();
    },
  };
}
