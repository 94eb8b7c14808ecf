/** The saved game and settings in IndexedDB (fake-indexeddb): round trip, corrupt records kept aside, faults. */
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { GAME_KEY, GameStore } from '../../src/app/storage/gameStore';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import { SettingsStore } from '../../src/app/storage/settingsStore';
import { AppStorage, indexedDbStore, memoryStore, type KeyValueStore } from '../../src/app/storage/storage';
import { currentState, makeSave, newGame, play, snapshotOf, undo, type Game } from '../../src/engine';
import { rulesWith } from '../engine/fixtures';

const loadSavedGame = async (storage: AppStorage, notice: (text: string) => void) => (await new GameStore(storage, notice).load())?.loaded ?? null;
/** A launch that found nothing stored, then saves `game`. */
async function saveGame(storage: AppStorage, game: Game, elapsedMs: number, assisted: boolean): Promise<boolean> {
  const games = new GameStore(storage, () => {});
  await games.startSaving();
  return games.save(game, elapsedMs, assisted, 'test-game');
}
const loadSettings = (storage: AppStorage, notice: (text: string) => void) => new SettingsStore(storage, notice).load();

let dbCount = 0;
const freshStorage = (notices: string[] = []): { storage: AppStorage; store: KeyValueStore } => {
  const store = indexedDbStore(`test-${dbCount++}`);
  return { storage: new AppStorage(store, (m) => notices.push(m)), store };
};

function playedGame(): Game {
  let game = newGame(rulesWith({}), 1);
  for (const move of [{ type: 'draw' }, { type: 'draw' }, { type: 'move', from: 'tableau-2', to: 'foundation-1', card: 'AS' }] as const) {
    const r = play(game, move);
    if (!r.ok) throw new Error(r.error.reason);
    game = r.value.game;
  }
  const undone = undo(game);
  if (!undone.ok) throw new Error(undone.error);
  return undone.value;
}

describe('the saved game', () => {
  test('round-trips through IndexedDB with its history, redo and clock', async () => {
    const { storage, store } = freshStorage();
    const game = playedGame();
    expect(await saveGame(storage, game, 12_345.6, false)).toBe(true);
    // A second storage over the same database: what a relaunch sees.
    const loaded = await loadSavedGame(new AppStorage(store), () => {});
    expect(loaded).not.toBeNull();
    expect(snapshotOf(loaded!.game)).toEqual(snapshotOf(game));
    expect(loaded!.game.history).toHaveLength(3);
    expect(loaded!.game.cursor).toBe(2);
    expect(loaded!.elapsed).toBe(12_346);
    expect(loaded!.assisted).toBe(false);
  });

  test('a game Show me played part of stays marked through a relaunch; a save from before the mark loads unmarked', async () => {
    const { storage, store } = freshStorage();
    await saveGame(storage, playedGame(), 0, true);
    expect((await loadSavedGame(new AppStorage(store), () => {}))!.assisted).toBe(true);
    const { assisted: _, ...older } = (await store.get(GAME_KEY)) as Record<string, unknown>;
    await store.set(GAME_KEY, older);
    expect((await loadSavedGame(new AppStorage(store), () => {}))!.assisted).toBe(false);
  });

  test('nothing saved yet: null and no notice', async () => {
    const notices: string[] = [];
    expect(await loadSavedGame(freshStorage().storage, (n) => notices.push(n))).toBeNull();
    expect(notices).toEqual([]);
  });

  test.each([
    ['garbage', 'not a save at all'],
    ['a newer version', { format: 'klondike-save', version: 99 }],
    ['a Show me mark that is not true or false', { ...makeSave(newGame(rulesWith({}), 1)), assisted: 'yes' }],
    [
      'an illegal move',
      { format: 'klondike-save', version: 1, rules: rulesWith({}), deal: 1, moves: [{ kind: 'move', notation: '1>2' }], cursor: 1, elapsed: 0 },
    ],
  ])('a corrupt record (%s) is kept aside, the player told, and a new game follows', async (_name, record) => {
    const notices: string[] = [];
    const { storage, store } = freshStorage(notices);
    await store.set(GAME_KEY, record);
    expect(await loadSavedGame(storage, (n) => notices.push(n))).toBeNull();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/kept aside/);
    await storage.settled();
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const open = indexedDB.open(`test-${dbCount - 1}`);
      open.onsuccess = () => {
        const request = open.result.transaction('kv').objectStore('kv').getAllKeys();
        request.onsuccess = () => resolve(request.result);
      };
    });
    const aside = keys.filter((k) => String(k).startsWith('aside:game:'));
    expect(aside).toHaveLength(1);
    expect(await store.get(String(aside[0]))).toMatchObject({ key: 'game', value: record });
    expect(await store.get(GAME_KEY)).toEqual(record); // the original is not deleted either
  });
});

