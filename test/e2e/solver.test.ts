/**
 * The solver in the app, in real Chromium: Hint follows a winning line (and says so), or says the game
 * is lost; Show me plays a deal out (the win is marked as assisted, and the statistics do not count
 * it) and stops on Stop; the fair hint and the chance to win (a drag lands while the worker's answer is
 * still out); the "Still winnable?" mark; "Winnable deals only" deals numbers the solver in
 * Node also proves winnable; the worker script comes from the app's own origin and no request leaves
 * it. Every action is a real key press or click; the page is only read through `window.klondike` and
 * the DOM.
 */
import type { Page, Request, Worker } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { heuristicHint } from '../../src/app/session/bestMove';
import { FAIR_HINT_BUDGET } from '../../src/app/session/fairHint';
import { wayBack } from '../../src/app/session/gameProgress';
import { canUndo, currentState, DEFAULT_RULES, legalMoves, newGame, rulesOfPlay, type Move } from '../../src/engine';
import { solve } from '../../src/solver';
import { fairMove } from '../../src/solver/fair/fairPlayer';
import { describeMoveClause, hintMessage } from '../../src/ui/text/format';
import { Mirror } from './plans';
import { expectTable, openDialogs, playByPointer, ready, snapshot, PLAIN_TABLE, useTableSession, waitFrames, type TableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);

declare global {
  interface Window {
    /** Installed by `gateSolverAnswers`. */
    solverGate?: { held: boolean; readonly waiting: () => number; readonly release: () => void };
  }
}

/**
 * Puts a gate, before the app's own scripts run, on what the solver's worker sends back: while
 * `solverGate.held`, its answers wait in a queue, as if the worker were still searching; `release()`
 * hands them to the app in order. The worker itself runs as ever; the page only sees it late.
 */
async function gateSolverAnswers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const queue: [EventTarget, unknown][] = [];
    const gate = {
      held: false,
      waiting: () => queue.length,
      release(): void {
        gate.held = false;
        for (const [worker, data] of queue.splice(0)) worker.dispatchEvent(new MessageEvent('message', { data }));
      },
    };
    window.solverGate = gate;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        // Added before the app's own handler, so it can keep the answer from it; the answers it hands
        // back later are not trusted events, and pass.
        this.addEventListener('message', (event) => {
          if (!gate.held || !event.isTrusted) return;
          event.stopImmediatePropagation();
          queue.push([this, event.data]);
        });
      }
    };
  });
}

/** Milliseconds the solver in Node may take to prove a deal (the worker had one second). */
const NODE_SOLVE_MS = 10_000;

function provedWinnable(deal: number): boolean {
  const state = currentState(newGame(DEFAULT_RULES, deal));
  return solve(state, DEFAULT_RULES, { maxMs: NODE_SOLVE_MS, now: () => performance.now() }).verdict === 'winnable';
}

/** The hint toasts on screen, oldest first. */
function hintToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="toast"].toast-hint')].map((t) => t.textContent ?? ''));
}

/** Presses H and waits for a hint toast (the solver answers within its 600 ms budget, plus the worker's start). */
async function pressHint(page: Page): Promise<string> {
  // A toast with the same words would only be refreshed, so clear the old ones first (a tap dismisses one).
  for (const toast of await page.locator('[data-testid="toast"].toast-hint').all()) await toast.click();
  await expect.poll(() => hintToasts(page)).toEqual([]);
  await page.keyboard.press('h');
  await expect.poll(() => hintToasts(page), { timeout: 60_000 }).toHaveLength(1);
  return (await hintToasts(page))[0]!;
}

/** The legal move whose winning-line hint reads `text`, on the mirror's table. */
function moveNamedBy(text: string, mirror: Mirror): Move | undefined {
  const state = mirror.state;
  return legalMoves(state, mirror.rules).find((move) => hintMessage({ move, source: 'winning-line', verdict: 'winnable' }, state) === text);
}

