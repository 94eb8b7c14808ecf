/**
 * The seed programs to the letter, with real input: JSolitaire's click then click, its twos that wait
 * for the aces, its right-click anywhere on the table (not on the bars around it); the stock top left
 * under the seed programs' presets (the player's Settings choice over it); Klondike 2.3's both buttons,
 * hourglass, `1` then `W`, keypad with NumLock off, Y/N, the command letters and its dialogs' keys and
 * buttons, RULES typed as its manual says.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { presetById, rulesOfPlay, type PileId } from '../../src/engine';
import { Mirror } from './plans';
import { centre, expectTable, openDialogs, ready, rectOf, snapshot, tap, PLAIN_TABLE, useTableSession, type Point } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
const xy = (p: Point): [number, number] => [p.x, p.y];

/** The stock's corner: left when it lies left of every foundation, right when right of every one. */
async function stockSide(page: Page): Promise<'left' | 'right' | 'mixed'> {
  const stock = await rectOf(page, 'stock');
  const foundations = await Promise.all((['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'] as const).map((id) => rectOf(page, id)));
  if (foundations.every((f) => stock.x + stock.width <= f.x)) return 'left';
  if (foundations.every((f) => f.x + f.width <= stock.x)) return 'right';
  return 'mixed';
}

/**
 * A right-click at the middle of the first element `selector` matches. (A dialog just closed stays in
 * the page, hidden, until its 'close' event: selectors name the open one, `[open]`.)
 */
