/** Types for browserPath.mjs (plain JavaScript, so that the test runner can use it before `npm ci`). */
export type ChromiumBuild = 'shell' | 'full';

export type BrowserChoice = { readonly from: string; readonly executablePath: string; readonly channel?: undefined } | { readonly from: string; readonly channel: 'chrome'; readonly executablePath?: undefined };

export interface BrowserQuery {
  readonly build: ChromiumBuild;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly exists: (path: string) => boolean;
  readonly platform: string;
  /** playwright-core's `chromium.executablePath()`, whether or not it was downloaded. */
  readonly playwrightChromium: string | undefined;
}

export const DEBIAN_HEADLESS_SHELL: string;
export const DEBIAN_CHROMIUM: string;
export const GET_A_BROWSER: string;
export function chromeInstallPaths(platform: string, env: Readonly<Record<string, string | undefined>>): string[];
export function playwrightHeadlessShellPath(chromiumPath: string): string | undefined;
export function resolveBrowser(query: BrowserQuery): BrowserChoice | undefined;
export function findBrowser(build: ChromiumBuild): BrowserChoice | undefined;
export function launchTarget(choice: BrowserChoice): { executablePath: string } | { channel: 'chrome' };
export function browserToLaunch(build: ChromiumBuild): { executablePath: string } | { channel: 'chrome' };
export function noBrowserMessage(build: ChromiumBuild): string;
