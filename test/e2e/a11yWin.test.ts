/**
 * A whole deal won without sight: the browser side reads the table only through the
 * accessibility tree (the grid "Card table", its rows and cells, the live region, the win dialog's
 * role) and acts only with keys: Tab into the table, arrows, Enter, and A for Finish. Never
 * `window.klondike`. The winning line is worked out here in Node by the engine (plans.ts), and the
 * table the grid must show after each move is written from the engine's state by ariaTable.ts.
 */
import { expect, test } from 'vitest';
import { isCertainlyWon } from '../../src/engine';
import { expectedAriaTable, lastAnnouncement, playByGrid, readAriaTable } from './ariaTable';
import { seriousViolations } from './axe';
import { firstWinnableDeal, Mirror } from './plans';
import { PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
/** A cap for waiting on a state, not a pace: a busy machine may take seconds to draw a change. */
const WAIT = { timeout: 60_000 } as const;

test('a deal is won with the keyboard alone, reading the table through the accessibility tree', { timeout: 600_000 }, async () => {
  const { deal, moves } = firstWinnableDeal();
  const mirror = new Mirror(deal);
  const page = await session().page();
  await page.goto(session().url(`deal=${deal}`));
  await expect.poll(() => readAriaTable(page), WAIT).toEqual(expectedAriaTable(mirror.state));
  await page.keyboard.press('Tab');
  for (const [i, move] of moves.entries()) {
    await playByGrid(page, move);
    mirror.play(move);
    await expect
      .poll(() => readAriaTable(page), { ...WAIT, message: `deal ${deal}, move ${i + 1} of ${moves.length}` })
      .toEqual(expectedAriaTable(mirror.state));
  }
  expect(isCertainlyWon(mirror.state, mirror.rules)).toBe(true);
  await page.keyboard.press('a');
  mirror.finish();
  await expect.poll(() => readAriaTable(page), WAIT).toEqual(expectedAriaTable(mirror.state));
  await page.getByRole('dialog', { name: 'You won!' }).waitFor(WAIT);
  await expect.poll(() => lastAnnouncement(page), WAIT).toMatch(/You won!/);
  expect(await seriousViolations(page), 'the win dialog').toEqual([]);
});
