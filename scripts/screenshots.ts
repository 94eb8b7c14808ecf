/**
 * `npm run screenshots`: pictures of the table (the README shows the phone's), on a phone held upright and on a desktop,
 * written to assets/screenshots/. It builds the app into a temporary folder (dist/ is left alone),
 * serves it, and plays the opening of deal 12345 with real keys in headless Chromium. The pictures
 * are not imported by the app, so the build and its service worker never carry them.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type {} from '../src/app/automationHook';
import { launchBrowser } from '../test/e2e/browser';
import { startPreviewServer } from '../test/e2e/previewServer';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'assets/screenshots');
const SHOTS = [
  { file: 'phone.png', width: 390, height: 844, scale: 2 },
  { file: 'desktop.png', width: 1280, height: 800, scale: 1 },
] as const;
/** Deal 12345 after a few cards dealt from the stock. */
const DEAL = 12345;
const KEYS = ['p', 'p', 'p', 'p'];

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'klondike-screenshots-'));
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await startPreviewServer({ outDir });
  const browser = await launchBrowser();
  mkdirSync(OUT, { recursive: true });
  try {
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: shot.scale,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/?deal=${DEAL}`);
      await page.waitForFunction(() => window.klondike !== undefined);
      for (const key of KEYS) {
        await page.keyboard.press(key);
        await page.evaluate(() => window.klondike!.ready());
      }
      // "Ready to play offline" comes with the service worker and goes after a few seconds: the
      // picture waits for it to go.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page
        .getByTestId('toast')
        .first()
        .waitFor({ state: 'visible', timeout: 10_000 })
        .catch(() => undefined);
      await page.waitForFunction(() => document.querySelector('[data-testid="toast"]') === null, undefined, { timeout: 30_000 });
      await page.screenshot({ path: join(OUT, shot.file) });
      console.log(`assets/screenshots/${shot.file}: ${shot.width}×${shot.height} at ×${shot.scale}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
