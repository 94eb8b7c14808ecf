/**
 * Presets that play like their programs, with real input: no auto-moves at Klondike 2.3's deal (modern's
 * are part of its deal: Undo is off at Moves 0),
 * JSolitaire's opening turn, right-click to deal, Klondike 2.3's click then click, `P` then a digit,
 * the plain "nowhere to go", and a double-tap on the waste that leaves the uncovered card alone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { applyMove, currentState, newGame, presetById, targetsOf, TABLEAU_IDS, type GameState, type PileId, type Rules } from '../../src/engine';
import { Mirror } from './plans';
import { centre, expectTable, ready, rectOf, snapshot, tap, PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
const KLONDIKE_23 = 'klondike23-var0-relaxed';
const rulesOf = (id: string): Rules => presetById(id)!.rules;

/** The first deal whose table after `draws` turns of the stock satisfies `pick`. */
function findDeal<T>(rules: Rules, pick: (state: GameState, deal: number) => T | null, draws = 1): { deal: number; found: T } {
  for (let deal = 1; deal <= 500; deal++) {
    let state = currentState(newGame(rules, deal));
    for (let i = 0; i < draws; i++) {
      const drawn = applyMove(state, { type: 'draw' }, rules);
      if (!drawn.ok) break;
      state = drawn.value.state;
      const found = pick(state, deal);
      if (found !== null) return { deal, found };
    }
  }
  throw new Error('no deal fits');
}

/** A point on the felt: below column 1's only card. */
async function feltPoint(page: Page): Promise<{ x: number; y: number }> {
  const card = await rectOf(page, (await snapshot(page)).tableau[0]!.up[0]!);
  return { x: card.x + card.width / 2, y: card.y + card.height * 2.2 };
}

describe('auto-moves belong to the preset', () => {
  test("Klondike 2.3 leaves deal 11's AH and 2H where they lie; modern sends them home, as part of the deal: nothing to undo", async () => {
    const k23 = await session().open(`preset=${KLONDIKE_23}&deal=11`);
    await expectTable(k23, new Mirror(11, rulesOf(KLONDIKE_23)).snapshot());
    expect((await snapshot(k23)).foundations.flat()).toEqual([]);
    const modern = await session().open('deal=11');
    const dealt = await snapshot(modern);
    expect(dealt.foundations.flat()).toEqual(expect.arrayContaining(['AH', '2H']));
    expect(dealt.moves).toBe(0);
    expect(await modern.getByTestId('hud-undo').isDisabled(), 'Undo at Moves 0').toBe(true);
    await modern.keyboard.press('u');
    await expect.poll(() => modern.getByTestId('toast').allInnerTexts()).toContain('Nothing to undo.');
    await ready(modern);
    expect((await snapshot(modern)).foundations).toEqual(dealt.foundations);
  });

  test('JSolitaire opens with its first turn made: three cards on the waste', async () => {
    const page = await session().open('preset=jsolitaire&deal=1');
    await expectTable(page, new Mirror(1, rulesOf('jsolitaire')).snapshot());
    expect((await snapshot(page)).waste).toHaveLength(3);
  });
});

describe("Klondike 2.3's mouse and keys", () => {
  test('the right button deals, on a card or on the felt, and no context menu opens', async () => {
    const page = await session().open(`preset=${KLONDIKE_23}&deal=11`);
    await page.evaluate(() => {
      window.addEventListener('contextmenu', (event) => {
        document.body.dataset.menuPrevented = String(event.defaultPrevented);
      });
    });
    const mirror = new Mirror(11, rulesOf(KLONDIKE_23));
    await page.mouse.click(...xy(centre(await rectOf(page, 'AH'))), { button: 'right' });
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot(), 'right-click on a card');
    await page.mouse.click(...xy(await feltPoint(page)), { button: 'right' });
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot(), 'right-click on the felt');
    expect(await page.evaluate(() => document.body.dataset.menuPrevented)).toBe('true');
  });

  test('click then click: the first click selects, the second places; the felt and Esc cancel', async () => {
    const page = await session().open(`preset=${KLONDIKE_23}&deal=11`);
    const mirror = new Mirror(11, rulesOf(KLONDIKE_23));
    // Not the leftmost foundation, where a tap that moves would have sent it.
    await tap(page, centre(await rectOf(page, 'AH')));
    await tap(page, centre(await rectOf(page, 'foundation-3')));
    mirror.play({ type: 'move', from: 'tableau-4', to: 'foundation-3', card: 'AH' });
    await expectTable(page, mirror.snapshot(), 'AH selected, then placed');

    // Selected, then cancelled on the felt: the next click on the foundation plays nothing. A right-click
    // then deals, so the table shows that the foundation click did nothing in between.
    await tap(page, centre(await rectOf(page, '2H')));
    await tap(page, await feltPoint(page));
    await tap(page, centre(await rectOf(page, 'AH')));
    await tap(page, centre(await rectOf(page, '2H')));
    await page.keyboard.press('Escape');
    await tap(page, centre(await rectOf(page, 'AH')));
    await page.mouse.click(...xy(centre(await rectOf(page, 'stock'))), { button: 'right' });
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot(), 'both selections cancelled');
  });

  test('P then a column plays the card P turned onto that column', async () => {
    const rules = rulesOf(KLONDIKE_23);
    const { deal, found: column } = findDeal(rules, (state) => {
      const card = state.waste.at(-1)!;
      const to = targetsOf(state, rules, 'waste', card).find((pile) => pile.startsWith('tableau'));
      return to === undefined ? null : TABLEAU_IDS.indexOf(to as (typeof TABLEAU_IDS)[number]) + 1;
    });
    const page = await session().open(`preset=${KLONDIKE_23}&deal=${deal}`);
    const mirror = new Mirror(deal, rules);
    await page.keyboard.press('p');
    await page.keyboard.press(String(column));
    mirror.play({ type: 'draw' });
    const card = mirror.state.waste.at(-1)!;
    mirror.play({ type: 'move', from: 'waste', to: TABLEAU_IDS[column - 1]!, card });
    await expectTable(page, mirror.snapshot());
  });
});

