/**
 * Arabic reads right to left (issue 47): under `<html dir="rtl">` the bars, dialogs, Help and toasts
 * are mirrored, while the table keeps the layout its rules and the stock setting give (Phaser draws
 * it, in no direction of writing). `?lang=ar` sets the direction even before Arabic's catalogue has
 * its words (the words fall back to English), so these pages are the right-to-left app as a player
 * gets it. Checked at 360×640, at 800×600, and on a phone on its side, where the toolbar stands at
 * the hand's side whatever the language.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLEAU_IDS } from '../../src/engine';
import { cardRects, ready, rectOf, PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);

/** The app in Arabic, and the table it opens on: `deal` and any rules parameters. */
async function openRightToLeft(query: string, size: { width: number; height: number }): Promise<Page> {
  const page = await session().open(`${query}&lang=ar`, size);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
  return page;
}

/** The test ids of the visible elements matching `selector`, from the rightmost to the leftmost. */
function rightToLeft(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (which) =>
      [...document.querySelectorAll<HTMLElement>(which)]
        .filter((element) => element.checkVisibility())
        .map((element) => ({ id: element.dataset.testid ?? element.className, at: element.getBoundingClientRect() }))
        .sort((a, b) => b.at.right - a.at.right)
        .map((element) => element.id),
    selector,
  );
}

/** The same elements in the order of the page (the order they are read in). */
function inPageOrder(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (which) =>
      [...document.querySelectorAll<HTMLElement>(which)]
        .filter((element) => element.checkVisibility())
        .map((element) => element.dataset.testid ?? element.className),
    selector,
  );
}

/**
 * What does not fit: the page wider than the window, a visible button or a dialog's body whose
 * contents are wider than it (cut, or scrolling sideways). Empty when all is well.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > window.innerWidth) faults.push(`the page is ${page.scrollWidth} px wide in a ${window.innerWidth} px window`);
    for (const box of document.querySelectorAll<HTMLElement>('.ui-root button, .ui-root .dialog-body, .ui-root .ui-toast')) {
      if (!box.checkVisibility()) continue;
      if (box.scrollWidth > box.clientWidth) faults.push(`"${box.innerText.slice(0, 40)}" is cut (${box.scrollWidth} > ${box.clientWidth})`);
      const at = box.getBoundingClientRect();
      if (at.left < -0.5 || at.right > window.innerWidth + 0.5) faults.push(`"${box.innerText.slice(0, 40)}" reaches past the window`);
    }
    return faults;
  });
}

/**
 * How the open dialog `testid` fails to read right to left: its close button not at the left, its
 * title not in line with its text on the right, text that does not start at the right of its box, a
 * list whose markers have no room on the right. Empty when all is well.
 */
function dialogMirrorFaults(page: Page, testid: string): Promise<string[]> {
  return page.getByTestId(testid).evaluate((dialog) => {
    const faults: string[] = [];
    const box = (element: Element): DOMRect => element.getBoundingClientRect();
    const contentRight = (element: Element): number =>
      box(element).right - parseFloat(getComputedStyle(element).paddingRight) - parseFloat(getComputedStyle(element).borderRightWidth);
    /** Where the element's words (and whatever else it holds) end on the right. */
    const wordsRight = (element: Element): number => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().right;
    };
    const title = dialog.querySelector('.dialog-header h2')!;
    const close = dialog.querySelector('.dialog-header .icon-button')!;
    const body = dialog.querySelector('.dialog-body')!;
    if (box(close).right > box(title).left) faults.push('the close button is not at the left of the title');
    if (box(close).left - box(dialog).left > 16) faults.push(`the close button stands ${box(close).left - box(dialog).left} px from the left edge`);
    if (Math.abs(wordsRight(title) - contentRight(body)) > 1) faults.push(`the title ends ${wordsRight(title)}, the text ${contentRight(body)}`);
    const texts = body.querySelectorAll('p, li, th, td, caption, h3, .help-toggle, legend, .field > label, .toggle, .select-face');
    for (const text of texts) {
      if (!text.checkVisibility() || (text.textContent ?? '').trim() === '') continue;
      const gap = contentRight(text) - wordsRight(text);
      if (gap > 1) faults.push(`"${(text.textContent ?? '').slice(0, 30)}" starts ${Math.round(gap)} px from its right edge`);
    }
    // A select's words start at the right, as a native one's do; its arrow goes to the left.
    for (const select of body.querySelectorAll('.select-box')) {
      const gap = box(select).right - box(select.querySelector('.select-face')!).right;
      if (select.checkVisibility() && gap > 12) faults.push(`a select's words start ${Math.round(gap)} px from its right edge`);
    }
    for (const item of body.querySelectorAll('ul li, ol li')) {
      if (!item.checkVisibility() || getComputedStyle(item).listStyleType === 'none') continue;
      if (box(item).right > contentRight(body) - 8) faults.push(`"${(item.textContent ?? '').slice(0, 30)}" leaves its marker no room on the right`);
    }
    return faults;
  });
}

