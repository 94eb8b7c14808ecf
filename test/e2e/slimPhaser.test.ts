/**
 * The slim Phaser (src/game/boot/phaserEntry.js: only the modules the table uses) under the production
 * build. A module the entry leaves out fails silently — Phaser skips a scene plugin or a game object
 * factory it does not know, and `this.tweens` or `scene.add.image` is undefined until the table needs
 * it — so these tests boot the built game, deal, drag a card with the real mouse and hear its sound,
 * with WebGL and with the Canvas renderer (the fallback where WebGL is missing), and check that the
 * build is the slim one and within the first visit's budget of
 * gzipped JavaScript (FIRST_VISIT_JS_GOAL_KIB). The win's trail, drawn outside
 * Phaser, shows under the Canvas renderer too.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { isTableauId } from '../../src/engine';
import { FIRST_VISIT_JS_GOAL_KIB, firstVisitChunks, gzipTotal, phaserChunk } from '../../scripts/bench-web/firstVisit';
import { launchBrowser } from './browser';
import { loadNearlyWon } from './gameFiles';
import { cardMoves, Mirror, type CardMove } from './plans';
import { DEFAULT_DIST } from './previewServer';
import { playByPointer, ready, snapshot, TableSession, useTableSession } from './tableHelpers';
import { celebrating, paperOnLowerFelt } from './winTrail';

/** Strings only the full Phaser carries: the names its physics plugins register under. */
const FULL_BUILD_MARKERS = ['ArcadePhysics', 'MatterPhysics'];

/** The first deal whose opening table lets a column's card move, and that move. */
function dealWithColumnMove(): { deal: number; move: CardMove } {
  for (let deal = 1; deal <= 100; deal++) {
    const mirror = new Mirror(deal);
    const move = cardMoves(mirror.state, mirror.rules).find((m) => isTableauId(m.from));
    if (move !== undefined) return { deal, move };
  }
  throw new Error('no deal in 1–100 opens with a column move');
}

const { deal, move } = dealWithColumnMove();

/** Which renderer drew the table: a canvas holding a WebGL context has no 2D one to give. */
function renderer(page: Page): Promise<'webgl' | 'canvas'> {
  return page.evaluate(() => (document.querySelector('canvas')?.getContext('2d') === null ? 'webgl' : 'canvas'));
}

/** Drags the deal's column move with the mouse and checks the table took it, as the engine plays it. */
async function dragTheMove(page: Page): Promise<void> {
  const mirror = new Mirror(deal);
  mirror.play(move);
  await playByPointer(page, move, await snapshot(page));
  await ready(page);
  expect(await snapshot(page)).toEqual(mirror.snapshot());
}

describe('the slim Phaser build', () => {
  test('its Phaser chunk is the slim one, and a first visit fetches at most 260 KiB of JavaScript', () => {
    const chunks = firstVisitChunks(DEFAULT_DIST);
    const phaser = phaserChunk(chunks);
    expect(phaser, 'Phaser has a chunk of its own').toBeDefined();
    const code = readFileSync(join(DEFAULT_DIST, 'assets', phaser!.file), 'utf8');
    expect(
      FULL_BUILD_MARKERS.filter((marker) => code.includes(marker)),
      `${phaser!.file} holds the full Phaser`,
    ).toEqual([]);
    expect(gzipTotal(chunks) / 1024).toBeLessThanOrEqual(FIRST_VISIT_JS_GOAL_KIB);
  });

  describe('WebGL', () => {
    const session = useTableSession();

    test('boots, deals, drags a card with the mouse, and plays its sound', async () => {
      const page = await session().open(`deal=${deal}&sound=full`);
      expect(await renderer(page)).toBe('webgl');
      // A first key press lets audio start and fetches Howler, so the drag's sounds play at once.
      await Promise.all([page.waitForResponse(/\/howler-[\w-]+\.js$/), page.keyboard.press('Shift')]);
      await dragTheMove(page);
      // Phaser's drag start is what asks for the pick-up sound; Howler reports it started.
      await expect.poll(() => page.evaluate(() => window.__klondikeAudio?.heard ?? [])).toContain('pickUp');
    });
  });

  describe('Canvas (Chromium without WebGL)', () => {
    let browser: Browser | undefined;
    let session: TableSession | undefined;
    beforeAll(async () => {
      browser = await launchBrowser('canvas');
      session = new TableSession(browser, inject('baseUrl'));
    });
    afterAll(() => browser?.close());

    test('boots, deals and drags a card with the mouse', async () => {
      const page = await session!.open(`deal=${deal}`);
      expect(await renderer(page)).toBe('canvas');
      await dragTheMove(page);
      expect(await session!.closeAll()).toEqual([]);
    });

    test("the win's celebration leaves its trail (a 2D canvas, not a WebGL texture)", async () => {
      const page = await session!.open('deal=5');
      await loadNearlyWon(page, mkdtempSync(join(tmpdir(), 'klondike-slim-')));
      await page.keyboard.press('a'); // Finish
      await expect.poll(() => celebrating(page), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => paperOnLowerFelt(page), { message: 'card paper on the trail', timeout: 20_000 }).toBeGreaterThan(0.15);
      await page.keyboard.press('Escape');
      await ready(page);
      expect((await snapshot(page)).won).toBe(true);
    });
  });
});
