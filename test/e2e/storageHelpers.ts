/**
 * Shared steps for the storage tests: opening the app in a context that already holds its database,
 * and a same-origin page that is not the app (robots.txt) reading or writing the app's IndexedDB with
 * raw calls, as another tab or a corrupting bug would. The app itself is driven only by real key
 * presses and clicks; `window.klondike` is only read.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEFAULT_RULES, type TableSnapshot } from '../../src/engine';
import { ready, snapshot, type TableSession } from './tableHelpers';

/** No service worker: it would answer the same-origin helper page with the app itself. */
export const NO_SW = { serviceWorkers: 'block' } as const;

/** The text of every toast on screen, joined (as the player reads it: innerText). */
export const toasts = (page: Page): Promise<string> =>
  page
    .locator('[data-testid=toast]')
    .allInnerTexts()
    .then((t) => t.join(' | '));

/** Presses `keys` one at a time, each followed by ready(); returns the table after the last. */
export async function press(page: Page, keys: readonly string[]): Promise<TableSnapshot> {
  for (const key of keys) {
    await page.keyboard.press(key);
    await ready(page);
  }
  return snapshot(page);
}

/** A new page in `context`, its page errors collected by `session`, not yet navigated. */
export function appPage(session: TableSession, context: BrowserContext): Promise<Page> {
  return context.newPage().then((page) => {
    page.on('pageerror', (error) => session.errors.push(`pageerror: ${error.message}`));
    return page;
  });
}

/** Navigates `page` to the app at `?query` and waits for its table. */
export async function gotoApp(session: TableSession, page: Page, query = ''): Promise<Page> {
  await page.goto(session.url(query));
  await page.waitForFunction(() => window.klondike !== undefined, undefined, { timeout: 30_000 });
  await ready(page);
  return page;
}

/** Opens the app in `context` at `?query` and waits for its table (a bricked app fails here). */
export async function openApp(session: TableSession, context: BrowserContext, query = ''): Promise<Page> {
  return gotoApp(session, await appPage(session, context), query);
}

/** A same-origin page that is not the app: it reaches the app's IndexedDB by hand. */
export async function helperPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${inject('baseUrl')}/robots.txt`);
  return page;
}

/** Writes `records` straight into the app's database (created as the app creates it when missing). */
export async function putRecords(context: BrowserContext, records: Record<string, unknown>): Promise<void> {
  const page = await helperPage(context);
  await page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('klondike');
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          for (const [key, value] of entries) tx.objectStore('kv').put(value, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    Object.entries(records),
  );
  await page.close();
}

/** Every record in the app's database, by key (none when the database is missing). */
export async function storedRecords(context: BrowserContext): Promise<Record<string, unknown>> {
  const page = await helperPage(context);
  const records = await page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open('klondike');
        // A database this page would create is the app's gone missing: nothing is stored.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve({}) : reject(open.error));
        open.onsuccess = () => {
          const store = open.result.transaction('kv').objectStore('kv');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            open.result.close();
            resolve(Object.fromEntries(keys.result.map((k, i) => [String(k), values.result[i]])));
          };
        };
      }),
  );
  await page.close();
  return records;
}

export const asideKeys = (records: Record<string, unknown>, key: string): string[] => Object.keys(records).filter((k) => k.startsWith(`aside:${key}:`));

/** A context where the app has run once (deal 1, `keys` pressed) and been closed: its database exists. */
export async function contextWithAGame(session: TableSession, keys: readonly string[] = ['p']): Promise<{ context: BrowserContext; played: TableSnapshot }> {
  const first = await session.open('deal=1', NO_SW);
  const played = await press(first, keys);
  const context = first.context();
  await first.close();
  return { context, played };
}

/** A valid stored game (deal 1, one draw) with `more` over it. */
export function saveRecord(more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 'klondike-save',
    version: 1,
    rules: { ...DEFAULT_RULES, passes: null },
    deal: 1,
    bank: 0,
    moves: [{ kind: 'move', notation: 'P' }],
    cursor: 1,
    elapsed: 0,
    scoringStopsAt: null,
    undoLocked: false,
    ...more,
  };
}

/**
 * From now on, every toast `page` shows is noted (its DOM text), however briefly it stays: a notice
 * can come and go (2.5 s, or pushed out by newer ones) while a test is busy pressing keys.
 */
export function watchToasts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: string[] = [...document.querySelectorAll('[data-testid=toast]')].map((toast) => toast.textContent ?? '');
    Object.assign(window, { toastsSeen: seen });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLElement && node.matches('[data-testid=toast]')) seen.push(node.textContent ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Every toast noted since `watchToasts`, oldest first. */
export const toastsSeen = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