/** The table as the rules lay it out: the stock's side and the columns from left to right, every card inside `room`. */
async function expectTableUnmirrored(page: Page, stockSide: 'left' | 'right', room: { left: number; right: number }): Promise<void> {
  const stock = await rectOf(page, 'stock');
  const foundation = await rectOf(page, 'foundation-1');
  expect(stock.x < foundation.x ? 'left' : 'right').toBe(stockSide);
  const columns = await Promise.all(TABLEAU_IDS.map((column) => rectOf(page, column)));
  expect(columns.map((column) => column.x)).toEqual(columns.map((column) => column.x).sort((a, b) => a - b));
  const table = await page.evaluate(() => window.klondike!.state());
  const cards = [...table.stock, ...table.waste, ...table.foundations.flat(), ...table.tableau.flatMap((pile) => [...pile.down, ...pile.up])];
  for (const [card, rect] of Object.entries(await cardRects(page, cards))) {
    if (rect === null) continue;
    expect(rect.x, card).toBeGreaterThanOrEqual(room.left - 0.5);
    expect(rect.x + rect.width, card).toBeLessThanOrEqual(room.right + 0.5);
  }
}

const TOOLBAR = '.ui-toolbar .tool';
const STATS = '.ui-hud-top .stat';

describe('right to left', () => {
  test('on a phone (360×640): the bars read from the right, Help and Settings are mirrored, a toast stays on screen, the table is as the rules lay it', async () => {
    const page = await openRightToLeft('deal=12345', { width: 360, height: 640 });
    // The status bar and the toolbar read from the right: their first field and button at the right.
    expect(await rightToLeft(page, STATS)).toEqual(await inPageOrder(page, STATS));
    expect(await rightToLeft(page, TOOLBAR)).toEqual(await inPageOrder(page, TOOLBAR));
    expect((await rightToLeft(page, TOOLBAR))[0]).toBe('hud-undo');
    // Undo and Redo point the way the bar reads (Material mirrors them); the other icons keep their shape.
    const iconTurns = await page
      .locator(TOOLBAR)
      .evaluateAll((buttons) => Object.fromEntries(buttons.map((button) => [button.dataset.testid, getComputedStyle(button.querySelector('svg')!).transform])));
    expect(iconTurns).toMatchObject({
      'hud-undo': 'matrix(-1, 0, 0, 1, 0, 0)',
      'hud-redo': 'matrix(-1, 0, 0, 1, 0, 0)',
      'hud-hint': 'none',
      'hud-menu': 'none',
    });
    // The default rules put the stock top right, column 1 at the left: so they stay.
    await expectTableUnmirrored(page, 'right', { left: 0, right: 360 });
    expect(await overflows(page)).toEqual([]);

    // A hint's toast: on screen, its coloured edge on the side it is read from.
    await page.getByTestId('hud-hint').click();
    const toast = page.getByTestId('toast').first();
    await toast.waitFor({ state: 'visible' });
    const edges = await toast.evaluate((element) => [getComputedStyle(element).borderRightWidth, getComputedStyle(element).borderLeftWidth]);
    expect(edges).toEqual(['5px', '0px']);
    expect(await overflows(page)).toEqual([]);

    // Help, every section open.
    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-help').click();
    const help = page.getByTestId('dialog-help');
    await help.waitFor({ state: 'visible' });
    for (const toggle of await help.locator('.help-toggle').all()) if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    expect(await dialogMirrorFaults(page, 'dialog-help')).toEqual([]);
    expect(await overflows(page)).toEqual([]);
    await page.getByTestId('help-done').click();

    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('dialog-settings').waitFor({ state: 'visible' });
    expect(await dialogMirrorFaults(page, 'dialog-settings')).toEqual([]);
    expect(await overflows(page)).toEqual([]);
  });

  test('at 800×600 and on a phone on its side: a debt reads in its own direction, dialogs mirrored; the toolbar at the hand’s side, left-handed its order reversed, and the table clear of it', async () => {
    // Vegas's rules put the stock top left, and open owing $52. A figure reads in its own direction:
    // written the English way ("−$52") its sign stands at the left, as in English; written the
    // Arabic way (Intl marks it with an Arabic letter mark), at the right, before the number as Arabic reads.
    const page = await openRightToLeft('deal=777&preset=vegas-draw1', { width: 800, height: 600 });
    await expectTableUnmirrored(page, 'left', { left: 0, right: 800 });
    const score = await page.getByTestId('hud-score').evaluate((value) => {
      const text = value.firstChild!;
      const words = value.textContent ?? '';
      const x = (index: number): number => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().x;
      };
      const sign = words.search(/[−-]/u);
      const lastDigit = words.length - 1 - [...words].reverse().findIndex((char) => /\p{Nd}/u.test(char));
      return { words, signSide: x(sign) < x(lastDigit) ? 'left' : 'right' };
    });
    expect(score.words).toMatch(/[−-].*52|[−-].*٥٢/u);
    // Money owed reads with its sign before the digits, in its own left-to-right run: the HUD isolates
    // the figure, and Arabic's own format (Intl's, with its direction marks) keeps that order too.
    expect(score.signSide).toBe('left');
    const settings = async (): Promise<void> => {
      await page.getByTestId('hud-menu').click();
      await page.getByTestId('menu-settings').click();
      await page.getByTestId('dialog-settings').waitFor({ state: 'visible' });
    };
    await settings();
    expect(await dialogMirrorFaults(page, 'dialog-settings')).toEqual([]);
    expect(await overflows(page)).toEqual([]);
    await page.getByTestId('settings-done').click();

    // On its side, the toolbar stands where a right thumb reaches, whatever the language, and the
    // table makes room for it (mountUi's insets).
    const sideToolbar = async (): Promise<{ x: number; width: number }> => {
      await page.setViewportSize({ width: 640, height: 360 });
      await ready(page);
      const toolbar = (await page.locator('.ui-toolbar').boundingBox())!;
      expect(toolbar.height).toBeGreaterThan(toolbar.width);
      expect(await overflows(page)).toEqual([]);
      return toolbar;
    };
    let toolbar = await sideToolbar();
    expect(toolbar.x + toolbar.width).toBe(640);
    await expectTableUnmirrored(page, 'left', { left: 0, right: toolbar.x });

    // Left-handed: at the left edge on its side, the table right of it; upright, the bar in the
    // other order (Undo at the left). Its switch, turned on, stands at its far (left) end.
    await settings();
    const leftHanded = page.getByTestId('settings-left-handed-toolbar');
    await leftHanded.click();
    expect(await leftHanded.evaluate((element) => getComputedStyle(element, '::before').transform)).toBe('matrix(1, 0, 0, 1, -20, 0)');
    await page.getByTestId('settings-done').click();
    toolbar = await sideToolbar();
    expect(toolbar.x).toBe(0);
    await expectTableUnmirrored(page, 'left', { left: toolbar.width, right: 640 });
    await page.setViewportSize({ width: 800, height: 600 });
    await ready(page);
    expect(await rightToLeft(page, TOOLBAR)).toEqual((await inPageOrder(page, TOOLBAR)).reverse());
    expect(await overflows(page)).toEqual([]);
  });
});
