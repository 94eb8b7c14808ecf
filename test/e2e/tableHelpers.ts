/**
 * Shared steps for the table's browser tests. The page is only READ through `window.klondike`
 * (state, rects, ready); every action is a real mouse or key event, as a player would make it.
 * Every page opened through a `TableSession` has its page errors and console errors collected, so a
 * test file can assert in afterEach that nothing went wrong behind the scenes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type {} from '../../src/app/automationHook';
import { isFoundationId, type CardId, type Move, type PileId, type TableSnapshot } from '../../src/engine';
import { launchBrowser, openPage, type PageOptions, type Renderer } from './browser';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A little more than the table's drag threshold (6 CSS px). */
const DRAG_NUDGE_PX = 9;

export const PHONE = { width: 390, height: 844 } as const;

/** Chromium's SwiftShader reports GPU stalls through the console; they are performance notes, not errors. */
const BENIGN_CONSOLE = [/GL Driver Message/i, /GPU stall due to ReadPixels/i];

/** Opens table pages and remembers every error any of them reported. */
export class TableSession {
  readonly errors: string[] = [];
  private readonly pages: Page[] = [];

  /** `defaults`: options every page of the session gets unless a call says otherwise. */
  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
    private readonly defaults: PageOptions = {},
  ) {}

  /**
   * A fresh context at `?query`, with error capture; resolves once the dealt table is idle. The page is
   * a phone held upright (390×844) unless told: the app's main target, and a small canvas keeps
   * SwiftShader near 60 frames a second on a busy 2-core machine (1280×800 drew about 20).
   * `beforeLoad` runs on the blank page first (to add an init script, say).
   */
  async open(query: string, options: PageOptions = {}, beforeLoad?: (page: Page) => Promise<void>): Promise<Page> {
    const page = await this.page(options);
    await beforeLoad?.(page);
    await page.goto(this.url(query));
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    return page;
  }

  /** A blank page in a fresh context, its errors collected, not yet navigated. */
  async page(options: PageOptions = {}): Promise<Page> {
    const { page } = await openPage(this.browser, { width: PHONE.width, height: PHONE.height, ...this.defaults, ...options });
    this.pages.push(page);
    page.on('pageerror', (error) => this.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!BENIGN_CONSOLE.some((pattern) => pattern.test(text))) this.errors.push(`console.error: ${text}`);
    });
    return page;
  }

  url(query: string): string {
    return `${this.baseUrl}/?${query}`;
  }

  /** Closes every page's context; returns (and forgets) the errors seen since the last call. */
  async closeAll(): Promise<string[]> {
    await Promise.all(this.pages.splice(0).map((page) => page.context().close()));
    return this.errors.splice(0);
  }
}

/** For files that do not test animation: the system's "reduce motion", so cards are placed without tweens. */
export const REDUCED_MOTION: PageOptions = { reducedMotion: 'reduce' };

/**
 * For files whose subject is neither animation nor drawing (storage, links, rules, the solver, the
 * accessibility tree): no tweens, and Phaser's Canvas renderer (see launchBrowser).
 */
export const PLAIN_TABLE = { ...REDUCED_MOTION, renderer: 'canvas' } as const;

export function ready(page: Page): Promise<void> {
  return page.evaluate(() => window.klondike!.ready());
}

/**
 * The table as the hook reports it, without its clock: tables are compared across time (a reload, a
 * relaunch), and the clock moves on meanwhile. `clockOf` reads the clock.
 */
export function snapshot(page: Page): Promise<TableSnapshot> {
  return page.evaluate(() => {
    const { elapsedMs: _clock, ...table } = window.klondike!.state();
    return table;
  });
}

/** The game clock in milliseconds, as the hook reports it. */
export function clockOf(page: Page): Promise<number> {
  return page.evaluate(() => window.klondike!.state().elapsedMs);
}

export async function rectOf(page: Page, id: CardId | PileId): Promise<Rect> {
  const rect = await page.evaluate((which) => window.klondike!.rect(which as CardId | PileId), id);
  if (rect === null) throw new Error(`no rect for ${id}`);
  return rect;
}

/** Every card's rect at once (for layout checks). */
export function cardRects(page: Page, cards: readonly CardId[]): Promise<Record<string, Rect | null>> {
  return page.evaluate((ids) => Object.fromEntries(ids.map((id) => [id, window.klondike!.rect(id as CardId)])), [...cards]);
}

/**
 * Waits (in the page, one round trip) until its table equals `expected` or a few seconds pass, then
 * until the table is idle, then compares: a mismatch fails with a readable diff, not a timeout.
 */
export async function expectTable(page: Page, expected: TableSnapshot, label?: string): Promise<void> {
  const actual = await page.evaluate(
    async ({ json, timeoutMs }) => {
      const hook = window.klondike!;
      // The clock is left out: it moves on while the table stands still.
      const table = (): object => {
        const { elapsedMs: _clock, ...rest } = hook.state();
        return rest;
      };
      const start = performance.now();
      while (JSON.stringify(table()) !== json && performance.now() - start < timeoutMs) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await hook.ready();
      return table();
    },
    { json: JSON.stringify(expected), timeoutMs: 4_000 },
  );
  expect(actual, label).toEqual(expected);
}

export const centre = (r: Rect): Point => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

/** Where a finger takes a card: its middle when it lies on top, else the strip of it that shows. */
export function grabPoint(rect: Rect, onTop: boolean): Point {
  return onTop ? centre(rect) : { x: rect.x + rect.width / 2, y: rect.y + Math.min(8, rect.height * 0.1) };
}

