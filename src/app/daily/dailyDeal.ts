/**
 * Which deal is the daily deal of a date: a pure function of the date and of committed data, the same
 * in every version of the app. Day *i* (counted from FIRST_DAILY_DATE) offers the candidates
 * `mixDeal(i, 0)`, `mixDeal(i, 1)` …; its deal is the first the solver proved winnable under
 * DAILY_RULES, and which one that was is committed in DAILY_SKIPS (written once by
 * scripts/make-daily-deals.ts). So a later, stronger or weaker solver changes no day's deal.
 *
 * `mixDeal` is a bijection on 32-bit numbers, so no two (day, candidate) pairs share a deal: no deal
 * repeats within the DAILY_CYCLE days the list covers (eleven years); after them the list starts over.
 */
import { rulesEqual, type Rules } from '../../engine';
import { DAILY_SKIPS } from './dailyDealSkips';
import { addDays, dayNumber, type DailyDate } from './dailyDate';

/**
 * The one rule set of every daily deal: draw 1, unlimited passes, standard scoring (the `modern`
 * preset's rules, written out so that a change to that preset never changes the daily game).
 */
export const DAILY_RULES: Rules = {
  draw: 1,
  passes: null,
  moves: 'relaxed',
  build: 'alternate',
  empty: 'king',
  fromFoundation: true,
  turn: 'auto',
  undo: 'unlimited',
  scoring: 'standard',
  openingTurn: false,
  style: 'modern',
};

/** The first day with a daily deal; earlier dates have none. */
export const FIRST_DAILY_DATE: DailyDate = '2026-01-01';
/** Days the committed list covers (2026-01-01 … 2036-12-31) before it starts over. */
export const DAILY_CYCLE = 4018;
/** Candidates a day may skip: a skip is one base-32 digit of DAILY_SKIPS. */
export const MAX_CANDIDATES = 32;
/** Fixed forever: it only makes the deals look unrelated to the day numbers. */
const SALT = 0x5eed_2026;

/** A bijection of 32-bit numbers (xor-shift and odd multipliers, each step invertible). */
function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Candidate `candidate` (0 … 31) of day `day` (0 … DAILY_CYCLE − 1). */
export function mixDeal(day: number, candidate: number): number {
  return mix32(((day * MAX_CANDIDATES + candidate) ^ SALT) >>> 0);
}

/** The day's place in the list, or null before FIRST_DAILY_DATE. */
function listIndex(date: DailyDate): number | null {
  const days = dayNumber(date) - dayNumber(FIRST_DAILY_DATE);
  return days < 0 ? null : days % DAILY_CYCLE;
}

/** The daily deal of `date` (a well-formed date), or null before FIRST_DAILY_DATE. */
export function dailyDeal(date: DailyDate): number | null {
  const index = listIndex(date);
  return index === null ? null : mixDeal(index, Number.parseInt(DAILY_SKIPS.charAt(index), MAX_CANDIDATES));
}

/** The date whose daily deal a game of `deal` under `rules` is (as of `today`), or null when it is none. */
export function dailyDateOfGame(rules: Rules, deal: number, today: DailyDate): DailyDate | null {
  return rulesEqual(rules, DAILY_RULES) ? dailyDateOfDeal(deal, today) : null;
}

let dayOfDeal: Map<number, number> | null = null;

/**
 * The latest date up to `today` whose daily deal is `deal`, or null when `deal` is none of them. The
 * caller checks the rules (a daily game is one played under DAILY_RULES).
 */
export function dailyDateOfDeal(deal: number, today: DailyDate): DailyDate | null {
  const todayIndex = listIndex(today);
  if (todayIndex === null) return null;
  if (dayOfDeal === null) {
    dayOfDeal = new Map();
    for (let i = 0; i < DAILY_CYCLE; i++) dayOfDeal.set(mixDeal(i, Number.parseInt(DAILY_SKIPS.charAt(i), MAX_CANDIDATES)), i);
  }
  const index = dayOfDeal.get(deal);
  if (index === undefined) return null;
  // The same deal comes back every DAILY_CYCLE days: the latest of its days not after today.
  const back = (todayIndex - index + DAILY_CYCLE) % DAILY_CYCLE;
  const date = addDays(today, -back);
  return dayNumber(date) < dayNumber(FIRST_DAILY_DATE) ? null : date;
}
