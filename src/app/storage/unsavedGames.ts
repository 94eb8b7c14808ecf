/**
 * Finished games not yet in storage, noted in localStorage (written at once, unlike IndexedDB) so that
 * a page closed while storage was away or full still counts them at the next launch. Each carries its
 * game id, so a game noted here and also written counts once. What is read back is untrusted: an entry
 * that does not check out is dropped, never guessed at.
 */
import { MAX_ELAPSED_MS, parseRules, rulesEqual, styleOfOldRecord, type Rules } from '../../engine';
import { parseDailyDate, type DailyDate } from '../daily/dailyDate';
import { DAILY_RULES, dailyDeal } from '../daily/dailyDeal';
import type { GameResult } from '../stats';
import type { NoteStore } from '../clock/clockNote';

export const UNSAVED_GAMES_KEY = 'klondike:unsaved-games';
/** More than this many unsaved games means something else is wrong: the oldest are let go. */
const LOG_LIMIT = 200;

export interface FinishedGame {
  readonly rules: Rules;
  readonly result: GameResult;
  readonly gameId?: string;
}

export interface UnsavedGamesLog {
  read(): FinishedGame[];
  add(game: FinishedGame): void;
  remove(gameIds: readonly string[]): void;
}

/** No win's clock reads 0:00: the 52 cards take longer than a second to play. */
const MIN_WIN_MS = 1000;
/** The bounds of a score the statistics keep (stats.ts clamps to them). */
const MAX_SCORE = 1e9;

const within = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && value >= min && value <= max;
const whole = (value: unknown, min: number, max: number): value is number => Number.isSafeInteger(value) && within(value, min, max);

/** A daily deal's day is a date that has a daily deal, and the game was played under the daily rules. */
function dailyDay(daily: unknown, rules: Rules): daily is DailyDate {
  return typeof daily === 'string' && parseDailyDate(daily).ok && dailyDeal(daily) !== null && rulesEqual(rules, DAILY_RULES);
}

/**
 * One entry, checked field by field; null when anything is off: a figure no game can make (a win in
 * no time or no moves, a clock past the save's bound; the clock need not be whole milliseconds) or a daily deal's day that has none.
 */
function parseEntry(value: unknown): FinishedGame | null {
  if (typeof value !== 'object' || value === null) return null;
  const { rules, result, gameId } = value as Record<string, unknown>;
  const parsedRules = parseRules(rules, styleOfOldRecord);
  if (!parsedRules.ok || typeof gameId !== 'string' || gameId.length === 0 || gameId.length > 64) return null;
  if (typeof result !== 'object' || result === null) return null;
  const { won, score, moves, elapsedMs, at, daily } = result as Record<string, unknown>;
  if (typeof won !== 'boolean' || !whole(score, -MAX_SCORE, MAX_SCORE) || !whole(at, 0, Number.MAX_SAFE_INTEGER)) return null;
  if (!whole(moves, won ? 1 : 0, Number.MAX_SAFE_INTEGER) || !within(elapsedMs, won ? MIN_WIN_MS : 0, MAX_ELAPSED_MS)) return null;
  // A game is never counted for a day it was not.
  if (daily !== undefined && !dailyDay(daily, parsedRules.value)) return null;
  return { rules: parsedRules.value, result: { won, score, moves, elapsedMs, at, ...(daily === undefined ? {} : { daily }) }, gameId };
}

/** The log in `store` (localStorage in the app); every call is safe when storage throws. */
export function unsavedGamesLog(store: (NoteStore & { removeItem(key: string): void }) | null): UnsavedGamesLog {
  const read = (): FinishedGame[] => {
    try {
      const list: unknown = JSON.parse(store?.getItem(UNSAVED_GAMES_KEY) ?? '[]');
      return Array.isArray(list) ? list.map(parseEntry).filter((entry): entry is FinishedGame => entry !== null) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: readonly FinishedGame[]): void => {
    try {
      if (entries.length === 0) store?.removeItem(UNSAVED_GAMES_KEY);
      else store?.setItem(UNSAVED_GAMES_KEY, JSON.stringify(entries.slice(-LOG_LIMIT)));
    } catch {
      // A full disk refuses this too: the game still counts for as long as the page is open.
    }
  };
  return {
    read,
    add: (game) => write([...read().filter((entry) => entry.gameId !== game.gameId), game]),
    remove: (gameIds) => {
      if (gameIds.length === 0) return;
      const left = read().filter((entry) => entry.gameId === undefined || !gameIds.includes(entry.gameId));
      write(left);
    },
  };
}
