/**
 * Keeping what the player does: the game after every change, finished games in the statistics, and
 * changed settings. Only the tab that owns the save writes the game and statistics; when it takes the
 * save over from a closed tab, or storage comes back after being away, the whole game is written again.
 */
import type { SessionController } from './controller';
import type { Persistence } from './persistence';
import type { Settings } from './settings';
import type { SaveOwnership } from './tabLock';

export const TAKEOVER_NOTICE = 'The other Klondike tab has closed: this one saves its game now.';

export interface Autosave {
  /** Writes the game now (when this tab owns the save); resolves false when it could not be written. */
  save(): Promise<boolean>;
}

export function startAutosave(
  controller: SessionController, persistence: Persistence, ownership: SaveOwnership, notice: (text: string) => void,
): Autosave {
  const { games, stats, storage } = persistence;
  const save = (): Promise<boolean> => (ownership.owns
    ? games.save(controller.game, controller.elapsedMs, controller.assistedByShowMe)
    : Promise.resolve(true));
  controller.events.on('changed', () => void save());
  // A game won, or abandoned after a move of the player's, counts in the statistics (only the saving tab
  // writes them, so two tabs never count one game twice).
  controller.events.on('finished', ({ rules, won, score, moves, elapsedMs }) => {
    if (ownership.owns) void stats.record(rules, { won, score, moves, elapsedMs, at: Date.now() });
  });
  let knownSettings: Settings = controller.settings;
  controller.events.on('settings', (settings) => {
    const change = Object.fromEntries(Object.entries(settings).filter(([key, value]) => knownSettings[key as keyof Settings] !== value));
    knownSettings = settings;
    if (Object.keys(change).length > 0) void persistence.settings.change(change);
  });
  ownership.onTakeOver(() => {
    games.guardNextSave();
    notice(TAKEOVER_NOTICE);
    void save();
  });
  storage.onBack(async () => {
    games.guardNextSave();
    await Promise.all([save(), persistence.settings.rewrite(), ownership.owns ? stats.rewrite() : null]);
  });
  return { save };
}
