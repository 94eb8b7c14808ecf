/** Undo, redo, restart and single-entry auto-moves: unlimited history and Klondike 2.3's single UNDO. */
import { describe, expect, test } from 'vitest';
import {
  canRedo,
  canUndo,
  currentState,
  newGame,
  play,
  playFinish,
  playSafeAutoMoves,
  redo,
  restart,
  stepCursors,
  undo,
  type Game,
  type Move,
} from '../../src/engine';
import { rulesWith } from './fixtures';

const AS_HOME: Move = { type: 'move', from: 'tableau-2', to: 'foundation-1', card: 'AS' };
const AH_HOME: Move = { type: 'move', from: 'tableau-6', to: 'foundation-2', card: 'AH' };
const DRAW: Move = { type: 'draw' };

function playAll(game: Game, moves: Move[]): Game {
  return moves.reduce((g, move) => {
    const r = play(g, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.reason}`);
    return r.value.game;
  }, game);
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(String(r.error));
  return r.value;
}

describe('unlimited undo and redo', () => {
  const rules = rulesWith({});
  test('undo walks back through every move, redo walks forward again', () => {
    const start = newGame(rules, 1);
    const played = playAll(start, [AS_HOME, DRAW, AH_HOME, DRAW]);
    const states = played.states;
    let g = played;
    for (let i = 4; i > 0; i--) {
      g = must(undo(g));
      expect(currentState(g)).toEqual(states[i - 1]);
    }
    expect(canUndo(g)).toBe(false);
    expect(undo(g)).toEqual({ ok: false, error: 'nothing-to-undo' });
    for (let i = 1; i <= 4; i++) {
      g = must(redo(g)).game;
      expect(currentState(g)).toEqual(states[i]);
    }
    expect(canRedo(g)).toBe(false);
    expect(redo(g)).toEqual({ ok: false, error: 'nothing-to-redo' });
  });

  test('a new move after an undo clears the redo list', () => {
    const g = must(undo(playAll(newGame(rules, 1), [AS_HOME, DRAW])));
    expect(canRedo(g)).toBe(true);
    const branched = playAll(g, [AH_HOME]);
    expect(canRedo(branched)).toBe(false);
    expect(branched.history).toHaveLength(2);
  });

  test('an illegal move leaves the game untouched', () => {
    const g = newGame(rules, 1);
    const r = play(g, { type: 'move', from: 'tableau-1', to: 'tableau-2', card: '9D' });
    expect(r.ok).toBe(false);
    expect(currentState(g).moves).toBe(0);
  });

  test('restart deals the same cards again with an empty history', () => {
    const played = playAll(newGame(rules, 1), [AS_HOME, DRAW]);
    const again = restart(played);
    expect(currentState(again)).toEqual(currentState(newGame(rules, 1)));
    expect(again.history).toHaveLength(0);
  });

  test('safe auto-moves are one entry, undone with the move that set them off', () => {
    const drawn = playAll(newGame(rules, 1), [DRAW]);
    const auto = must(playSafeAutoMoves(drawn)).game;
    expect(auto.history).toHaveLength(2);
    expect(auto.history[1]!.kind).toBe('auto');
    expect(auto.history[1]!.moves.length).toBeGreaterThanOrEqual(2); // both aces
    expect(currentState(must(undo(auto)))).toEqual(currentState(newGame(rules, 1)));
  });

  test('the auto-moves made as the cards are dealt are part of the deal: no undo takes them back', () => {
    const dealt = must(playSafeAutoMoves(newGame(rules, 1))).game;
    expect(currentState(dealt).foundations.flat()).toEqual(expect.arrayContaining(['AS', 'AH']));
    expect(canUndo(dealt)).toBe(false);
    expect(undo(dealt)).toEqual({ ok: false, error: 'nothing-to-undo' });
    expect(stepCursors(dealt)).toEqual([1]);

    const drawn = playAll(dealt, [DRAW, DRAW]);
    const back = must(undo(must(undo(drawn))));
    expect(currentState(back)).toEqual(currentState(dealt));
    expect(canUndo(back)).toBe(false);
    expect(stepCursors(drawn)).toEqual([1, 2, 3]);
  });

  test("a save from before that rule, standing before the deal's auto-moves, stays so: nothing to undo, Redo plays them", () => {
    const dealt = must(playSafeAutoMoves(newGame(rules, 1))).game;
    const undone: Game = { ...dealt, cursor: 0, states: dealt.states.slice(0, 1) };
    expect(canUndo(undone)).toBe(false);
    expect(stepCursors(undone)).toEqual([0]);
    expect(currentState(must(redo(undone)).game)).toEqual(currentState(dealt));
  });

  test('the auto-finish is one undoable entry', () => {
    const g = playAll(newGame(rules, 1), [AS_HOME]);
    const finished = must(playFinish(g)).game;
    expect(finished.history.at(-1)!.kind).toBe('finish');
    expect(currentState(must(undo(finished)))).toEqual(currentState(g));
  });
});

describe("Klondike 2.3's single-level undo", () => {
  const rules = rulesWith({ undo: 'single' });
  test('undoes the last move once, not twice in a row, and never redoes', () => {
    const g = playAll(newGame(rules, 1), [AS_HOME, DRAW]);
    const once = must(undo(g));
    expect(currentState(once)).toEqual(g.states[1]);
    expect(undo(once)).toEqual({ ok: false, error: 'undo-locked' });
    expect(canRedo(once)).toBe(false);
    const moved = playAll(once, [AH_HOME]);
    expect(canUndo(moved)).toBe(true);
  });

  test('cannot undo a FINISH', () => {
    const g = playAll(newGame(rules, 1), [AS_HOME]);
    const finished = must(playFinish(g)).game;
    expect(canUndo(finished)).toBe(false);
    expect(undo(finished)).toEqual({ ok: false, error: 'undo-locked' });
  });
});
