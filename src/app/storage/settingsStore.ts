/**
 * Settings kept in storage; the URL's values override them for this visit without being written back.
 * The stored record holds only what the player changed. A record that fails its check (not a record at
 * all, or a field of the wrong kind) is kept aside and repaired in one atomic write, so the notice comes
 * once, not at every launch; when there is no room for the copy, the record is left as it is.
 */
import { parseSettings, type Settings } from '../settings';
import type { AppStorage } from './storage';
import { t } from '../../i18n';

export const SETTINGS_KEY = 'settings';

type StoredSettings = Record<string, unknown>;

const isRecord = (value: unknown): value is StoredSettings => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a stored settings record, in the player's words; null when nothing is. */
export function settingsFault(value: unknown): string | null {
  if (!isRecord(value)) return 'they are not a settings record';
  const { dropped } = parseSettings(value);
  return dropped.length > 0 ? `unreadable: ${dropped.join(', ')}` : null;
}

/** The record with its unreadable fields taken out (fields of a later version are left alone). */
function repaired(value: unknown): StoredSettings {
  if (!isRecord(value)) return {};
  const { dropped } = parseSettings(value);
  return Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.includes(key)));
}

export class SettingsStore {
  /** The stored record as this tab knows it (what a cleared database is given back). */
  private known: StoredSettings = {};
  /** The player's changes not yet written (storage full or away). */
  private unsaved: Partial<Settings> = {};
  /** Nothing is written before the stored record has been read in this launch (`load`). */
  private loaded = false;

  constructor(
    private readonly storage: AppStorage,
    private readonly notice: (text: string) => void,
  ) {}

  async load(): Promise<Settings> {
    const raw = await this.storage.get(SETTINGS_KEY);
    this.loaded = true;
    if (raw === undefined) {
      // Changed before launch had read storage (a slow start): written now, over nothing.
      if (Object.keys(this.unsaved).length > 0) await this.write();
      return parseSettings({}).settings;
    }
    const fault = settingsFault(raw);
    const { settings } = parseSettings(isRecord(raw) ? raw : {});
    if (fault === null) {
      this.known = raw as StoredSettings;
      if (Object.keys(this.unsaved).length > 0) await this.write();
      return settings;
    }
    // Which settings: their names as stored (code words, not translated), or all of them.
    const what = isRecord(raw) ? { all: 'no', names: parseSettings(raw).dropped.join(', ') } : { all: 'yes', names: '' };
    let kept = false;
    const written = await this.write(() => {
      kept = true;
    });
    if (kept) this.notice(t('storage.settings.keptAside', what));
    else if (!written) this.notice(t('storage.settings.notKept', what));
    // Written without a copy: another tab repaired the record meanwhile, and nothing of it was lost.
    return settings;
  }

  /** Has this launch read the stored record? (Before, `stored` knows only this session's changes.) */
  get hasRead(): boolean {
    return this.loaded;
  }

  /** The stored record with the changes not yet written (for the copy in storageBackup). */
  stored(): StoredSettings {
    return { ...this.known, ...this.unsaved };
  }

  /** Writes only what the player changed, so a URL override (?back=3) stays a one-visit thing. */
  change(change: Partial<Settings>): Promise<boolean> {
    this.unsaved = { ...this.unsaved, ...change };
    return this.write();
  }

  /** Writes the changes not yet written (storage back after being away). */
  rewrite(): Promise<boolean> {
    return this.write();
  }

  /** One atomic write: a faulty stored record is kept aside and repaired, then the changes go on top. */
  private async write(keptAside?: () => void): Promise<boolean> {
    if (!this.loaded) return true;
    const applying = this.unsaved;
    let next: StoredSettings = {};
    const done = await this.storage.update(
      SETTINGS_KEY,
      (old) => {
        next = { ...(old === undefined ? this.known : repaired(old)), ...applying };
        return next;
      },
      settingsFault,
      keptAside,
    );
    if (done) {
      this.known = next;
      if (this.unsaved === applying) this.unsaved = {};
    }
    return done;
  }
}
