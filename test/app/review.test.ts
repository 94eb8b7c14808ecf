/**
 * The controller's review of the game on the table: steps counted as Undo counts them (a
 * move and the auto-moves it set off are one), and Go back as an undo of those steps — the table,
 * history, score and clock as after that step, single-level undo's limit marked in the statistics.
 */
import { describe, expect, test } from 'vitest';
import { SessionController } from '../../src/app/session/controller';
import type { ControllerEvents } from '../../src/app/session/events';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import { stepCursors, type Game } from '../../src/engine';
import { TRAP_RULES, trapGame } from '../solver/trapGame';
import { InlineSolver } from '../support/inlineSolver';

function make(game: Game) {
  let now = 0;
  const controller = new SessionController({
    rules: game.rules,
    deal: 0,
    settings: { ...DEFAULT_SETTINGS, autoMoves: 'off' },
    now: () => now,
    randomDeal: () => 1,
    solver: new InlineSolver(),
    resume: { game, elapsedMs: 0 },
  });
  const finished: ControllerEvents['finished'][] = [];
  controller.events.on('finished', (event) => finished.push(event));
  return { controller, finished, tick: (ms: number) => (now += ms) };
}

describe('review of the game on the table', () => {
  test('the losing move inside a run of automatic moves: the step it belongs to, as Undo counts steps', async () => {
    const game = trapGame();
    expect(stepCursors(game)).toEqual([0, 1, 2, 4, 5, 6, 7, 8]);
    const { controller } = make(game);
    const progress: number[] = [];
    const started = controller.review.start((p) => progress.push(p.open));
    expect(started?.game).toBe(game);
    await expect(started!.job.done).resolves.toMatchObject({ verdict: 'slipped', move: 3 });
    expect(progress.at(-1)).toBe(0);
  });

  test('Go back: the table, history, score and clock after that step; redo brings the rest back', () => {
    const rules = { ...TRAP_RULES, undo: 'unlimited' as const };
    const { controller, tick } = make(trapGame(rules));
    // Played in this session: each table's clock reading is known.
    controller.restart();
    const readings: number[] = [];
    for (const token of ['P', 'P', 'P']) {
      tick(1000);
      controller.playNotation(token);
      readings.push(controller.elapsedMs);
    }
    tick(5000);
    controller.playNotation('P');
    const reviewed = controller.game;
    expect(controller.review.goingBackIsAided(2, reviewed)).toBe(false);
    expect(controller.review.goBackTo(2, reviewed)).toBe(true);
    expect(controller.game.cursor).toBe(2);
    expect(controller.state).toBe(reviewed.states[2]);
    expect(controller.elapsedMs).toBe(readings[1]);
    expect(controller.canRedo).toBe(true);
    expect(controller.hadHelp).toBe(false);
  });

  test('under single-level undo, going back further than one undo marks the game: its win is not counted as the player’s own', () => {
    const { controller } = make(trapGame({ ...TRAP_RULES, undo: 'single' }));
    const reviewed = controller.game;
    // One step back is what Undo itself may do.
    expect(controller.review.goingBackIsAided(6, reviewed)).toBe(false);
    expect(controller.review.goingBackIsAided(5, reviewed)).toBe(true);
    expect(controller.review.goBackTo(2, reviewed)).toBe(true);
    expect(controller.hadHelp).toBe(true);
    expect(controller.canRedo).toBe(false);
    expect(controller.game.history).toHaveLength(2);
  });

  test('under single-level undo with the one undo already spent, even one step back marks the game', () => {
    const { controller } = make(trapGame({ ...TRAP_RULES, undo: 'single' }));
    controller.undo();
    expect(controller.canUndo).toBe(false);
    const reviewed = controller.game;
    const last = stepCursors(reviewed).length - 1;
    // Undo could not take this step back itself, so the review's Go back is help.
    expect(controller.review.goingBackIsAided(last - 1, reviewed)).toBe(true);
    expect(controller.review.goBackTo(last - 1, reviewed)).toBe(true);
    expect(controller.hadHelp).toBe(true);
    expect(controller.game.cursor).toBe(stepCursors(reviewed)[last - 1]);
  });

  test('refused once the table has changed since the review; nothing to review before a move', () => {
    const { controller } = make(trapGame());
    const reviewed = controller.game;
    controller.undo();
    expect(controller.review.goBackTo(2, reviewed)).toBe(false);
    controller.restart();
    expect(controller.review.available).toBe(false);
    expect(controller.review.start(() => {})).toBeNull();
  });
});
