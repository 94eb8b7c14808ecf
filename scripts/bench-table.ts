/**
 * `npm run bench:table` (after `npm run build`): the table's figures in headless Chromium —
 * time from navigation to a dealt, idle table, and frames per second while a card is dragged.
 * Prints figures; asserts nothing (timings belong in benchmarks, not in tests that flake).
 * Note: headless Chromium here renders WebGL in software (SwiftShader), so frame rates are a floor.
 */
import { launchBrowser, openPage } from '../test/e2e/browser';
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
} finally {
  await browser.close();
  await server.stop();
}
