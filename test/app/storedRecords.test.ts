/**
 * Whatever is stored, the app starts: every record (game, settings, statistics) is checked field by
 * field before use, and a record that fails is kept aside (or, with no room for the copy, left where it
 * is) and named in a notice. The launch path (`Persistence.load`, then the URL over it, then the
 * controller) is fed random values (fast-check's `anything()`) and real records with one field mutated.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SessionController } from '../../src/app/session/controller';
import { GAME_KEY } from '../../src/app/storage/gameStore';
import { Persistence } from '../../src/app/storage/persistence';
import { DEFAULT_SETTINGS, parseSettings } from '../../src/app/settings';
import { SETTINGS_KEY } from '../../src/app/storage/settingsStore';
import { emptyStats, recordGame } from '../../src/app/stats';
import { STATS_KEY } from '../../src/app/storage/statsStore';
import { AppStorage, memoryStore, type KeyValueStore } from '../../src/app/storage/storage';
import { parseStartupQuery } from '../../src/app/startup/startup';
import { DEFAULT_RULES, echo, makeSave, newGame, parseSave, play, type Game } from '../../src/engine';

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 150);

/** Every value IndexedDB can hold: structured-clone data of every kind, and objects that break `String()`. */
const storedValue = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
      withNullPrototype: true,
      withObjectString: true,
      maxDepth: 4,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>({ toString: 1 }, { valueOf: 1, toString: null }, { __proto__: 1 }, Object.create(null), 'x'.repeat(100_000)),
  },
);

function realGame(): Game {
  let game = newGame(DEFAULT_RULES, 9);
  for (const move of [{ type: 'draw' }, { type: 'draw' }, { type: 'draw' }] as const) {
    const played = play(game, move);
    if (!played.ok) throw new Error(played.error.reason);
    game = played.value.game;
  }
  return game;
}

const REAL_RECORDS: Readonly<Record<string, unknown>> = {
  [GAME_KEY]: makeSave(realGame(), 61_000),
  [SETTINGS_KEY]: { back: 3, sound: 'off', volume: 0.5 },
  [STATS_KEY]: recordGame(emptyStats(), DEFAULT_RULES, { won: true, score: 700, moves: 120, elapsedMs: 300_000, at: 1_700_000_000_000 }),
};

/** Every path into a JSON-like record (keys of objects and indices of arrays), the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  const here = [prefix];
  if (depth > 4 || typeof value !== 'object' || value === null) return here;
  const entries = Array.isArray(value) ? value.slice(0, 5).map((v, i) => [i, v] as const) : Object.entries(value);
  return here.concat(entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key], depth + 1)));
}

/** A copy of `record` with the value at `path` replaced (or deleted when `replacement` is the marker). */
function mutate(record: unknown, path: readonly (string | number)[], replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(record) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const mutatedRecord = (key: string): fc.Arbitrary<unknown> => {
  const paths = pathsOf(REAL_RECORDS[key]);
  return fc
    .tuple(fc.nat(paths.length - 1), storedValue, fc.boolean())
    .map(([index, replacement, remove]) => mutate(REAL_RECORDS[key], paths[index]!, replacement, remove));
};

/** A stored value for one key: nothing, the real record, a mutated one, or anything at all. */
const recordFor = (key: string): fc.Arbitrary<unknown> => fc.oneof(fc.constant(undefined), fc.constant(REAL_RECORDS[key]), mutatedRecord(key), storedValue);

/** The memory store, its values in view. */
type TestStore = KeyValueStore & { readonly values: Map<string, unknown> };
function testStore(): TestStore {
  const values = new Map<string, unknown>();
  return { values, ...memoryStore(values) };
}

/** The launch over a store holding `records`: what main.ts does before the table is shown. */
async function launch(records: Readonly<Record<string, unknown>>, query = '') {
  const store = testStore();
  for (const [key, value] of Object.entries(records)) if (value !== undefined) await store.set(key, value);
  const notices: string[] = [];
  const persistence = new Persistence(new AppStorage(store, (m) => notices.push(m)), (m) => notices.push(m));
  const { settings, saved: stored } = await persistence.load();
  const saved = stored?.loaded ?? null;
  const startup = parseStartupQuery(query, { settings, ...(saved ? { rules: saved.game.rules } : {}) });
  const controller = new SessionController({
    rules: startup.rules,
    deal: startup.link?.deal ?? 1,
    settings: startup.settings,
    now: () => 0,
    randomDeal: () => 1,
    ...(saved ? { resume: { game: saved.game, elapsedMs: saved.elapsed, assisted: saved.assisted } } : {}),
    bank: persistence.stats.current().vegasBank,
  });
  controller.start();
  return { store, notices, settings, saved, snapshot: controller.snapshot(), persistence };
}

describe('the launch path, whatever is stored', () => {
  test('random values and mutated real records: the app starts, and every unreadable record is named', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ game: recordFor(GAME_KEY), settings: recordFor(SETTINGS_KEY), stats: recordFor(STATS_KEY) }),
        fc.constantFrom('', 'deal=9'),
        async ({ game, settings, stats }, query) => {
          const {
            notices,
            settings: loaded,
            saved,
            snapshot,
            persistence,
          } = await launch({ [GAME_KEY]: game, [SETTINGS_KEY]: settings, [STATS_KEY]: stats }, query);
          // The settings in use are all valid ones.
          expect(parseSettings(loaded).dropped).toEqual([]);
          expect(snapshot.foundations).toHaveLength(4);
          if (query === 'deal=9') expect(snapshot.deal).toBe(9);
          // A game that does not load is named; one that loads is resumed.
          const gameLoads = game !== undefined && parseSave(game).ok;
          expect(saved !== null).toBe(gameLoads);
          if (game !== undefined && !gameLoads) expect(notices.join(' ')).toMatch(/saved game could not be opened/);
          // Every notice is short enough for a toast: untrusted input is cut.
          for (const notice of notices) expect(notice.length).toBeLessThan(400);
          // The statistics in use always pass their check (an unreadable record was replaced).
          expect(persistence.stats.current().version).toBe(1);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  }, 120_000);

  test('a rules field of the wrong type (rules.draw = { toString: 1 }) does not brick the launch', async () => {
    const bad = { ...(REAL_RECORDS[GAME_KEY] as object), rules: { ...DEFAULT_RULES, draw: { toString: 1 } } };
    const { notices, saved, snapshot, store } = await launch({ [GAME_KEY]: bad }, 'deal=9');
    expect(saved).toBeNull();
    expect(snapshot.deal).toBe(9);
    expect(notices.join(' ')).toMatch(/could not be opened \(one of its values is not valid\).*kept aside/);
    expect(await store.get(GAME_KEY)).toEqual(bad); // not deleted
  });

  test('a stored game whose rules refer back to themselves (a cycle) is kept aside, and the next save lands', async () => {
    const rules: Record<string, unknown> = { ...DEFAULT_RULES };
    rules.self = rules;
    const bad = { ...(REAL_RECORDS[GAME_KEY] as object), rules };
    const { notices, saved, store, persistence } = await launch({ [GAME_KEY]: bad }, 'deal=9');
    expect(saved).toBeNull();
    expect(notices.join(' ')).toMatch(/could not be opened.*kept aside/);
    // The first save compares the game with the record read at launch: it must not throw over the cycle.
    await persistence.games.startSaving();
    const game = newGame(DEFAULT_RULES, 9);
    expect(await persistence.games.save(game, 0, false, 'after-cycle')).toBe(true);
    expect(await store.get(GAME_KEY)).toMatchObject({ deal: 9, gameId: 'after-cycle' });
    const asides = [...store.values.keys()].filter((key) => key.startsWith('aside:game:'));
    expect(asides).toHaveLength(1);
  });

  test('a 900 KB unknown rule key is cut to a few dozen characters in the notice', async () => {
    const key = 'k'.repeat(900_000);
    const bad = { ...(REAL_RECORDS[GAME_KEY] as object), rules: { ...DEFAULT_RULES, [key]: 1 } };
    const { notices } = await launch({ [GAME_KEY]: bad });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.length).toBeLessThan(250);
    // The reason is said in words of the player's language, by the engine's code: the key itself is not echoed.
    expect(notices[0]).toMatch(/could not be opened \(one of its values is not valid\)/);
    expect(notices[0]).not.toContain(echo(key));
  });
});

