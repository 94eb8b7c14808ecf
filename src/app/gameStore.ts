/**
 * The game in progress, kept in storage after every change and on pagehide, and read back at launch.
 * The record is the engine's save (rules, deal, moves as notation, cursor, clock), rebuilt by replay,
 * so undo and redo survive a restart. A record that will not load is kept aside, never deleted; when
 * there is no room for the copy, the record is left in place and no save is written over it.
 */
import { err, makeSave, parseSave, saveLimitError, type Game, type LoadedGame, type Result, type SaveError } from '../engine';
import type { AppStorage } from './storage';

export const GAME_KEY = 'game';

/** `parseSave` never throws by contract; should a bug break that, the record is still only unreadable. */
function readSave(raw: unknown): Result<LoadedGame, SaveError> {
  try {
    return parseSave(raw);
  } catch {
    return err({ code: 'bad-field', message: 'The saved game could not be read.' });
  }
}

const REPLACED = 'replaced by the game played in another tab or while storage was away';
const TOO_LONG_NOTICE = 'This game has grown too long to be saved: the moves from here on are not kept. Start a new game to save again.';

export class GameStore {
  /**
   * The stored record as this tab last read or wrote it. Before a write that may land on a record
   * this tab has not seen (after a takeover, storage back, a copy that could not be kept aside), a
   * stored record that differs from it is kept aside in the same transaction.
   */
  private known: unknown = undefined;
  private guarded = false;
  /** Why a record found stored at a guarded save is kept aside. */
  private guardReason = REPLACED;
  private toldTooLong = false;

  constructor(private readonly storage: AppStorage, private readonly notice: (text: string) => void) {}

  /** The saved game, checked; null when there is none or it will not load (the player is told why). */
  async load(): Promise<LoadedGame | null> {
    const raw = await this.storage.get(GAME_KEY);
    if (raw === undefined) return null;
    const loaded = readSave(raw);
    if (loaded.ok) {
      this.known = raw;
      return loaded.value;
    }
    const why = loaded.error.message.replace(/\.$/, '');
    if (await this.storage.keepAside(GAME_KEY, raw, loaded.error.message)) {
      this.notice(`The saved game could not be opened (${why}). It has been kept aside and a new game is dealt.`);
    } else {
      // No copy: the record stays where it is, and no save may replace it until a copy is made.
      this.guarded = true;
      this.guardReason = loaded.error.message;
      this.notice(`The saved game could not be opened (${why}). There is no room to keep a copy of it, so it is left as it is and this game is not saved over it.`);
    }
    return null;
  }

  /**
   * Writes the game (`assisted`: Show me played part of it, so that a reload cannot make its win the
   * player's). A game past the bounds a save is read back with is not written: what is written loads.
   */
  save(game: Game, elapsedMs: number, assisted: boolean): Promise<boolean> {
    const record = makeSave(game, elapsedMs, assisted);
    const tooBig = saveLimitError(record);
    if (tooBig !== null) {
      if (!this.toldTooLong) this.notice(TOO_LONG_NOTICE);
      this.toldTooLong = true;
      return Promise.resolve(false);
    }
    this.toldTooLong = false;
    const written = this.guarded
      ? this.storage.update(GAME_KEY, () => record, (old) => (sameRecord(old, this.known) ? null : this.guardReason))
      : this.storage.set(GAME_KEY, record);
    return written.then((done) => {
      if (done) {
        this.known = record;
        this.guarded = false;
        this.guardReason = REPLACED;
      }
      return done;
    });
  }

  /**
   * The next save may land on a record this tab has not seen (another tab saved, or storage was away):
   * whatever is stored then is kept aside first unless it is what this tab last knew.
   */
  guardNextSave(): void {
    this.guarded = true;
  }
}

/** Structured-clone data compared by value (the records are plain JSON-like data). */
function sameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
