/** The daily record kept with the statistics: counted with the game, checked when read, exported, noted while storage is away; and `?daily=` links. */
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { DAILY_RULES, dailyDeal } from '../../src/app/daily/dailyDeal';
import { parseDailyQuery } from '../../src/app/startup/urlDaily';
import { parseStartupQuery } from '../../src/app/startup/startup';
import { withoutGameLink } from '../../src/app/startup/urlQuery';
import {
  emptyStats,
  makeStatsText,
  parseStats,
  parseStatsText,
  recordGame,
  resetAllRuleSets,
  resetRuleSet,
  statsFor,
  type GameResult,
} from '../../src/app/stats';
import { StatsStore } from '../../src/app/storage/statsStore';
import { AppStorage, memoryStore } from '../../src/app/storage/storage';
import { unsavedGamesLog, UNSAVED_GAMES_KEY } from '../../src/app/storage/unsavedGames';

/** localStorage's part the page notes use, its values in view. */
function pageNotes() {
  const notes = new Map<string, string>();
  const page = {
    getItem: (k: string) => notes.get(k) ?? null,
    setItem: (k: string, v: string) => void notes.set(k, v),
    removeItem: (k: string) => void notes.delete(k),
  };
  return { notes, page };
}

const win = (more: Partial<GameResult> = {}): GameResult => ({ won: true, score: 500, moves: 94, elapsedMs: 192_000, at: 1_790_000_000_000, ...more });

describe('the daily record in the statistics', () => {
  test('a daily win counts under its rules and in the daily record; a daily loss and other games only under their rules', () => {
    let stats = recordGame(emptyStats(), DAILY_RULES, win({ daily: '2026-11-27' }));
    stats = recordGame(stats, DAILY_RULES, win({ won: false, daily: '2026-11-26' }));
    stats = recordGame(stats, DAILY_RULES, win());
    expect(statsFor(stats, DAILY_RULES)).toMatchObject({ played: 3, won: 2 });
    expect(stats.daily).toEqual({ '2026-11-27': { bestTimeMs: 192_000, fewestMoves: 94 } });
  });

  test('reads back, exports and imports with the daily record; a record without one (older) still reads', () => {
    const stats = recordGame(emptyStats(), DAILY_RULES, win({ daily: '2026-11-27' }));
    expect(parseStats(JSON.parse(JSON.stringify(stats)))).toEqual({ ok: true, value: stats });
    expect(parseStatsText(makeStatsText(stats))).toEqual({ ok: true, value: stats });
    const older = recordGame(emptyStats(), DAILY_RULES, win());
    expect(parseStats(JSON.parse(JSON.stringify(older)))).toEqual({ ok: true, value: older });
  });

  test('a daily record that does not check out is refused, never guessed at', () => {
    const good = JSON.parse(JSON.stringify(recordGame(emptyStats(), DAILY_RULES, win({ daily: '2026-11-27' })))) as Record<string, unknown>;
    const broken: [unknown, RegExp][] = [
      [[], /daily record is not a record/],
      [{ '2026-02-30': { bestTimeMs: 1, fewestMoves: 1 } }, /not a date/],
      [{ '2026-11-27': { bestTimeMs: -1, fewestMoves: 1 } }, /best time/],
      [{ '2026-11-27': { bestTimeMs: 1 } }, /has no "fewestMoves"/],
      [{ '2026-11-27': { bestTimeMs: 1, fewestMoves: 1, extra: 1 } }, /unknown field/],
    ];
    for (const [daily, reason] of broken) {
      const parsed = parseStats({ ...good, daily });
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(reason);
    }
  });

  test('reset all forgets the daily record too; resetting one rule set keeps it', () => {
    const stats = recordGame(emptyStats(), DAILY_RULES, win({ daily: '2026-11-27' }));
    expect(resetRuleSet(stats, DAILY_RULES).daily).toEqual(stats.daily);
    expect(resetAllRuleSets(stats).daily).toBeUndefined();
  });

  test('a daily win noted while storage was away is counted in the daily record at the next launch', async () => {
    const { notes, page } = pageNotes();
    const log = unsavedGamesLog(page);
    log.add({ rules: DAILY_RULES, result: win({ daily: '2026-11-27' }), gameId: 'daily-1' });
    // A hand-edited note naming a day that is no date is dropped, not counted for some day.
    const edited = JSON.parse(notes.get(UNSAVED_GAMES_KEY)!) as { result: Record<string, unknown> }[];
    notes.set(UNSAVED_GAMES_KEY, JSON.stringify([...edited, { ...edited[0], gameId: 'daily-2', result: { ...edited[0]!.result, daily: '2026-13-01' } }]));
    const store = new StatsStore(new AppStorage(memoryStore()), () => {}, Date.now, unsavedGamesLog(page));
    const stats = await store.load();
    expect(stats.daily).toEqual({ '2026-11-27': { bestTimeMs: 192_000, fewestMoves: 94 } });
    expect(statsFor(stats, DAILY_RULES).played).toBe(1);
  });

  test('hand-planted finished games that no play makes are dropped: a win in 0:00, a daily win on a day with no daily deal', async () => {
    const { notes, page } = pageNotes();
    const real = { rules: DAILY_RULES, result: win({ daily: '2026-11-27', elapsedMs: 192_000.6 }), gameId: 'real' };
    const planted = [
      { rules: DAILY_RULES, result: win({ elapsedMs: 0 }), gameId: 'no-time' },
      { rules: DAILY_RULES, result: win({ moves: 0 }), gameId: 'no-moves' },
      { rules: DAILY_RULES, result: win({ daily: '1000-01-01' }), gameId: 'before-the-first' },
      { rules: { ...DAILY_RULES, draw: 3 }, result: win({ daily: '2026-11-26' }), gameId: 'other-rules' },
      { rules: DAILY_RULES, result: win({ score: 0.5 }), gameId: 'half-a-point' },
    ];
    notes.set(UNSAVED_GAMES_KEY, JSON.stringify([real, ...planted]));
    const stats = await new StatsStore(new AppStorage(memoryStore()), () => {}, Date.now, unsavedGamesLog(page)).load();
    expect(statsFor(stats, DAILY_RULES)).toMatchObject({ played: 1, won: 1, bestTimeMs: 192_001 });
    expect(stats.daily).toEqual({ '2026-11-27': { bestTimeMs: 192_001, fewestMoves: 94 } });
    expect(statsFor(stats, { ...DAILY_RULES, draw: 3 }).played).toBe(0);
  });
});

