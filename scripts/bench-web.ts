/**
 * `npm run bench:web [-- --runs 5 --games 50]`: the app's figures in the full Chromium (scripts/browserPath.mjs), next to a
 * floor — a bare page that boots Phaser with one sprite, built and served the same way, in the same run.
 * Builds both (into a temporary folder; dist/ is left alone), serves them with `vite preview`, and
 * prints, for this machine and for a mid-range phone (CPU ×4, Fast 4G):
 *   - cold load → first interactive table, warm load from the service worker, launch → restored game,
 *     each the median of --runs runs and as a ratio to the floor's matching load;
 *   - cold load → the first tap answered (a finger tapping the stock from the moment the canvas exists),
 *     and the long tasks between the table's first frame and that answer, next to the floor's;
 *   - frame times over a 3-second drag of a 10-card run and over a Finish of all 52 cards, each 95th
 *     percentile as a ratio to a bare WebGL page's (bench-web/bareWebgl/: a canvas drawn every frame, no engine),
 *     and the longest frame of a session's first drag next to a later drag's;
 * and once: the bytes of a cold load by kind, the JavaScript a first visit fetches, the main thread's
 * work while the table rests, and the JS heap after 1 game and after --games more.
 * Prints figures and marks each against its goal (issues 7, 22 and 25); asserts nothing, as benchmarks should not.
 * Headless Chromium renders WebGL in software here (SwiftShader): frame times are a floor for a phone's GPU.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { startPreviewServer, type PreviewServer } from '../test/e2e/previewServer';
import { buildForBench } from './bench-web/builds';
import { coldLoadBytes, type Transfer } from './bench-web/bytes';
import { FIRST_VISIT_JS_GOAL_KIB, firstVisitChunks, gzipTotal, phaserChunk } from './bench-web/firstVisit';
import { BARE_WEBGL_DIR, bareWebglFrames, dragFrames, finishFrames, firstAndLaterDrag } from './bench-web/frames';
import { heapOverNewGames } from './bench-web/heap';
import { REST_S, restingCost } from './bench-web/rest';
import { FLOOR_SPRITE, firstTap, stockCentre, WATCH_AFTER_SHOWN_MS, type FirstTapFigures } from './bench-web/firstTap';
import { coldLoad, installServiceWorker, newContext, tableReady, warmLoad } from './bench-web/loads';
import { PROFILES, VIEWPORT, type Profile } from './bench-web/profiles';
import { allCardsFinishSave, longRunSave, type BenchSave } from './bench-web/saves';
import { median, percentile } from './stats';

const USAGE = 'usage: npm run bench:web [-- --runs N (default 5)] [--games N (default 50)]';
/** The app's goals for a load (against the floor's), its own gzipped JavaScript, frames (p95, also against the bare WebGL page's) and heap growth. */
const GOAL = { loadRatio: 1.3, appGzipKiB: 60, frameP95Ms: 17, frameP95Ratio: 1.2, heapGrowthMiB: 5 } as const;
/**
 * The slim Phaser build's goals: a cold load at most 0.8× the floor's (a bare page of
 * the full Phaser), the JavaScript of a first visit within its budget, and a launch that restores a
 * game no slower than before the change (about 330 ms on this machine).
 */
const SLIM_GOAL = { coldLoadRatio: 0.8, firstVisitJsKiB: FIRST_VISIT_JS_GOAL_KIB, restoreMs: 330 } as const;
const DRAG_DEAL = 2;
const RUN_LENGTH = 10;
const FINISH_DEAL = 37;
const FRAME_RUNS = 3;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`--${name} needs a whole number above 0\n${USAGE}\n`);
    process.exit(2);
  }
  return value;
}

const runs = option('runs', 5);
const games = option('games', 50);
const progress = (text: string): boolean => process.stderr.write(`${text}\n`);

const ms = (value: number): string => `${Math.round(value)} ms`;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (ok: boolean): string => (ok ? 'meets the goal' : 'MISSES the goal');

async function repeat(times: number, measure: () => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < times; i++) values.push(await measure());
  return median(values);
}

