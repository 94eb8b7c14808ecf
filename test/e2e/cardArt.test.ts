/**
 * The card art on the real table, read from screenshots: the court figures come after the first
 * frame (a court shows the plain frame until then, and its figure once loaded), and a dragged card
 * lifts (drawn larger, with a shadow under it) while it is held, and only then; a card hidden at rest
 * under the waste's top card shows as that card is picked up.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { decodePng, type Pixels } from './pngPixels';
import { centre, ready, rectOf, REDUCED_MOTION, useTableSession, type Rect } from './tableHelpers';

const session = useTableSession(REDUCED_MOTION);

/** Deal 10 opens with JS, KC and QD face up on columns 1, 3 and 4. */
const DEAL = 10;
const FELT: readonly [number, number, number] = [0x0b, 0x5d, 0x33];

async function shot(page: Page, clip: Rect): Promise<Pixels> {
  return decodePng(await page.screenshot({ clip, scale: 'css' }));
}

/** Shares of a card's pixels that are the court frame's cream paper, and the figures' gold. */
async function courtInks(page: Page, card: 'KC'): Promise<{ cream: number; gold: number }> {
  const pixels = await shot(page, await rectOf(page, card));
  let cream = 0;
  let gold = 0;
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      const [r, g, b] = pixels.at(x, y);
      if (r > 235 && g > 225 && b > 195 && b < 235) cream += 1;
      if (r > 190 && g > 130 && b < 90) gold += 1;
    }
  }
  const all = pixels.width * pixels.height;
  return { cream: cream / all, gold: gold / all };
}

const luminance = ([r, g, b]: readonly [number, number, number]): number => 0.3 * r + 0.59 * g + 0.11 * b;

/** How tall the card's paper is down the middle column of `pixels` (first to last near-white pixel). */
function paperHeight(pixels: Pixels): number {
  const x = Math.floor(pixels.width / 2);
  const paper: number[] = [];
  for (let y = 0; y < pixels.height; y++) if (luminance(pixels.at(x, y)) > 235) paper.push(y);
  return paper.length === 0 ? 0 : paper.at(-1)! - paper[0]! + 1;
}

describe('court figures', () => {
  test('a court shows the plain frame while its figure loads after the first frame, then the figure', async () => {
    const page = await session().page();
    const held: Route[] = [];
    await page.route(/\/assets\/[JQK][CDHS]-[\w-]+\.svg$/, (route) => {
      held.push(route);
    });
    await page.goto(session().url(`deal=${DEAL}`));
    // The table is on screen and its first frame drawn while every figure is still on its way.
    await page.waitForFunction(() => window.klondike !== undefined && performance.getEntriesByName('table-interactive').length > 0);
    await expect.poll(() => held.length, { timeout: 20_000 }).toBe(12);
    await expect.poll(async () => (await courtInks(page, 'KC')).cream, { timeout: 20_000 }).toBeGreaterThan(0.2);
    expect((await courtInks(page, 'KC')).gold, 'no figure before its file has come').toBe(0);

    await Promise.all(held.map((route) => route.continue()));
    await ready(page);
    // The king's gold crown and robe: drawn without any input, since loading woke the table.
    expect((await courtInks(page, 'KC')).gold, 'the figure is drawn once loaded').toBeGreaterThan(0.01);
  });
});

describe('lift', () => {
  test('a dragged card is drawn larger with a shadow under it while held, and lies flat again when let go', async () => {
    // A desktop window: larger cards make the 6 % lift several pixels wide.
    const page = await session().open(`deal=${DEAL}`, { width: 1280, height: 800 });
    const home = await rectOf(page, 'KC');
    const flat = paperHeight(await shot(page, home));
    expect(flat).toBeLessThanOrEqual(home.height);

    // Hold it over the empty felt below the columns, with room around it above the toolbar. Notices
    // are hidden: "ready to play offline" may come at any moment, and the daily line goes at the first tap.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('.ui-bottom-stack')!.style.visibility = 'hidden';
    });
    const toolbar = await page.getByTestId('hud-undo').boundingBox();
    const grab = centre(home);
    const to = { x: grab.x, y: Math.floor((toolbar?.y ?? 800) - home.height - 4) };
    expect(to.y - home.height, 'room under the columns').toBeGreaterThan(home.y + home.height);
    const around: Rect = { x: to.x - home.width, y: to.y - home.height, width: 2 * home.width, height: 2 * home.height };
    const feltBefore = await page.screenshot({ clip: around, scale: 'css' });
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, grab.y + 9);
    await page.mouse.move(to.x, to.y, { steps: 12 });

    // In `around`, the held card's centre is at (home.width, home.height): 6 % taller is 8 px here.
    const below = (pixels: Pixels): number => luminance(pixels.at(Math.round(home.width), Math.round(home.height * 1.5 + 0.05 * home.height)));
    await expect.poll(async () => paperHeight(await shot(page, around)), { timeout: 20_000 }).toBeGreaterThan(flat + 0.04 * home.height);
    const held = await shot(page, around);
    expect(below(held), 'a shadow darkens the felt under the lifted card').toBeLessThan(luminance(FELT) - 8);

    await page.mouse.up();
    await ready(page);
    expect(await page.screenshot({ clip: around, scale: 'css' }), 'no shadow is left behind').toEqual(feltBefore);
    const back = await rectOf(page, 'KC');
    expect(paperHeight(await shot(page, back)), 'flat again').toBe(flat);
  });
});

describe('covered cards', () => {
  test("the card under the waste's top card shows while that card is held away", async () => {
    // Drawing one at a time, the waste's cards lie at one spot: at rest only the top one is drawn (the
    // others are hidden, see CardAnimator.hideCovered), and a pick-up must bring the next one back.
    const page = await session().open('deal=2&draw=1');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('p');
      await ready(page);
    }
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('.ui-toasts')!.style.visibility = 'hidden';
    });
    const waste = await rectOf(page, 'waste');
    const paper = async (): Promise<number> => {
      const pixels = await shot(page, waste);
      let light = 0;
      for (let y = 0; y < pixels.height; y++) for (let x = 0; x < pixels.width; x++) if (luminance(pixels.at(x, y)) > 200) light++;
      return light / (pixels.width * pixels.height);
    };
    expect(await paper(), "the waste's top card").toBeGreaterThan(0.5);
    const grab = centre(waste);
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, grab.y + 3 * waste.height, { steps: 6 });
    await expect.poll(paper, { message: 'the card under it, not the empty slot' }).toBeGreaterThan(0.5);
    await page.mouse.move(grab.x, grab.y, { steps: 6 });
    await page.mouse.up();
    await ready(page);
  });
});
