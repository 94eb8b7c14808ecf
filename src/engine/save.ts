/**
 * Saves: a small versioned record rebuilt by replay, so undo and redo survive a restart.
 * `parseSave` takes anything (a file, an IndexedDB record) and never throws: malformed, hostile or
 * newer-version input comes back as an error with a reason a player can read.
 */
import { isDealNumber } from './deal';
import { currentState, newGame, replayGame, type EntryKind, type Game, type HistoryEntry } from './game';
import { echo } from './echo';
import { applyMove, type IllegalMove, type Move } from './moves';
import { makeMovesNotation, parseMove, splitMoves } from './notation';
import { err, ok, type Result } from './result';
import { styleOfOldRecord } from './presets';
import { describeRulesError, parseRules } from './rules';
import { scoringOf } from './scoring';
import type { GameState } from './state';

export const SAVE_FORMAT = 'klondike-save';
export const SAVE_VERSION = 1;
/** Bounds that keep a hostile record from costing much: far beyond any real game. */
export const MAX_SAVE_TEXT = 1_000_000;
export const MAX_ENTRIES = 20_000;
export const MAX_ENTRY_TEXT = 20_000;
/** The game clock a save holds is bounded: 99:59:59 (the clock shows hours, minutes and seconds). */
export const MAX_ELAPSED_MS = 359_999_000;

/** A clock value as saved: whole milliseconds within 0…MAX_ELAPSED_MS (anything else reads as 0). */
export function boundElapsed(ms: number): number {
  return Number.isFinite(ms) ? Math.min(MAX_ELAPSED_MS, Math.max(0, Math.round(ms))) : 0;
}

export interface SaveEntry {
  readonly kind: EntryKind;
  readonly notation: string;
}

export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly rules: Game['rules'];
  readonly deal: number;
  readonly bank: number;
  readonly moves: readonly SaveEntry[];
  readonly cursor: number;
  /** Milliseconds on the game clock (the engine has no clock; the app passes it through). */
  readonly elapsed: number;
  readonly scoringStopsAt: number | null;
  readonly undoLocked: boolean;
  /**
   * Show me played part of this game, so a win is not the player's (passed through for the app, as
   * `elapsed` is). Absent from saves written before it existed: false.
   */
  readonly assisted?: boolean;
}

export type SaveErrorCode = 'not-json' | 'too-large' | 'not-a-save' | 'newer-version' | 'bad-field' | 'forbidden-key' | 'illegal-move';

export interface SaveError {
  readonly code: SaveErrorCode;
  /** Plain words for the player. */
  readonly message: string;
}

export interface LoadedGame {
  readonly game: Game;
  readonly elapsed: number;
  readonly assisted: boolean;
}

const ENTRY_KINDS: readonly EntryKind[] = ['move', 'auto', 'finish'];
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Makes the save record of a game; `elapsed` is the game clock in milliseconds (bounded, as `parseSave` reads it). */
export function makeSave(game: Game, elapsed = 0, assisted = false): SaveFile {
  const moves: SaveEntry[] = [];
  let state: GameState = game.states[0]!;
  for (const entry of game.history) {
    moves.push({ kind: entry.kind, notation: makeMovesNotation(entry.moves, state, game.rules) });
    state = applyEntryUnscored(state, entry.moves, game);
  }
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    rules: game.rules,
    deal: game.deal,
    bank: game.bank,
    moves,
    cursor: game.cursor,
    elapsed: boundElapsed(elapsed),
    scoringStopsAt: game.scoringStopsAt,
    undoLocked: game.undoLocked,
    assisted,
  };
}

/** Positions only matter to notation, not scores, so entries past the cursor are replayed unscored. */
function applyEntryUnscored(state: GameState, moves: readonly Move[], game: Game): GameState {
  let current = state;
  for (const move of moves) {
    const applied = applyMove(current, move, game.rules, false);
    if (!applied.ok) throw new Error('broken invariant: a history entry no longer applies');
    current = applied.value.state;
  }
  return current;
}

const fail = (code: SaveErrorCode, message: string) => err<SaveError>({ code, message });

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Looks through every record a save holds (the fields read are at most three levels deep). */
function hasForbiddenKey(value: unknown, depth = 0): boolean {
  if (depth > 3 || typeof value !== 'object' || value === null) return false;
  return Object.keys(value).some((k) => FORBIDDEN_KEYS.includes(k)) || Object.values(value).some((v) => hasForbiddenKey(v, depth + 1));
}

/**
 * Why a save would not be read back (too many entries, an entry too long), or null: checked before a
 * save is written, with the very bounds `parseSave` reads with, so that what is written always loads.
 */
export function saveLimitError(save: SaveFile): SaveError | null {
  if (save.moves.length > MAX_ENTRIES) return TOO_MANY_ENTRIES;
  if (save.moves.some((entry) => entry.notation.length > MAX_ENTRY_TEXT)) return ENTRY_TOO_LONG;
  return null;
}

/** The save as file text, or why it would be too large to load back (`parseSaveText`'s bound). */
export function makeSaveText(save: SaveFile): Result<string, SaveError> {
  const limit = saveLimitError(save);
  if (limit !== null) return err(limit);
  // Readable when it fits; compact when the readable form would not.
  const pretty = JSON.stringify(save, null, 1);
  const text = pretty.length <= MAX_SAVE_TEXT ? pretty : JSON.stringify(save);
  return text.length <= MAX_SAVE_TEXT ? ok(text) : err(TOO_LARGE_TEXT);
}

