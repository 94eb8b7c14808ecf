/**
 * "Interactive" as a player feels it: navigation → the first tap the page answers. A finger taps the
 * stock (the floor page: its sprite) again and again from the moment the canvas exists, each tap a
 * real touch through the DevTools protocol, and a script that runs before the page's own records, in
 * the page, when each tap was handled and whether it had an effect: the stock's count changed (read
 * through the automation hook), or the floor's sprite counted the tap. The figure is the page's own
 * clock at the end of the first tap with an effect. A tap that waits behind a long task is answered
 * late, and one that comes before the table takes input has no effect: either way the figure grows.
 *
 * The same script lists the page's long tasks (PerformanceObserver 'longtask': tasks over 50 ms), so
 * the report can say what stood between the table being shown (`table-interactive`) and the answer.
 */
import type { Browser } from 'playwright-core';
import type {} from '../../src/app/automationHook';
import { applyProfile, VIEWPORT, type Profile } from './profiles';

const LOAD_TIMEOUT_MS = 60_000;
const MARK = 'table-interactive';
/** How long after the table is shown the long tasks are listed. */
export const WATCH_AFTER_SHOWN_MS = 1000;

export interface FirstTapFigures {
  /** Navigation → the table (the floor's sprite) first drawn: the page's `table-interactive` mark. */
  readonly shownMs: number;
  /** Navigation → the end of the first tap that had an effect. */
  readonly answeredMs: number;
  /** How long that tap waited before its handler ran (handler start − the event's time stamp). */
  readonly waitedMs: number;
  /** Taps sent until one was answered. */
  readonly taps: number;
  /** Long tasks that started from the table's first frame to the answer. */
  readonly longTasksBeforeAnswer: readonly LongTask[];
  /** Long tasks that started in the first WATCH_AFTER_SHOWN_MS after the table was shown (the taps' own work included). */
  readonly longTasksAfterShown: readonly LongTask[];
}

export interface LongTask {
  readonly start: number;
  readonly duration: number;
}

interface Tap {
  readonly stamp: number;
  readonly start: number;
  readonly end: number;
  readonly before: number | undefined;
  readonly after: number | undefined;
}

interface Probe {
  readonly taps: Tap[];
  readonly longTasks: LongTask[];
  answered: Tap | null;
}

declare global {
  interface Window {
    __firstTap?: Probe;
    /** The floor page's count of taps on its sprite. */
    __floorTaps?: number;
  }
}

/**
 * Runs before the page's scripts. A window listener in the capture phase sees a tap's touchend before
 * the canvas does, one in the bubble phase after Phaser has handled it (Phaser handles input in the
 * DOM event itself): the count read in each says whether the tap did something. A string, not a
 * function: tsx would wrap a function in a helper that the page does not have.
 */
const PROBE = `(() => {
  const log = { taps: [], longTasks: [], answered: null };
  window.__firstTap = log;
  const count = () => (window.klondike !== undefined ? window.klondike.state().stock.length : window.__floorTaps);
  let pending = null;
  addEventListener('touchend', (event) => {
    pending = { stamp: event.timeStamp, start: performance.now(), before: count() };
  }, { capture: true });
  addEventListener('touchend', () => {
    if (pending === null) return;
    const tap = { ...pending, after: count(), end: performance.now() };
    pending = null;
    log.taps.push(tap);
    if (log.answered === null && tap.after !== undefined && tap.after !== tap.before) log.answered = tap;
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) log.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})()`;

/**
 * A cold load of `url` (a fresh context with a touch screen) under `profile`, tapping at `at` (CSS
 * pixels) from the moment a canvas exists until a tap is answered; then waits until the watch after
 * the table's first frame is over, and returns the figures.
 */
export async function firstTap(browser: Browser, url: string, at: { x: number; y: number }, profile: Profile): Promise<FirstTapFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    await applyProfile(page, profile);
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await page.waitForSelector('canvas', { state: 'attached', timeout: LOAD_TIMEOUT_MS });
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    let taps = 0;
    for (;;) {
      // Each tap's events are handed over once the page has taken them: a busy page slows the loop.
      await page.touchscreen.tap(at.x, at.y);
      taps += 1;
      if (await page.evaluate(() => window.__firstTap!.answered !== null)) break;
      if (Date.now() > deadline) throw new Error(`no tap at ${at.x},${at.y} was answered within ${LOAD_TIMEOUT_MS} ms on ${url}`);
    }
    const shownMs = (await (
      await page.waitForFunction((name) => performance.getEntriesByName(name)[0]?.startTime ?? false, MARK, { timeout: LOAD_TIMEOUT_MS })
    ).jsonValue()) as number;
    // The long tasks of the watch: wait for its end (the page's clock).
    await page.waitForFunction((until) => performance.now() > until, shownMs + WATCH_AFTER_SHOWN_MS + 100, { timeout: LOAD_TIMEOUT_MS });
    const probe = await page.evaluate(() => window.__firstTap!);
    const answered = probe.answered!;
    const startsIn = (from: number, to: number): LongTask[] => probe.longTasks.filter((t) => t.start + t.duration > from && t.start < to);
    return {
      shownMs,
      answeredMs: answered.end,
      waitedMs: answered.start - answered.stamp,
      taps,
      longTasksBeforeAnswer: startsIn(shownMs, answered.start),
      longTasksAfterShown: startsIn(shownMs, shownMs + WATCH_AFTER_SHOWN_MS),
    };
  } finally {
    await context.close();
  }
}

/** The stock's centre on the app's table at `url` (the layout is the same on every load at one viewport). */
export async function stockCentre(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ viewport: VIEWPORT, hasTouch: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => window.klondike !== undefined, undefined, { timeout: LOAD_TIMEOUT_MS });
    await page.evaluate(() => window.klondike!.ready());
    const rect = await page.evaluate(() => window.klondike!.rect('stock'));
    if (rect === null) throw new Error('the stock is not on the table');
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  } finally {
    await context.close();
  }
}

/** The floor page's sprite: the middle of the viewport. */
export const FLOOR_SPRITE = { x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 } as const;
