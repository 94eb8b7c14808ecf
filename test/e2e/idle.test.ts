/**
 * A table at rest stops drawing (src/game/boot/idleSleep.ts), and everything still works after a rest:
 * a tap draws again at once, a press and hold (a timer on the scene's clock) still selects, a double
 * click still sends a card home, and a hint from the solver's worker is drawn and then cleared. A held
 * run moves on a layer of its own (src/game/input/dragLift.ts), and so do cards a finish sends home
 * (src/game/animation/flightLayer.ts) and the win's cascade (src/game/win/WinCascade.ts), so the table rests during
 * a drag and, but for a few frames, a finish and its celebration.
 * WebGL's draw calls are counted by a script that runs before the app: a second with none is rest.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { allCardsFinishSave } from '../../scripts/bench-web/saves';
import { HOLD_TO_SELECT_MS, LIFT_LAYER_CLASS } from '../../src/game/constants';
import { FLIGHT_LAYER_CLASS } from '../../src/game/animation/flightLayer';
import { WAITING_CLASS } from '../../src/game/win/WinCascade';
import { FOUNDATION_IDS, isTableauId, TABLEAU_IDS, targetsOf, type GameState, type Move } from '../../src/engine';
import { loadGameFile } from './gameFiles';
import { cardMoves, findScenario, Mirror } from './plans';
import { centre, expectTable, grabCard, landingRect, playByPointer, rectOf, ready, snapshot, tap, useTableSession, waitFrames } from './tableHelpers';

const session = useTableSession();

declare global {
  interface Window {
    glCalls?: number;
  }
}

/** Counts every WebGL draw and clear the page makes, in `window.glCalls`. */
function countDrawCalls(): void {
  window.glCalls = 0;
  const contexts = [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype] as unknown as Record<string, (...args: unknown[]) => unknown>[];
  for (const proto of contexts) {
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'clear']) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (this: unknown, ...args: unknown[]): unknown {
        window.glCalls! += 1;
        return original.apply(this, args);
      };
    }
  }
}

const drawCalls = (page: Page): Promise<number> => page.evaluate(() => window.glCalls ?? 0);

/** Opens a deal with the draw counter installed, and plays the lead-in by pointer. */
async function open(deal: number, prefix: readonly Move[] = []): Promise<{ page: Page; mirror: Mirror }> {
  const page = await session().page();
  await page.addInitScript(countDrawCalls);
  await page.goto(session().url(`deal=${deal}`));
  await page.waitForFunction(() => window.klondike !== undefined);
  await ready(page);
  const mirror = new Mirror(deal);
  for (const move of prefix) {
    await playByPointer(page, move, mirror.snapshot());
    mirror.play(move);
  }
  await expectTable(page, mirror.snapshot());
  return { page, mirror };
}

/** Waits until a whole second passes without a draw call (the table rests); fails after a minute. */
async function untilAtRest(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const before = await drawCalls(page);
        await waitFrames(page, 30, 1000);
        return (await drawCalls(page)) - before;
      },
      { timeout: 60_000, interval: 0 },
    )
    .toBe(0);
}

const columnTop = (state: GameState, pile: string): string | undefined =>
  isTableauId(pile) ? state.tableau[TABLEAU_IDS.indexOf(pile)]!.up.at(-1) : state.waste.at(-1);