async function openMenuItem(page: Page, item: string): Promise<void> {
  await page.getByTestId('hud-menu').click();
  await page.getByTestId(item).click();
}

/** Menu → Settings, `change` inside the dialog, Done. */
async function inSettings(page: Page, change: (dialog: ReturnType<Page['getByTestId']>) => Promise<void>): Promise<void> {
  await openMenuItem(page, 'menu-settings');
  const dialog = page.getByTestId('dialog-settings');
  await dialog.waitFor({ state: 'visible' });
  await change(dialog);
  await page.getByTestId('settings-done').click();
  await expect.poll(() => openDialogs(page)).toEqual([]);
}

/** Settings → Hints: "See what you see" (`fair`) or "Know every card" (`full`). */
const hintsSee = (sight: 'fair' | 'full', page: Page): Promise<void> =>
  inSettings(page, async (dialog) => {
    const choice = dialog.getByTestId('settings-hints').locator(`input[data-value="${sight}"]`);
    await choice.click();
    expect(await choice.isChecked()).toBe(true);
  });

const animationOff = (page: Page): Promise<void> =>
  inSettings(page, async (dialog) => {
    // Each segment's radio input lies over its label, so the tap lands on the input.
    const off = dialog.getByTestId('settings-animation').locator('input[data-value="off"]');
    await off.click();
    expect(await off.isChecked()).toBe(true);
  });

/** Answers the Show me question with yes, checking it asks first. */
async function confirmShowMe(page: Page): Promise<void> {
  const dialog = page.getByTestId('dialog-confirm');
  await dialog.waitFor({ state: 'visible' });
  expect(await dialog.innerText()).toContain('Play the rest for you?');
  await page.getByTestId('confirm-yes').click();
}

const moves = async (page: Page): Promise<number> => (await snapshot(page)).moves;

/**
 * Opens `query` in a fresh page whose every request (the page's and its workers') and every worker
 * are recorded from before the navigation.
 */
async function openRecorded(table: TableSession, query: string): Promise<{ page: Page; requests: string[]; workers: Worker[] }> {
  const page = await table.page();
  const requests: string[] = [];
  const workers: Worker[] = [];
  page.context().on('request', (request: Request) => requests.push(request.url()));
  page.on('worker', (worker) => workers.push(worker));
  await page.goto(table.url(query));
  await page.waitForFunction(() => window.klondike !== undefined);
  await ready(page);
  return { page, requests, workers };
}

/** Every request went to the preview server; the solver worker was started from a script there. */
function expectOwnOrigin(origin: string, requests: readonly string[], workers: readonly Worker[]): void {
  expect(requests.length).toBeGreaterThan(0);
  expect(
    requests.filter((url) => !url.startsWith(`${origin}/`)),
    'requests beyond the origin',
  ).toEqual([]);
  const solverWorkers = workers.map((w) => w.url()).filter((url) => url.includes('solver.worker'));
  expect(solverWorkers, 'a solver worker was created').toHaveLength(1);
  expect(solverWorkers[0]!.startsWith(`${origin}/`)).toBe(true);
  expect(
    requests.some((url) => url.includes('solver.worker')),
    'the worker script was fetched',
  ).toBe(true);
}

