/** The win's trail, as the screen shows it (finish.test.ts, slimPhaser.test.ts). */
import type { Page } from 'playwright-core';
import { decodePng } from './pngPixels';
import { PHONE } from './tableHelpers';

/**
 * The share of card paper (near-white pixels) across the felt's lower half on a phone held upright.
 * Once Finish has sent every card home, to the top, only the celebration's cards and their trail
 * bring any there.
 */
export async function paperOnLowerFelt(page: Page): Promise<number> {
  const lowerFelt = { x: 0, y: PHONE.height * 0.45, width: PHONE.width, height: PHONE.height * 0.3 };
  const pixels = decodePng(await page.screenshot({ clip: lowerFelt, scale: 'css' }));
  let light = 0;
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) if (Math.min(...pixels.at(x, y)) > 225) light++;
  }
  return light / (pixels.width * pixels.height);
}

/** True while the table plays the win's celebration (the canvas says so, for tests). */
export function celebrating(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('#game canvas')!.hasAttribute('data-celebration'));
}
