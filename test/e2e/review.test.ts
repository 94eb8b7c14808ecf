/**
 * Review this game in real Chromium: a lost game of a known deal, loaded from a save file,
 * is reviewed from "No more moves" and from the menu (and New offers the review first); the finding is in the dialog and said once by the
 * announcer; Go back puts the table exactly where a replay of the moves before the losing one puts it;
 * Show me from there wins; Cancel stops a review that is still searching. And "No more moves" is
 * never said of a game still won by taking cards back off the foundations (deal 42). Real clicks and
 * keys only.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  Mt19937,
  applyMove,
  currentState,
  legalMoves,
  makeSave,
  newGame,
  parseMoves,
  replayGame,
  snapshotOf,
  type Game,
  type GameState,
  type Move,
} from '../../src/engine';
import { reviewGame, solve } from '../../src/solver';
import { formatReview } from '../../src/ui/text/reviewText';
import { playOnCarelessly } from '../../scripts/lostGames';
import { DEAL_42_LINE } from '../fixtures/deal42Line';
import { seriousViolations } from './axe';
import { loadGameFile } from './gameFiles';
import { MODERN } from './plans';
import { expectTable, openDialogs, PLAIN_TABLE, ready, snapshot, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
const BUDGET = { maxMs: 10_000, now: () => performance.now() };
/** A deal whose winning line has a losing move late in it: Show me then has under 50 moves to play. */
const DEAL = 14;

/** A game whose history is `moves`, one entry each (as a save file holds them). */
function gameOf(deal: number, moves: readonly Move[]): Game {
  const history = moves.map((move) => ({ kind: 'move' as const, moves: [move] }));
  const replayed = replayGame(newGame(MODERN, deal), history, history.length, { scoringStopsAt: null, undoLocked: false });
  if (!replayed.ok) throw new Error('the game does not replay');
  return replayed.value;
}

/**
 * DEAL played along a winning line, then a move proven to lose (the latest one found, going back from
 * the line's end), then carelessly until no more moves are left: the losing move's number is known by
 * construction (every table before it lies on a winning line).
 */
function lostGame(): { game: Game; slip: number } {
  const start = currentState(newGame(MODERN, DEAL));
  const line = solve(start, MODERN, BUDGET);
  if (line.verdict !== 'winnable') throw new Error(`deal ${DEAL} is winnable`);
  const positions: GameState[] = [start];
  for (const move of line.moves) {
    const applied = applyMove(positions.at(-1)!, move, MODERN);
    if (!applied.ok) throw new Error('the line does not replay');
    positions.push(applied.value.state);
  }
  for (let at = line.moves.length - 1; at > 0; at--) {
    const before = positions[at]!;
    for (const losing of legalMoves(before, MODERN)) {
      const applied = applyMove(before, losing, MODERN);
      if (!applied.ok || solve(applied.value.state, MODERN, { ...BUDGET, maxMs: 300 }).verdict !== 'unwinnable') continue;
      const moves = [...line.moves.slice(0, at), losing];
      const played = [...positions.slice(0, at + 1), applied.value.state];
      if (!playOnCarelessly(new Mt19937(at), MODERN, moves, played)) continue;
      return { game: gameOf(DEAL, moves), slip: at + 1 };
    }
  }
  throw new Error('no losing move found on the line');
}

/** Records every text the announcer says, from now on. */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const said: string[] = [];
    Object.assign(window, { said });
    const region = document.querySelector('[data-testid="announcer"]')!;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
  });
}
const announced = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { said: string[] }).said);

/** The review dialog's finding, once it has one. */
async function reviewResult(page: Page): Promise<string> {
  const result = page.getByTestId('review-result');
  await result.waitFor({ state: 'visible', timeout: 20_000 });
  return result.innerText();
}

/** Loads the save through the menu and waits for "No more moves" (the game on it is lost). */
async function loadLostGame(page: Page, path: string, replacing: boolean): Promise<void> {
  await loadGameFile(page, path);
  if (replacing) await page.getByTestId('confirm-yes').click();
  await page.getByTestId('dialog-stuck').waitFor({ state: 'visible' });
  await ready(page);
}