describe('settings faults', () => {
  test.each([
    ['a string', 'dark mode'],
    ['a number', 42],
    ['an array', [1, 2, 3]],
    ['null', null],
  ])('a settings record that is %s is kept aside, named, and repaired: the next launch is quiet', async (_name, raw) => {
    const first = await launch({ [SETTINGS_KEY]: raw });
    expect(first.settings).toEqual(DEFAULT_SETTINGS);
    expect(first.notices.join(' ')).toMatch(/saved settings could not be read.*kept aside/);
    const asides = await asideKeys(first.store);
    expect(asides).toHaveLength(1);
    expect(await first.store.get(asides[0]!)).toMatchObject({ key: SETTINGS_KEY, value: raw });
    expect(await first.store.get(SETTINGS_KEY)).toEqual({});
  });

  test('a record with one bad field is kept aside once and repaired: no notice and no new copy at the next launch', async () => {
    const store = testStore();
    await store.set(SETTINGS_KEY, { back: 9, fourColour: true, laterVersionField: 'kept' });
    const open = async () => {
      const notices: string[] = [];
      const persistence = new Persistence(new AppStorage(store), (m) => notices.push(m));
      const { settings } = await persistence.load();
      return { notices, settings };
    };
    const first = await open();
    expect(first.settings).toEqual({ ...DEFAULT_SETTINGS, fourColour: true });
    expect(first.notices.join(' ')).toMatch(/\(back\).*kept aside/);
    expect(await store.get(SETTINGS_KEY)).toEqual({ fourColour: true, laterVersionField: 'kept' });
    const second = await open();
    expect(second.notices).toEqual([]);
    expect(second.settings).toEqual(first.settings);
    expect(await asideKeys(store)).toHaveLength(1);
  });

  test('a later change is written over the repaired record, never over the unreadable one', async () => {
    const store = testStore();
    await store.set(SETTINGS_KEY, 'garbage');
    const persistence = new Persistence(new AppStorage(store), () => {});
    await persistence.load();
    await persistence.settings.change({ back: 4 });
    expect(await store.get(SETTINGS_KEY)).toEqual({ back: 4 });
    const asides = await asideKeys(store);
    expect(await store.get(asides[0]!)).toMatchObject({ value: 'garbage' });
  });
});

/** The aside keys a test store holds. */
async function asideKeys(store: TestStore): Promise<string[]> {
  return [...store.values.keys()].filter((k) => k.startsWith('aside:'));
}