/** Cold, warm and restored loads of the app and the floor under `profile`, printed with their ratios. */
async function loads(browser: Browser, app: string, floor: string, profile: Profile): Promise<void> {
  progress(`${profile.name}: cold loads`);
  const coldApp = await repeat(runs, () => coldLoad(browser, `${app}/?deal=${DRAG_DEAL}`, profile));
  const coldFloor = await repeat(runs, () => coldLoad(browser, `${floor}/`, profile));

  progress(`${profile.name}: warm loads`);
  const appContext = await newContext(browser);
  const floorContext = await newContext(browser);
  try {
    await installServiceWorker(appContext, `${app}/?deal=${DRAG_DEAL}`);
    await installServiceWorker(floorContext, `${floor}/`);
    const warmApp = await repeat(runs, () => warmLoad(appContext, `${app}/?deal=${DRAG_DEAL}`, profile));
    const warmFloor = await repeat(runs, () => warmLoad(floorContext, `${floor}/`, profile));
    // The last warm load dealt a game and drew three cards before it closed: every launch now restores it.
    await drawThreeAndClose(appContext, app);
    const restored = await repeat(runs, () => warmLoad(appContext, `${app}/`, profile));

    const row = (label: string, value: number, base: number, goal: number = GOAL.loadRatio): string => {
      const ratio = value / base;
      return `  ${label.padEnd(38)} ${ms(value).padStart(8)}   floor ${ms(base).padStart(8)}   ${ratio.toFixed(2)}×  ${mark(ratio <= goal)} (≤ ${goal}×)`;
    };
    // The ~330 ms of the launch goal was measured on this machine as it is: the phone's is reported only.
    const restoreGoal = profile.cpuSlowdown === 1 ? `; ${mark(restored <= SLIM_GOAL.restoreMs)} (≤ ${SLIM_GOAL.restoreMs} ms)` : '';
    console.log(`  loads (median of ${runs}):`);
    console.log(row('cold load → interactive table', coldApp, coldFloor, SLIM_GOAL.coldLoadRatio));
    console.log(row('warm load from the service worker', warmApp, warmFloor));
    console.log(row('launch → restored game in progress', restored, warmFloor) + restoreGoal);
  } finally {
    await appContext.close();
    await floorContext.close();
  }
}

/**
 * Cold loads with a finger tapping the stock (the floor: its sprite) from the moment the canvas exists:
 * navigation → the first tap answered, median of --runs runs, the app's next to the floor's; and what
 * stood in the way: the long tasks from the table's first frame to the answer.
 */
async function firstTaps(browser: Browser, app: string, floor: string, profile: Profile): Promise<void> {
  progress(`${profile.name}: first taps`);
  const stock = await stockCentre(browser, `${app}/?deal=${DRAG_DEAL}`);
  const appRuns: FirstTapFigures[] = [];
  const floorRuns: FirstTapFigures[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternated, so that a change in the machine's speed meets both pages.
    appRuns.push(await firstTap(browser, `${app}/?deal=${DRAG_DEAL}`, stock, profile));
    floorRuns.push(await firstTap(browser, `${floor}/`, FLOOR_SPRITE, profile));
  }
  const figures = (label: string, list: readonly FirstTapFigures[]): string => {
    const shown = median(list.map((r) => r.shownMs));
    const answered = median(list.map((r) => r.answeredMs));
    const before = list.map((r) => r.longTasksBeforeAnswer);
    const longest = Math.max(0, ...before.flat().map((t) => t.duration));
    const afterShown = Math.max(0, ...list.flatMap((r) => r.longTasksAfterShown.map((t) => t.duration)));
    return (
      `  ${label.padEnd(38)} ${ms(answered).padStart(8)}   (shown at ${ms(shown)}, answered ${ms(answered - shown)} later; the tap waited ${ms(median(list.map((r) => r.waitedMs)))}; ` +
      `${median(list.map((r) => r.taps))} taps)
` +
      `  ${''.padEnd(38)} long tasks from the first frame to the answer: ${median(before.map((b) => b.length))} a load, longest ${ms(longest)}; ` +
      `in the first ${WATCH_AFTER_SHOWN_MS} ms after it, longest ${ms(afterShown)}`
    );
  };
  const answeredApp = median(appRuns.map((r) => r.answeredMs));
  const answeredFloor = median(floorRuns.map((r) => r.answeredMs));
  console.log(`  first tap answered (median of ${runs} cold loads, tapping from the moment the canvas exists):`);
  console.log(figures('app: navigation → a tap on the stock answered', appRuns));
  console.log(figures('floor: navigation → a tap on its sprite answered', floorRuns));
  console.log(`  ${'ratio to the floor'.padEnd(38)} ${(answeredApp / answeredFloor).toFixed(2)}×`);
}

