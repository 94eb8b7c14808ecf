/**
 * What a table at rest costs: the main thread's busy time (Chromium's TaskDuration, from the DevTools
 * protocol) while the dealt table sits untouched, after it has had a moment to settle. A table that
 * stops drawing when nothing changes (src/game/boot/idleSleep.ts) should cost next to nothing.
 */
import type { Browser } from 'playwright-core';
import { newContext, tableReady } from './loads';

/** Seconds the table is left alone before and while measuring. */
const SETTLE_S = 2;
export const REST_S = 10;

export interface RestFigures {
  /** Seconds of main-thread work (all tasks) and of script alone, during REST_S seconds. */
  readonly busyS: number;
  readonly scriptS: number;
}

export async function restingCost(browser: Browser, url: string): Promise<RestFigures> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.klondike !== undefined);
    await tableReady(page);
    await page.waitForTimeout(SETTLE_S * 1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const read = async (): Promise<Map<string, number>> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return new Map(metrics.map((m) => [m.name, m.value]));
    };
    const before = await read();
    await page.waitForTimeout(REST_S * 1000);
    const after = await read();
    const delta = (name: string): number => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    return { busyS: delta('TaskDuration'), scriptS: delta('ScriptDuration') };
  } finally {
    await context.close();
  }
}
