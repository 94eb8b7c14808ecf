import { describe, expect, test } from 'vitest';
import { canUndo, newGame, play, playSafeAutoMoves, undo, type Game } from '../../src/engine';
import { gameInProgress, wayBack } from '../../src/app/session/gameProgress';
import { rulesWith } from '../engine/fixtures';

const rules = rulesWith({ draw: 1, passes: null });
const singleUndo = rulesWith({ draw: 1, passes: null, undo: 'single' });

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(String(result.error));
  return result.value;
}

describe('gameInProgress', () => {
  test('a fresh deal is not a game in progress', () => {
    expect(gameInProgress(newGame(rules, 1), false)).toBe(false);
  });

  test('automatic safe moves alone do not make one (deal 1 sends two aces home at once)', () => {
    const game = must(playSafeAutoMoves(newGame(rules, 1))).game;
    expect(game.history.length).toBeGreaterThan(0);
    expect(gameInProgress(game, false)).toBe(false);
  });

  test("a move of the player's does, until it is undone", () => {
    const moved: Game = must(play(newGame(rules, 1), { type: 'draw' })).game;
    expect(gameInProgress(moved, false)).toBe(true);
    expect(gameInProgress(must(undo(moved)), false)).toBe(false);
  });

  test('a won game is not in progress', () => {
    const moved: Game = must(play(newGame(rules, 1), { type: 'draw' })).game;
    expect(gameInProgress(moved, true)).toBe(false);
  });
});

describe('wayBack (the advice in a lost position)', () => {
  test('with only the automatic moves on the table, a new deal: undo or restart would give the same lost deal', () => {
    const game = must(playSafeAutoMoves(newGame(rules, 1))).game;
    expect(wayBack(game, true)).toBe('new-deal');
    expect(wayBack(newGame(rules, 1), false)).toBe('new-deal');
  });

  test("with a move of the player's, Undo; with undo locked, Restart", () => {
    const moved = must(play(newGame(singleUndo, 1), { type: 'draw' })).game;
    expect(wayBack(moved, canUndo(moved))).toBe('undo');
    // Single-level undo locks after an undo: the first draw stays on the table, and cannot be undone.
    const movedTwice = must(play(moved, { type: 'draw' })).game;
    const undone = must(undo(movedTwice));
    expect(canUndo(undone)).toBe(false);
    expect(wayBack(undone, canUndo(undone))).toBe('restart');
  });
});