describe('the tap setting, for every preset', () => {
  test('Settings → "Tap a card: selects it" under modern: a tap selects, the felt cancels', async () => {
    const mirror = new Mirror(11);
    const state = mirror.state;
    const column = state.tableau.findIndex((c, i) => c.up.length > 0 && targetsOf(state, mirror.rules, TABLEAU_IDS[i]!, c.up.at(-1)!).length > 0);
    const card = state.tableau[column]!.up.at(-1)!;
    const page = await session().open('deal=11');
    await expectTable(page, mirror.snapshot(), 'dealt');
    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-settings').click();
    const choice = page.getByTestId('settings-tap').locator('input[data-value="select"]');
    await choice.click();
    expect(await choice.isChecked()).toBe(true);
    await page.getByTestId('settings-done').click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    // A tap that moved would have sent the card to its place; selected and cancelled, it stays.
    await tap(page, centre(await rectOf(page, card)));
    await tap(page, await feltPoint(page));
    await page.mouse.click(...xy(centre(await rectOf(page, 'stock'))), { button: 'right' });
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot(), `${card} only selected`);
  });
});

describe('taps that say and do what they mean', () => {
  test('a card with nowhere to go says so plainly', async () => {
    const rules = rulesOf('windows');
    const state = currentState(newGame(rules, 11));
    const column = state.tableau.findIndex((c, i) => targetsOf(state, rules, TABLEAU_IDS[i]!, c.up.at(-1)!).length === 0);
    const card = state.tableau[column]!.up.at(-1)!;
    const page = await session().open('preset=windows&deal=11');
    await tap(page, centre(await rectOf(page, card)));
    await expect.poll(() => page.getByTestId('toast').allTextContents()).toContainEqual(expect.stringMatching(/has nowhere to go\.$/));
  });

  test("a double-tap that sends the waste's card home leaves the card it uncovers alone", async () => {
    const rules = rulesOf('windows');
    const { deal, found: draws } = findDeal(
      rules,
      (state) => {
        const [under, top] = [state.waste.at(-2), state.waste.at(-1)];
        if (under === undefined || top === undefined || top[0] !== 'A') return null;
        // The uncovered card must have a place to go, or acting on it would show nothing.
        const after = applyMove(state, { type: 'move', from: 'waste', to: 'foundation-1', card: top }, rules);
        return after.ok && targetsOf(after.value.state, rules, 'waste', under).length > 0 ? 24 - state.stock.length : null;
      },
      24,
    );
    // Without animation the ace leaves at once, so the second click lands on the card it uncovered,
    // as a finger's does once a short flight has ended.
    const page = await session().open(`preset=windows&deal=${deal}`);
    const mirror = new Mirror(deal, rules);
    for (let i = 0; i < draws; i++) {
      // One at a time: a tap on the stock while the last card still flies over it would hit that card.
      await tap(page, centre(await rectOf(page, 'stock')));
      await ready(page);
      mirror.play({ type: 'draw' });
    }
    await expectTable(page, mirror.snapshot(), 'drawn to the ace');
    const ace = mirror.state.waste.at(-1)!;
    await page.mouse.dblclick(...xy(centre(await rectOf(page, ace))));
    mirror.play({ type: 'move', from: 'waste', to: 'foundation-1' as PileId, card: ace });
    await expectTable(page, mirror.snapshot(), 'only the ace went home');
  });
});

function xy(point: { x: number; y: number }): [number, number] {
  return [point.x, point.y];
}
