/**
 * The table a new player meets: the Settings swatches show the card backs that are dealt
 * and the felts that are laid; Large cards on a phone held upright never overlap the next column and a
 * long column still fits the height, with a hint's notice beside it covering none of its cards; the
 * win's cascade stays below the status bar; and the page may be pinch-zoomed while a finger on the
 * table still drags cards (the table's canvas takes no pan or zoom).
 * Real clicks and touches; the page is read through `window.klondike` and screenshots.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  currentState,
  isTableauId,
  legalMoves,
  makeSave,
  newGame,
  play,
  playSafeAutoMoves,
  TABLEAU_IDS,
  type CardId,
  type Game,
  type Move,
} from '../../src/engine';
import { BACKGROUND_COLOURS } from '../../src/game/constants';
import { loadGameFile, loadNearlyWon } from './gameFiles';
import { Mirror, MODERN, solveToCertainWin } from './plans';
import { decodePng, type Pixels } from './pngPixels';
import { cardRects, expectTable, grabCard, landingRect, dropPoint, PLAIN_TABLE, ready, rectOf, snapshot, touchDrag, useTableSession } from './tableHelpers';
import { celebrating } from './winTrail';

const session = useTableSession(PLAIN_TABLE);
const dir = mkdtempSync(join(tmpdir(), 'klondike-new-player-'));

async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('hud-menu').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('dialog-settings').waitFor({ state: 'visible' });
}

async function closeSettings(page: Page): Promise<void> {
  await page.getByTestId('settings-done').click();
  await ready(page);
}

type Rgb = readonly [number, number, number];

/**
 * Mean colours of a 3 × 4 grid over the middle of a card-shaped picture, inside a back's white margin.
 * Every length of the art is a fraction of the card's width, so a back drawn at another size has the
 * same grid of colours.
 */
function colourGrid(p: Pixels): Rgb[] {
  const cells: Rgb[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      const x0 = Math.round(p.width * (0.16 + (0.68 * col) / 3));
      const x1 = Math.round(p.width * (0.16 + (0.68 * (col + 1)) / 3));
      const y0 = Math.round(p.height * (0.14 + (0.72 * row) / 4));
      const y1 = Math.round(p.height * (0.14 + (0.72 * (row + 1)) / 4));
      const sum = [0, 0, 0];
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) p.at(x, y).forEach((v, i) => (sum[i]! += v));
      }
      const n = Math.max(1, (x1 - x0) * (y1 - y0));
      cells.push([sum[0]! / n, sum[1]! / n, sum[2]! / n]);
    }
  }
  return cells;
}

/**
 * The largest difference of one channel between two grids. The same back painted at two sizes differs
 * by about 12 at most (edges fall on other pixels); the swatches drawn in CSS before differed by 30 to 130.
 */
function gridDistance(a: readonly Rgb[], b: readonly Rgb[]): number {
  return Math.max(...a.flatMap((cell, i) => cell.map((v, c) => Math.abs(v - b[i]![c]!))));
}

/**
 * What a swatch shows: the pixels of its canvas (composited on white), exactly as painted; a swatch
 * with no canvas (one drawn in CSS), as the screen shows it.
 */
