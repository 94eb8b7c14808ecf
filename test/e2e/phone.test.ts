/**
 * The table on phones: the deal number reads whole in the status bar down to 360 px, the card-size
 * setting changes the cards on a phone held upright, and a phone on its side has its toolbar at the
 * side, so the table gets the height; a tap on a dialog over a card is the dialog's alone. Settings
 * are changed through the dialog with real clicks.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { cardName, type CardId } from '../../src/engine';
import { openDialogs, ready, rectOf, PLAIN_TABLE, useTableSession } from './tableHelpers';

/** Menu items that open a dialog and change nothing on the table. */
const DIALOG_ITEMS = ['menu-show-me', 'menu-rules', 'menu-settings', 'menu-stats', 'menu-help', 'menu-about'];

const session = useTableSession(PLAIN_TABLE);

/** The deal number as shown, and whether it is cut (its text wider than its box). */
function dealShown(page: Page): Promise<{ text: string; cut: boolean }> {
  return page.getByTestId('hud-deal').evaluate((el) => ({ text: el.textContent ?? '', cut: el.scrollWidth > el.clientWidth + 0.5 }));
}

/** Menu → Settings → Card size, then Done; waits for the table to be laid out again. */
async function chooseCardSize(page: Page, size: 'small' | 'medium' | 'large'): Promise<void> {
  await page.getByTestId('hud-menu').click();
  await page.getByTestId('menu-settings').click();
  const option = page.getByTestId('dialog-settings').getByTestId('settings-card-size').locator(`input[data-value="${size}"]`);
  await option.click();
  expect(await option.isChecked()).toBe(true);
  await page.getByTestId('settings-done').click();
  await ready(page);
}

describe('the status bar on a phone', () => {
  test.each([
    [360, 640],
    [390, 844],
  ])('at %i×%i the largest deal number, 4294967295, reads whole', async (width, height) => {
    const page = await session().open('deal=4294967295', { width, height });
    expect(await dealShown(page)).toEqual({ text: '4294967295', cut: false });
  });
});

describe('card sizes on a phone held upright', () => {
  test.each([
    [360, 640],
    [390, 844],
  ])('at %i×%i Small and Large differ visibly, and Large still fits the width', async (width, height) => {
    const page = await session().open('deal=5', { width, height });
    const widths: Record<string, number> = {};
    for (const size of ['small', 'medium', 'large'] as const) {
      await chooseCardSize(page, size);
      widths[size] = (await rectOf(page, 'tableau-1')).width;
      const last = await rectOf(page, 'tableau-7');
      expect(last.x + last.width).toBeLessThanOrEqual(width);
    }
    console.log(`card widths at ${width}×${height}: ${JSON.stringify(widths)}`);
    expect(widths.medium).toBeGreaterThan(widths.small!);
    expect(widths.large).toBeGreaterThan(widths.medium!);
    expect(widths.large! / widths.small!).toBeGreaterThan(1.2);
  });
});

describe('a phone on its side', () => {
  test('the toolbar stands at the side, and the bars leave the table most of the height', async () => {
    const page = await session().open('deal=5', { width: 844, height: 390 });
    const toolbar = await page.locator('.ui-toolbar').boundingBox();
    expect(toolbar).not.toBeNull();
    expect(toolbar!.height).toBeGreaterThan(toolbar!.width);
    expect(toolbar!.x + toolbar!.width).toBeCloseTo(844, 0);
    const status = await page.locator('.ui-hud-top').boundingBox();
    // The table's room: below the status bar, left of the toolbar, to the bottom of the screen.
    expect(390 - status!.height).toBeGreaterThan(390 * 0.85);
    const stock = await rectOf(page, 'stock');
    expect(stock.x + stock.width).toBeLessThanOrEqual(toolbar!.x);
    const column = await rectOf(page, 'tableau-4');
    expect(column.y).toBeLessThan(status!.height + 20);
    // Every toolbar button is there and can be pressed: Menu opens the menu.
    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-settings').waitFor({ state: 'visible' });
  });
});

describe('a finger on a dialog over the table', () => {
  test("a tap on a menu item that lies over a card is the menu's alone: the card stays, and nothing is said of it", async () => {
    const page = await session().open('deal=2', { hasTouch: true });
    // 8♠ onto 9♥ (keys 2, 4): column 4 then reaches down under the menu's Show me.
    await page.keyboard.press('2');
    await page.keyboard.press('4');
    await expect.poll(async () => (await page.evaluate(() => window.klondike!.state())).tableau[3]!.up).toEqual(['9H', '8S']);
    await ready(page);
    await page.getByTestId('hud-menu').tap();
    await page.getByTestId('dialog-menu').waitFor({ state: 'visible' });
    // The first item that only opens a dialog (and so leaves the table as it was) with a face-up card
    // under its centre: without one, the test would mean nothing.
    const at = await page.evaluate((ids) => {
      const state = window.klondike!.state();
      const faceUp = [...state.waste, ...state.tableau.flatMap((column) => column.up)];
      for (const id of ids) {
        const box = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        if (box === undefined) continue;
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        const under = faceUp.find((card) => {
          const r = window.klondike!.rect(card);
          return r !== null && x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height;
        });
        if (under !== undefined) return { id, x, y, under };
      }
      return null;
    }, DIALOG_ITEMS);
    expect(at, 'a menu item with a face-up card under it').not.toBeNull();
    // The table, not the clock (it runs once a move is made).
    const table = () => page.evaluate(() => ({ ...window.klondike!.state(), elapsedMs: 0 }));
    const before = await table();
    // Everything the table says from here: a tap that reached the card would be answered (a move, or
    // "… has nowhere to go").
    await page.evaluate(() => {
      const said: string[] = [];
      Object.assign(window, { said });
      const region = document.querySelector('[data-testid="announcer"]')!;
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
    });
    await page.touchscreen.tap(at!.x, at!.y);
    // The item's own dialog, once open (Show me's question comes a moment after the menu closes: an
    // Escape between the two would find nothing to close).
    await expect.poll(async () => (await openDialogs(page)).filter((id) => id !== 'dialog-menu')).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await ready(page);
    expect(await table(), `after a tap on ${at!.id}, over ${at!.under}`).toEqual(before);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.join(' '), `said after a tap on ${at!.id}`).not.toMatch(new RegExp(cardName(at!.under as CardId), 'i'));
  });
});
