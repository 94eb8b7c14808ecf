/**
 * Playing the table in real Chromium: a whole game won by pointer alone, then every way of moving a
 * card once (drag, run drag, hold-then-tap, tap, double-click, double-click on a foundation, the
 * keyboard, Esc, an illegal drop). The engine plays the same moves in Node (plans.ts), so each step
 * is checked against the exact table it must produce, safe auto-moves included.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { bestTargetFor } from '../../src/app/session/bestMove';
import {
  finishPlan,
  FOUNDATION_IDS,
  foundationFor,
  isCertainlyWon,
  isTableauId,
  TABLEAU_IDS,
  type CardId,
  type GameState,
  type Move,
  type Rules,
} from '../../src/engine';
import { describeIllegalMove } from '../../src/i18n';
import { HOLD_TO_SELECT_MS } from '../../src/game/constants';
import { launchBrowser, type PageOptions } from './browser';
import { cardMoves, findScenario, firstWinnableDeal, illegalColumnDrop, keyboardPlan, keysFor, Mirror, type CardMove } from './plans';
import {
  centre,
  drag,
  dropPoint,
  expectTable,
  grabCard,
  landingRect,
  openDialogs,
  playByPointer,
  quickPress,
  rectOf,
  snapshot,
  tap,
  TableSession,
  topCard,
  touchDrag,
  waitFrames,
} from './tableHelpers';

const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/screenshots');

let browser: Browser;
let session: TableSession;

beforeAll(async () => {
  // Input is the subject, not drawing: Phaser's Canvas renderer (see launchBrowser), with animation.
  browser = await launchBrowser('canvas');
  session = new TableSession(browser, inject('baseUrl'));
});
afterEach(async () => {
  expect(await session.closeAll(), 'page errors and console errors').toEqual([]);
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the scenario's deal and plays its lead-in by pointer, checking every step. */
async function setUp(deal: number, prefix: readonly Move[], options: PageOptions = {}): Promise<{ page: Page; mirror: Mirror }> {
  const mirror = new Mirror(deal);
  const page = await session.open(`deal=${deal}`, options);
  await expectTable(page, mirror.snapshot());
  for (const move of prefix) {
    await playByPointer(page, move, mirror.snapshot());
    mirror.play(move);
    await expectTable(page, mirror.snapshot());
  }
  return { page, mirror };
}

/** Holds the pointer still on a point long enough for the table to select the card there. */
async function hold(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  // The hold threshold is the app's own constant; twice that, in wall time and in 60 Hz frames.
  await waitFrames(page, Math.ceil((HOLD_TO_SELECT_MS * 2) / (1000 / 60)), HOLD_TO_SELECT_MS * 2);
  await page.mouse.up();
}

const columnTop = (state: GameState, pile: string): CardId | undefined =>
  isTableauId(pile) ? state.tableau[TABLEAU_IDS.indexOf(pile)]!.up.at(-1) : state.waste.at(-1);
const xy = (p: { x: number; y: number }): [number, number] => [p.x, p.y];
const isColumnMove = (m: CardMove): boolean => isTableauId(m.from) && isTableauId(m.to);
const singleCard =
  (state: GameState) =>
  (m: CardMove): boolean =>
    columnTop(state, m.from) === m.card;

describe('winning', () => {
  test('a whole deal is won by drags and stock taps alone, then Finish plays everything home', async () => {
    const { deal, moves } = firstWinnableDeal();
    const { page, mirror } = await setUp(deal, []);
    for (const [i, move] of moves.entries()) {
      await playByPointer(page, move, mirror.snapshot());
      mirror.play(move);
      await expectTable(page, mirror.snapshot(), `deal ${deal}, move ${i + 1} of ${moves.length}`);
    }
    expect(isCertainlyWon(mirror.state, mirror.rules)).toBe(true);
    expect(await openDialogs(page)).toEqual([]);
    await page.getByTestId('hud-finish').click();
    mirror.finish();
    await expectTable(page, mirror.snapshot(), 'after Finish');
    expect((await snapshot(page)).won).toBe(true);
    await page.getByTestId('dialog-win').waitFor({ state: 'visible' });
    expect(await page.getByTestId('win-deal').textContent()).toBe(`#${deal}`);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SCREENSHOTS, 'won-390x844.png') });
  });
});

