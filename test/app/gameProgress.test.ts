import { describe, expect, test } from 'vitest';
import { newGame, play, playSafeAutoMoves, undo, type Game } from '../../src/engine';
import { gameInProgress } from '../../src/app/gameProgress';
import { rulesWith } from '../engine/fixtures';

const rules = rulesWith({ draw: 1, passes: null });

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

  test('a move of the player\'s does, until it is undone', () => {
    const moved: Game = must(play(newGame(rules, 1), { type: 'draw' })).game;
    expect(gameInProgress(moved, false)).toBe(true);
    expect(gameInProgress(must(undo(moved)), false)).toBe(false);
  });

  test('a won game is not in progress', () => {
    const moved: Game = must(play(newGame(rules, 1), { type: 'draw' })).game;
    expect(gameInProgress(moved, true)).toBe(false);
  });
});