describe('a table at rest', () => {
  test('stops drawing within a second, and a tap on the stock is drawn at once', async () => {
    const { page, mirror } = await open(2);
    expect(await drawCalls(page), 'the counter sees the table being drawn').toBeGreaterThan(0);
    await untilAtRest(page);
    // Two more seconds at rest: not one draw.
    const resting = await drawCalls(page);
    await waitFrames(page, 60, 2000);
    expect((await drawCalls(page)) - resting, 'draw calls in 2 s at rest').toBe(0);

    const waste = await rectOf(page, 'waste');
    const clip = { x: waste.x, y: waste.y, width: waste.width, height: waste.height };
    const emptyWaste = await page.screenshot({ clip });
    await tap(page, centre(await rectOf(page, 'stock')));
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot());
    expect(await drawCalls(page), 'the tap is drawn').toBeGreaterThan(resting);
    expect(Buffer.compare(await page.screenshot({ clip }), emptyWaste), 'the drawn card shows on the waste').not.toBe(0);
    await untilAtRest(page);
  });

  test('after a rest, press and hold still selects a card and a tap places it', async () => {
    const { deal, prefix, found } = findScenario((s, r) => cardMoves(s, r).find((m) => isTableauId(m.from) && isTableauId(m.to)) ?? null);
    const { page, mirror } = await open(deal, prefix);
    await untilAtRest(page);
    const { grab } = await grabCard(page, mirror.snapshot(), found.card, found.from);
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await waitFrames(page, Math.ceil((HOLD_TO_SELECT_MS * 2) / (1000 / 60)), HOLD_TO_SELECT_MS * 2);
    await page.mouse.up();
    expect(await snapshot(page), 'a hold moves nothing').toEqual(mirror.snapshot());
    await untilAtRest(page);
    await tap(page, centre(await landingRect(page, mirror.snapshot(), found.to)));
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('after a rest, a double click still sends a card home', async () => {
    const { deal, prefix, found } = findScenario(
      (s, r) => cardMoves(s, r).find((m) => m.to.startsWith('foundation') && isTableauId(m.from) && columnTop(s, m.from) === m.card) ?? null,
    );
    const { page, mirror } = await open(deal, prefix);
    await untilAtRest(page);
    const at = centre(await rectOf(page, found.card));
    await page.mouse.dblclick(at.x, at.y);
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('a hint asked for at rest is drawn, cleared when its time is up, and the table rests again', async () => {
    const { page } = await open(2);
    // Only the table is compared: the hint's toast (and its fading), and the daily line it pushes
    // aside, would change the page on their own.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('.ui-bottom-stack')!.style.visibility = 'hidden';
    });
    await untilAtRest(page);
    const canvas = { x: 0, y: 0, width: 390, height: 844 };
    const atRest = await page.screenshot({ clip: canvas });
    const resting = await drawCalls(page);
    await page.keyboard.press('h');
    // The solver's worker answers later: the highlight is drawn when it does.
    await expect.poll(async () => Buffer.compare(await page.screenshot({ clip: canvas }), atRest), { timeout: 60_000 }).not.toBe(0);
    expect(await drawCalls(page)).toBeGreaterThan(resting);
    // The hint's highlight goes after its time on the scene's clock, which only runs while the table draws.
    await untilAtRest(page);
    expect(Buffer.compare(await page.screenshot({ clip: canvas }), atRest), 'the table as it was before the hint').toBe(0);
  });
});

describe('a drag', () => {
  test('moves the held run on its own layer while the table itself stops drawing, and the drop draws again', async () => {
    const { page, mirror } = await open(2);
    await untilAtRest(page);
    const card = mirror.snapshot().tableau[6]!.up.at(-1)!;
    const home = await rectOf(page, card);
    const grab = centre(home);
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x, grab.y + 20, { steps: 4 });
    const layer = page.locator(`.${LIFT_LAYER_CLASS}`);
    await expect.poll(() => layer.isVisible(), { timeout: 20_000 }).toBe(true);

    // Still held: the table rests, and the run follows the pointer all the same.
    await untilAtRest(page);
    const resting = await drawCalls(page);
    const before = (await layer.boundingBox())!;
    await page.mouse.move(grab.x - 60, grab.y + 140, { steps: 10 });
    await expect.poll(async () => (await layer.boundingBox())!.y - before.y, { timeout: 20_000 }).toBeCloseTo(120, 0);
    expect((await layer.boundingBox())!.x - before.x, 'the layer moves with the pointer').toBeCloseTo(-60, 0);
    await waitFrames(page, 10, 200);
    expect((await drawCalls(page)) - resting, 'draw calls while the run moves').toBe(0);
    expect(await page.evaluate(() => window.klondike!.state().moves), 'still held: nothing played').toBe(0);

    // Let go where it was picked up: it goes back to its place, the table draws it, and the layer goes.
    await page.mouse.move(grab.x, grab.y, { steps: 4 });
    await page.mouse.up();
    await ready(page);
    expect(await drawCalls(page), 'the drop is drawn').toBeGreaterThan(resting);
    expect(await layer.isVisible(), 'the layer is hidden after the drop').toBe(false);
    await expectTable(page, mirror.snapshot());
    expect(await rectOf(page, card)).toEqual(home);
  });

  test('a change of the table mid-drag (a key that draws) ends the drag: the run goes back and the layer hides', async () => {
    const { page, mirror } = await open(2);
    const card = mirror.snapshot().tableau[6]!.up.at(-1)!;
    const home = await rectOf(page, card);
    const grab = centre(home);
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x - 40, grab.y + 160, { steps: 8 });
    const layer = page.locator(`.${LIFT_LAYER_CLASS}`);
    await expect.poll(() => layer.isVisible(), { timeout: 20_000 }).toBe(true);

    await page.keyboard.press('p');
    mirror.play({ type: 'draw' });
    await ready(page);
    expect(await layer.isVisible(), 'the layer is hidden once the drag has ended').toBe(false);
    await expectTable(page, mirror.snapshot());
    expect(await rectOf(page, card), 'the run is back in its place').toEqual(home);

    // The rest of the gesture plays nothing, and the card can be played again.
    await page.mouse.move(grab.x - 60, grab.y + 200, { steps: 4 });
    await page.mouse.up();
    await ready(page);
    await expectTable(page, mirror.snapshot());
  });
});

