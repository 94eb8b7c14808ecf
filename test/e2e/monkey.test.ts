/**
 * The monkey: random pointer, touch and key events, fast, as fingers that never wait for the cards to
 * land — drags to anywhere (other piles, the bars, past the window's edge), taps, double taps, holds,
 * every key of the game's keyboard, resizes between phone, tablet and desktop windows. After every
 * event the table must hold its 52 cards once each, every card must lie in the window, and the page
 * must have reported no error; at the end of each deal a reload must bring back the same table.
 *
 * Seeded: the seed is printed and `MONKEY_SEED=…` repeats a run's events (their timing, and so where a
 * card is when a finger reaches for it, is the machine's). `MONKEY_DEALS=3,7` runs only those deals
 * of the run (1-based), `MONKEY_EVENTS=…` changes how many events each deal gets, `MONKEY_DEAL_COUNT=…`
 * how many deals a run has.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { MAX_DEAL, type TableSnapshot } from '../../src/engine';
import { launchBrowser } from './browser';
import { dealRandom, describeEvent, Fingers, inspect, Monkey, type PageView, type Random } from './monkeyEvents';
import { ready, snapshot, TableSession, waitFrames } from './tableHelpers';
import { sized } from '../support/testSize';

/**
 * 2 deals in the default run: one drawn with WebGL (200 events: each costs about 0.2 s in a busy CI
 * run, 2.5 times a Canvas event) and one with Canvas (400 events), about 75 s in CI beside another
 * browser file; 12 deals of 500 events under `npm run test:long` (about 4 minutes on a quiet machine).
 * `MONKEY_DEAL_COUNT=…` and `MONKEY_EVENTS=…` set any size. A fresh seed every run, printed, so that
 * the default run's sample differs from run to run.
 */
const DEALS = Number(process.env.MONKEY_DEAL_COUNT ?? sized(2, 12));
const eventsFor = (renderer: Renderer): number => Number(process.env.MONKEY_EVENTS ?? (renderer === 'webgl' ? sized(200, 500) : sized(400, 500)));
const SEED = process.env.MONKEY_SEED !== undefined ? Number(process.env.MONKEY_SEED) >>> 0 : (Math.random() * 2 ** 32) >>> 0;
const ONLY = new Set((process.env.MONKEY_DEALS ?? '').split(',').filter(Boolean).map(Number));
/**
 * Every fourth deal (1, 5, 9 …) draws the table with WebGL, as Chromium does by default; the others
 * with Phaser's Canvas renderer, its fallback where WebGL is missing (Chromium started with
 * --disable-webgl). Headless Chromium reads every WebGL frame back for its software compositor, which
 * holds the page's main thread most of each frame: a round trip then takes about 20 ms, against 2 ms
 * with the Canvas renderer, and the monkey makes two round trips per event.
 */
const WEBGL_EVERY = 4;
/**
 * How long a card may stay out of the window (a run dragged past the edge, flying back) before that
 * counts: this long and this many frames, since Phaser's clock may run slow on a slow frame rate.
 */
const OFF_WINDOW_GRACE = { ms: 2_000, frames: 60 } as const;
/** Events kept for the report when something goes wrong: the ones that led up to it. */
const HISTORY = 12;
/**
 * An event and its check take well under a second; one stuck this long has hung the page (a busy
 * machine can make a WebGL round trip slow, hence the margin). Failing here, rather than at the test's
 * timeout, keeps the story of the events that led to it.
 */
const EVENT_DEADLINE_MS = 30_000;
/** The same for bringing the page to rest (up to 20 rounds of waiting) and for the reload. */
const END_DEADLINE_MS = 90_000;
/** Longest wait, while bringing the page to rest, for Show me's search to end. */
const LOOKING_DEADLINE_MS = 30_000;
/** The toast Show me shows while it searches for a winning line. */
const LOOKING_TOAST = /looking for a winning line/i;

/** A problem the monkey found and described; any other error is wrapped into one. */
class MonkeyFailure extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

type Renderer = 'webgl' | 'canvas';

interface DealPlan {
  readonly index: number;
  readonly events: number;
  readonly deal: number;
  readonly touch: boolean;
  readonly renderer: Renderer;
  /** The deal's own random source, which goes on to choose its events. */
  readonly random: Random;
}