describe('settings', () => {
  test('only what the player changed is written; bad stored fields fall back with a notice', async () => {
    const notices: string[] = [];
    const { storage, store } = freshStorage(notices);
    const first = new SettingsStore(storage, () => {});
    // Nothing is written before the stored record has been read; then the change goes on top of it.
    await first.change({ back: 3 });
    expect(await store.get('settings')).toBeUndefined();
    await first.load();
    expect(await store.get('settings')).toEqual({ back: 3 });
    await store.set('settings', { back: 9, fourColour: true });
    const settings = await loadSettings(storage, (n) => notices.push(n));
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, fourColour: true });
    expect(notices.join(' ')).toMatch(/back/);
  });
});

describe('storage faults', () => {
  const failing = (name: string): KeyValueStore => ({
    get: () => Promise.reject(new DOMException('no', name)),
    set: () => Promise.reject(new DOMException('no', name)),
    update: () => Promise.reject(new DOMException('no', name)),
    transact: () => Promise.reject(new DOMException('no', name)),
  });

  test('IndexedDB refusing every write (private browsing): told once, nothing throws, and it keeps trying', async () => {
    const notices: string[] = [];
    let writes = 0;
    const refusing: KeyValueStore = {
      ...memoryStore(),
      set: () => {
        writes++;
        return Promise.reject(new DOMException('no', 'InvalidStateError'));
      },
    };
    const storage = new AppStorage(refusing, (m) => notices.push(m));
    expect(await storage.set('game', { a: 1 })).toBe(false);
    expect(await storage.set('game', { a: 2 })).toBe(false);
    expect(writes).toBe(2);
    expect(notices).toEqual([expect.stringMatching(/storage failed.*keeps trying/)]);
  });

  test("Chromium's full disk (an UnknownError naming FILE_ERROR_NO_SPACE) is told as a full disk, not as a failure", async () => {
    const notices: string[] = [];
    const error = new DOMException(
      'Connection is closing because of: IO error: /p/000003.log: FILE_ERROR_NO_SPACE (ChromeMethodBFE: 3::WritableFileAppend::8)',
      'UnknownError',
    );
    const storage = new AppStorage({ ...memoryStore(), set: () => Promise.reject(error) }, (m) => notices.push(m));
    expect(await storage.set('game', 1)).toBe(false);
    expect(notices).toEqual([expect.stringMatching(/out of storage space/)]);
  });

  test('a full disk is reported once, and the next save tries again', async () => {
    const notices: string[] = [];
    const storage = new AppStorage(failing('QuotaExceededError'), (m) => notices.push(m));
    expect(await storage.set('game', 1)).toBe(false);
    expect(await storage.set('game', 2)).toBe(false);
    expect(notices).toEqual([expect.stringMatching(/out of storage space/)]);
  });

  test('writes land in order', async () => {
    const storage = new AppStorage(memoryStore());
    void storage.set('k', 1);
    void storage.set('k', 2);
    await storage.settled();
    expect(await storage.get('k')).toBe(2);
  });

  test('a relaunch over the same database sees the saved table', async () => {
    const { storage, store } = freshStorage();
    const game = playedGame();
    await saveGame(storage, game, 0, false);
    expect(currentState((await loadSavedGame(new AppStorage(store), () => {}))!.game)).toEqual(currentState(game));
  });
});
