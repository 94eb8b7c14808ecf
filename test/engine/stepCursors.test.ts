/**
 * The history's steps as Undo counts them (`stepCursors`), and `undoTo`, a review's Go back: the same
 * game as undoing step by step, Windows scoring's stop and single-level undo's lost redo included.
 */
import { describe, expect, test } from 'vitest';
import { newGame, play, playSafeAutoMoves, stepCursors, undo, undoTo, type Game, type Move, type Rules } from '../../src/engine';
import { rulesWith } from './fixtures';

/** A deal drawn through with the safe auto-moves after each draw, as the app plays (auto entries included). */
function played(rules: Rules, draws: number, deal = 2): Game {
  let game = newGame(rules, deal);
  const draw: Move = { type: 'draw' };
  for (let i = 0; i < draws; i++) {
    const next = play(game, draw);
    if (!next.ok) throw new Error('no draw');
    game = next.value.game;
    const auto = playSafeAutoMoves(game);
    if (auto.ok) game = auto.value.game;
  }
  return game;
}

describe('stepCursors and undoTo', () => {
  test.each([
    ['unlimited undo, standard scoring', rulesWith({})],
    ['Windows scoring (stops after an undo)', rulesWith({ scoring: 'windows-help' })],
  ])('%s: going back k steps is k undos', (_label, rules) => {
    const game = played(rules, 12);
    const cursors = stepCursors(game);
    expect(cursors).toHaveLength(13);
    expect(cursors[0]).toBe(0);
    expect(cursors.at(-1)).toBe(game.cursor);
    for (let step = 0; step < cursors.length - 1; step++) {
      let undone = game;
      for (let k = step; k < cursors.length - 1; k++) {
        const back = undo(undone);
        if (!back.ok) throw new Error(back.error);
        undone = back.value;
      }
      expect(undoTo(game, cursors[step]!), `step ${step}`).toEqual(undone);
    }
  });

  test('a step is a move and the auto-moves it set off', () => {
    // The first deal whose draws send a card home by themselves.
    const game = [...Array(50).keys()].map((d) => played(rulesWith({}), 24, d + 1)).find((g) => g.history.some((e) => e.kind === 'auto'))!;
    const cursors = stepCursors(game);
    game.history.forEach((entry, index) => {
      // The table between a move and its auto-moves is no step's end; the one before each move is.
      if (entry.kind === 'auto' && index > 0) expect(cursors).not.toContain(index);
      else expect(cursors).toContain(index);
    });
    expect(cursors).toHaveLength(game.history.filter((e, i) => e.kind !== 'auto' || i === 0).length + 1);
  });

  test('single-level undo: going back keeps no redo and locks undo', () => {
    const game = played(rulesWith({ undo: 'single' }), 5);
    const back = undoTo(game, stepCursors(game)[1]!);
    expect(back.history).toHaveLength(back.cursor);
    expect(back.undoLocked).toBe(true);
  });
});
