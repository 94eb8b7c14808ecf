/**
 * What the app keeps, in one place: the storage and its three records (the game in progress, settings,
 * statistics). `load` is the launch's one read: it waits for storage (launch decides how long to wait
 * before it plays on without it), checks every record field by field before use, and never throws,
 * whatever is stored.
 */
import { CLOCK_NOTE_KEY, type NoteStore } from '../clock/clockNote';
import { GAME_KEY, GameStore, type StoredGame } from './gameStore';
import { readBackup, writeBackup } from './storageBackup';
import { DEFAULT_SETTINGS, type Settings } from '../settings';
import { SETTINGS_KEY, SettingsStore } from './settingsStore';
import { COUNTED_KEY, DAILY_KEY, LOSSES_KEY, STATS_KEY, StatsStore, storedForms } from './statsStore';
import type { AppStorage } from './storage';
import type { UnsavedGamesLog } from './unsavedGames';
import { currentLanguage, t, type MessageKey } from '../../i18n';

export interface Stored {
  readonly settings: Settings;
  /** The game to resume, or null (none, or it would not load: the player has been told). */
  readonly saved: StoredGame | null;
}

/** The launch found the database made anew, no copy to put back, and a note of an earlier visit: said, never silent (the message's key). */
export const LOST_WITHOUT_COPY_NOTICE: MessageKey = 'storage.lost.noCopy';
/** Names what was put back (a copy may hold settings and statistics but no game, say), as the language lists things. */
export function restoredNotice(restored: readonly string[]): string {
  const names = [
    restored.includes(GAME_KEY) ? t('storage.lost.item.game') : null,
    restored.includes(SETTINGS_KEY) ? t('storage.lost.item.settings') : null,
    [STATS_KEY, COUNTED_KEY, DAILY_KEY, LOSSES_KEY].some((key) => restored.includes(key)) ? t('storage.lost.item.statistics') : null,
  ].filter((name) => name !== null);
  const items = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(names);
  return t('storage.lost.restored', { items, count: names.length });
}
/** What the copy holds: the game in progress, the settings, and the statistics with the lists of games they count. */
const BACKUP_KEYS = [GAME_KEY, SETTINGS_KEY, STATS_KEY, COUNTED_KEY, DAILY_KEY, LOSSES_KEY];

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
    // The copy follows the stored statistics: a game counted since it was last written is in it too.
    this.stats.onStored = () => this.writeBackup();
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
    // A first visit has no copy (nor any note), so it never waits for the database's creation to reach the disk.
    if (backup === null && !this.visitedBefore()) return;
    if (!(await this.storage.createdAtLaunch)) return;
    const keys = BACKUP_KEYS.filter((key) => backup?.records[key] !== undefined);
    if (keys.length === 0) {
      this.notice(t(LOST_WITHOUT_COPY_NOTICE));
      return;
    }
    let restored: string[] = [];
    await this.storage.transact(keys, (values) => {
      restored = keys.filter((_, index) => values[index] === undefined);
      return restored.map((key) => [key, backup?.records[key]] as const);
    });
    if (restored.length > 0) this.notice(restoredNotice(restored));
  }

  /** An earlier visit left its clock note on this device (a player's own "clear" clears it with the database). */
  private visitedBefore(): boolean {
    try {
      return this.backupStore?.getItem(CLOCK_NOTE_KEY) != null;
    } catch {
      return false;
    }
  }

  /**
   * The copy of the records for `restoreLostRecords` (see storageBackup), kept current: after every
   * save of the game (`game`, the record just made), every write of the statistics that lands, and
   * when the player leaves the page; healthy storage or not, since the copy is what a full disk leaves.
   * Without `game` (a tab that does not save the game), the copy keeps the game it holds.
   */
  writeBackup(records: { game?: unknown } = {}): void {
    // Each part not known yet (not read at this launch) is kept as the copy holds it.
    const figures = this.stats.storedFigures();
    const stats = figures === null ? null : storedForms(figures);
    const complete = records.game !== undefined && this.settings.hasRead && stats !== null;
    const copy = complete ? {} : (readBackup(this.backupStore)?.records ?? {});
    writeBackup(this.backupStore, {
      [GAME_KEY]: records.game ?? copy[GAME_KEY],
      [SETTINGS_KEY]: this.settings.hasRead ? this.settings.stored() : copy[SETTINGS_KEY],
      [STATS_KEY]: stats === null ? copy[STATS_KEY] : stats.figures,
      [COUNTED_KEY]: stats === null ? copy[COUNTED_KEY] : this.stats.counted(),
      [DAILY_KEY]: stats === null ? copy[DAILY_KEY] : stats.daily,
      [LOSSES_KEY]: stats === null ? copy[LOSSES_KEY] : this.stats.losses(),
    });
  }

  /** Each loader checks its record and never throws; should one still fail, the app starts without it. */
  private async guard<T>(loading: Promise<T>, fallback: T): Promise<T> {
    try {
      return await loading;
    } catch {
      this.notice(t('storage.unreadable'));
      return fallback;
    }
  }
}
