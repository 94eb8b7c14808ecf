/**
 * Playable without sight, in real Chromium: the table in the accessibility tree, the live
 * region's announcements, the mirror's keys, the foundation-origin key, focus going back after a
 * dialog, and axe-core on the table and on every dialog (no serious or critical violation).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { applyMove, isFoundationId, safeAutoMoves, type GameState, type Rules } from '../../src/engine';
import { expectedAriaTable, focusCell, lastAnnouncement, playByGrid, readAriaTable } from './ariaTable';
import { seriousViolations } from './axe';
import { cardMoves, findScenario, Mirror, type CardMove } from './plans';
import { PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
/** A cap for waiting on a state, not a pace: a busy machine may take seconds to draw a change. */
const WAIT = { timeout: 60_000 } as const;

/** Deal 1 with the keyboard's focus on the table (its first Tab stop). */
async function dealOne(): Promise<Page> {
  const page = await session().open('deal=1');
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), WAIT).toBe('gridcell');
  return page;
}

const activeText = (page: Page): Promise<string | null> => page.evaluate(() => document.activeElement?.textContent ?? null);

describe('the table for screen readers', () => {
  test('the grid "Card table" reads the dealt table: counts of face-down cards, names of the others', async () => {
    const page = await dealOne();
    await expect.poll(() => readAriaTable(page), WAIT).toEqual(expectedAriaTable(new Mirror(1).state));
  });

  test('announcements: a deal from the stock, a move, an undo and an illegal move, one message each', async () => {
    const page = await dealOne();
    // Deal 1: the ten of spades is the stock's top card; columns 7 and 1 end with the jack and the
    // nine of diamonds; the aces of spades and hearts go home by themselves after the deal.
    await expect.poll(() => lastAnnouncement(page), WAIT).toMatch(/^New game: deal 1\. .*Ace of spades to the foundation\./);
    await focusCell(page, 'stock', 'top');
    await page.keyboard.press('Enter');
    await expect.poll(() => lastAnnouncement(page), WAIT).toBe('Stock: ten of spades.');
    await focusCell(page, 'waste', 'top');
    await page.keyboard.press(' ');
    await expect.poll(() => lastAnnouncement(page), WAIT).toBe('Ten of spades picked up. It can go to column 5 or column 7.');
    await focusCell(page, 'tableau-7', 'top');
    await page.keyboard.press('Enter');
    await expect.poll(() => lastAnnouncement(page), WAIT).toBe('Ten of spades onto jack of diamonds.');
    // The focus followed the card.
    expect(await activeText(page)).toBe('ten of spades');
    await page.keyboard.press('u');
    await expect.poll(() => lastAnnouncement(page), WAIT).toBe('Undone: ten of spades onto jack of diamonds.');
    await focusCell(page, 'waste', 'top');
    await page.keyboard.press('Enter');
    await focusCell(page, 'tableau-1', 'top');
    await page.keyboard.press('Enter');
    await expect.poll(() => lastAnnouncement(page), WAIT).toBe("The ten of spades can't go on the nine of diamonds: build down, one rank lower.");
    // The error toast shows the same words to the eye, but only the announcer says them.
    await expect.poll(() => page.getByTestId('toast').filter({ hasText: "can't go on" }).count(), WAIT).toBe(1);
    expect(await page.locator('.ui-toasts').ariaSnapshot()).not.toContain("can't go on");
  });

  test("Escape puts a picked-up card back; Klondike 2.3's keys still work with the focus on the table", async () => {
    const page = await dealOne();
    await focusCell(page, 'tableau-3', 'top');
    await page.keyboard.press('Enter');
    await expect.poll(() => lastAnnouncement(page), WAIT).toMatch(/^Jack of clubs picked up\./);
    expect(await page.getByRole('gridcell', { name: 'jack of clubs', selected: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => lastAnnouncement(page), WAIT).toBe('Put back.');
    expect(await page.getByRole('gridcell', { selected: true }).count()).toBe(0);
    await page.keyboard.press('p');
    await expect.poll(() => lastAnnouncement(page), WAIT).toBe('Stock: ten of spades.');
    // Klondike 2.3's "P then 1": the key after P plays the card P turned.
    await page.keyboard.press('7');
    await expect.poll(() => lastAnnouncement(page), WAIT).toBe('Ten of spades onto jack of diamonds.');
    const mirror = new Mirror(1);
    mirror.play({ type: 'draw' });
    mirror.play({ type: 'move', from: 'waste', to: 'tableau-7', card: 'TS' });
    await expect.poll(() => readAriaTable(page), WAIT).toEqual(expectedAriaTable(mirror.state));
  });

  test("F then a foundation's number, then a column, takes a card back off the foundation; so does Enter on the grid", async () => {
    // A deal whose line reaches a table where a foundation card can go back onto a column.
    // A card the automatic moves would send straight home again is no test of it.
    const staysDown =
      (state: GameState, rules: Rules) =>
      (m: CardMove): boolean => {
        const applied = applyMove(state, m, rules);
        return applied.ok && !safeAutoMoves(applied.value.state, rules).some((auto) => auto.type === 'move' && auto.card === m.card);
      };
    const { deal, prefix, found } = findScenario(
      (state, rules) => cardMoves(state, rules).find((m) => isFoundationId(m.from) && staysDown(state, rules)(m)) ?? null,
      { maxPrefix: 12 },
    );
    const page = await session().open(`deal=${deal}`);
    await page.keyboard.press('Tab');
    const mirror = new Mirror(deal);
    for (const move of prefix) {
      await playByGrid(page, move);
      mirror.play(move);
      await expect.poll(() => readAriaTable(page), WAIT).toEqual(expectedAriaTable(mirror.state));
    }
    await page.keyboard.press('f');
    await page.keyboard.press(found.from.slice(-1));
    await page.keyboard.press(found.to.slice(-1));
    mirror.play(found);
    await expect.poll(() => readAriaTable(page), WAIT).toEqual(expectedAriaTable(mirror.state));
    await expect.poll(() => lastAnnouncement(page), WAIT).toMatch(/ off the foundation onto /);
    // The same move on the grid: Enter on the foundation, Enter on the column.
    await page.keyboard.press('u');
    mirror.undo();
    await expect.poll(() => readAriaTable(page), WAIT).toEqual(expectedAriaTable(mirror.state));
    await playByGrid(page, found);
    mirror.play(found);
    await expect.poll(() => readAriaTable(page), WAIT).toEqual(expectedAriaTable(mirror.state));
  });

  test('focus goes back where it was when a dialog closes', async () => {
    const page = await dealOne();
    await focusCell(page, 'tableau-1', 'top');
    expect(await activeText(page)).toBe('nine of diamonds');
    await page.keyboard.press('F1');
    await page.getByTestId('dialog-help').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => activeText(page), WAIT).toBe('nine of diamonds');
    // Through the menu: the menu closes, Settings opens, and its close gives the focus back to the table.
    await page.keyboard.press('m');
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('dialog-settings').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => activeText(page), WAIT).toBe('nine of diamonds');
  });
});