const plans: DealPlan[] = Array.from({ length: DEALS }, (_, i) => {
  const random = dealRandom(SEED, i);
  const renderer: Renderer = i % WEBGL_EVERY === 0 ? 'webgl' : 'canvas';
  // Every fourth deal, on average, has a touch screen.
  return { index: i + 1, events: eventsFor(renderer), deal: random.int(MAX_DEAL + 1), touch: random.chance(0.25), renderer, random };
}).filter((plan) => ONLY.size === 0 || ONLY.has(plan.index));

const totals = { deals: 0, events: 0, checks: 0, problems: 0 };
const browsers: Browser[] = [];
let sessions: Record<Renderer, TableSession>;

beforeAll(async () => {
  console.log(`monkey: seed ${SEED} (MONKEY_SEED=${SEED} repeats it), ${plans.length} deals × ${plans.map((plan) => plan.events).join('/')} events`);
  browsers.push(...(await Promise.all([launchBrowser('webgl'), launchBrowser('canvas')])));
  sessions = { webgl: new TableSession(browsers[0]!, inject('baseUrl')), canvas: new TableSession(browsers[1]!, inject('baseUrl')) };
});
afterEach(async () => {
  const errors = await Promise.all(Object.values(sessions).map((session) => session.closeAll()));
  expect(errors.flat(), 'page errors and console errors').toEqual([]);
});
afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  console.log(`monkey: ${totals.deals} deals, ${totals.events} events, ${totals.checks} checks, ${totals.problems} problems (seed ${SEED})`);
});

/**
 * Brings the page to rest as a player leaving would: closes dialogs with Esc, stops Show me with its
 * Stop button, lets a search for a winning line run out, then waits until the table stays the same.
 */
async function bringToRest(page: Page): Promise<TableSnapshot | string> {
  const lookingToast = page.getByTestId('toast').filter({ hasText: LOOKING_TOAST });
  // What kept the page busy in the last round, for the failure's message.
  let busyWith = '';
  for (let round = 0; round < 20; round++) {
    const busy = await page.evaluate(() => ({
      dialog: document.querySelector('dialog[open]')?.getAttribute('data-testid') ?? null,
      showMe: document.querySelector('[data-testid=show-me-banner]:not([hidden])') !== null,
    }));
    if (busy.dialog !== null) {
      busyWith = `a dialog (${busy.dialog}) stayed open after Escape`;
      await page.keyboard.press('Escape');
    } else if (busy.showMe) {
      busyWith = 'Show me kept playing';
      await page.getByTestId('show-me-stop').click();
    }
    // Show me searches for up to 5.5 s, longer on a busy machine: wait for the search to end (a state),
    // not for a number of rounds, which a slow search outlasted.
    else if ((await lookingToast.count()) > 0) {
      busyWith = "Show me's search did not end";
      await lookingToast
        .first()
        .waitFor({ state: 'hidden', timeout: LOOKING_DEADLINE_MS })
        .catch(() => undefined);
    } else {
      await ready(page);
      const before = await snapshot(page);
      await waitFrames(page, 20, 400);
      await ready(page);
      const after = await snapshot(page);
      const stillBusy = await page.evaluate(() => document.querySelector('dialog[open], [data-testid=show-me-banner]:not([hidden])') !== null);
      if (!stillBusy && JSON.stringify(before) === JSON.stringify(after)) return after;
      busyWith = stillBusy ? 'a dialog or Show me came back' : `the table kept changing (moves ${before.moves} → ${after.moves})`;
    }
  }
  return busyWith;
}

