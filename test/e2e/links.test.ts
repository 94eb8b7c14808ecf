/**
 * Links into the app (`?deal=`, rules, a shared "Play this deal" link) and the game in progress: a
 * link never silently replaces a game the player has moves in; once acted on it leaves the address,
 * so a reload resumes; a bad or repeated `deal` is named and the deal actually played is said; and the
 * game clock comes back after a reload. Real key presses and clicks play; the hook only reads.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { presetById, rulesOfPlay } from '../../src/engine';
import { clockOf, ready, snapshot, PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);

const toasts = (page: Page): Promise<string> =>
  page
    .locator('[data-testid=toast]')
    .allInnerTexts()
    .then((all) => all.join(' '));

/** Plays `keys` (real key presses), each to rest; resolves with the table after the last. */
async function press(page: Page, keys: string[]): ReturnType<typeof snapshot> {
  for (const key of keys) {
    await page.keyboard.press(key);
    await ready(page);
  }
  return snapshot(page);
}

/** Goes to `?query` in the same profile (the installed app opened by a link) and waits for the table. */
async function follow(page: Page, query: string): Promise<void> {
  await page.goto(session().url(query));
  await page.waitForFunction(() => window.klondike !== undefined);
  await ready(page);
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => window.klondike !== undefined);
  await ready(page);
}

const query = (page: Page): string => new URL(page.url()).search;

/** Games recorded in the statistics, over every rule set (read from the app's IndexedDB). */
const gamesPlayed = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('klondike');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('kv').objectStore('kv').get('stats');
          request.onsuccess = () => {
            const stats = request.result as { byRules?: Record<string, { played: number }> } | undefined;
            resolve(Object.values(stats?.byRules ?? {}).reduce((n, s) => n + s.played, 0));
          };
        };
      }),
  );

/** The clock of the game record in the app's IndexedDB (what a crash would leave). */
const savedClock = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('klondike');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('kv').objectStore('kv').get('game');
          request.onsuccess = () => resolve((request.result as { elapsed?: number } | undefined)?.elapsed ?? 0);
        };
      }),
  );

const JSOLITAIRE_LINK = 'preset=jsolitaire&deal=12345';

describe('a link while a game is in progress', () => {
  test('asks first; "Keep playing" leaves the table as it was, the link waits in the menu, and a reload resumes', async () => {
    const page = await session().open('deal=1');
    const inProgress = await press(page, ['p', 'p']);
    await follow(page, JSOLITAIRE_LINK);

    const dialog = page.locator('[data-testid=dialog-confirm]');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(`You have a game in progress (deal 1, ${inProgress.moves} moves). Keep playing it, or play the linked deal`);
    // Until the player answers, the hook reports the game in progress.
    expect(await snapshot(page)).toEqual(inProgress);

    await page.locator('[data-testid=confirm-no]').click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await snapshot(page)).toEqual(inProgress);
    expect(query(page)).toBe('');
    expect(await gamesPlayed(page)).toBe(0);

    await reload(page);
    expect(await snapshot(page)).toEqual(inProgress);
    expect(await page.locator('[data-testid=dialog-confirm]').count()).toBe(0);

    // The link waited in the menu (for this visit, the address no longer has it).
    await follow(page, JSOLITAIRE_LINK);
    await page.locator('[data-testid=confirm-no]').click();
    await page.keyboard.press('m');
    const linked = page.locator('[data-testid=menu-linked-game]');
    expect(await linked.innerText()).toContain('deal 12345');
    await linked.click();
    await page.locator('[data-testid=confirm-yes]').click();
    await page.waitForFunction(() => window.klondike!.state().deal === 12345);
    await ready(page);
    expect((await snapshot(page)).rules).toEqual(rulesOfPlay(presetById('jsolitaire')!.rules));
    expect(await gamesPlayed(page)).toBe(1);
  });

  test('"Play the linked deal" deals it, counts the abandoned game as New does, and a reload resumes the new one', async () => {
    const page = await session().open('deal=1');
    await press(page, ['p']);
    await follow(page, JSOLITAIRE_LINK);
    await page.locator('[data-testid=confirm-yes]').click();
    await page.waitForFunction(() => window.klondike!.state().deal === 12345);
    await ready(page);
    expect(await gamesPlayed(page)).toBe(1);
    expect(query(page)).toBe('');
    const played = await press(page, ['p', 'p']);
    expect(played.rules).toEqual(rulesOfPlay(presetById('jsolitaire')!.rules));
    await reload(page);
    expect(await snapshot(page)).toEqual(played);
  });
});

