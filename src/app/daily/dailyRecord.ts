/**
 * The daily record: each day whose daily deal was won, with that day's best time and fewest moves
 * (from any of its wins). A day counts once its deal is won, whenever that is (a past day's deal
 * played later fills its day). Streaks are derived from the days, never stored, so they cannot
 * disagree with them: consecutive days won, the current one alive until a whole day passes unwon.
 */
import { dayNumber, type DailyDate } from './dailyDate';

export interface DayBest {
  readonly bestTimeMs: number;
  readonly fewestMoves: number;
}

/** Days won, by date. */
export type DailyWins = Readonly<Record<DailyDate, DayBest>>;

export function recordDailyWin(wins: DailyWins, date: DailyDate, ms: number, moves: number): DailyWins {
  const before = Object.hasOwn(wins, date) ? wins[date] : undefined;
  const best: DayBest =
    before === undefined
      ? { bestTimeMs: ms, fewestMoves: moves }
      : { bestTimeMs: Math.min(before.bestTimeMs, ms), fewestMoves: Math.min(before.fewestMoves, moves) };
  return { ...wins, [date]: best };
}

export interface DailyStreaks {
  /** Consecutive days won up to today, or up to yesterday while today is still to play. */
  readonly current: number;
  readonly best: number;
}

export function dailyStreaks(wins: DailyWins, today: DailyDate): DailyStreaks {
  const days = [...new Set(Object.keys(wins).map(dayNumber))].sort((a, b) => a - b);
  const now = dayNumber(today);
  let best = 0;
  let run = 0;
  let current = 0;
  for (const [i, day] of days.entries()) {
    run = i > 0 && day === days[i - 1]! + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    // A day after today (the clock set back) is no part of the current streak.
    if (day === now || day === now - 1) current = run;
  }
  return { current, best };
}
