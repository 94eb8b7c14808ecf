/**
 * The app as an installed PWA in Chromium, for the tests that need a service worker or the
 * installability check: both need a persistent profile (an incognito context reports `in-incognito`).
 * Shared by pwa.test.ts and subpath.test.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import type {} from '../../src/app/automationHook';
import { browserToLaunch } from '../../scripts/browserPath.mjs';
import { chromiumArgs } from './browser';
import { PHONE, ready } from './tableHelpers';

export const ROOT = resolve(import.meta.dirname, '../..');
export const VITE = resolve(ROOT, 'node_modules/vite/bin/vite.js');
export const HOST = '127.0.0.1';

/** SwiftShader's GPU notes are performance remarks, not errors (as in tableHelpers). */
const BENIGN_CONSOLE = [/GL Driver Message/i, /GPU stall due to ReadPixels/i];

/** Everything a test opened, closed (and removed) after it, failing or not. */
export const cleanups: (() => Promise<void>)[] = [];

/** Called once at the top of a test file: after each test, runs (and forgets) every cleanup, last first. */
export function cleanUpAfterEach(): void {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });
}

export interface App {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Page errors and console errors seen so far (benign ones and `allowed` excepted). */
  readonly errors: string[];
  /** Every request made by the pages and by the service worker. */
  readonly requests: Request[];
}

/**
 * Chromium with a profile of its own, on a phone-sized window, errors and requests recorded. The
 * subject is the service worker and the cache, not drawing: the table draws with Canvas (launchBrowser).
 */
export async function launchApp(allowedConsole: RegExp[] = []): Promise<App> {
  const profile = mkdtempSync(join(tmpdir(), 'klondike-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...browserToLaunch('full'),
    args: chromiumArgs('canvas'),
    headless: true,
    viewport: { width: PHONE.width, height: PHONE.height },
  });
  cleanups.push(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (![...BENIGN_CONSOLE, ...allowedConsole].some((pattern) => pattern.test(text))) errors.push(`console.error: ${text}`);
  });
  return { context, page, errors, requests };
}

/** Opens `url` and waits for the dealt table. */
export async function openTable(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await tableReady(page);
}

/** Waits for the hook, then for the table at rest. */
export async function tableReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.klondike !== undefined);
  await ready(page);
}

/**
 * Waits until the app's service worker is activated (its precache complete: Workbox fills it while
 * installing) and controls the page; the first visit's page is not controlled, so it is reloaded once.
 */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    while (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await tableReady(page);
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** Runs node with `args` in the project; resolves with its output, rejects when it fails. */
export function run(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(log) : fail(new Error(`node ${args.join(' ')} exited with ${code}:\n${log}`))));
  });
}
