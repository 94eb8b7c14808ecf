/**
 * Storage that never gives up and never overwrites: a database slow to open at launch
 * (with and without a game link), a stale tab taking the save over, a win in the tab that does not
 * own the save, a game abandoned in one tab and won in the other (the win counts), the site's data
 * cleared mid-game, a full disk while games end, URL values that would
 * reorder or break a notice's line, and the games kept aside brought back from the menu (in either tab). Real key
 * presses and clicks drive the app; a same-origin page (robots.txt) reads its IndexedDB by hand.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { parseSave, snapshotOf } from '../../src/engine';
import { nearlyWonFile, winByFinish } from './gameFiles';
import {
  appPage,
  asideKeys,
  contextWithAGame,
  gotoApp,
  helperPage,
  NO_SW,
  openApp,
  press,
  putRecords,
  saveRecord,
  storedRecords,
  toasts,
  toastsSeen,
  watchToasts,
} from './storageHelpers';
import { ready, snapshot, PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
const dir = mkdtempSync(join(tmpdir(), 'klondike-recovery-'));
/** Longer than any wait the app is allowed on storage: the open below answers 4 s late. */
const LATE = { timeout: 30_000 } as const;
const OPEN_DELAY_MS = 4000;

interface StoredGame {
  readonly deal: number;
  readonly moves: readonly unknown[];
  readonly cursor: number;
}
interface StoredStats {
  readonly byRules: Readonly<Record<string, { readonly played: number; readonly won: number }>>;
}

/** The stored game's identity: its deal, its moves and where it stands in them (the clock moves on). */
const gameOf = (record: unknown): StoredGame => {
  const { deal, moves, cursor } = record as StoredGame;
  return { deal, moves, cursor };
};

/** The entries of a stored game that are the player's own moves (not safe moves the app played). */
const playerEntries = (game: StoredGame): number => game.moves.slice(0, game.cursor).filter((m) => (m as { kind?: string }).kind === 'move').length;

/** Every toast shown since `watchToasts`, joined. */
const shown = (page: Page): Promise<string> => toastsSeen(page).then((t) => t.join(' | '));

/**
 * The toasts shown since `watchToasts` that are not an "is not being saved" notice: that one promises
 * the game "will be saved again", which is not the news that it is.
 */
const recoveryToasts = (page: Page): Promise<string> => toastsSeen(page).then((t) => t.filter((text) => !/not being saved/i.test(text)).join(' | '));

/** Games played and won over every rule set in a stored stats record (0 when there is none). */
function counts(records: Record<string, unknown>): { played: number; won: number } {
  const stats = records.stats as StoredStats | undefined;
  const all = Object.values(stats?.byRules ?? {});
  return { played: all.reduce((n, r) => n + r.played, 0), won: all.reduce((n, r) => n + r.won, 0) };
}

/**
 * An init script: every IndexedDB open answers its success `delayMs` late (whether the page listens
 * through `onsuccess` or `addEventListener`); upgradeneeded and error are left alone. A slow disk, or a
 * browser busy at launch.
 */
function holdOpenSuccess(delayMs: number): void {
  const open = IDBFactory.prototype.open;
  const handler = Object.getOwnPropertyDescriptor(IDBRequest.prototype, 'onsuccess')!;
  IDBFactory.prototype.open = function heldOpen(this: IDBFactory, ...args: Parameters<IDBFactory['open']>): IDBOpenDBRequest {
    const request = open.apply(this, args);
    const late = (listener: (this: IDBRequest, event: Event) => unknown) =>
      function later(this: IDBRequest, event: Event): void {
        setTimeout(() => listener.call(request, event), delayMs);
      };
    let current: ((this: IDBRequest, event: Event) => unknown) | null = null;
    Object.defineProperty(request, 'onsuccess', {
      configurable: true,
      get: () => current,
      set: (listener: ((this: IDBRequest, event: Event) => unknown) | null) => {
        current = listener;
        handler.set!.call(request, typeof listener === 'function' ? late(listener) : listener);
      },
    });
    // The listener list: the delayed stand-in of each listener, so that removing it still works.
    const stand = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
    const delayed = (type: string, listener: EventListenerOrEventListenerObject | null): EventListenerOrEventListenerObject | null => {
      if (type !== 'success' || listener === null) return listener;
      if (!stand.has(listener)) {
        const call = typeof listener === 'function' ? listener : (event: Event) => listener.handleEvent(event);
        stand.set(listener, late(call as (this: IDBRequest, event: Event) => unknown) as EventListener);
      }
      return stand.get(listener)!;
    };
    const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype;
    request.addEventListener = function addHeld(
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ): void {
      add.call(this, type, delayed(type, listener), options);
    } as typeof request.addEventListener;
    request.removeEventListener = function removeHeld(
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ): void {
      remove.call(this, type, delayed(type, listener), options);
    } as typeof request.removeEventListener;
    return request;
  };
}