const TOO_MANY_ENTRIES: SaveError = { code: 'too-large', message: 'The saved game has far more moves than any real game.' };
const ENTRY_TOO_LONG: SaveError = { code: 'too-large', message: "An entry of the saved game's move list is far too long." };
const TOO_LARGE_TEXT: SaveError = { code: 'too-large', message: 'The file is far too large to be a saved game.' };

/** Parses save text (a file's contents): size-checked, then `parseSave`. */
export function parseSaveText(text: string): Result<LoadedGame, SaveError> {
  if (text.length > MAX_SAVE_TEXT) return err(TOO_LARGE_TEXT);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('not-json', 'The file is not a saved game (it is not JSON).');
  }
  return parseSave(json);
}

/** Checks an untrusted save record and rebuilds the game it describes by replaying its moves. */
export function parseSave(json: unknown): Result<LoadedGame, SaveError> {
  if (!isPlainRecord(json) || json.format !== SAVE_FORMAT) return fail('not-a-save', 'This is not a saved Klondike game.');
  const { version } = json;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return fail('bad-field', 'The saved game has no valid version number.');
  if (version > SAVE_VERSION) return fail('newer-version', 'This game was saved by a newer version of the app: update the app to open it.');

  const { moves, cursor, elapsed } = json;
  if (!Array.isArray(moves)) return fail('bad-field', 'The saved game has no move list.');
  if (moves.length > MAX_ENTRIES) return err(TOO_MANY_ENTRIES);
  // After the size check, so that looking through the record stays cheap.
  if (hasForbiddenKey(json)) return fail('forbidden-key', 'The saved game contains keys that are not allowed.');

  const rules = parseRules(json.rules, styleOfOldRecord);
  if (!rules.ok) return fail('bad-field', `The saved game's rules are not valid: ${describeRulesError(rules.error)}.`);
  if (!isDealNumber(json.deal)) return fail('bad-field', 'The saved game has no valid deal number.');
  const bank = json.bank ?? 0;
  if (typeof bank !== 'number' || !Number.isSafeInteger(bank) || Math.abs(bank) > 1e9) return fail('bad-field', 'The saved Vegas bank is not a valid amount.');
  if (!Number.isInteger(cursor) || (cursor as number) < 0 || (cursor as number) > moves.length)
    return fail('bad-field', "The saved game's position in its move list is not valid.");
  if (typeof elapsed !== 'number' || !Number.isFinite(elapsed) || elapsed < 0) return fail('bad-field', "The saved game's clock is not valid.");
  const stopsAt = json.scoringStopsAt ?? null;
  // Only a system that stops scoring after an undo can have stopped, and never ahead of the table.
  const canStop = scoringOf(rules.value).stopsAfterUndo;
  if (stopsAt !== null && (!canStop || !Number.isInteger(stopsAt) || (stopsAt as number) < 0 || (stopsAt as number) > (cursor as number))) {
    return fail('bad-field', "The saved game's scoring state is not valid.");
  }
  const undoLocked = json.undoLocked ?? false;
  if (typeof undoLocked !== 'boolean') return fail('bad-field', "The saved game's undo state is not valid.");
  const assisted = json.assisted ?? false;
  if (typeof assisted !== 'boolean') return fail('bad-field', "The saved game's Show me mark is not valid.");

  const base = newGame(rules.value, json.deal, { bank });
  const history = parseHistory(moves, base);
  if (!history.ok) return history;
  const game = replayGame(base, history.value, cursor as number, { scoringStopsAt: stopsAt as number | null, undoLocked });
  if (!game.ok) return fail('illegal-move', `The saved game does not replay: move ${game.error.entry + 1} is illegal.`);
  // A clock past the bound (no real game runs 100 hours) reads as the bound, not as a number of 290 digits.
  return ok({ game: game.value, elapsed: boundElapsed(elapsed), assisted });
}

/** Reads the entries' notation, position by position (`>F` and `3>5` depend on the table). */
function parseHistory(entries: readonly unknown[], base: Game): Result<HistoryEntry[], SaveError> {
  const history: HistoryEntry[] = [];
  let state = currentState(base);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (
      !isPlainRecord(entry) ||
      !ENTRY_KINDS.includes(entry.kind as EntryKind) ||
      typeof entry.notation !== 'string' ||
      entry.notation.length > MAX_ENTRY_TEXT
    ) {
      return fail('bad-field', `Entry ${i + 1} of the saved game's move list is not valid.`);
    }
    const moves: Move[] = [];
    for (const token of splitMoves(entry.notation)) {
      const parsed = parseMove(token, state, base.rules);
      if (!parsed.ok) return illegalToken(token, i, parsed.error);
      const applied = applyMove(state, parsed.value, base.rules, false);
      if (!applied.ok) return illegalToken(token, i, applied.error);
      moves.push(parsed.value);
      state = applied.value.state;
    }
    if (moves.length === 0) return fail('bad-field', `Entry ${i + 1} of the saved game's move list is empty.`);
    history.push({ kind: entry.kind as EntryKind, moves });
  }
  return ok(history);
}

function illegalToken(token: string, entry: number, illegal: IllegalMove): Result<never, SaveError> {
  return fail('illegal-move', `The saved game does not replay: ${echo(token)} in move ${entry + 1} is refused (${illegal.reason})`);
}
