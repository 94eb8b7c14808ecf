/**
 * The app as an installed, offline game: Chromium finds it installable, a first visit is enough to play
 * offline, no request ever leaves the origin, and a new version waits for the player, then takes over
 * with the game on the table unchanged.
 *
 * Each test runs in a fresh persistent profile (`launchPersistentContext`): a service worker and the
 * installability check both need one (an incognito context reports `in-incognito`).
 * The update test serves a second version of the app in place of the first, on the same origin: a copy
 * of dist/ with the app's chunk renamed and sw.js naming it (nextVersion.ts), so the run makes no
 * second build. That Phaser's chunk keeps its name across versions (players do not download it
 * again) is read from the build itself: it names no chunk but rolldown's runtime.
 */
import { catalogueOf } from './languageScan';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import type {} from '../../src/app/automationHook';
import { HOST, cleanUpAfterEach, cleanups, launchApp, openTable, tableReady, untilControlled } from './installedApp';
import { chunksOf, copyAsNextVersion } from './nextVersion';
import { DEFAULT_DIST, freePort, startPreviewServer } from './previewServer';
import { ready, snapshot } from './tableHelpers';

cleanUpAfterEach();

/** The URLs the service worker fetched from the network itself (its precache at install). */
const fetchedByWorker = (requests: readonly Request[]): string[] =>
  requests.filter((request) => request.serviceWorker() !== null).map((request) => request.url());

const cardCount = (table: Awaited<ReturnType<typeof snapshot>>): number =>
  table.stock.length +
  table.waste.length +
  table.foundations.flat().length +
  table.tableau.reduce((sum, column) => sum + column.down.length + column.up.length, 0);

