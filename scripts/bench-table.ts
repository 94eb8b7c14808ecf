/**
 * `npm run bench:table` (after `npm run build`): the table's figures in headless Chromium —
 * time from navigation to a dealt, idle table, and frames per second while a card is dragged.
 * Prints figures; asserts nothing (timings belong in benchmarks, not in tests that flake).
 * Note: headless Chromium here renders WebGL in software (SwiftShader), so frame rates are a floor.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, openPage } from '../test/e2e/browser';
import { startPreviewServer } from '../test/e2e/previewServer';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
];

/**
 * requestAnimationFrame callbacks in one second, counted in the page. A string, because tsx's
 * transform would wrap a function with a helper the page does not have.
 */
const COUNT_FRAMES = `new Promise((done) => {
  let frames = 0;
  const start = performance.now();
  const tick = () => { frames++; if (performance.now() - start < 1000) requestAnimationFrame(tick); else done(frames); };
  requestAnimationFrame(tick);
})`;

const server = await startPreviewServer();
const browser = await launchBrowser();
try {
  for (const viewport of VIEWPORTS) {
    const { page } = await openPage(browser, viewport);
    const started = Date.now();
    await page.goto(`${server.url}/?deal=2`);
    await page.waitForFunction(() => window.klondike !== undefined);
    await page.evaluate(() => window.klondike!.ready());
    const loadMs = Date.now() - started;
    const idleFps = await page.evaluate<number>(COUNT_FRAMES);
    const card = await page.evaluate(() => window.klondike!.rect('8C'));
    if (card === null) throw new Error('8C is not on the table');
    await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2);
    await page.mouse.down();
    const dragging = page.evaluate<number>(COUNT_FRAMES);
    for (let i = 0; i < 120; i++) await page.mouse.move(card.x + 20 + (i % 30) * 4, card.y + 40 + i * 2);
    const dragFps = await dragging;
    await page.mouse.up();
    console.log(`${viewport.width}×${viewport.height}: dealt and idle ${loadMs} ms after navigation; ${idleFps} frames/s idle, ${dragFps} frames/s while dragging`);
    await page.close();
  }
  await warmResume(server.url);
} finally {
  await browser.close();
  await server.stop();
}

/**
 * The installed app's launch: a profile whose service worker controls the page and whose game is
 * saved mid-play; a new page is opened and timed until the restored table is idle.
 */
async function warmResume(url: string): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'klondike-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true, viewport: { width: 390, height: 844 },
  });
  try {
    const first = await context.newPage();
    await first.goto(`${url}/?deal=2`);
    await first.waitForFunction(() => window.klondike !== undefined);
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.reload();
    await first.waitForFunction(() => window.klondike !== undefined && navigator.serviceWorker.controller !== null);
    for (const key of ['p', 'p', 'p']) {
      await first.keyboard.press(key);
      await first.evaluate(() => window.klondike!.ready());
    }
    await first.close();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${url}/`);
      await page.waitForFunction(() => window.klondike !== undefined);
      await page.evaluate(() => window.klondike!.ready());
      times.push(Date.now() - started);
      if (await page.evaluate(() => navigator.serviceWorker.controller === null)) throw new Error('not served by the service worker');
      await page.close();
    }
    times.sort((a, b) => a - b);
    console.log(`warm launch from the service worker to the restored table (390×844, 5 runs): median ${times[2]} ms, range ${times[0]}–${times[4]} ms`);
  } finally {
    await context.close();
  }
}