describe('axe-core', () => {
  test('the table, the toolbar and every dialog have no serious or critical violation', async () => {
    const page = await dealOne();
    expect(await seriousViolations(page), 'the table').toEqual([]);
    const check = async (testid: string, open: () => Promise<void>): Promise<void> => {
      await open();
      await page.getByTestId(testid).waitFor();
      expect(await seriousViolations(page), testid).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByTestId(testid).waitFor({ state: 'detached' });
    };
    const fromMenu = (item: string) => async (): Promise<void> => {
      await page.keyboard.press('m');
      await page.getByTestId(item).click();
    };
    await check('dialog-menu', () => page.keyboard.press('m'));
    await check('dialog-help', () => page.keyboard.press('F1'));
    await check('dialog-settings', fromMenu('menu-settings'));
    await check('dialog-rules', fromMenu('menu-rules'));
    await check('dialog-stats', fromMenu('menu-stats'));
    await check('dialog-about', fromMenu('menu-about'));
    // New asks first once a move of the player's is on the table.
    await page.keyboard.press('p');
    await check('dialog-confirm', () => page.keyboard.press('n'));
  });

  test('the "No more moves" dialog has no serious or critical violation', async () => {
    // Vegas draw one (one pass, no automatic moves), deal 3: worked out in Node with the controller,
    // drawing with no other move leaves nothing useful to do within 24 draws. A P pressed once the
    // dialog is open goes to the dialog, which ignores it.
    const page = await session().open('preset=vegas-draw1&deal=3');
    for (let i = 0; i < 24 && (await page.getByTestId('dialog-stuck').count()) === 0; i++) await page.keyboard.press('p');
    await page.getByTestId('dialog-stuck').waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
