/**
 * Calendar dates of the daily deal, as `YYYY-MM-DD` strings (what `?daily=` and the record use). The
 * player's local date decides which day it is: `localDate` reads the clock's local fields, never UTC.
 * Day arithmetic goes through day numbers (days since 1970-01-01), so month and year ends and leap
 * days need no special case.
 */
import { echo, err, ok, type Result } from '../../engine';

/** `2026-11-27`: a real calendar date, zero-padded. */
export type DailyDate = string;

const MS_PER_DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

function fromParts(year: number, month: number, day: number): DailyDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The date on the player's calendar at `now` (local time: the time zone decides, not UTC). */
export function localDate(now: Date): DailyDate {
  return fromParts(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Reads `YYYY-MM-DD`; refused unless it is a real date (no 2026-02-30) from year 1000 to 9999. */
export function parseDailyDate(text: string): Result<DailyDate, string> {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  const refused = err(`${echo(text)} is not a date (YYYY-MM-DD)`);
  if (match === null) return refused;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > 31) return refused;
  // Date.UTC rolls an impossible day over into the next month: a round trip shows it.
  return dateOfDayNumber(dayNumber(fromParts(year, month, day))) === text ? ok(text) : refused;
}

/** Days since 1970-01-01 (negative before it); `date` must be well formed. */
export function dayNumber(date: DailyDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function dateOfDayNumber(days: number): DailyDate {
  const at = new Date(days * MS_PER_DAY);
  return fromParts(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

export function addDays(date: DailyDate, days: number): DailyDate {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** "27 Nov 2026": the date as the player reads it (share text, notices, the calendar). */
export function formatDailyDate(date: DailyDate): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]!} ${year}`;
}
