/**
 * The app deployed under a sub-path (`https://example.org/klondike/`): built with
 * `vite build --base /klondike/` into a folder of its own and served there, the table comes up, the
 * service worker's scope is the sub-path, Chromium finds the app installable (manifest, icons), and a
 * new link opened offline is answered from the precache. The build's `_headers` carries the policy.
 *
 * The one build of its own in a test run (the PWA update test copies dist/): served under a sub-path,
 * dist/ would need a relative base (`./`), which players would then get too, and which breaks two
 * things: `_headers` must name absolute paths, and a link below the app (`/klondike/a/b`, answered
 * with index.html by nginx's try_files and by the service worker's fallback) would load index.html's
 * relative `./assets/…` from under `/klondike/a/`, where nothing is (tried: the table never comes up
 * there; with this build it does). The build costs about 4 s (3.7 CPU-seconds).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { VITE, cleanUpAfterEach, cleanups, launchApp, openTable, run, tableReady, untilControlled } from './installedApp';
import { startPreviewServer } from './previewServer';
import { snapshot } from './tableHelpers';

cleanUpAfterEach();

const BASE = '/klondike/';

/** Builds the app for BASE into a temporary folder and serves it there; resolves with the app's URL. */
async function deployUnderBase(): Promise<{ appUrl: string; outDir: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'klondike-subpath-build-'));
  cleanups.push(async () => rmSync(outDir, { recursive: true, force: true }));
  await run([VITE, 'build', '--base', BASE, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
  const server = await startPreviewServer({ outDir, base: BASE });
  cleanups.push(() => server.stop());
  return { appUrl: `${server.url}${BASE}`, outDir };
}

describe('deployed under a sub-path', () => {
  test('comes up, installs, is scoped to the sub-path, and opens a new link offline', { timeout: 120_000 }, async () => {
    const { appUrl, outDir } = await deployUnderBase();
    // The offline probe below fails on purpose; Chromium reports that failure on the console.
    const { page, context, errors } = await launchApp([/net::ERR_INTERNET_DISCONNECTED/]);
    await openTable(page, appUrl);
    await untilControlled(page);

    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(appUrl);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${appUrl}manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    // The icons the page names (favicon, iOS's) are under the sub-path and load.
    const icons = await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=icon], link[rel=apple-touch-icon]')].map(async (link) => ({
          href: link.href,
          status: (await fetch(link.href)).status,
        })),
      ),
    );
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon).toEqual({ href: expect.stringMatching(`^${appUrl}`), status: 200 });

    // A link never opened before, offline: the service worker answers the navigation under the base.
    await context.setOffline(true);
    const probe = await page.evaluate(() =>
      fetch(`robots.txt?probe=${performance.now()}`, { cache: 'no-store' }).then(
        (response) => `status ${response.status}`,
        () => 'failed',
      ),
    );
    expect(probe).toBe('failed');
    await page.goto(`${appUrl}?deal=4242&draw=3`);
    await tableReady(page);
    const table = await snapshot(page);
    expect(table.deal).toBe(4242);
    expect(table.rules.draw).toBe(3);

    // The solver's worker and the sound sprite load under the base too (offline: from the precache).
    // A hint the solver could not give would say "no winning line found quickly".
    await page.keyboard.press('h');
    await expect
      .poll(
        () =>
          page
            .locator('[data-testid=toast]')
            .allInnerTexts()
            .then((all) => all.join(' ')),
        { timeout: 60_000 },
      )
      .toMatch(/on a winning line|can't be won|Best bet with what you can see/);
    await page.keyboard.press('p');
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((name) => /\/assets\/(sprite|solver\.worker)-/.test(name)),
          ),
        { timeout: 60_000 },
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(`^${appUrl}assets/solver\\.worker-`), expect.stringMatching(`^${appUrl}assets/sprite-`)]));
    expect(errors).toEqual([]);

    // The host headers file: the policy as a header, with frame-ancestors, under the base.
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/klondike\/\*\n {2}Content-Security-Policy: default-src 'self';.*frame-ancestors 'none'$/m);
    expect(headers).toContain(`${BASE}sw.js\n  Cache-Control: no-cache`);
  });
});
