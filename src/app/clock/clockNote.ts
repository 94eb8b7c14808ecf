/**
 * The game clock's last reading, kept synchronously when the page goes away. The save on pagehide
 * goes to IndexedDB, whose write Chromium drops when the page unloads before it commits (a reload
 * brought back the clock of the last move: 0:02 for 0:20). localStorage writes at once, so the note
 * survives; at launch it counts only for the very game it was written for (same deal, rules, moves
 * and place in the history), only for the attempt it was written in, and only to move the saved clock
 * forward. The attempt is named by the stamp (`savedAt`) of the save made as the note was written: a
 * Restart comes back to the same positions, and the note of the attempt before it (22.4 s) must not
 * be applied to the save of the attempt after (2.2 s); that save's stamp is later than the note's.
 */
import { makeSave, RULE_KEYS, type Game } from '../../engine';

export const CLOCK_NOTE_KEY = 'klondike:clock';

/** The part of `Storage` the note needs (a fake in tests). */
export interface NoteStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The game at this point of its history, as text: the save record with its clock left out, its rules
 * in one order (a preset's rules and the same rules read back from a save list their keys differently).
 */
function fingerprint(game: Game): string {
  const rules = Object.fromEntries(RULE_KEYS.map((key) => [key, game.rules[key]]));
  return JSON.stringify({ ...makeSave(game, 0, false), rules });
}

/**
 * Writes the note beside the save stamped `savedAt` (the one made as the page is left); never throws
 * (storage may be full or forbidden, and the IndexedDB save remains).
 */
export function writeClockNote(store: NoteStore | null, game: Game, elapsedMs: number, savedAt: number): void {
  try {
    store?.setItem(CLOCK_NOTE_KEY, JSON.stringify({ game: fingerprint(game), elapsed: Math.round(elapsedMs), savedAt }));
  } catch {
    // Nothing to do: the clock then comes back as of the last IndexedDB save.
  }
}

/**
 * The clock to resume `game` with (saved with `elapsedMs`, stamped `savedAt`): the saved clock, or the
 * note's reading when the note was written for this same game, with this save or one after it (the
 * write the page's end cut short), and reads later. A note that is not valid JSON, has no stamp (an
 * older version's: it cannot name its attempt), or not a finite non-negative number, is ignored.
 */
export function readClockNote(store: NoteStore | null, game: Game, elapsedMs: number, savedAt: number): number {
  let note: unknown;
  try {
    note = JSON.parse(store?.getItem(CLOCK_NOTE_KEY) ?? 'null');
  } catch {
    return elapsedMs;
  }
  if (typeof note !== 'object' || note === null) return elapsedMs;
  const { game: written, elapsed, savedAt: noted } = note as { game?: unknown; elapsed?: unknown; savedAt?: unknown };
  if (typeof elapsed !== 'number' || !Number.isFinite(elapsed) || elapsed < 0) return elapsedMs;
  // A save stamped after the note is another attempt's (or a later visit's): its clock stands.
  if (typeof noted !== 'number' || !(noted >= savedAt)) return elapsedMs;
  if (typeof written !== 'string' || written !== fingerprint(game)) return elapsedMs;
  return Math.max(elapsedMs, elapsed);
}

/** `window.localStorage`, or null where merely reading it throws (some private modes). */
export function pageNoteStore(): (NoteStore & { removeItem(key: string): void }) | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
