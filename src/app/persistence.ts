/**
 * What the app keeps, in one place: the storage and its three records (the game in progress, settings,
 * statistics). `load` is the launch's one read: it waits for storage (launch decides how long to wait
 * before it plays on without it), checks every record field by field before use, and never throws,
 * whatever is stored.
 */
import { GameStore, type StoredGame } from './gameStore';
import { DEFAULT_SETTINGS, type Settings } from './settings';
import { SettingsStore } from './settingsStore';
import { StatsStore } from './statsStore';
import type { AppStorage } from './storage';
import type { UnsavedGamesLog } from './unsavedGames';

export interface Stored {
  readonly settings: Settings;
  /** The game to resume, or null (none, or it would not load: the player has been told). */
  readonly saved: StoredGame | null;
}

const UNREADABLE_NOTICE = 'Some saved data could not be read; the game starts without it.';

export class Persistence {
  readonly games: GameStore;
  readonly settings: SettingsStore;
  readonly stats: StatsStore;

  constructor(
    readonly storage: AppStorage, private readonly notice: (text: string) => void, now: () => number = Date.now,
    unsavedGames: UnsavedGamesLog | null = null,
  ) {
    this.games = new GameStore(storage, notice, now);
    this.settings = new SettingsStore(storage, notice);
    this.stats = new StatsStore(storage, notice, now, unsavedGames);
  }

  /** Waits for storage to answer, then reads every record, each checked. Never throws. */
  async load(): Promise<Stored> {
    await this.storage.answered;
    const [settings, saved] = await Promise.all([
      this.guard(this.settings.load(), DEFAULT_SETTINGS),
      this.guard(this.games.load(), null),
      this.guard(this.stats.load(), null),
    ]);
    return { settings, saved };
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
