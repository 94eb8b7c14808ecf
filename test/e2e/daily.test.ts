/**
 * The deal of the day with the page's clock fixed at noon on 27 November 2026 (Playwright's
 * `page.clock.setFixedTime`: Date is fixed, timers and the game clock run): the line on the first
 * screen of the day, the deal it opens, a win recorded in the daily record and its calendar, Share's
 * text, `?daily=` links (past, to come, no date) and a game in progress kept. Real clicks and keys.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DAILY_RULES, dailyDeal } from '../../src/app/daily/dailyDeal';
import { loadGameFile, nearlyWonFile } from './gameFiles';
import { ready, snapshot, PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
const dir = mkdtempSync(join(tmpdir(), 'klondike-daily-'));
const TODAY = '2026-11-27';

/** A page whose clock reads noon on TODAY, and whose share sheet keeps what it is given. */
async function openOnDay(query: string): Promise<Page> {
  const page = await session().page();
  await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true });
  });
  await follow(page, query);
  return page;
}

/** Goes to `?query` in the same page (its clock and profile kept) and waits for the table. */
async function follow(page: Page, query: string): Promise<void> {
  await page.goto(session().url(query));
  await page.waitForFunction(() => window.klondike !== undefined);
  await ready(page);
}

const toasts = (page: Page): Promise<string> =>
  page
    .getByTestId('toast')
    .allInnerTexts()
    .then((all) => all.join(' '));

const text = async (page: Page, testid: string): Promise<string> => (await page.getByTestId(testid).innerText()).trim();

describe('the daily deal', () => {
  test('the first screen of the day offers it; played and won, it is in the daily record and the calendar, and Share gives its result', async () => {
    const page = await openOnDay('');
    const line = page.getByTestId('daily-line');
    expect(await line.innerText()).toContain("Today's daily deal, 27 Nov 2026");
    await page.getByTestId('daily-line-play').click();
    await page.waitForFunction((deal) => window.klondike!.state().deal === deal, dailyDeal(TODAY));
    await ready(page);
    expect((await snapshot(page)).rules).toEqual(expect.objectContaining({ draw: DAILY_RULES.draw, passes: null, scoring: 'standard' }));
    expect(await line.isHidden()).toBe(true);
    expect(await page.locator('.stat:has([data-testid=hud-daily])').innerText()).toMatch(/^Daily\s+27 Nov\s+27 Nov 2026, deal \d+$/);

    // The same deal, played to one Finish from a win (a file made by the engine), then won by the A key.
    await loadGameFile(page, nearlyWonFile(dir, 0, dailyDeal(TODAY)!));
    await expect.poll(async () => (await snapshot(page)).moves).toBeGreaterThan(10);
    await ready(page);
    await page.keyboard.press('a');
    await ready(page);
    expect((await snapshot(page)).won).toBe(true);
    const time = await text(page, 'win-time');
    const moves = await text(page, 'win-moves');
    await page.getByTestId('win-share').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: 'Klondike daily',
          text: `Klondike daily · 27 Nov 2026 · won in ${time}, ${moves} moves`,
          url: `${new URL(page.url()).origin}/?daily=${TODAY}`,
        },
      ]);
    await page.getByTestId('win-close').click();

    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-stats').click();
    // Counted under its rules as usual, and in the daily record.
    expect(await text(page, 'stats-won')).toBe('1');
    expect(await text(page, 'daily-days-won')).toBe('1');
    expect(await text(page, 'daily-streak')).toBe('1 day');
    const calendar = page.getByTestId('daily-calendar');
    expect(await calendar.locator('caption').innerText()).toBe('November 2026');
    const today = calendar.locator(`[data-date="${TODAY}"]`);
    expect(await today.getAttribute('class')).toBe('won today');
    expect(await today.getAttribute('aria-current')).toBe('date');
    expect(await calendar.locator('td.won').count()).toBe(1);
    // The table as a screen reader has it: the day's cell says today and the win.
    expect(await page.getByRole('cell', { name: /^27 today, won in \d+:\d\d, \d+ moves$/ }).count()).toBe(1);
  });

  test('?daily= opens a past day (marked not today); a day to come and no date are named and refused; a game in progress is kept', async () => {
    const page = await openOnDay('daily=2026-11-20');
    expect((await snapshot(page)).deal).toBe(dailyDeal('2026-11-20'));
    expect(await page.locator('.stat:has([data-testid=hud-daily])').innerText()).toMatch(/^Past daily\s+20 Nov\s+20 Nov 2026, deal \d+$/);
    expect(new URL(page.url()).search).toBe('');

    await follow(page, 'daily=2026-11-28');
    await expect.poll(() => toasts(page)).toContain("Ignored daily=2026-11-28: that day's deal comes on 28 Nov 2026 (today is 27 Nov 2026).");
    expect((await snapshot(page)).deal).toBe(dailyDeal('2026-11-20'));
    await follow(page, 'daily=2026-13-45');
    await expect.poll(() => toasts(page)).toContain('Ignored daily="2026-13-45": not a date (YYYY-MM-DD).');

    // A move makes the game one in progress: the menu's Daily deal asks, and "Keep playing" keeps it.
    await page.keyboard.press('p');
    await ready(page);
    const inProgress = await snapshot(page);
    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-daily').click();
    const question = page.getByTestId('dialog-confirm');
    await expect.poll(() => question.isVisible()).toBe(true);
    expect(await question.innerText()).toContain('Play the daily deal of 27 Nov 2026?');
    expect(await question.innerText()).toContain('Draw 1, unlimited passes.');
    await page.getByTestId('confirm-no').click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await snapshot(page)).toEqual(inProgress);
    await page.getByTestId('hud-menu').click();
    expect(await text(page, 'menu-linked-game')).toBe('Play the daily deal of 27 Nov 2026');
  });
});
