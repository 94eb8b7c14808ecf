/**
 * Storage that is slow, taken away, full, or owned by another tab: launch waits at most a bound, the
 * connection gives way to another page's deletion and comes back, "kept aside" is said only once it is
 * true, a second tab takes the save over, and every startup notice is shown.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GAME_KEY, GameStore } from '../../src/app/storage/gameStore';
import { IndexedDbStore } from '../../src/app/storage/indexedDbStore';
import { Notices } from '../../src/app/session/notices';
import { LOST_WITHOUT_COPY_NOTICE, Persistence } from '../../src/app/storage/persistence';
import { SessionController } from '../../src/app/session/controller';
import { startAutosave } from '../../src/app/storage/autosave';
import { unsavedGamesLog } from '../../src/app/storage/unsavedGames';
import { CLOCK_NOTE_KEY } from '../../src/app/clock/clockNote';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import { SettingsStore } from '../../src/app/storage/settingsStore';
import { StatsStore } from '../../src/app/storage/statsStore';
import { AppStorage, memoryStore, type KeyValueStore, type StoreConnection } from '../../src/app/storage/storage';
import type { AwayReason } from '../../src/app/storage/indexedDbStore';
import { SaveOwnership } from '../../src/app/storage/tabLock';
import { emptyStats, recordGame, statsFor } from '../../src/app/stats';
import { DEFAULT_RULES, makeSave } from '../../src/engine';
import { gameAfterDraws } from '../support/games';
import { t } from '../../src/i18n';

/** A store whose connection the test drives: it opens when told, fails when told, and goes away when told. */
function drivenStore(inner = memoryStore()) {
  const open: ((created: boolean) => void)[] = [];
  const away: ((reason: AwayReason) => void)[] = [];
  let answer: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  let connects = 0;
  const store: KeyValueStore & StoreConnection = {
    ...inner,
    connect: () => {
      connects++;
      return new Promise<void>((resolve, reject) => {
        answer = { resolve, reject };
      });
    },
    onAway: (listener) => away.push(listener),
    onOpen: (listener) => open.push(listener),
  };
  return {
    store,
    inner,
    connects: () => connects,
    open: (created = false) => {
      for (const listener of open) listener(created);
      answer?.resolve();
    },
    refuse: (name: string) => answer?.reject(new DOMException('no', name)),
    lose: (reason: AwayReason) => {
      for (const listener of away) listener(reason);
    },
  };
}

/** A launch that found nothing stored: its game store saves from now on. */
async function savingGames(storage: AppStorage, notices: string[] = []): Promise<GameStore> {
  const games = new GameStore(storage, (m) => notices.push(m));
  await games.startSaving();
  return games;
}

