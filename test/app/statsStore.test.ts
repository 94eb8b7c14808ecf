/** The statistics on IndexedDB (fake-indexeddb): atomic writes, survival across sessions, unreadable records kept aside. */
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { emptyStats, recordGame, makeRulesKey, statsFor, type GameResult } from '../../src/app/stats';
import { DAILY_RULES } from '../../src/app/daily/dailyDeal';
import {
  COUNTED_KEY,
  DAILY_KEY,
  STATS_KEY,
  StatsStore,
  UNREADABLE_DAILY_NOT_KEPT_NOTICE,
  UNREADABLE_DAILY_NOTICE,
  UNREADABLE_STATS_NOTICE,
} from '../../src/app/storage/statsStore';
import { unsavedGamesLog } from '../../src/app/storage/unsavedGames';
import { AppStorage, indexedDbStore, memoryStore, type KeyValueStore } from '../../src/app/storage/storage';
import { presetById } from '../../src/engine';
import { t } from '../../src/i18n';

const MODERN = presetById('modern')!.rules;
const JSOLITAIRE = presetById('jsolitaire')!.rules;
const VEGAS_CUMULATIVE = presetById('vegas-cumulative')!.rules;

const game = (won: boolean, more: Partial<GameResult> = {}): GameResult => ({ won, score: 10, moves: 90, elapsedMs: 120_000, at: 1_700_000_000_000, ...more });

let databases = 0;
/** A fresh database per test; `open` gives a new session (storage and store) over the same one. */
function database() {
  databases += 1;
  const name = `stats-test-${databases}`;
  const kv: KeyValueStore = indexedDbStore(name);
  const open = (now: () => number = () => 1234) => {
    const notices: string[] = [];
    const storage = new AppStorage(indexedDbStore(name), (m) => notices.push(`fault: ${m}`));
    const stats = new StatsStore(storage, (text) => notices.push(text), now);
    return { storage, stats, notices };
  };
  return { kv, open };
}

