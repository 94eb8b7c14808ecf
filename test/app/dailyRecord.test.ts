/** Daily dates (the local date decides) and the daily record's streaks across month and year ends. */
import { afterEach, describe, expect, test } from 'vitest';
import { addDays, dayNumber, formatDailyDate, localDate, parseDailyDate } from '../../src/app/daily/dailyDate';
import { dailyDeal } from '../../src/app/daily/dailyDeal';
import { dailyStreaks, recordDailyWin, type DailyWins } from '../../src/app/daily/dailyRecord';

/** Wins on these days, each in 1:00 and 100 moves. */
const wonOn = (...dates: string[]): DailyWins => dates.reduce<DailyWins>((wins, date) => recordDailyWin(wins, date, 60_000, 100), {});

describe('daily dates', () => {
  test('read only real dates written YYYY-MM-DD', () => {
    for (const good of ['2026-11-27', '2028-02-29', '2026-12-31']) expect(parseDailyDate(good)).toEqual({ ok: true, value: good });
    for (const bad of ['2026-02-29', '2026-13-01', '2026-11-31', '2026-1-5', '27/11/2026', '2026-11-27T00:00', '', '0999-01-01', '２０２６-11-27']) {
      expect(parseDailyDate(bad).ok, bad).toBe(false);
    }
  });

  test('count days across month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(dayNumber('2027-01-01') - dayNumber('2026-01-01')).toBe(365);
    expect(formatDailyDate('2026-11-27')).toBe('27 Nov 2026');
  });
});

describe('the local date decides', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  test('one instant is a different day, and so a different deal, in Auckland and in Los Angeles', () => {
    // 23:30 UTC on 27 November: already the 28th in New Zealand (UTC+13), still the 27th in California (UTC−8).
    const instant = Date.UTC(2026, 10, 27, 23, 30);
    process.env.TZ = 'Pacific/Auckland';
    expect(localDate(new Date(instant))).toBe('2026-11-28');
    process.env.TZ = 'America/Los_Angeles';
    expect(localDate(new Date(instant))).toBe('2026-11-27');
    // Local midnight in Los Angeles is 08:00 UTC: five minutes either side of it are two days.
    expect(localDate(new Date(Date.UTC(2026, 10, 28, 8, 5)))).toBe('2026-11-28');
    expect(localDate(new Date(Date.UTC(2026, 10, 28, 7, 55)))).toBe('2026-11-27');
    expect(dailyDeal('2026-11-28')).not.toBe(dailyDeal('2026-11-27'));
  });
});

describe('the daily record', () => {
  test('keeps each day’s best time and fewest moves, from any of its wins', () => {
    let wins = recordDailyWin({}, '2026-11-27', 200_000, 90);
    wins = recordDailyWin(wins, '2026-11-27', 150_000, 120);
    expect(wins['2026-11-27']).toEqual({ bestTimeMs: 150_000, fewestMoves: 90 });
  });

  test('a streak runs across a month end and a year end', () => {
    expect(dailyStreaks(wonOn('2026-11-29', '2026-11-30', '2026-12-01'), '2026-12-01')).toEqual({ current: 3, best: 3 });
    expect(dailyStreaks(wonOn('2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'), '2027-01-02')).toEqual({ current: 4, best: 4 });
    expect(dailyStreaks(wonOn('2028-02-28', '2028-02-29', '2028-03-01'), '2028-03-01').current).toBe(3);
  });

  test('today still to play keeps yesterday’s streak alive; a missed day ends it', () => {
    const wins = wonOn('2026-11-20', '2026-11-21', '2026-11-22', '2026-11-25', '2026-11-26');
    expect(dailyStreaks(wins, '2026-11-27')).toEqual({ current: 2, best: 3 });
    // 27 November missed: on the 28th the streak is over.
    expect(dailyStreaks(wins, '2026-11-28')).toEqual({ current: 0, best: 3 });
    expect(dailyStreaks({}, '2026-11-28')).toEqual({ current: 0, best: 0 });
  });

  test('a day won twice counts once, and a day after today (the clock set back) is no part of the current streak', () => {
    const twice = recordDailyWin(wonOn('2026-11-26', '2026-11-27'), '2026-11-27', 1000, 60);
    expect(Object.keys(twice)).toHaveLength(2);
    expect(dailyStreaks(twice, '2026-11-27')).toEqual({ current: 2, best: 2 });
    expect(dailyStreaks(wonOn('2026-11-27', '2026-11-28', '2026-11-29'), '2026-11-27')).toEqual({ current: 1, best: 3 });
  });
});
