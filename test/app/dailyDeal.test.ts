/** The deal of the day: fixed for ever (the committed table), distinct over ten years, proven winnable, and the CLI. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { addDays, localDate } from '../../src/app/daily/dailyDate';
import { DAILY_CYCLE, DAILY_RULES, dailyDateOfDeal, dailyDateOfGame, dailyDeal, FIRST_DAILY_DATE } from '../../src/app/daily/dailyDeal';
import { DAILY_SKIPS } from '../../src/app/daily/dailyDealSkips';
import { currentState, makeRuleOptions, newGame, presetById, rulesEqual, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';
import { runCli } from '../../scripts/cli';
import { LONG_TESTS } from '../support/testSize';

const FIXTURE = readFileSync(resolve(import.meta.dirname, '../fixtures/daily-deals.txt'), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => line.split(' ') as [string, string]);

describe('the date → deal mapping', () => {
  test('gives every date of the committed table its committed deal (a change here would change players’ deals)', () => {
    expect(FIXTURE.length).toBeGreaterThan(30);
    for (const [date, deal] of FIXTURE) expect(dailyDeal(date), date).toBe(Number(deal));
  });

  test('the committed list covers every day of the cycle with a candidate', () => {
    expect(DAILY_SKIPS).toMatch(/^[0-9a-v]+$/);
    expect(DAILY_SKIPS).toHaveLength(DAILY_CYCLE);
  });

  test('repeats no deal within ten years of dates, from any start (the cycle is longer than ten years)', () => {
    // Any ten years hold at most 3,653 days: the whole cycle distinct covers every such window.
    expect(DAILY_CYCLE).toBeGreaterThan(3653);
    const deals = new Set<number>();
    for (let day = 0; day < DAILY_CYCLE; day++) deals.add(dailyDeal(addDays(FIRST_DAILY_DATE, day))!);
    expect(deals.size).toBe(DAILY_CYCLE);
    // After the cycle the list starts over: day 0's deal comes back exactly DAILY_CYCLE days later.
    expect(dailyDeal(addDays(FIRST_DAILY_DATE, DAILY_CYCLE))).toBe(dailyDeal(FIRST_DAILY_DATE));
  });

  test('has no deal before the first daily date', () => {
    expect(dailyDeal(addDays(FIRST_DAILY_DATE, -1))).toBeNull();
    expect(dailyDeal('1999-12-31')).toBeNull();
  });

  test('the daily rules are draw 1, unlimited passes, standard scoring: the modern preset’s today', () => {
    expect(DAILY_RULES).toMatchObject({ draw: 1, passes: null, scoring: 'standard' });
    expect(rulesEqual(DAILY_RULES, presetById('modern')!.rules)).toBe(true);
  });
});

describe('which day a game is the deal of', () => {
  test('finds the day of a daily deal up to today, and nothing for other deals, rules, or a day to come', () => {
    const today = '2026-11-27';
    expect(dailyDateOfDeal(dailyDeal('2026-11-20')!, today)).toBe('2026-11-20');
    expect(dailyDateOfGame(DAILY_RULES, dailyDeal(today)!, today)).toBe(today);
    expect(dailyDateOfGame({ ...DAILY_RULES, draw: 3 }, dailyDeal(today)!, today)).toBeNull();
    expect(dailyDateOfDeal(dailyDeal('2026-11-28')!, today)).toBeNull();
    expect(dailyDateOfDeal(12345, today)).toBeNull();
  });

  test('after the cycle a deal is the latest of its days', () => {
    const later = addDays(FIRST_DAILY_DATE, DAILY_CYCLE + 5);
    expect(dailyDateOfDeal(dailyDeal(FIRST_DAILY_DATE)!, later)).toBe(addDays(FIRST_DAILY_DATE, DAILY_CYCLE));
  });
});

describe('every daily deal is winnable', () => {
  // The generator proved every day (scripts/make-daily-deals.ts, 100,000 positions, each line replayed).
  // The default run proves the table’s first days and the next fortnight again (a second or two);
  // `npm run test:long` proves the next two years, day by day (about 10 s).
  const today = localDate(new Date());
  const ahead = (count: number): string[] => Array.from({ length: count }, (_, i) => addDays(today, i));
  const days = LONG_TESTS ? ahead(730) : [...FIXTURE.slice(0, 8).map(([date]) => date), ...ahead(14)];
  test(`${days.length} days from ${days[0]} are proven winnable under the daily rules`, () => {
    for (const date of days) {
      const deal = dailyDeal(date)!;
      const result = solve(currentState(newGame(DAILY_RULES, deal)), DAILY_RULES, { maxNodes: 100_000 });
      expect(result.verdict, `${date}: deal ${deal}`).toBe('winnable');
    }
  });
});

describe('cli daily', () => {
  test('--json prints the day, its deal and its rules as cli deal writes them (numbers and booleans)', () => {
    const result = runCli(['daily', '2026-11-27', '--json']);
    expect(result.code).toBe(0);
    const line = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { date: string; deal: number; rules: Rules };
    expect(line).toEqual({
      date: '2026-11-27',
      deal: dailyDeal('2026-11-27'),
      rules: expect.objectContaining({ draw: 1, passes: null, fromFoundation: true }),
    });
    const options = makeRuleOptions(line.rules).flatMap(([key, value]) => [`--${key}`, value]);
    const dealt = runCli(['deal', String(line.deal), ...options]);
    expect(JSON.stringify(line.rules)).toBe(JSON.stringify((JSON.parse(dealt.stdout) as { rules: Rules }).rules));
    const solved = JSON.parse(runCli(['solve', String(line.deal), ...options, '--json']).stdout) as { verdict: string };
    expect(solved.verdict).toBe('winnable');
  });

  test('refuses a date that is no date, or comes before the first daily deal, with status 2', () => {
    for (const date of ['2026-02-30', '27/11/2026', '2025-12-31']) expect(runCli(['daily', date]).code, date).toBe(2);
    expect(runCli(['daily', '2026-11-27', '--csv']).code).toBe(2);
  });
});
