/**
 * The game in progress, kept in storage after every change and read back at launch. The record is the
 * engine's save (rules, deal, moves as notation, cursor, clock), rebuilt by replay, so undo and redo
 * survive a restart; the app adds when it was saved and which game it is (`savedAt`, `gameId`).
 *
 * Never written over what this tab has not read: every save is a compare-and-swap in one transaction.
 * It lands only when the stored record is the one this tab last read or wrote (or there is none, or
 * it is unreadable: then it is kept aside in the same transaction). Anything else was written by
 * another tab, or stored before a slow open answered: the save is held and `onConflict` decides.
 */
import { err, makeSave, ok, parseSave, saveLimitError, type Game, type LoadedGame, type Result, type SaveError, type SaveFile } from '../../engine';
import type { AppStorage } from './storage';
import { t } from '../../i18n';
import { saveErrorReason } from './saveErrorReason';

export const GAME_KEY = 'game';
/** Copies of games kept aside live under `aside:game:<time>`. */
export const EARLIER_GAME_PREFIX = `aside:${GAME_KEY}:`;

/** The stored record: the engine's save, and the app's two fields (absent from records of older versions). */
export interface GameRecord extends SaveFile {
  /** When it was written (Date.now()): the newer of two games wins. */
  readonly savedAt?: number;
  /** Which game this is: the statistics count a game once, however many tabs finish it. */
  readonly gameId?: string;
}

/** A stored game, read and checked. */
export interface StoredGame {
  readonly loaded: LoadedGame;
  readonly savedAt: number;
  readonly gameId: string | null;
  readonly record: unknown;
}

/**
 * A stored record as a game, or why it does not load. `parseSave` never throws by contract; should a
 * bug break that, the record is still only unreadable.
 */
export function parseStoredGame(raw: unknown): Result<StoredGame, SaveError> {
  let loaded: Result<LoadedGame, SaveError>;
  try {
    loaded = parseSave(raw);
  } catch {
    return err({ code: 'bad-field', message: 'The saved game could not be read.' });
  }
  if (!loaded.ok) return loaded;
  const { savedAt, gameId } = raw as { savedAt?: unknown; gameId?: unknown };
  return ok({
    loaded: loaded.value,
    savedAt: typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : 0,
    gameId: typeof gameId === 'string' && gameId.length <= 64 ? gameId : null,
    record: raw,
  });
}

/**
 * A stored value as text, for comparing records; null when it has none. Every raw record this store
 * compares (the one it read, one another tab wrote) goes through here: IndexedDB keeps cycles and
 * values JSON cannot write (a BigInt: then it has no text), and a record whose `rules` refer back to themselves must not make a save
 * throw (it did, at every launch, before anything else was saved).
 */
function recordText(value: unknown): string | null {
  // An object met again (a cycle, a shared part) is written as a mark: two copies of one record still read the same.
  const seen = new WeakSet<object>();
  try {
    return (
      JSON.stringify(value, (_key, part: unknown) => {
        if (typeof part !== 'object' || part === null) return part;
        if (seen.has(part)) return '[seen]';
        seen.add(part);
        return part;
      }) ?? null
    );
  } catch {
    return null;
  }
}

/** The same stored record: by its stamp when both have one, else by value. */
function sameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const [x, y] = [a as Partial<GameRecord>, b as Partial<GameRecord>];
  if (typeof x.savedAt === 'number' && typeof y.savedAt === 'number') return x.savedAt === y.savedAt && x.gameId === y.gameId;
  const text = recordText(a);
  return text !== null && text === recordText(b);
}

/** The same game at the same point of its history (the clock and stamps aside); a record with no text is no game. */
export function sameGame(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const table = (r: Partial<GameRecord>): string | null => recordText([r.rules, r.deal, r.bank, r.moves, r.cursor, r.scoringStopsAt, r.undoLocked]);
  const text = table(a);
  return text !== null && text === table(b);
}

const REPLACED = 'set aside for another game';
/** How many of the records it sent a tab remembers as its own. */
const SENT_KEPT = 8;