/** The app opened in `context` at `?query` with every IndexedDB open answering 4 s late. */
async function openSlowly(context: Parameters<typeof appPage>[1], query: string): Promise<Page> {
  const page = await appPage(session(), context);
  await page.addInitScript(holdOpenSuccess, OPEN_DELAY_MS);
  await page.goto(session().url(query));
  await page.waitForFunction(() => window.klondike !== undefined, undefined, LATE);
  return page;
}

/** New (the key), and yes to "start a new game?": the game in progress counts as a loss. */
async function abandon(page: Page): Promise<void> {
  await page.keyboard.press('n');
  await page.getByTestId('confirm-yes').click();
  await ready(page);
}

/** An init script: while `window.__diskFull` is set, every IndexedDB write throws as a full disk does. */
function diskThatFills(): void {
  for (const name of ['put', 'add'] as const) {
    const real = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function full(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>): IDBRequest<IDBValidKey> {
      if ((window as { __diskFull?: boolean }).__diskFull === true) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return real.apply(this, args);
    };
  }
}

/** Fills the disk (`diskThatFills`), or frees it. */
async function setDiskFull(page: Page, full: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as { __diskFull?: boolean }).__diskFull = value;
  }, full);
}

describe('a database slow to open at launch', () => {
  test('no link: once storage answers, the saved game is on the table and stays stored, nothing set aside', async () => {
    const { context, played } = await contextWithAGame(session(), ['p', 'p', 'p']);
    const saved = gameOf((await storedRecords(context)).game);
    const page = await openSlowly(context, '');
    await expect.poll(() => snapshot(page), LATE).toEqual(played);
    await ready(page);
    const records = await storedRecords(context);
    expect(gameOf(records.game)).toEqual(saved);
    expect(asideKeys(records, 'game')).toEqual([]);
  });

  test('a deal link: once storage answers, the saved game is on the table and the link is asked about; kept, it stays', async () => {
    const { context, played } = await contextWithAGame(session(), ['p', 'p', 'p']);
    const saved = gameOf((await storedRecords(context)).game);
    expect(saved.deal).toBe(1);
    const page = await openSlowly(context, 'deal=4242');
    await expect.poll(() => snapshot(page), LATE).toEqual(played);
    const offer = page.getByRole('alertdialog', { name: 'Play the linked deal?' });
    await offer.waitFor(LATE);
    expect(await offer.getByRole('button', { name: 'Play the linked deal' }).count()).toBe(1);
    await offer.getByRole('button', { name: 'Keep playing' }).click();
    await offer.waitFor({ state: 'detached' });
    await ready(page);
    expect(await snapshot(page)).toEqual(played);
    const records = await storedRecords(context);
    expect(gameOf(records.game)).toEqual(saved);
    expect(asideKeys(records, 'game')).toEqual([]);
  });
});