describe('Review this game', () => {
  test('a lost game of a known deal: from No more moves and from the menu, Go back, Show me from there; Cancel stops a review', {
    timeout: 90_000,
  }, async () => {
    const { game, slip } = lostGame();
    // The review in Node agrees with the construction; the dialog must say what it says, in the app's words.
    const outcome = reviewGame(game.states, MODERN, BUDGET);
    expect(outcome).toMatchObject({ verdict: 'slipped', move: slip });
    const expected = formatReview(outcome, game, BUDGET.maxMs).text;
    const dir = mkdtempSync(join(tmpdir(), 'klondike-review-'));
    const path = join(dir, `lost-deal-${DEAL}.json`);
    writeFileSync(path, JSON.stringify(makeSave(game, 60_000)));

    // New offers the review of the game it would give up. Cancel: deal 31 after one draw takes the
    // solver seconds a position, so the review is still searching when Cancel is pressed; the dialog
    // goes and the table is the player's again.
    const page = await session().open('deal=31');
    await page.keyboard.press('p');
    await page.keyboard.press('n');
    await page.getByTestId('confirm-review').click();
    await page.getByTestId('review-progress').waitFor({ state: 'visible' });
    expect(await page.getByTestId('review-progress').innerText()).toMatch(/^Looking through \d+ moves?…/);
    // A real click on the button, without Playwright's wait for two still animation frames: on a busy
    // machine that wait once outlasted the review's 10 s, which then ended on its own (the dialog has no
    // animation, so the button is where it is drawn).
    await page.getByTestId('review-cancel').click({ force: true });
    await expect.poll(() => openDialogs(page)).toEqual([]);
    expect((await snapshot(page)).deal).toBe(31);

    // From "No more moves": the finding, said once. (That the worker drops a cancelled review at once
    // is solverWorker.test.ts's to show.)
    await loadLostGame(page, path, true);
    await recordAnnouncements(page);
    await page.getByTestId('stuck-review').click();
    expect(await reviewResult(page)).toBe(expected);
    expect(expected).toMatch(new RegExp(`^The win slipped away at move ${slip}, when you `));
    expect((await announced(page)).filter((text) => text.includes(expected))).toHaveLength(1);
    // Beside it, once the fair odds are worked out in the worker: what the player could have known there.
    await expect
      .poll(() => page.getByTestId('review-fair').innerText(), { timeout: 30_000 })
      .toMatch(
        /^(With what you could see, .+ kept \d+%; the move you played, \d+%\.|You could not have known: your move was the best bet with what you could see \(\d+%\); the cards that decided it were face down\.)$/,
      );
    expect(await seriousViolations(page)).toEqual([]);

    // Go back: the table of a replay of the moves before the losing one.
    await page.getByTestId('review-go-back').click();
    await expect.poll(() => openDialogs(page)).toEqual([]);
    await expectTable(
      page,
      snapshotOf(
        gameOf(
          DEAL,
          game.history.slice(0, slip - 1).flatMap((entry) => entry.moves),
        ),
      ),
    );

    // From the menu, on the lost game loaded again: Show me from there plays on to the win.
    await loadLostGame(page, path, true);
    await page.getByTestId('stuck-close').click();
    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-review').click();
    expect(await reviewResult(page)).toBe(expected);
    await page.getByTestId('review-show-me').click();
    await page.waitForFunction(() => window.klondike!.state().won, undefined, { timeout: 60_000, polling: 250 });
    expect((await snapshot(page)).won).toBe(true);
  });

  test('deal 42 along a winning line: no "No more moves" where the win takes cards back off the foundations', async () => {
    const parsed = parseMoves(DEAL_42_LINE, currentState(newGame(MODERN, 42)), MODERN);
    if (!parsed.ok) throw new Error('the fixture line does not parse');
    const dir = mkdtempSync(join(tmpdir(), 'klondike-stuck-'));
    const path = join(dir, 'deal-42.json');
    // Saved one move short of the table the old one-move test called stuck; the player makes that move.
    writeFileSync(path, JSON.stringify(makeSave(gameOf(42, parsed.value.slice(0, -1)), 60_000)));
    const page = await session().open('deal=42');
    await loadGameFile(page, path); // over a game not begun: nothing to confirm
    await expect.poll(async () => (await snapshot(page)).moves).toBe(parsed.value.length - 1);
    await ready(page);
    await page.keyboard.press('w');
    await page.keyboard.press('6');
    await ready(page); // waits for the verdict on "no more moves" too
    const table = await snapshot(page);
    expect(table.moves).toBe(parsed.value.length);
    expect(table.tableau[5]!.up.at(-1)).toBe('TC'); // the move played: the waste's 10♣ onto column 6's J♥
    expect(await openDialogs(page)).toEqual([]);
  });
});