async function rightClickOn(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not shown`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
}

const toast = (page: Page, text: RegExp) => page.getByTestId('toast').filter({ hasText: text });

describe('JSolitaire', () => {
  test('stock top left; click then click; a two waits for the aces; right-click on the table deals, not on its bars; Settings puts the stock right', async () => {
    const rules = presetById('jsolitaire')!.rules;
    const page = await session().open('preset=jsolitaire&deal=1');
    const mirror = new Mirror(1, rules);
    await expectTable(page, mirror.snapshot(), 'dealt');
    // "The deck is located in the upper left corner … The suit stacks are located in the upper right corner".
    expect(await stockSide(page)).toBe('left');

    // "Click on the card (which will highlight it) and then click on the destination stack".
    await tap(page, centre(await rectOf(page, '3H')));
    await ready(page);
    expect((await snapshot(page)).waste.at(-1)).toBe('3H');
    await tap(page, centre(await rectOf(page, '4C')));
    mirror.play({ type: 'move', from: 'waste', to: 'tableau-2', card: '3H' });
    await expectTable(page, mirror.snapshot(), '3H selected, then placed on 4C');

    // The stock 14 times: 2S comes up while AD is still in the deck. "If the cards which might be placed
    // on top of it are already in the suit stacks": a red ace could, so 2S stays.
    for (let i = 0; i < 14; i++) {
      await tap(page, centre(await rectOf(page, 'stock')));
      await ready(page);
      mirror.play({ type: 'draw' });
    }
    await expectTable(page, mirror.snapshot(), '14 draws');
    const table = await snapshot(page);
    expect(table.waste.at(-1)).toBe('2S');
    expect(table.foundations.flat()).not.toContain('2S');
    expect(table.foundations.flat()).not.toContain('AD');

    // "Right-clicking anywhere on the screen": JSolitaire's screen was its table, so the table and a
    // message over it; a right-click on the status bar or a toolbar button is no deal.
    await rightClickOn(page, '.ui-hud-top');
    await rightClickOn(page, '[data-testid="hud-menu"]');
    await rightClickOn(page, '[data-testid="hud-hint"]');
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await page.keyboard.press('1');
    await page.keyboard.press('w');
    await expect.poll(() => toast(page, /waste/).count()).toBe(1);
    await rightClickOn(page, '[data-testid="toast"]');
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot(), 'the bars dealt nothing; a right-click on a message dealt one');

    // The player's own choice wins over the preset's side.
    await page.keyboard.press('t');
    await page.getByTestId('settings-stock-side').locator('input[data-value="right"]').click();
    await page.getByTestId('settings-done').click();
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await expect.poll(() => stockSide(page)).toBe('right');
  });
});

/** Klondike 2.3's keypad with NumLock off: the key the keypad sends, and its Windows key code. */
const NUMLOCK_OFF: Readonly<Record<number, { key: string; code: number }>> = {
  1: { key: 'End', code: 35 },
  4: { key: 'ArrowLeft', code: 37 },
};

describe('Klondike 2.3', () => {
  test('both buttons cancel, the hourglass, 1 then W, the keypad, Y/N, the command letters and the dialogs', async () => {
    const preset = 'klondike23-var0-relaxed';
    const page = await session().open(`preset=${preset}&deal=11`);
    const mirror = new Mirror(11, presetById(preset)!.rules);
    await expectTable(page, mirror.snapshot(), 'dealt');
    expect(await stockSide(page)).toBe('left');
    const canvas = page.locator('canvas').first();
    const cursor = (): Promise<string> => canvas.evaluate((c) => (c as HTMLCanvasElement).style.cursor);
    const felt = async (): Promise<Point> => {
      const card = await rectOf(page, (await snapshot(page)).tableau[0]!.up[0]!);
      return { x: card.x + card.width / 2, y: card.y + card.height * 2.2 };
    };

    // "After you select the card … the cursor changes to an hourglass"; both buttons cancel, in either order.
    for (const order of [
      ['left', 'right'],
      ['right', 'left'],
    ] as const) {
      // "Whenever you place it over a location that could be used as a destination, it will change from
      // the hourglass back to a pointing hand": a column does; the waste and the stock never take a card.
      // (Column 1's card first, so that the taps on AH are never a double tap, which sends it home.)
      await tap(page, centre(await rectOf(page, (await snapshot(page)).tableau[0]!.up[0]!)));
      for (const [over, shown] of [
        ['waste', 'wait'],
        ['stock', 'wait'],
        ['tableau-2', 'pointer'],
      ] as const) {
        await page.mouse.move(...xy(centre(await rectOf(page, over))));
        await expect.poll(cursor, { message: over }).toBe(shown);
      }
      await page.keyboard.press('Escape');
      await page.mouse.move(...xy(centre(await rectOf(page, 'stock'))));
      await expect.poll(cursor, { message: 'the stock with nothing selected' }).toBe('pointer');

      await tap(page, centre(await rectOf(page, 'AH')));
      await page.mouse.move(...xy(await felt()));
      await expect.poll(cursor).toBe('wait');
      // Over the foundation where a left click alone would place AH.
      await page.mouse.move(...xy(centre(await rectOf(page, 'foundation-3' as PileId))));
      await page.mouse.down({ button: order[0] });
      await page.mouse.down({ button: order[1] });
      await page.mouse.up({ button: order[1] });
      await page.mouse.up({ button: order[0] });
      await ready(page);
      await expectTable(page, mirror.snapshot(), `both buttons (${order.join(' then ')}): nothing moved, nothing dealt`);
      await page.mouse.move(...xy(await felt()));
      await expect.poll(cursor).toBe('');
    }

    // "You could never move a card from pile 1 to the waste pile" (error messages on).
    await page.keyboard.press('1');
    await page.keyboard.press('w');
    await expect.poll(() => toast(page, /can't go to the waste/).count()).toBe(1);

    // The keypad with NumLock off: Numpad4 (ArrowLeft) names column 4, then F sends its AH home.
    const cdp = await page.context().newCDPSession(page);
    const numpad = async (digit: number): Promise<void> => {
      const { key, code } = NUMLOCK_OFF[digit]!;
      for (const type of ['rawKeyDown', 'keyUp'] as const) {
        await cdp.send('Input.dispatchKeyEvent', { type, key, code: `Numpad${digit}`, windowsVirtualKeyCode: code, location: 3 });
      }
    };
    await numpad(4);
    await page.keyboard.press('f');
    mirror.play({ type: 'move', from: 'tableau-4', to: 'foundation-1', card: 'AH' });
    await expectTable(page, mirror.snapshot(), 'Numpad4 (NumLock off) then F');
    await numpad(1);
    await page.keyboard.press('Escape');

    // NEW: "Press either Y or N", shown on the answers' buttons: N keeps the game.
    await page.keyboard.press('n');
    await expect.poll(() => openDialogs(page)).toEqual(['dialog-confirm']);
    expect(await page.getByTestId('confirm-yes').locator('kbd').textContent()).toBe('Y');
    expect(await page.getByTestId('confirm-no').locator('kbd').textContent()).toBe('N');
    await page.keyboard.press('n');
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await expectTable(page, mirror.snapshot(), 'N kept the game');

    // The command letters, highlighted in the menu's labels.
    await page.keyboard.press('m');
    await expect.poll(() => openDialogs(page)).toEqual(['dialog-menu']);
    const letters = await page
      .locator('[data-testid="dialog-menu"] .key-letter')
      .evaluateAll((spans) => spans.map((s) => `${s.closest('button')?.dataset.testid}:${s.textContent}`));
    expect(letters).toEqual(expect.arrayContaining(['menu-rules:l', 'menu-settings:t', 'menu-about:o']));
    await page.keyboard.press('Escape');
    await expect.poll(() => openDialogs(page)).toEqual([]);

    // INFO: "Press any key" / "any mouse button to return to the game".
    await page.keyboard.press('o');
    await expect.poll(() => openDialogs(page)).toEqual(['dialog-about']);
    await page.keyboard.press('x');
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await page.keyboard.press('o');
    await expect.poll(() => openDialogs(page)).toEqual(['dialog-about']);
    await rightClickOn(page, '[data-testid="dialog-about"][open] p');
    await expect.poll(() => openDialogs(page)).toEqual([]);

    // BACK and CONFIG (Settings) by keys: "pressing the corresponding number", "F, P or O for Sound;
    // and Y or N for Error Messages", Enter when done.
    const checked = (testid: string): Promise<string | null> => page.getByTestId(testid).locator('input:checked').getAttribute('data-value');
    const errorsOn = (): Promise<boolean> => page.getByTestId('settings-errors').isChecked();
    await page.keyboard.press('t');
    await expect.poll(() => openDialogs(page)).toEqual(['dialog-settings']);
    await page.keyboard.press('3');
    await page.keyboard.press('p');
    await page.keyboard.press('n');
    expect([await checked('settings-back'), await checked('settings-sound'), await errorsOn()]).toEqual(['3', 'partial', false]);
    await page.keyboard.press('Enter');
    await expect.poll(() => openDialogs(page)).toEqual([]);
    // Opened again, the focus is on the back in use: a Space keeps it.
    await page.keyboard.press('t');
    await expect.poll(() => openDialogs(page)).toEqual(['dialog-settings']);
    await page.keyboard.press(' ');
    expect([await checked('settings-back'), await checked('settings-sound'), await errorsOn()]).toEqual(['3', 'partial', false]);
    await page.keyboard.press('y');
    expect(await errorsOn()).toBe(true);
    // "Press the right mouse button when done".
    await rightClickOn(page, '[data-testid="dialog-settings"][open] h3');
    await expect.poll(() => openDialogs(page)).toEqual([]);

    // RULES: Enter ends the variation's question, then the movement rule's: with nothing changed, the
    // second closes. Then the variation's number and S or R, and the right button.
    await page.keyboard.press('l');
    await expect.poll(() => openDialogs(page)).toEqual(['dialog-rules']);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('rules-key-step').isVisible()).toBe(true);
    expect(await openDialogs(page)).toEqual(['dialog-rules']);
    await page.keyboard.press('Enter');
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await expectTable(page, mirror.snapshot(), 'none of the dialogs dealt or moved a card');
    await page.keyboard.press('l');
    await page.keyboard.press('2');
    await page.keyboard.press('s');
    await expect.poll(() => page.getByTestId('rules-preset').inputValue()).toBe('klondike23-var2-strict');
    await rightClickOn(page, '[data-testid="dialog-rules"][open] [data-testid="rules-match"]');
    await expect.poll(() => openDialogs(page)).toEqual(['dialog-rules', 'dialog-confirm']);
    await page.keyboard.press('y');
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await ready(page);
    expect((await snapshot(page)).rules).toMatchObject({ draw: 1, passes: null, moves: 'strict' });

    // Typed as the manual says, on a game not yet begun (which asks nothing): 2, Enter, R, Enter. Were the
    // first Enter to close the dialog, R would restart the deal and the rules stay strict.
    await page.keyboard.press('l');
    await expect.poll(() => openDialogs(page)).toEqual(['dialog-rules']);
    for (const key of ['2', 'Enter', 'r']) await page.keyboard.press(key);
    await expect.poll(() => page.getByTestId('rules-preset').inputValue()).toBe('klondike23-var2-relaxed');
    expect(await openDialogs(page)).toEqual(['dialog-rules']);
    await page.keyboard.press('Enter');
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await ready(page);
    expect((await snapshot(page)).rules).toMatchObject(rulesOfPlay(presetById('klondike23-var2-relaxed')!.rules));
  });
});