/**
 * Press, nudge just past the drag threshold (the table measures the card's offset from the pointer
 * when the drag starts, so a big first step would leave the card behind), glide to `to`, release.
 * Chromium delivers each move on an animation frame, so more steps only cost time.
 */
export async function drag(page: Page, from: Point, to: Point, steps = 3): Promise<void> {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const nudge = Math.min(length, DRAG_NUDGE_PX);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + ((to.x - from.x) / length) * nudge, from.y + ((to.y - from.y) / length) * nudge);
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/**
 * Lets at least `ms` of the page's time AND `frames` animation frames pass. Phaser's clock advances at
 * most one 60 Hz frame's worth per frame for its first 120 frames (and whenever the window lacks
 * focus), so on a slow frame rate wall time alone would undercount the table's timers.
 */
export async function waitFrames(page: Page, frames: number, ms: number): Promise<void> {
  await page.evaluate(
    ({ frames: n, ms: wait }) =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        let seen = 0;
        const tick = (): void => {
          seen += 1;
          if (seen >= n && performance.now() - start >= wait) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames, ms },
  );
}

/**
 * A finger drag through Chromium's DevTools protocol (Playwright's touchscreen only taps): touch
 * down, a nudge past the drag threshold, a glide in `steps`, lift.
 */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 3): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: Point | null): Promise<unknown> =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at === null ? [] : [{ x: at.x, y: at.y, id: 1 }] });
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const nudge = Math.min(length, DRAG_NUDGE_PX);
  await touch('touchStart', from);
  await touch('touchMove', { x: from.x + ((to.x - from.x) / length) * nudge, y: from.y + ((to.y - from.y) / length) * nudge });
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  }
  await touch('touchEnd', null);
  await cdp.detach();
}

/**
 * A press at `down`, moved to `up` and released there, sent to Chromium all at once through its
 * DevTools protocol: the browser queues the three events back to back, so a stalled test process
 * (a busy CI machine) cannot stretch the press past the table's hold time and make it a hold.
 */
export async function quickPress(page: Page, down: Point, up: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', at: Point, buttons: number): Promise<unknown> =>
    cdp.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', buttons, clickCount: 1 });
  await mouse('mouseMoved', down, 0);
  await Promise.all([mouse('mousePressed', down, 1), mouse('mouseMoved', up, 1), mouse('mouseReleased', up, 0)]);
  await cdp.detach();
}

export async function tap(page: Page, at: Point): Promise<void> {
  await page.mouse.click(at.x, at.y);
}

/** The top card of a pile in a snapshot, or undefined. */
export function topCard(table: TableSnapshot, pile: PileId): CardId | undefined {
  if (pile === 'stock') return table.stock.at(-1);
  if (pile === 'waste') return table.waste.at(-1);
  if (isFoundationId(pile)) return table.foundations[Number(pile.slice(-1)) - 1]!.at(-1);
  return table.tableau[Number(pile.slice(-1)) - 1]!.up.at(-1);
}

/** The rect a card lands on when it goes onto `pile`: its top card, or its empty slot. */
export async function landingRect(page: Page, table: TableSnapshot, pile: PileId): Promise<Rect> {
  const top = topCard(table, pile);
  return rectOf(page, top ?? pile);
}

/** The point where a dragged card (held at `grab`, lying at `card`) overlaps `target` exactly. */
export function dropPoint(grab: Point, card: Rect, target: Rect): Point {
  return { x: grab.x + target.x - card.x, y: grab.y + target.y - card.y };
}

/** Where to grab `card` on the table as it stands. */
export async function grabCard(page: Page, table: TableSnapshot, card: CardId, from: PileId): Promise<{ grab: Point; rect: Rect }> {
  const rect = await rectOf(page, card);
  return { grab: grabPoint(rect, topCard(table, from) === card), rect };
}

/** Plays one engine move with the pointer: a tap on the stock to draw, a drag for a card move. */
export async function playByPointer(page: Page, move: Move, table: TableSnapshot): Promise<void> {
  if (move.type === 'draw') {
    await tap(page, centre(await rectOf(page, 'stock')));
    return;
  }
  if (move.type === 'turn') {
    const column = table.tableau[Number(move.pile.slice(-1)) - 1]!;
    await tap(page, centre(await rectOf(page, column.down.at(-1)!)));
    return;
  }
  const landing = topCard(table, move.to) ?? move.to;
  const [rect, target] = await page.evaluate((ids) => ids.map((id) => window.klondike!.rect(id as CardId | PileId)), [move.card, landing]);
  if (!rect || !target) throw new Error(`no rect for ${move.card} or ${landing}`);
  const grab = grabPoint(rect, topCard(table, move.from) === move.card);
  await drag(page, grab, dropPoint(grab, rect, target));
}

/** Any modal <dialog> open on the page. */
export function openDialogs(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('dialog[open]')].map((d) => d.getAttribute('data-testid') ?? '?'));
}

/**
 * One browser for a test file and a fresh table session per test; after each test every page is
 * closed and no page may have reported an error. Returns a getter, since the session starts in beforeAll.
 * `defaults` go to every page: files whose subject is not animation pass REDUCED_MOTION, so that their
 * pages place cards at once instead of waiting out each flight (a long game plays in a third of the time).
 */
export function useTableSession(defaults: PageOptions & { readonly renderer?: Renderer } = {}): () => TableSession {
  let browser: Browser | undefined;
  let session: TableSession | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(defaults.renderer);
    session = new TableSession(browser, inject('baseUrl'), defaults);
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    expect(await session!.closeAll()).toEqual([]);
  });
  return () => session!;
}
