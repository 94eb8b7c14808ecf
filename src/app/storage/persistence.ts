/**
 * What the app keeps, in one place: the storage and its three records (the game in progress, settings,
 * statistics). `load` is the launch's one read: it waits for storage (launch decides how long to wait
 * before it plays on without it), checks every record field by field before use, and never throws,
 * whatever is stored.
 */
import type { NoteStore } from '../clock/clockNote';
import { GAME_KEY, GameStore, type StoredGame } from './gameStore';
import { readBackup, writeBackup } from './storageBackup';
import { DEFAULT_SETTINGS, type Settings } from '../settings';
import { SETTINGS_KEY, SettingsStore } from './settingsStore';
import { COUNTED_KEY, DAILY_KEY, STATS_KEY, StatsStore, storedForms } from './statsStore';
import type { AppStorage } from './storage';
import type { UnsavedGamesLog } from './unsavedGames';

export interface Stored {
  readonly settings: Settings;
  /** The game to resume, or null (none, or it would not load: the player has been told). */
  readonly saved: StoredGame | null;
}

const UNREADABLE_NOTICE = 'Some saved data could not be read; the game starts without it.';
const RESTORED_NOTICE =
  "The browser had lost this app's saved data (it deletes storage it finds damaged, which a full disk can cause). Your game and statistics were put back from the copy kept on this device.";
/** What the copy holds: the game in progress, the settings, and the statistics with the list of games they count. */
const BACKUP_KEYS = [GAME_KEY, SETTINGS_KEY, STATS_KEY, COUNTED_KEY, DAILY_KEY];

export class Persistence {
  readonly games: GameStore;
  readonly settings: SettingsStore;
  readonly stats: StatsStore;

  constructor(
    readonly storage: AppStorage,
    private readonly notice: (text: string) => void,
    now: () => number = Date.now,
    unsavedGames: UnsavedGamesLog | null = null,
    private readonly backupStore: NoteStore | null = null,
  ) {
    this.games = new GameStore(storage, notice, now);
    this.settings = new SettingsStore(storage, notice);
    this.stats = new StatsStore(storage, notice, now, unsavedGames);
  }

  /**
   * Waits for storage to answer, then reads every record, each checked. Never throws. A database made
   * anew while a copy of its records exists (the browser deleted a damaged one) gets them back first.
   */
  async load(): Promise<Stored> {
    await this.storage.answered;
    await this.restoreLostRecords();
    const [settings, saved] = await Promise.all([
      this.guard(this.settings.load(), DEFAULT_SETTINGS),
      this.guard(this.games.load(), null),
      this.guard(this.stats.load(), null),
    ]);
    return { settings, saved };
  }

  private async restoreLostRecords(): Promise<void> {
    const backup = readBackup(this.backupStore);
    // A first visit has no copy, so it never waits for the database's creation to reach the disk.
    if (backup === null || !(await this.storage.createdAtLaunch)) return;
    const keys = BACKUP_KEYS.filter((key) => backup.records[key] !== undefined);
    if (keys.length === 0) return;
    let restored = false;
    await this.storage.transact(keys, (values) => {
      const missing = keys.filter((_, index) => values[index] === undefined);
      restored = missing.length > 0;
      return missing.map((key) => [key, backup.records[key]] as const);
    });
    if (restored) this.notice(RESTORED_NOTICE);
  }

  /** The copy of the records for `restoreLostRecords`, written when the player leaves the page (see storageBackup). */
  writeBackup(records: { game: unknown }): void {
    if (!this.storage.healthy) return;
    const stats = storedForms(this.stats.current());
    writeBackup(this.backupStore, {
      [GAME_KEY]: records.game,
      [SETTINGS_KEY]: this.settings.stored(),
      [STATS_KEY]: stats.figures,
      [COUNTED_KEY]: this.stats.counted(),
      [DAILY_KEY]: stats.daily,
    });
  }

  /** Each loader checks its record and never throws; should one still fail, the app starts without it. */
  private async guard<T>(loading: Promise<T>, fallback: T): Promise<T> {
    try {
      return await loading;
    } catch {
      this.notice(UNREADABLE_NOTICE);
      return fallback;
    }
  }
}
