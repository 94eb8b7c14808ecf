/**
 * Nothing a player did is ever lost, whatever storage does: records of the wrong shape (a cycle too), every startup
 * notice at once, a save at the size limit, hostile file values, the database slow or deleted by
 * another page, a second tab taking the save over, a full disk. Real key presses and menu clicks drive
 * the game; a same-origin page (robots.txt) writes or blocks the app's IndexedDB with raw calls, as
 * another tab or a corrupting bug would.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, echo } from '../../src/engine';
import { loadGameFile } from './gameFiles';
import {
  asideKeys,
  contextWithAGame as contextWithAGameIn,
  helperPage,
  NO_SW,
  openApp as openAppIn,
  press,
  putRecords,
  saveRecord,
  storedRecords,
  toasts,
} from './storageHelpers';
import { ready, snapshot, PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
const dir = mkdtempSync(join(tmpdir(), 'klondike-storage-'));
const openApp = (context: BrowserContext, query = ''): Promise<Page> => openAppIn(session(), context, query);
const contextWithAGame = (): ReturnType<typeof contextWithAGameIn> => contextWithAGameIn(session());

describe('records of the wrong shape', () => {
  test('a saved game whose rules.draw is an object: the app starts (at ?deal=9), names it, and keeps it aside', async () => {
    const { context } = await contextWithAGame();
    const bad = saveRecord({ rules: { ...DEFAULT_RULES, draw: { toString: 1 } } });
    await putRecords(context, { game: bad });
    const page = await openApp(context, 'deal=9');
    expect((await snapshot(page)).deal).toBe(9);
    await expect.poll(() => toasts(page)).toMatch(/saved game could not be opened \(one of its values is not valid\).*kept aside/);
    const records = await storedRecords(context);
    expect(asideKeys(records, 'game')).toHaveLength(1);
    expect(records[asideKeys(records, 'game')[0]!]).toMatchObject({ key: 'game', value: bad });
  });

  test('a saved game whose rules refer back to themselves (a cycle): the app starts, keeps it aside, and saves again', async () => {
    const { context } = await contextWithAGame();
    const helper = await helperPage(context);
    // Made in the page: IndexedDB keeps the cycle, as a corrupting bug would write it.
    await helper.evaluate(
      (record) =>
        new Promise<void>((resolve, reject) => {
          const rules: Record<string, unknown> = { ...(record.rules as object) };
          rules.self = rules;
          const open = indexedDB.open('klondike');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('kv', 'readwrite');
            tx.objectStore('kv').put({ ...record, rules }, 'game');
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      saveRecord(),
    );
    await helper.close();
    const page = await openApp(context, 'deal=9');
    await expect.poll(() => toasts(page)).toMatch(/saved game could not be opened \(one of its values is not valid\).*kept aside/);
    await press(page, ['p']);
    await expect.poll(async () => (await storedRecords(context)).game).toMatchObject({ deal: 9, moves: [{ kind: 'move', notation: 'P' }] });
    expect(asideKeys(await storedRecords(context), 'game')).toHaveLength(1);
  });

  test('a settings record that is a string: named and kept aside once, repaired, and quiet at the next launch', async () => {
    const { context } = await contextWithAGame();
    await putRecords(context, { settings: 'dark mode' });
    const page = await openApp(context);
    await expect.poll(() => toasts(page)).toMatch(/saved settings could not be read.*kept aside/);
    await page.close();
    const again = await openApp(context);
    await press(again, ['p']);
    expect(await toasts(again)).not.toMatch(/settings/);
    const records = await storedRecords(context);
    expect(asideKeys(records, 'settings')).toHaveLength(1);
    expect(records.settings).toEqual({});
  });

  test('a settings record with one bad field is repaired once: the notice does not come back', async () => {
    const { context } = await contextWithAGame();
    await putRecords(context, { settings: { back: 9, fourColour: true } });
    const page = await openApp(context);
    await expect.poll(() => toasts(page)).toMatch(/\(back\).*kept aside/);
    await page.close();
    const again = await openApp(context);
    await press(again, ['p']);
    expect(await toasts(again)).not.toMatch(/settings/);
    const records = await storedRecords(context);
    expect(records.settings).toEqual({ fourColour: true });
    expect(asideKeys(records, 'settings')).toHaveLength(1);
  });
});

describe('startup notices', () => {
  test('a bad game, bad statistics and a bad URL value at once: every notice is shown', async () => {
    const { context } = await contextWithAGame();
    await putRecords(context, { game: saveRecord({ cursor: 'x' }), stats: 'garbage' });
    const page = await openApp(context, 'draw=9');
    await expect.poll(() => toasts(page)).toMatch(/saved game could not be opened/);
    const text = await toasts(page);
    expect(text).toMatch(/statistics could not be read/);
    expect(text).toContain('draw="9"');
  });
});

describe('what the app writes, it reads back', () => {
  test('a file at the 20,000-entry limit, one move more, a reload: the game comes back, not set aside', async () => {
    const path = join(dir, 'longest.json');
    const moves = Array.from({ length: 20_000 }, () => ({ kind: 'move', notation: 'P' }));
    writeFileSync(path, JSON.stringify(saveRecord({ moves, cursor: moves.length })));
    const page = await session().open('deal=1', NO_SW);
    await loadGameFile(page, path);
    await expect.poll(async () => (await snapshot(page)).moves, { timeout: 20_000 }).toBe(20_000);
    await ready(page);
    const loaded = await snapshot(page);
    await press(page, ['p']);
    await expect.poll(() => toasts(page)).toMatch(/too long to be saved/);
    const again = await openApp(page.context());
    await page.close();
    expect(await toasts(again)).not.toMatch(/far more moves|could not be opened/);
    expect(await snapshot(again)).toEqual(loaded);
  });

  test('a file with elapsed 1e300: the clock shows a bounded time', async () => {
    const path = join(dir, 'forever.json');
    writeFileSync(path, JSON.stringify(saveRecord({ elapsed: 1e300 })));
    const page = await session().open('deal=1', NO_SW);
    await loadGameFile(page, path);
    await expect.poll(async () => (await snapshot(page)).moves).toBe(1);
    const clock = (await page.getByTestId('hud-time').innerText()).trim();
    const [hours] = clock.split(':');
    expect(clock).toMatch(/^\d{1,3}:\d\d:\d\d$/);
    expect(Number(hours)).toBeLessThanOrEqual(100);
  });

  test('a file with a 900 KB unknown rule key: the refusal says why in words, short, without echoing the key', async () => {
    const path = join(dir, 'huge-key.json');
    const key = 'q'.repeat(900_000);
    writeFileSync(path, JSON.stringify(saveRecord({ rules: { ...DEFAULT_RULES, passes: null, [key]: 1 } })));
    const page = await session().open('deal=1', NO_SW);
    await loadGameFile(page, path);
    await expect.poll(() => toasts(page)).toMatch(/could not be opened as a saved game \(one of its values is not valid\)/);
    const text = await toasts(page);
    expect(text).not.toContain(echo(key));
    expect(text.length).toBeLessThan(300);
  });
});

describe('the database away', () => {
  test('a deletion blocked by an open tab: a new tab deals within seconds, says it is not saving, asks about the game found, then saves once the database is free', async () => {
    const { context } = await contextWithAGame();
    // An open connection that ignores versionchange (an old tab) holds the deletion back.
    const blocker = await helperPage(context);
    await blocker.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('klondike');
          open.onsuccess = () => {
            Object.assign(window, { held: open.result });
            resolve();
          };
        }),
    );
    const deleter = await helperPage(context);
    await deleter.evaluate(() => {
      indexedDB.deleteDatabase('klondike');
    });
    const page = await openApp(context, 'deal=5');
    expect((await snapshot(page)).deal).toBe(5);
    await expect.poll(() => toasts(page)).toMatch(/not answering.*not being saved/);
    const played = await press(page, ['p', 'p']);
    await blocker.close(); // the deletion goes through, then the app's database opens
    // Made anew, the database gets the first tab's game back from the copy kept on the device; the
    // player has moves on the game in front of them, so the app asks which to keep.
    const question = page.getByRole('alertdialog', { name: 'Your saved game was found' });
    await question.waitFor({ timeout: 15_000 });
    await question.getByRole('button', { name: 'Keep this one' }).click();
    await expect.poll(() => toasts(page), { timeout: 15_000 }).toMatch(/answers again/);
    await ready(page);
    const again = await openApp(context);
    expect(await snapshot(again)).toEqual(played);
  });

  test('another page deletes the database: the app gives way at once, says so, and writes the whole game again', async () => {
    const page = await session().open('deal=1', NO_SW);
    await press(page, ['p']);
    const deleter = await helperPage(page.context());
    const outcome = await deleter.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.deleteDatabase('klondike');
          request.onsuccess = () => resolve('deleted');
          request.onblocked = () => resolve('blocked');
        }),
    );
    expect(outcome).toBe('deleted');
    // The app's tab in front again: a tab in the background gets few animation frames.
    await deleter.close();
    await page.bringToFront();
    await expect.poll(() => toasts(page)).toMatch(/Another page is clearing or updating/);
    await expect.poll(() => toasts(page)).toMatch(/answers again/);
    const played = await press(page, ['p', 'p', 'p']);
    const again = await openApp(page.context());
    expect(await snapshot(again)).toEqual(played);
  });
});

describe('two tabs', () => {
  test('the first tab closes: the second takes the save over, says so, and its moves survive a reload', async () => {
    const first = await session().open('deal=1', NO_SW);
    await press(first, ['p', 'p']);
    const second = await openApp(first.context());
    await expect.poll(() => toasts(second)).toMatch(/open in another tab/);
    await first.close();
    await expect.poll(() => toasts(second)).toMatch(/this one saves its game now/);
    const played = await press(second, ['p', 'p', 'p', 'p']);
    await second.reload();
    await second.waitForFunction(() => window.klondike !== undefined);
    await ready(second);
    expect(await snapshot(second)).toEqual(played);
  });
});

describe('a full disk', () => {
  test('an unreadable game is not called kept aside when the copy cannot be written, and is not overwritten', async () => {
    const { context } = await contextWithAGame();
    const bad = saveRecord({ rules: 'nonsense' });
    await putRecords(context, { game: bad });
    const page = await context.newPage();
    await page.addInitScript(() => {
      IDBObjectStore.prototype.put = function put(): IDBRequest {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto(session().url(''));
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    await expect.poll(() => toasts(page)).toMatch(/could not be opened.*no room to keep a copy/);
    expect(await toasts(page)).not.toMatch(/kept aside/);
    await press(page, ['p', 'p']);
    await page.close();
    const records = await storedRecords(context);
    expect(records.game).toEqual(bad);
    expect(asideKeys(records, 'game')).toEqual([]);
    // Room again: the next launch keeps the copy, and only then says so.
    const again = await openApp(context);
    await expect.poll(() => toasts(again)).toMatch(/could not be opened.*kept aside/);
    expect(asideKeys(await storedRecords(context), 'game')).toHaveLength(1);
  });
});