describe('each way of moving a card', () => {
  test('drag a single card onto a column', async () => {
    const { deal, prefix, found } = findScenario((s, r) => cardMoves(s, r).find((m) => isColumnMove(m) && singleCard(s)(m)) ?? null);
    const { page, mirror } = await setUp(deal, prefix);
    await playByPointer(page, found, mirror.snapshot());
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('drag a run of several cards onto a column', async () => {
    const { deal, prefix, found } = findScenario((s, r) => cardMoves(s, r).find((m) => isColumnMove(m) && !singleCard(s)(m)) ?? null);
    const { page, mirror } = await setUp(deal, prefix);
    await playByPointer(page, found, mirror.snapshot());
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('press and hold selects a card, then a tap on a column moves it there', async () => {
    const { deal, prefix, found } = findScenario((s, r) => cardMoves(s, r).find(isColumnMove) ?? null);
    const { page, mirror } = await setUp(deal, prefix);
    const { grab } = await grabCard(page, mirror.snapshot(), found.card, found.from);
    await hold(page, grab);
    expect(await snapshot(page), 'a hold moves nothing').toEqual(mirror.snapshot());
    await tap(page, centre(await landingRect(page, mirror.snapshot(), found.to)));
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('a single tap sends a card to its best place (here a column)', async () => {
    const { deal, prefix, found } = findScenario((s, r) => tapToColumn(s, r));
    const { page, mirror } = await setUp(deal, prefix);
    await tap(page, centre(await rectOf(page, found.card)));
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('a double click sends a column card home', async () => {
    const { deal, prefix, found } = findScenario((s) => columnCardHome(s));
    const { page, mirror } = await setUp(deal, prefix);
    const at = centre(await rectOf(page, found.card));
    await page.mouse.dblclick(at.x, at.y);
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('a double click on a foundation plays every card that can go home', async () => {
    const { deal, prefix, found } = findScenario((s, r) => {
      const pile = FOUNDATION_IDS.find((_, i) => s.foundations[i]!.length > 0);
      return pile !== undefined && finishPlan(s, r).length > 0 ? pile : null;
    });
    const { page, mirror } = await setUp(deal, prefix);
    const at = centre(await landingRect(page, mirror.snapshot(), found));
    await page.mouse.dblclick(at.x, at.y);
    mirror.finish();
    await expectTable(page, mirror.snapshot());
  });

  test('the keyboard: column then column, P, W then a column, a column then F', async () => {
    const { deal, moves } = keyboardPlan();
    const { page, mirror } = await setUp(deal, []);
    for (const move of moves) {
      const keys = keysFor(move, mirror.state, mirror.rules)!;
      for (const key of keys) await page.keyboard.press(key);
      mirror.play(move);
      await expectTable(page, mirror.snapshot(), `keys ${keys.join(' ')}`);
    }
  });

  test('keys typed faster than a frame all count: a column then a column within one frame plays the move', async () => {
    const { deal, prefix, found } = findScenario((s, r) => cardMoves(s, r).find((m) => isColumnMove(m) && keysFor(m, s, r) !== null) ?? null);
    const { page, mirror } = await setUp(deal, prefix);
    const [from, to] = keysFor(found, mirror.state, mirror.rules)!;
    // Sent without waiting for each other, so the four reach the page within a frame (Phaser's own
    // keyboard plugin read the first key twice then, which cancelled the origin).
    await Promise.all([page.keyboard.down(from!), page.keyboard.up(from!), page.keyboard.down(to!), page.keyboard.up(to!)]);
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('Esc cancels a keyboard origin: the next column key starts afresh', async () => {
    const { deal, prefix, found } = findScenario((s, r) => cardMoves(s, r).find((m) => isColumnMove(m) && keysFor(m, s, r) !== null) ?? null);
    const { page, mirror } = await setUp(deal, prefix);
    const [from, to] = keysFor(found, mirror.state, mirror.rules)!;
    for (const key of [from!, 'Escape', to!, 'Escape']) await page.keyboard.press(key);
    await expectTable(page, mirror.snapshot());
    for (const key of [from!, to!]) await page.keyboard.press(key);
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('Esc cancels a press-and-hold selection: the next tap does not move the selected card', async () => {
    const { deal, prefix, found } = findScenario((s, r) => cardMoves(s, r).find((m) => isColumnMove(m) && columnTop(s, m.to) !== undefined) ?? null);
    const { page, mirror } = await setUp(deal, prefix);
    const before = mirror.snapshot();
    const target = topCard(before, found.to)!;
    await hold(page, (await grabCard(page, before, found.card, found.from)).grab);
    await page.keyboard.press('Escape');
    await tap(page, centre(await rectOf(page, target)));
    // With the selection gone, the tap is a plain tap on the target card: it goes to its own best place.
    const best = bestTargetFor(mirror.state, mirror.rules, found.to, target);
    if (best !== null) mirror.play({ type: 'move', from: found.to, to: best, card: target });
    await expectTable(page, mirror.snapshot());
  });

  test('a press that slips off its card before the release (less than a drag) selects nothing later', async () => {
    const { deal, prefix, found } = findScenario(
      (s, r) => cardMoves(s, r).find((m) => isColumnMove(m) && singleCard(s)(m) && columnTop(s, m.to) !== undefined) ?? null,
    );
    const { page, mirror } = await setUp(deal, prefix);
    const before = mirror.snapshot();
    const target = topCard(before, found.to)!;
    // Down just inside the card's left edge, up just outside it: 4 px, under the drag threshold.
    const card = await rectOf(page, found.card);
    const y = card.y + card.height / 2;
    await quickPress(page, { x: card.x + 1, y }, { x: card.x - 3, y });
    // Past the hold's time: a press left open would select the card now, and the tap would move it.
    await waitFrames(page, Math.ceil((HOLD_TO_SELECT_MS * 2) / (1000 / 60)), HOLD_TO_SELECT_MS * 2);
    expect(await snapshot(page), 'the slip moves nothing').toEqual(before);
    await tap(page, centre(await rectOf(page, target)));
    const best = bestTargetFor(mirror.state, mirror.rules, found.to, target);
    if (best !== null) mirror.play({ type: 'move', from: found.to, to: best, card: target });
    await expectTable(page, mirror.snapshot());
  });

  test('a fast flick: a drag whose first move already reaches the target still lands the card there', async () => {
    const { deal, prefix, found } = findScenario((s, r) => cardMoves(s, r).find((m) => isColumnMove(m) && singleCard(s)(m)) ?? null);
    const { page, mirror } = await setUp(deal, prefix);
    const { grab, rect } = await grabCard(page, mirror.snapshot(), found.card, found.from);
    const to = dropPoint(grab, rect, await landingRect(page, mirror.snapshot(), found.to));
    // One move event from the press to the drop point: a quick mouse, or touch events coalesced per frame.
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 1 });
    await page.mouse.up();
    mirror.play(found);
    await expectTable(page, mirror.snapshot());
  });

  test('a finger: a tap on the stock draws, a touch drag moves a card, a tap sends one to its best place', async () => {
    const draw = findScenario((s, r) => (tapToColumn(s, r) !== null && cardMoves(s, r).some(isColumnMove) ? true : null));
    const { page, mirror } = await setUp(draw.deal, draw.prefix, { hasTouch: true });
    await page.touchscreen.tap(...xy(centre(await rectOf(page, 'stock'))));
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot(), 'tap on the stock');
    // Drawing changed no column, so the scenario's column move is still there.
    const move = cardMoves(mirror.state, mirror.rules).find(isColumnMove)!;
    const { grab, rect } = await grabCard(page, mirror.snapshot(), move.card, move.from);
    await touchDrag(page, grab, dropPoint(grab, rect, await landingRect(page, mirror.snapshot(), move.to)));
    mirror.play(move);
    await expectTable(page, mirror.snapshot(), 'touch drag');
    const tapped = tapToColumn(mirror.state, mirror.rules) ?? columnCardHome(mirror.state);
    expect(tapped, 'the scenario leaves a card to tap').not.toBeNull();
    await page.touchscreen.tap(...xy(centre(await rectOf(page, tapped!.card))));
    mirror.play(tapped!);
    await expectTable(page, mirror.snapshot(), 'tap on a card');
  });

  test('an illegal drop flies the card back and a toast says why, naming the cards', async () => {
    const { deal, prefix, found } = findScenario((s, r) => illegalColumnDrop(s, r));
    const { page, mirror } = await setUp(deal, prefix);
    const table = mirror.snapshot();
    const { grab, rect } = await grabCard(page, table, found.move.card, found.move.from);
    const pixels = await page.screenshot({ clip: rect });
    await drag(page, grab, dropPoint(grab, rect, await landingRect(page, table, found.move.to)));
    await expectTable(page, table);
    expect(await rectOf(page, found.move.card)).toEqual(rect);
    expect(Buffer.compare(await page.screenshot({ clip: rect }), pixels), 'the card is drawn back in its place').toBe(0);
    // Among the toasts, not necessarily the last: "ready to play offline" may come at any moment.
    await expect.poll(() => page.getByTestId('toast').allTextContents()).toContain(describeIllegalMove(found.illegal));
    expect(describeIllegalMove(found.illegal)).toContain("can't go on");
  });
});

/** A top card (column or waste) whose single tap goes to a column. */
function tapToColumn(state: GameState, rules: Rules): CardMove | null {
  const sources = [...TABLEAU_IDS, 'waste' as const];
  for (const from of sources) {
    const card = columnTop(state, from);
    if (card === undefined) continue;
    const to = bestTargetFor(state, rules, from, card);
    if (to !== null && isTableauId(to)) return { type: 'move', from, to, card };
  }
  return null;
}

/** A column's top card that can go home. */
function columnCardHome(state: GameState): CardMove | null {
  for (const from of TABLEAU_IDS) {
    const card = columnTop(state, from);
    const home = card === undefined ? null : foundationFor(state, card);
    if (card !== undefined && home !== null) return { type: 'move', from, to: home, card };
  }
  return null;
}
