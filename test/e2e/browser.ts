/**
 * Chromium through playwright-core, launched by path: which Chromium is decided in one place,
 * `scripts/browserPath.mjs` (`CHROMIUM_PATH`, then Debian's packages, Playwright's download, an
 * installed Chrome).
 *
 * Two builds of the same Chromium (one version, one Blink and V8), as Debian packages them:
 * - `shell`, Chromium's headless shell, for the tests: the browser Playwright itself runs for
 *   headless tests. Measured here (`canvas`, a phone page, quiet): a context and page 0.15 s instead
 *   of 0.5 s, a page to the dealt table 0.75 s instead of 1.7 s, and 1.6 CPU-seconds instead of 3.9 —
 *   on 2 cores that is most of what the browser tests cost.
 * - `full`, the full browser, where the subject needs it: the installed app (`installedApp.ts`:
 *   installability, start-up histograms) and the benchmark (`bench:web`, the browser players have).
 */
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { browserToLaunch, type ChromiumBuild } from '../../scripts/browserPath.mjs';

export type { ChromiumBuild };

/** Flags that keep Chromium headless, sandbox-free for root in CI, and quiet on the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * `webgl`: Chromium as players have it, so Phaser draws with WebGL (here in software, SwiftShader).
 * `canvas`: WebGL switched off, so Phaser falls back to its Canvas renderer, as it does on a device
 * without WebGL. Headless Chromium reads every software WebGL frame back to the CPU, which makes each
 * frame cost about ten times the Canvas renderer's; files whose subject is not drawing (storage,
 * links, rules, the solver, accessibility) play on Canvas, and the files about drawing keep WebGL.
 */
export type Renderer = 'webgl' | 'canvas';

export function chromiumArgs(renderer: Renderer): string[] {
  return renderer === 'canvas' ? [...CHROMIUM_ARGS, '--disable-webgl'] : [...CHROMIUM_ARGS];
}

export function launchBrowser(renderer: Renderer = 'webgl', build: ChromiumBuild = 'shell'): Promise<Browser> {
  return chromium.launch({ ...browserToLaunch(build), args: chromiumArgs(renderer), headless: true });
}

export interface PageOptions {
  readonly width?: number;
  readonly height?: number;
  /** `reduce` emulates the system's "reduce motion": the table then places cards without tweens. */
  readonly reducedMotion?: 'reduce' | 'no-preference';
  /** A touch screen (a phone): the page gets touch events, and `page.touchscreen` works. */
  readonly hasTouch?: boolean;
  /** `block` keeps the service worker out, for tests about storage that a cached app would race. */
  readonly serviceWorkers?: 'allow' | 'block';
  /** The browser's language (`navigator.language`), as a phone set to it would give; the browser's own by default. */
  readonly locale?: string;
}

/** A fresh context per page, so tests never share storage, and a log of every request it makes. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ page: Page; requests: Request[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    hasTouch: options.hasTouch ?? false,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    ...(options.locale === undefined ? {} : { locale: options.locale }),
  });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return { page, requests };
}
