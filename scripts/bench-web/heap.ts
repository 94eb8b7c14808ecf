/**
 * The JS heap after one game and after 50 more new games in a row (N, then "New game" in the confirm
 * dialog, a few draws in each), measured after a forced garbage collection: growth here is a leak.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import type {} from '../../src/app/automationHook';
import { newContext, tableReady, timedLoad } from './loads';
import { PROFILES } from './profiles';

export interface HeapFigures {
  readonly afterOneGameBytes: number;
  readonly afterManyGamesBytes: number;
  readonly games: number;
}

async function usedHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

async function playAFewDraws(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('p');
    await tableReady(page);
  }
}

export async function heapOverNewGames(browser: Browser, url: string, games: number): Promise<HeapFigures> {
  const context = await newContext(browser);
  try {
    const { page } = await timedLoad(context, url, PROFILES[0]!);
    const cdp = await context.newCDPSession(page);
    await tableReady(page);
    await playAFewDraws(page);
    const afterOneGameBytes = await usedHeap(cdp);
    for (let i = 0; i < games; i++) {
      const dealt = await page.evaluate(() => window.klondike!.state().deal);
      await page.keyboard.press('n');
      await page.getByTestId('confirm-yes').click();
      await page.waitForFunction((before) => window.klondike!.state().deal !== before, dealt);
      await tableReady(page);
      await playAFewDraws(page);
    }
    return { afterOneGameBytes, afterManyGamesBytes: await usedHeap(cdp), games };
  } finally {
    await context.close();
  }
}
