/**
 * The table on phones: the deal number reads whole in the status bar down to 360 px, and every field
 * of it under a daily deal from 320 to 430 px either way up; the card-size setting changes the cards
 * on a phone held upright; the stock's side moves the stock and not the toolbar, which mirrors only
 * when asked; a phone on its side has its toolbar at the side, so the table gets the height; a tap on
 * a dialog over a card is the dialog's alone. Settings are changed through the dialog with real clicks.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { CardId } from '../../src/engine';
import { cardName } from '../../src/i18n';
import { openDialogs, ready, rectOf, PLAIN_TABLE, useTableSession } from './tableHelpers';

/** Menu items that open a dialog and change nothing on the table. */
const DIALOG_ITEMS = ['menu-show-me', 'menu-rules', 'menu-settings', 'menu-stats', 'menu-help', 'menu-about'];

const session = useTableSession(PLAIN_TABLE);

/** The deal number as shown, and whether it is cut (its text wider than its box). */
function dealShown(page: Page): Promise<{ text: string; cut: boolean }> {
  return page.getByTestId('hud-deal').evaluate((el) => ({ text: el.textContent ?? '', cut: el.scrollWidth > el.clientWidth + 0.5 }));
}

/**
 * Menu → Settings, a click on the control `testid` (the choice `value` of a group, or a switch), then
 * Done; waits for the table to be laid out again.
 */
async function changeSetting(page: Page, testid: string, value?: string): Promise<void> {
  await page.getByTestId('hud-menu').click();
  await page.getByTestId('menu-settings').click();
  const control = page.getByTestId('dialog-settings').getByTestId(testid);
  const option = value === undefined ? control : control.locator(`input[data-value="${value}"]`);
  const was = await option.isChecked();
  await option.click();
  expect(await option.isChecked()).toBe(value === undefined ? !was : true);
  await page.getByTestId('settings-done').click();
  await ready(page);
}

/** Menu → Settings → Card size, then Done. */
const chooseCardSize = (page: Page, size: 'small' | 'medium' | 'large'): Promise<void> => changeSetting(page, 'settings-card-size', size);

/**
 * What does not read whole in the status bar: a field whose words are wider than their box (cut, or
 * an ellipsis), one that reaches past the bar's edges, or two that overlap. Empty when all is well.
 */
function statusBarFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const bar = document.querySelector('.ui-hud-top')!.getBoundingClientRect();
    const stats = [...document.querySelectorAll<HTMLElement>('.ui-hud-top .stat')].filter((stat) => !stat.hidden);
    let right = -Infinity;
    for (const stat of stats) {
      const box = stat.getBoundingClientRect();
      if (box.left < right - 0.5) faults.push(`${stat.textContent} overlaps the field before it`);
      right = box.right;
      for (const part of stat.querySelectorAll<HTMLElement>('.stat-label, .stat-value')) {
        const r = part.getBoundingClientRect();
        if (part.scrollWidth > part.clientWidth + 0.5) faults.push(`"${part.textContent}" is cut (${part.scrollWidth} > ${part.clientWidth})`);
        if (r.left < bar.left - 0.5 || r.right > bar.right + 0.5) faults.push(`"${part.textContent}" reaches past the bar`);
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5) faults.push(`"${part.textContent}" is wider than its field`);
      }
    }
    return faults;
  });
}

/** The notices above the toolbar that can be seen now (toasts, the daily line, Show me's bar), by their words. */
const NOTICES = '.ui-bottom-stack .ui-toast, .ui-bottom-stack .ui-daily, .ui-bottom-stack .ui-show-me';
function noticesShown(page: Page): Promise<string[]> {
  return page.evaluate(
    (selector) => [...document.querySelectorAll<HTMLElement>(selector)].filter((notice) => notice.checkVisibility()).map((notice) => notice.innerText),
    NOTICES,
  );
}

/** From now on, the most notices ever seen at once (counted at every change of the stack); read by `mostNotices`. */
async function countNotices(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const count = (): number => [...document.querySelectorAll<HTMLElement>(selector)].filter((notice) => notice.checkVisibility()).length;
    let most = count();
    new MutationObserver(() => {
      most = Math.max(most, count());
    }).observe(document.querySelector('.ui-bottom-stack')!, { childList: true, subtree: true, attributes: true });
    Object.assign(window, { mostNotices: () => most });
  }, NOTICES);
}
const mostNotices = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { mostNotices: () => number }).mostNotices());

