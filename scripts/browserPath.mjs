/**
 * Which Chromium the browser tests and the scripts launch: the one place that decides. Plain Node
 * with no dependencies, so that `scripts/test.mjs` can use it before `npm ci` has run; typed for
 * TypeScript by `browserPath.d.mts`.
 *
 * The order, first found wins:
 *   1. `CHROMIUM_PATH`: the browser the contributor names (it must exist: a typo is an error, not a
 *      silent fall-through to another browser)
 *   2. Debian's packages, `/usr/bin/chromium-headless-shell` and `/usr/bin/chromium` (what `npm test`
 *      installs on Debian and CI runs)
 *   3. Playwright's own download (`npx playwright install chromium --only-shell`, or without
 *      `--only-shell` for the full browser)
 *   4. an installed Google Chrome, launched through Playwright's `channel: 'chrome'`
 *
 * Two builds are asked for: `shell`, Chromium's headless shell, the fast browser of most tests (a full
 * browser does when there is no shell, more slowly), and `full`, the browser players have, for the
 * installed app and the benchmark. The shell cannot stand in for it: it never reports the end of its
 * start-up, which the update test waits for (pwa.test.ts, `letBrowserSettle`).
 *
 * `KLONDIKE_IGNORE_INSTALLED_BROWSERS=1` (for testing this file and the runner only) looks at
 * `CHROMIUM_PATH` alone, as on a machine with no browser installed.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * The one command that gets every browser the tests use, on any system Playwright supports: its
 * Chromium and headless shell. (`--only-shell` gets the shell alone: every test but the installed
 * app's.)
 */
export const GET_A_BROWSER = 'npx playwright install chromium';

/**
 * Where Playwright looks for Google Chrome's stable channel (its own list, by platform).
 * @param {string} platform
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function chromeInstallPaths(platform, env) {
  if (platform === 'linux') return ['/opt/google/chrome/chrome'];
  if (platform === 'darwin') return ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];
  if (platform === 'win32') {
    return [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']]
      .filter((folder) => folder !== undefined && folder !== '')
      .map((folder) => `${folder}\\Google\\Chrome\\Application\\chrome.exe`);
  }
  return [];
}

/**
 * Playwright's headless shell beside its full Chromium: `…/chromium-1255/chrome-linux64/chrome` →
 * `…/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell` (the layout of
 * Playwright's registry on every platform; `.exe` on Windows).
 * @param {string} chromiumPath
 * @returns {string | undefined}
 */
export function playwrightHeadlessShellPath(chromiumPath) {
  const match = /^(.*[\\/])chromium-(\d+)([\\/])chrome-([^\\/]+)[\\/]/.exec(chromiumPath);
  if (match === null) return undefined;
  const [, registry, revision, separator, platform] = match;
  const executable = chromiumPath.endsWith('.exe') ? 'chrome-headless-shell.exe' : 'chrome-headless-shell';
  return `${registry}chromium_headless_shell-${revision}${separator}chrome-headless-shell-${platform}${separator}${executable}`;
}

/**
 * The browser to launch for `build`, or undefined when there is none. Pure: the file system, the
 * environment, the platform and Playwright's download location are given.
 * @param {import('./browserPath.d.mts').BrowserQuery} query
 * @returns {import('./browserPath.d.mts').BrowserChoice | undefined}
 */
export function resolveBrowser({ build, env, exists, platform, playwrightChromium }) {
  const named = env.CHROMIUM_PATH;
  if (named !== undefined && named !== '') {
    if (!exists(named)) throw new Error(`CHROMIUM_PATH is ${named}, which does not exist`);
    return { from: 'CHROMIUM_PATH', executablePath: named };
  }
  if (env.KLONDIKE_IGNORE_INSTALLED_BROWSERS === '1') return undefined;

  const playwrightShell = playwrightChromium === undefined ? undefined : playwrightHeadlessShellPath(playwrightChromium);
  /** @type {[string, string | undefined][]} */
  const shells = [
    ['Debian chromium-headless-shell', DEBIAN_HEADLESS_SHELL],
    ['Playwright headless shell', playwrightShell],
  ];
  /** @type {[string, string | undefined][]} */
  const fulls = [
    ['Debian chromium', DEBIAN_CHROMIUM],
    ['Playwright chromium', playwrightChromium],
  ];
  // Debian's before Playwright's whichever the build: the packages are what CI tests with.
  const candidates = build === 'shell' ? [shells[0], fulls[0], shells[1], fulls[1]] : fulls;
  for (const [from, path] of candidates) {
    if (path !== undefined && exists(path)) return { from, executablePath: path };
  }
  if (chromeInstallPaths(platform, env).some(exists)) return { from: 'Google Chrome', channel: 'chrome' };
  return undefined;
}

/** Playwright's own Chromium path (whether downloaded or not), or undefined without playwright-core. */
function playwrightChromiumPath() {
  try {
    return createRequire(import.meta.url)('playwright-core').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * `resolveBrowser` on this machine.
 * @param {import('./browserPath.d.mts').ChromiumBuild} build
 * @returns {import('./browserPath.d.mts').BrowserChoice | undefined}
 */
export function findBrowser(build) {
  return resolveBrowser({ build, env: process.env, exists: existsSync, platform: process.platform, playwrightChromium: playwrightChromiumPath() });
}

/**
 * What playwright-core's `launch` needs to start `choice`.
 * @param {import('./browserPath.d.mts').BrowserChoice} choice
 * @returns {{ executablePath: string } | { channel: 'chrome' }}
 */
export function launchTarget(choice) {
  return choice.channel === 'chrome' ? { channel: 'chrome' } : { executablePath: choice.executablePath };
}

/**
 * `findBrowser`, or an error that names the way to get one.
 * @param {import('./browserPath.d.mts').ChromiumBuild} build
 * @returns {{ executablePath: string } | { channel: 'chrome' }}
 */
export function browserToLaunch(build) {
  const choice = findBrowser(build);
  if (choice === undefined) throw new Error(noBrowserMessage(build));
  return launchTarget(choice);
}

/**
 * What to say when no browser is found for `build`: the ways to get or name one.
 * @param {import('./browserPath.d.mts').ChromiumBuild} build
 */
export function noBrowserMessage(build) {
  const what = build === 'full' ? 'no full Chromium or Chrome found (the headless shell cannot run the installed app)' : 'no Chromium found';
  return `${what}: run \`${GET_A_BROWSER}\`, or set CHROMIUM_PATH to a Chromium or Chrome`;
}
