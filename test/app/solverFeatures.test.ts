/** Hint from a winning line, Show me, winnable deals only and the "still winnable?" watch, with the solver in-thread. */
import { describe, expect, test } from 'vitest';
import { SHOW_ME_BEAT_MS, SHOW_ME_SHORTENING_MS, SessionController, type ControllerOptions } from '../../src/app/session/controller';
import type { ControllerEvents } from '../../src/app/session/events';
import { DEFAULT_SETTINGS, TWEEN_MS, type Settings } from '../../src/app/settings';
import { watchWinnability } from '../../src/app/solverPort/winnabilityWatch';
import { WinningLine } from '../../src/app/solverPort/winningLine';
import { applyMove, isWon, legalMoves, makeSave, parseSave, undo, type Move } from '../../src/engine';
import { InlineSolver } from '../support/inlineSolver';
import { rulesWith } from '../engine/fixtures';

/** A scheduler the test runs by hand. */
function manualClock() {
  const tasks: (() => void)[] = [];
  /** The delay asked for each task, in order. */
  const delays: number[] = [];
  return {
    delays,
    schedule: (task: () => void, ms: number) => {
      tasks.push(task);
      delays.push(ms);
      return () => {
        const i = tasks.indexOf(task);
        if (i >= 0) tasks.splice(i, 1);
      };
    },
    runAll: () => {
      for (let n = 0; tasks.length > 0 && n < 10_000; n++) tasks.shift()!();
    },
    runNext: () => tasks.shift()?.(),
    pending: () => tasks.length,
  };
}