describe('an auto-move', () => {
  /**
   * A deal, the draws that lead to it, and a move of the waste's top card onto a column after which the
   * card under it (face up already: a card that turns over flies in the game) goes home by itself.
   */
  function loneAutoMove(): { deal: number; draws: Move[]; move: Move; after: Mirror } {
    for (let deal = 1; deal <= 500; deal++) {
      const draws: Move[] = [];
      const mirror = new Mirror(deal);
      for (let turn = 0; turn < 24; turn++) {
        const { waste } = mirror.state;
        const top = waste.at(-1);
        const to = top === undefined || waste.length < 2 ? undefined : targetsOf(mirror.state, mirror.rules, 'waste', top).find(isTableauId);
        if (top !== undefined && to !== undefined) {
          const move: Move = { type: 'move', from: 'waste', to, card: top };
          const after = new Mirror(deal);
          for (const draw of draws) after.play(draw);
          const home = after.state.foundations.flat().length;
          after.play(move);
          const wentHome = after.state.foundations.flat();
          if (wentHome.length === home + 1 && wentHome.includes(waste.at(-2)!)) return { deal, draws, move, after };
        }
        draws.push({ type: 'draw' });
        mirror.play({ type: 'draw' });
      }
    }
    throw new Error('no deal found');
  }

  test('a lone face-up card flies home on one small canvas of its own, and lands in the game', async () => {
    const { deal, draws, move, after } = loneAutoMove();
    const { page, mirror } = await open(deal);
    // Turned with the key, each awaited: the lead-in is not what is tested.
    for (const draw of draws) {
      await page.keyboard.press('p');
      await ready(page);
      mirror.play(draw);
    }
    await expectTable(page, mirror.snapshot(), 'the lead-in');
    await untilAtRest(page);
    // The most flight canvases on the page in any frame until the table is still again.
    await page.evaluate((className) => {
      const page = window as unknown as { mostLayers: number };
      page.mostLayers = 0;
      const tick = (): void => {
        page.mostLayers = Math.max(page.mostLayers, document.getElementsByClassName(className).length);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, FLIGHT_LAYER_CLASS);
    await playByPointer(page, move, await snapshot(page));
    await ready(page);
    await expectTable(page, after.snapshot(), 'the move and the card sent home');
    expect(await page.evaluate(() => (window as unknown as { mostLayers: number }).mostLayers), 'canvases at once').toBe(1);
    expect(await page.locator(`.${FLIGHT_LAYER_CLASS}`).count(), 'the canvas goes once it has landed').toBe(0);
  });
});

describe('a finish', () => {
  const dir = mkdtempSync(join(tmpdir(), 'klondike-idle-'));

  /** A table with all 52 cards face up in the columns (deal 37, played and brought down), at rest. */
  async function openAllInColumns(): Promise<Page> {
    const { page } = await open(2);
    const save = allCardsFinishSave(37);
    const path = join(dir, 'all-in-columns.json');
    writeFileSync(path, JSON.stringify(save.file));
    await loadGameFile(page, path);
    await page.waitForFunction((deal) => window.klondike!.state().deal === deal && window.klondike!.state().moves > 0, save.deal);
    await ready(page);
    await untilAtRest(page);
    return page;
  }

  const layers = (page: Page): Promise<number> => page.locator(`.${FLIGHT_LAYER_CLASS}`).count();

  test("flies the cards home on layers of their own (the table draws only as they leave it and once all have landed), then the win's cascade plays on canvases of its own (the game draws as it begins, and the foundations' cards leave their sheet)", async () => {
    const page = await openAllInColumns();
    // Frame by frame, in the page: how many cards are on layers, and whether the game drew since.
    await page.evaluate((className) => {
      const log: { layers: number; drew: boolean }[] = [];
      const page = window as unknown as { finishLog: typeof log; glCalls: number };
      page.finishLog = log;
      let calls = page.glCalls;
      const tick = (): void => {
        log.push({ layers: document.getElementsByClassName(className).length, drew: page.glCalls !== calls });
        calls = page.glCalls;
        if (!window.klondike!.state().won || log.at(-1)!.layers > 0 || log.length < 5) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, FLIGHT_LAYER_CLASS);
    // Frame by frame while the celebration plays: whether the game drew since the frame before, and how
    // many of the foundations' centres the waiting cards' sheet covers.
    await page.evaluate(
      ({ waitingClass, foundations }) => {
        type Frame = { drew: boolean; covered: number | null };
        const log: Frame[] = [];
        const page = window as unknown as { cascadeLog: Frame[]; glCalls: number };
        page.cascadeLog = log;
        const game = document.querySelector<HTMLCanvasElement>('#game canvas')!;
        const centres = foundations.map((id) => window.klondike!.rect(id)!).map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 }));
        const covered = (): number | null => {
          const sheet = document.querySelector<HTMLCanvasElement>(`.${waitingClass}`);
          if (sheet === null) return null;
          const box = sheet.getBoundingClientRect();
          const pen = sheet.getContext('2d')!;
          return centres.filter(({ x, y }) => {
            const pixel = pen.getImageData(Math.floor(((x - box.x) * sheet.width) / box.width), Math.floor(((y - box.y) * sheet.height) / box.height), 1, 1);
            return pixel.data[3] === 255;
          }).length;
        };
        let calls = page.glCalls;
        let seen = false;
        const tick = (): void => {
          const playing = game.dataset.celebration === 'playing';
          if (playing) log.push({ drew: page.glCalls !== calls, covered: covered() });
          seen ||= playing;
          calls = page.glCalls;
          if (!seen || playing) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { waitingClass: WAITING_CLASS, foundations: FOUNDATION_IDS },
    );
    await page.keyboard.press('a');
    await page.waitForFunction(() => window.klondike!.state().won);
    await expect.poll(() => layers(page), { timeout: 60_000 }).toBe(0);
    await ready(page);
    const frames = await page.evaluate(() => (window as unknown as { finishLog: { layers: number; drew: boolean }[] }).finishLog);
    const flying = frames.filter((frame) => frame.layers > 0);
    expect(flying.length, 'frames with cards on layers').toBeGreaterThan(20);
    // The game draws as the cards leave it (the key's frame and the next), not every frame of 52 flights.
    expect(flying.filter((frame) => frame.drew).length, 'frames the game drew while cards flew').toBeLessThanOrEqual(4);
    expect(await snapshot(page)).toMatchObject({ won: true });
    const cascade = await page.evaluate(() => (window as unknown as { cascadeLog: { drew: boolean; covered: number | null }[] }).cascadeLog);
    // 52 cards leave 70 ms apart, and the last takes a while to leave the felt.
    expect(cascade.length, 'frames of the celebration').toBeGreaterThan(60);
    // The game draws the frame the cascade begins in (the cards' images hidden), not every frame.
    expect(cascade.filter((frame) => frame.drew).length, 'frames the game drew during the cascade').toBeLessThanOrEqual(3);
    expect(cascade[0]!.covered, 'the four kings, on the sheet as the cascade begins').toBe(4);
    expect(cascade.at(-1)!.covered, 'every card has left the sheet by the end').toBe(0);
    expect(await page.locator(`.${WAITING_CLASS}`).count(), 'the sheet goes with the cascade').toBe(0);
  });

  test('an undo mid-finish brings every card back to its place, drawn by the game again, and the layers go', async () => {
    const page = await openAllInColumns();
    const before = await snapshot(page);
    // The columns, down to the lowest card (the toolbar's clock would change a whole-page picture).
    const clip = await page.evaluate(() => {
      const rects = window
        .klondike!.state()
        .tableau.flatMap((column) => column.up)
        .map((card) => window.klondike!.rect(card)!);
      const top = Math.min(...rects.map((r) => r.y));
      return { x: 0, y: top, width: window.innerWidth, height: Math.max(...rects.map((r) => r.y + r.height)) - top };
    });
    const columns = await page.screenshot({ clip });
    await page.keyboard.press('a');
    // A card in the air.
    await page.waitForFunction(
      (className) => [...document.getElementsByClassName(className)].some((layer) => layer.getAnimations().some((flight) => flight.playState === 'running')),
      FLIGHT_LAYER_CLASS,
    );
    await page.keyboard.press('u');
    await ready(page);
    expect(await layers(page), 'the layers are gone').toBe(0);
    expect(await snapshot(page), 'the finish is undone').toEqual(before);
    await untilAtRest(page);
    expect(Buffer.compare(await page.screenshot({ clip }), columns), 'the columns as they were before the finish').toBe(0);
  });
});