export class GameStore {
  /** The stored record as this tab last read or wrote it (undefined: none seen). */
  private known: unknown = undefined;
  /** Saves wait until launch has read the stored game and decided what to play. */
  private saving = false;
  /** The last record asked to be written and not yet written. */
  private unsaved: GameRecord | null = null;
  /** The record to keep aside at the next save, with the reason (the player chose the other game). */
  private asideNext: { record: unknown; reason: string } | null = null;
  /** A stored record this tab did not know is waiting for `onConflict`'s decision: nothing is written meanwhile. */
  private conflicted = false;
  private toldTooLong = false;
  /** The record of this tab's game as the last save made it (written or not): the copy in storageBackup holds it. */
  private made: GameRecord | null = null;
  private lastChange = 0;
  /**
   * The records this tab sent to be written, newest last (a few): a write the browser reported failed
   * may have landed all the same (seen on a full disk), and the record found next is then this tab's
   * own, not a game another tab saved.
   */
  private sent: GameRecord[] = [];
  /** Waiting for a game (by id) to be safe in storage: written as the game, or kept aside. */
  private writtenWaiters: { readonly gameId: string; readonly resolve: () => void }[] = [];
  /** Decides about a stored game this tab has not seen (adopt it, or keep this tab's). */
  onConflict: (stored: StoredGame) => void = () => {};
  /** May this tab write (it owns the save)? */
  mayWrite: () => boolean = () => true;

