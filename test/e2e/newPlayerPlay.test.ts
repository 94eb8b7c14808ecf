/**
 * Rough edges a new player hits, with real pointer and key events: a double click that
 * moves a card says nothing more (not "has nowhere to go" about the card it just moved); a won game is
 * closed once its dialog shows (Undo off, the undo key says why); a card let go on open felt, far from
 * every pile, goes back in silence, while one dropped on or by a pile still hears why not.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { WON_GAME_CLOSED } from '../../src/app/session/controller';
import { applyMove, type CardId, type PileId } from '../../src/engine';
import { describeIllegalMove, t } from '../../src/i18n';
import { winByFinish } from './gameFiles';
import { Mirror, type CardMove } from './plans';
import { centre, drag, expectTable, rectOf, ready, REDUCED_MOTION, snapshot, topCard, useTableSession, type Point, type Rect } from './tableHelpers';

const dir = mkdtempSync(join(tmpdir(), 'klondike-new-player-'));
// Input and sound: the Canvas renderer, animated (a double click's card must fly).
const session = useTableSession({ renderer: 'canvas' });

/** Starts noting, in the page, the words of every toast that appears from now on, with its kind. */
function recordToasts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: { text: string; error: boolean }[] = [];
    (window as unknown as { toastLog: typeof seen }).toastLog = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.dataset.testid === 'toast')
            seen.push({ text: node.textContent ?? '', error: node.classList.contains('toast-error') });
        }
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
}

const toastLog = (page: Page): Promise<{ text: string; error: boolean }[]> =>
  page.evaluate(() => (window as unknown as { toastLog: { text: string; error: boolean }[] }).toastLog);
const errorToasts = async (page: Page): Promise<string[]> => (await toastLog(page)).filter((t) => t.error).map((t) => t.text);
const illegalBeeps = (page: Page): Promise<number> => page.evaluate(() => (window.__klondikeAudio?.played ?? []).filter((s) => s.name === 'illegal').length);

/** The refusal the engine gives for `move` on the mirror's table. */
function refusal(mirror: Mirror, move: CardMove): string {
  const result = applyMove(mirror.state, move, mirror.rules);
  if (result.ok) throw new Error(`${move.card} to ${move.to} is legal`);
  return describeIllegalMove(result.error);
}

/** Drags the top card `card` (lying at `rect`) by its middle, and lets go with its top left corner at `corner`. */
async function dropWithCornerAt(page: Page, rect: Rect, corner: Point): Promise<void> {
  const grab = centre(rect);
  await drag(page, grab, { x: grab.x + corner.x - rect.x, y: grab.y + corner.y - rect.y });
}

describe('a new player', () => {
  test('a double click on 4♠ (deal 12345, after a pass through the stock) puts it on 5♦ and says nothing about it', async () => {
    // The pass through the stock with the cards placed at once; then the cards fly again.
    const page = await session().open('deal=12345', { width: 1280, height: 800, ...REDUCED_MOTION });
    const mirror = new Mirror(12345);
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press('p');
      mirror.play({ type: 'draw' });
    }
    await expectTable(page, mirror.snapshot(), 'one pass through the stock');
    expect([topCard(mirror.snapshot(), 'tableau-1'), topCard(mirror.snapshot(), 'tableau-6')]).toEqual(['4S', '5D']);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await recordToasts(page);
    const at = centre(await rectOf(page, '4S'));
    // The second click comes while the card flies off from under the pointer (tap: its best place).
    await page.mouse.dblclick(at.x, at.y);
    mirror.play({ type: 'move', from: 'tableau-1', to: 'tableau-6', card: '4S' });
    await expectTable(page, mirror.snapshot(), '4♠ on 5♦');
    expect(await errorToasts(page), 'no refusal for a move made').toEqual([]);
  });

  test('a won game is closed once its dialog shows: Undo is off, and the undo key says why', async () => {
    const page = await session().open('deal=5', REDUCED_MOTION);
    await winByFinish(page, dir);
    await expect(page.getByTestId('dialog-win').isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('hud-undo').isDisabled(), 'Undo').toBe(true);
    expect(await page.getByTestId('hud-redo').isDisabled(), 'Redo').toBe(true);
    await page.getByTestId('win-close').click();
    await recordToasts(page);
    await page.keyboard.press('u');
    await expect.poll(async () => (await toastLog(page)).map((t) => t.text)).toContain(t(WON_GAME_CLOSED));
    await ready(page);
    expect((await snapshot(page)).won, 'still won').toBe(true);
  });

  test('a card let go on open felt, far below a column, goes back in silence; dropped by a column, it hears why not', async () => {
    const page = await session().open('deal=12345', REDUCED_MOTION);
    const mirror = new Mirror(12345);
    const table = mirror.snapshot();
    await expectTable(page, table);
    // 9♥ may go nowhere on the opening table: not on J♥ (column 4) nor on Q♦ (column 3).
    const far: CardMove = { type: 'move', from: 'tableau-2', to: 'tableau-4', card: '9H' };
    const near: CardMove = { type: 'move', from: 'tableau-2', to: 'tableau-3', card: '9H' };
    const [farWords, nearWords] = [refusal(mirror, far), refusal(mirror, near)];
    expect(farWords).not.toBe(nearWords);
    await recordToasts(page);
    const card = await rectOf(page, '9H');
    const lowest = (pile: PileId): Promise<Rect> => rectOf(page, topCard(table, pile) as CardId);
    // Far: a card's height below column 4's last card, on the felt the column's drop zone still covers.
    const jack = await lowest('tableau-4');
    await dropWithCornerAt(page, card, { x: jack.x, y: jack.y + jack.height * 2 });
    await expectTable(page, table, 'the card back in its place');
    // By: the card's top just over the lower edge of column 3's last card.
    const queen = await lowest('tableau-3');
    await dropWithCornerAt(page, card, { x: queen.x, y: queen.y + queen.height - 6 });
    await expectTable(page, table, 'the card back in its place again');
    await expect.poll(() => errorToasts(page)).toEqual([nearWords]);
    await expect.poll(() => illegalBeeps(page), { message: 'one error sound: the drop by a column' }).toBe(1);
  });
});
