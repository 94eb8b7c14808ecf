/**
 * The win, as a player sees it: every card lands, then the celebration plays, then the dialog; a key
 * skips the celebration, reduced motion leaves it out, and `ready()` resolves only once the dialog is
 * there and nothing moves. A won standard game never shows a score below 0. Real keys and clicks.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadNearlyWon } from './gameFiles';
import { ready, snapshot, useTableSession } from './tableHelpers';
import { celebrating, paperOnLowerFelt } from './winTrail';

const dir = mkdtempSync(join(tmpdir(), 'klondike-finish-'));
const session = useTableSession();

/** Starts recording, in the page, when the celebration starts and ends and when the dialog opens. */
function recordWinTimeline(page: Page): Promise<void> {
  return page.evaluate(() => {
    const log: { what: string; at: number }[] = [];
    (window as unknown as { winLog: typeof log }).winLog = log;
    const canvas = document.querySelector('#game canvas')!;
    let celebrating = false;
    new MutationObserver(() => {
      const now = canvas.hasAttribute('data-celebration');
      if (now !== celebrating) log.push({ what: now ? 'celebration-start' : 'celebration-end', at: performance.now() });
      celebrating = now;
    }).observe(canvas, { attributes: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="dialog-win"][open]') !== null && !log.some((e) => e.what === 'dialog')) {
        log.push({ what: 'dialog', at: performance.now() });
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** Waits for ready() in the page and notes when it resolved, with what was true at that moment. */
function readyMoment(page: Page): Promise<{ at: number; dialogOpen: boolean; celebrating: boolean }> {
  return page.evaluate(async () => {
    await window.klondike!.ready();
    return {
      at: performance.now(),
      dialogOpen: document.querySelector('[data-testid="dialog-win"][open]') !== null,
      celebrating: document.querySelector('#game canvas')!.hasAttribute('data-celebration'),
    };
  });
}

const winLog = (page: Page): Promise<{ what: string; at: number }[]> =>
  page.evaluate(() => (window as unknown as { winLog: { what: string; at: number }[] }).winLog);

describe('the win', () => {
  test('every card lands, the celebration plays, then the dialog; ready() resolves only then', async () => {
    const page = await session().open('deal=5');
    await loadNearlyWon(page, dir);
    await recordWinTimeline(page);
    await page.keyboard.press('a'); // Finish
    const moment = await readyMoment(page);
    expect(moment).toMatchObject({ dialogOpen: true, celebrating: false });
    const log = await winLog(page);
    expect(log.map((e) => e.what)).toEqual(['celebration-start', 'celebration-end', 'dialog']);
    // The celebration lasts (it is not a flash), and ready() waited for the dialog.
    expect(log[1]!.at - log[0]!.at).toBeGreaterThan(1000);
    expect(moment.at).toBeGreaterThanOrEqual(log[2]!.at);
    expect((await snapshot(page)).won).toBe(true);
  });

  test('the celebration leaves a trail of cards over the empty felt, under the toolbar, and the trail goes with it', async () => {
    const page = await session().open('deal=5');
    await loadNearlyWon(page, dir);
    await page.keyboard.press('a');
    await expect.poll(() => celebrating(page), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => paperOnLowerFelt(page), { message: 'card paper on the trail', timeout: 20_000 }).toBeGreaterThan(0.15);
    // The toolbar stays above the trail, and still takes a click (which ends the celebration).
    expect(
      await page.evaluate(() => {
        const menu = document.querySelector('[data-testid="hud-menu"]')!.getBoundingClientRect();
        return document.elementFromPoint(menu.x + menu.width / 2, menu.y + menu.height / 2)?.closest('[data-testid="hud-menu"]') !== null;
      }),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await ready(page);
    expect(await page.locator('.win-trail').count()).toBe(0);
  });

  test('a key skips the celebration (and does nothing else: N does not deal), and the dialog follows', async () => {
    const page = await session().open('deal=5');
    await loadNearlyWon(page, dir);
    await page.keyboard.press('a');
    await expect.poll(() => celebrating(page), { timeout: 20_000 }).toBe(true);
    await page.keyboard.press('n');
    await ready(page);
    await expect(page.getByTestId('dialog-win').isVisible()).resolves.toBe(true);
    expect(await celebrating(page)).toBe(false);
    expect(await snapshot(page)).toMatchObject({ won: true, deal: 2 });
  });

  test('a tap skips the celebration', async () => {
    const page = await session().open('deal=5');
    await loadNearlyWon(page, dir);
    await page.keyboard.press('a');
    await expect.poll(() => celebrating(page), { timeout: 20_000 }).toBe(true);
    await page.mouse.click(195, 500);
    await expect.poll(() => celebrating(page)).toBe(false);
    await ready(page);
    await expect(page.getByTestId('dialog-win').isVisible()).resolves.toBe(true);
  });

  test('with reduced motion there is no celebration: the dialog comes once the cards are home', async () => {
    const page = await session().open('deal=5', { reducedMotion: 'reduce' });
    await loadNearlyWon(page, dir);
    await recordWinTimeline(page);
    await page.keyboard.press('a');
    expect(await readyMoment(page)).toMatchObject({ dialogOpen: true, celebrating: false });
    expect((await winLog(page)).map((e) => e.what)).toEqual(['dialog']);
  });

  test('standard scoring: a game that paid for ten trips through the stock wins with a score of 0 or more', async () => {
    const page = await session().open('deal=5', { reducedMotion: 'reduce' });
    await loadNearlyWon(page, dir, 10);
    await page.keyboard.press('a');
    await ready(page);
    const state = await snapshot(page);
    expect(state.won).toBe(true);
    expect(state.score).toBeGreaterThanOrEqual(0);
    const shown = await page.getByTestId('win-score').innerText();
    expect(shown.trim()).toMatch(/^\d/);
    expect(Number(shown.replace(/\D/g, ''))).toBe(state.score);
  });
});
