/**
 * The production build, served by `vite preview`, in a real Chromium: the dealt table is on the page,
 * the automation hook tells the truth about it, and the app stays on its own origin.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { TableSnapshot } from '../../src/engine';
import { launchBrowser, openPage } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function stateOf(page: Page): Promise<TableSnapshot> {
  await page.waitForFunction(() => window.klondike !== undefined);
  await page.evaluate(() => window.klondike?.ready());
  return page.evaluate(() => {
    if (window.klondike === undefined) throw new Error('no window.klondike');
    return window.klondike.state();
  });
}

/** Deal 1's opening layout, bottom → top; locked here as the promise that deal 1 never changes. */
const DEAL_1_TABLEAU = [
  '9D', '4C AS', 'QD TD JC', '9S JS 8S 6D', '6S 8H 5H 8D JH', '3D 3C 8C 7H 9H AH', '2H 5D KD 7S 2C KH JD',
].map((column) => column.split(' '));

describe('static table', () => {
  test('deal 1 is laid out as promised, and the hook reports it', async () => {
    const { page, requests } = await openPage(browser);
    await page.goto(`${baseUrl}/?deal=1`);
    const state = await stateOf(page);

    expect(state.deal).toBe(1);
    expect(state.tableau.map((c) => [...c.down, ...c.up])).toEqual(DEAL_1_TABLEAU);
    expect(state.tableau.map((c) => c.up.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(state.stock).toHaveLength(24);
    expect(state.stock.at(-1)).toBe('TS');
    expect(state.waste).toEqual([]);
    expect(state.foundations).toEqual([[], [], [], []]);

    // What the player sees matches the snapshot: the face-up top of tableau-7 is drawn as a face.
    expect(await page.locator('[data-pile="tableau-7"] [data-card="JD"]').getAttribute('aria-label')).toBe('Jack of diamonds');
    expect(await page.locator('[data-card].back').count()).toBe(24 + 21);

    const rects = await page.evaluate(() => ({
      first: window.klondike?.rect('tableau-1') ?? null,
      last: window.klondike?.rect('tableau-7') ?? null,
      card: window.klondike?.rect('TS') ?? null,
    }));
    expect(rects.first).not.toBeNull();
    expect(rects.last).not.toBeNull();
    expect(rects.card).not.toBeNull();
    expect(rects.last!.x).toBeGreaterThan(rects.first!.x + rects.first!.width);

    // No fonts, CDNs or analytics: every request stays on the preview server's origin.
    const origin = new URL(baseUrl).origin;
    const foreign = requests.map((r) => r.url()).filter((u) => !u.startsWith('data:') && new URL(u).origin !== origin);
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  test('a bad deal number is named in a notice and deal 1 is dealt anyway', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/?deal=abc`);
    const state = await stateOf(page);
    expect(state.deal).toBe(1);
    expect(state.tableau.map((c) => [...c.down, ...c.up])).toEqual(DEAL_1_TABLEAU);
    const notice = (await page.locator('#notice').textContent()) ?? '';
    expect(notice).toContain('abc');
    expect(await page.locator('#notice').isVisible()).toBe(true);
    await page.context().close();
  });

  test('reads on a 360-px phone (screenshot in /tmp/static-table.png)', async () => {
    const { page } = await openPage(browser, { width: 360, height: 740 });
    await page.goto(`${baseUrl}/?deal=1`);
    await stateOf(page);
    // Nothing may spill sideways on a narrow phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const card = await page.evaluate(() => window.klondike?.rect('JD') ?? null);
    expect(card!.width).toBeGreaterThanOrEqual(40);
    await page.screenshot({ path: '/tmp/static-table.png', fullPage: true });
    await page.context().close();
  });
});