/** Plays one deal: its events, a check after each, then the reload. Throws with the story of the first problem. */
async function playDeal(plan: DealPlan): Promise<void> {
  const started = performance.now();
  const session = sessions[plan.renderer];
  const history: string[] = [];
  const fail = (at: string, problems: readonly string[]): never => {
    totals.problems += problems.length;
    const deal = `seed ${SEED}, deal ${plan.index} (#${plan.deal}, ${plan.renderer}${plan.touch ? ', touch screen' : ''})`;
    throw new MonkeyFailure(`monkey: ${deal}, ${at}:\n  ${problems.join('\n  ')}\n  the events before:\n    ${history.join('\n    ') || '(none)'}`);
  };
  /** Three checks (the 52 cards, their rectangles, the page's errors) in one round trip. */
  const check = async (page: Page, at: string): Promise<PageView> => {
    const view = await inspect(page, OFF_WINDOW_GRACE);
    totals.checks += 3;
    const problems = [...view.problems, ...session.errors];
    if (problems.length > 0) fail(at, problems);
    return view;
  };

  // No service worker: its install and update prompts are pwa.test.ts's subject, and a random tap on
  // an "Update" button would reload the page under the monkey. (Two CI runs lost their page to a
  // navigation: Chromium's swipe-back gesture over a dialog, since fixed in ui.css.)
  const page = await session.open(`deal=${plan.deal}`, { hasTouch: plan.touch, serviceWorkers: 'block' });
  const canvas2d = await page.evaluate(() => document.querySelector<HTMLCanvasElement>('#game canvas')?.getContext('2d') != null);
  if (canvas2d !== (plan.renderer === 'canvas')) fail('at the start', [`the table was meant to be drawn with ${plan.renderer}`]);
  /** Runs `work` within `ms`; any error that is not already the monkey's own is told with the story. */
  const guarded = async <T>(at: string, work: Promise<T>, ms: number, what: string): Promise<T> => {
    try {
      return await withDeadline(work, ms, what);
    } catch (error) {
      if (error instanceof MonkeyFailure) throw error;
      return fail(at, [error instanceof Error ? error.message.split('\n')[0]! : String(error)]);
    }
  };

  // Nothing a player does may take the page elsewhere; a navigation is named in the report with the
  // events that led to it (Playwright alone would only say that the page's context was destroyed).
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) history.push(`(the page navigated to ${frame.url()})`);
  });
  const fingers = await Fingers.on(page);
  const monkey = new Monkey(plan.random, plan.touch);
  let view = await check(page, 'before any event');
  let underDialog = 0;
  for (let i = 1; i <= plan.events; i++) {
    const event = monkey.next();
    const text = describeEvent(event, view);
    history.push(`${i}: ${text}`);
    if (history.length > HISTORY) history.shift();
    const at = `event ${i} of ${plan.events}, ${text}`;
    await guarded(at, fingers.play(event, view), EVENT_DEADLINE_MS, 'the event was not delivered');
    totals.events += 1;
    view = await guarded(at, check(page, at), EVENT_DEADLINE_MS, 'the check got no answer');
    if (view.dialog) underDialog += 1;
  }

  const rest = await guarded('at the end', bringToRest(page), END_DEADLINE_MS, 'bringing the page to rest did not finish');
  const before = typeof rest === 'string' ? fail('at the end', [`the page never came to rest: ${rest}`]) : rest;
  history.push('(brought to rest, then reloaded)');
  const reloaded = async (): Promise<TableSnapshot> => {
    await page.reload();
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    return snapshot(page);
  };
  const after = await guarded('after the reload', reloaded(), END_DEADLINE_MS, 'the reload did not finish');
  totals.checks += 1;
  // A won game is over: the next start deals a new one rather than showing the won table.
  const same = before.won ? after.moves === 0 && !after.won : JSON.stringify(after) === JSON.stringify(before);
  if (!same) fail('after the reload', [`the table before:\n    ${JSON.stringify(before)}\n  came back as:\n    ${JSON.stringify(after)}`]);
  await check(page, 'after the reload');
  // An error reported after the last check still counts.
  const late = await session.closeAll();
  if (late.length > 0) fail('at the end', late);
  totals.deals += 1;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `monkey: deal ${plan.index} #${plan.deal} (${plan.renderer}${plan.touch ? ', touch' : ''}): ${plan.events} events in ${seconds} s (${underDialog} left a dialog open), ${before.moves} moves on the table${before.won ? ', won' : ''}`,
  );
}

describe(`monkey, seed ${SEED}`, () => {
  // On an idle 2-core machine 500 WebGL events take about 30 s, 500 Canvas ones about 10 s; a busy machine, several times that.
  test.for(plans)('deal $index: #$deal', { timeout: 300_000 }, (plan) => playDeal(plan));
});