describe('?daily= links', () => {
  const today = '2026-11-27';
  test('today and past days open their deal under the daily rules', () => {
    expect(parseDailyQuery('daily=2026-11-27', today)).toEqual({ daily: { date: today, deal: dailyDeal(today) }, notice: null });
    expect(parseStartupQuery('?daily=2026-11-20', {}, today).link).toEqual({ rules: DAILY_RULES, deal: dailyDeal('2026-11-20'), daily: '2026-11-20' });
  });

  test('a day to come, a day before the first, and what is no date are named and refused, as a bad deal is', () => {
    expect(parseDailyQuery('daily=2026-11-28', today).notice).toBe("Ignored daily=2026-11-28: that day's deal comes on 28 Nov 2026 (today is 27 Nov 2026).");
    expect(parseDailyQuery('daily=2025-12-31', today).notice).toBe('Ignored daily=2025-12-31: daily deals start on 1 Jan 2026.');
    expect(parseDailyQuery('daily=2026-02-30', today).notice).toBe('Ignored daily="2026-02-30": not a date (YYYY-MM-DD).');
    const startup = parseStartupQuery('?daily=tomorrow', {}, today);
    expect(startup.link).toBeNull();
    expect(startup.dealIgnored).toBe(true);
  });

  test("a daily deal's own deal and rules beat the URL's, which are named", () => {
    const startup = parseStartupQuery('?daily=2026-11-27&deal=5&draw=3', {}, today);
    expect(startup.link).toEqual({ rules: DAILY_RULES, deal: dailyDeal(today), daily: today });
    expect(startup.notice).toBe('Ignored deal, draw: a daily deal has its own deal and rules.');
  });

  test('leaves the address once acted on, as a game link does', () => {
    expect(withoutGameLink('https://example.org/klondike/?daily=2026-11-27&back=2')).toBe('https://example.org/klondike/?back=2');
  });
});