async function swatchPicture(swatch: Locator): Promise<Pixels> {
  const painted = await swatch.evaluate((element) => {
    const canvas = element.querySelector('canvas');
    const pen = canvas?.getContext('2d');
    if (!canvas || !pen) return null;
    return { width: canvas.width, height: canvas.height, data: Array.from(pen.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
  if (painted === null) return decodePng(await swatch.screenshot());
  return {
    width: painted.width,
    height: painted.height,
    at(x, y) {
      const i = (y * painted.width + x) * 4;
      const alpha = painted.data[i + 3]! / 255;
      const channel = (k: number): number => painted.data[i + k]! * alpha + 255 * (1 - alpha);
      return [channel(0), channel(1), channel(2)];
    },
  };
}

const rgbOf = (colour: number): Rgb => [(colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff];

describe('Settings: the swatches are the table', () => {
  test('each card-back swatch shows the back that is dealt, and each background swatch the felt', async () => {
    const page = await session().open('deal=5');
    const distances: number[] = [];
    const felts: string[] = [];
    for (const back of [1, 2, 3, 4, 5] as const) {
      await openSettings(page);
      const group = page.getByTestId('settings-back');
      const swatch = await swatchPicture(
        group
          .locator('label.segment')
          .nth(back - 1)
          .locator('.swatch'),
      );
      if (back === 1) {
        // The felts, while the dialog is open: the middle of each swatch, and the colour the table is painted.
        const segments = page.getByTestId('settings-background').locator('label.segment');
        for (const [i, name] of Object.keys(BACKGROUND_COLOURS).entries()) {
          const felt = decodePng(await segments.nth(i).locator('.swatch').screenshot());
          const middle = felt.at(Math.floor(felt.width / 2), Math.floor(felt.height / 2));
          const want = rgbOf(BACKGROUND_COLOURS[name as keyof typeof BACKGROUND_COLOURS]);
          felts.push(`${name}: ${Math.max(...middle.map((v, c) => Math.abs(v - want[c]!))) <= 4 ? 'same' : `swatch ${middle}, felt ${want}`}`);
        }
      }
      await group.locator(`input[data-value="${back}"]`).click();
      await closeSettings(page);
      // The stock's top card lies face down, whole: the back as it is dealt.
      const top = (await snapshot(page)).stock.at(-1)!;
      const dealt = decodePng(await page.screenshot({ clip: await rectOf(page, top), scale: 'css' }));
      distances.push(gridDistance(colourGrid(swatch), colourGrid(dealt)));
    }
    console.log(`swatch vs dealt back, largest channel difference per back: ${distances.map((d) => d.toFixed(0)).join(', ')}`);
    expect(distances.map((d, i) => `back ${i + 1}: ${d <= 20 ? 'same' : `differs by ${d.toFixed(0)}`}`)).toEqual([1, 2, 3, 4, 5].map((n) => `back ${n}: same`));
    expect(felts).toEqual(Object.keys(BACKGROUND_COLOURS).map((name) => `${name}: same`));
  });
});

/**
 * A save of deal 2 played along a winning line to the moment its longest column is longest (every
 * card of it face up but the face-down ones under it): a game in progress with a long column.
 */
function longColumnFile(): { path: string; length: number } {
  const moves = solveToCertainWin(2, MODERN);
  if (moves === null) throw new Error('no winning line for deal 2');
  const auto = (g: Game): Game => {
    const r = playSafeAutoMoves(g);
    return r.ok ? r.value.game : g;
  };
  const longest = (g: Game): number => Math.max(...currentState(g).tableau.map((c) => c.down.length + c.up.length));
  let game = auto(newGame(MODERN, 2));
  let best = game;
  for (const move of moves) {
    const r = play(game, move);
    if (!r.ok) throw new Error(r.error.reason);
    game = auto(r.value.game);
    if (longest(game) > longest(best)) best = game;
  }
  const path = join(dir, 'long-column.json');
  writeFileSync(path, JSON.stringify(makeSave(best, 60_000)));
  return { path, length: longest(best) };
}

/**
 * What is wrong with the hint's notice ("… on a winning line"): a face-up card under it, words cut or
 * past the felt between the bars. Empty when it shows whole and covers no face-up card; null until it
 * has arrived (shown, its entrance over).
 */
function hintFaults(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const notice = [...document.querySelectorAll<HTMLElement>('.ui-toast')].find(
      (toast) => toast.checkVisibility() && toast.innerText.includes('winning line'),
    );
    if (notice === undefined || notice.getAnimations().some((animation) => animation.playState === 'running')) return null;
    const box = notice.getBoundingClientRect();
    const faults: string[] = [];
    const table = window.klondike!.state();
    for (const card of [...table.waste, ...table.foundations.flat(), ...table.tableau.flatMap((column) => column.up)]) {
      const r = window.klondike!.rect(card)!;
      const across = Math.min(box.right, r.x + r.width) - Math.max(box.left, r.x);
      const down = Math.min(box.bottom, r.y + r.height) - Math.max(box.top, r.y);
      if (across > 0 && down > 0) faults.push(`covers ${card}`);
    }
    if (notice.scrollWidth > notice.clientWidth + 0.5 || notice.scrollHeight > notice.clientHeight + 0.5) faults.push('its words are cut');
    const status = document.querySelector('.ui-hud-top')!.getBoundingClientRect();
    const toolbar = document.querySelector('.ui-toolbar')!.getBoundingClientRect();
    if (box.left < 0 || box.right > window.innerWidth || box.top < status.bottom || box.bottom > toolbar.top) faults.push('it reaches past the felt');
    return faults;
  });
}

describe('Large cards on a phone held upright', () => {
  test.each([
    [390, 844],
    [360, 640],
  ])('%i×%i: no column overlaps the next (the right-hand index shows); a long column fits above the toolbar, a hint beside it', async (width, height) => {
    const page = await session().open('deal=5', { width, height });
    await openSettings(page);
    const large = page.getByTestId('settings-card-size').locator('input[data-value="large"]');
    await large.click();
    expect(await large.isChecked()).toBe(true);
    await closeSettings(page);
    const { path, length } = longColumnFile();
    expect(length, 'a long column').toBeGreaterThanOrEqual(10);
    await loadGameFile(page, path);
    await expect.poll(async () => (await snapshot(page)).moves).toBeGreaterThan(10);
    await ready(page);
    const table = await snapshot(page);
    const columns = table.tableau.map((c) => [...c.down, ...c.up] as CardId[]);
    const rects = await cardRects(page, columns.flat());
    const slots = await Promise.all(TABLEAU_IDS.map((id) => rectOf(page, id)));
    // Each column's cards, or its empty slot.
    const boxes = columns.map((cards, i) => (cards.length === 0 ? [slots[i]!] : cards.map((card) => rects[card]!)));
    const toolbar = (await page.locator('.ui-toolbar').boundingBox())!;
    const status = (await page.locator('.ui-hud-top').boundingBox())!;
    for (let i = 0; i < 6; i++) {
      const right = Math.max(...boxes[i]!.map((r) => r.x + r.width));
      const left = Math.min(...boxes[i + 1]!.map((r) => r.x));
      expect(right, `column ${i + 1} reaches into column ${i + 2}`).toBeLessThanOrEqual(left);
    }
    for (const [i, column] of boxes.entries()) {
      expect(column[0]!.y, `column ${i + 1} starts below the status bar`).toBeGreaterThanOrEqual(status.y + status.height);
      expect(Math.max(...column.map((r) => r.y + r.height)), `column ${i + 1} ends above the toolbar`).toBeLessThanOrEqual(toolbar.y + 0.5);
    }
    // The cards fill the width: the seven columns span most of the screen.
    const span = slots[6]!.x + slots[6]!.width - slots[0]!.x;
    expect(span).toBeGreaterThan(width * 0.95);
    expect(span).toBeLessThanOrEqual(width);

    // A hint's notice (three lines at 360 px) lies where no face-up card is, and reads whole.
    await page.keyboard.press('h');
    let faults: string[] | null = null;
    await expect.poll(async () => (faults = await hintFaults(page)), { timeout: 30_000 }).not.toBeNull();
    expect(faults).toEqual([]);
  });
});

describe('the win', () => {
  test("the cascade's layer lies below the status bar, over the table's area only", async () => {
    const page = await session().open('deal=5', { reducedMotion: 'no-preference' });
    await loadNearlyWon(page, dir);
    await page.keyboard.press('a'); // Finish
    await expect.poll(() => celebrating(page), { timeout: 20_000 }).toBe(true);
    const trail = await page.locator('.win-trail').boundingBox();
    const status = (await page.locator('.ui-hud-top').boundingBox())!;
    const toolbar = (await page.locator('.ui-toolbar').boundingBox())!;
    expect(trail).not.toBeNull();
    expect(trail!.y).toBeGreaterThanOrEqual(status.y + status.height - 0.5);
    expect(trail!.y + trail!.height).toBeLessThanOrEqual(toolbar.y + 0.5);
    await page.keyboard.press('Escape');
    await ready(page);
  });
});

/** A deal whose opening table has a card to move from one column to another. */
function dealWithColumnMove(): { mirror: Mirror; move: Extract<Move, { type: 'move' }> } {
  for (let deal = 1; deal < 200; deal++) {
    const mirror = new Mirror(deal);
    const move = legalMoves(mirror.state, mirror.rules).find(
      (m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && isTableauId(m.from) && isTableauId(m.to),
    );
    if (move !== undefined) return { mirror, move };
  }
  throw new Error('no deal with a column move');
}

describe('zoom and touch', () => {
  test('pinch zoom is allowed; the table takes no pan or zoom, controls no double-tap zoom; a finger drag moves a card', async () => {
    const { mirror, move } = dealWithColumnMove();
    const page = await session().open(`deal=${mirror.game.deal}`, { hasTouch: true });
    const viewport = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/i);
    expect(viewport).not.toMatch(/maximum-scale/i);
    const touchAction = (selector: string): Promise<string> => page.evaluate((s) => getComputedStyle(document.querySelector(s)!).touchAction, selector);
    expect(await touchAction('#game canvas')).toBe('none');
    expect(await touchAction('[data-testid="hud-menu"]')).toBe('manipulation');
    const table = mirror.snapshot();
    const { grab, rect } = await grabCard(page, table, move.card, move.from);
    await touchDrag(page, grab, dropPoint(grab, rect, await landingRect(page, table, move.to)));
    mirror.play(move);
    await expectTable(page, mirror.snapshot(), 'touch drag');
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
  });
});
