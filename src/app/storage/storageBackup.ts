/**
 * A second copy of the game in progress, the settings and the statistics, in localStorage, for the one fault that
 * IndexedDB does not survive by itself. A write cut short by a full disk leaves a torn record in
 * Chromium's IndexedDB log; once there is room, later writes land after it, and at the browser's next
 * start Chromium finds the log damaged and deletes the origin's whole database (seen on a real full
 * disk: "IndexedDB recovering from a corrupted (and deleted) database"). The copy is kept current
 * (Persistence.writeBackup: after every save, every statistics write that lands, and when the player
 * leaves), healthy storage or not: a full disk refuses the database's writes, and a browser ended
 * without the page being left finds no other copy. It is read back only when launch finds the
 * database made anew: then whatever the database lacks is put back from it. Clearing site data clears
 * this copy too, so a player's own "clear" stays a clear.
 */
import type { NoteStore } from '../clock/clockNote';

export const BACKUP_KEY = 'klondike:backup';

export interface StorageBackup {
  /** The stored records to put back (game, settings, stats, stats:counted, stats:daily), by key. */
  readonly records: Readonly<Record<string, unknown>>;
  /** When it was written (Date.now()). */
  readonly at: number;
}

/** Writes the copy; never throws (localStorage may be full or forbidden: the database remains). */
export function writeBackup(store: NoteStore | null, records: Readonly<Record<string, unknown>>, at = Date.now()): void {
  try {
    store?.setItem(BACKUP_KEY, JSON.stringify({ records, at }));
  } catch {
    // Nothing to do: the copy is a second line of defence.
  }
}

/**
 * The copy, or null when there is none or it is not one. Its records are untrusted as any stored
 * record is: they go back into the database, where the launch checks each of them as usual.
 */
export function readBackup(store: NoteStore | null): StorageBackup | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(BACKUP_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { records, at } = parsed as { records?: unknown; at?: unknown };
    if (typeof records !== 'object' || records === null || Array.isArray(records) || typeof at !== 'number') return null;
    return { records: records as Record<string, unknown>, at };
  } catch {
    return null;
  }
}