describe('installable and offline', () => {
  test('Chromium finds the app installable, with its manifest and icons', async () => {
    const baseUrl = inject('baseUrl');
    const { page, context, errors } = await launchApp();
    await openTable(page, `${baseUrl}/`);
    await untilControlled(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(manifestErrors).toEqual([]);

    // Every icon the manifest and iOS name is there, a PNG of the size it claims.
    const icons = await page.evaluate(async () => {
      const manifest = (await (await fetch('/manifest.webmanifest')).json()) as { icons: { src: string; sizes: string; purpose: string }[] };
      const all = [...manifest.icons, { src: document.querySelector<HTMLLinkElement>('link[rel=apple-touch-icon]')!.href, sizes: '180x180', purpose: 'apple' }];
      return Promise.all(
        all.map(async ({ src, sizes, purpose }) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return { purpose, sizes, actual: `${image.naturalWidth}x${image.naturalHeight}` };
        }),
      );
    });
    expect(icons.map(({ purpose }) => purpose).sort()).toEqual(['any', 'any', 'apple', 'maskable']);
    for (const icon of icons) expect(icon.actual, icon.purpose).toBe(icon.sizes);
    expect(errors).toEqual([]);
  });

  test('a first visit loads and caches everything from the origin alone', async () => {
    const baseUrl = inject('baseUrl');
    const { page, errors, requests } = await launchApp();
    await openTable(page, `${baseUrl}/`);
    await untilControlled(page);

    const origin = new URL(baseUrl).origin;
    const elsewhere = requests.map((r) => r.url()).filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
    // The service worker's own fetches are seen too: its precache took the Phaser chunk.
    expect(fetchedByWorker(requests).some((url) => url.includes('/assets/phaser-'))).toBe(true);
    // Every file the precache lists is in the cache.
    const missing = await page.evaluate(async () => {
      const text = await (await fetch('/sw.js')).text();
      const urls = [...text.matchAll(/url:"([^"]+)"/g)].map((m) => new URL(m[1]!, location.origin).href);
      const found = await Promise.all(urls.map((url) => caches.match(url, { ignoreSearch: true })));
      return urls.filter((_, i) => found[i] === undefined);
    });
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('after one visit the game deals and plays offline', async () => {
    const baseUrl = inject('baseUrl');
    // The probe below fails on purpose; Chromium reports that failure on the console.
    const { page, context, errors } = await launchApp([/net::ERR_INTERNET_DISCONNECTED/]);
    await openTable(page, `${baseUrl}/?deal=7`);
    await untilControlled(page);

    await context.setOffline(true);
    await page.reload();
    await tableReady(page);
    // navigator.onLine stays true under emulation: a file the precache lacks must fail.
    const probe = await page.evaluate(() =>
      fetch(`/robots.txt?probe=${performance.now()}`, { cache: 'no-store' }).then(
        (response) => `status ${response.status}`,
        () => 'failed',
      ),
    );
    expect(probe).toBe('failed');

    const before = await snapshot(page);
    expect(before.deal).toBe(7);
    expect(cardCount(before)).toBe(52);
    await page.keyboard.press('p');
    await ready(page);
    const after = await snapshot(page);
    expect(after.waste.length).toBeGreaterThan(before.waste.length);
    expect(after.stock.length).toBeLessThan(before.stock.length);
    expect(errors).toEqual([]);
  });

  test('a first visit keeps its own language for offline play, and no other', async () => {
    const baseUrl = inject('baseUrl');
    const { page, context, errors } = await launchApp([/net::ERR_INTERNET_DISCONNECTED/]);
    await openTable(page, `${baseUrl}/?deal=7&lang=ru`);
    // No reload before going offline: this visit fetched Russian before any service worker could see it.
    const cached = (): Promise<string[]> =>
      page.evaluate(async () => (await (await caches.open('klondike-languages')).keys()).map((request) => new URL(request.url).pathname));
    await expect.poll(cached, { timeout: 60_000 }).toEqual([expect.stringMatching(/\/assets\/locale-ru-[\w-]+\.js$/)]);

    await context.setOffline(true);
    await page.reload();
    await tableReady(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.getByTestId('hud-undo').getAttribute('aria-label')).toBe(catalogueOf('ru')['toolbar.undo.name']);
    expect(errors).toEqual([]);
  });
});

// --- the update --------------------------------------------------------------------------------------

/** `vite preview` of `outDir` on `port`; resolves with the function that stops it. */
async function serve(outDir: string, port: number): Promise<() => Promise<void>> {
  return (await startPreviewServer({ outDir, port })).stop;
}

/** The chunks a chunk imports statically, by file name (`from"./x.js"`, `import"./x.js"`). */
const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);

/**
 * Chromium defers some of its background work, service-worker update checks among them, until it
 * considers its own start-up over; while a page keeps the main thread busy from the first second (the
 * table renders every frame, in software here) that can take a full minute. A light page first lets
 * start-up finish, as it does long before a player thinks of an update. Chromium records the moment in
 * its `Startup.BrowserStartupCompleteReason` histogram (set as it runs the deferred work), so the test
 * waits for that histogram to exist.
 */
async function letBrowserSettle(page: Page): Promise<void> {
  await page.goto('data:text/html,<title>Klondike test</title><p>Starting…</p>');
  const cdp = await page.context().newCDPSession(page);
  // Browser.getHistogram fails while the histogram has no sample yet.
  await expect
    .poll(
      () =>
        cdp.send('Browser.getHistogram', { name: 'Startup.BrowserStartupCompleteReason' }).then(
          () => true,
          () => false,
        ),
      { message: 'Chromium says its start-up is over' },
    )
    .toBe(true);
  await cdp.detach();
}

describe('a new version', () => {
  test('waits for the player, keeps the game on the table, and does not fetch Phaser again', { timeout: 150_000 }, async () => {
    const distA = DEFAULT_DIST;
    const distB = mkdtempSync(join(tmpdir(), 'klondike-pwa-version-b-'));
    cleanups.push(async () => rmSync(distB, { recursive: true, force: true }));

    const port = await freePort();
    const url = `http://${HOST}:${port}/`;
    let stopServer = await serve(distA, port);
    cleanups.push(() => stopServer());

    const { page, errors, requests } = await launchApp();
    await letBrowserSettle(page);

    await openTable(page, url);
    await untilControlled(page);
    expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module]')!.src)).toBe(`${url}${chunksOf(distA).app}`);
    // A draw (and whatever safe moves follow it), so that the table differs from a fresh deal;
    // ready() resolves once it is saved.
    await page.keyboard.press('p');
    await ready(page);
    const before = await snapshot(page);
    expect(before.stock.length).toBeLessThan(24);
    // Should start-up still be running (see letBrowserSettle), this waits for its end: version A's
    // sw.js is unchanged, so the check finds nothing.
    await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.update()));

    copyAsNextVersion(distA, distB);
    const a = chunksOf(distA);
    const b = chunksOf(distB);
    expect(b.app).not.toBe(a.app);
    expect(b.phaser).toBe(a.phaser);
    // Phaser's chunk names no other chunk but rolldown's runtime, so its name (a hash of its content)
    // stays when the app's code changes, as the copy assumes.
    expect(importsOf(join(distA, a.phaser)).filter((file) => !file.startsWith('rolldown-runtime-'))).toEqual([]);

    await stopServer();
    stopServer = await serve(distB, port);
    requests.length = 0;

    // The app looks for a new version whenever it becomes visible again (and every hour).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const apply = page.locator('[data-testid=update-apply]');
    await apply.waitFor({ state: 'visible', timeout: 60_000 });
    // The new version waits: nothing has reloaded, the game is as it was.
    expect(await snapshot(page)).toEqual(before);

    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
    await apply.click();
    await page.waitForFunction(() => (window as { beforeUpdate?: boolean }).beforeUpdate === undefined && window.klondike !== undefined, undefined, {
      timeout: 60_000,
    });
    await tableReady(page);

    expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module]')!.src)).toBe(`${url}${b.app}`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    expect(await snapshot(page)).toEqual(before);
    // Phaser's chunk kept its name, so the new service worker took it from the old cache.
    const fetched = fetchedByWorker(requests);
    expect(fetched.filter((r) => r.includes('/assets/phaser-'))).toEqual([]);
    expect(fetched.some((r) => r.endsWith(`/${b.app}`))).toBe(true);
    expect(errors).toEqual([]);
  });
});