describe('Hint', () => {
  test('deal 2: H names a legal move on a winning line; after playing it, H still does; every request stays on the origin', async () => {
    const { page, requests, workers } = await openRecorded(session(), 'deal=2');
    const mirror = new Mirror(2);
    await expectTable(page, mirror.snapshot());
    await hintsSee('full', page);

    for (let round = 1; round <= 2; round++) {
      const text = await pressHint(page);
      expect(text, `hint ${round}`).toMatch(/ — on a winning line\.$/);
      const move = moveNamedBy(text, mirror);
      expect(move, `hint ${round} names a legal move: ${text}`).toBeDefined();
      // The hinted move does keep the game winnable (the solver in Node agrees).
      const after = new Mirror(2);
      after.game = mirror.game;
      after.play(move!);
      expect(solve(after.state, after.rules, { maxMs: NODE_SOLVE_MS, now: () => performance.now() }).verdict).toBe('winnable');
      // The player follows it with the pointer; the table changes exactly as the engine says.
      const before = await snapshot(page);
      await playByPointer(page, move!, mirror.snapshot());
      mirror.play(move!);
      await expectTable(page, mirror.snapshot(), `after hint ${round}: ${text}`);
      expect(await snapshot(page)).not.toEqual(before);
    }

    // Test 6's check rides along here: the solver worker comes from the app's origin, nothing else is asked for.
    expectOwnOrigin(new URL(session().url('')).origin, requests, workers);
  });

  test('deal 1 (lost from the start): H says the deal cannot be won, then suggests Undo once the player has a move to undo', async () => {
    const page = await session().open('deal=1');
    const mirror = new Mirror(1);
    await expectTable(page, mirror.snapshot());
    await hintsSee('full', page);
    const expected = (): string =>
      hintMessage(
        { move: heuristicHint(mirror.state, mirror.rules), source: 'heuristic', verdict: 'unwinnable' },
        mirror.state,
        wayBack(mirror.game, canUndo(mirror.game)),
      );

    // Only the safe automatic moves are on the table: Undo or Restart would not help.
    const first = await pressHint(page);
    expect(first).toMatch(/^This deal can't be won, however it is played: try a new deal\./);
    expect(first).toBe(expected());

    await page.keyboard.press('p');
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot());
    const second = await pressHint(page);
    expect(second).toMatch(/^This game can't be won from here: Undo to go back\./);
    expect(second).toBe(expected());
  });
});

describe('fair help (the default: hints see what the player sees)', () => {
  const FAIR_HINT = /^Best bet with what you can see: (.+) — (\d+)% of the ways the hidden cards could lie still win\.$/;

  test('deal 2: H gives the fair player’s move with its share, another move than "Know every card" gives; switched on, the chance to win shows, is worked out again after a move, and a drag lands while it is', async () => {
    const page = await session().open('deal=2', {}, gateSolverAnswers);
    const mirror = new Mirror(2);
    await expectTable(page, mirror.snapshot());

    await page.keyboard.press('h');
    await expect.poll(() => hintToasts(page), { timeout: 60_000 }).toContainEqual(expect.stringMatching(FAIR_HINT));
    const text = (await hintToasts(page)).find((toast) => FAIR_HINT.test(toast))!;
    const [, said, share] = FAIR_HINT.exec(text)!;
    expect(Number(share)).toBeGreaterThan(0);
    expect(Number(share)).toBeLessThanOrEqual(100);
    const move = legalMoves(mirror.state, mirror.rules).find((m) => describeMoveClause(m, mirror.state, 'inner') === said);
    expect(move, `the hint names a legal move: ${text}`).toBeDefined();
    // It is the fair player's move (the one bench:fair measures), as Node works it out from the same tables seen.
    expect(move).toEqual(fairMove(mirror.game.states, mirror.rules, FAIR_HINT_BUDGET)?.move);
    // "Know every card" hints from the full-sight solver, which on this deal knows a move the cards in view do not favour.
    await hintsSee('full', page);
    const full = await pressHint(page);
    expect(full).toMatch(/ — on a winning line\.$/);
    const fullMove = moveNamedBy(full, mirror);
    expect(fullMove, `the full-sight hint names a legal move: ${full}`).toBeDefined();
    expect(fullMove, `${full} / ${text}`).not.toEqual(move);
    await hintsSee('fair', page);
    // The player follows it with the pointer; the table changes exactly as the engine says.
    await playByPointer(page, move!, mirror.snapshot());
    mirror.play(move!);
    await expectTable(page, mirror.snapshot(), `after the fair hint: ${text}`);

    const chance = page.getByTestId('hud-win-chance');
    expect(await page.getByTestId('hud-win-chance-stat').isHidden()).toBe(true);
    await inSettings(page, (dialog) => dialog.getByTestId('settings-win-chance').check());
    await expect.poll(() => chance.innerText(), { timeout: 60_000 }).toMatch(/^\d+%$/);
    expect(await page.getByTestId('hud-win-chance-stat').getAttribute('title')).toMatch(/^Chance to win, from the cards you have seen: \d+%$/);
    // Every value the status bar shows from now on, in order: a move sets "…" at once, then the answer.
    await page.evaluate(() => {
      const value = document.querySelector('[data-testid="hud-win-chance"]')!;
      const seen: string[] = [];
      (window as unknown as { chanceShown: string[] }).chanceShown = seen;
      new MutationObserver(() => seen.push(value.textContent ?? '')).observe(value, { childList: true, characterData: true, subtree: true });
    });
    await page.keyboard.press('p');
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot());
    const shown = (): Promise<string[]> => page.evaluate(() => (window as unknown as { chanceShown: string[] }).chanceShown);
    await expect.poll(async () => (await shown()).at(-1), { timeout: 60_000 }).toMatch(/^\d+%$/);
    expect((await shown())[0]).toBe('…');

    // Held back, the worker's answer to the next move cannot reach the page; the player drags on meanwhile.
    await page.evaluate(() => {
      window.solverGate!.held = true;
      (window as unknown as { chanceShown: string[] }).chanceShown.length = 0;
    });
    await page.keyboard.press('p');
    mirror.play({ type: 'draw' });
    await expectTable(page, mirror.snapshot());
    await expect.poll(() => page.evaluate(() => window.solverGate!.waiting()), { timeout: 60_000 }).toBeGreaterThan(0);
    const dragged = legalMoves(mirror.state, mirror.rules).find((m) => m.type === 'move');
    expect(dragged, 'deal 2 has a card to drag after the second draw').toBeDefined();
    await playByPointer(page, dragged!, mirror.snapshot());
    mirror.play(dragged!);
    await expectTable(page, mirror.snapshot(), 'the drag landed while the chance to win was still being worked out');
    expect(await chance.innerText()).toBe('…');
    await page.evaluate(() => window.solverGate!.release());
    await expect.poll(async () => (await shown()).at(-1), { timeout: 60_000 }).toMatch(/^\d+%$/);
  });
});

