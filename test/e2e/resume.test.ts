/**
 * Closing the app mid-game and finding it exactly as it was (its clock too, but never an earlier
 * attempt's after a Restart); and the faults around storage and URLs:
 * a corrupt record, IndexedDB blocked, a bad URL parameter, two tabs. Real key presses drive the game;
 * the hook only reads. Storage is set up or inspected through the page's own IndexedDB where needed.
 */
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { TableSnapshot } from '../../src/engine';
import { clockOf, ready, snapshot, PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);

async function press(page: Page, keys: string[]): Promise<TableSnapshot[]> {
  const states: TableSnapshot[] = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    await ready(page);
    states.push(await snapshot(page));
  }
  return states;
}

/** The app launched in `page` (a new page of the profile), its errors collected. */
async function launched(page: Page, query = ''): Promise<Page> {
  page.on('pageerror', (error) => session().errors.push(`pageerror: ${error.message}`));
  await page.goto(session().url(query));
  await page.waitForFunction(() => window.klondike !== undefined);
  await ready(page);
  return page;
}

/** A second page in the same browser profile: what relaunching the installed app amounts to. */
async function relaunch(page: Page, query = ''): Promise<Page> {
  const next = await page.context().newPage();
  await page.close();
  return launched(next, query);
}

const toasts = (page: Page): Promise<string[]> => page.locator('[data-testid=toast]').allInnerTexts();

/** Every key in the app's IndexedDB store. */
const storedKeys = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('klondike');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('kv').objectStore('kv').getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
        };
      }),
  );

describe('resume', () => {
  test('a closed game comes back exactly, and undo walks back through its moves', async () => {
    const page = await session().open('deal=1');
    const start = await snapshot(page);
    const states = [start, ...(await press(page, ['p', 'p', 'p', 'p', '2', 'f']))];
    const last = states.at(-1)!;
    expect(last.moves).toBeGreaterThan(start.moves);

    const again = await relaunch(page);
    expect(await snapshot(again)).toEqual(last);
    // Undo walks back through distinct tables to the deal.
    const seen = new Set([JSON.stringify(last)]);
    for (let i = 0; i < 10 && (await snapshot(again)).moves > 0; i++) {
      await press(again, ['u']);
      seen.add(JSON.stringify(await snapshot(again)));
    }
    expect((await snapshot(again)).moves).toBe(0);
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  test('after a Restart and a kill, the clock of the attempt before the Restart is not applied to the same position', async () => {
    // No auto-moves (Aisleriot's rules): the deal after a Restart is the deal as first played.
    const first = await session().open('deal=1&preset=aisleriot-draw1');
    await press(first, ['p']);
    // Back to the game with a clock the test moves: 22 s of thought at the first draw, then the page left.
    const thinking = await first.context().newPage();
    await first.close();
    await thinking.clock.install();
    const page = await launched(thinking);
    await page.clock.fastForward(22_000);
    const again = await relaunch(page);
    expect(await clockOf(again)).toBeGreaterThanOrEqual(22_000);
    await again.keyboard.press('r');
    await again.getByTestId('confirm-yes').click();
    await ready(again);
    // The same first draw again, saved at once; then the renderer dies without the page being left.
    const played = (await press(again, ['p'])).at(-1)!;
    expect(await clockOf(again)).toBeLessThan(5_000);
    const crashed = again.waitForEvent('crash');
    void (await again.context().newCDPSession(again)).send('Page.crash').catch(() => undefined);
    await crashed;
    const next = await launched(await again.context().newPage());
    expect(await snapshot(next)).toEqual(played);
    expect(await clockOf(next)).toBeLessThan(5_000);
  });

  test('closed in the middle of an animation, the move is still there', async () => {
    const page = await session().open('deal=1');
    await page.keyboard.press('p');
    // No waiting for the card to land: the page goes away mid-flight.
    const expected = await snapshot(page);
    const again = await relaunch(page);
    expect(await snapshot(again)).toEqual(expected);
    expect(expected.waste).toHaveLength(1);
  });

  test('a URL deal starts that deal once; the reload resumes it', async () => {
    const page = await session().open('deal=7');
    expect(new URL(page.url()).searchParams.has('deal')).toBe(false);
    const played = (await press(page, ['p'])).at(-1)!;
    await page.reload();
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    expect(await snapshot(page)).toEqual(played);
  });
});

describe('faults', () => {
  test('a corrupt saved game: a notice, a playable new game, and the record kept aside', async () => {
    // No service worker here: it would answer the same-origin page below with the app itself.
    const page = await session().open('deal=1', { serviceWorkers: 'block' });
    await press(page, ['p']);
    // With the app closed (its last save landed on pagehide), a same-origin page spoils the record.
    const context = page.context();
    await page.close();
    const spoiler = await context.newPage();
    await spoiler.goto(`${inject('baseUrl')}/robots.txt`);
    await spoiler.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('klondike');
          open.onsuccess = () => {
            const tx = open.result.transaction('kv', 'readwrite');
            tx.objectStore('kv').put({ format: 'klondike-save', version: 1, rules: 'nonsense' }, 'game');
            tx.oncomplete = () => resolve();
          };
        }),
    );
    const again = await relaunch(spoiler);
    await expect.poll(async () => (await toasts(again)).join(' ')).toMatch(/could not be opened.*kept aside/);
    expect((await storedKeys(again)).some((k) => k.startsWith('aside:game:'))).toBe(true);
    const before = await snapshot(again);
    expect(before.moves).toBe(0);
    const after = (await press(again, ['p'])).at(-1)!;
    // The deal is a random one: an ace drawn goes straight home, so the stock is what surely changes.
    expect(after.stock.length).toBeLessThan(before.stock.length);
  });

  test('IndexedDB blocked (private browsing): a plain notice, and the game plays', async () => {
    const page = await session().page();
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        get: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto(session().url('deal=3'));
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    await expect.poll(async () => (await toasts(page)).join(' ')).toMatch(/not letting the game store anything/);
    const after = (await press(page, ['p'])).at(-1)!;
    expect(after.waste).toHaveLength(1);
  });

  test('a bad URL parameter is named in a notice and ignored', async () => {
    const page = await session().open('deal=4&draw=9&moves=strict');
    await expect.poll(async () => (await toasts(page)).join(' ')).toContain('draw="9"');
    const table = await snapshot(page);
    expect(table.rules).toMatchObject({ draw: 1, moves: 'strict' });
    expect(table.deal).toBe(4);
  });

  test("a second tab says it will not save, and does not overwrite the first tab's game", async () => {
    const first = await session().open('deal=1');
    const firstState = (await press(first, ['p', 'p'])).at(-1)!;
    const second = await first.context().newPage();
    await second.goto(session().url(''));
    await second.waitForFunction(() => window.klondike !== undefined);
    await ready(second);
    await expect.poll(async () => (await toasts(second)).join(' ')).toMatch(/open in another tab/);
    await press(second, ['n']);
    await first.close();
    const third = await relaunch(second);
    expect(await snapshot(third)).toEqual(firstState);
  });
});