async function drawThreeAndClose(context: BrowserContext, app: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${app}/?deal=${DRAG_DEAL}`);
  await page.waitForFunction(() => window.klondike !== undefined);
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('p');
    await tableReady(page);
  }
  await page.close();
}

/**
 * Frame figures under `profile`: the median over runs of each run's median, 95th percentile and max,
 * for the bare WebGL page and for the app's drag and finish, each p95 as a ratio to the bare page's.
 */
async function frames(browser: Browser, app: string, profile: Profile, saves: { drag: BenchSave; finish: BenchSave }, dir: string): Promise<void> {
  const report = async (label: string, measure: () => Promise<number[]>): Promise<{ p95: number; figures: string }> => {
    progress(`${profile.name}: ${label}`);
    const perRun: { p50: number; p95: number; max: number; count: number }[] = [];
    for (let i = 0; i < FRAME_RUNS; i++) {
      const intervals = await measure();
      perRun.push({ p50: median(intervals), p95: percentile(intervals, 95), max: Math.max(...intervals), count: intervals.length });
    }
    const p95 = median(perRun.map((r) => r.p95));
    const figures = `median ${median(perRun.map((r) => r.p50)).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${median(perRun.map((r) => r.max)).toFixed(1)} ms over ${median(perRun.map((r) => r.count))} frames`;
    return { p95, figures };
  };
  const unthrottled = profile.cpuSlowdown === 1;
  console.log(`  frame times (median of ${FRAME_RUNS} runs; p95 against the bare WebGL page's):`);
  const bareServer = await startPreviewServer({ outDir: BARE_WEBGL_DIR });
  let bare: { p95: number; figures: string };
  try {
    bare = await report('bare WebGL page, 3 s of pointer moves', () => bareWebglFrames(browser, `${bareServer.url}/`, profile));
  } finally {
    await bareServer.stop();
  }
  console.log(`  ${'bare WebGL page (no engine)'.padEnd(38)} ${bare.figures}`);
  const appRow = async (label: string, measure: () => Promise<number[]>): Promise<void> => {
    const { p95, figures } = await report(label, measure);
    const ratio = p95 / bare.p95;
    const againstBare = `${ratio.toFixed(2)}× bare  ${mark(ratio <= GOAL.frameP95Ratio)} (≤ ${GOAL.frameP95Ratio}×)`;
    console.log(`  ${label.padEnd(38)} ${figures}  ${againstBare}${unthrottled ? `; ${mark(p95 <= GOAL.frameP95Ms)} (p95 ≤ ${GOAL.frameP95Ms} ms)` : ''}`);
  };
  await appRow(`3 s drag of a ${saves.drag.cards}-card run`, () => dragFrames(browser, app, profile, saves.drag, dir));
  await appRow(`Finish of ${saves.finish.cards} cards`, () => finishFrames(browser, app, profile, saves.finish, dir));
  progress(`${profile.name}: first drag of a session`);
  const drags: { first: number; later: number }[] = [];
  for (let i = 0; i < FRAME_RUNS; i++) drags.push(await firstAndLaterDrag(browser, `${app}/?deal=${DRAG_DEAL}`, profile));
  const first = median(drags.map((d) => d.first));
  const later = median(drags.map((d) => d.later));
  console.log(
    `  ${'longest frame, first drag / a later one'.padEnd(38)} ${first.toFixed(1)} ms / ${later.toFixed(1)} ms  ${mark(first <= 2 * later)} (first ≤ 2× later)`,
  );
}

function printBytes(rows: readonly Transfer[]): void {
  console.log('\n== a cold load downloads (deal 2, this machine)');
  console.log(`  ${'kind'.padEnd(16)} ${'files'.padStart(5)} ${'raw'.padStart(12)} ${'on the wire'.padStart(12)} ${'gzip -9'.padStart(12)}`);
  for (const row of rows) {
    console.log(
      `  ${row.kind.padEnd(16)} ${String(row.files).padStart(5)} ${kib(row.raw).padStart(12)} ${kib(row.wire).padStart(12)} ${kib(row.gzip).padStart(12)}`,
    );
  }
  const own = rows.find((row) => row.kind === 'app JavaScript');
  if (own !== undefined)
    console.log(
      `  the app's own code (JavaScript apart from Phaser): ${kib(own.gzip)} gzip — ${mark(own.gzip <= GOAL.appGzipKiB * 1024)} (≤ ${GOAL.appGzipKiB} KiB)`,
    );
}

/** The JavaScript a first visit fetches (every chunk but the solver's worker), the app's next to the floor's. */
function printFirstVisitJs(app: string, floor: string): void {
  const chunks = firstVisitChunks(app);
  const total = gzipTotal(chunks);
  const phaser = phaserChunk(chunks);
  console.log("\n== JavaScript a first visit fetches (every chunk but the solver's worker; gzip -9)");
  console.log(
    `  the app: ${kib(total)} in ${chunks.length} files, of it Phaser ${phaser === undefined ? 'no chunk' : kib(phaser.gzip)} — ${mark(total <= SLIM_GOAL.firstVisitJsKiB * 1024)} (≤ ${SLIM_GOAL.firstVisitJsKiB} KiB)`,
  );
  console.log(`  the floor (one sprite on the full Phaser): ${kib(gzipTotal(firstVisitChunks(floor)))}`);
}

async function main(): Promise<void> {
  progress('building the app and the floor…');
  const builds = await buildForBench();
  const saves = { drag: longRunSave(DRAG_DEAL, RUN_LENGTH), finish: allCardsFinishSave(FINISH_DEAL) };
  const dir = mkdtempSync(join(tmpdir(), 'klondike-bench-saves-'));
  const servers: PreviewServer[] = [];
  const browser = await launchBrowser('webgl', 'full');
  try {
    const app = await startPreviewServer({ outDir: builds.app });
    servers.push(app);
    const floor = await startPreviewServer({ outDir: builds.floor });
    servers.push(floor);
    console.log(`Chromium ${browser.version()}, viewport ${VIEWPORT.width}×${VIEWPORT.height}, WebGL in software (SwiftShader)`);
    for (const profile of PROFILES) {
      console.log(`\n== ${profile.name}`);
      await loads(browser, app.url, floor.url, profile);
      await firstTaps(browser, app.url, floor.url, profile);
      await frames(browser, app.url, profile, saves, dir);
    }
    printBytes(await coldLoadBytes(browser, `${app.url}/?deal=${DRAG_DEAL}`));
    printFirstVisitJs(builds.app, builds.floor);
    progress('a table at rest');
    const rest = await restingCost(browser, `${app.url}/?deal=${DRAG_DEAL}`);
    console.log(`\n== a table at rest for ${REST_S} s (this machine)`);
    console.log(`  main thread busy ${rest.busyS.toFixed(2)} s, of it script ${rest.scriptS.toFixed(2)} s`);
    progress(`heap over ${games} new games`);
    const heap = await heapOverNewGames(browser, `${app.url}/?deal=1`, games);
    const growth = heap.afterManyGamesBytes - heap.afterOneGameBytes;
    console.log(`\n== JS heap (after garbage collection)`);
    console.log(
      `  after 1 game ${(heap.afterOneGameBytes / 2 ** 20).toFixed(2)} MiB; after ${heap.games} more new games ${(heap.afterManyGamesBytes / 2 ** 20).toFixed(2)} MiB; growth ${(growth / 2 ** 20).toFixed(2)} MiB — ${mark(growth <= GOAL.heapGrowthMiB * 2 ** 20)} (≤ ${GOAL.heapGrowthMiB} MiB)`,
    );
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await main();