describe('Show me', () => {
  test('deal 2: menu → Show me says how many moves it will play and wins in that many (a short line, not the 245 moves of the first line found); the win is assisted and not counted; no request leaves the origin', {
    timeout: 150_000,
  }, async () => {
    const { page, requests, workers } = await openRecorded(session(), 'deal=2');
    // Show me paces its moves by the animation speed: Off plays a move every 100 ms.
    await animationOff(page);
    // Every sentence the announcer says (each Show me move replaces the last one).
    await page.evaluate(() => {
      const said: string[] = [];
      Object.assign(window, { said });
      const region = document.querySelector('[data-testid="announcer"]')!;
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
    });
    const start = await moves(page);
    // The menu's item lies over a card at 390×844: the click is the menu's alone (it once also tapped
    // that card, which went to another column before Show me began).
    await openMenuItem(page, 'menu-show-me');
    await page.getByTestId('dialog-confirm').waitFor({ state: 'visible' });
    expect(await moves(page)).toBe(start);
    await confirmShowMe(page);
    const banner = page.getByTestId('show-me-banner');
    await banner.waitFor({ state: 'visible', timeout: 60_000 });
    // The count and the moves played so far, read together: the count goes down as the moves are played.
    const seen = await page.evaluate(() => ({
      text: document.querySelector('[data-testid="show-me-banner"] .show-me-text')?.textContent ?? '',
      moves: window.klondike!.state().moves,
    }));
    const left = /^Show me: (\d+) moves? to go$/.exec(seen.text);
    expect(left, seen.text).not.toBeNull();
    const total = Number(left![1]) + seen.moves - start;
    expect(total).toBeLessThanOrEqual(140);

    await page.waitForFunction(() => window.klondike!.state().won, undefined, { timeout: 120_000, polling: 500 });
    const won = await snapshot(page);
    expect(won.moves - start).toBe(total);
    // Through the stock once: no recycle of the waste.
    expect(won.pass).toBe(1);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    // Said first: nothing was played before Show me began.
    expect(said[0]).toBe(`Show me plays ${total} moves to the win.`);
    const win = page.getByTestId('dialog-win');
    await win.waitFor({ state: 'visible', timeout: 60_000 }); // after the win's cascade
    expect(await page.getByTestId('win-assisted').innerText()).toContain('Show me played this game out');
    expect(await win.innerText()).toContain('All cards home');
    expect(await page.getByTestId('win-deal').innerText()).toBe('#2');
    await banner.waitFor({ state: 'hidden' });

    // The statistics do not count it as the player's win.
    await page.getByTestId('win-close').click();
    await openMenuItem(page, 'menu-stats');
    expect((await page.getByTestId('stats-won').innerText()).trim()).toBe('0');
    await page.keyboard.press('Escape');

    expectOwnOrigin(new URL(session().url('')).origin, requests, workers);
  });

  test('S → confirm starts Show me; Stop ends it and no more moves are played', async () => {
    const page = await session().open('deal=4');
    const start = await moves(page);
    await page.keyboard.press('s');
    await confirmShowMe(page);
    const banner = page.getByTestId('show-me-banner');
    await banner.waitFor({ state: 'visible', timeout: 60_000 });
    // At the normal speed a move comes every 290 ms: wait for three of them.
    await expect.poll(() => moves(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(start + 3);

    await page.getByTestId('show-me-stop').click();
    await banner.waitFor({ state: 'hidden' });
    await ready(page);
    const stopped = await moves(page);
    const table = await snapshot(page);
    // Over five times Show me's pace at this speed: any pending move would have come by now.
    await waitFrames(page, 60, 1_600);
    expect(await moves(page)).toBe(stopped);
    expect(await snapshot(page)).toEqual(table);
    expect(await openDialogs(page)).toEqual([]);
  });
});

describe('Still winnable?', () => {
  test('switched on in Settings, the HUD mark says unwinnable on deal 1 and winnable on deal 2', async () => {
    const page = await session().open('deal=1');
    const mark = page.getByTestId('hud-winnable');
    expect(await mark.getAttribute('data-verdict')).toBe('off');
    expect(await mark.isHidden()).toBe(true);

    await inSettings(page, (dialog) => dialog.getByTestId('settings-winnable-indicator').check());
    await expect.poll(() => mark.getAttribute('data-verdict'), { timeout: 60_000 }).toBe('unwinnable');
    expect(await mark.isVisible()).toBe(true);

    // Deal 2 through the menu's deal number (no move made, so nothing to confirm).
    await page.getByTestId('hud-menu').click();
    await page.getByTestId('menu-deal-input').fill('2');
    await page.getByTestId('menu-deal-play').click();
    await expect.poll(async () => (await snapshot(page)).deal).toBe(2);
    await expect.poll(() => mark.getAttribute('data-verdict'), { timeout: 60_000 }).toBe('winnable');
  });
});

describe('Winnable deals only', () => {
  test('three New games in a row deal numbers the solver in Node proves winnable', async () => {
    const page = await session().open('deal=1');
    await inSettings(page, (dialog) => dialog.getByTestId('settings-winnable-only').check());
    const dealt: number[] = [];
    let previous = (await snapshot(page)).deal;
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('n');
      if ((await openDialogs(page)).includes('dialog-confirm')) await page.getByTestId('confirm-yes').click();
      await expect.poll(async () => (await snapshot(page)).deal, { timeout: 60_000 }).not.toBe(previous);
      await ready(page);
      const table = await snapshot(page);
      expect(table.rules).toEqual(rulesOfPlay(DEFAULT_RULES));
      previous = table.deal;
      dealt.push(table.deal);
    }
    expect(new Set(dealt).size).toBe(3);
    for (const deal of dealt) expect(provedWinnable(deal), `deal ${deal}`).toBe(true);
  });
});