describe('StatsStore', () => {
  test('nothing stored yet: empty statistics, no notice, nothing written', async () => {
    const { kv, open } = database();
    const { stats, notices } = open();
    expect(await stats.load()).toEqual(emptyStats());
    expect(notices).toEqual([]);
    expect(await kv.get(STATS_KEY)).toBeUndefined();
  });

  test('a recorded game survives a new session over the same database', async () => {
    const { kv, open } = database();
    const first = open().stats;
    await first.load();
    await first.record(MODERN, game(true, { moves: 88 }));
    const after = await first.record(MODERN, game(false));
    expect(first.current()).toBe(after);

    const second = open().stats;
    expect(second.current()).toEqual(emptyStats());
    const loaded = await second.load();
    expect(loaded).toEqual(after);
    expect(statsFor(loaded, MODERN)).toMatchObject({ played: 2, won: 1, currentStreak: -1, fewestMoves: 88 });
    expect(await kv.get(STATS_KEY)).toEqual(after);
  });

  test('an abandoned game counts as a loss', async () => {
    const { open } = database();
    const { stats } = open();
    await stats.record(MODERN, game(true));
    const after = await stats.recordAbandoned(MODERN, { score: 3, moves: 4, elapsedMs: 5000, at: 9 });
    expect(statsFor(after, MODERN)).toMatchObject({ played: 2, won: 1, currentStreak: -1 });
    expect(statsFor(after, MODERN).recent.at(-1)).toEqual({ won: false, score: 3, moves: 4, ms: 5000, at: 9 });
  });

  test('two sessions (two tabs) finishing games at once both count: writes are atomic', async () => {
    const { open } = database();
    const a = open().stats;
    const b = open().stats;
    await Promise.all([a.load(), b.load()]);
    await Promise.all([a.record(MODERN, game(true)), b.record(MODERN, game(true)), a.record(JSOLITAIRE, game(false)), b.record(MODERN, game(false))]);
    const loaded = await open().stats.load();
    expect(statsFor(loaded, MODERN)).toMatchObject({ played: 3, won: 2 });
    expect(statsFor(loaded, JSOLITAIRE)).toMatchObject({ played: 1, won: 0 });
  });

  test('reset: the shown rule set, then all of them; the Vegas bank stays', async () => {
    const { kv, open } = database();
    const { stats } = open();
    await stats.load();
    await stats.record(MODERN, game(true));
    await stats.record(JSOLITAIRE, game(true));
    await stats.record(VEGAS_CUMULATIVE, game(false, { score: -37 }));
    await stats.reset(MODERN);
    expect(Object.keys(((await kv.get(STATS_KEY)) as { byRules: object }).byRules).sort()).toEqual(
      [makeRulesKey(JSOLITAIRE), makeRulesKey(VEGAS_CUMULATIVE)].sort(),
    );
    await stats.reset();
    expect(await kv.get(STATS_KEY)).toEqual({ ...emptyStats(), vegasBank: -37 });
    expect(await open().stats.load()).toEqual({ ...emptyStats(), vegasBank: -37 });
  });

  test('replace puts imported statistics in place; setVegasBank records the bank', async () => {
    const { open } = database();
    const { stats } = open();
    await stats.load();
    await stats.record(MODERN, game(true));
    const imported = recordGame(emptyStats(), JSOLITAIRE, game(false));
    await stats.replace(imported);
    expect(await open().stats.load()).toEqual(imported);
    await stats.setVegasBank(250);
    expect((await open().stats.load()).vegasBank).toBe(250);
  });

  test('a corrupt record is kept aside with its raw value, replaced with empty statistics, and the player told once', async () => {
    const { kv, open } = database();
    const raw = { version: 1, byRules: 'garbage', vegasBank: 5 };
    await kv.set(STATS_KEY, raw);
    let clock = 1234;
    const { stats, notices } = open(() => clock);

    expect(await stats.load()).toEqual(emptyStats());
    expect(notices).toEqual([t(UNREADABLE_STATS_NOTICE)]);
    expect(await kv.get(STATS_KEY)).toEqual(emptyStats());
    expect(await kv.get('aside:stats:1234')).toEqual({ key: STATS_KEY, reason: 'the list of rule sets is not a record', value: raw, keptAt: 1234 });

    // Broken again behind our back: kept aside again, but the player is not told twice.
    clock = 5678;
    const newer = { version: 2, future: true };
    await kv.set(STATS_KEY, newer);
    const after = await stats.record(MODERN, game(true));
    expect(statsFor(after, MODERN).played).toBe(1);
    expect(await kv.get('aside:stats:5678')).toMatchObject({ value: newer, reason: 'the statistics come from a newer version of the game' });
    expect(notices).toEqual([t(UNREADABLE_STATS_NOTICE)]);
    expect(await kv.get(STATS_KEY)).toEqual(after);
  });

  test('a record that is not even an object is kept aside too', async () => {
    const { kv, open } = database();
    await kv.set(STATS_KEY, 'not statistics');
    const { stats, notices } = open(() => 42);
    expect(await stats.load()).toEqual(emptyStats());
    expect(await kv.get('aside:stats:42')).toMatchObject({ value: 'not statistics' });
    expect(notices).toHaveLength(1);
  });

  test('when storage refuses every write, the games still count for the session and nothing throws', async () => {
    const broken: KeyValueStore = {
      get: async () => undefined,
      set: async () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      update: async () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      transact: async () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const faults: string[] = [];
    const stats = new StatsStore(new AppStorage(broken, (m) => faults.push(m)), () => {});
    await stats.load();
    await stats.record(MODERN, game(true));
    const after = await stats.record(MODERN, game(true));
    expect(statsFor(after, MODERN)).toMatchObject({ played: 2, currentStreak: 2 });
    expect(faults).toHaveLength(1);
  });

  test('works the same over the in-memory fallback', async () => {
    const storage = new AppStorage(memoryStore());
    const stats = new StatsStore(storage, () => {});
    await stats.load();
    await stats.record(MODERN, game(false));
    expect(await new StatsStore(storage, () => {}).load()).toEqual(stats.current());
  });

  test('a game two tabs both finish (one id) counts once; another game counts as well', async () => {
    const values = new Map<string, unknown>();
    const first = new StatsStore(new AppStorage(memoryStore(values)), () => {});
    const second = new StatsStore(new AppStorage(memoryStore(values)), () => {});
    await Promise.all([first.load(), second.load()]);
    await first.record(MODERN, game(true), 'game-a');
    await second.record(MODERN, game(true), 'game-a');
    await second.record(MODERN, game(false), 'game-b');
    expect(statsFor(await new StatsStore(new AppStorage(memoryStore(values)), () => {}).load(), MODERN)).toMatchObject({ played: 2, won: 1 });
    expect(values.get(COUNTED_KEY)).toEqual(['game-a', 'game-b']);
  });

  test("a game abandoned in one tab and then won in another counts as the win: a game's result is its win", async () => {
    const { open } = database();
    const [tabA, tabB] = [open().stats, open().stats];
    await Promise.all([tabA.load(), tabB.load()]);
    await tabA.record(MODERN, game(false, { at: 1_700_000_000_000 }), 'other-1');
    // Tab B: New over the shared game, a loss. Tab A then wins that same game.
    await tabB.recordAbandoned(MODERN, { score: 5, moves: 20, elapsedMs: 30_000, at: 1_700_000_100_000 }, 'shared');
    const after = await tabA.record(MODERN, game(true, { elapsedMs: 95_000, moves: 110, at: 1_700_000_200_000 }), 'shared');
    expect(statsFor(after, MODERN)).toMatchObject({ played: 2, won: 1, currentStreak: 1, bestWinStreak: 1, bestTimeMs: 95_000, fewestMoves: 110 });
    expect(statsFor(after, MODERN).recent.map((g) => g.won)).toEqual([false, true]);
    // Stored so: a new session reads the same; a stale tab's loss after the win changes nothing.
    await tabB.recordAbandoned(MODERN, { score: 5, moves: 20, elapsedMs: 30_000, at: 1_700_000_300_000 }, 'shared');
    expect(statsFor(await open().stats.load(), MODERN)).toMatchObject({ played: 2, won: 1, currentStreak: 1 });
  });

  test('games finished while the disk is full land once there is room; a page closed before that counts them at the next launch', async () => {
    const values = new Map<string, unknown>();
    let full = true;
    const inner = memoryStore(values);
    const disk: KeyValueStore = {
      ...inner,
      transact: (keys, work) => (full ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : inner.transact(keys, work)),
    };
    const notes = new Map<string, string>();
    const page = {
      getItem: (k: string) => notes.get(k) ?? null,
      setItem: (k: string, v: string) => void notes.set(k, v),
      removeItem: (k: string) => void notes.delete(k),
    };
    const closed = new StatsStore(new AppStorage(disk), () => {}, Date.now, unsavedGamesLog(page));
    await closed.load();
    await closed.record(MODERN, game(false), 'lost-1');
    await closed.record(MODERN, game(true), 'won-2');
    expect(values.get(STATS_KEY)).toBeUndefined();
    // The page closes with the disk still full; room comes back; the next launch counts both, once.
    full = false;
    const next = new StatsStore(new AppStorage(disk), () => {}, Date.now, unsavedGamesLog(page));
    expect(statsFor(await next.load(), MODERN)).toMatchObject({ played: 2, won: 1 });
    expect(statsFor(values.get(STATS_KEY) as never, MODERN)).toMatchObject({ played: 2, won: 1 });
    expect(notes.size).toBe(0);
    const again = new StatsStore(new AppStorage(disk), () => {}, Date.now, unsavedGamesLog(page));
    expect(statsFor(await again.load(), MODERN)).toMatchObject({ played: 2, won: 1 });
  });
});

describe('the daily record, stored under a key of its own', () => {
  const dailyWin = game(true, { moves: 94, elapsedMs: 192_000, daily: '2026-11-27' });

  test("is kept beside the figures, so the record under 'stats' has only the fields a version from before the daily deal reads", async () => {
    const { kv, open } = database();
    const { stats } = open();
    await stats.load();
    const after = await stats.record(DAILY_RULES, dailyWin);
    expect(after.daily).toEqual({ '2026-11-27': { bestTimeMs: 192_000, fewestMoves: 94 } });
    // That version refuses a statistics record with any field but these three, and sets it aside.
    expect(Object.keys((await kv.get(STATS_KEY)) as object).sort()).toEqual(['byRules', 'vegasBank', 'version']);
    expect(await kv.get(DAILY_KEY)).toEqual(after.daily);
    expect(await open().stats.load()).toEqual(after);
  });

  test('a stale tab of that version writing its figures leaves the daily record as it was', async () => {
    const { kv, open } = database();
    const { stats } = open();
    await stats.load();
    const withDaily = await stats.record(DAILY_RULES, dailyWin);
    // The old version writes the figures alone (a game it finished), knowing nothing of the daily key.
    const { daily: _, ...figures } = recordGame(withDaily, JSOLITAIRE, game(false));
    await kv.set(STATS_KEY, figures);
    const loaded = await open().stats.load();
    expect(loaded.daily).toEqual(withDaily.daily);
    expect(statsFor(loaded, JSOLITAIRE).played).toBe(1);
  });

  test('a daily record that does not read is kept aside alone: the figures stay', async () => {
    const { kv, open } = database();
    const first = open().stats;
    await first.load();
    await first.record(MODERN, game(true));
    await kv.set(DAILY_KEY, { 'not-a-date': { bestTimeMs: 1, fewestMoves: 1 } });
    const { stats, notices } = open(() => 4321);
    const loaded = await stats.load();
    expect(statsFor(loaded, MODERN).won).toBe(1);
    expect(loaded.daily).toBeUndefined();
    // The notice says what was lost, and that the figures were not.
    expect(notices).toEqual([t(UNREADABLE_DAILY_NOTICE)]);
    expect(notices[0]).not.toMatch(/statistics .*start again/);
    expect(await kv.get('aside:stats:daily:4321')).toMatchObject({ key: DAILY_KEY, value: { 'not-a-date': { bestTimeMs: 1, fewestMoves: 1 } } });
  });

  test('a daily record that does not read, with no room to keep its copy: the figures stay on show, and the notice says so', async () => {
    const values = new Map<string, unknown>();
    const inner = memoryStore(values);
    values.set(STATS_KEY, recordGame(emptyStats(), MODERN, game(true)));
    values.set(DAILY_KEY, { 'not-a-date': { bestTimeMs: 1, fewestMoves: 1 } });
    const full: KeyValueStore = { ...inner, transact: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) };
    const notices: string[] = [];
    const loaded = await new StatsStore(new AppStorage(full), (m) => notices.push(m)).load();
    expect(statsFor(loaded, MODERN).won).toBe(1);
    expect(notices).toEqual([t(UNREADABLE_DAILY_NOT_KEPT_NOTICE)]);
    expect(values.get(DAILY_KEY)).toEqual({ 'not-a-date': { bestTimeMs: 1, fewestMoves: 1 } });
  });

  test('a record that carries its daily record inside (as this build first wrote it) reads, and the next write moves it out', async () => {
    const { kv, open } = database();
    const inside = recordGame(emptyStats(), DAILY_RULES, dailyWin);
    await kv.set(STATS_KEY, inside);
    const { stats } = open();
    expect((await stats.load()).daily).toEqual(inside.daily);
    await stats.record(MODERN, game(false));
    expect(Object.keys((await kv.get(STATS_KEY)) as object).sort()).toEqual(['byRules', 'vegasBank', 'version']);
    expect(await kv.get(DAILY_KEY)).toEqual(inside.daily);
  });
});