describe('a database that does not answer at launch', () => {
  test('reads wait for it, nothing is written while it is slow, and the game stored is read before any write', async () => {
    const driven = drivenStore();
    const stored = makeSave(gameAfterDraws(2), 1000);
    await driven.inner.set(GAME_KEY, stored);
    const notices: string[] = [];
    const persistence = new Persistence(
      new AppStorage(
        driven.store,
        (m) => notices.push(m),
        () => 777,
      ),
      (m) => notices.push(m),
    );
    let loaded = false;
    const loading = persistence.load().then((found) => {
      loaded = true;
      return found;
    });
    persistence.storage.reportSlow();
    expect(notices).toEqual([expect.stringMatching(/Looking for your saved game.*not being saved/)]);
    // Played on a stand-in meanwhile: the save waits (launch has not read storage), nothing is written.
    expect(await persistence.games.save(gameAfterDraws(5, 8), 0, false, 'stand-in')).toBe(true);
    await persistence.storage.settled();
    expect(loaded).toBe(false);
    expect(await driven.inner.get(GAME_KEY)).toEqual(stored);

    driven.open();
    const { saved } = await loading;
    expect(saved?.record).toEqual(stored);
    await vi.waitFor(() => expect(notices.at(-1)).toMatch(/answers again/));
    expect(await driven.inner.get(GAME_KEY)).toEqual(stored);
  });

  test('a database that refuses to open is tried again and again (never memory for good), and what was played is written when it opens', async () => {
    vi.useFakeTimers();
    try {
      const driven = drivenStore();
      const notices: string[] = [];
      const storage = new AppStorage(driven.store, (m) => notices.push(m));
      const settings = new SettingsStore(storage, () => {});
      storage.onBack(() => settings.rewrite());
      const loading = settings.load();
      driven.refuse('UnknownError');
      await vi.advanceTimersByTimeAsync(0);
      expect(notices).toEqual([expect.stringMatching(/storage failed.*keeps trying/)]);
      await settings.change({ back: 4 });
      expect(await driven.inner.get('settings')).toBeUndefined();
      for (let i = 0; i < 3; i++) {
        await vi.advanceTimersByTimeAsync(60_000);
        driven.refuse('UnknownError');
      }
      expect(driven.connects()).toBeGreaterThanOrEqual(4);
      await vi.advanceTimersByTimeAsync(60_000);
      driven.open();
      await loading;
      await vi.waitFor(() => expect(notices.at(-1)).toMatch(/answers again/));
      expect(await driven.inner.get('settings')).toEqual({ back: 4 });
      expect(notices).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('site data cleared: the connection closes, the reopen makes the database anew, and everything is written again', async () => {
    const driven = drivenStore();
    const notices: string[] = [];
    const storage = new AppStorage(driven.store, (m) => notices.push(m));
    driven.open();
    const games = await savingGames(storage);
    const stats = new StatsStore(storage, () => {});
    storage.onBack(async () => (await Promise.all([games.flush(), stats.rewrite()])).every(Boolean));
    await stats.load();
    await stats.record(DEFAULT_RULES, { won: false, score: 0, moves: 9, elapsedMs: 1, at: 1 }, 'g1');
    driven.lose('closed');
    for (const key of ['game', 'stats', 'stats:counted']) await driven.inner.del(key);
    const played = gameAfterDraws(3);
    await games.save(played, 0, false, 'g2');
    expect(await driven.inner.get(GAME_KEY)).toBeUndefined();
    expect(notices.at(-1)).toMatch(/closed this app's saved data/);
    driven.open(true);
    await vi.waitFor(() => expect(notices.at(-1)).toMatch(/had been cleared.*saved again/));
    expect(await driven.inner.get(GAME_KEY)).toMatchObject(makeSave(played, 0, false));
    expect(await driven.inner.get('stats:counted')).toEqual(['g1']);
  });
});

describe('the browser deleted a damaged database', () => {
  const notes = () => {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    };
  };
  /** A launch whose database the browser made anew (it deleted the damaged one): what it finds, and says. */
  async function relaunchOnNewDatabase(page: ReturnType<typeof notes>) {
    const after = drivenStore();
    const notices: string[] = [];
    const launch = new Persistence(new AppStorage(after.store), (m) => notices.push(m), Date.now, unsavedGamesLog(page), page);
    const loading = launch.load();
    after.open(true);
    const { saved } = await loading;
    return { saved, stats: launch.stats.current(), notices };
  }

  test('launch finds the database made anew while a copy exists: the game and statistics come back from it, and the player is told', async () => {
    const page = notes();
    const played = gameAfterDraws(3);
    // The last visit, healthy, left its copy when the player left.
    const before = drivenStore();
    const last = new Persistence(new AppStorage(before.store), () => {}, Date.now, null, page);
    before.open();
    await last.load();
    await last.stats.record(DEFAULT_RULES, { won: true, score: 5, moves: 80, elapsedMs: 9000, at: 1 }, 'won-1');
    await last.settings.change({ back: 3 });
    last.writeBackup({ game: { ...makeSave(played, 4000), savedAt: 1, gameId: 'game-1' } });

    // The browser's next start deleted the damaged database: this launch makes it anew.
    const after = drivenStore();
    const notices: string[] = [];
    const launch = new Persistence(new AppStorage(after.store), (m) => notices.push(m), Date.now, null, page);
    const loading = launch.load();
    after.open(true);
    const { saved, settings } = await loading;
    expect(saved?.loaded.game).toEqual(played);
    expect(settings.back).toBe(3);
    expect(saved?.gameId).toBe('game-1');
    expect(statsFor(launch.stats.current(), DEFAULT_RULES)).toMatchObject({ played: 1, won: 1 });
    expect(notices).toEqual([expect.stringMatching(/lost this app's saved data.*put back from the copy/)]);
  });

  test('a full disk, then the browser ends without the page being left: the copy kept while saves failed brings the game and the win back, and says so', async () => {
    const page = notes();
    let full = false;
    const inner = memoryStore();
    const refuse = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    const disk: KeyValueStore = {
      ...inner,
      update: (key, change, aside) => (full ? refuse() : inner.update(key, change, aside)),
      transact: (keys, work) => (full ? refuse() : inner.transact(keys, work)),
    };
    const persistence = new Persistence(new AppStorage(disk), () => {}, Date.now, unsavedGamesLog(page), page);
    await persistence.load();
    const controller = new SessionController({ rules: DEFAULT_RULES, deal: 5, settings: DEFAULT_SETTINGS, now: () => 0, randomDeal: () => 6 });
    const ownership = new SaveOwnership();
    await ownership.claim();
    startAutosave(controller, persistence, ownership, () => {});
    await persistence.games.startSaving();
    full = true;
    controller.draw();
    controller.draw();
    await persistence.stats.record(DEFAULT_RULES, { won: true, score: 5, moves: 80, elapsedMs: 9000, at: 1 }, 'won-while-full');
    expect(persistence.storage.healthy).toBe(false);
    // No pagehide: the browser is killed; at its next start it deletes the database the full disk tore.
    const { saved, stats, notices } = await relaunchOnNewDatabase(page);
    expect(saved?.loaded.game).toEqual(controller.game);
    expect(statsFor(stats, DEFAULT_RULES)).toMatchObject({ played: 1, won: 1 });
    expect(notices).toEqual([expect.stringMatching(/lost this app's saved data.*Your game.*put back from the copy/)]);
  });

  test('a game won after the page was last left, then a kill and a lost database: the copy holds the win', async () => {
    const page = notes();
    const driven = drivenStore();
    const persistence = new Persistence(new AppStorage(driven.store), () => {}, Date.now, unsavedGamesLog(page), page);
    driven.open();
    await persistence.load();
    await persistence.games.startSaving();
    // The player left the page (the copy written), came back and won a game: it landed in the database.
    persistence.writeBackup({ game: { ...makeSave(gameAfterDraws(1), 1000), savedAt: 1, gameId: 'game-1' } });
    await persistence.stats.record(DEFAULT_RULES, { won: true, score: 5, moves: 80, elapsedMs: 9000, at: 1 }, 'won-since');
    expect(statsFor((await driven.inner.get('stats')) as never, DEFAULT_RULES).won).toBe(1);
    const { stats } = await relaunchOnNewDatabase(page);
    expect(statsFor(stats, DEFAULT_RULES)).toMatchObject({ played: 1, won: 1 });
  });

  test('a lost database with no copy to put back is said, never passed over in silence', async () => {
    const page = notes();
    // An earlier visit left its clock note; the copy is gone (or never written).
    page.setItem(CLOCK_NOTE_KEY, JSON.stringify({ game: 'x', elapsed: 1000, savedAt: 1 }));
    const { saved, notices } = await relaunchOnNewDatabase(page);
    expect(saved).toBeNull();
    expect(notices).toEqual([t(LOST_WITHOUT_COPY_NOTICE)]);
  });

  test('a slow launch too: nothing is rewritten over the empty database before the copy is put back', async () => {
    const page = notes();
    const stats = recordGame(emptyStats(), DEFAULT_RULES, { won: true, score: 5, moves: 80, elapsedMs: 9000, at: 1 });
    page.setItem('klondike:backup', JSON.stringify({ records: { stats, settings: { back: 2 } }, at: 1 }));
    const driven = drivenStore();
    const launch = new Persistence(new AppStorage(driven.store), () => {}, Date.now, null, page);
    launch.storage.onBack(async () => (await Promise.all([launch.settings.rewrite(), launch.stats.rewrite(), launch.games.flush()])).every(Boolean));
    const loading = launch.load();
    launch.storage.reportSlow();
    await launch.settings.change({ sound: 'off' });
    driven.open(true);
    const { settings } = await loading;
    expect(statsFor(launch.stats.current(), DEFAULT_RULES)).toMatchObject({ played: 1, won: 1 });
    expect(settings.back).toBe(2);
    await launch.storage.settled();
    expect(await driven.inner.get('settings')).toEqual({ back: 2, sound: 'off' });
  });

  test('a first visit (no copy) and a database that was there at launch are left alone', async () => {
    const page = notes();
    const fresh = drivenStore();
    const first = new Persistence(new AppStorage(fresh.store), () => {}, Date.now, null, page);
    const loading = first.load();
    fresh.open(true);
    expect((await loading).saved).toBeNull();

    page.setItem('klondike:backup', JSON.stringify({ records: { game: makeSave(gameAfterDraws(1), 0) }, at: 1 }));
    const kept = drivenStore();
    const stored = makeSave(gameAfterDraws(2), 0);
    await kept.inner.set(GAME_KEY, stored);
    const notices: string[] = [];
    const launch = new Persistence(new AppStorage(kept.store), (m) => notices.push(m), Date.now, null, page);
    const loadingKept = launch.load();
    kept.open(false);
    expect((await loadingKept).saved?.record).toEqual(stored);
    expect(notices).toEqual([]);
  });
});

describe('another page deletes the database', () => {
  test('the connection gives way at once (the deletion is not blocked), and the game is written again', async () => {
    const name = 'klondike-versionchange-test';
    const notices: string[] = [];
    const storage = new AppStorage(new IndexedDbStore(name), (m) => notices.push(m));
    await storage.answered;
    const game = await savingGames(storage);
    const played = gameAfterDraws(3);
    await game.save(played, 0, false, 'g');
    storage.onBack(() => game.flush());
    await game.save(gameAfterDraws(4), 0, false, 'g');

    const outcome = await new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve('deleted');
      request.onblocked = () => resolve('blocked');
    });
    expect(outcome).toBe('deleted');
    await game.save(played, 0, false, 'g');
    await vi.waitFor(() => expect(notices.at(-1)).toMatch(/answers again/));
    expect(notices[0]).toMatch(/Another page is clearing or updating/);
    await storage.settled();
    const fresh = new AppStorage(new IndexedDbStore(name));
    expect(await fresh.get(GAME_KEY)).toMatchObject(makeSave(played, 0, false));
  });
});

describe('one storage event, one notice', () => {
  test("another page's deletion that then closes the connection, and writes failing meanwhile, are told once; its end once", async () => {
    const driven = drivenStore();
    const notices: string[] = [];
    const storage = new AppStorage(driven.store, (m) => notices.push(m));
    driven.open();
    const games = await savingGames(storage);
    storage.onBack(() => games.flush());
    driven.lose('versionchange');
    driven.lose('closed');
    await games.save(gameAfterDraws(2), 0, false, 'g1');
    expect(notices).toEqual([expect.stringMatching(/Another page is clearing or updating/)]);
    driven.open(true);
    await vi.waitFor(() => expect(notices).toHaveLength(2));
    expect(notices[1]).toMatch(/had been cleared.*saved again/);
  });
});

describe('a first visit', () => {
  test('a database being created answers reads at once, before its creation is committed; writes then land', async () => {
    const name = 'klondike-first-visit-test';
    const store = new IndexedDbStore(name);
    const order: string[] = [];
    const opened = store.connect().then(() => order.push('open'));
    const readable = store.readable().then(() => order.push('readable'));
    expect(await store.get(GAME_KEY)).toBeUndefined();
    await Promise.all([opened, readable]);
    expect(order).toEqual(['readable', 'open']);

    const played = gameAfterDraws(2);
    const persistence = new Persistence(new AppStorage(new IndexedDbStore(name)), () => {});
    expect((await persistence.load()).saved).toBeNull();
    await persistence.games.startSaving();
    expect(await persistence.games.save(played, 0, false, 'g')).toBe(true);
    await persistence.storage.settled();

    // The next launch finds the database: it waits for the open and reads what was written.
    const next = new IndexedDbStore(name);
    const nextOrder: string[] = [];
    await Promise.all([next.connect().then(() => nextOrder.push('open')), next.readable().then(() => nextOrder.push('readable'))]);
    expect(nextOrder).toEqual(['open', 'readable']);
    const relaunch = new Persistence(new AppStorage(next), () => {});
    expect((await relaunch.load()).saved?.loaded.game).toEqual(played);
  });
});

/** `inner`, refusing every write for quota while `isFull()` says so. */
const full = (inner: KeyValueStore, isFull: () => boolean): KeyValueStore => ({
  get: (key) => inner.get(key),
  set: (key, value) => (isFull() ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : inner.set(key, value)),
  update: (key, change, aside) => (isFull() ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : inner.update(key, change, aside)),
  transact: (keys, work) => (isFull() ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : inner.transact(keys, work)),
});

describe('a full disk', () => {
  test('an unreadable game is not announced as kept aside, and no save replaces it until its copy is made', async () => {
    const inner = memoryStore();
    const bad = { format: 'klondike-save', version: 1, rules: 'nonsense' };
    await inner.set(GAME_KEY, bad);
    let isFull = true;
    const notices: string[] = [];
    const storage = new AppStorage(
      full(inner, () => isFull),
      (m) => notices.push(m),
    );
    const games = new GameStore(storage, (m) => notices.push(m));
    expect(await games.load()).toBeNull();
    await games.startSaving();
    const said = notices.join(' ');
    expect(said).toMatch(/no room to keep a copy/);
    expect(said).not.toMatch(/kept aside/);

    expect(await games.save(gameAfterDraws(1), 0, false, 'g')).toBe(false);
    expect(await inner.get(GAME_KEY)).toEqual(bad);

    // Room again: the copy and the save land together.
    isFull = false;
    const played = gameAfterDraws(2);
    expect(await games.save(played, 0, false, 'g')).toBe(true);
    expect(await inner.get(GAME_KEY)).toMatchObject(makeSave(played, 0, false));
    expect((await inner.entries()).filter(([key]) => key.startsWith('aside:game:')).map(([, value]) => value)).toEqual([
      expect.objectContaining({ value: bad }),
    ]);
  });
});

describe('a full disk, settings and statistics', () => {
  test('unreadable settings and statistics are left where they are, and the notices say so', async () => {
    const inner = memoryStore();
    await inner.set('settings', 'garbage');
    await inner.set('stats', { version: 1, byRules: 'garbage', vegasBank: 0 });
    let isFull = true;
    const notices: string[] = [];
    const persistence = new Persistence(
      new AppStorage(
        full(inner, () => isFull),
        () => {},
        () => 55,
      ),
      (m) => notices.push(m),
      () => 55,
    );
    await persistence.load();
    expect(notices.join(' ')).not.toMatch(/kept aside|kept on this device, not deleted/);
    expect(notices.filter((n) => /no room to keep a copy/.test(n))).toHaveLength(2);
    await persistence.settings.change({ back: 2 });
    await persistence.stats.record(DEFAULT_RULES, { won: true, score: 1, moves: 90, elapsedMs: 1000, at: 1 });
    expect(await inner.get('settings')).toBe('garbage');
    expect(await inner.get('stats')).toMatchObject({ byRules: 'garbage' });

    // Room again: each copy lands with the write that replaces its record, and nothing played is lost.
    isFull = false;
    await persistence.settings.change({ sound: 'off' });
    await persistence.stats.record(DEFAULT_RULES, { won: false, score: 1, moves: 90, elapsedMs: 1000, at: 2 });
    expect(await inner.get('settings')).toEqual({ back: 2, sound: 'off' });
    expect(await inner.get('aside:settings:55')).toMatchObject({ value: 'garbage' });
    expect(await inner.get('stats')).toMatchObject({
      byRules: { [Object.keys(((await inner.get('stats')) as { byRules: object }).byRules)[0]!]: { played: 2, won: 1 } },
    });
    expect(await inner.get('aside:stats:56')).toMatchObject({ value: { byRules: 'garbage' } });
  });
});

describe('a second tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('waits for the lock and takes the save over when the first tab closes', async () => {
    const queue: { grant: () => void }[] = [];
    let held = false;
    const locks = {
      request: (_name: string, a: unknown, b?: (lock: object | null) => unknown) => {
        const options = (typeof a === 'function' ? {} : a) as { ifAvailable?: boolean };
        const callback = (typeof a === 'function' ? a : b) as (lock: object | null) => unknown;
        if (!held) {
          held = true;
          callback({});
          return Promise.resolve();
        }
        if (options.ifAvailable) {
          callback(null);
          return Promise.resolve();
        }
        queue.push({ grant: () => callback({}) });
        return new Promise(() => {});
      },
    };
    vi.stubGlobal('navigator', { locks });
    const first = new SaveOwnership();
    const second = new SaveOwnership();
    expect(await first.claim()).toBe(true);
    expect(await second.claim()).toBe(false);
    const tookOver = vi.fn();
    second.onTakeOver(tookOver);
    expect(second.owns).toBe(false);
    queue.shift()!.grant(); // the first tab closed
    expect(second.owns).toBe(true);
    expect(tookOver).toHaveBeenCalledTimes(1);
  });
});

describe('startup notices', () => {
  test('held until the UI is up, then shown together as one; later ones one by one', () => {
    const notices = new Notices();
    const shown: string[] = [];
    notices.say('The saved game could not be opened.');
    notices.say('Your saved statistics could not be read.');
    notices.say('Ignored draw="9".');
    notices.open((text) => shown.push(text));
    expect(shown).toEqual(['The saved game could not be opened.\nYour saved statistics could not be read.\nIgnored draw="9".']);
    notices.say('Later.');
    expect(shown.at(-1)).toBe('Later.');
  });
});