function make(deal: number, options: Partial<ControllerOptions> = {}, settings: Partial<Settings> = {}) {
  const solver = new InlineSolver();
  const clock = manualClock();
  const controller = new SessionController({
    rules: rulesWith({}),
    deal,
    settings: { ...DEFAULT_SETTINGS, autoMoves: 'off', ...settings },
    now: () => 0,
    randomDeal: () => 77,
    solver,
    schedule: clock.schedule,
    ...options,
  });
  const log: { type: keyof ControllerEvents; event: unknown }[] = [];
  controller.events.on('*', (type, event) => log.push({ type, event }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { controller, solver, clock, log, settle };
}

const last = <K extends keyof ControllerEvents>(log: { type: keyof ControllerEvents; event: unknown }[], type: K) =>
  log.filter((l) => l.type === type).at(-1)?.event as ControllerEvents[K] | undefined;

describe('Hint with the solver', () => {
  test('gives the first move of a winning line, and follows the same line without searching again', async () => {
    const { controller, solver, log, settle } = make(2);
    controller.help.hint();
    await settle();
    const first = last(log, 'hint');
    expect(first).toMatchObject({ source: 'winning-line', verdict: 'winnable' });
    expect(first!.move).not.toBeNull();
    // One search for the line, and one to check that the move a player expects keeps the game winnable.
    const searches = solver.calls;
    expect(searches).toBeLessThanOrEqual(2);
    // Play the hinted move, ask again: the next move comes from the kept line.
    const move = first!.move!;
    expect(
      move.type === 'draw' ? controller.draw() : move.type === 'turn' ? controller.turn(move.pile) : controller.tryMove(move.from, move.card, move.to),
    ).toBe(true);
    controller.help.hint();
    await settle();
    expect(last(log, 'hint')).toMatchObject({ source: 'winning-line' });
    expect(solver.calls).toBe(searches);
  });

  test.each(['on', 'off'] as const)(
    'deal 2 (auto-moves %s): a move in plain view that turns a card over (8♣ onto 9♥, 9♥ onto 10♠), not a deal from the stock',
    async (autoMoves) => {
      const { controller, log, settle } = make(2, {}, { autoMoves });
      controller.help.hint();
      for (let i = 0; i < 5 && last(log, 'hint') === undefined; i++) await settle();
      const hint = last(log, 'hint');
      expect(hint).toMatchObject({ source: 'winning-line', verdict: 'winnable', move: { type: 'move' } });
      expect([
        ['8C', 'tableau-4'],
        ['9H', 'tableau-3'],
      ]).toContainEqual(hint!.move!.type === 'move' ? [hint!.move!.card, hint!.move!.to] : null);
      // The hinted move keeps the game winnable: the next hint follows on from it.
      const move = hint!.move!;
      expect(move.type === 'move' && controller.tryMove(move.from, move.card, move.to)).toBe(true);
      controller.help.hint();
      for (let i = 0; i < 5 && log.filter((l) => l.type === 'hint').length < 2; i++) await settle();
      expect(last(log, 'hint')).toMatchObject({ source: 'winning-line', verdict: 'winnable' });
    },
  );

  test('on an unwinnable deal it says so and falls back to the plain ranking', async () => {
    const { controller, log, settle } = make(1);
    controller.help.hint();
    await settle();
    expect(last(log, 'hint')).toMatchObject({ source: 'heuristic', verdict: 'unwinnable' });
  });

  test('an answer that arrives after the player moved on is dropped', async () => {
    const { controller, log, settle } = make(2);
    controller.help.hint();
    controller.draw();
    await settle();
    expect(log.some((l) => l.type === 'hint')).toBe(false);
  });
});

describe('Show me', () => {
  test('from the deal, the clock runs while it plays: the win shows the real time, not 0:00', async () => {
    let now = 0;
    const { controller, clock, log, settle } = make(3, { now: () => now });
    controller.help.showMe();
    await settle();
    now = 42_000;
    clock.runAll();
    expect(controller.won).toBe(true);
    expect(last(log, 'won')).toMatchObject({ assisted: true, elapsedMs: 42_000 });
    // The table shows the win: the dialog's event carries the same figures, once.
    controller.winShown();
    controller.winShown();
    expect(log.filter((l) => l.type === 'winShown')).toHaveLength(1);
    expect(last(log, 'winShown')).toMatchObject({ elapsedMs: 42_000 });
  });

  test("plays a winning line to the end; the win is not the player's", async () => {
    const { controller, clock, log, settle } = make(3);
    controller.help.showMe();
    await settle();
    expect(last(log, 'showMe')).toMatchObject({ phase: 'playing' });
    expect(controller.showingMe).toBe(true);
    clock.runAll();
    expect(controller.won).toBe(true);
    expect(last(log, 'won')).toMatchObject({ assisted: true, byShowMe: true });
    expect(last(log, 'finished')).toMatchObject({ won: false });
    expect(last(log, 'showMe')).toMatchObject({ phase: 'over' });
  });

  test('stopped one move before the win, which the player then makes: still not counted, but not "by Show me"', async () => {
    const { controller, clock, log, settle } = make(3);
    controller.help.showMe();
    await settle();
    const lineLength = last(log, 'showMe')!.moves;
    for (let i = 0; i < lineLength - 1; i++) clock.runNext();
    controller.help.stopShowMe();
    const { state, rules } = controller;
    const winning = legalMoves(state, rules).find((move) => {
      const played = applyMove(state, move, rules);
      return played.ok && isWon(played.value.state);
    });
    if (winning?.type !== 'move') throw new Error(`no winning card move left: ${JSON.stringify(winning)}`);
    expect(controller.tryMove(winning.from, winning.card, winning.to)).toBe(true);
    expect(last(log, 'won')).toMatchObject({ assisted: true, byShowMe: false });
    expect(last(log, 'finished')).toMatchObject({ won: false });
  });

  test('no "no more moves" while it plays, even where the one-move heuristic sees none', async () => {
    // Deal 35's winning line passes through tables the stuck heuristic calls stuck (a foundation
    // card taken down and sent back): the dialog once opened over the game, and stayed after the win.
    const { controller, clock, log, settle } = make(35);
    controller.help.showMe();
    await settle();
    clock.runAll();
    expect(controller.won).toBe(true);
    expect(log.filter((l) => l.type === 'stuck')).toEqual([]);
  });

  test('deal 2: plays a short line (no recycle, under 140 moves where the plain line took 245), as many moves as it said', async () => {
    const { controller, solver, clock, log, settle } = make(2);
    const start = controller.state.moves;
    controller.help.showMe();
    await settle();
    expect(solver.requests.at(-1)?.shortLine).toEqual({ maxMs: SHOW_ME_SHORTENING_MS });
    const said = last(log, 'showMe')!;
    expect(said.phase).toBe('playing');
    expect(said.moves).toBeLessThan(140);
    clock.runAll();
    expect(controller.won).toBe(true);
    expect(controller.state.moves - start).toBe(said.moves);
    expect(controller.state.pass).toBe(1);
  }, 30_000);

  test('each move waits one tween and a beat, at every animation speed', async () => {
    for (const animation of ['slow', 'normal', 'off'] as const) {
      const { controller, clock, settle } = make(2, {}, { animation });
      controller.help.showMe();
      await settle();
      for (let i = 0; i < 3; i++) clock.runNext();
      // The first move at once; then one tween (the flight, a card it uncovers flipping meanwhile) and a beat.
      expect(clock.delays.slice(0, 4)).toEqual([0, ...Array(3).fill(TWEEN_MS[animation] + SHOW_ME_BEAT_MS)]);
      expect(TWEEN_MS[animation] + SHOW_ME_BEAT_MS).toBeLessThan(2 * TWEEN_MS[animation] + 140);
    }
  }, 30_000);

  test('after a Hint, Show me looks for its short line; stopped and asked again, it plays that line without searching', async () => {
    const { controller, solver, clock, log, settle } = make(3);
    controller.help.hint();
    await settle();
    const afterHint = solver.calls;
    controller.help.showMe();
    await settle();
    expect(solver.calls).toBe(afterHint + 1);
    const total = last(log, 'showMe')!.moves;
    clock.runNext();
    clock.runNext();
    controller.help.stopShowMe();
    controller.help.showMe();
    expect(controller.showingMe).toBe(true);
    expect(last(log, 'showMe')).toEqual({ phase: 'playing', moves: total - 2 });
    clock.runAll();
    expect(controller.won).toBe(true);
    expect(solver.calls).toBe(afterHint + 1);
  }, 30_000);

  test('says every phase: searching, then playing; a search the table moved away from ends as over', async () => {
    const played = make(3);
    played.controller.help.showMe();
    expect(last(played.log, 'showMe')).toMatchObject({ phase: 'searching' });
    await played.settle();
    expect(last(played.log, 'showMe')).toMatchObject({ phase: 'playing' });

    const dropped = make(3);
    dropped.controller.help.showMe();
    dropped.controller.draw();
    await dropped.settle();
    expect(dropped.controller.showingMe).toBe(false);
    expect(last(dropped.log, 'showMe')).toMatchObject({ phase: 'over' });
  });

  test("a move of the player's stops it", async () => {
    const { controller, clock, log, settle } = make(3);
    controller.help.showMe();
    await settle();
    expect(clock.pending()).toBe(1);
    controller.draw();
    expect(controller.showingMe).toBe(false);
    expect(clock.pending()).toBe(0);
    expect(last(log, 'showMe')).toMatchObject({ phase: 'over' });
  });

  test('a game Show me played part of, saved and resumed, still does not count as won by the player', async () => {
    const first = make(3);
    first.controller.help.showMe();
    await first.settle();
    first.clock.runAll();
    expect(first.controller.won).toBe(true);
    // What main.ts saves after the first move Show me played, and resumes at the next launch.
    const played = first.controller.game;
    const back = undo(played);
    if (!back.ok) throw new Error(back.error);
    const record = parseSave(JSON.parse(JSON.stringify(makeSave(back.value, 0, first.controller.hadHelp))));
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value.assisted).toBe(true);

    const resumed = make(3, { resume: { game: record.value.game, elapsedMs: 0, assisted: record.value.assisted } });
    expect(resumed.controller.hadHelp).toBe(true);
    resumed.controller.redo();
    expect(resumed.controller.won).toBe(true);
    expect(last(resumed.log, 'won')).toMatchObject({ assisted: true });
    expect(last(resumed.log, 'finished')).toMatchObject({ won: false });
  });
});

test('Show me on a lost position says why and that nothing plays', async () => {
  const { controller, log, settle } = make(1);
  controller.help.showMe();
  await settle();
  expect(last(log, 'notice')?.text).toMatch(/cannot be won/);
  expect(last(log, 'showMe')).toEqual({ phase: 'over', moves: 0 });
  expect(controller.showingMe).toBe(false);
  expect(controller.state.moves).toBe(0);
});

describe('winnable deals only', () => {
  test('New deals a proven-winnable number when the setting is on', async () => {
    const { controller, settle } = make(1, { winnableDeals: { next: async () => 5 } }, { winnableOnly: true });
    controller.newGame();
    await settle();
    expect(controller.game.deal).toBe(5);
    controller.updateSettings({ winnableOnly: false });
    controller.newGame();
    expect(controller.game.deal).toBe(77);
  });

  test('when none can be proven it says so and deals an ordinary game', async () => {
    const { controller, log, settle } = make(1, { winnableDeals: { next: async () => null } }, { winnableOnly: true });
    controller.newGame();
    await settle();
    expect(controller.game.deal).toBe(77);
    expect(last(log, 'notice')?.text).toMatch(/winnable/);
  });
});

describe('the "still winnable?" watch', () => {
  test('answers after each change while on, and says off when off', async () => {
    const { controller, log, settle } = make(1, {}, { winnableIndicator: true });
    watchWinnability(controller, new InlineSolver());
    expect(last(log, 'winnability')).toEqual({ verdict: 'checking' });
    await settle();
    expect(last(log, 'winnability')).toEqual({ verdict: 'unwinnable' });
    controller.updateSettings({ winnableIndicator: false });
    expect(last(log, 'winnability')).toEqual({ verdict: 'off' });
  });

  test('a winnable deal reads winnable', async () => {
    const { controller, log, settle } = make(2, {}, { winnableIndicator: true });
    watchWinnability(controller, new InlineSolver());
    await settle();
    expect(last(log, 'winnability')).toEqual({ verdict: 'winnable' });
  });
});

describe('WinningLine', () => {
  test('knows the next move on the line and nothing off it', () => {
    const rules = rulesWith({});
    const { controller } = make(2);
    const start = controller.state;
    const moves: Move[] = [{ type: 'draw' }, { type: 'draw' }];
    const line = WinningLine.from(start, rules, moves);
    expect(line.nextMove(start)).toEqual({ type: 'draw' });
    const after = applyMove(start, { type: 'draw' }, rules);
    expect(after.ok && line.nextMove(after.value.state)).toEqual({ type: 'draw' });
    // Off the line: every legal move from the deal other than the line's draw (deal 2 has 8♣ onto 9♥
    // and 9♥ onto 10♠), each applied for real, so that the check cannot be skipped.
    const offLine = legalMoves(start, rules).filter((move) => move.type !== 'draw');
    expect(offLine.length).toBeGreaterThan(0);
    for (const move of offLine) {
      const off = applyMove(start, move, rules);
      if (!off.ok) throw new Error(`legal move ${JSON.stringify(move)} refused: ${off.error.reason}`);
      expect(line.nextMove(off.value.state)).toBeNull();
    }
    expect(isWon(start)).toBe(false);
  });
});
