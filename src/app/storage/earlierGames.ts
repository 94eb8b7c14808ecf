/**
 * Earlier games: the games kept aside (a game the player left for another, a stored game that lost to
 * a newer one, a save that would not load), listed newest first, resumable and deletable, and pruned
 * to the newest EARLIER_GAMES_LIMIT so that they never fill the device.
 */
import { currentState } from '../../engine';
import { englishDetail, t, type MessageKey } from '../../i18n';
import type { SessionController } from '../session/controller';
import { EARLIER_GAME_PREFIX, parseStoredGame, type GameStore, type StoredGame } from './gameStore';
import { rulesName } from '../stats';
import type { AppStorage } from './storage';

/** How many earlier games are kept; older ones are deleted when a new one is listed or kept. */
export const EARLIER_GAMES_LIMIT = 20;

/** One earlier game as the list shows it. */
export interface EarlierGame {
  readonly key: string;
  /** When it was kept aside (Date.now()). */
  readonly keptAt: number;
  /** Why, in a few words. */
  readonly reason: string;
  /** The game, or null when it does not load (it can then only be deleted). */
  readonly stored: StoredGame | null;
  /** "Deal 123 · 45 moves · Klondike (draw 1)", or why it does not load. */
  readonly summary: string;
}

function keptAtOf(key: string): number {
  const at = Number(key.slice(EARLIER_GAME_PREFIX.length));
  return Number.isFinite(at) ? at : 0;
}

/**
 * The reasons the app writes when it keeps a game aside, stored in English with the record (the record
 * outlives a change of language): each is shown in the language of the moment. Any other reason (why a
 * save would not load, in the engine's English) is shown as stored in English, as "kept aside" elsewhere.
 */
const REASON_KEYS: Readonly<Record<string, MessageKey>> = {
  'kept aside': 'earlier.reason.keptAside',
  'set aside for another game': 'earlier.reason.setAside',
  'left for an earlier game': 'earlier.reason.forEarlier',
  'left for a newer game saved in another tab': 'earlier.reason.forNewerInTab',
  'replaced by a game from another tab while the disk was full': 'earlier.reason.replacedDiskFull',
  'replaced by a newer game from another tab': 'earlier.reason.replacedByTab',
  'left for the saved game found at launch': 'earlier.reason.forSavedAtLaunch',
  'left for the game played while storage was slow': 'earlier.reason.forSlowStorage',
};

function reasonText(reason: string): string {
  return Object.hasOwn(REASON_KEYS, reason) ? t(REASON_KEYS[reason]!) : englishDetail(reason, () => t('earlier.reason.keptAside'));
}

function describe(key: string, value: unknown): EarlierGame {
  const { reason, value: record } = (typeof value === 'object' && value !== null ? value : {}) as { reason?: unknown; value?: unknown };
  const parsed = parseStoredGame(record);
  const stored = parsed.ok ? parsed.value : null;
  const moves = stored === null ? 0 : currentState(stored.loaded.game).moves;
  return {
    key,
    keptAt: keptAtOf(key),
    reason: reasonText(typeof reason === 'string' ? reason.slice(0, 120) : 'kept aside'),
    stored,
    summary:
      stored === null
        ? t('earlier.doesNotLoad')
        : t('earlier.summary', { deal: String(stored.loaded.game.deal), moves, rules: rulesName(stored.loaded.game.rules) }),
  };
}

export class EarlierGames {
  constructor(
    private readonly storage: AppStorage,
    private readonly limit = EARLIER_GAMES_LIMIT,
  ) {}

  /** Every earlier game, newest first (past the limit, the oldest are deleted first). */
  async list(): Promise<EarlierGame[]> {
    const found = (await this.storage.entries(EARLIER_GAME_PREFIX)).map(([key, value]) => describe(key, value));
    found.sort((a, b) => b.keptAt - a.keptAt);
    await Promise.all(found.slice(this.limit).map((old) => this.storage.del(old.key)));
    return found.slice(0, this.limit);
  }

  /** Deletes the earlier games past the limit (listing does it too). */
  async prune(): Promise<void> {
    await this.list();
  }

  /** Deletes one earlier game; true once it is gone. */
  remove(key: string): Promise<boolean> {
    if (!key.startsWith(EARLIER_GAME_PREFIX)) return Promise.resolve(false);
    return this.storage.del(key);
  }
}

/** One earlier game, as the dialog shows it. */
export interface EarlierGameView {
  readonly key: string;
  readonly summary: string;
  readonly reason: string;
  readonly keptAt: number;
  /** False for a record that does not load: it can only be deleted. */
  readonly playable: boolean;
}

/** What the Earlier games dialog asks of the app. */
export interface EarlierGamesService {
  list(): Promise<readonly EarlierGameView[]>;
  /** Puts the game on the table; resolves false (the player is told why) when it could not. */
  resume(key: string): Promise<boolean>;
  remove(key: string): Promise<boolean>;
}

/** Earlier games for the menu: a game resumed takes the table's place, and the game on the table is kept aside in its turn. */
export function earlierGamesService(
  earlier: EarlierGames,
  controller: SessionController,
  games: GameStore,
  notice: (text: string) => void,
): EarlierGamesService {
  return {
    list: async () =>
      (await earlier.list()).map((game) => ({
        key: game.key,
        summary: game.summary,
        reason: game.reason,
        keptAt: game.keptAt,
        playable: game.stored !== null,
      })),
    resume: async (key) => {
      const game = (await earlier.list()).find((entry) => entry.key === key)?.stored ?? null;
      if (game === null) {
        notice(t('earlier.couldNotOpen'));
        return false;
      }
      // A tab that does not save the game and has not played since it read the stored one holds only a
      // copy of the other tab's game: keeping it aside would list a duplicate.
      const onlyACopy = !games.mayWrite() && !games.movedOnFrom();
      const kept =
        !controller.inProgress ||
        onlyACopy ||
        (await games.keepAside(controller.game, controller.elapsedMs, controller.hadHelp, controller.gameId, 'left for an earlier game'));
      if (!kept) {
        notice(t('earlier.noRoom'));
        return false;
      }
      controller.resumeGame({ game: game.loaded.game, elapsedMs: game.loaded.elapsed, assisted: game.loaded.assisted, gameId: game.gameId });
      // Its record stays listed until the resumed game is safe in storage (saved, or kept aside in its
      // turn): a tab that does not own the save writes it only once it takes the save over.
      void games.whenWritten(controller.gameId).then(() => earlier.remove(key));
      return true;
    },
    remove: (key) => earlier.remove(key),
  };
}
