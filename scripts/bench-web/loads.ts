/**
 * Load times: navigation → the first frame with the dealt table (or the floor's sprite) on screen,
 * read from the page's own `table-interactive` performance mark, so the figure does not include the
 * benchmark's round trips to the browser.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type {} from '../../src/app/automationHook';
import { applyProfile, VIEWPORT, type Profile } from './profiles';

const MARK = 'table-interactive';
const LOAD_TIMEOUT_MS = 60_000;

export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'allow' });
}

/** Opens `url` in a new page of `context` under `profile`; returns the page and its time to interactive. */
export async function timedLoad(context: BrowserContext, url: string, profile: Profile): Promise<{ page: Page; ms: number }> {
  const page = await context.newPage();
  await applyProfile(page, profile);
  await page.goto(url, { timeout: LOAD_TIMEOUT_MS });
  const mark = await page.waitForFunction((name) => performance.getEntriesByName(name)[0]?.startTime ?? false, MARK, { timeout: LOAD_TIMEOUT_MS });
  return { page, ms: (await mark.jsonValue()) as number };
}

/** Resolves when the app's table is idle and saved (the automation hook's `ready`). */
export function tableReady(page: Page): Promise<void> {
  return page.evaluate(() => window.klondike!.ready());
}

/** A cold load: a fresh context, so no HTTP cache and no service worker. */
export async function coldLoad(browser: Browser, url: string, profile: Profile): Promise<number> {
  const context = await newContext(browser);
  try {
    return (await timedLoad(context, url, profile)).ms;
  } finally {
    await context.close();
  }
}

/** Visits `url` once and waits until its service worker controls the pages of `context`. */
export async function installServiceWorker(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: LOAD_TIMEOUT_MS });
  await page.close();
}

/** A warm load in a context whose service worker is installed; fails if the worker did not serve it. */
export async function warmLoad(context: BrowserContext, url: string, profile: Profile): Promise<number> {
  const { page, ms } = await timedLoad(context, url, profile);
  try {
    if (await page.evaluate(() => navigator.serviceWorker.controller === null)) throw new Error(`${url} was not served by the service worker`);
    return ms;
  } finally {
    await page.close();
  }
}
