/**
 * Keeping what the player does: the game after every change, finished games in the statistics, and
 * changed settings. Only the tab that owns the save writes the game; every tab counts the games it
 * finishes (each once, by its id). When this tab takes the save over from a closed tab, or storage
 * comes back after a fault, whatever is not yet written is written, in order, once.
 */
import { localDate } from '../daily/dailyDate';
import { dailyDateOfGame } from '../daily/dailyDeal';
import type { SessionController } from '../session/controller';
import type { Persistence } from './persistence';
import type { Settings } from '../settings';
import type { SaveOwnership } from './tabLock';
import { t, type MessageKey } from '../../i18n';

/** The notice's message key. */
export const TAKEOVER_NOTICE: MessageKey = 'storage.tabs.takeover';

export interface Autosave {
  /** Writes the game now (when this tab owns the save and storage takes it). */
  save(): Promise<boolean>;
  /**
   * Settings read from storage after launch (a slow start), with the URL's on top: shown, and not
   * written back (a URL value stays a one-visit thing; the stored ones are stored already).
   */
  adoptSettings(settings: Settings): void;
}

export function startAutosave(controller: SessionController, persistence: Persistence, ownership: SaveOwnership, notice: (text: string) => void): Autosave {
  const { games, stats, storage } = persistence;
  games.mayWrite = () => ownership.owns;
  const save = (): Promise<boolean> => {
    const saving = games.save(controller.game, controller.elapsedMs, controller.hadHelp, controller.gameId);
    // The copy for a damaged database follows every save, written or not: a full disk refuses the
    // save, and a browser ended without the page being left would find no other copy of the game.
    if (ownership.owns) persistence.writeBackup({ game: games.lastMade ?? undefined });
    return saving;
  };
  controller.events.on('changed', () => void save());
  // A game won, or abandoned after a move of the player's, counts in the statistics, from whichever tab
  // finished it; its id keeps a game two tabs both finished from counting twice.
  // A daily deal's game also names its day (the local date decides which daily deals have come).
  controller.events.on('finished', ({ rules, deal, won, score, moves, elapsedMs, gameId }) => {
    const daily = dailyDateOfGame(rules, deal, localDate(new Date()));
    void stats.record(rules, { won, score, moves, elapsedMs, at: Date.now(), ...(daily === null ? {} : { daily }) }, gameId);
  });
  let knownSettings: Settings = controller.settings;
  controller.events.on('settings', (settings) => {
    const change = Object.fromEntries(Object.entries(settings).filter(([key, value]) => knownSettings[key as keyof Settings] !== value));
    knownSettings = settings;
    if (Object.keys(change).length > 0) void persistence.settings.change(change).then(() => persistence.writeBackup());
  });
  ownership.onTakeOver(() => {
    notice(t(TAKEOVER_NOTICE));
    // The save reads what is stored first: a newer game the closed tab saved is not written over.
    void save();
  });
  storage.onBack(async () => {
    const written = await Promise.all([games.flush(), persistence.settings.rewrite(), stats.rewrite()]);
    return written.every(Boolean);
  });
  return {
    save,
    adoptSettings: (settings) => {
      knownSettings = settings;
      controller.updateSettings(settings);
    },
  };
}
