/**
 * Frame times while the player's finger moves a 10-card run for three seconds, and while Finish sends
 * all 52 cards home: the intervals between the page's animation frames, recorded in the page. The same
 * recording, over the same pointer moves, on a bare WebGL page (bareWebgl/: a canvas cleared and drawn
 * every frame, no engine) is the yardstick the app's figures are divided by.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type {} from '../../src/app/automationHook';
import type { CardId } from '../../src/engine';
import { newContext, tableReady, timedLoad } from './loads';
import { applyProfile, type Profile } from './profiles';
import type { BenchSave } from './saves';

const DRAG_MS = 3_000;
/** A phone's touch screen reports about 120 positions a second. */
const POINTER_EVENT_MS = 8;
const LOAD_TIMEOUT_MS = 60_000;

/** The bare WebGL page: a folder served as it is (nothing to build). */
export const BARE_WEBGL_DIR = resolve(import.meta.dirname, 'bareWebgl');

/** Strings, not functions: tsx would wrap named functions in a helper the page does not have. */
const START_RECORDING = `(() => {
  const log = { stamps: [], running: true };
  window.__benchFrames = log;
  const tick = (stamp) => { log.stamps.push(stamp); if (log.running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
const STOP_RECORDING = `(() => {
  const log = window.__benchFrames;
  log.running = false;
  return log.stamps.slice(1).map((stamp, i) => stamp - log.stamps[i]);
})()`;

type MouseEventType = 'mousePressed' | 'mouseMoved' | 'mouseReleased';
type Mouse = (type: MouseEventType, x: number, y: number) => Promise<unknown>;

/**
 * The left button's events straight through the DevTools protocol, as Playwright's mouse sends them,
 * but without the drag-and-drop detection Playwright adds to every move while a button is held (a
 * script run in the page).
 */
function protocolMouse(cdp: CDPSession): Mouse {
  return (type, x, y) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: 1 });
}

/** Moves the pointer round an ellipse over the page, one turn a second, for `ms`; returns the frame intervals meanwhile. */
async function recordWhileCircling(page: Page, mouse: Mouse, ms: number): Promise<number[]> {
  const viewport = page.viewportSize()!;
  await page.evaluate(START_RECORDING);
  const started = Date.now();
  for (let elapsed = 0; elapsed < ms; elapsed = Date.now() - started) {
    const angle = (elapsed / 1000) * 2 * Math.PI;
    await mouse('mouseMoved', viewport.width / 2 + Math.cos(angle) * viewport.width * 0.3, viewport.height / 2 + Math.sin(angle) * viewport.height * 0.25);
    await new Promise((resolve) => setTimeout(resolve, POINTER_EVENT_MS));
  }
  return page.evaluate<number[]>(STOP_RECORDING);
}

/** A page at the app's table with `save` loaded through the menu, as a player opens a game file. */
async function pageWithSave(browser: Browser, url: string, profile: Profile, save: BenchSave, dir: string): Promise<Page> {
  const context = await newContext(browser);
  const { page } = await timedLoad(context, url, profile);
  await tableReady(page);
  const path = join(dir, `bench-deal-${save.deal}.json`);
  writeFileSync(path, JSON.stringify(save.file));
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('hud-menu').click();
  await page.getByTestId('menu-load-file').click();
  await (await chooser).setFiles(path);
  await page.waitForFunction((deal) => window.klondike!.state().deal === deal && window.klondike!.state().moves > 0, save.deal);
  await tableReady(page);
  return page;
}

/** Frame intervals (ms) over a 3-second drag of the run that starts at `save.card`. */
export async function dragFrames(browser: Browser, url: string, profile: Profile, save: BenchSave, dir: string): Promise<number[]> {
  const page = await pageWithSave(browser, url, profile, save, dir);
  try {
    return await dragAround(page, save.card! as CardId, DRAG_MS);
  } finally {
    await page.context().close();
  }
}

/**
 * Frame intervals (ms) of the bare WebGL page at `url` under `profile`, over the same 3 seconds of
 * pointer moves as a drag (the button up: the page has nothing to drag).
 */
export async function bareWebglFrames(browser: Browser, url: string, profile: Profile): Promise<number[]> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await applyProfile(page, profile);
    await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
    // Its first frame drawn: a canvas whose drawing buffer is the viewport's size.
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))), undefined, { timeout: LOAD_TIMEOUT_MS });
    const mouse: Mouse = (type, x, y) => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'none', buttons: 0 });
    return await recordWhileCircling(page, mouse, DRAG_MS);
  } finally {
    await context.close();
  }
}

/**
 * The longest frame of the first drag of a session (a fresh page at `url`, its first gesture) and of
 * the drag after it, each a second long, of the top card of the seventh column. The first drag used
 * to stall at the pick-up while the renderer built shaders and the audio context started.
 */
export async function firstAndLaterDrag(browser: Browser, url: string, profile: Profile): Promise<{ first: number; later: number }> {
  const context = await newContext(browser);
  const { page } = await timedLoad(context, url, profile);
  try {
    await tableReady(page);
    const top = (): Promise<CardId> => page.evaluate(() => window.klondike!.state().tableau[6]!.up.at(-1)!);
    const first = Math.max(...(await dragAround(page, await top(), 1000)));
    await tableReady(page);
    const later = Math.max(...(await dragAround(page, await top(), 1000)));
    return { first, later };
  } finally {
    await context.close();
  }
}

/** Presses `cardId` (at its top strip), moves it round an ellipse for `ms`, lets go where it was. */
async function dragAround(page: Page, cardId: CardId, ms: number): Promise<number[]> {
  const card = await page.evaluate((id) => window.klondike!.rect(id), cardId);
  if (card === null) throw new Error(`${cardId} is not on the table`);
  // The run's deepest card shows only its top strip: grab it there.
  const grab = { x: card.x + card.width / 2, y: card.y + Math.min(10, card.height / 4) };
  const mouse = protocolMouse(await page.context().newCDPSession(page));
  await mouse('mouseMoved', grab.x, grab.y);
  await mouse('mousePressed', grab.x, grab.y);
  const intervals = await recordWhileCircling(page, mouse, ms);
  // The run must really be under the pointer (the table is not idle while it is), or the figures
  // would be of an idle table.
  const state = await page.evaluate(() =>
    Promise.race([window.klondike!.ready().then(() => 'idle'), new Promise((resolve) => setTimeout(() => resolve('dragging'), 300))]),
  );
  await mouse('mouseMoved', grab.x, grab.y);
  await mouse('mouseReleased', grab.x, grab.y);
  if (state !== 'dragging') throw new Error(`the run from ${cardId} was not being dragged`);
  return intervals;
}

/** Frame intervals (ms) from pressing Finish (A) on `save` until the game is won and the table idle. */
export async function finishFrames(browser: Browser, url: string, profile: Profile, save: BenchSave, dir: string): Promise<number[]> {
  const page = await pageWithSave(browser, url, profile, save, dir);
  try {
    const home = await page.evaluate(() => window.klondike!.state().foundations.flat().length);
    if (home !== 52 - save.cards) throw new Error(`the finish table has ${home} cards home, expected ${52 - save.cards}`);
    await page.evaluate(START_RECORDING);
    await page.keyboard.press('a');
    await page.waitForFunction(() => window.klondike!.state().won);
    await tableReady(page);
    return await page.evaluate<number[]>(STOP_RECORDING);
  } finally {
    await page.context().close();
  }
}