describe('two tabs', () => {
  test("a stale tab taking over plays on from the closed tab's game, and saves it, not its own stale copy", async () => {
    const first = await session().open('deal=1', NO_SW);
    const context = first.context();
    await press(first, ['p']);
    const second = await openApp(session(), context);
    await watchToasts(second);
    await expect.poll(() => toasts(second)).toMatch(/open in another tab/);
    // The first tab in front: a tab in the background gets few animation frames.
    await first.bringToFront();
    const played = await press(first, ['p', 'p', 'p', 'p', 'p', 'p', 'p', 'p']);
    expect(played.moves).toBe(9);
    // The first tab's record: nine draws of the player's (and the safe move one of them set off).
    const latest = gameOf((await storedRecords(context)).game);
    expect(playerEntries(latest)).toBe(9);
    await first.close();
    await second.bringToFront();
    await expect.poll(() => shown(second)).toMatch(/this one saves its game now/);
    await expect.poll(() => snapshot(second), LATE).toEqual(played);
    await ready(second);
    const stored = gameOf((await storedRecords(context)).game);
    expect(stored).toEqual(latest);
    expect(playerEntries(stored)).toBe(9);
    await second.reload();
    await second.waitForFunction(() => window.klondike !== undefined);
    await ready(second);
    expect(await snapshot(second)).toEqual(played);
  });

  test('a win in the tab that does not own the save counts, once, also after it takes the save over', async () => {
    const first = await session().open('deal=5', NO_SW);
    const context = first.context();
    const second = await openApp(session(), context);
    await expect.poll(() => toasts(second)).toMatch(/open in another tab/);
    await watchToasts(second);
    await winByFinish(second, dir);
    await expect.poll(async () => counts(await storedRecords(context)).won, LATE).toBeGreaterThanOrEqual(1);
    await first.close();
    await expect.poll(() => shown(second)).toMatch(/this one saves its game now/);
    await ready(second);
    expect(counts(await storedRecords(context))).toEqual({ played: 1, won: 1 });
  });

  test('a game abandoned in the other tab (New: a loss) and then won in this one counts as the win', async () => {
    const first = await session().page(NO_SW);
    const context = first.context();
    const record: object = JSON.parse(readFileSync(nearlyWonFile(dir), 'utf8'));
    await putRecords(context, { game: { ...record, savedAt: Date.now(), gameId: 'shared-game' } });
    await gotoApp(session(), first, '');
    const second = await openApp(session(), context);
    await expect.poll(() => toasts(second)).toMatch(/open in another tab/);
    await abandon(second);
    await expect.poll(async () => counts(await storedRecords(context))).toEqual({ played: 1, won: 0 });
    await first.bringToFront();
    await first.keyboard.press('a'); // Finish
    await ready(first);
    expect((await snapshot(first)).won).toBe(true);
    await expect.poll(async () => counts(await storedRecords(context)), LATE).toEqual({ played: 1, won: 1 });
  });
});

describe('storage lost or full mid-game', () => {
  test('site data cleared mid-game: the app says it saves again, and the game and the statistics come back after a reload', async () => {
    const page = await session().open('deal=1', NO_SW);
    const context = page.context();
    await press(page, ['p']);
    await abandon(page);
    await expect.poll(async () => counts(await storedRecords(context)).played).toBe(1);
    await watchToasts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(page.url()).origin, storageTypes: 'indexeddb' });
    await cdp.detach();
    await press(page, ['p', 'p', 'p']);
    await expect.poll(() => recoveryToasts(page), LATE).toMatch(/saved again|being saved again|answers again/i);
    await ready(page);
    const played = await snapshot(page);
    await page.reload();
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    expect(await snapshot(page)).toEqual(played);
    expect(counts(await storedRecords(context)).played).toBeGreaterThanOrEqual(1);
  });

  test('a full disk, the browser ended without the page being left, and the database lost: the copy brings the game back, and says so', async () => {
    const page = await session().page(NO_SW);
    const context = page.context();
    await page.addInitScript(diskThatFills);
    await gotoApp(session(), page, 'deal=1');
    await press(page, ['p']);
    await watchToasts(page);
    await setDiskFull(page, true);
    const played = await press(page, ['p', 'p', 'p']);
    await expect.poll(() => shown(page)).toMatch(/out of storage space/);
    // The renderer dies: no pagehide. Chromium's next start then deletes the database the full disk tore.
    const cdp = await context.newCDPSession(page);
    // The crashed target never answers the command: the crash event says it is done.
    const crashed = page.waitForEvent('crash');
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    const helper = await helperPage(context);
    await helper.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase('klondike');
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        }),
    );
    await helper.close();
    const again = await openApp(session(), context);
    expect(await snapshot(again)).toEqual(played);
    await expect.poll(() => toasts(again)).toMatch(/lost this app's saved data.*Your game.*put back from the copy/);
  });

  test('two games finished while the disk is full are counted once there is room again', async () => {
    const page = await session().page(NO_SW);
    const context = page.context();
    await page.addInitScript(diskThatFills);
    await gotoApp(session(), page, 'deal=1');
    await press(page, ['p']);
    const before = counts(await storedRecords(context)).played;
    await setDiskFull(page, true);
    await abandon(page);
    await press(page, ['p']);
    await abandon(page);
    await setDiskFull(page, false);
    const played = await press(page, ['p']);
    await page.close();
    const again = await openApp(session(), context);
    expect(await snapshot(again)).toEqual(played);
    await expect.poll(async () => counts(await storedRecords(context)).played, LATE).toBe(before + 2);
  });
});

