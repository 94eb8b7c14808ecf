/** Saved-game files for e2e tests: one made by the engine, and loading one through the app's menu. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { currentState, makeSave, newGame, play, playSafeAutoMoves, type Game, type Move } from '../../src/engine';
import { MODERN, solveToCertainWin } from './plans';
import { ready, snapshot } from './tableHelpers';

/**
 * Writes a save of `deal` (deal 2 unless told) played to a certainly-won table (one Finish from a win)
 * into `dir`. With `recycles`, the game first goes through the whole stock that many times (100 points
 * each under standard scoring, more than the game can win back).
 */
export function nearlyWonFile(dir: string, recycles = 0, deal = 2): string {
  const moves = solveToCertainWin(deal, MODERN);
  if (moves === null) throw new Error(`no winning line for deal ${deal}`);
  // The line assumes the app's safe auto-moves after the deal and after every move, as the table plays.
  const auto = (g: Game): Game => {
    const r = playSafeAutoMoves(g);
    return r.ok ? r.value.game : g;
  };
  const step = (g: Game, move: Move): Game => {
    const r = play(g, move);
    if (!r.ok) throw new Error(r.error.reason);
    return r.value.game;
  };
  let start = newGame(MODERN, deal);
  while (currentState(start).pass <= recycles) start = step(start, { type: 'draw' });
  const game = moves.reduce<Game>((g, move) => auto(step(g, move)), auto(start));
  const path = join(dir, `nearly-won${deal === 2 ? '' : `-deal-${deal}`}${recycles === 0 ? '' : `-${recycles}-recycles`}.json`);
  writeFileSync(path, JSON.stringify(makeSave(game, 60_000)));
  return path;
}

/** Menu → Load game from a file, answering the file chooser with `path`. */
export async function loadGameFile(page: Page, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('hud-menu').click();
  await page.getByTestId('menu-load-file').click();
  await (await chooser).setFiles(path);
}

/** Loads the nearly-won save (written into `dir`) through the menu, and waits for it to be on the table. */
export async function loadNearlyWon(page: Page, dir: string, recycles = 0): Promise<void> {
  await loadGameFile(page, nearlyWonFile(dir, recycles));
  await expect.poll(async () => (await snapshot(page)).moves).toBeGreaterThan(10);
  await ready(page);
}

/** Loads the nearly-won save (written into `dir`) through the menu and presses `A` (Finish): a won game. */
export async function winByFinish(page: Page, dir: string): Promise<void> {
  await loadNearlyWon(page, dir);
  await page.keyboard.press('a'); // Finish
  await ready(page);
  expect((await snapshot(page)).won).toBe(true);
}
