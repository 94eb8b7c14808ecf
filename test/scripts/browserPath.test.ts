/**
 * The browser resolver's order (scripts/browserPath.mjs): the named browser, Debian's packages,
 * Playwright's download, an installed Chrome; each build taking the other when its own is missing.
 */
import { describe, expect, test } from 'vitest';
import {
  type BrowserQuery,
  type ChromiumBuild,
  chromeInstallPaths,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  playwrightHeadlessShellPath,
  resolveBrowser,
} from '../../scripts/browserPath.mjs';

const PLAYWRIGHT_CHROMIUM = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const PLAYWRIGHT_SHELL = '/home/me/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell';
const CHROME = '/opt/google/chrome/chrome';
const MINE = '/tmp/my-chromium/chrome';

/** The resolver on a Linux machine where exactly `installed` exist. */
function resolveWith(build: ChromiumBuild, installed: readonly string[], env: BrowserQuery['env'] = {}) {
  return resolveBrowser({ build, env, exists: (path) => installed.includes(path), platform: 'linux', playwrightChromium: PLAYWRIGHT_CHROMIUM });
}

const EVERY_BROWSER = [MINE, DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM, PLAYWRIGHT_SHELL, PLAYWRIGHT_CHROMIUM, CHROME];

describe('resolveBrowser', () => {
  test('CHROMIUM_PATH comes first, for either build', () => {
    for (const build of ['shell', 'full'] as const) {
      expect(resolveWith(build, EVERY_BROWSER, { CHROMIUM_PATH: MINE })).toEqual({ from: 'CHROMIUM_PATH', executablePath: MINE });
    }
  });

  test('a CHROMIUM_PATH that does not exist is an error, not another browser', () => {
    expect(() => resolveWith('shell', EVERY_BROWSER, { CHROMIUM_PATH: '/nowhere/chrome' })).toThrow('CHROMIUM_PATH is /nowhere/chrome, which does not exist');
  });

  test('the headless shell: Debian shell, Debian chromium, Playwright shell, Playwright chromium, then Chrome', () => {
    const order = [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM, PLAYWRIGHT_SHELL, PLAYWRIGHT_CHROMIUM];
    const picked = order.map((_, i) => resolveWith('shell', [...order.slice(i), CHROME])?.executablePath);
    expect(picked).toEqual(order);
    expect(resolveWith('shell', [CHROME])).toEqual({ from: 'Google Chrome', channel: 'chrome' });
  });

  test('the full browser: Debian chromium, Playwright chromium, then Chrome; never a headless shell', () => {
    const order = [DEBIAN_CHROMIUM, PLAYWRIGHT_CHROMIUM];
    const picked = order.map((_, i) => resolveWith('full', [...order.slice(i), DEBIAN_HEADLESS_SHELL, PLAYWRIGHT_SHELL, CHROME])?.executablePath);
    expect(picked).toEqual(order);
    expect(resolveWith('full', [DEBIAN_HEADLESS_SHELL, PLAYWRIGHT_SHELL, CHROME])).toEqual({ from: 'Google Chrome', channel: 'chrome' });
    expect(resolveWith('full', [DEBIAN_HEADLESS_SHELL, PLAYWRIGHT_SHELL])).toBeUndefined();
  });

  test('no browser at all: undefined, for the caller to say how to get one', () => {
    expect(resolveWith('shell', [])).toBeUndefined();
    expect(resolveBrowser({ build: 'shell', env: {}, exists: () => true, platform: 'linux', playwrightChromium: undefined })).toEqual({
      from: 'Debian chromium-headless-shell',
      executablePath: DEBIAN_HEADLESS_SHELL,
    });
  });

  test('KLONDIKE_IGNORE_INSTALLED_BROWSERS=1 sees CHROMIUM_PATH alone', () => {
    const env = { KLONDIKE_IGNORE_INSTALLED_BROWSERS: '1' };
    expect(resolveWith('shell', EVERY_BROWSER, env)).toBeUndefined();
    expect(resolveWith('full', EVERY_BROWSER, { ...env, CHROMIUM_PATH: MINE })).toEqual({ from: 'CHROMIUM_PATH', executablePath: MINE });
  });
});

describe("Playwright's and Chrome's places", () => {
  test.each([
    [PLAYWRIGHT_CHROMIUM, PLAYWRIGHT_SHELL],
    [
      '/Users/me/Library/Caches/ms-playwright/chromium-1255/chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
      '/Users/me/Library/Caches/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-mac-arm64/chrome-headless-shell',
    ],
    [
      'C:\\Users\\me\\AppData\\Local\\ms-playwright\\chromium-1255\\chrome-win64\\chrome.exe',
      'C:\\Users\\me\\AppData\\Local\\ms-playwright\\chromium_headless_shell-1255\\chrome-headless-shell-win64\\chrome-headless-shell.exe',
    ],
  ])('the headless shell beside %s', (chromium, shell) => {
    expect(playwrightHeadlessShellPath(chromium)).toBe(shell);
  });

  test('a path outside Playwright’s layout has no shell beside it', () => {
    expect(playwrightHeadlessShellPath('/usr/lib/chromium/chromium')).toBeUndefined();
  });

  test('Chrome on Windows is looked for under each program folder that is set', () => {
    expect(chromeInstallPaths('win32', { LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local', PROGRAMFILES: 'C:\\Program Files' })).toEqual([
      'C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    ]);
    expect(chromeInstallPaths('darwin', {})).toEqual(['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome']);
  });
});