describe('URL values quoted back', () => {
  test('a bidi override, a right-to-left mark and newlines in URL values are shown as "\ufffd" in the notice, which stays on its lines', async () => {
    const page = await session().open('deal=%E2%80%8F%E2%80%AE1234&draw=1%0A%0AFake%20text');
    await expect.poll(() => toasts(page)).toMatch(/deal=.*draw=/s);
    // The DOM's text, not the rendered one, where an invisible control character would be missed.
    const text = (await page.locator('[data-testid=toast]').allTextContents()).join(' | ');
    expect(text).toContain('\ufffd\ufffd1234');
    expect(text).not.toContain('\u202e');
    expect(text).not.toContain('\u200f');
    expect(text).toContain('\ufffdFake');
    expect(text).not.toContain('\nFake');
    expect(text).not.toContain('\n\nFake');
  });
});

describe('games set aside', () => {
  test('Menu → Earlier games lists a game kept aside, and Resume puts it on the table', async () => {
    const page = await session().page(NO_SW);
    const keptAt = Date.now() - 60_000;
    const record = saveRecord({
      deal: 7,
      moves: [
        { kind: 'move', notation: 'P' },
        { kind: 'move', notation: 'P' },
      ],
      cursor: 2,
    });
    await putRecords(page.context(), { [`aside:game:${keptAt}`]: { key: 'game', reason: 'test', value: record, keptAt } });
    await gotoApp(session(), page, 'deal=3');
    const loaded = parseSave(record);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { deal, stock, waste, foundations, tableau, moves } = snapshotOf(loaded.value.game);
    expect(deal).toBe(7);
    await resumeEarlierGame(page);
    await expect.poll(() => snapshot(page)).toMatchObject({ deal, stock, waste, foundations, tableau, moves });
  });

  test("resumed in the tab that does not own the save, it stays listed until saved (that tab closed first: still there), and no copy of the other tab's game is listed", async () => {
    const first = await session().page(NO_SW);
    const context = first.context();
    const keptAt = Date.now() - 60_000;
    const key = `aside:game:${keptAt}`;
    await putRecords(context, { [key]: { key: 'game', reason: 'test', value: saveRecord({ deal: 7 }), keptAt } });
    await gotoApp(session(), first, 'deal=3');
    await press(first, ['p']);
    const second = await openApp(session(), context);
    await expect.poll(() => toasts(second)).toMatch(/open in another tab/);
    await resumeEarlierGame(second);
    await expect.poll(async () => (await snapshot(second)).deal).toBe(7);
    await ready(second);
    await second.close();
    expect(asideKeys(await storedRecords(context), 'game')).toEqual([key]);
  });
});

/** Menu → Earlier games → Resume (the first game listed). */
async function resumeEarlierGame(page: Page): Promise<void> {
  await page.getByTestId('hud-menu').click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Earlier games' }).click({ timeout: 10_000 });
  const earlier = page.getByRole('dialog', { name: 'Earlier games' });
  await earlier.waitFor();
  await earlier.getByRole('button', { name: 'Resume' }).click();
}