  constructor(
    private readonly storage: AppStorage,
    private readonly notice: (text: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The saved game, checked; null when there is none or it will not load (the player is told why). */
  async load(): Promise<StoredGame | null> {
    const raw = await this.storage.get(GAME_KEY);
    if (raw === undefined) return null;
    const stored = parseStoredGame(raw);
    if (stored.ok) {
      this.known = raw;
      return stored.value;
    }
    const message = stored.error.message;
    const reason = saveErrorReason(stored.error);
    if (await this.storage.keepAside(GAME_KEY, raw, message)) {
      // Its copy is safe: the record may be replaced.
      this.known = raw;
      this.notice(t('storage.game.keptAside', { reason }));
    } else {
      // No copy: the record stays where it is, and no save replaces it until a copy is made.
      this.notice(t('storage.game.notKept', { reason }));
    }
    return null;
  }

  /** Launch has read the stored game and chosen what to play: saves may go from now on. */
  startSaving(): Promise<boolean> {
    this.saving = true;
    return this.flush();
  }

  /** When this tab's game last changed (Date.now()), for "the newer game wins". */
  get lastChangeAt(): number {
    return this.lastChange;
  }

  /**
   * This tab's game as its last save made it, written or not; null before the first save and until
   * launch has decided what to play (a stand-in dealt while storage was slow is no game to keep a copy of).
   */
  get lastMade(): GameRecord | null {
    return this.saving ? this.made : null;
  }

  /** The stamp of the last record this tab made (the save just asked for): the clock note names its attempt by it. */
  get stampedAt(): number {
    return this.lastStamp;
  }

  /** Has this tab's game moved on from the stored record it last read or wrote? */
  movedOnFrom(stored: unknown = this.known): boolean {
    return this.unsaved !== null && !sameGame(this.unsaved, stored);
  }

  /**
   * Writes the game (`assisted`: Show me played part of it, so that a reload cannot make its win the
   * player's). A game past the bounds a save is read back with is not written: what is written loads.
   */
  save(game: Game, elapsedMs: number, assisted: boolean, gameId: string): Promise<boolean> {
    const record = this.record(game, elapsedMs, assisted, gameId);
    const tooBig = saveLimitError(record);
    if (tooBig !== null) {
      if (!this.toldTooLong) this.notice(t('storage.game.tooLong'));
      this.toldTooLong = true;
      return Promise.resolve(false);
    }
    this.toldTooLong = false;
    this.made = record;
    // A save of the clock alone (every few seconds while it runs) is no change of the game.
    if (!sameGame(this.unsaved ?? this.known, record)) this.lastChange = record.savedAt ?? 0;
    this.unsaved = record;
    return this.flush();
  }

  /**
   * Writes what is not yet written (storage back, this tab taking the save over). False only when
   * storage failed to take it; a record this tab may not write yet waits, and counts as no failure.
   */
  flush(): Promise<boolean> {
    if (this.unsaved === null) return Promise.resolve(true);
    // Not this tab's to write now (launch undecided, another tab's game to settle, another tab saving):
    // nothing has failed, and the record waits.
    if (!this.saving || this.conflicted || !this.mayWrite()) return Promise.resolve(true);
    // What is known, kept aside and written is read when the transaction runs, not now: a save queued
    // behind another must compare with what that one wrote.
    let found: unknown;
    let written: GameRecord | null = null;
    let aside: GameStore['asideNext'] = null;
    return this.storage
      .update(
        GAME_KEY,
        (old) => {
          if (old === undefined || this.knows(old) || !parseStoredGame(old).ok) {
            written = this.unsaved;
            if (written !== null) this.sent = [...this.sent, written].slice(-SENT_KEPT);
            return written ?? old;
          }
          // Written by someone else since this tab read it: left as it is until `onConflict` decides.
          found = old;
          return old;
        },
        (old) => {
          if (this.asideNext !== null && sameRecord(old, this.asideNext.record)) {
            aside = this.asideNext;
            return aside.reason;
          }
          if (this.knows(old)) return null;
          const stored = parseStoredGame(old);
          return stored.ok ? null : stored.error.message;
        },
      )
      .then((done) => {
        if (!done) return false;
        if (found !== undefined) {
          const stored = parseStoredGame(found);
          if (stored.ok && !this.conflicted) {
            this.conflicted = true;
            this.onConflict(stored.value);
          }
          return true;
        }
        if (aside !== null && this.asideNext === aside) this.asideNext = null;
        if (written !== null) {
          this.known = written;
          if (this.unsaved === written) this.unsaved = null;
          this.wasWritten((written as GameRecord).gameId);
        }
        return true;
      });
  }

  /** Is `stored` the record this tab last read or wrote, or one it sent whose write was reported failed? */
  private knows(stored: unknown): boolean {
    return sameRecord(stored, this.known) || this.sent.some((record) => sameRecord(stored, record));
  }

  /** The conflict is settled in favour of the stored game: this tab now knows it (and will show it). */
  adopt(stored: StoredGame): void {
    this.known = stored.record;
    this.unsaved = null;
    this.conflicted = false;
  }

  /** The conflict is settled in favour of this tab's game: the stored one is kept aside by the next save. */
  keepOurs(stored: StoredGame, reason = REPLACED): Promise<boolean> {
    this.known = stored.record;
    this.asideNext = { record: stored.record, reason };
    this.conflicted = false;
    return this.flush();
  }

  /** Keeps a game aside (the one the player left for another), so it can be resumed from Earlier games. */
  keepAside(game: Game, elapsedMs: number, assisted: boolean, gameId: string, reason = REPLACED): Promise<boolean> {
    const record = this.record(game, elapsedMs, assisted, gameId);
    return this.storage.keepAside(GAME_KEY, record, reason).then((kept) => {
      if (kept) this.wasWritten(gameId);
      return kept;
    });
  }

  /**
   * Resolves once the game `gameId` is safe in storage from now on: written as the saved game, or kept
   * aside (a tab that does not own the save writes it only when it takes the save over; never, if it
   * closes first). An earlier game resumed is deleted from the list only then.
   */
  whenWritten(gameId: string): Promise<void> {
    return new Promise((resolve) => this.writtenWaiters.push({ gameId, resolve }));
  }

  private wasWritten(gameId: string | undefined): void {
    const done = this.writtenWaiters.filter((waiter) => waiter.gameId === gameId);
    this.writtenWaiters = this.writtenWaiters.filter((waiter) => waiter.gameId !== gameId);
    for (const waiter of done) waiter.resolve();
  }

  /** The record of `game` as this tab writes it, newly stamped. */
  private record(game: Game, elapsedMs: number, assisted: boolean, gameId: string): GameRecord {
    return { ...makeSave(game, elapsedMs, assisted), savedAt: this.stamp(), gameId };
  }

  /** Stamps strictly increase within a tab, so two saves in one millisecond are still told apart. */
  private stamp(): number {
    const at = Math.max(this.now(), this.lastStamp + 1);
    this.lastStamp = at;
    return at;
  }

  private lastStamp = 0;
}