/** The toolbar's buttons from left to right, or from top to bottom where it stands at the side. */
function toolbarOrder(page: Page): Promise<string[]> {
  return page.locator('.ui-toolbar .tool').evaluateAll((buttons) =>
    buttons
      .map((button) => ({ id: button.getAttribute('data-testid') ?? '', at: button.getBoundingClientRect() }))
      .sort((a, b) => a.at.x - b.at.x || a.at.y - b.at.y)
      .map((button) => button.id),
  );
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

describe('the status bar under a daily deal', () => {
  test('every field reads whole from 320 to 430 px, upright or on its side: the day short, the deal number left to the menu and the words read out', async () => {
    const page = await session().page();
    await page.clock.setFixedTime(new Date('2026-11-27T12:00:00'));
    await page.goto(session().url('daily=2026-11-27'));
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    const { deal } = await page.evaluate(() => window.klondike!.state());
    for (const [width, height] of [
      [320, 568],
      [360, 640],
      [390, 844],
      [430, 932],
      [568, 320],
      [640, 360],
      [844, 390],
      [932, 430],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect.poll(() => statusBarFaults(page), { message: `at ${width}×${height}` }).toEqual([]);
    }
    expect(await page.getByTestId('hud-daily').innerText()).toBe('27 Nov');
    expect(await page.getByTestId('hud-deal').isHidden()).toBe(true);
    expect(await page.getByTestId('hud-daily-full').textContent()).toBe(` 27 Nov 2026, deal ${deal}`);
    await page.getByTestId('hud-menu').click();
    expect(await page.locator('#menu-deal-note').innerText()).toContain(`This is deal ${deal}.`);
  });
});

describe('notices on a phone: one at a time above the toolbar', () => {
  test.each([
    [360, 640],
    [390, 844],
  ])(
    'at %i×%i a hint or a refusal takes the place of a notice, which comes back; the daily line waits its turn and goes at the first tap on the table',
    async (width, height) => {
      const page = await session().page({ width, height });
      await page.clock.setFixedTime(new Date('2026-11-27T12:00:00'));
      // A bad value: a notice at launch, on the first screen of a day whose daily deal is still to play.
      await page.goto(session().url('deal=5&draw=9'));
      await page.waitForFunction(() => window.klondike !== undefined);
      await ready(page);
      await countNotices(page);
      const notice = /^Ignored draw="9"/;
      await expect.poll(() => noticesShown(page)).toEqual([expect.stringMatching(notice)]);

      await page.keyboard.press('h');
      // The hint's answer (the fair hint says it is looking first, in the same place).
      await expect.poll(() => page.locator('.toast-hint').allInnerTexts(), { timeout: 30_000 }).toEqual([expect.stringMatching(/^Best bet/)]);
      expect(await noticesShown(page)).toHaveLength(1);
      await page.locator('.toast-hint').click();
      await expect.poll(() => noticesShown(page)).toEqual([expect.stringMatching(notice)]);

      // Column 3's ten of spades onto column 1's nine of clubs: refused.
      await page.keyboard.press('3');
      await page.keyboard.press('1');
      await expect.poll(() => noticesShown(page)).toEqual(["The ten of spades can't go on the nine of clubs: build down, one rank lower."]);
      await page.locator('.toast-error').click();
      await expect.poll(() => noticesShown(page)).toEqual([expect.stringMatching(notice)]);

      // The notice read (a tap takes it away), the daily line has its turn; a tap on the felt ends it.
      await page.locator('.toast-info').click();
      await expect.poll(() => noticesShown(page)).toEqual([expect.stringContaining("Today's daily deal, 27 Nov 2026")]);
      const card = await rectOf(page, (await page.evaluate(() => window.klondike!.state())).tableau[0]!.up[0]!);
      await page.mouse.click(card.x + card.width / 2, Math.min(card.y + card.height * 2, height * 0.6));
      await expect.poll(() => page.getByTestId('daily-line').isHidden()).toBe(true);
      expect((await page.evaluate(() => window.klondike!.state())).moves).toBe(0);
      expect(await mostNotices(page)).toBe(1);
    },
  );
});

describe('the toolbar with the stock on the left', () => {
  test('"Stock at the top: Left" moves the stock and leaves Undo where it was; a left-handed toolbar, asked for, mirrors it and is kept', async () => {
    const page = await session().open('deal=5', { width: 360, height: 640 });
    const usual = await toolbarOrder(page);
    expect(usual[0]).toBe('hud-undo');
    await changeSetting(page, 'settings-stock-side', 'left');
    expect((await rectOf(page, 'stock')).x).toBeLessThan((await rectOf(page, 'foundation-1')).x);
    expect(await toolbarOrder(page)).toEqual(usual);
    await page.setViewportSize({ width: 390, height: 844 });
    await ready(page);
    expect(await toolbarOrder(page)).toEqual(usual);

    await changeSetting(page, 'settings-left-handed-toolbar');
    expect(await toolbarOrder(page)).toEqual([...usual].reverse());
    await page.reload();
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    expect(await toolbarOrder(page)).toEqual([...usual].reverse());
    expect((await rectOf(page, 'stock')).x).toBeLessThan((await rectOf(page, 'foundation-1')).x);
  });
});

describe('small things on a phone held upright', () => {
  test.each([
    [360, 640],
    [390, 844],
  ])('at %i×%i the "Tap a card" choices keep one row, the daily question is a line or two, and the calendar stands in the middle', async (width, height) => {
    const page = await session().page({ width, height });
    await page.clock.setFixedTime(new Date('2026-11-27T12:00:00'));
    await page.goto(session().url('deal=5'));
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);

    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-settings').click();
    // Settings is drawn before its pills are read (the click only asks for it).
    await page.getByTestId('settings-tap').locator('.segment').nth(2).waitFor();
    // One row of pills, each of one line (its words' boxes all at one height).
    const pills = await page
      .getByTestId('settings-tap')
      .locator('.segment')
      .evaluateAll((all) =>
        all.map((pill) => {
          const words = document.createRange();
          words.selectNodeContents(pill.querySelector('span')!);
          return { top: Math.round(pill.getBoundingClientRect().top), lines: new Set([...words.getClientRects()].map((r) => Math.round(r.top))).size };
        }),
      );
    expect(pills).toHaveLength(3);
    expect(new Set(pills.map((pill) => pill.top)).size, JSON.stringify(pills)).toBe(1);
    expect(pills.map((pill) => pill.lines)).toEqual([1, 1, 1]);
    await page.getByTestId('settings-done').click();

    // A card dealt: a game in progress, so the daily deal asks first.
    await page.keyboard.press('p');
    await expect.poll(async () => (await page.evaluate(() => window.klondike!.state())).moves).toBe(1);
    await ready(page);
    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-daily').click();
    const question = page.getByTestId('dialog-confirm').locator('.dialog-body p');
    const lines = await question.evaluate((p) => p.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(p).lineHeight));
    expect(lines, await question.innerText()).toBeLessThanOrEqual(2.05);
    await page.getByTestId('confirm-no').click();

    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-stats').click();
    const gaps = await page.getByTestId('daily-calendar').evaluate((table) => {
      const body = table.closest('.dialog-body')!;
      const style = getComputedStyle(body);
      const inner = body.getBoundingClientRect();
      const box = table.getBoundingClientRect();
      return { left: box.left - inner.left - Number.parseFloat(style.paddingLeft), right: inner.right - Number.parseFloat(style.paddingRight) - box.right };
    });
    expect(Math.abs(gaps.left - gaps.right), JSON.stringify(gaps)).toBeLessThan(2);
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
  test('the toolbar stands at the side, the notices clear of it, and the bars leave the table most of the height', async () => {
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
    // The notices' place at the foot of the table stays clear of the toolbar at the side.
    const notices = await page.locator('.ui-bottom-stack').evaluate((stack) => stack.getBoundingClientRect().right);
    expect(notices).toBeLessThanOrEqual(toolbar!.x);
    const column = await rectOf(page, 'tableau-4');
    expect(column.y).toBeLessThan(status!.height + 20);
    // Every toolbar button is there and can be pressed: Menu opens the menu. Its items that do not fit
    // are said to be there ("More", beside Close), and "More" scrolls to them.
    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-settings').waitFor({ state: 'visible' });
    const more = page.getByTestId('menu-more');
    expect(await more.isVisible()).toBe(true);
    const about = page.getByTestId('menu-about');
    const body = page.getByTestId('dialog-menu').locator('.dialog-body');
    const aboutShown = async (): Promise<boolean> => {
      const [item, view] = await Promise.all([about.boundingBox(), body.boundingBox()]);
      return item!.y + item!.height <= view!.y + view!.height + 0.5;
    };
    expect(await aboutShown()).toBe(false);
    // The cue follows the list's scroll event, a frame after the scroll: wait for it before looking.
    const cueSettled = (): Promise<unknown> =>
      page.waitForFunction(() => {
        const menu = document.querySelector('[data-testid="dialog-menu"]')!;
        const list = menu.querySelector('.dialog-body')!;
        return menu.classList.contains('more-below') === list.scrollTop + list.clientHeight < list.scrollHeight - 1;
      });
    for (let tap = 0; tap < 5; tap++) {
      await cueSettled();
      if (!(await more.isVisible())) break;
      await more.click();
    }
    expect(await aboutShown()).toBe(true);
    expect(await more.isVisible()).toBe(false);
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
    // The item's own dialog, once open: the menu closes first, and its action runs a moment later
    // (an Escape in between would meet no dialog, and the item's would stay).
    await expect.poll(async () => (await openDialogs(page)).filter((id) => id !== 'dialog-menu')).toHaveLength(1);
    await expect.poll(() => openDialogs(page)).not.toContain('dialog-menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await ready(page);
    expect(await table(), `after a tap on ${at!.id}, over ${at!.under}`).toEqual(before);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.join(' '), `said after a tap on ${at!.id}`).not.toMatch(new RegExp(cardName(at!.under as CardId), 'i'));
  });
});
