/** The fair hint and the chance to win, with the fair odds worked out in the test's thread (the app uses the worker). */
import { describe, expect, test } from 'vitest';
import type { ControllerEvents } from '../../src/app/session/events';
import { FAIR_HINT_BUDGET } from '../../src/app/session/fairHint';
import { FAIR_PLAY_DEFAULTS } from '../../src/solver/fair/fairPlayer';
import type { Settings } from '../../src/app/settings';
import { watchWinChance } from '../../src/app/solverPort/winChanceWatch';
import { DEFAULT_RULES, legalMoves, newGame, type Move } from '../../src/engine';
import { FairInlineSolver } from '../support/fairInlineSolver';
import { controllerOn } from '../support/resumedSession';

function make(deal: number, settings: Partial<Settings> = {}) {
  const solver = new FairInlineSolver();
  const controller = controllerOn(newGame(DEFAULT_RULES, deal), solver);
  controller.updateSettings({ autoMoves: 'off', ...settings });
  const log: { type: keyof ControllerEvents; event: unknown }[] = [];
  controller.events.on('*', (type, event) => log.push({ type, event }));
  return { controller, solver, log };
}

const events = <K extends keyof ControllerEvents>(log: { type: keyof ControllerEvents; event: unknown }[], type: K) =>
  log.filter((l) => l.type === type).map((l) => l.event as ControllerEvents[K]);

/** Waits for the fair odds in the test's thread: a task at a time, until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done()).toBe(true);
}

describe('the fair hint (Settings → Hints: "See what you see", the default)', () => {
  test('says it is looking, then gives a legal move with its share of the ways, from the tables the player has seen', async () => {
    const { controller, solver, log } = make(2);
    const before = controller.state;
    controller.help.hint();
    expect(events(log, 'hintLooking')).toEqual([{ looking: true }]);
    expect(solver.fairRequests).toEqual([expect.objectContaining({ tables: controller.game.states, question: 'move', samples: FAIR_HINT_BUDGET.samples })]);
    // The sampling bench:fair measured (the decision's positions are the fair player's own default).
    expect(FAIR_HINT_BUDGET).toMatchObject(FAIR_PLAY_DEFAULTS);
    expect(solver.calls, 'no full-sight search').toBe(0);
    await until(() => events(log, 'hint').length > 0);
    expect(events(log, 'hintLooking')).toEqual([{ looking: true }, { looking: false }]);
    const [hint] = events(log, 'hint');
    expect(hint).toMatchObject({ source: 'fair', fair: { unseen: 45 } });
    expect(hint!.fair!.chance).toBeGreaterThan(0);
    expect(hint!.fair!.chance).toBeLessThanOrEqual(1);
    expect(legalMoves(before, controller.rules)).toContainEqual(hint!.move as Move);
  });

  test('"Know every card" hints from the full-sight solver, as before', async () => {
    const { controller, solver, log } = make(2, { hints: 'full' });
    controller.help.hint();
    await until(() => events(log, 'hint').length > 0);
    expect(events(log, 'hint')[0]).toMatchObject({ source: 'winning-line', verdict: 'winnable' });
    expect(solver.fairRequests).toEqual([]);
    expect(events(log, 'hintLooking')).toEqual([]);
  });

  test('a move while it is worked out drops it: no hint for a table no longer there, and no longer looking', async () => {
    const { controller, log } = make(2);
    controller.help.hint();
    expect(controller.draw()).toBe(true);
    expect(events(log, 'hintLooking')).toEqual([{ looking: true }, { looking: false }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events(log, 'hint')).toEqual([]);
  });
});

describe('the chance to win in the status bar', () => {
  test('off by default: says so once and asks nothing', () => {
    const { controller, solver, log } = make(2);
    watchWinChance(controller, solver);
    expect(events(log, 'winChance')).toEqual([{ chance: 'off' }]);
    expect(solver.fairRequests).toEqual([]);
  });

  test('switched on: worked out for the table, then again after each move, from the tables seen', async () => {
    const { controller, solver, log } = make(2);
    watchWinChance(controller, solver);
    controller.updateSettings({ winChance: true });
    expect(events(log, 'winChance').at(-1)).toEqual({ chance: 'computing' });
    await until(() => typeof events(log, 'winChance').at(-1)?.chance === 'number');
    const first = events(log, 'winChance').at(-1)!.chance as number;
    expect(first).toBeGreaterThan(0);
    expect(controller.draw()).toBe(true);
    expect(events(log, 'winChance').at(-1)).toEqual({ chance: 'computing' });
    expect(solver.fairRequests.at(-1)).toMatchObject({ question: 'chance', tables: controller.game.states });
    expect(solver.fairRequests.at(-1)!.tables).toHaveLength(2);
    await until(() => typeof events(log, 'winChance').at(-1)?.chance === 'number');
  });
});