describe('a link with no game in progress deals at once, and a reload resumes it', () => {
  test.each([
    ['the Share-this-deal form', JSOLITAIRE_LINK, 12345],
    ['rules alone', 'draw=3', null],
    ['a preset and display settings', 'preset=thumb-and-pouch&deal=99&back=3', 99],
  ])('%s (?%s)', async (_name, link, deal) => {
    const page = await session().open(link);
    expect(await page.locator('[data-testid=dialog-confirm]').count()).toBe(0);
    const dealt = await snapshot(page);
    if (deal !== null) expect(dealt.deal).toBe(deal);
    // The game link leaves the address once dealt; display settings are not a game and stay.
    expect(query(page)).toBe(link.includes('back=3') ? '?back=3' : '');
    const played = await press(page, ['p', 'p', 'p', 'p']);
    await reload(page);
    expect(await snapshot(page)).toEqual(played);
  });
});

describe('a bad deal number', () => {
  // Every refused value is in test/app/urlDeal.test.ts; here two of them show that the notice reaches the player.
  test.each(['-1', '１２３'])('deal=%j is named as ignored, with the deal actually dealt', async (raw) => {
    const page = await session().open(`deal=${encodeURIComponent(raw)}`);
    const { deal } = await snapshot(page);
    await expect.poll(() => toasts(page)).toContain(`Ignored deal=${JSON.stringify(raw)}`);
    expect(await toasts(page)).toContain(`Playing deal ${deal}.`);
  });

  test('a repeated deal: the last one is played, and the player is told', async () => {
    const page = await session().open('deal=3&deal=8');
    expect((await snapshot(page)).deal).toBe(8);
    await expect.poll(() => toasts(page)).toContain('deal was given more than once: the last value counts.');
  });

  test('a very long value is echoed in a few dozen characters', async () => {
    // 12,000 characters: the page's own requests carry its address as their Referer, and vite
    // preview refuses headers over 16 KiB (the unit tests take 30,000).
    const page = await session().open(`deal=${'7'.repeat(12_000)}`);
    await expect.poll(() => toasts(page)).toContain('Ignored deal=');
    expect((await toasts(page)).length).toBeLessThan(200);
  });
});

describe('the clock', () => {
  test('comes back after a reload as it was, not as it was at the last move', async () => {
    const page = await session().open('deal=1');
    await press(page, ['p']);
    const seconds = (text: string): number => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    const shownSeconds = async (): Promise<number> => seconds(await page.locator('[data-testid=hud-time]').innerText());
    // Real time passes without a move: the test waits for the clock itself, not for a fixed time.
    await expect.poll(shownSeconds, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    const before = await clockOf(page);
    const shown = await shownSeconds();
    await reload(page);
    expect(await shownSeconds(), 'the clock shown after the reload').toBeGreaterThanOrEqual(shown);
    expect(await clockOf(page)).toBeGreaterThanOrEqual(before);
  });

  test('is saved while it runs, so a crash (no pagehide) loses only the seconds since the last save', async () => {
    const page = await session().open('deal=1');
    await press(page, ['p']);
    // The save of the move holds the clock of the move (about 0); a later one can only be the clock's own.
    await expect.poll(() => savedClock(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(1_000);
    const saved = await savedClock(page);
    const context = page.context();
    const cdp = await context.newCDPSession(page);
    // The renderer dies at once: no pagehide, no visibilitychange, no last save.
    const crashed = page.waitForEvent('crash');
    // The command gets no answer from a renderer that is gone: the crash event is what to wait for.
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    const again = await context.newPage();
    await again.goto(session().url(''));
    await again.waitForFunction(() => window.klondike !== undefined);
    await ready(again);
    expect(await clockOf(again)).toBeGreaterThanOrEqual(saved);
  });
});
