/**
 * Storage that is slow, taken away, full, or owned by another tab: launch waits at most a bound, the
 * connection gives way to another page's deletion and comes back, "kept aside" is said only once it is
 * true, a second tab takes the save over, and every startup notice is shown.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GAME_KEY, GameStore } from '../../src/app/gameStore';
import { IndexedDbStore } from '../../src/app/indexedDbStore';
import { Notices } from '../../src/app/notices';
import { Persistence } from '../../src/app/persistence';
import { AppStorage, memoryStore, type KeyValueStore, type StoreConnection } from '../../src/app/storage';
import { SaveOwnership } from '../../src/app/tabLock';
import { DEFAULT_RULES, makeSave, newGame, play, type Game } from '../../src/engine';

function gameAfterDraws(draws: number, deal = 3): Game {
  let game = newGame(DEFAULT_RULES, deal);
  for (let i = 0; i < draws; i++) {
    const played = play(game, { type: 'draw' });
    if (!played.ok) throw new Error(played.error.reason);
    game = played.value.game;
  }
  return game;
}

/** A memory store whose database opens only when the test says so (a deletion elsewhere holds it). */
function slowStore(): { store: KeyValueStore & StoreConnection; inner: KeyValueStore; open: () => void } {
  const inner = memoryStore();
  const openListeners: (() => void)[] = [];
  let release!: () => void;
  const connecting = new Promise<void>((resolve) => { release = resolve; });
  return {
    inner,
    store: { ...inner, connect: () => connecting, onAway: () => {}, onOpen: (listener) => openListeners.push(listener) },
    open: () => {
      release();
      for (const listener of openListeners) listener();
    },
  };
}

describe('a database that does not answer at launch', () => {
  test('launch goes on without it after the wait, says so once, and writes everything when it answers', async () => {
    const { store, inner, open } = slowStore();
    const stored = makeSave(gameAfterDraws(2), 1000);
    await inner.set(GAME_KEY, stored);
    const notices: string[] = [];
    const persistence = new Persistence(new AppStorage(store, (m) => notices.push(m), () => 777), (m) => notices.push(m));
    const { saved } = await persistence.load(30);
    expect(saved).toBeNull();
    expect(notices).toEqual([expect.stringMatching(/not answering.*not being saved/)]);

    // Played in memory meanwhile: nothing is written, nothing waits.
    const session = gameAfterDraws(5, 8);
    expect(await persistence.games.save(session, 0, false)).toBe(false);
    await persistence.storage.settled();
    expect(await inner.get(GAME_KEY)).toEqual(stored);

    // The database answers: the stored game (never seen by this launch) is kept aside, this one written.
    persistence.storage.onBack(async () => {
      persistence.games.guardNextSave();
      await persistence.games.save(session, 0, false);
    });
    open();
    await vi.waitFor(() => expect(notices.at(-1)).toMatch(/answers again/));
    expect(await inner.get(GAME_KEY)).toEqual(makeSave(session, 0, false));
    expect(await inner.get('aside:game:777')).toMatchObject({ key: GAME_KEY, value: stored });
  });

  test('a database that refuses after the wait: the app plays from memory, which it can write', async () => {
    let refuse!: () => void;
    const connecting = new Promise<void>((_, reject) => { refuse = () => reject(new DOMException('no', 'SecurityError')); });
    const store = { ...memoryStore(), connect: () => connecting, onAway: () => {}, onOpen: () => {} };
    const notices: string[] = [];
    const storage = new AppStorage(store, (m) => notices.push(m));
    await storage.start(10);
    expect(storage.writable).toBe(false);
    refuse();
    await vi.waitFor(() => expect(storage.writable).toBe(true));
    expect(await storage.set('k', 1)).toBe(true);
    expect(await storage.get('k')).toBe(1);
    expect(notices.at(-1)).toMatch(/private browsing/);
  });
});

describe('another page deletes the database', () => {
  test('the connection gives way at once (the deletion is not blocked), and the game is written again', async () => {
    const name = 'klondike-versionchange-test';
    const notices: string[] = [];
    const storage = new AppStorage(new IndexedDbStore(name), (m) => notices.push(m));
    await storage.start();
    const game = new GameStore(storage, () => {});
    const played = gameAfterDraws(3);
    await game.save(played, 0, false);
    storage.onBack(() => game.save(played, 0, false));

    const outcome = await new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve('deleted');
      request.onblocked = () => resolve('blocked');
    });
    expect(outcome).toBe('deleted');
    await vi.waitFor(() => expect(notices.at(-1)).toMatch(/answers again/));
    expect(notices[0]).toMatch(/Another page is clearing or updating/);
    await storage.settled();
    const fresh = new AppStorage(new IndexedDbStore(name));
    expect(await fresh.get(GAME_KEY)).toEqual(makeSave(played, 0, false));
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
    expect(await persistence.games.save(played, 0, false)).toBe(true);
    await persistence.storage.settled();

    // The next launch finds the database: it waits for the open and reads what was written.
    const next = new IndexedDbStore(name);
    const nextOrder: string[] = [];
    await Promise.all([next.connect().then(() => nextOrder.push('open')), next.readable().then(() => nextOrder.push('readable'))]);
    expect(nextOrder).toEqual(['open', 'readable']);
    const relaunch = new Persistence(new AppStorage(next), () => {});
    expect((await relaunch.load()).saved?.game).toEqual(played);
  });
});

/** `inner`, refusing every write for quota while `isFull()` says so. */
const full = (inner: KeyValueStore, isFull: () => boolean): KeyValueStore => ({
  get: (key) => inner.get(key),
  set: (key, value) => (isFull() ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : inner.set(key, value)),
  update: (key, change, aside) => (isFull() ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : inner.update(key, change, aside)),
});

describe('a full disk', () => {
  test('an unreadable game is not announced as kept aside, and no save replaces it until its copy is made', async () => {
    const inner = memoryStore();
    const bad = { format: 'klondike-save', version: 1, rules: 'nonsense' };
    await inner.set(GAME_KEY, bad);
    let isFull = true;
    const notices: string[] = [];
    const storage = new AppStorage(full(inner, () => isFull), (m) => notices.push(m));
    const games = new GameStore(storage, (m) => notices.push(m));
    expect(await games.load()).toBeNull();
    const said = notices.join(' ');
    expect(said).toMatch(/no room to keep a copy/);
    expect(said).not.toMatch(/kept aside/);

    expect(await games.save(gameAfterDraws(1), 0, false)).toBe(false);
    expect(await inner.get(GAME_KEY)).toEqual(bad);

    // Room again: the copy and the save land together.
    isFull = false;
    const played = gameAfterDraws(2);
    expect(await games.save(played, 0, false)).toBe(true);
    expect(await inner.get(GAME_KEY)).toEqual(makeSave(played, 0, false));
  });
});

describe('a full disk, settings and statistics', () => {
  test('unreadable settings and statistics are left where they are, and the notices say so', async () => {
    const inner = memoryStore();
    await inner.set('settings', 'garbage');
    await inner.set('stats', { version: 1, byRules: 'garbage', vegasBank: 0 });
    let isFull = true;
    const notices: string[] = [];
    const persistence = new Persistence(new AppStorage(full(inner, () => isFull), () => {}, () => 55), (m) => notices.push(m), () => 55);
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
    expect(await inner.get('stats')).toMatchObject({ byRules: { [Object.keys((await inner.get('stats') as { byRules: object }).byRules)[0]!]: { played: 2, won: 1 } } });
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
